"""``mjtrainer`` / ``python -m mjtrainer``: the window, or the command line with a subcommand."""

from __future__ import annotations

import sys

from . import __version__

SUBCOMMANDS = ("analyze", "quiz")


def main(argv: list[str] | None = None) -> int:
    """Open the window (no subcommand) or run ``analyze`` / ``quiz``; returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    if args and args[0] in ("--version", "-V"):
        print(f"mjtrainer {__version__}")
        return 0
    if args and (args[0] in SUBCOMMANDS or args[0] in ("-h", "--help")):
        from .cli import run as run_cli

        return run_cli(args)
    from .app.main import run as run_app  # imports Qt only when the window is wanted

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
