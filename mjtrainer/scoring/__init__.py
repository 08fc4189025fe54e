"""What a win is worth and whether it may be declared.

``situation`` (the :class:`Situation` of a win), ``mcr`` (the Chinese Official fans, ours,
standard library only) and ``riichi`` (yaku, han, fu and points through the ``mahjong``
package: the only module that imports it).
"""

from .errors import ScoringError
from .situation import Situation, Wind

__all__ = ["ScoringError", "Situation", "Wind"]
