"""The command line's words of the quiz kinds."""

import pytest

from mjtrainer.cli.words import Words
from mjtrainer.quiz.levels import QuizKind


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_every_quiz_kind_has_its_translated_title(language):
    """A kind's name on the command line is the window's translated title, never its
    capitalised English key ("Pushfold" was shown in Chinese)."""
    w = Words(language)
    for kind in QuizKind:
        title = w.kind(kind.value)
        assert title and not title.isascii(), (kind, title)
