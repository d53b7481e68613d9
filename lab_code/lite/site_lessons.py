"""The lessons as the browser site shows them, made from the committed notebooks at build time.

The desktop notebooks stay exactly as committed (nbval checks them); the site's copies differ in
three ways only:

- a first Markdown cell saying where the lesson runs: answers are kept in this browser's storage
  across reloads, how to download the notebook, what the desktop-only cells are;
- each cell marked ``"lite": {"runs": "desktop-only", "why": "…"}`` starts with
  ``%%desktop_only <cell id>`` (``lab_code.lite.browser_cells``); its code stays visible below;
- the kernel is the browser's (``python``, Pyodide) instead of ``python3`` (ipykernel).

``desktop_outputs()`` collects what those cells print in the desktop lesson, for the magic to
show. Cells marked ``"runs": "fallback"`` are copied unchanged: their code takes its browser
path through ``lab_code.wire.where``.

Lessons: shared
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from lab_code import REPO_ROOT

NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
LESSONS = ("00", "01", "02", "03", "04", "05", "10")
RUNS = ("desktop-only", "fallback")
BROWSER_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}

NOTICE = """> **你在浏览器里运行这一课**（JupyterLite，Python 在这个网页里运行，不用安装，也不联网）。
>
> - **你的答案存在这个浏览器里**：改过的 notebook 自动保存在浏览器的本地存储（IndexedDB）里，刷新、关掉再打开都还在；换浏览器、换电脑、用无痕窗口或清除这个网站的数据就没有了。
> - **下载 notebook**：菜单“文件 → 下载”，或在左边的文件列表里右键这一课 →“下载”。下载的 `.ipynb` 可以放进桌面版课程的 `notebooks/` 里接着做。
> - 练习的检查器和桌面版是同一份代码。{desktop_only}
"""


def lesson_paths() -> list[Path]:
    found = {path.name[:2]: path for path in NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")}
    return [found[number] for number in LESSONS if number in found]


def _source(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def marked(cell: dict) -> str | None:
    """``"desktop-only"``, ``"fallback"`` or None; a mark that is neither is an error."""
    mark = cell.get("metadata", {}).get("lite")
    if mark is None:
        return None
    runs = mark.get("runs")
    if runs not in RUNS or not mark.get("why"):
        raise ValueError(
            f"单元 {cell.get('id')}：lite 标记要写 runs（{' / '.join(RUNS)}）和 why，现在是 {mark!r}"
        )
    return runs


def desktop_outputs(notebooks: list[Path]) -> dict:
    """``{cell id: {"why", "outputs"}}`` of every desktop-only cell, from the committed outputs."""
    found = {}
    for path in notebooks:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code" and marked(cell) == "desktop-only":
                found[cell["id"]] = {"why": cell["metadata"]["lite"]["why"], "outputs": cell["outputs"]}
    return found


def site_copy(path: Path) -> dict:
    """The site's version of one lesson (see the module docstring)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    site = copy.deepcopy(notebook)
    desktop_only = 0
    for cell in site["cells"]:
        if cell["cell_type"] == "code" and marked(cell) == "desktop-only":
            cell["source"] = f"%%desktop_only {cell['id']}\n{_source(cell)}"
            desktop_only += 1
    extra = (
        f"这一课有 {desktop_only} 格要用浏览器里没有的东西（子进程、线程、交叉编译器……），"
        "它们以 `%%desktop_only` 开头：运行时显示“桌面版才能运行”和桌面版的输出。"
        if desktop_only
        else "这一课的每一格都能在浏览器里运行。"
    )
    notice = {
        "cell_type": "markdown",
        "id": f"lite-{path.name[:2]}-notice",
        "metadata": {},
        "source": NOTICE.format(desktop_only=extra),
    }
    site["cells"].insert(0, notice)
    site["metadata"]["kernelspec"] = dict(BROWSER_KERNEL)
    return site


def write_site_lessons(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in lesson_paths():
        target = out_dir / path.name
        target.write_text(json.dumps(site_copy(path), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(target)
    return written
