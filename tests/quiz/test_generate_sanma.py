"""The quiz's deals know four-player walls only: under three-player rules every kind says so
with a coded error instead of dealing 2m–8m (or failing inside the analysis)."""

import pytest

from mjtrainer.quiz import QuizError, generate
from mjtrainer.quiz.levels import QuizKind


@pytest.mark.parametrize("kind", list(QuizKind))
def test_every_kind_refuses_three_player_rules_with_a_message(kind):
    with pytest.raises(QuizError) as e:
        generate(kind, 1, 5, "sanma")
    assert e.value.code == "three-player"
    assert kind.value in str(e.value) and "sanma" in str(e.value)
    assert generate(kind, 1, 5, "riichi") is not None
