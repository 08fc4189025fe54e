"""The quiz explanation's discard table: the trainer's columns and a note of the best discard
and the learner's choice."""

from __future__ import annotations

from ..shared.discards import TRAINER_COLUMNS, Column, note, note_text

NOTE = Column(
    "note",
    lambda: "",
    "text",
    note_text,
    lambda r: (r.option.best, r.chosen),
    tag=True,
    # As wide as its longest note always, so the columns before it stay put from question to
    # question whatever the notes say.
    widest=lambda: [note(True, True), note(True, False), note(False, True)],
)

QUIZ_COLUMNS: tuple[Column, ...] = (*TRAINER_COLUMNS, NOTE)
