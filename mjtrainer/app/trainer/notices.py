"""The trainer's notices and undo steps (:mod:`.state`'s codes) in the current language.

The strings keep the context of the controller that said them before they were codes, so
the catalogue's translations still apply.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..shared import errors
from .state import MAX_DORA, Notice, Step

translate = QCoreApplication.translate  # the name lupdate looks for


def say(what: Notice | Exception) -> str:
    """A notice, or a refusal of the core (its coded error), in the current language
    (QCoreApplication.translate is thread-safe)."""
    if isinstance(what, Exception):
        return errors.message(what)
    return notice_text(what)


def notice_text(notice: Notice) -> str:
    """What the learner is told for ``notice``."""
    t = {
        Notice.DORA_RIICHI_ONLY: lambda: translate(
            "TrainerController", "Dora indicators count under the riichi rules."
        ),
        Notice.NO_MELD: lambda: translate(
            "TrainerController", "No meld can be made with that tile."
        ),
        Notice.NO_CHOW: lambda: translate(
            "TrainerController", "No chow can be made with that tile."
        ),
        Notice.CLOSED_ONLY: lambda: translate(
            "TrainerController",
            "A player in riichi keeps a closed hand: an open meld and a riichi cannot go "
            "together (a concealed kong can).",
        ),
        Notice.WIN_TILE_NOT_HELD: lambda: translate(
            "TrainerController", "The winning tile must be a tile of the hand."
        ),
        Notice.WIN_TILE_HOW: lambda: translate(
            "TrainerController",
            "Pick the winning tile in the hand, or build 13 tiles and click the tile "
            "that completes them.",
        ),
        Notice.DORA_LIMIT: lambda: translate(
            "TrainerController",
            "At most {n} dora indicators: the first and one after each kong.",
        ).format(n=MAX_DORA),
        Notice.EMPTY_CLIPBOARD: lambda: translate(
            "TrainerController", "The clipboard holds no hand"
        ),
        Notice.PLAIN_FIVES: lambda: translate(
            "TrainerController",
            "These rules have no red fives: each red five is a plain five now.",
        ),
        Notice.OFFER_NEEDS_WAITING: lambda: translate(
            "TrainerController",
            "A discard can be called by a hand waiting for its next tile: 13 tiles (3n+1).",
        ),
    }
    return t[notice]()


def step_text(name: Step) -> str:
    """The undo stack's name of the step ``name`` (Edit → Undo …)."""
    t = {
        Step.ADD_TILE: lambda: translate("TrainerController", "Add tile"),
        Step.REMOVE_TILE: lambda: translate("TrainerController", "Remove tile"),
        Step.DISCARD: lambda: translate("TrainerController", "Discard"),
        Step.DECLARE_MELD: lambda: translate("TrainerController", "Declare meld"),
        Step.REMOVE_MELD: lambda: translate("TrainerController", "Remove meld"),
        Step.MARK_SEEN: lambda: translate("TrainerController", "Mark seen"),
        Step.UNMARK_SEEN: lambda: translate("TrainerController", "Unmark seen"),
        Step.ADD_TO_POND: lambda: translate("TrainerController", "Add to pond"),
        Step.TAKE_BACK_FROM_POND: lambda: translate("TrainerController", "Take back from pond"),
        Step.MARK_RIICHI: lambda: translate("TrainerController", "Mark riichi"),
        Step.UNMARK_RIICHI: lambda: translate("TrainerController", "Unmark riichi"),
        Step.DECLARE_OPPONENT_MELD: lambda: translate(
            "TrainerController", "Declare opponent's meld"
        ),
        Step.REMOVE_OPPONENT_MELD: lambda: translate("TrainerController", "Remove opponent's meld"),
        Step.PICK_WINNING_TILE: lambda: translate("TrainerController", "Pick winning tile"),
        Step.ADD_WINNING_TILE: lambda: translate("TrainerController", "Add winning tile"),
        Step.BEST_WINNING_TILE: lambda: translate("TrainerController", "Best winning tile"),
        Step.ADD_DORA: lambda: translate("TrainerController", "Add dora indicator"),
        Step.REMOVE_DORA: lambda: translate("TrainerController", "Remove dora indicator"),
        Step.CHANGE_SITUATION: lambda: translate("TrainerController", "Change situation"),
        Step.TYPE_HAND: lambda: translate("TrainerController", "Type hand"),
        Step.PASTE_HAND: lambda: translate("TrainerController", "Paste hand"),
        Step.CLEAR: lambda: translate("TrainerController", "Clear"),
        Step.RANDOM_HAND: lambda: translate("TrainerController", "Random hand"),
        Step.PLAIN_FIVES: lambda: translate("TrainerController", "Plain fives"),
        Step.OPEN_HAND: lambda: translate("TrainerController", "Open hand"),
        Step.OPEN_POSITION: lambda: translate("TrainerController", "Open position"),
        Step.OFFER_TILE: lambda: translate("TrainerController", "Offer tile"),
        Step.CLEAR_OFFER: lambda: translate("TrainerController", "Clear offered tile"),
    }
    return t[name]()
