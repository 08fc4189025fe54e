"""``main.run`` in a subprocess (one QApplication per process), and the layering rule."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjtrainer.core import kinds

ROOT = Path(__file__).resolve().parents[3]


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    # Keep the child's settings and caches out of the user's home.
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    return env


def test_self_test_passes_in_a_fresh_process(tmp_path):
    code = "import sys; from mjtrainer.app.main import run; sys.exit(run(['--self-test']))"
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    for check in (
        "tile art",
        "translations",
        "window",
        "nine-sided wait",
        "ready",
        "discard table",
        "worker thread",
    ):
        assert any(line.startswith("ok   " + check) for line in lines), (check, proc.stdout)
    assert not any(line.startswith("FAIL") for line in lines)
    assert not (tmp_path / "config" / "mjtrainer").exists()  # no settings written for the user


def test_python_m_mjtrainer_self_test(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "--self-test"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


#: Modules that may talk to the core, the quiz and scoring: the controllers, the presenters,
#: the quiz's and the look-ahead's worker jobs, the settings controller and the entry point
#: that wires them (names under ``mjtrainer.app``).
TALKERS = {
    "trainer.controller",
    "quiz.controller",
    "shared.presenters",
    "scoring.presenters",
    "quiz.jobs",
    "quiz.presenters",
    "quiz.progress_presenters",  # the progress page's figures, from the store (on the worker)
    "trainer.jobs",
    "review.controller",
    "review.presenters",
    "trainer.practice_controller",
    "trainer.practice_presenters",
    "trainer.presenters",
    "trainer.call_presenters",  # the call table's rows, from the analysis (on the worker)
    "trainer.table_state",  # the riichi table the learner builds, as the defence room takes it
    "trainer.state",  # the trainer's state and its pure intents
    "trainer.notices",  # words the trainer's notices and the core's refusals of its intents
    "trainer.undo",  # the controller's undo step over two trainer states
    "shared.errors",  # words the rooms' coded errors (it reads their tables)
    "shared.tasks",  # tells a coded error from a bug when a job fails
    "window.settings",
    "main",
}
#: The core's pure data (tile kinds, suit groups, mpsz names, the last draw): views may read it.
PURE_DATA = {"mjtrainer.core.kinds"} | {f"mjtrainer.core.kinds.{n}" for n in dir(kinds)}
#: The quiz kinds' enum, which the app's kind table (quiz.kinds) matches on: pure data too
#: (the module's other names stay out of the views' reach).
PURE_DATA |= {"mjtrainer.quiz.levels", "mjtrainer.quiz.levels.QuizKind"}
#: The win's situation fields, declared once (name, kind, label, which rules): pure data the
#: situation strip builds its widgets and labels from, and the trainer's situation state its
#: fields' kinds and bounds (SituationField: the type of a declaration).
PURE_DATA |= {
    "mjtrainer.scoring.situation",
    *(
        f"mjtrainer.scoring.situation.{n}"
        for n in ("SITUATION_FIELDS", "FIELD_BY_NAME", "FieldKind", "SituationField")
    ),
}
#: The rooms' words, marked once where they are born (issue 25 §1): pure data the views
#: translate (a table of English sources, or the values that hold them).
PURE_DATA |= {
    "mjtrainer.core.tiles",
    "mjtrainer.core.tiles.NAMES_EN",
    "mjtrainer.core.rules",
    "mjtrainer.core.rules.PRESET_TITLES",
    "mjtrainer.core.analysis",
    "mjtrainer.core.analysis.WAIT_KIND_NAMES",
    "mjtrainer.quiz.kinds",
    "mjtrainer.quiz.kinds.LEVELS",
    "mjtrainer.quiz.levels.KIND_TITLES",
    "mjtrainer.quiz.levels.Level",
    "mjtrainer.scoring.riichi",
    "mjtrainer.scoring.riichi.YAKU_NAMES",
    "mjtrainer.scoring.riichi.FU_WORDS",
}
#: The window and each page's ``connect`` wire controllers to views: they may import the
#: controllers, never the core.
WIRING = {
    "window.main_window",
    "window.game_files",
    "trainer.page",
    "quiz.page",
    "review.page",
    "progress.page",
}


def _app_imports(path: Path, name: str) -> set[str]:
    """Every module the app module ``name`` (``trainer.views``) imports, relative imports
    resolved (``from ..shared import i18n`` is ``mjtrainer.app.shared.i18n``), imports inside
    functions too."""
    package = ["mjtrainer", "app", *name.split(".")[:-1]]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = package[: len(package) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return found


def test_views_do_not_import_the_core():
    """Only controllers and presenters talk to the core, the quiz and scoring: the view
    modules import none of them, nor the presenters or controllers (a back door to the core);
    the window imports controllers only to wire them. A new module must say which it is."""
    app = ROOT / "mjtrainer" / "app"
    modules = {
        ".".join(p.relative_to(app).with_suffix("").parts): p
        for p in app.rglob("*.py")
        if p.name != "__init__.py"
    }
    names = set(modules)
    views = names - TALKERS - WIRING
    assert TALKERS | WIRING <= names
    assert {"trainer.views", "shared.widgets", "shared.tiles", "shared.discards"} <= views
    assert {"shared.viewmodel", "quiz.views"} <= views
    below = ("mjtrainer.core", "mjtrainer.quiz", "mjtrainer.scoring")
    talkers = tuple(f"mjtrainer.app.{n}" for n in sorted(TALKERS))
    wrong = []
    for name in sorted(views | WIRING):
        for target in _app_imports(modules[name], name):
            forbidden = below + (talkers if name in views else ("mjtrainer.app.shared.presenters",))
            if target in PURE_DATA:
                continue
            if any(target == f or target.startswith(f + ".") for f in forbidden):
                wrong.append(f"{name} imports {target}")
    assert not wrong, wrong


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG_DATA_HOME is read on Linux")
def test_window_and_command_line_share_the_progress_file(tmp_path):
    """A question missed in the window comes back in ``mjtrainer quiz --review``."""
    code = (
        "from mjtrainer.app.main import progress_path; "
        "from mjtrainer.quiz import default_path; "
        "print(progress_path()); print(default_path())"
    )
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env=env,
    )
    window, command_line = proc.stdout.split()
    assert window == command_line == str(tmp_path / "data" / "mjtrainer" / "progress.sqlite3")


def _dejavu_only(tmp_path: Path) -> dict[str, str]:
    """The environment of a child process whose fontconfig knows the DejaVu fonts only: a
    machine with no CJK font at all."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        "<dir>/usr/share/fonts/truetype/dejavu</dir>"
        f"<cachedir>{tmp_path / 'fc-cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = _env(tmp_path)
    env["FONTCONFIG_FILE"] = str(conf)
    return env


@pytest.mark.skipif(
    not Path("/usr/share/fonts/truetype/dejavu").is_dir(),
    reason="needs fontconfig with the DejaVu fonts (Linux)",
)
def test_chinese_renders_with_the_shipped_font_on_a_machine_without_cjk_fonts(tmp_path):
    """fontconfig limited to DejaVu (no CJK font at all): the app loads the shipped subset and
    draws Chinese text with real glyphs, not boxes."""
    env = _dejavu_only(tmp_path)
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "from PySide6.QtGui import QFontMetrics\n"
        "app = QApplication([])\n"
        "from mjtrainer.app.window import language\n"
        "print('system', language.has_cjk_font())\n"
        "print('loaded', language.load_cjk_font())\n"
        "m = QFontMetrics(app.font())\n"
        "print('covered', all(m.inFontUcs4(ord(c)) for c in '听牌向听五筒'))\n"
        "label = QLabel('听牌：剩五张'); label.adjustSize()\n"
        "image = label.grab().toImage()\n"
        "print('inked', sum(image.pixelColor(x, y).lightness() < 128\n"
        "                   for x in range(image.width()) for y in range(image.height())))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert out["system"] == "False"  # the machine really has no CJK font in this process
    assert out["loaded"] == "mjtrainer CJK"
    assert out["covered"] == "True"
    assert int(out["inked"]) > 50


@pytest.mark.skipif(
    not Path("/usr/share/fonts/truetype/dejavu").is_dir(),
    reason="needs fontconfig with the DejaVu fonts (Linux)",
)
def test_latin_text_keeps_the_platform_font_once_the_shipped_fonts_are_loaded(tmp_path):
    """The platform's default family is an alias here ("Sans Serif", which fontconfig resolves
    to a DejaVu font): loading the shipped fonts, in any order, leaves Latin text in the family
    the alias stood for, at its height, while Chinese and Japanese find their glyphs. (Qt once
    took the alias for a family it lacked and drew every letter in the shipped font, its lines
    three pixels taller, so an answered quiz question no longer fit 1024 x 600.)"""
    env = _dejavu_only(tmp_path)
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtGui import QFontInfo, QFontMetrics\n"
        "app = QApplication([])\n"
        "from mjtrainer.app.window import language\n"
        "before = (QFontInfo(app.font()).family(), QFontMetrics(app.font()).height())\n"
        "print('before', *before)\n"
        "for code in ('ja', 'zh_CN', 'ja'):\n"
        "    language.load_cjk_font(force=True, language=code)\n"
        "    print('after', QFontInfo(app.font()).family(), QFontMetrics(app.font()).height())\n"
        "m = QFontMetrics(app.font())\n"
        "print('covered', all(m.inFontUcs4(ord(c)) for c in '听牌向聴五筒'))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = [line.split(" ", 1)[1] for line in proc.stdout.splitlines()]
    before, *after, covered = lines
    assert not before.startswith("mjtrainer")  # a platform font (a DejaVu one here)
    assert after and all(each == before for each in after)
    assert covered == "True"
