"""The command line: ``mjtrainer analyze``, ``mjtrainer score`` and ``mjtrainer quiz`` (text or
``--json``).

One parser module, one module a command (each adds its subparser and its ``run``), and one
output module shared by them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from .output import safe
from .parser import build_parser, commands
from .parser_words import language_of, worded

__all__ = ["build_parser", "run"]


def run(argv: Sequence[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run a subcommand; returns the exit status (0 ok, 1 a bad hand, 2 bad arguments).

    The parser's own words (usage, its errors) are in the terminal's language: ``--lang`` in
    ``argv``, else the environment's (:mod:`.parser_words`)."""
    out = stdout or sys.stdout
    try:
        with worded(language_of(argv)) as w:
            parser = build_parser()
            if argv and argv[0].startswith("--") and argv[0] not in ("--help", "--version"):
                message = w(
                    "unknown-option",
                    option=argv[0],
                    commands=w("list-sep").join(commands(parser)),
                )
                parser.error(safe(message))
            args = parser.parse_args(list(argv))
    except SystemExit as e:  # argparse printed its message
        return int(e.code or 0)
    handler: Callable[[argparse.Namespace, TextIO, TextIO], int] = args.handler
    return handler(args, stdin or sys.stdin, out)
