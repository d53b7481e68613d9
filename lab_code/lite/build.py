"""Put the site together and run ``jupyter lite build``: ``python3 -m lab_code.lite build``.

Runs inside the build tools' virtualenv (``__main__`` switches to it). Steps:

1. the cached parts (``tool_cache``): the tools, the Pyodide core from npm, the browser's wheels;
2. the lessons as the site shows them (``site_lessons``) and the course wheel (``course_wheel``),
   which carries the desktop outputs of the desktop-only cells;
3. a staging folder in JupyterLite's layout: ``files/`` (the lessons), ``static/pyodide/`` (the
   core, every wheel, the site's own ``pyodide-lock.json``), ``jupyter-lite.json`` (the kernel
   loads from that folder only, preloads the course, never falls back to PyPI) and
   ``overrides.json`` (Chinese UI, no news check);
4. ``jupyter lite build`` into a new folder, renamed over ``lite-site/`` when it succeeded.

``lite-site/.build.json`` records a digest of every input; a second run with the same inputs
does nothing (``up_to_date``). Nothing here reaches the network: step 1 does, once per pin set.

Lessons: shared
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.lite import course_wheel, pyodide_lock, site_lessons, tool_cache

SITE_DIR = REPO_ROOT / "lite-site"
STAMP = ".build.json"
SITE_PACKAGES = "/lib/python3.14/site-packages"  # Pyodide's, where the course wheel lands
# The parts of the npm core the page loads (not the source maps, typings or the Node console).
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# Loaded when the kernel starts; their dependencies follow from the lock.
PRELOAD = (
    "micropip",
    "piplite",
    "pyodide-kernel",
    "ipykernel",
    "comm",
    "jedi",
    "ipython",
    "widgetsnbextension",
    "tool-calling-lab",
)
KERNEL_EXTENSION = "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
# Requirements no wheel in the site satisfies, on purpose: the widgets' front end is the
# federated extension (jupyterlab_widgets' labextension), not a package in the kernel.
ALLOWED_MISSING = {"ipywidgets": {"jupyterlab-widgets"}}
# What two wheels need without declaring it: the `rpds` stand-in built from pyrsistent-as-rpds-py's
# sdist forwards to the adapter, and the adapter needs pyrsistent (its "pure" extra).
EXTRA_DEPENDS = {"rpds-py": ["pyrsistent-as-rpds-py"], "pyrsistent-as-rpds-py": ["pyrsistent"]}
SETTINGS = {
    "@jupyterlab/translation-extension:plugin": {"locale": "zh_CN"},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # Answers reach the browser's storage within 15 s, not JupyterLab's default 2 minutes.
    "@jupyterlab/docmanager-extension:plugin": {"autosaveInterval": 15},
}


def inputs_digest() -> str:
    """Everything the site is made from: the pins, the course's code and data, the lessons."""
    digest = hashlib.sha256(tool_cache.pins_key().encode())
    files = [p for p in (REPO_ROOT / "lab_code").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += site_lessons.lesson_paths() + [REPO_ROOT / "pyproject.toml", REPO_ROOT / "LICENSE"]
    for path in sorted(files):
        digest.update(str(path.relative_to(REPO_ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def up_to_date(site: Path = SITE_DIR) -> bool:
    try:
        return json.loads((site / STAMP).read_text(encoding="utf-8"))["inputs"] == inputs_digest()
    except (OSError, ValueError, KeyError):
        return False


def _kernel_extension_wheels() -> list[Path]:
    # The ipywidgets-7 stand-in (3.6.999) is left out: ipywidgets 8 wants widgetsnbextension 4.
    folder = Path(sys.prefix) / KERNEL_EXTENSION
    return [p for p in folder.glob("*.whl") if not p.name.startswith("widgetsnbextension-3.")]


def _lite_config() -> dict:
    kernel = {
        "pyodideUrl": "./static/pyodide/pyodide.mjs",
        "disablePyPIFallback": True,  # %pip install never reaches PyPI from the page
        "loadPyodideOptions": {
            "packages": list(PRELOAD),
            "env": {"HOME": "/home/pyodide", "IPYTHONDIR": f"{SITE_PACKAGES}/lab_code/lite/ipython"},
        },
    }
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "工具调用实验课",
            "exposeAppInBrowser": True,  # window.jupyterapp: the browser test drives Run All with it
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel},
        },
    }


def _stage(stage: Path, tool_python: Path, offline: bool) -> dict:
    core = tool_cache.pyodide_core(offline)
    browser_wheels = tool_cache.browser_wheels(offline)
    lessons = site_lessons.lesson_paths()
    site_lessons.write_site_lessons(stage / "files")

    pyodide_dir = stage / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in CORE_FILES:
        shutil.copy2(core / name, pyodide_dir / name)
    outputs = json.dumps(site_lessons.desktop_outputs(lessons), ensure_ascii=False, indent=1)
    wheel = course_wheel.build_course_wheel(tool_python, pyodide_dir, {"lite/desktop_outputs.json": outputs})
    wheels = [wheel]
    for source in [*browser_wheels.glob("*.whl"), *_kernel_extension_wheels()]:
        shutil.copy2(source, pyodide_dir / source.name)
        wheels.append(pyodide_dir / source.name)
    info = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    lock, missing = pyodide_lock.build_lock(wheels, info, EXTRA_DEPENDS)
    unexpected = {
        package: sorted(set(names) - ALLOWED_MISSING.get(package, set()))
        for package, names in missing.items()
        if set(names) - ALLOWED_MISSING.get(package, set())
    }
    if unexpected:
        raise RuntimeError(f"这些包在浏览器里缺依赖（加进 requirements-lite-browser.txt）：{unexpected}")
    absent = [name for name in PRELOAD if name not in lock["packages"]]
    if absent:
        raise RuntimeError(f"预加载的包不在锁文件里：{absent}")
    pyodide_lock.write_lock(lock, pyodide_dir / "pyodide-lock.json")

    (stage / "jupyter-lite.json").write_text(
        json.dumps(_lite_config(), ensure_ascii=False, indent=1), encoding="utf-8"
    )
    (stage / "overrides.json").write_text(json.dumps(SETTINGS, indent=1), encoding="utf-8")
    return {"wheel": wheel.name, "packages": len(lock["packages"]), "lessons": [p.name for p in lessons]}


def build(out: Path = SITE_DIR, offline: bool = False, force: bool = False) -> Path:
    """Build the site into ``out`` (unless it is up to date) and return it."""
    if not force and up_to_date(out):
        print(f"{out.relative_to(REPO_ROOT) if out.is_relative_to(REPO_ROOT) else out} 已是最新（输入没变）")
        return out
    started = time.monotonic()
    tool_python = tool_cache.tool_python(offline)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".lite-build-", dir=out.parent) as tmp:
        stage, built = Path(tmp) / "stage", Path(tmp) / "site"
        summary = _stage(stage, tool_python, offline)
        subprocess.run(
            [
                str(Path(sys.prefix) / "bin" / "jupyter-lite"),
                "build",
                "--lite-dir",
                str(stage),
                "--output-dir",
                str(built),
                "--apps",
                "lab",
                "--no-sourcemaps",
                "--no-unused-shared-packages",
            ],
            check=True,
            cwd=stage,
        )
        stamp = {"inputs": inputs_digest(), "seconds": round(time.monotonic() - started, 1), **summary}
        (built / STAMP).write_text(json.dumps(stamp, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        old = Path(tmp) / "old"
        if out.exists():
            out.rename(old)
        built.rename(out)
    print(f"网站已写到 {out}（{stamp['seconds']} s，{summary['packages']} 个包）")
    return out


def ensure_site_offline() -> str | None:
    """Make ``lite-site/`` current from the cache alone (the tests run offline); None when it is,
    else why not (the build's own message)."""
    if up_to_date():
        return None
    result = subprocess.run(
        [sys.executable, "-m", "lab_code.lite", "build", "--offline"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    if result.returncode == 0 and up_to_date():
        return None
    return f"浏览器版网站没能离线构建：\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
