"""The learner's answer to a scoring question, as a value and as the text the store keeps.

A riichi-or-dama or call-or-pass question is answered by a choice's word
(:class:`ChoiceAnswer`, stored as the word itself).

Under MCR the learner ticks fans from the 81 (:class:`McrAnswer`); under riichi they give han
and fu, and the points if they like (:class:`RiichiAnswer`). Each answer has one text form,
stored in the progress database's ``given`` column and read back by ``parse``:

- MCR: fan ids (1–81, the rule book's order, :class:`~mjtrainer.scoring.Fan`), comma
  separated, ``x`` and a count for a fan counted more than once: ``"18,73x2"``; ``""`` when
  no fan was ticked.
- Riichi: ``"han=3 fu=40"``, or ``"han=3 fu=40 points=5200"`` with the points (the winner's
  total: from the discarder on a discard, from the three others together on a self-draw).

``parse`` also reads what a learner types: ``"18 73 73"`` or ``"18, 73x2"`` (a fan repeated
counts again), ``"3 40"``, ``"3 40 5200"`` or ``"han 3 fu 40"``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..core import Scored
from ..scoring import Fan, McrScore, RiichiScore, rule_set
from .errors import QuizError

_BY_ID: dict[int, Fan] = {f.id: f for f in Fan}
#: The highest han, fu and points an answer may name (six yakuman is 78 han; the most fu a
#: hand can reach is 110; a sextuple yakuman pays 288000).
LIMITS: dict[str, int] = {"han": 200, "fu": 200, "points": 1_000_000}
#: The most times one fan can count (四归一 or 幺九刻 four times, 花牌 eight times).
MAX_COUNT = 8


class AnswerError(QuizError):
    """An answer that cannot be read or is not one the question takes. ``code`` is a key of
    the quiz's :data:`~.errors.MESSAGES`; ``params`` hold the machine values (the word, the
    fan id, the count)."""


def fan_by_id(number: int) -> Fan:
    """The fan with rule-book number ``number`` (1–81); :class:`AnswerError` otherwise."""
    fan = _BY_ID.get(number) if isinstance(number, int) and not isinstance(number, bool) else None
    if fan is None:
        raise AnswerError("fan-number", word=str(number))
    return fan


@dataclass(frozen=True, slots=True)
class McrAnswer:
    """The fans a learner counts for an MCR hand: ``(fan, count)`` pairs, one per fan, in fan
    order (the constructor merges repeats and sorts). The total follows from them."""

    fans: tuple[tuple[Fan, int], ...] = ()

    def __post_init__(self) -> None:
        merged: dict[int, int] = {}
        for item in self.fans:
            if not isinstance(item, tuple) or len(item) != 2:
                raise AnswerError("not-a-fan", value=repr(item))
            fan, count = item
            if not isinstance(fan, Fan):
                raise AnswerError("not-a-fan", value=repr(fan))
            if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                raise AnswerError("fan-count", fan=fan.id, count=count)
            merged[fan.id] = merged.get(fan.id, 0) + count
        for fan_id, count in merged.items():
            if count > MAX_COUNT:
                raise AnswerError("fan-count", fan=fan_id, count=count)
        object.__setattr__(self, "fans", tuple((_BY_ID[i], merged[i]) for i in sorted(merged)))

    @classmethod
    def of(cls, fans: Iterable[Fan | tuple[Fan, int]]) -> McrAnswer:
        """From fans (each once more every time it is named) or ``(fan, count)`` pairs."""
        return cls(tuple(f if isinstance(f, tuple) else (f, 1) for f in fans))

    @classmethod
    def of_score(cls, score: McrScore) -> McrAnswer:
        """The answer that is exactly right for ``score``."""
        return cls(tuple((f.fan, f.count) for f in score.fans))

    @property
    def total(self) -> int:
        """Points × count over the fans."""
        return sum(f.points * n for f, n in self.fans)

    def count(self, fan: Fan) -> int:
        """How many times ``fan`` is counted (0 when it is not)."""
        return next((n for f, n in self.fans if f is fan), 0)

    def to_text(self) -> str:
        """The stored form: ``"18,73x2"`` (``""`` for no fan)."""
        return ",".join(str(f.id) if n == 1 else f"{f.id}x{n}" for f, n in self.fans)

    @classmethod
    def parse(cls, text: str) -> McrAnswer:
        """Fan numbers separated by commas or spaces, ``NxK`` for a count (``"18,73x2"``,
        ``"18 73 73"``); a number named twice counts twice."""
        items: list[tuple[Fan, int]] = []
        for word in re.split(r"[\s,;]+", text.strip()):
            if not word:
                continue
            m = re.fullmatch(r"(\d{1,3})(?:[x×*](\d{1,2}))?", word.lower())
            if m is None:
                raise AnswerError("fan-number", word=word)
            fan = fan_by_id(int(m.group(1)))
            count = int(m.group(2)) if m.group(2) else 1
            if count < 1:
                raise AnswerError("fan-count", fan=fan.id, count=count)
            items.append((fan, count))
        return cls(tuple(items))


@dataclass(frozen=True, slots=True)
class RiichiAnswer:
    """Han and fu a learner gives for a riichi hand, and the points (the winner's total)
    when they give them (None otherwise)."""

    han: int
    fu: int
    points: int | None = None

    def __post_init__(self) -> None:
        for key in ("han", "fu", "points"):
            value = getattr(self, key)
            if value is None and key == "points":
                continue
            if (
                isinstance(value, bool)
                or not isinstance(value, int)
                or not 0 <= value <= LIMITS[key]
            ):
                raise AnswerError("hanfu-range", key=key, value=value, limit=LIMITS[key])

    @classmethod
    def of_score(cls, score: RiichiScore) -> RiichiAnswer:
        """The answer that is exactly right for ``score`` (a win: it has points)."""
        return cls(score.han, score.fu, None if score.points is None else score.points.total)

    def to_text(self) -> str:
        """The stored form: ``"han=3 fu=40"`` or ``"han=3 fu=40 points=5200"``."""
        text = f"han={self.han} fu={self.fu}"
        return text if self.points is None else f"{text} points={self.points}"

    @classmethod
    def parse(cls, text: str) -> RiichiAnswer:
        """``"3 40"``, ``"3 40 5200"``, ``"han 3 fu 40"``, ``"han=3 fu=40 points=5200"``."""
        words = re.findall(r"[a-z]+|\d+|\S", text.strip().lower())
        values: dict[str, int] = {}
        bare: list[int] = []
        i = 0
        while i < len(words):
            word = words[i]
            if word in ("han", "fu", "points", "pts"):
                key = "points" if word == "pts" else word
                i += 1
                if i < len(words) and words[i] in ("=", ":"):
                    i += 1
                if i >= len(words) or not words[i].isdigit():
                    raise AnswerError("hanfu-unreadable", text=text.strip())
                if key in values:
                    raise AnswerError("hanfu-twice", key=key)
                values[key] = _number(words[i], key)
            elif word.isdigit():
                bare.append(_number(word, ("han", "fu", "points")[min(len(bare), 2)]))
            elif word not in (",", "/"):
                raise AnswerError("hanfu-unreadable", text=text.strip())
            i += 1
        if bare:
            if values or len(bare) > 3:
                raise AnswerError("hanfu-unreadable", text=text.strip())
            values = dict(zip(("han", "fu", "points"), bare, strict=False))
        if "han" not in values or "fu" not in values:
            raise AnswerError("hanfu-missing")
        return cls(values["han"], values["fu"], values.get("points"))


def _number(word: str, key: str) -> int:
    # Compare digits before converting: a line of thousands of digits is no number to hold.
    if len(word.lstrip("0")) > len(str(LIMITS[key])) or int(word) > LIMITS[key]:
        shown = word if len(word) <= 12 else word[:12] + "…"
        raise AnswerError("hanfu-range", key=key, value=shown, limit=LIMITS[key])
    return int(word)


#: A scoring answer under either rules.
ScoringAnswer = McrAnswer | RiichiAnswer


@dataclass(frozen=True, slots=True)
class ChoiceAnswer:
    """A choice named by its word, as the riichi-or-dama and call-or-pass quizzes take it:
    ``"riichi"``, ``"dama"``; ``"pass"``, ``"chi 234m"``, ``"pon 333m"``, ``"kong 3333m"``
    (the question says which it offers). The stored form is the word itself."""

    choice: str

    def to_text(self) -> str:
        """The stored form: the choice's word."""
        return self.choice


def parse_answer(text: str, rules: str) -> ScoringAnswer:
    """The answer ``text`` under ``rules`` ("mcr" or "riichi", a preset's name; the stored or
    the typed form): han and fu under rules scored as riichi, fans under any other."""
    found = rule_set(rules)
    riichi = found is not None and found.scored is Scored.RIICHI
    return RiichiAnswer.parse(text) if riichi else McrAnswer.parse(text)
