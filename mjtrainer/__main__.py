"""``mjtrainer`` / ``python -m mjtrainer``: the window, or the command line with a subcommand."""

from __future__ import annotations

import os
import sys

from . import __version__

#: Options of the window itself; Qt's own options (``-platform``, ``-style`` …) take one dash.
WINDOW_OPTIONS = ("--self-test",)


def main(argv: list[str] | None = None) -> int:
    """Open the window (no subcommand) or run the command line; returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    if args and args[0] in ("--version", "-V"):
        from .core.lookahead_kernel import path_note

        print(f"mjtrainer {__version__}")
        print(path_note())
        return 0
    window = (
        not args
        or args[0] in WINDOW_OPTIONS
        or (args[0].startswith("-") and not args[0].startswith("--") and args[0] != "-h")
    )
    if not window:  # a subcommand, --help, or a mistyped word: the command line says which
        return run_cli(args)
    from .app.main import run as run_app  # imports Qt only when the window is wanted

    return run_app(args)


def run_cli(args: list[str]) -> int:
    """The command line, quiet when its reader goes away (``| head``) or on Ctrl+C."""
    from .cli import run
    from .cli.output import can_print

    if not can_print(sys.stdout, "一🀄"):  # e.g. a cp1252 console: never fail on a tile name
        sys.stdout.reconfigure(errors="replace")  # type: ignore[union-attr]
    elif getattr(sys.stdout, "errors", None) == "strict":
        # A path the system gave as undecodable bytes (--db) must not crash a message: such
        # characters print escaped, and the output stays valid UTF-8.
        sys.stdout.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    try:
        status = run(args)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # The reader closed the pipe: stop writing, and keep Python from complaining at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
