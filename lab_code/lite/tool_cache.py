"""Everything the site is built from, fetched once per set of pins into a cache outside the clone.

One folder per pin set, ``<LAB_CACHE_DIR>/lite-<key>/`` (``LAB_LITE_CACHE_DIR`` overrides the base) (the key hashes the two requirements
files, the npm lock and the interpreter's version):

    venv/             the build tools (requirements-lite.txt), never the course's .venv
    pyodide/          the Pyodide core, from npm (lab_code/lite/npm/package-lock.json, `npm ci`)
    browser-wheels/   the wheels that run in the browser (requirements-lite-browser.txt), from PyPI
                      for the wasm32 platform, plus the two built here from PyPI sdists

Each part is made in a temporary folder and renamed into place when complete, so an interrupted
fetch never leaves a half part that a later build would trust. With ``offline=True`` a missing
part is an error that says which command fills it (the tests run offline).

Lessons: shared
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.wire.settings import load_settings

TOOL_REQUIREMENTS = REPO_ROOT / "requirements-lite.txt"
BROWSER_REQUIREMENTS = REPO_ROOT / "requirements-lite-browser.txt"
NPM_DIR = Path(__file__).resolve().parent / "npm"
PIN_FILES = (TOOL_REQUIREMENTS, BROWSER_REQUIREMENTS, NPM_DIR / "package.json", NPM_DIR / "package-lock.json")
# The browser's platform: Pyodide 314's ABI (its pyodide-lock.json says abi_version 2026_0).
WASM_PLATFORM = (
    "--platform",
    "pyemscripten_2026_0_wasm32",
    "--python-version",
    "3.14",
    "--implementation",
    "cp",
    "--abi",
    "cp314",
)
# Packages with no wasm32 wheel on PyPI, built here from their PyPI sdists:
# name in requirements-lite-browser.txt -> the folder inside the sdist to build (None: the root).
SDIST_BUILDS = {"MarkupSafe": None, "pyrsistent-as-rpds-py": "extra/fake_rpds"}
# ...and which of those has a wheel to download as well (the adapter itself is pure Python).
SDIST_ONLY = {"MarkupSafe"}


class MissingCache(RuntimeError):
    """A part of the cache is not there and the build was told not to fetch."""


def pins_key() -> str:
    digest = hashlib.sha256()
    for path in PIN_FILES:
        digest.update(path.read_bytes())
    digest.update(f"python{sys.version_info[0]}.{sys.version_info[1]}".encode())
    return digest.hexdigest()[:16]


def cache_root() -> Path:
    # LAB_LITE_CACHE_DIR: the tests point LAB_CACHE_DIR at an empty folder, but keep this one.
    base = os.environ.get("LAB_LITE_CACHE_DIR") or load_settings().cache_dir
    return Path(base) / f"lite-{pins_key()}"


def _run(command: list[str], **kwargs) -> None:
    print("  $", " ".join(str(part) for part in command), flush=True)
    subprocess.run(command, check=True, **kwargs)


def pip(python: Path, verb: str, *args: str, **kwargs) -> None:
    """``python -m pip <verb> -q`` (no version check), shown like every build step."""
    _run([str(python), "-m", "pip", verb, "-q", "--disable-pip-version-check", *args], **kwargs)


# Build a wheel from a source folder with what is installed, never fetching (the pins did that).
LOCAL_WHEEL = ("--no-deps", "--no-build-isolation", "--no-index")


def _make_part(name: str, offline: bool, fill) -> Path:
    """The cached part ``name``, made by ``fill(tmp_dir)`` if it is missing (renamed when done)."""
    final = cache_root() / name
    if final.is_dir():
        return final
    if offline:
        raise MissingCache(
            f"{final} 不存在：离线构建只能用缓存好的内容。先联网运行一次 "
            "`python3 -m lab_code.lite build`（它按 requirements-lite*.txt 和 npm 锁文件取齐所有包）。"
        )
    final.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=final.parent))
    try:
        fill(work)
        work.rename(final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final


def tool_python(offline: bool = False) -> Path:
    """The build tools' interpreter, in a virtualenv made with this interpreter's ``venv``.

    A virtualenv cannot be renamed (its scripts hold absolute paths), so it is made in place and
    trusted only once ``.complete`` is written after pip finished; a half-made one is remade.
    """
    venv = cache_root() / "venv"
    python = venv / "bin" / "python"
    if (venv / ".complete").exists():
        return python
    if offline:
        raise MissingCache(f"{venv} 不完整：先联网运行一次 `python3 -m lab_code.lite build`。")
    shutil.rmtree(venv, ignore_errors=True)
    venv.parent.mkdir(parents=True, exist_ok=True)
    _run([sys.executable, "-m", "venv", str(venv)])
    pip(python, "install", "-r", str(TOOL_REQUIREMENTS))
    (venv / ".complete").write_text(pins_key() + "\n", encoding="utf-8")
    return python


def pyodide_core(offline: bool = False) -> Path:
    """The folder holding pyodide.mjs, pyodide.asm.wasm, python_stdlib.zip and Pyodide's lock."""

    def fill(work: Path) -> None:
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(NPM_DIR / name, work / name)
        # `npm ci` installs exactly the lock; no install scripts run.
        _run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=work)

    return _make_part("pyodide", offline, fill) / "node_modules" / "pyodide"


def _browser_pins() -> list[str]:
    lines = BROWSER_REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()]


def browser_wheels(offline: bool = False) -> Path:
    """Every wheel the browser installs, as files in one folder."""
    python = tool_python(offline)

    def fill(work: Path) -> None:
        pins = _browser_pins()
        wheels = [pin for pin in pins if pin.split("==")[0] not in SDIST_ONLY]
        pip(python, "download", "--no-deps", "--only-binary=:all:", *WASM_PLATFORM, "-d", str(work), *wheels)
        sdists = work / ".sdists"
        built = [pin for pin in pins if pin.split("==")[0] in SDIST_BUILDS]
        pip(python, "download", "--no-deps", "--no-binary=:all:", "-d", str(sdists), *built)
        for pin in built:
            _build_from_sdist(python, sdists, pin, work)
        shutil.rmtree(sdists)

    return _make_part("browser-wheels", offline, fill)


def _build_from_sdist(python: Path, sdists: Path, pin: str, out: Path) -> None:
    name, version = pin.split("==")
    stem = f"{name.replace('-', '_').lower()}-{version}"
    archive = next(p for p in sdists.iterdir() if p.name.lower().startswith(stem))
    with tarfile.open(archive) as tar:
        tar.extractall(sdists, filter="data")
    source = sdists / archive.name.removesuffix(".tar.gz")
    subfolder = SDIST_BUILDS[name]
    if subfolder:
        source = source / subfolder
    # CC=false: MarkupSafe's setup.py falls back to its pure-Python build when the optional
    # C extension cannot compile, which is what the browser needs (a wheel for any platform).
    env = dict(os.environ, CC="false")
    pip(python, "wheel", *LOCAL_WHEEL, "-w", str(out), str(source), env=env)
