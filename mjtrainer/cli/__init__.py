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

from .output import say
from .parser import build_parser

__all__ = ["build_parser", "run"]


def run(argv: Sequence[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run a subcommand; returns the exit status (0 ok, 1 a bad hand, 2 bad arguments)."""
    out = stdout or sys.stdout
    parser = build_parser()
    if argv and argv[0].startswith("--") and argv[0] not in ("--help", "--version"):
        parser.print_usage(sys.stderr)
        say(
            f"mjtrainer: error: unknown option '{argv[0]}' (the window takes --self-test; "
            "commands: analyze, score, quiz, review; see mjtrainer --help)",
            sys.stderr,
        )
        return 2
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as e:  # argparse printed its message
        return int(e.code or 0)
    handler: Callable[[argparse.Namespace, TextIO, TextIO], int] = args.handler
    return handler(args, stdin or sys.stdin, out)
