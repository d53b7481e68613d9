"""The course package as a wheel for the browser: ``lab_code`` minus what a student must not get.

Left out (``EXCLUDED``, checked by ``tests/test_lite_build.py`` on the built wheel):

- ``solutions/`` — the reference solutions (they were never inside ``lab_code``; the check
  makes sure no copy sneaks in);
- ``lab_code/classroom/`` — the teacher's tools: the nbgrader course writer, the grading host,
  the Hub's configuration. A student's install has no nbgrader and no grading secret either;
- ``lab_code/evals/vendor/`` — lesson 08's vendored C libraries (10 MB; lesson 08 is desktop-only);
- this package's build side (``tool_cache``, ``build``…, the npm lock): only ``browser_cells``
  and its IPython start-up file run in the browser.

The wheel is built by setuptools from a staged copy of those files, with the package data rules
of the repository's own ``pyproject.toml`` (so a data file a lesson reads is never forgotten),
and declares what the lessons import as its dependencies; versions are pinned by the site's lock.

Lessons: shared
"""

from __future__ import annotations

import shutil
import tempfile
import tomllib
from pathlib import Path

from lab_code import REPO_ROOT
from lab_code.lite import tool_cache

PACKAGE = "lab_code"
# Paths inside lab_code/ that stay out of the browser's wheel (see the module docstring).
EXCLUDED = (
    "classroom",
    "evals/vendor",
    "lite/npm",
    "lite/build.py",
    "lite/course_wheel.py",
    "lite/pyodide_lock.py",
    "lite/site_lessons.py",
    "lite/tool_cache.py",
    "lite/__main__.py",
)
# What the lessons import (top-level distributions); everything below them follows from the
# wheels' own metadata when the lock is written.
BROWSER_DEPENDENCIES = (
    "pydantic",
    "openai",
    "anthropic",
    "httpx2",
    "httpx2-jsfetch",
    "jsonschema",
    "Jinja2",
    "tqdm",
    "mcp-types",
    "ipywidgets",
)


def _ignored(root: Path):
    excluded = {root / part for part in EXCLUDED}

    def ignore(folder: str, names: list[str]) -> set[str]:
        skipped = {n for n in names if n == "__pycache__" or n.endswith((".pyc", ".pyo"))}
        return skipped | {n for n in names if Path(folder) / n in excluded}

    return ignore


def _pyproject(version: str) -> str:
    """The staged project's pyproject.toml: the repository's metadata and package data rules."""
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_data = {
        name: globs
        for name, globs in project["tool"]["setuptools"]["package-data"].items()
        if not name.startswith("lab_code.classroom")
    }
    package_data["lab_code.lite"] = ["ipython/**/*", "desktop_outputs.json"]
    data_lines = "\n".join(f'"{name}" = {globs!r}'.replace("'", '"') for name, globs in package_data.items())
    dependencies = ", ".join(f'"{name}"' for name in BROWSER_DEPENDENCIES)
    return f"""[build-system]
requires = ["setuptools"]
build-backend = "setuptools.build_meta"

[project]
name = "{project['project']['name']}"
version = "{version}"
description = "{project['project']['description']}"
requires-python = ">=3.11"
license = "MIT"
dependencies = [{dependencies}]

[tool.setuptools.packages.find]
include = ["lab_code*"]
exclude = ["lab_code.classroom*"]

[tool.setuptools.package-data]
{data_lines}
"""


def build_course_wheel(tool_python: Path, out_dir: Path, generated: dict[str, str]) -> Path:
    """Build the wheel into ``out_dir`` with the build tools' setuptools (no network).

    ``generated``: files made at build time, ``{path inside lab_code/: text}``.
    """
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    version = project["project"]["version"]
    with tempfile.TemporaryDirectory(prefix="lite-wheel-") as tmp:
        stage = Path(tmp) / "stage"
        shutil.copytree(REPO_ROOT / PACKAGE, stage / PACKAGE, ignore=_ignored(REPO_ROOT / PACKAGE))
        for relative, text in generated.items():
            (stage / PACKAGE / relative).write_text(text, encoding="utf-8")
        (stage / "pyproject.toml").write_text(_pyproject(version), encoding="utf-8")
        shutil.copy2(REPO_ROOT / "LICENSE", stage / "LICENSE")
        tool_cache.pip(tool_python, "wheel", *tool_cache.LOCAL_WHEEL, "-w", str(out_dir), str(stage), cwd=tmp)
    return next(out_dir.glob(f"tool_calling_lab-{version}-*.whl"))
