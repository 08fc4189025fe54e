"""Every room's error messages are written once (issue 25 §1): marked where they are born,
worded by the one renderer (:mod:`mjtrainer.words.render`) through a ``translate`` callable,
and every code of every room has its entry in each shipped catalogue with the same
placeholders."""

from __future__ import annotations

import re
import string
from enum import StrEnum
from pathlib import Path

import pytest

from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.lines import InputError
from mjtrainer.cli.situation import JSON_TYPES, OptionError, json_type
from mjtrainer.cli.words import Words
from mjtrainer.core.errors import COPIES, IN_SEEN, JUDGING, MELD, MELD_AT, CodedError, HandError
from mjtrainer.defence.errors import PART_WORDS, Expected, Unread
from mjtrainer.game.engine import Expect
from mjtrainer.game.errors import PLACE, Action, Detail, GameError, MeldWord, XmlFault, XmlPlace
from mjtrainer.game.practice import PracticeError
from mjtrainer.quiz.errors import KIND_TITLES, QuizError
from mjtrainer.words import LANGUAGES
from mjtrainer.words.phrases import JsonFault, JsonPlace, Phrase
from mjtrainer.words.render import render
from tests.cli.test_cli_lang_ja import english_left

OTHERS = [language.code for language in LANGUAGES if language.code != "en"]
ROOT = Path(__file__).resolve().parents[2]


def rooms() -> dict[str, type[CodedError]]:
    """Every room's error class, by its ``ROOM`` (found, not listed)."""
    import mjtrainer.cli  # noqa: F401 - loads every room

    found: dict[str, type[CodedError]] = {}
    todo = list(CodedError.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.ROOM:
            found.setdefault(cls.ROOM, cls)
    return found


def fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f is not None)


def marked() -> list[tuple[str, str]]:
    """(context, source) of every error message and every phrase an error's values carry."""
    out = [(cls.CONTEXT, source) for cls in rooms().values() for source in cls.MESSAGES.values()]
    enums: list[tuple[str, type[StrEnum]]] = [
        ("GameError", Action),
        ("GameError", Expect),
        ("GameError", MeldWord),
        ("GameError", Detail),
        ("DefenceError", Expected),
        ("DefenceError", Unread),
        ("JSON", JsonFault),
        ("JSON", JsonPlace),
        ("XML", XmlFault),
        ("XML", XmlPlace),
    ]
    out += [(context, member.value) for context, enum in enums for member in enum]
    out += [("DefenceError", text) for text in PART_WORDS.values()]
    out += [("HandError", text) for text in (MELD, MELD_AT, IN_SEEN, *COPIES.values(), *JUDGING)]
    out += [("GameError", text) for text in PLACE.values()]
    out += [("Quiz", text) for text in KIND_TITLES.values()]
    return out


def test_every_room_has_a_context_of_its_own():
    contexts = {room: cls.CONTEXT for room, cls in rooms().items()}
    assert all(contexts.values()) and len(set(contexts.values())) == len(contexts)
    assert set(contexts) == {
        "core",
        "scoring",
        "quiz",
        "progress",
        "game",
        "defence",
        "practice",
        "options",
        "input",
    }


@pytest.mark.parametrize("code", OTHERS)
def test_every_code_of_every_room_is_in_the_catalogue_with_its_placeholders(code):
    words = catalogue(code)
    missing = [(c, s) for c, s in marked() if s not in words.get(c, {})]
    assert missing == []
    changed = [(c, s) for c, s in marked() if fields(words[c][s]) != fields(s)]
    assert changed == []


def test_the_check_can_fail(monkeypatch):
    """A code with no catalogue entry is caught."""
    monkeypatch.setitem(HandError.MESSAGES, "new-code", "a message no catalogue has")
    words = catalogue(OTHERS[0])
    assert [(c, s) for c, s in marked() if s not in words.get(c, {})] == [
        ("HandError", "a message no catalogue has")
    ]


def fake(context: str, source: str) -> str:
    """A translation that marks each phrase it words with its context."""
    return f"<{context}:{source}>"


def test_the_renderer_words_each_value_by_its_type_through_the_one_callable():
    e = GameError("not-held", seat=2, action=Action.DISCARDS, tile=13, round="S2", event=41)
    assert render(e.phrase()) == str(e) == "round S2, event 41: seat 2 discards 5p but holds none"
    shown = render(e.phrase(), fake)
    # the place first, the action (an enum, in its room's context), the tile by name and code
    assert shown == (
        "<GameError:<GameError:<GameError:round S2>, <GameError:event 41>>: "
        "<GameError:seat 2 <GameError:discards> <HandError:<Tile:5 dots> (5p)> but holds none>>"
    )


def test_a_quoted_error_is_worded_in_the_same_language():
    inner = HandError("bad-size", count=9)
    outer = QuizError("bad-hand", hand="123m", error=inner)
    assert str(outer) == "hand 123m: 9 tiles: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), " \
        "add or remove one"  # fmt: skip
    shown = render(outer.phrase(), lambda c, s: f"[{s}]")
    assert shown == (
        "[hand 123m: [[9 tiles]: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), "
        "add or remove one]]"
    )


def test_a_broken_translation_falls_back_to_the_english_of_that_phrase():
    e = HandError("no-tile", tile=27)
    shown = render(e.phrase(), lambda c, s: "{broken" if c == "HandError" and "remove" in s else s)
    assert shown == "no East (1z) in the hand to remove"


def test_a_placeholder_the_params_lack_reads_as_a_question_mark():
    e = GameError("out-of-turn", seat=1, action=Action.DRAWS, expected=2)
    assert str(e) == "seat 1 draws out of turn (seat 2 was to ?)"
    assert render(Phrase("{a} and {b}", (("a", 1),), "X")) == "1 and ?"


def test_an_english_word_is_the_rooms_own_and_its_title_elsewhere():
    e = QuizError("no-level", number=9, kind="waits", top=4)
    assert str(e) == "no level 9 for the waits quiz: choose 1–4"
    assert "<Quiz:Waits>" in render(e.phrase(), fake)


def test_no_english_is_parsed_back_on_the_error_paths():
    """The error paths word values; none reads a message back with a regular expression."""
    paths = [
        "mjtrainer/words/render.py",
        "mjtrainer/words/phrases.py",
        "mjtrainer/app/shared/errors.py",
        "mjtrainer/core/errors.py",
        "mjtrainer/defence/errors.py",
        "mjtrainer/quiz/errors.py",
        "mjtrainer/scoring/errors.py",
    ]
    for path in paths:
        text = (ROOT / path).read_text(encoding="utf-8")
        assert not re.search(r"^import re$|\bre\.(compile|match|search|findall)", text, re.M), path


@pytest.mark.parametrize("language", OTHERS)
def test_the_command_lines_own_errors_are_coded_and_worded(language):
    """``OptionError``, ``InputError`` and ``PracticeError`` are coded errors of the one style
    (issue 25 §1): English as before, and worded in the learner's language."""
    words = Words(language)
    cases = (
        OptionError("key-type", key="hand", expected=JSON_TYPES[str], got=json_type(3)),
        OptionError("tile-text", key="dora", error=HandError("unknown-suit", char="x", position=2)),
        InputError("not-utf8", line=3, byte=0xFF, offset=2),
        PracticeError("not-held", tile=34),
    )
    assert [str(e) for e in cases] == [
        "hand must be text, not a number",
        "dora: unknown suit letter 'x' at position 2 (use m, p, s or z)",
        "line 3 is not valid UTF-8 (byte 0xFF at byte 2)",
        "0m is not in the hand",
    ]
    for e in cases:
        shown = words.error(e)
        keys = {"hand", "dora", "UTF", "xFF"}  # a key as the line writes it, the encoding
        assert shown != str(e) and set(english_left(shown)) <= keys, shown
    assert "0xFF" in words.error(cases[2]) and "0m" in words.error(cases[3])


def test_a_value_that_does_not_fit_its_format_never_crashes():
    """A param missing where its placeholder formats a number reads as the words marked."""
    e = InputError("not-utf8", line=3)
    assert str(e) == "line {line} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})"
    assert render(e.phrase(), lambda c, s: "{byte:02X}!") == str(e)
