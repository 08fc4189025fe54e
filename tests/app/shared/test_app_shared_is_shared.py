"""``app/shared`` holds only what two or more pages use (DESIGN.md, "Layout"; issue 25 §3).

Read statically with ``ast``: for every public top-level name of every ``app/shared`` module,
the pages whose code uses it — ``from ..shared.mod import name``, ``from ..shared import mod``
then ``mod.name``, or indirectly through another shared name a page uses (a helper of a shared
widget counts for that widget's pages; what the scoring panel, ``app/scoring``, uses counts for
the pages that show the panel). A name one page (or no page) uses belongs to that page.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
APP = ROOT / "mjtrainer" / "app"
SHARED = "mjtrainer.app.shared"
PAGES = ("trainer", "quiz", "review", "progress")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _page(path: Path) -> str | None:
    """The page a file of ``app/`` belongs to; None for shared code and the package root."""
    first = path.relative_to(APP).parts[0]
    if first in PAGES:
        return first
    if first.startswith("window") or first == "main.py":
        return "window"
    return None


def _absolute(path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    parts = _module_name(path).split(".")
    keep = len(parts) - node.level + (1 if path.stem == "__init__" else 0)
    return ".".join(parts[:keep] + ([node.module] if node.module else []))


def _shared_uses(path: Path) -> set[tuple[str, str]]:
    """Every (shared module, name) this file refers to, anywhere in it."""
    return _shared_references(path)[0]


def _shared_references(path: Path) -> tuple[set[tuple[str, str]], dict[str, str]]:
    """Every (shared module, name) this file refers to, and its local names of shared modules."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    uses: set[tuple[str, str]] = set()
    aliases: dict[str, str] = {}  # local name -> shared module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _absolute(path, node)
            if source == SHARED:
                for alias in node.names:
                    aliases[alias.asname or alias.name] = alias.name
            elif source.startswith(SHARED + "."):
                shared_module = source.removeprefix(SHARED + ".")
                for alias in node.names:
                    uses.add((shared_module, alias.name))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(SHARED + ".") and alias.asname:
                    aliases[alias.asname] = alias.name.removeprefix(SHARED + ".")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
        ):
            uses.add((aliases[node.value.id], node.attr))
    return uses, aliases


def _alias(value: ast.expr) -> bool:
    """``translate = QCoreApplication.translate``: another module's name under a short one,
    not a thing this module owns."""
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Name) and value is not None and value.id[:1].isupper()


def _top_level(tree: ast.Module) -> dict[str, list[ast.AST]]:
    """Each name a module defines at its top level, with the statements that define it."""
    names: dict[str, list[ast.AST]] = {}
    for node in tree.body:
        targets: list[str] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            targets = [node.name]
        elif isinstance(node, ast.Assign) and not _alias(node.value):
            targets = [
                name.id
                for target in node.targets
                for name in ast.walk(target)
                if isinstance(name, ast.Name)
            ]
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
            targets = [node.target.id]
        for target in targets:
            names.setdefault(target, []).append(node)
    return names


def _reference(
    node: ast.AST,
    module: str,
    defined: dict[str, list[ast.AST]],
    imported: dict[str, tuple[str, str]],
    modules: dict[str, str],
) -> tuple[str, str] | None:
    """The shared name (private ones too: they pass their users on) this node refers to."""
    if isinstance(node, ast.Name):
        if node.id in defined:
            return (module, node.id)
        return imported.get(node.id)
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in modules
    ):
        return (modules[node.value.id], node.attr)
    return None


def _scoring_panel_pages() -> set[str]:
    """The pages that show the scoring panel (``app/scoring``): what it uses of ``app/shared``
    serves each of them."""
    found = set()
    for path in APP.rglob("*.py"):
        page = _page(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if page is not None and any(
            isinstance(node, ast.ImportFrom)
            and _absolute(path, node).startswith("mjtrainer.app.scoring")
            for node in ast.walk(tree)
        ):
            found.add(page)
    return found


def pages_of_shared_names() -> dict[tuple[str, str], set[str]]:
    """The pages that use each public top-level name of ``app/shared``, directly or through
    another shared name they use."""
    direct: dict[tuple[str, str], set[str]] = {}
    used_by: dict[tuple[str, str], set[tuple[str, str]]] = {}  # name -> shared names using it
    for path in sorted((APP / "shared").glob("*.py")):
        if path.stem == "__init__":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = _top_level(tree)
        for name in defined:
            if not name.startswith("_"):
                direct.setdefault((path.stem, name), set())
        uses, modules = _shared_references(path)
        imported = {name: (module, name) for module, name in uses}
        for name, statements in defined.items():
            for statement in statements:
                for node in ast.walk(statement):
                    used = _reference(node, path.stem, defined, imported, modules)
                    if used is not None and used != (path.stem, name):
                        used_by.setdefault(used, set()).add((path.stem, name))
    panel_pages = _scoring_panel_pages()
    for path in sorted(APP.rglob("*.py")):
        page = _page(path)
        users = {page} if page is not None else set()
        if path.parent.name == "scoring":  # the scoring panel serves the pages that show it
            users = panel_pages
        for key in _shared_uses(path):
            direct.setdefault(key, set()).update(users)

    memo: dict[tuple[str, str], set[str]] = {}

    def pages(key: tuple[str, str], seen: frozenset[tuple[str, str]]) -> set[str]:
        if key in memo:
            return memo[key]
        found = set(direct.get(key, set()))
        for user in used_by.get(key, set()):
            if user not in seen:
                found |= pages(user, seen | {user})
        if not seen - {key}:
            memo[key] = found
        return found

    return {key: pages(key, frozenset({key})) for key in direct if not key[1].startswith("_")}


#: Names one page uses that stay for now, each with why (a stale line fails the test below).
WAITING: dict[str, str] = {}


def _offenders() -> dict[str, list[str]]:
    return {
        f"{module}.{name}": sorted(pages)
        for (module, name), pages in pages_of_shared_names().items()
        if len(pages) < 2
    }


def test_every_shared_name_serves_two_pages_or_more() -> None:
    offenders = _offenders()
    for offender, pages in sorted(offenders.items()):
        print(f"{offender}: {', '.join(pages) or 'no page'}")
    unexplained = sorted(set(offenders) - set(WAITING))
    assert not unexplained, f"names of app/shared that serve one page or none: {unexplained}"


def test_no_allowance_outlives_its_reason() -> None:
    stale = sorted(set(WAITING) - set(_offenders()))
    assert not stale, f"these serve two pages now or are gone; drop them from WAITING: {stale}"


def test_the_reader_sees_each_kind_of_use() -> None:
    """A name imported directly, a name read through its module and a helper reached only
    through a shared widget are each found with their pages; were one kind missed, names would
    look unused and the tests above would judge the wrong set."""
    trainer = APP / "trainer"
    # ``from ..shared.tasks import TaskRunner``
    assert ("tasks", "TaskRunner") in _shared_uses(trainer / "controller.py")
    # ``from ..shared import tileart`` then ``tileart.HIGHLIGHT``
    assert ("tileart", "HIGHLIGHT") in _shared_uses(trainer / "views.py")
    # no page names ``TilePainter``: it serves every page through the tile widgets
    found = pages_of_shared_names()
    assert not any(
        ("tiles", "TilePainter") in _shared_uses(p) for p in APP.glob("*/*.py") if _page(p)
    )
    assert {"trainer", "quiz", "review"} <= found[("tiles", "TilePainter")]
