"""The in-browser site as built: what the course wheel leaves out, the lock, the lessons' copies.

Reads ``lite-site/`` (``.ci/run`` builds it before the offline tests; if it is missing or stale it
is built here ``--offline`` from the cache, and a missing cache fails in CI and skips elsewhere).
The browser itself is tested in ``tests/browser/test_lite_site.py``.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import zipfile

import pytest

from lab_code import REPO_ROOT
from lab_code.lite import build, course_wheel, site_lessons

SITE = build.SITE_DIR
PYODIDE = SITE / "static" / "pyodide"


@pytest.fixture(scope="module")
def site():
    problem = build.ensure_site_offline()
    if problem:
        if os.environ.get("CI"):
            pytest.fail(problem, pytrace=False)
        pytest.skip(problem)
    return SITE


@pytest.fixture(scope="module")
def wheel_names(site):
    stamp = json.loads((site / build.STAMP).read_text(encoding="utf-8"))
    with zipfile.ZipFile(PYODIDE / stamp["wheel"]) as wheel:
        return wheel.namelist()


def test_course_wheel_leaves_out_solutions_teacher_tools_and_the_build(wheel_names):
    left_out = {
        "solutions/": "参考答案",
        "lab_code/classroom/": "老师的工具（nbgrader、批改）",
        "lab_code/evals/vendor/": "第 08 课的 C 库",
        "lab_code/lite/npm/": "构建用的 npm 锁",
    }
    for prefix, what in left_out.items():
        assert not [n for n in wheel_names if n.startswith(prefix)], f"wheel 里不该有{what}：{prefix}"
    for module in ("build", "tool_cache", "course_wheel", "pyodide_lock", "site_lessons", "__main__"):
        assert f"lab_code/lite/{module}.py" not in wheel_names
    assert not [n for n in wheel_names if "nbgrader" in n.lower() or n.endswith((".pyc", ".pyo"))]


def test_course_wheel_has_what_the_browser_lessons_read(wheel_names):
    needed = [
        "lab_code/wire/where.py",
        "lab_code/lite/browser_cells.py",
        "lab_code/lite/desktop_outputs.json",
        "lab_code/lite/ipython/profile_default/startup/00-desktop-only.py",
        "lab_code/course/facts.toml",
        "lab_code/exercises/ex01.py",
    ]
    for name in needed:
        assert name in wheel_names, name
    assert [n for n in wheel_names if n.startswith("lab_code/interview/cards/") and n.endswith(".toml")]
    assert [n for n in wheel_names if n.startswith("lab_code/model_text/templates/")]
    excluded = tuple(f"lab_code/{relative}" for relative in course_wheel.EXCLUDED)
    modules = {
        str(p.relative_to(REPO_ROOT))
        for p in (REPO_ROOT / "lab_code").rglob("*.py")
        if "__pycache__" not in p.parts and not str(p.relative_to(REPO_ROOT)).startswith(excluded)
    }
    assert modules - set(wheel_names) == set()


def test_excluded_paths_exist_so_the_list_is_not_stale():
    for relative in course_wheel.EXCLUDED:
        assert (REPO_ROOT / "lab_code" / relative).exists(), f"EXCLUDED 里的 {relative} 已经不存在"


def test_lock_lists_exactly_the_wheels_the_site_holds(site):
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
    files = {p.name for p in PYODIDE.glob("*.whl")}
    entries = lock["packages"]
    assert {e["file_name"] for e in entries.values()} == files
    for key, entry in entries.items():
        digest = hashlib.sha256((PYODIDE / entry["file_name"]).read_bytes()).hexdigest()
        assert entry["sha256"] == digest, key
        assert set(entry["depends"]) <= set(entries), f"{key} 依赖锁里没有的包：{entry['depends']}"
    # The stand-in for rpds-py (built from pyrsistent-as-rpds-py's sdist) is what jsonschema loads.
    assert "rpds-py" in entries["referencing"]["depends"]
    assert "pyrsistent-as-rpds-py" in entries["rpds-py"]["depends"]
    assert entries["pydantic-core"]["file_name"].endswith("pyemscripten_2026_0_wasm32.whl")
    assert entries["markupsafe"]["file_name"].endswith("py3-none-any.whl")


def test_nothing_is_loaded_from_a_cdn_or_pypi(site):
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"].startswith("./static/pyodide/")
    for path in (
        site / "jupyter-lite.json",
        PYODIDE / "pyodide-lock.json",
        site / "lab" / "jupyter-lite.json",
    ):
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        assert not re.search(r"https?://", text), f"{path.relative_to(site)} 里有网址"
    preload = kernel["loadPyodideOptions"]["packages"]
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert set(preload) <= set(lock["packages"])


def test_chinese_ui_comes_with_the_site(site):
    packs = json.loads((site / "api" / "translations" / "all.json").read_text(encoding="utf-8"))
    assert "zh_CN" in packs["data"]
    overrides = json.loads((site / "overrides.json").read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/translation-extension:plugin"]["locale"] == "zh_CN"


def test_site_lessons_differ_from_the_committed_ones_only_as_documented(site):
    for path in site_lessons.lesson_paths():
        committed = json.loads(path.read_text(encoding="utf-8"))
        shown = json.loads((site / "files" / path.name).read_text(encoding="utf-8"))
        notice, *cells = shown["cells"]
        assert notice["cell_type"] == "markdown" and "你的答案存在这个浏览器里" in notice["source"]
        assert "下载" in notice["source"]
        expected = copy.deepcopy(committed["cells"])
        for cell in expected:
            if cell["cell_type"] == "code" and site_lessons.marked(cell) == "desktop-only":
                cell["source"] = f"%%desktop_only {cell['id']}\n" + "".join(cell["source"])
        normal = [{**c, "source": "".join(c["source"])} for c in cells]
        assert normal == [{**c, "source": "".join(c["source"])} for c in expected], path.name
        assert shown["metadata"]["kernelspec"]["name"] == "python"


def test_desktop_outputs_are_the_committed_ones(site):
    stamp = json.loads((site / build.STAMP).read_text(encoding="utf-8"))
    with zipfile.ZipFile(PYODIDE / stamp["wheel"]) as wheel:
        shipped = json.loads(wheel.read("lab_code/lite/desktop_outputs.json"))
    assert shipped == site_lessons.desktop_outputs(site_lessons.lesson_paths())
    assert shipped, "至少有一格标成了桌面版才能运行"


def test_a_mark_must_say_how_and_why():
    with pytest.raises(ValueError, match="runs"):
        site_lessons.marked({"id": "x", "metadata": {"lite": {"runs": "maybe", "why": "…"}}})
    with pytest.raises(ValueError, match="why"):
        site_lessons.marked({"id": "x", "metadata": {"lite": {"runs": "fallback"}}})
    assert site_lessons.marked({"id": "x", "metadata": {}}) is None
