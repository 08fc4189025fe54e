"""The window's sentences of the reasons are the decision room's, marked for the catalogue
(``app/shared/reason_words.py`` repeats them only so that lupdate finds them)."""

from __future__ import annotations

from mjtrainer.app.shared import reason_words
from mjtrainer.decision import reason_words as room


def test_the_window_words_every_reason_of_the_room_the_same_way():
    assert {k: str(v) for k, v in reason_words.SENTENCES.items()} == room.SENTENCES
