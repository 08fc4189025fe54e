"""Words written once (issue 25 §1): a room's English is marked where it is born, every
catalogue translates it, and the window shows the catalogue's words for the room's table (no
second copy of the English in the app)."""

from __future__ import annotations

import string

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mjtrainer import resources
from mjtrainer.app.quiz.wording import level_description, level_title
from mjtrainer.app.shared import defence_words, i18n, reason_words
from mjtrainer.app.window.dialogs import defence_glossary
from mjtrainer.app.window.rule_words import preset
from mjtrainer.cli.history import category_word
from mjtrainer.cli.words import Words
from mjtrainer.core import NAMES_EN, PRESET_TITLES, SHORT_HONOURS, WAIT_KIND_NAMES
from mjtrainer.decision import reason_words as reasons_room
from mjtrainer.decision.reasons import Reason
from mjtrainer.defence import words as defence_room
from mjtrainer.game.review import CATEGORY_NAMES
from mjtrainer.quiz.kinds import LEVELS
from mjtrainer.quiz.levels import KIND_TITLES, QuizKind
from mjtrainer.words import LANGUAGES

OTHERS = [language.code for language in LANGUAGES if language.code != "en"]


def fields(text: str) -> list[str]:
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)


def translator(code: str) -> QTranslator:
    t = QTranslator()
    assert t.load(str(resources.asset("translations", f"mjtrainer_{code}.qm")))
    return t


def marked_sources():
    """(context, English) of every word the rooms mark for the window."""
    for level in LEVELS:
        yield "Quiz", level.title
        yield "Quiz", level.description
    for text in (*defence_room.NAMES.values(), *defence_room.SENTENCES.values()):
        yield defence_room.CONTEXT, text
    for term, meaning in defence_room.GLOSSARY.values():
        yield defence_room.CONTEXT, term
        yield defence_room.CONTEXT, meaning
    for text in (*reasons_room.SENTENCES.values(), *reasons_room.CALLS.values()):
        yield reasons_room.CONTEXT, text
    for title in KIND_TITLES.values():
        yield "Quiz", title
    for title in PRESET_TITLES.values():
        yield "Rules", title
    for name in WAIT_KIND_NAMES.values():
        yield "WaitKind", name
    for name in CATEGORY_NAMES.values():
        yield "ReviewPage", name
    for name in NAMES_EN:
        yield "Tile", name
    for name in SHORT_HONOURS:
        yield "Tile short", name


@pytest.mark.parametrize("code", OTHERS)
def test_every_catalogue_translates_every_word_the_rooms_mark(qapp, code):
    t = translator(code)
    missing = []
    for context, source in sorted(set(marked_sources())):
        text = t.translate(context, source)
        if not text or fields(text) != fields(source):
            missing.append((context, source))
    assert missing == []


@pytest.fixture
def chinese(qapp):
    t = translator("zh_CN")
    QCoreApplication.installTranslator(t)
    yield t
    QCoreApplication.removeTranslator(t)


def test_the_window_shows_the_rooms_level_words_translated(chinese):
    for level in LEVELS:
        title = level_title(level.kind.value, level.number)
        assert title == chinese.translate("Quiz", level.title)
        assert title != level.title
        description = level_description(level.kind.value, level.number)
        assert description == chinese.translate("Quiz", level.description) != level.description


def test_a_level_the_quiz_lacks_shows_its_number(qapp):
    assert level_title("waits", 9) == "9"
    assert level_description("waits", 9) == ""
    assert level_title("nonsense", 1) == "1"


def test_the_window_translates_the_defence_and_reason_tables_of_the_rooms(chinese):
    assert defence_words.name("suji") == chinese.translate("Defence", "suji") == "筋"
    assert defence_glossary()[0][0] == chinese.translate("Defence", "genbutsu")
    danger = Reason.of("danger", tile=3, category="genbutsu", chance=0.0)
    expected = chinese.translate("Reasons", reasons_room.SENTENCES["danger"])
    assert expected and expected != reasons_room.SENTENCES["danger"]
    sentence = reason_words.sentence(danger)
    assert sentence != reasons_room.english(danger)
    assert chinese.translate("Defence", "genbutsu") in sentence
    assert reason_words.call_name("pon") == chinese.translate("Reasons", "pon") != "pon"


@pytest.mark.parametrize("code", OTHERS)
def test_the_window_and_the_command_line_show_the_same_words_of_a_room(qapp, code):
    """Presets, quiz kinds, wait kinds, review categories and tiles: one marked English, one
    translation, which the window (Qt) and the terminal (the catalogue read without Qt) both
    show."""
    t = translator(code)
    QCoreApplication.installTranslator(t)
    try:
        w = Words(code)
        for name, title in PRESET_TITLES.items():
            assert preset(name) == w.rules(name) == t.translate("Rules", title) != title
        for kind, title in KIND_TITLES.items():
            shown = i18n.quiz_kind(kind.value, short=True)
            assert shown == w.kind(kind.value) == t.translate("Quiz", title) != title
        for value, name in WAIT_KIND_NAMES.items():
            assert i18n.wait_kind(value) == w.wait_kind(value) == t.translate("WaitKind", name)
        for value, name in CATEGORY_NAMES.items():
            shown = i18n.review_category(value)
            assert shown == category_word(value, w) == t.translate("ReviewPage", name) != name
        for tile in range(27):  # the honours' short names are the terminal's alone
            assert i18n.tile_name(tile) == w.tile(tile) == t.translate("Tile", NAMES_EN[tile])
    finally:
        QCoreApplication.removeTranslator(t)


def test_english_shows_the_rooms_words_and_names(qapp):
    assert preset("riichi") == PRESET_TITLES["riichi"] == "Riichi (Japanese)"
    assert i18n.quiz_kind("pushfold", short=True) == KIND_TITLES[QuizKind.PUSHFOLD]
    assert i18n.quiz_kind("nonsense", short=True) == "nonsense"
    assert Words("en").kind("pushfold") == "pushfold" and Words("en").rules("mcr") == "mcr"
