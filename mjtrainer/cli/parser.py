"""The argument parser of ``mjtrainer``: one subparser a command, each added by its module."""

from __future__ import annotations

import argparse

from .. import __version__
from . import analyze, quiz, review, score


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``mjtrainer``'s subcommands."""
    parser = argparse.ArgumentParser(
        prog="mjtrainer",
        description="Read mahjong hands: win and decompositions, shanten, waits, best discard, "
        "what a win is worth. "
        "With no subcommand, mjtrainer opens the trainer window.",
    )
    parser.add_argument("--version", action="version", version=f"mjtrainer {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in (analyze, score, quiz, review):
        command.add_parser(sub)
    return parser


def commands(parser: argparse.ArgumentParser) -> tuple[str, ...]:
    """The subcommands of a parser :func:`build_parser` made (``analyze``, ``score`` …)."""
    for action in parser._actions:  # argparse lists its actions nowhere public
        if isinstance(action, argparse._SubParsersAction):
            return tuple(action.choices)
    return ()
