"""The scoring panel the trainer and the quiz both show: a win's yaku, fu and points (or fan),
its presenters and its widgets; its snapshots are :mod:`..shared.score_model`."""
