"""The import graph runs one way (DESIGN.md, "Layout"): scoring -> core; quiz -> scoring, core;
cli and app -> all three. core imports nothing of ours above it and nothing outside the
standard library; scoring and quiz import no Qt; only scoring/riichi.py imports ``mahjong``.

Checked twice: statically (every import statement of every module, relative ones resolved,
including imports inside functions) and dynamically (importing each package in a fresh
interpreter loads nothing it must not).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjtrainer"

#: The rooms each room may import from (besides itself and the standard library).
ALLOWED: dict[str, set[str]] = {
    "words": set(),  # the list of languages and the marking of words: any room may use them
    "core": {"words"},
    "scoring": {"core", "words"},
    "defence": {"core", "words"},
    "decision": {"core", "scoring", "defence", "words"},
    "game": {"core", "scoring", "defence", "decision", "words"},
    "quiz": {"core", "scoring", "defence", "decision", "game", "words"},
    "cli": {
        "core",
        "scoring",
        "defence",
        "decision",
        "game",
        "quiz",
        "words",
        "version",
        "resources",
    },
    "app": {
        "core",
        "scoring",
        "defence",
        "decision",
        "game",
        "quiz",
        "words",
        "version",
        "resources",
    },
}
#: Third-party top-level modules each room may import.
THIRD_PARTY: dict[str, set[str]] = {
    "words": set(),
    "core": set(),
    "scoring": {"mahjong"},  # and only in scoring/riichi.py (checked below)
    "defence": set(),
    "decision": set(),
    "game": set(),
    "quiz": set(),
    "cli": set(),
    "app": {"PySide6", "shiboken6"},
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module ``path`` imports: absolute names as written, ours resolved to modules."""
    is_package = path.name == "__init__.py"
    base = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base[: len(base) - node.level + 1]
                target = ".".join(anchor + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = {f"{target}.{a.name}" for a in node.names} & known
            found |= subs  # ``from . import analyze`` names a submodule, not the package
            if len(subs) < len(node.names):
                found.add(target)
    return found


def _room(module: str) -> str:
    parts = module.split(".")
    if parts[0] != "mjtrainer":
        return parts[0]
    if len(parts) == 1:
        return "version"  # mjtrainer/__init__.py holds only __version__
    return parts[1]


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    known = set(mods)
    return {name: _imports(name, path, known) for name, path in mods.items()}


def test_each_room_imports_only_the_rooms_below_it():
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    wrong = []
    for module, targets in _graph().items():
        room = _room(module)
        if room not in ALLOWED:
            continue  # mjtrainer/__init__, __main__ (the entry point), resources
        for target in targets:
            top = target.split(".")[0]
            if top == "mjtrainer":
                other = _room(target)
                if other != room and other not in ALLOWED[room]:
                    wrong.append(f"{module} imports {target}")
            elif top not in stdlib and top not in THIRD_PARTY[room]:
                wrong.append(f"{module} imports third-party {target}")
            elif top == "mahjong" and module != "mjtrainer.scoring.riichi":
                wrong.append(f"{module} imports mahjong (only scoring/riichi.py may)")
    assert not wrong, "\n".join(sorted(wrong))


def test_no_module_of_core_mentions_a_quiz_a_store_or_a_file():
    words = re.compile(r"sqlite3|quiz|progress store|\bopen\(|pathlib|os\.path")
    found = [
        f"{path.name}: {m.group()}"
        for path in (PACKAGE / "core").glob("*.py")
        for m in words.finditer(path.read_text(encoding="utf-8").lower())
    ]
    assert not found, found


def test_no_import_cycle_between_modules():
    graph = {m: {t for t in ts if t.startswith("mjtrainer")} for m, ts in _graph().items()}
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for t in sorted(graph.get(m, ())):
            if state.get(t) == 1:
                cycles.append(stack[stack.index(t) :] + [t])
            elif t in graph and t not in state:
                visit(t)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    assert not cycles, "\n".join(" -> ".join(c) for c in cycles)


def test_the_checks_above_can_fail(tmp_path):
    """The resolver sees a relative import upward, so a forbidden one would be caught."""
    fake = tmp_path / "mjtrainer" / "core"
    fake.mkdir(parents=True)
    (fake / "bad.py").write_text("from ..app import window\nfrom . import tiles\n", "utf-8")
    name = "mjtrainer.core.bad"
    assert _imports(name, fake / "bad.py", {"mjtrainer.core.tiles"}) == {
        "mjtrainer.app",
        "mjtrainer.core.tiles",
    }


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("mjtrainer.core", ("PySide6", "shiboken6", "sqlite3", "mahjong", "MahjongGB")),
        ("mjtrainer.scoring", ("PySide6", "shiboken6", "sqlite3", "MahjongGB")),
        ("mjtrainer.defence", ("PySide6", "shiboken6", "sqlite3", "mahjong", "MahjongGB")),
        ("mjtrainer.decision", ("PySide6", "shiboken6", "sqlite3", "MahjongGB")),
        ("mjtrainer.game", ("PySide6", "shiboken6", "sqlite3", "mahjong", "MahjongGB")),
        ("mjtrainer.quiz", ("PySide6", "shiboken6", "MahjongGB")),
        ("mjtrainer.cli", ("PySide6", "shiboken6", "MahjongGB")),
    ],
)
def test_importing_a_room_loads_only_what_it_may(package, forbidden):
    room = package.split(".")[1]
    ours = {f"mjtrainer.{r}" for r in ALLOWED} - {package}
    allowed_ours = {f"mjtrainer.{r}" for r in ALLOWED[room]}
    code = (
        "import sys; before = set(sys.modules); import " + package + "; "
        "print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    tops = {m.split(".")[0] for m in out}
    assert not tops & set(forbidden), sorted(tops & set(forbidden))
    loaded_rooms = {".".join(m.split(".")[:2]) for m in out if m.startswith("mjtrainer.")}
    assert not (loaded_rooms & ours) - allowed_ours, sorted((loaded_rooms & ours) - allowed_ours)
    if room == "core":
        third = tops - set(sys.stdlib_module_names) - {"mjtrainer"}
        assert not third, sorted(third)


#: The app's pages (DESIGN.md "Layout"): each imports the shared sub-package and the rooms
#: below the app, never another page; only the main window and ``main`` sit above them all.
PAGES = ("trainer", "review", "quiz", "progress")


def test_an_app_page_imports_no_other_page():
    wrong = []
    for module, targets in _graph().items():
        parts = module.split(".")
        if len(parts) < 3 or parts[1] != "app" or parts[2] not in (*PAGES, "shared"):
            continue
        for target in targets:
            tparts = target.split(".")
            if len(tparts) >= 3 and tparts[1] == "app" and tparts[2] != parts[2]:
                if tparts[2] in PAGES or tparts[2] in ("main", "window"):
                    wrong.append(f"{module} imports {target}")
    assert not wrong, "\n".join(sorted(wrong))


def test_the_app_is_pages_with_a_handful_of_modules_at_its_top():
    top = {p.stem for p in (PACKAGE / "app").glob("*.py")} - {"__init__"}
    assert top <= {"main", "qtcompat"}, sorted(top)
    subs = {p.name for p in (PACKAGE / "app").iterdir() if (p / "__init__.py").exists()}
    assert {"shared", "trainer", "quiz", "progress", "window"} <= subs, sorted(subs)
