#!/usr/bin/env python3
"""Build the standalone mjtrainer app with PyInstaller, check it, archive it, smoke-run it.

    pip install -e '.[package]'          # PyInstaller (once)
    python packaging/build.py            # dist/mjtrainer/, the archive, and on Linux the .deb

Steps: the one-folder bundle from ``packaging/mjtrainer.spec`` (``dist/mjtrainer/``); a check
of its contents and size; ``mjtrainer --version``, ``mjtrainer analyze --json`` and
``mjtrainer --self-test`` (offscreen) run from the built binary, any failure fails the build;
the archive ``dist/mjtrainer-<version>-<platform>.tar.gz`` (``.zip`` on Windows); on Linux the
desktop entry and AppStream metainfo (validated with ``desktop-file-validate`` and
``appstreamcli`` when installed) and ``dist/mjtrainer_<version>_<arch>.deb`` (bundle under
``/opt/mjtrainer``, launcher ``/usr/bin/mjtrainer``), built with ``dpkg-deb``.

    python packaging/build.py --measure-start [--runs 7] [--cold]

measures an existing bundle instead: cold start to a shown window of ``dist/mjtrainer/mjtrainer``
and of ``python -m mjtrainer`` (median of the runs), under Xvfb (``apt-get install xvfb
x11-utils``) with Qt's real xcb platform: the time from starting the process until its main
window is mapped on the X server (``xev`` watching the root window). ``--cold`` empties the
kernel's page cache before each run (Linux, root), so every start reads its files from disk.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "mjtrainer.spec"
LINUX = PACKAGING / "linux"
APP = "mjtrainer"
APPSTREAM_ID = "io.github.mjtrainer"

# The bundle is ~110 MB on Linux (ICU's data alone is 32 MB); past this something unused crept in.
MAX_BUNDLE_MB = 140
# Qt modules the app does not use: none of them may be in the bundle.
FORBIDDEN_QT = (
    "Qt6Qml",
    "Qt6Quick",
    "Qt6WebEngine",
    "Qt63D",
    "Qt6Multimedia",
    "Qt6Pdf",
    "Qt6Charts",
    "Qt6Network",
    "Qt6VirtualKeyboard",
    "QtQml",
    "QtQuick",
    "QtNetwork",
    "QtWebEngine",
    "QtPdf",
    "QtMultimedia",
)
# glibc's own libraries: covered by "libc6 (>= newest GLIBC_ symbol version used)".
GLIBC_LIBS = (
    "libc.so.6",
    "libm.so.6",
    "libdl.so.2",
    "libpthread.so.0",
    "librt.so.1",
    "libutil.so.1",
    "libresolv.so.2",
    "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1",
)
SMOKE_HAND = "123m456p789s1122z"
#: The look-ahead's compiled kernel (mjtrainer.spec compiles it; hatch_build.LIBRARY).
KERNEL_LIBRARY = "_lookahead" + (".dll" if sys.platform == "win32" else ".so")
SMOKE_TIMEOUT = 180


class BuildError(Exception):
    """A build step failed; the message says which and what to do."""


def say(msg: str) -> None:
    print(f"build.py: {msg}", flush=True)


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    system = "linux" if system.startswith("linux") else system
    return f"{system}-{platform.machine().lower()}"


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def tree_size(path: Path) -> int:
    """Bytes of the regular files below ``path`` (symlinks not followed, not counted twice)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def executable(bundle: Path, console: bool = True) -> Path:
    if sys.platform == "win32":
        return bundle / (f"{APP}-cli.exe" if console else f"{APP}.exe")
    return bundle / APP


# --- steps ---------------------------------------------------------------------------------------


def check_prerequisites() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError(
            "PyInstaller is not installed in this environment. Install it with:\n"
            "    pip install -e '.[package]'\n"
            f"(this Python: {sys.executable})"
        ) from None
    try:
        import PySide6  # noqa: F401
    except ImportError:
        raise BuildError("PySide6 is not installed: pip install -e '.[package]'") from None


def run_pyinstaller(dist: Path, work: Path) -> float:
    import PyInstaller

    log = work / "pyinstaller.log"
    work.mkdir(parents=True, exist_ok=True)
    say(
        f"PyInstaller {PyInstaller.__version__}: {SPEC.relative_to(ROOT)} -> {dist / APP} "
        f"(log: {log})"
    )
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")  # icons.py renders with Qt
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    start = time.perf_counter()
    with open(log, "w", encoding="utf-8") as out:
        proc = subprocess.run(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env)
    took = time.perf_counter() - start
    text = log.read_text(encoding="utf-8", errors="replace")
    for line in text.splitlines():
        if line.startswith("mjtrainer.spec:"):
            say(line[:300] + (" ..." if len(line) > 300 else ""))
    if proc.returncode != 0:
        tail = "\n".join(text.splitlines()[-30:])
        raise BuildError(f"PyInstaller failed (exit {proc.returncode}); end of {log}:\n{tail}")
    say(f"bundle built in {took:.0f} s")
    return took


def check_bundle(bundle: Path) -> int:
    """Everything the app needs is inside, nothing it does not use is; returns the size."""
    exe = executable(bundle)
    if not exe.is_file():
        raise BuildError(f"no executable at {exe}")
    internal = bundle / "_internal"
    if not internal.is_dir():  # PyInstaller < 6 put everything beside the executable
        internal = bundle
    assets = internal / "assets"
    missing = []
    tiles = list((assets / "tiles").glob("*.svg"))
    if len(tiles) < 35:
        missing.append(f"tile SVGs ({len(tiles)} of 35 in {assets / 'tiles'})")
    fonts = [f"fonts/{f.name}" for f in (ROOT / "assets" / "fonts").glob("*.otf")]
    for rel in ("icon.svg", *fonts, "fonts/OFL.txt"):
        if not (assets / rel).is_file():
            missing.append(f"assets/{rel}")
    for qm in (ROOT / "assets" / "translations").glob("*.qm"):
        if not (assets / "translations" / qm.name).is_file():
            missing.append(f"assets/translations/{qm.name}")
    if not (internal / "mjtrainer" / "core" / "data" / "groups.bin.z").is_file():
        missing.append("mjtrainer/core/data/groups.bin.z")
    if not (internal / "mjtrainer" / "core" / "_kernel" / KERNEL_LIBRARY).is_file():
        missing.append(f"mjtrainer/core/_kernel/{KERNEL_LIBRARY} (the look-ahead's C kernel)")
    if missing:
        raise BuildError("the bundle lacks: " + ", ".join(missing))
    unwanted = sorted(
        str(p.relative_to(bundle))
        for p in bundle.rglob("*")
        if any(p.name.startswith((m, f"lib{m}")) for m in FORBIDDEN_QT)
    )
    if unwanted:
        raise BuildError("unused Qt modules got into the bundle: " + ", ".join(unwanted[:10]))
    size = tree_size(bundle)
    say(f"bundle {bundle}: {mb(size)} (limit {MAX_BUNDLE_MB} MB)")
    if size > MAX_BUNDLE_MB * 1e6:
        biggest = sorted(
            ((p.lstat().st_size, p) for p in bundle.rglob("*") if p.is_file()), reverse=True
        )[:10]
        lines = "\n".join(f"    {mb(s):>9}  {p.relative_to(bundle)}" for s, p in biggest)
        raise BuildError(
            f"the bundle is {mb(size)}, over {MAX_BUNDLE_MB} MB; biggest files:\n"
            f"{lines}\nexclude what is unused in packaging/mjtrainer.spec"
        )
    return size


def smoke_env(home: Path) -> dict[str, str]:
    """Offscreen Qt, a throw-away home (no user settings read or written), no source tree."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(home / "run"),
    )
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    return env


def run_checked(cmd: list[str], cwd: Path, env: dict[str, str], what: str) -> str:
    try:
        proc = subprocess.run(
            cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=SMOKE_TIMEOUT
        )
    except subprocess.TimeoutExpired:
        raise BuildError(f"{what} did not finish in {SMOKE_TIMEOUT} s: {' '.join(cmd)}") from None
    if proc.returncode != 0:
        raise BuildError(
            f"{what} exited {proc.returncode}: {' '.join(cmd)}\n"
            f"--- stdout\n{proc.stdout}--- stderr\n{proc.stderr}"
        )
    return proc.stdout


def smoke_test(bundle: Path, expected_version: str) -> float:
    """The built binary: --version, analyze --json, --self-test, from outside the repo."""
    import json

    exe = str(executable(bundle))
    with tempfile.TemporaryDirectory(prefix="mjtrainer-smoke-") as tmp:
        cwd = Path(tmp)
        env = smoke_env(cwd)
        out = run_checked([exe, "--version"], cwd, env, "mjtrainer --version").strip()
        # The first line names the version; the second, the look-ahead's path.
        first, _, path = out.partition("\n")
        if first != f"{APP} {expected_version}" or not path.startswith("look-ahead: "):
            raise BuildError(
                f"mjtrainer --version printed {out!r}, expected "
                f"'{APP} {expected_version}' (pyproject.toml)"
            )
        out = run_checked([exe, "analyze", "--json", SMOKE_HAND], cwd, env, "mjtrainer analyze")
        try:
            result = json.loads(out)
        except ValueError:
            raise BuildError(f"mjtrainer analyze --json printed no JSON:\n{out}") from None
        if result.get("shanten") != 0 or not result.get("waits"):
            raise BuildError(f"mjtrainer analyze --json {SMOKE_HAND}: unexpected {out}")
        start = time.perf_counter()
        out = run_checked([exe, "--self-test"], cwd, env, "mjtrainer --self-test")
        took = time.perf_counter() - start
    for line in out.strip().splitlines():
        say("  " + line)
    if "compiled kernel" not in out:
        raise BuildError("the bundle's look-ahead runs in pure Python: its C kernel is missing")
    say(f"smoke run passed (self-test {took:.1f} s)")
    return took


def make_archive(bundle: Path, dist: Path, ver: str) -> Path:
    tag = platform_tag()
    source = bundle
    if sys.platform == "darwin" and (dist / f"{APP}.app").is_dir():
        source = dist / f"{APP}.app"
    if sys.platform == "win32":
        archive = dist / f"{APP}-{ver}-{tag}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
            for p in sorted(source.rglob("*")):
                z.write(p, Path(source.name) / p.relative_to(source))
    else:
        archive = dist / f"{APP}-{ver}-{tag}.tar.gz"

        def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            return info

        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(source, arcname=source.name, filter=clean)
    say(f"archive {archive}: {mb(archive.stat().st_size)}")
    return archive


# --- Linux: desktop entry, metainfo, .deb --------------------------------------------------------


def render_icons(out: Path) -> dict[str, Path]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(
        [sys.executable, str(PACKAGING / "icons.py"), str(out)],
        check=True,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    return {p.stem: p for p in out.iterdir()}


def metainfo_text(ver: str) -> str:
    # The release date of a build from git is its last commit's; otherwise today.
    date = dt.date.today().isoformat()
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%cs"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=30,
        )
        if out.returncode == 0 and re.fullmatch(r"\d{4}-\d\d-\d\d", out.stdout.strip()):
            date = out.stdout.strip()
    except OSError:
        pass
    text = (LINUX / "mjtrainer.metainfo.xml").read_text(encoding="utf-8")
    return text.replace("@VERSION@", ver).replace("@DATE@", date)


def validate_linux_files(desktop: Path, metainfo: Path, strict: bool) -> None:
    """desktop-file-validate and appstreamcli, when installed (strict: required)."""
    checks = [
        ("desktop-file-validate", ["desktop-file-validate", str(desktop)], "desktop-file-utils"),
        ("appstreamcli", ["appstreamcli", "validate", "--no-net", str(metainfo)], "appstream"),
    ]
    for tool, cmd, pkg in checks:
        if shutil.which(tool) is None:
            msg = (
                f"{tool} not installed (apt-get install {pkg}): {Path(cmd[-1]).name} not validated"
            )
            if strict:
                raise BuildError(msg)
            say("warning: " + msg)
            continue
        proc = subprocess.run(cmd, capture_output=True, text=True)
        report = (proc.stdout + proc.stderr).strip()
        if proc.returncode != 0:
            raise BuildError(f"{' '.join(cmd)} failed:\n{report}")
        say(
            f"{tool}: {Path(cmd[-1]).name} valid"
            + (
                f" ({report.splitlines()[0]})"
                if report and tool == "appstreamcli" and "I:" in report
                else ""
            )
        )


def _elf_files(bundle: Path) -> list[Path]:
    return [
        p
        for p in bundle.rglob("*")
        if p.is_file()
        and not p.is_symlink()
        and (p.suffix == ".so" or ".so." in p.name or p.name == APP)
    ]


def _deb_package_of(soname: str) -> str:
    """The Debian package that ships a library: dpkg's answer, else Debian's naming rule."""
    proc = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True)
    if proc.returncode == 0 and proc.stdout:
        return proc.stdout.split(":", 1)[0].strip()
    m = re.fullmatch(r"lib(.+)\.so\.(\d+)", soname)  # libxcb-icccm.so.4 -> libxcb-icccm4
    if not m:
        return soname
    name, major = m.group(1).lower(), m.group(2)
    return f"lib{name}-{major}" if name[-1].isdigit() else f"lib{name}{major}"


def deb_depends(bundle: Path) -> list[str]:
    """What the bundle takes from the system, as Debian packages (a small dpkg-shlibdeps).

    The libraries its binaries link to that it does not contain (the graphics stack, X and
    Wayland client libraries PyInstaller leaves out on purpose, any the build machine lacked),
    plus libc6 at the newest GLIBC_ symbol version any binary asks for.
    """
    if shutil.which("objdump") is None:
        raise BuildError(
            "objdump not found (apt-get install binutils): needed for the .deb's Depends"
        )
    files = _elf_files(bundle)
    inside = {p.name for p in bundle.rglob("*")}
    needed: set[str] = set()
    glibc: tuple[int, ...] = ()
    for p in files:
        out = subprocess.run(["objdump", "-p", "-T", str(p)], capture_output=True, text=True).stdout
        needed.update(re.findall(r"^\s+NEEDED\s+(\S+)$", out, re.M))
        for m in re.finditer(r"GLIBC_(\d+(?:\.\d+)+)", out):
            glibc = max(glibc, tuple(int(x) for x in m.group(1).split(".")))
    packages = sorted({_deb_package_of(n) for n in needed - inside if n not in GLIBC_LIBS})
    libc = f"libc6 (>= {'.'.join(map(str, glibc))})" if glibc else "libc6"
    return [libc, *(p for p in packages if p != "libc6")]


def build_deb(bundle: Path, dist: Path, work: Path, ver: str, strict: bool) -> Path | None:
    if shutil.which("dpkg-deb") is None:
        msg = "dpkg-deb not found: no .deb built (it comes with dpkg on Debian/Ubuntu)"
        if strict:
            raise BuildError(msg)
        say("warning: " + msg)
        return None
    arch = (
        subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True
        ).stdout.strip()
        or "amd64"
    )
    root = work / "deb"
    shutil.rmtree(root, ignore_errors=True)
    opt = root / "opt" / APP
    # Hard links where the file system allows: the staging copy costs no time or space.
    try:
        shutil.copytree(bundle, opt, symlinks=True, copy_function=os.link)
    except OSError:
        shutil.rmtree(opt, ignore_errors=True)
        shutil.copytree(bundle, opt, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / APP).symlink_to(f"/opt/{APP}/{APP}")
    share = root / "usr" / "share"
    desktop = share / "applications" / f"{APP}.desktop"
    desktop.parent.mkdir(parents=True)
    shutil.copy2(LINUX / f"{APP}.desktop", desktop)
    metainfo = share / "metainfo" / f"{APPSTREAM_ID}.metainfo.xml"
    metainfo.parent.mkdir(parents=True)
    metainfo.write_text(metainfo_text(ver), encoding="utf-8")
    icons = render_icons(work / "icons")
    for stem, path in icons.items():
        m = re.fullmatch(rf"{APP}-(\d+)", stem)
        if m and path.suffix == ".png":
            size = m.group(1)
            dest = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP}.png"
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP}.svg"
    scalable.parent.mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "icon.svg", scalable)
    doc = share / "doc" / APP
    doc.mkdir(parents=True)
    shutil.copy2(LINUX / "deb" / "copyright", doc / "copyright")
    validate_linux_files(desktop, metainfo, strict)

    depends = deb_depends(bundle)
    control = (LINUX / "deb" / "control.in").read_text(encoding="utf-8")
    control = (
        control.replace("@VERSION@", ver)
        .replace("@ARCH@", arch)
        .replace("@INSTALLED_SIZE@", str(tree_size(root) // 1024 + 1))
        .replace("@DEPENDS@", ", ".join(depends))
    )
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control, encoding="utf-8")
    for d in [root, *[p for p in root.rglob("*") if p.is_dir() and not p.is_symlink()]]:
        d.chmod(0o755)
    deb = dist / f"{APP}_{ver}_{arch}.deb"
    cmd = ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(deb)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"dpkg-deb failed:\n{proc.stdout}{proc.stderr}")
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True
    ).stdout
    for needed in (
        f"./opt/{APP}/{APP}",
        f"./usr/bin/{APP} -> /opt/{APP}/{APP}",
        f"./usr/share/applications/{APP}.desktop",
        f"./usr/share/icons/hicolor/256x256/apps/{APP}.png",
        f"./usr/share/metainfo/{APPSTREAM_ID}.metainfo.xml",
    ):
        if needed not in listing:
            raise BuildError(f"{deb.name} lacks {needed}")
    say(f"deb {deb}: {mb(deb.stat().st_size)} (Depends: {', '.join(depends)})")
    return deb


# --- start-time measurement ----------------------------------------------------------------------


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    for tool, pkg in (("Xvfb", "xvfb"), ("xev", "x11-utils")):
        if shutil.which(tool) is None:
            raise BuildError(f"--measure-start needs {tool}: apt-get install {pkg}")
    for n in range(90, 110):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            display = f":{n}"
            break
    else:
        raise BuildError("no free X display number in :90-:109")
    proc = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            time.sleep(0.5)  # the socket is there a moment before the server accepts
            return proc, display
        time.sleep(0.05)
    proc.kill()
    raise BuildError("Xvfb did not start")


def _time_to_window(cmd: list[str], display: str, home: Path) -> float:
    """Seconds from starting ``cmd`` until a top-level window of it is mapped."""
    xev = subprocess.Popen(
        ["xev", "-display", display, "-root", "-event", "substructure"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    try:
        time.sleep(0.3)  # xev selects its events before the app starts
        if xev.poll() is not None:
            raise BuildError(f"xev could not watch {display}: {xev.stderr.read()}")
        env = smoke_env(home)
        env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
        start = time.perf_counter()
        app = subprocess.Popen(
            cmd, env=env, cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            assert xev.stdout is not None
            for line in xev.stdout:
                if line.startswith("MapNotify"):
                    return time.perf_counter() - start
                if app.poll() is not None:
                    break
            raise BuildError(f"{' '.join(cmd)} exited ({app.returncode}) without a window")
        finally:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
    finally:
        xev.terminate()
        xev.wait(10)


def _drop_page_cache() -> None:
    """Empty the kernel's page cache (Linux, root), so the next start reads from disk."""
    os.sync()
    try:
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError as e:
        raise BuildError(f"--cold needs root on Linux to drop the page cache: {e}") from None


def measure_start(bundle: Path, runs: int, cold: bool = False) -> dict[str, float]:
    exe = executable(bundle)
    if not exe.is_file():
        raise BuildError(f"no bundle at {bundle}: run python packaging/build.py first")
    xvfb, display = _start_xvfb()
    medians: dict[str, float] = {}
    try:
        with tempfile.TemporaryDirectory(prefix="mjtrainer-start-") as tmp:
            for k, (label, cmd) in enumerate(
                (
                    ("bundle dist/mjtrainer/mjtrainer", [str(exe)]),
                    ("python -m mjtrainer", [sys.executable, "-m", APP]),
                )
            ):
                times = []
                for i in range(runs if cold else runs + 1):
                    home = Path(tmp) / f"home{k}-{i}"
                    home.mkdir()
                    if cold:
                        _drop_page_cache()
                    t = _time_to_window(cmd, display, home)
                    if i or cold:  # warm: the first run only fills the page cache
                        times.append(t)
                medians[label] = statistics.median(times)
                how = (
                    "page cache dropped before each run"
                    if cold
                    else "warm page cache, one warm-up run not counted"
                )
                say(
                    f"{label}: window shown after median {medians[label] * 1000:.0f} ms "
                    f"(runs: {' '.join(f'{t * 1000:.0f}' for t in times)} ms; {how})"
                )
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    return medians


# --- main ----------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (dist/)")
    ap.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder (build/pyinstaller/)",
    )
    ap.add_argument("--no-deb", action="store_true", help="skip the .deb (Linux)")
    ap.add_argument(
        "--strict",
        action="store_true",
        help="fail when dpkg-deb, desktop-file-validate or appstreamcli is missing",
    )
    ap.add_argument(
        "--measure-start",
        action="store_true",
        help="measure start-up time of an existing bundle and of python -m mjtrainer",
    )
    ap.add_argument("--runs", type=int, default=7, help="runs per start-up measurement")
    ap.add_argument(
        "--cold",
        action="store_true",
        help="with --measure-start: drop the page cache before each run (root)",
    )
    args = ap.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    bundle = dist / APP
    try:
        if args.measure_start:
            measure_start(bundle, args.runs, args.cold)
            return 0
        check_prerequisites()
        ver = version()
        t0 = time.perf_counter()
        run_pyinstaller(dist, work)
        size = check_bundle(bundle)
        smoke_test(bundle, ver)
        t1 = time.perf_counter()
        archive = make_archive(bundle, dist, ver)
        say(f"archive made in {time.perf_counter() - t1:.0f} s")
        deb = None
        if sys.platform.startswith("linux") and not args.no_deb:
            t1 = time.perf_counter()
            deb = build_deb(bundle, dist, work, ver, args.strict)
            say(f"deb made in {time.perf_counter() - t1:.0f} s")
        elif sys.platform.startswith("linux"):
            metainfo = work / f"{APPSTREAM_ID}.metainfo.xml"
            metainfo.write_text(metainfo_text(ver), encoding="utf-8")
            validate_linux_files(LINUX / f"{APP}.desktop", metainfo, args.strict)
        say(
            f"done in {time.perf_counter() - t0:.0f} s: {bundle} ({mb(size)}), "
            f"{archive.name} ({mb(archive.stat().st_size)})"
            + (f", {deb.name} ({mb(deb.stat().st_size)})" if deb else "")
        )
        return 0
    except BuildError as e:
        print(f"build.py: error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
