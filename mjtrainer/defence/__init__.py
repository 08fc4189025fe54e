"""Defence: how dangerous each tile is against a riichi. Standard library only; imports only
:mod:`mjtrainer.core`.

A value in, a value out: a :class:`Table` (every pond in order with the riichi marks, the melds,
the dora indicators and the seat's hand) gives, for each kind the seat may discard and each
opponent in riichi, a :class:`Category` (genbutsu, honour, suji, half-suji, non-suji), a
:class:`Kabe` (no-chance, one-chance) and a deal-in chance from published rates by tile class
and turn (:mod:`.rates`, its source named there). DESIGN.md "Defence" is the contract.

>>> table = Table(0, (0, 3, 4), (Pond(2, (3, 27), riichi=1),))  # doctest: +SKIP
>>> [d.to_dict() for d in assess(table)]                       # doctest: +SKIP
"""

from .categories import Against, Category, Danger, Kabe, assess, danger, genbutsu
from .errors import MESSAGES, DefenceError
from .table import Pond, Table, mpsz, tiles_of

__all__ = [
    "MESSAGES",
    "Against",
    "Category",
    "Danger",
    "DefenceError",
    "Kabe",
    "Pond",
    "Table",
    "assess",
    "danger",
    "genbutsu",
    "mpsz",
    "tiles_of",
]
