"""A SteadyComboBox (the trainer's situation: seat and round wind) measures its minimum width
again when a language switch relabels its items, so it is as wide as in a window started in
that language (Qt's own combo box keeps its first measure of the minimum for good)."""

from __future__ import annotations

from mjtrainer.app.trainer.steady_widgets import SteadyComboBox


def minimum_widths(window) -> list[tuple[str, int]]:
    boxes = window.findChildren(SteadyComboBox)
    assert len(boxes) >= 2
    return [(b.itemText(0), b.minimumSizeHint().width()) for b in boxes]


def test_a_language_switch_measures_the_steady_combo_boxes_again(started_in, qtbot):
    """English → 简体中文 → English: each time as a window started in that language (the
    language is the application's, so the fresh window is made after the switch)."""
    switched = started_in("en")
    assert switched.findChildren(SteadyComboBox)[0] is switched.trainer.situation.seat
    english = minimum_widths(switched)
    for language, east in (("zh_CN", "东风"), ("en", "East")):
        switched.settings.set_language(language)
        # Widgets re-label on the LanguageChange event Qt posts to them.
        qtbot.waitUntil(lambda east=east: minimum_widths(switched)[0][0] == east)
        got = minimum_widths(switched)
        fresh = started_in(language)
        assert got == minimum_widths(fresh)
        fresh.settings.set_language("en")  # its translator out: the next switch is seen
        # The boxes keep room for their items in every language, so the switch moves
        # nothing (tests/app/trainer/test_app_steady_layout.py): the widths are the English ones.
        assert [w for _, w in got] == [w for _, w in english]
    assert minimum_widths(switched) == english
