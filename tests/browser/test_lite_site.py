"""The in-browser course, tested as a student uses it: the static site, headless Chromium, offline.

The site is the one ``python3 -m lab_code.lite build`` writes (``.ci/run`` builds it before the
offline tests; here it is built ``--offline`` from the cache if it is missing or stale, and a
missing cache fails in CI and skips elsewhere). It is served on loopback by the course's own
static server. Chromium resolves no host name but 127.0.0.1 and every request to anything but
the server is aborted and recorded: the test fails if the page even tried.

One page, one kernel start (the slow part, ~20 s): lesson 01 runs top to bottom and every
cell's output must match the committed one under nbval's rules, except the cells marked for the
browser (``"lite"`` cell metadata). Then exercise 1.3 gets the reference solution and exercise
1.2 a wrong answer, and the course's own checkers give their verdicts in the browser. Last, the
answers are saved, the page is reloaded, and the solved exercise is still there (the browser's
storage, as the site promises).
"""

from __future__ import annotations

import ast
import os
import threading
import time

import pytest
from browser_paths import ARTIFACTS_DIR, NOTEBOOKS_DIR, REPO_ROOT, TIMINGS
from conftest import CHROMIUM_ARGS
from lite_page import cell_text, notebook_json, open_lesson, run_all, run_cells, save, set_cell_source
from output_match import compared, differences

from lab_code.lite import build as lite_build
from lab_code.lite.serve import SiteServer
from lab_code.wire.where import DESKTOP_ONLY

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LESSON = "01_roundtrip.ipynb"
SOLVED, WRONG = "1.3", "1.2"  # the exercise given the reference solution, and the one answered wrongly
WRONG_ANSWER = "def may_run_concurrently(calls: list) -> bool:\n    return True  # 以为只读和写都能一起跑\n"
# Only the server's own address resolves; a request elsewhere would also be aborted by the route.
NO_HOSTS = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


@pytest.fixture(scope="module")
def site(chromium_path):
    started = time.perf_counter()
    problem = lite_build.ensure_site_offline()
    if problem:
        if os.environ.get("CI"):
            pytest.fail(problem, pytrace=False)
        pytest.skip(problem)
    TIMINGS["lite: site up to date"] = time.perf_counter() - started
    server = SiteServer(lite_build.SITE_DIR)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def offline_page(site, chromium_path):
    """A tab that can reach the site's server and nothing else; yields (page, blocked requests)."""
    from playwright.sync_api import sync_playwright

    blocked: list[str] = []

    def only_the_site(route):
        if route.request.url.startswith(site.url):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path, args=[*CHROMIUM_ARGS, NO_HOSTS])
        context = chromium.new_context(viewport={"width": 1400, "height": 1000}, locale="zh-CN")
        context.set_default_timeout(60_000)
        context.route("**/*", only_the_site)
        page = context.new_page()
        yield page, blocked
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=ARTIFACTS_DIR / "lite-01_roundtrip.png")
        chromium.close()


def _committed(name: str) -> dict:
    import json

    return json.loads((NOTEBOOKS_DIR / name).read_text(encoding="utf-8"))


def _exercise_cells(notebook: dict, exercise_id: str) -> tuple[str, str, dict]:
    """(stub cell id, the check cell after it, the exercise's metadata)."""
    cells = notebook["cells"]
    for index, cell in enumerate(cells):
        meta = cell.get("metadata", {}).get("exercise")
        if meta and meta["id"] == exercise_id:
            check = next(c for c in cells[index + 1 :] if c["cell_type"] == "code")
            return cell["id"], check["id"], meta
    raise AssertionError(f"{LESSON} 里没有练习 {exercise_id}")


def _reference_source(module: str, function: str) -> str:
    """The reference solution's function with the module's imports, as a student would paste it."""
    source = (REPO_ROOT / (module.replace(".", "/") + ".py")).read_text(encoding="utf-8")
    tree = ast.parse(source)
    imports = [
        ast.get_source_segment(source, n) for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)
    ]
    body = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    return "\n".join([*imports, "", ast.get_source_segment(source, body)]) + "\n"


def test_lesson_01_runs_offline_in_the_browser_as_on_the_desktop(site, offline_page):
    page, blocked = offline_page
    started = time.perf_counter()
    open_lesson(page, site.url, LESSON)
    TIMINGS["lite: kernel ready"] = time.perf_counter() - started
    started = time.perf_counter()
    run_all(page)
    TIMINGS["lite: lesson 01 run all"] = time.perf_counter() - started

    ran = {cell["id"]: cell for cell in notebook_json(page)["cells"]}
    mismatched, labelled = [], 0
    for cell in _committed(LESSON)["cells"]:
        if cell["cell_type"] != "code" or not "".join(cell["source"]).strip():
            continue
        browser = ran[cell["id"]]
        runs = cell.get("metadata", {}).get("lite", {}).get("runs")
        if runs == "desktop-only":
            labelled += 1
            assert DESKTOP_ONLY in cell_text(page, cell["id"]) or any(
                DESKTOP_ONLY in str(o.get("data", {})) for o in browser["outputs"]
            ), f"{cell['id']} 标成桌面版才能运行，浏览器里却没有这样说"
        elif runs is None and compared(cell):
            problems = differences(cell["outputs"], browser["outputs"])
            if problems:
                mismatched.append(f"{cell['id']}: " + "；".join(problems))
    assert mismatched == [], "这些单元在浏览器里的输出和提交的不一样：\n" + "\n".join(mismatched)
    assert blocked == [], f"网站想访问本机以外的地址：{blocked[:5]}"


def test_checkers_give_their_verdicts_in_the_browser(offline_page):
    page, blocked = offline_page
    committed = _committed(LESSON)
    solved_cell, solved_check, meta = _exercise_cells(committed, SOLVED)
    wrong_cell, wrong_check, _ = _exercise_cells(committed, WRONG)

    set_cell_source(page, solved_cell, _reference_source(meta["solution"], meta["function"]))
    set_cell_source(page, wrong_cell, WRONG_ANSWER)
    run_cells(page, solved_cell, solved_check, wrong_cell, wrong_check)

    assert cell_text(page, solved_check).startswith(f"✅ 练习 {SOLVED}："), cell_text(page, solved_check)[
        :500
    ]
    verdict = cell_text(page, wrong_check)
    assert verdict.startswith(f"❌ 练习 {WRONG}："), verdict[:500]
    assert "没通过的前几个" in verdict and "提示" in verdict, verdict[:500]
    assert blocked == [], f"网站想访问本机以外的地址：{blocked[:5]}"


def test_answers_survive_a_reload(offline_page):
    """The site's promise: answers are kept in this browser's storage across reloads."""
    page, blocked = offline_page
    solved_cell = _exercise_cells(_committed(LESSON), SOLVED)[0]
    answer = next(c for c in notebook_json(page)["cells"] if c["id"] == solved_cell)["source"]
    assert "NotImplementedError" not in "".join(answer), "上一个测试应该已经写进了参考答案"
    save(page)
    page.reload()
    page.wait_for_function(
        """([name, id]) => { const app = window.jupyterapp; const panel = app && app.shell.currentWidget;
             if (!panel || !panel.context || panel.context.path !== name || !panel.context.isReady) return false;
             return panel.content.widgets.some(c => c.model.sharedModel.getId() === id); }""",
        arg=[LESSON, solved_cell],
        timeout=120_000,
        polling=250,
    )
    reloaded = next(c for c in notebook_json(page)["cells"] if c["id"] == solved_cell)["source"]
    assert "".join(reloaded) == "".join(answer)
    assert blocked == []
