"""The rooms that play a table ask the rule set for its seats and wall (``rules.seats``,
``rules.seat_after``, ``rules.live_wall``), never write them out: a four-seat literal there is
what would make three-player games thirty edits instead of one rule set (DESIGN.md "Rules").

The scan reads the code, not its words: ``% 4``, ``// 4``, ``range(4)``, ``[x] * 4``, the seats
``(1, 2, 3)`` / ``(0, 1, 2, 3)``, a four-int tuple type, 70 or 136, ``LIVE_WALL``. A four that
is not a seat (four copies of a tile, four suits, four sets) goes by its own name."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "mjtrainer"
ROOMS = ("game", "decision", "defence", "quiz")
WALL = {70, 136}


def _is(node: ast.AST, value: int) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value == value


def _ints(node: ast.AST) -> list[int] | None:
    if isinstance(node, ast.Tuple) and all(
        isinstance(e, ast.Constant) and type(e.value) is int for e in node.elts
    ):
        return [e.value for e in node.elts]  # type: ignore[attr-defined]
    return None


def _is_wall(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value in WALL


def literals(tree: ast.AST) -> list[tuple[int, str]]:
    """Each four-seat or wall literal in ``tree``: (line, what)."""
    found = []
    # A number inside a tuple of numbers is a table of weights or figures, not the wall.
    in_tables = {
        id(e)
        for node in ast.walk(tree)
        if _ints(node) is not None
        for e in node.elts  # type: ignore[attr-defined]
    }
    for node in ast.walk(tree):
        what = None
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and _is(node.right, 4):
            what = "% 4"
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv):
            if _is(node.right, 4):
                what = "// 4"
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            if isinstance(node.left, ast.List) and _is(node.right, 4):
                what = "[…] * 4"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "range" and len(node.args) == 1 and _is(node.args[0], 4):
                what = "range(4)"
        elif _ints(node) in ([1, 2, 3], [0, 1, 2, 3]):
            what = f"seats {tuple(_ints(node) or ())}"
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            if node.value.id == "tuple" and isinstance(node.slice, ast.Tuple):
                names = [e.id for e in node.slice.elts if isinstance(e, ast.Name)]
                if names == ["int"] * 4:
                    what = "tuple[int, int, int, int]"
        elif _is_wall(node) and id(node) not in in_tables:
            what = str(node.value)
        elif isinstance(node, ast.Name) and node.id == "LIVE_WALL":
            what = "LIVE_WALL"
        if what is not None:
            found.append((getattr(node, "lineno", 0), what))
    return found


def test_the_scan_finds_what_it_looks_for() -> None:
    code = (
        "x = (s + 1) % 4\nfor s in range(4): pass\nd: tuple[int, int, int, int]\n"
        "w = 70\ny = [0] * 4\nz = (1, 2, 3)\nLIVE_WALL\nt = wall // 4\n"
    )
    assert sorted(w for _, w in literals(ast.parse(code))) == sorted([
        "% 4", "range(4)", "tuple[int, int, int, int]", "70", "[…] * 4", "seats (1, 2, 3)",
        "LIVE_WALL", "// 4",
    ])  # fmt: skip
    assert literals(ast.parse('"""136 tiles, range(4)"""\nk = kind * COPIES % 9')) == []


def test_no_room_below_the_app_writes_out_four_seats_or_the_wall() -> None:
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {what}"
        for room in ROOMS
        if (PACKAGE / room).is_dir()
        for path in sorted((PACKAGE / room).rglob("*.py"))
        for line, what in literals(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert found == [], "ask the rule set (rules.seats, rules.live_wall …):\n" + "\n".join(found)
