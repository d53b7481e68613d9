"""Each lesson, tested as a student uses it: open in JupyterLab, Run All, use the widgets.

One test per lesson that has widgets, and for lesson 00 where every student starts (opened
once, Run All, then every check on the same page). The other lessons have no widgets and nbval
already executes every cell of theirs, so only what nbval cannot see is checked here: their
Markdown's mermaid diagrams, all copied into one notebook and rendered on one page (a page per
lesson cost ~30 s more). Lesson 07 is checked like those plus its widget: its Run All repeats
nbval's cross-builds (72 s of a worker under CI's load) for one viewer, so the viewer is shown
on a page of its own, fed as lesson 07 feeds it (one rule-model run's ``Trace.steps``). Plus the start page in a Chinese UI drawn with a CJK font, and a
student's switch to English surviving a restart. A lesson that has not landed in
``notebooks/`` yet is skipped with a reason. A screenshot of every page is kept in
``test-artifacts/browser/``.
"""

from __future__ import annotations

import json
import re
import time

import nbformat
import pytest
from browser_paths import ARTIFACTS_DIR, NOTEBOOKS_DIR, TIMINGS
from jupyterlab_page import (
    OPEN_TIMEOUT_MS,
    mermaid_blocks,
    open_notebook,
    part,
    platform_fonts,
    rendered_mermaid_svgs,
    run_all,
    select_containing,
    type_into,
    widget_cell,
    widget_errors,
)
from playwright.sync_api import Page, expect

from lab_code.interview.bank import load_bank

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LESSONS_WITH_MERMAID = ("00", "01", "02")  # each must show at least one diagram


def _found() -> dict:
    return {path.name[:2]: path for path in sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))}


def _lessons() -> list:
    found = _found()
    params = []
    for number in sorted(RUN_IN_BROWSER):
        path = found.get(number)
        marks = () if path else pytest.mark.skip(reason=f"第 {number} 课还没有加入 notebooks/")
        params.append(pytest.param(number, path, id=number, marks=marks))
    return params


# ---- widget checks, one per lesson that has widgets ---------------------------------------


def step_through(page: Page, widget: str, back_part: str) -> list[str]:
    """Walk a Next/Back widget to the end and back to the start, as a student clicks it.

    Checks what both step-through widgets promise: the view says "第 k / N 步", every
    step looks different, Back is disabled on the first step and Next on the last, and
    Back really returns to the earlier view. Returns a snapshot per step for the caller's
    own checks (the HTML of the view, as a detached element).
    """
    cell = widget_cell(page, f"lab-{widget}-next")
    next_button, back_button = part(cell, f"lab-{widget}-next"), part(cell, f"lab-{widget}-{back_part}")
    view = part(cell, f"lab-{widget}-view")
    expect(view).to_contain_text("第 1 /")
    found = re.search(r"第 1 / (\d+) 步", view.text_content())
    assert found, f"视图里没有“第 1 / N 步”：{view.text_content()[:200]!r}"
    total = int(found.group(1))
    assert total >= 2, f"{widget} 至少要有两步，现在只有 {total} 步"
    expect(back_button).to_be_disabled()
    texts, snapshots = [], []
    for step in range(1, total + 1):
        if step > 1:
            next_button.click()
        expect(view).to_contain_text(f"第 {step} / {total} 步")
        texts.append(view.text_content())
        snapshots.append(view.inner_html())
    assert len(set(texts)) == total, "每一步的视图应该不同"
    expect(next_button).to_be_disabled()
    for step in range(total - 1, 0, -1):
        back_button.click()
        expect(view).to_contain_text(f"第 {step} / {total} 步")
        expect(next_button).to_be_enabled()
    expect(view).to_have_text(texts[0])
    expect(back_button).to_be_disabled()
    return snapshots


def check_roundtrip(page: Page) -> None:
    """Lesson 01: Next walks through the round trip; the messages list only grows."""
    snapshots = step_through(page, "roundtrip", back_part="back")
    counts = []
    for number, snapshot in enumerate(snapshots, start=1):
        shown = int(re.search(r"messages 现在有 <b>(\d+)</b> 条", snapshot).group(1))
        rows = len(re.findall(r"<tr[\s>]", snapshot))
        assert rows == shown, f"第 {number} 步说有 {shown} 条消息，表格却有 {rows} 行"
        counts.append(shown)
    assert counts == sorted(counts) and counts[-1] > counts[0], f"messages 应该一步步变长：{counts}"
    assert "lab-chip" in snapshots[-1], "最后一步应该用彩色标签标出 tool_call_id"


def _run_funnel(cell, text: str) -> None:
    type_into(part(cell, "lab-funnel-input"), text)
    part(cell, "lab-funnel-run").click()


def check_validator_funnel(page: Page) -> None:
    """Lesson 02: arguments typed in stop at the layer that should refuse them."""
    cell = widget_cell(page, "lab-funnel-run")
    view = part(cell, "lab-funnel-view")
    stopped, passed = view.locator(".lab-funnel-stopped"), view.locator(".lab-funnel-passed")
    cases = [  # (raw arguments, layer that stops them or None, error type in the tool result)
        ('{"path": "src/main.c",}', 1, "invalid_json"),  # trailing comma
        ('{"file": "src/main.c"}', 2, "invalid_arguments"),  # misspelt parameter
        ('{"path": "../../.ssh/id_rsa"}', 3, "permission_denied"),  # leaves the workdir
        ('{"path": "src/main.c", "offset": 1}', None, None),
    ]
    for text, layer, error_type in cases:
        _run_funnel(cell, text)
        if layer is None:
            expect(view).to_contain_text("三层都通过")
            expect(stopped).to_have_count(0)
            expect(passed).to_have_count(3)
        else:
            expect(view.locator("pre")).to_contain_text(error_type)
            expect(stopped).to_have_count(1)
            expect(stopped).to_contain_text(f"第 {layer} 层")
            expect(stopped).to_contain_text("停在这里")
            expect(passed).to_have_count(layer - 1)
    # A preset fills the text area (through the kernel), then the student runs it.
    select_containing(part(cell, "lab-funnel-preset"), "单引号")
    expect(part(cell, "lab-funnel-input").locator("textarea")).to_have_value("{'path': 'src/main.c'}")
    part(cell, "lab-funnel-run").click()
    expect(stopped).to_contain_text("第 1 层")
    expect(view.locator("pre")).to_contain_text("invalid_json")


def check_parser_comparison(page: Page) -> None:
    """Lesson 04: one reply, three parsers side by side; option 3 never reads calls from text."""
    cell = widget_cell(page, "lab-options-run")
    view = part(cell, "lab-options-view")
    columns = view.locator("td")
    expect(columns).to_have_count(3)
    for index, title in enumerate(("方案一", "方案二", "方案三")):
        expect(columns.nth(index)).to_contain_text(title)
    # A preset where the model only *talks about* a call: the text options fall for it.
    select_containing(part(cell, "lab-options-preset"), "pretend_about")
    expect(part(cell, "lab-options-input").locator("textarea")).to_have_value(re.compile("<tool_call>"))
    expect(columns.nth(0)).to_contain_text("执行 get_weather")
    expect(columns.nth(2)).to_contain_text("不执行任何工具")
    # The student's own reply: a call with a wrong argument type.
    type_into(
        part(cell, "lab-options-input"),
        '<tool_call>{"name": "get_weather", "arguments": {"city": 123}}</tool_call>',
    )
    part(cell, "lab-options-run").click()
    expect(columns.nth(0)).to_contain_text('执行 get_weather {"city": 123}')
    expect(columns.nth(1)).to_contain_text("invalid_arguments")
    expect(columns.nth(2)).to_contain_text("不执行任何工具")


def check_trace_viewer(page: Page) -> None:
    """Lesson 07: Next/Prev step through the recorded run; each step names its tool."""
    for number, snapshot in enumerate(step_through(page, "trace", back_part="prev"), start=1):
        assert "工具" in snapshot and "结果" in snapshot, f"第 {number} 步没有显示工具和结果"
    # The result row starts with ✅ / ⚠️ / ❌: without an emoji font they are empty boxes.
    fonts = platform_fonts(page, ".lab-trace-view tr:nth-child(3) td")
    assert any("Emoji" in family for family in fonts), (
        f"“结果”一行的符号用的字体是 {fonts}，没有彩色表情字体；请安装 fonts-noto-color-emoji"
    )


def check_drills_before_running(page: Page) -> None:
    """Lesson 09 as opened from disk, before Run All: the notebook is not trusted, so JupyterLab
    draws a widget output's plain text. It must say what the drill is, not show a widget repr."""
    outputs = page.locator(".jp-OutputArea-output")
    expect(outputs.filter(has_text="【闪卡】")).to_have_count(1, timeout=OPEN_TIMEOUT_MS)
    expect(outputs.filter(has_text="【模拟面试】")).to_have_count(1)
    expect(outputs.filter(has_text="View(children=")).to_have_count(0)


def check_interview_drills(page: Page) -> None:
    """Lesson 09: the self-test hides its answers; flashcards flip and rate; the mock's clock ticks."""
    answers = page.locator(".jp-RenderedMarkdown details")
    expect(answers).to_have_count(len(load_bank().deck("selftest")))  # the source's 13 and lesson 10's
    first = answers.first
    expect(first.locator("p").first).to_be_hidden()  # closed until the student opens it
    first.locator("summary").click()
    expect(first.locator("p").first).to_be_visible()

    cards = widget_cell(page, "lab-cards-reveal")
    status, view = part(cards, "lab-cards-status"), part(cards, "lab-cards-view")
    expect(status).to_contain_text("这一轮还剩 12 张")
    expect(part(cards, "lab-cards-good")).to_be_disabled()  # rate only after flipping
    part(cards, "lab-cards-reveal").click()
    expect(view.locator(".lab-cards-back")).to_be_visible()
    part(cards, "lab-cards-good").click()
    expect(status).to_contain_text("这一轮还剩 11 张")
    expect(status).to_contain_text("盒2:1")
    part(cards, "lab-cards-reveal").click()
    part(cards, "lab-cards-again").click()  # back to box 1, and once more in this session
    expect(status).to_contain_text("这一轮还剩 11 张")

    mock = widget_cell(page, "lab-mock-ask")
    clock, answer = part(mock, "lab-mock-clock"), part(mock, "lab-mock-answer")
    part(mock, "lab-mock-ask").click()
    expect(part(mock, "lab-mock-question")).to_contain_text("结论 → 原因")
    expect(clock).to_contain_text("1:30")
    part(mock, "lab-mock-start").click()
    expect(clock).not_to_contain_text("1:30")  # the browser-side Play widget ticks it down
    expect(clock).to_contain_text("剩余 1:2")
    part(mock, "lab-mock-reveal").click()
    expect(answer).to_contain_text("给自己打分")
    part(mock, "lab-mock-good").click()
    expect(answer).to_contain_text("已记下：会")


WIDGET_CHECKS = {
    "01": check_roundtrip,
    "02": check_validator_funnel,
    "04": check_parser_comparison,
    "09": check_interview_drills,
}
BEFORE_RUN_CHECKS = {"09": check_drills_before_running}  # what a student sees before running anything
RUN_IN_BROWSER = {"00", *WIDGET_CHECKS}  # the rest: their diagrams on one page (module docstring)


# ---- the tests ------------------------------------------------------------------------------


@pytest.mark.parametrize(("number", "notebook"), _lessons())
def test_lesson_as_a_student(number, notebook, lab_server, page, request):
    started = time.perf_counter()
    # A workspace of its own per lesson: only this notebook opens, as for a student who
    # clicks it in the file browser (the default workspace would restore earlier tabs).
    open_notebook(
        page, lab_server.url(f"/lab/workspaces/lesson-{number}/tree/{notebook.name}"), notebook.name
    )
    request.addfinalizer(lab_server.stop_kernels)
    before = BEFORE_RUN_CHECKS.get(number)
    if before:
        before(page)
    run_all(page)
    assert widget_errors(page) == []

    expected_diagrams = mermaid_blocks(notebook)
    if number in LESSONS_WITH_MERMAID:
        assert expected_diagrams >= 1, f"第 {number} 课应该至少有一张 mermaid 图"
    assert rendered_mermaid_svgs(page, expected_diagrams) == expected_diagrams

    check = WIDGET_CHECKS.get(number)
    if check:
        check(page)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=ARTIFACTS_DIR / f"{notebook.stem}.png")
    TIMINGS[f"lesson {notebook.stem}"] = time.perf_counter() - started


# Lesson 07's viewer cell, after the run it steps through (the lesson's own calls, on its smallest
# demo project: a warm run of a few seconds).
TRACE_VIEWER_CELLS = (
    """import tempfile
from pathlib import Path
from lab_code.agent import crossbuild, models
from lab_code.agent.projects import copy_project
from lab_code.agent.trace import Trace

RUN_DIR = tempfile.TemporaryDirectory(prefix="browser-07-")  # removed when the kernel stops
folder = Path(RUN_DIR.name)
TRACE = Trace(folder / "runs.db")
run = crossbuild.run_crossbuild(copy_project("hello_lib", folder / "hello_lib"),
                                models.RuleBasedModel(), "aarch64-linux-musl", trace=TRACE)
print(run.stop_reason)""",
    """from lab_code.widgets.trace_viewer import TraceViewer
TraceViewer(TRACE.steps(run.run_id))""",
)


def test_lesson_07s_trace_viewer_steps_through_a_run(lab_server, page, request):
    started = time.perf_counter()
    name = "trace_viewer_07.ipynb"
    cells = [nbformat.v4.new_code_cell(source) for source in TRACE_VIEWER_CELLS]
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, lab_server.root / "course" / "notebooks" / name)
    open_notebook(page, lab_server.url(f"/lab/workspaces/lesson-07/tree/{name}"), name)
    request.addfinalizer(lab_server.stop_kernels)
    run_all(page)
    assert widget_errors(page) == []
    expect(page.locator(".jp-OutputArea-output").first).to_contain_text("verified")
    check_trace_viewer(page)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=ARTIFACTS_DIR / "07_trace_viewer.png")
    TIMINGS["lesson 07's trace viewer"] = time.perf_counter() - started


def test_diagrams_of_the_other_lessons_render(lab_server, page, request):
    """Every Markdown cell with a mermaid diagram from the lessons without widgets, on one page."""
    started = time.perf_counter()
    others = {number: path for number, path in _found().items() if number not in RUN_IN_BROWSER}
    cells = []
    for path in others.values():
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and "```mermaid" in source:
                cells.append(nbformat.v4.new_markdown_cell(f"**{path.name}**\n\n{source}"))
    if not cells:
        pytest.skip("除了运行全部的那几课，其他课都没有 mermaid 图")
    name = "diagrams_of_other_lessons.ipynb"
    collected = nbformat.v4.new_notebook(cells=cells)
    collected.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(collected, lab_server.root / "course" / "notebooks" / name)
    open_notebook(page, lab_server.url(f"/lab/workspaces/diagrams/tree/{name}"), name)
    request.addfinalizer(lab_server.stop_kernels)
    expected = sum(mermaid_blocks(path) for path in others.values())
    assert rendered_mermaid_svgs(page, expected) == expected
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=ARTIFACTS_DIR / "diagrams_of_other_lessons.png", full_page=True)
    TIMINGS["other lessons' diagrams"] = time.perf_counter() - started


def test_start_page_is_lesson_00_in_a_chinese_ui(lab_server, page):
    """Opening the server's root, as the launcher's printed link does, shows lesson 00 in a
    Chinese menu bar (the launcher's settings), both drawn with a real CJK font (no boxes)."""
    if not (NOTEBOOKS_DIR / "00_start_here.ipynb").exists():
        pytest.skip("第 00 课还没有加入 notebooks/")
    started = time.perf_counter()
    page.goto(lab_server.url("/"))
    expect(page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current")).to_contain_text(
        "00_start_here.ipynb", timeout=90_000
    )
    expect(page.locator(".lm-MenuBar-itemLabel", has_text="文件")).to_be_visible()
    expect(page.locator(".lm-MenuBar-itemLabel", has_text="运行")).to_be_visible()
    fonts = platform_fonts(page, ".lm-MenuBar-itemLabel")
    assert any("CJK" in family for family in fonts), (
        f"菜单“文件”用的字体是 {fonts}，不是中文字体；请安装 fonts-noto-cjk"
    )
    title = page.locator(".jp-RenderedMarkdown h1").first
    expect(title).to_contain_text("00 ·")
    fonts = platform_fonts(page, ".jp-RenderedMarkdown h1")
    assert any("CJK" in family for family in fonts), f"第 00 课标题用的字体是 {fonts}，没有中文字体"
    TIMINGS["start page + chinese ui"] = time.perf_counter() - started


def test_switching_to_english_persists_across_restarts(private_lab_server, page):
    """The launcher only fills in Chinese when the student has no language setting yet."""
    started = time.perf_counter()
    page.goto(private_lab_server.url("/lab"))
    page.locator(".lm-MenuBar-itemLabel", has_text="设置").click()
    page.locator(".lm-Menu-item", has_text="语言").hover()
    page.locator(".lm-Menu-item", has_text="English").click()
    page.locator(".jp-Dialog").get_by_role("button", name="更改并重新加载").click()  # reloads the page
    expect(page.locator(".lm-MenuBar-itemLabel", has_text="Settings")).to_be_visible(timeout=90_000)

    private_lab_server.stop()
    private_lab_server.start()  # the same settings directory, as on the student's next day
    page.goto(private_lab_server.url("/lab"))
    expect(page.locator(".lm-MenuBar-itemLabel", has_text="File")).to_be_visible(timeout=90_000)
    expect(page.locator(".lm-MenuBar-itemLabel", has_text="文件")).to_have_count(0)
    TIMINGS["english switch + restart"] = time.perf_counter() - started


def test_lesson_08_charts_show_as_pictures(lab_server, page, request):
    """Lesson 08's three matplotlib charts reach the page as PNG pictures, from the saved
    outputs (no Run All: nbval re-executes the cells, and tests/test_08_display.py checks that a
    fresh run still makes PNGs). A Figure Jupyter cannot draw shows only
    ``<Figure size 900x320 with 2 Axes>`` as text."""
    name = "08_evaluation.ipynb"
    if not (NOTEBOOKS_DIR / name).exists():
        pytest.skip("第 08 课还没有加入 notebooks/")
    started = time.perf_counter()
    open_notebook(page, lab_server.url(f"/lab/workspaces/lesson-08-charts/tree/{name}"), name)
    request.addfinalizer(lab_server.stop_kernels)
    pictures = page.locator(".jp-OutputArea-output img[src^='data:image/png']")
    expect(pictures).to_have_count(3, timeout=60_000)
    page.wait_for_function(
        "() => [...document.querySelectorAll(\".jp-OutputArea-output img[src^='data:image/png']\")]"
        ".every(img => img.complete && img.naturalWidth > 100)",
        timeout=60_000,
    )
    expect(page.get_by_text("with 2 Axes>")).to_have_count(0)
    pictures.first.scroll_into_view_if_needed()
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=ARTIFACTS_DIR / "08_evaluation_charts.png")
    TIMINGS["lesson 08 charts"] = time.perf_counter() - started
