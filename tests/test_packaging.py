"""Packaging: the wheel installs a complete app, and the PyInstaller bundle runs.

The two heavy tests are marked ``packaging`` (``pytest -m packaging`` runs just them,
``-m "not packaging"`` skips them):

- ``test_wheel_installs_complete_app``: a wheel built from a clean copy of the tree (the files a
  fresh clone has), installed into a new venv, run from a folder outside the repo: ``--version``,
  ``analyze --json``, ``--self-test``, and the assets come from the venv, not the source tree.
- ``test_bundle_self_test``: ``python packaging/build.py`` (bundle, archive, .deb, smoke run),
  then the archive unpacked elsewhere and the .deb's launcher run too.

The light tests below them check the packaging files themselves (icons, desktop entry, metainfo,
deb control) and always run.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
HAND = "123m456p789s1122z"
IN_CI = bool(os.environ.get("CI"))
COMPILER = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
KERNEL = "_lookahead" + (".dll" if sys.platform == "win32" else ".so")
PLATFORM_TAG = sysconfig.get_platform().replace("-", "_").replace(".", "_")


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def clean_env(home: Path) -> dict[str, str]:
    """No PYTHONPATH or venv of ours leaking in, offscreen Qt, a throw-away home.

    The PIP_* settings stay (they may be what reaches the package index here), and so does
    pip's cache (a cold one would download PySide6 again for each run).
    """
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_", "VIRTUAL_ENV"))
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(home / "run"),
    )
    (home / "run").mkdir(mode=0o700, parents=True, exist_ok=True)
    if "PIP_CACHE_DIR" not in env and (Path.home() / ".cache" / "pip").is_dir():
        env["PIP_CACHE_DIR"] = str(Path.home() / ".cache" / "pip")
    return env


def run(cmd: list[str | Path], cwd: Path, env: dict[str, str], timeout: int = 600) -> str:
    proc = subprocess.run(
        [str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert proc.returncode == 0, (
        f"{' '.join(map(str, cmd))} exited {proc.returncode}\n"
        f"--- stdout\n{proc.stdout[-6000:]}\n--- stderr\n{proc.stderr[-6000:]}"
    )
    return proc.stdout


def clean_copy(dest: Path) -> Path:
    """The tree as a fresh clone would have it: tracked and new files, nothing git ignores."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        ).stdout
        files = [f for f in out.split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = []
    if not files:  # not a git checkout (e.g. an unpacked sdist): copy it all but caches
        shutil.copytree(
            ROOT,
            dest,
            ignore=shutil.ignore_patterns(
                ".git", ".venv*", "build", "dist", "__pycache__", "*.pyc", ".*_cache"
            ),
        )
        return dest
    for rel in files:
        src = ROOT / rel
        if src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    return dest


def check_analyze_json(out: str) -> None:
    result = json.loads(out)
    assert result["shanten"] == 0, result
    waits = result["waits"]
    assert waits, result
    text = json.dumps(waits)
    assert "1z" in text and "2z" in text, waits


def require_pyinstaller() -> None:
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    msg = "PyInstaller is not installed, so the bundle cannot be built: pip install -e '.[package]'"
    if IN_CI:
        pytest.fail(msg)
    pytest.skip(msg)


# --- the wheel -----------------------------------------------------------------------------------

WHEEL_MUST_HOLD = [
    *(f"mjtrainer/assets/tiles/{n}{s}.svg" for s in "mps" for n in range(1, 10)),
    *(f"mjtrainer/assets/tiles/{n}z.svg" for n in range(1, 8)),
    "mjtrainer/assets/tiles/back.svg",
    "mjtrainer/assets/icon.svg",
    "mjtrainer/assets/fonts/mjtrainer-cjk.otf",
    "mjtrainer/assets/fonts/mjtrainer-ja.otf",
    "mjtrainer/assets/fonts/OFL.txt",
    "mjtrainer/core/data/groups.bin.z",
    "mjtrainer/py.typed",
]

# Run inside the installed venv: where everything comes from, and the shipped font loads.
PROBE = """
import json, os, sys
import mjtrainer, mjtrainer.resources as r
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mjtrainer.app.window import language
print(json.dumps({"package": mjtrainer.__file__, "assets": str(r.asset_dir()),
                  "version": mjtrainer.__version__, "font": language.load_cjk_font(force=True),
                  "qm": sorted(p.name for p in (r.asset_dir() / "translations").glob("*.qm"))}))
"""


@pytest.mark.packaging
def test_wheel_installs_complete_app(tmp_path: Path) -> None:
    env = clean_env(tmp_path / "home")
    src = clean_copy(tmp_path / "src")
    wheels = tmp_path / "wheels"
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--disable-pip-version-check",
            "-q",
            "-w",
            wheels,
            src,
        ],
        tmp_path,
        env,
    )
    (wheel,) = wheels.glob("mjtrainer-*.whl")
    assert wheel.name.startswith(f"mjtrainer-{project_version()}-")

    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [n for n in WHEEL_MUST_HOLD if n not in names]
    assert not missing, f"{wheel.name} lacks {missing}"
    shipped_qm = sorted(p.name for p in (ROOT / "assets" / "translations").glob("*.qm"))
    assert shipped_qm, "no compiled translations in assets/translations"
    for qm in shipped_qm:
        assert f"mjtrainer/assets/translations/{qm}" in names, f"{wheel.name} lacks {qm}"
    assert not [n for n in names if n.startswith(("tests/", "packaging/", "assets/"))], (
        "the wheel carries files outside the mjtrainer package"
    )

    # A new venv; PySide6 pinned to the version under test here, so this tests packaging,
    # not whatever PySide6 release the resolver would pick today.
    from importlib.metadata import version

    venv_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(venv_dir)
    bindir = venv_dir / ("Scripts" if sys.platform == "win32" else "bin")
    py = bindir / "python"
    run(
        [
            py,
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            wheel,
            f"PySide6-Essentials=={version('PySide6-Essentials')}",
        ],
        tmp_path,
        env,
    )

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    exe = bindir / "mjtrainer"
    version = run([exe, "--version"], outside, env).strip().splitlines()
    assert version[0] == f"mjtrainer {project_version()}"
    # It says which path the look-ahead runs on (pip hides the kernel's build output).
    assert version[1].startswith("look-ahead: ")
    assert ("compiled kernel" in version[1]) == bool(COMPILER), version
    check_analyze_json(run([exe, "analyze", "--json", HAND], outside, env))
    out = run([exe, "--self-test"], outside, env)
    assert "self-test passed" in out, out
    if COMPILER:  # the wheel carries the look-ahead's C kernel, and the installed app runs it
        assert f"mjtrainer/core/_kernel/{KERNEL}" in names, sorted(names)
        assert wheel.name.endswith("-py3-none-" + PLATFORM_TAG + ".whl"), wheel.name
        assert "compiled kernel" in out, out

    probe = json.loads(run([py, "-c", PROBE], outside, env).strip().splitlines()[-1])
    site = Path(
        run(
            [py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], outside, env
        ).strip()
    ).resolve()
    for key in ("package", "assets"):
        where = Path(probe[key]).resolve()
        assert where.is_relative_to(site), f"{key} comes from {where}, not the venv ({site})"
        assert not where.is_relative_to(ROOT), f"{key} comes from the source tree: {where}"
    assert probe["version"] == project_version()
    assert probe["font"], "the shipped CJK font did not load from the installed package"
    assert probe["qm"] == shipped_qm


@pytest.mark.packaging
def test_a_wheel_built_without_a_compiler_is_pure_and_searches(tmp_path: Path) -> None:
    """``CC=false`` (or no compiler on the PATH): the hook prints a note, the wheel is pure
    Python for any platform, and its look-ahead runs on the pure path with the same answer."""
    env = dict(clean_env(tmp_path / "home"), CC="false")
    wheels = tmp_path / "wheels"
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", str(wheels)]
    proc = subprocess.run(
        [*cmd, str(clean_copy(tmp_path / "src"))],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    (wheel,) = wheels.glob("mjtrainer-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    assert not [n for n in zipfile.ZipFile(wheel).namelist() if "_lookahead." in n]
    assert "C kernel is not built" in proc.stdout + proc.stderr
    venv_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(venv_dir)
    py = venv_dir / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    run([py, "-m", "pip", "install", "-q", "--no-deps", wheel], tmp_path, env)
    probe = (
        "from mjtrainer.core import Hand, discard_lookahead, lookahead_kernel\n"
        "got = discard_lookahead(Hand.parse('123m456p789s11233z'))\n"
        "print(lookahead_kernel.available(), round(got[0].win_prob, 12))"
    )
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    from mjtrainer.core import Hand, discard_lookahead

    want = round(discard_lookahead(Hand.parse("123m456p789s11233z"))[0].win_prob or 0, 12)
    assert run([py, "-c", probe], outside, env).split() == ["False", str(want)]


def test_the_build_hook_compiles_the_kernel_it_is_loaded_from(tmp_path: Path) -> None:
    """hatch_build.compile_kernel (the hook's and the bundle's) gives a library recording
    the source's hash, which the loader checks; a failing compiler gives a note, not an
    error."""
    import ctypes

    from mjtrainer.core import lookahead_kernel

    hook = _hook()
    if COMPILER:
        out = tmp_path / KERNEL
        assert hook.compile_kernel(out) is None
        lib = ctypes.CDLL(str(out))
        lib.mjk_source.restype = ctypes.c_char_p
        source = lookahead_kernel.library_path().parent / lookahead_kernel.SOURCE  # type: ignore[operator]
        assert lib.mjk_source().decode() == lookahead_kernel.source_hash(source)
    os.environ["CC"], saved = "false", os.environ.get("CC")
    try:
        why = hook.compile_kernel(tmp_path / "never.so")
    finally:
        if saved is None:
            del os.environ["CC"]
        else:
            os.environ["CC"] = saved
    assert why and "failed" in why and not (tmp_path / "never.so").exists()


def _hook():
    spec = importlib.util.spec_from_file_location("hatch_build", ROOT / "hatch_build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the PyInstaller bundle ----------------------------------------------------------------------


@pytest.mark.packaging
def test_bundle_self_test(tmp_path: Path) -> None:
    require_pyinstaller()
    dist, work = tmp_path / "dist", tmp_path / "work"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert proc.returncode == 0, f"build.py failed:\n{proc.stdout[-8000:]}\n{proc.stderr[-8000:]}"
    assert "self-test passed" in proc.stdout
    print(proc.stdout)  # sizes and times, shown with pytest -s

    ver = project_version()
    if not sys.platform.startswith("linux"):
        return
    # The archive is complete and relocatable: unpacked elsewhere, it runs from there.
    (archive,) = dist.glob(f"mjtrainer-{ver}-linux-*.tar.gz")
    unpacked = tmp_path / "unpacked"
    with tarfile.open(archive) as tar:
        tar.extractall(unpacked, filter="tar")
    home = tmp_path / "home"
    run_env = clean_env(home)
    exe = unpacked / "mjtrainer" / "mjtrainer"
    assert run([exe, "--version"], home, run_env).strip().splitlines()[0] == f"mjtrainer {ver}"
    assert "self-test passed" in run([exe, "--self-test"], home, run_env)

    # The .deb: its files in place, and a launcher symlink (as /usr/bin/mjtrainer) works.
    debs = list(dist.glob(f"mjtrainer_{ver}_*.deb"))
    if shutil.which("dpkg-deb") is None:
        return
    (deb,) = debs
    root = tmp_path / "deb"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True, timeout=300)
    info = subprocess.run(
        ["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert re.search(rf"^Version: {re.escape(ver)}$", info, re.M), info
    assert re.search(r"^Depends: libc6 \(>= [\d.]+\)", info, re.M), info
    launcher = root / "usr" / "bin" / "mjtrainer"
    assert os.readlink(launcher) == "/opt/mjtrainer/mjtrainer"
    for rel in (
        "usr/share/applications/mjtrainer.desktop",
        "usr/share/metainfo/io.github.mjtrainer.metainfo.xml",
        "usr/share/icons/hicolor/256x256/apps/mjtrainer.png",
        "usr/share/icons/hicolor/scalable/apps/mjtrainer.svg",
        "usr/share/doc/mjtrainer/copyright",
    ):
        assert (root / rel).is_file(), rel
    relinked = tmp_path / "bin" / "mjtrainer"
    relinked.parent.mkdir()
    relinked.symlink_to(root / "opt" / "mjtrainer" / "mjtrainer")
    check_analyze_json(run([relinked, "analyze", "--json", HAND], home, run_env))


# --- light checks of the packaging files (always run) --------------------------------------------


def _icons_module():
    spec = importlib.util.spec_from_file_location("mjtrainer_icons", PACKAGING / "icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icons_render_every_format(qapp, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    icons = _icons_module()
    files = icons.generate(tmp_path)
    for size in icons.PNG_SIZES:
        image = QImage(str(files[f"png{size}"]))
        assert (image.width(), image.height()) == (size, size)
        # The icon is drawn, not blank: its centre is opaque, its corner transparent.
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() < 255
    ico = files["ico"].read_bytes()
    assert ico[:4] == b"\0\0\1\0"
    assert int.from_bytes(ico[4:6], "little") == len(icons.ICO_SIZES)
    icns = files["icns"].read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    # Walk the ICNS elements: each is a PNG of the declared type.
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos : pos + 4], int.from_bytes(icns[pos + 4 : pos + 8], "big")
        assert icns[pos + 8 : pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(icns)
    assert kinds == [k for k, _ in icons.ICNS_TYPES]


def _desktop_entry() -> dict[str, str]:
    lines = (LINUX / "mjtrainer.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_desktop_entry_and_metainfo_agree() -> None:
    import xml.etree.ElementTree as ET

    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "mjtrainer"  # /usr/bin/mjtrainer, the .deb's launcher
    assert entry["Icon"] == "mjtrainer"  # hicolor/*/apps/mjtrainer.png from icons.py
    assert entry["Terminal"] == "false"
    meta = ET.parse(LINUX / "mjtrainer.metainfo.xml").getroot()
    assert meta.get("type") == "desktop-application"
    assert meta.findtext("id") == "io.github.mjtrainer"
    assert meta.findtext("launchable") == "mjtrainer.desktop"
    assert meta.findtext("provides/binary") == "mjtrainer"
    with open(ROOT / "pyproject.toml", "rb") as f:
        license_text = tomllib.load(f)["project"]["license"]["text"]
    assert meta.findtext("project_license") == license_text
    assert meta.find("releases/release").get("version") == "@VERSION@"  # filled in by build.py


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate not installed (apt-get install desktop-file-utils)",
)
def test_desktop_entry_validates() -> None:
    proc = subprocess.run(
        ["desktop-file-validate", str(LINUX / "mjtrainer.desktop")], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli not installed (apt-get install appstream)",
)
def test_metainfo_validates(tmp_path: Path) -> None:
    text = (LINUX / "mjtrainer.metainfo.xml").read_text(encoding="utf-8")
    meta = tmp_path / "io.github.mjtrainer.metainfo.xml"
    meta.write_text(
        text.replace("@VERSION@", project_version()).replace("@DATE@", "2025-01-01"),
        encoding="utf-8",
    )
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_deb_control_template() -> None:
    text = (LINUX / "deb" / "control.in").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", text, re.M))
    for name in (
        "Package",
        "Version",
        "Architecture",
        "Maintainer",
        "Depends",
        "Description",
        "Installed-Size",
    ):
        assert name in fields, name
    assert fields["Package"] == "mjtrainer"
    assert set(re.findall(r"@(\w+)@", text)) == {"VERSION", "ARCH", "INSTALLED_SIZE", "DEPENDS"}
    # Description continuation lines start with a space; an empty one is " ."
    body = text.split("Description:", 1)[1].splitlines()[1:]
    assert all(line.startswith(" ") for line in body if line), body


def test_spec_reads_version_and_paths_from_project() -> None:
    spec = (PACKAGING / "mjtrainer.spec").read_text(encoding="utf-8")
    assert "SPECPATH" in spec and "tomllib" in spec
    for unused in ("QtQml", "QtQuick", "QtWebEngineCore", "QtNetwork", "QtPdf", "QtMultimedia"):
        assert f'"{unused}"' in spec, f"{unused} is not excluded"
    # Everything the app imports from Qt is outside the exclude list.
    used = set()
    for path in (ROOT / "mjtrainer").rglob("*.py"):
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    excluded = set(re.findall(r'"(Qt\w+)"', spec.split("QT_UNUSED = [", 1)[1].split("]", 1)[0]))
    assert used, "found no PySide6 imports in mjtrainer/"
    assert not used & excluded, f"the spec excludes Qt modules the app imports: {used & excluded}"


def test_build_script_says_how_to_get_pyinstaller(tmp_path: Path) -> None:
    """Without PyInstaller, build.py stops with the install command (a venv without it)."""
    venv_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(venv_dir)
    py = venv_dir / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    proc = subprocess.run(
        [
            str(py),
            str(PACKAGING / "build.py"),
            "--dist",
            str(tmp_path / "d"),
            "--work",
            str(tmp_path / "w"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=clean_env(tmp_path / "home"),
    )
    assert proc.returncode == 1
    assert "pip install -e '.[package]'" in proc.stderr, proc.stderr
    assert not (tmp_path / "d").exists()
