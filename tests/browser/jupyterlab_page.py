"""What a student does in JupyterLab, as Playwright steps: open a lesson, Run All, look.

Every wait is on something the page shows (a selector, the status bar, the cell prompts),
never a fixed sleep. Run All goes through JupyterLab's own command ``runmenu:run-all`` (the
"运行 → 运行全部单元格" menu entry); ``window.jupyterapp`` exists because the test server
is started with ``--LabApp.expose_app_in_browser=True``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

KERNEL_IDLE = re.compile(r"Python 3 \(ipykernel\) \| (空闲|Idle)")
OPEN_TIMEOUT_MS = 90_000
RUN_TIMEOUT_MS = 300_000  # a whole lesson on a busy 2-core machine

# The code cells that Run All executes (JupyterLab skips empty ones).
_CODE_CELLS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets.filter(
  cell => cell.model.type === 'code' && cell.model.sharedModel.getSource().trim())"""

# Starts Clear All Outputs, then Run All; window.__labRunAll is set when Run All's promise
# settles (it resolves once every queued cell has finished). Clearing first makes sure every
# widget on the page afterwards is a live one talking to this kernel, not a saved picture.
_START_RUN_ALL_JS = """() => {
  const app = window.jupyterapp;
  window.__labRunAll = null;
  window.__labLastMissing = null;
  window.__labStablePolls = 0;
  app.commands.execute('notebook:clear-all-cell-outputs')
    .then(() => app.commands.execute('runmenu:run-all'))
    .then(() => { window.__labRunAll = 'settled'; },
          error => { window.__labRunAll = 'failed: ' + error; });
}"""

# Returns null until Run All settled and the kernel is idle, then {missing, errors, settled}:
# "missing" are code cells without an execution count (Run All stopped at an exception that
# was not expected, i.e. in a cell without the raises-exception tag). The model is read, not
# the DOM: cells far below the viewport may not be rendered yet.
_RUN_STATE_JS = (
    """() => {
  if (window.__labRunAll === null) return null;
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const cells = ("""
    + _CODE_CELLS_JS
    + """)();
  const busy = cells.some(cell => cell.model.executionState === 'running')
               || !kernel || kernel.status !== 'idle';
  const missing = cells.filter(cell => cell.model.executionCount === null).length;
  // Run All's promise settles at the first error, even one in a raises-exception cell, while
  // the cells queued after it still run; between two of them the kernel is idle for a moment.
  // So a finished run is an idle kernel with the same count on three polls in a row.
  if (busy || window.__labLastMissing !== missing) {
    window.__labLastMissing = busy ? null : missing;
    window.__labStablePolls = 0;
    return null;
  }
  if (++window.__labStablePolls < 3) return null;
  const errors = [...panel.node.querySelectorAll('.jp-OutputArea-output')]
    .filter(e => e.dataset.mimeType === 'application/vnd.jupyter.stderr'
                 && /Traceback|Error/.test(e.textContent))
    .map(e => e.textContent.slice(0, 400));
  return {missing, errors, settled: window.__labRunAll};
}"""
)


def open_notebook(page: Page, url: str, name: str) -> None:
    """Open notebook ``name`` at ``url`` and wait until *its* kernel is idle.

    The wait reads the notebook's own session (the status bar shows whichever tab is
    current), then the status bar text a student would look at.
    """
    page.goto(url)
    expect(page.locator(".jp-NotebookPanel").first).to_be_visible(timeout=OPEN_TIMEOUT_MS)
    page.wait_for_function(
        """name => { const panel = window.jupyterapp.shell.currentWidget;
                     const session = panel && panel.sessionContext && panel.sessionContext.session;
                     return panel.context.path === name && session && session.kernel
                            && session.kernel.status === 'idle'; }""",
        arg=name,
        timeout=OPEN_TIMEOUT_MS,
        polling=250,
    )
    expect(page.locator("#jp-main-statusbar").get_by_text(KERNEL_IDLE)).to_be_visible(timeout=OPEN_TIMEOUT_MS)


def run_all(page: Page) -> dict:
    """Clear the saved outputs, Run All (``runmenu:run-all``), wait until every cell ran."""
    page.evaluate(_START_RUN_ALL_JS)
    state = page.wait_for_function(_RUN_STATE_JS, timeout=RUN_TIMEOUT_MS, polling=250).json_value()
    assert state["settled"] == "settled", f"Run All 出错：{state['settled']}"
    assert state["missing"] == 0, (
        f"Run All 停在了半路：{state['missing']} 个代码单元没有执行。第一个意外的异常：{state['errors'][:1]}"
    )
    expect(page.locator("#jp-main-statusbar").get_by_text(KERNEL_IDLE)).to_be_visible(timeout=OPEN_TIMEOUT_MS)
    # Widgets render asynchronously after their cell finished.
    expect(page.get_by_text("Loading widget...")).to_have_count(0, timeout=OPEN_TIMEOUT_MS)
    return state


def widget_errors(page: Page) -> list[str]:
    """Texts of widget views that failed to render (ipywidgets shows 'Error displaying widget')."""
    return page.locator(".jp-OutputArea-output", has_text="Error displaying widget").all_inner_texts()


def mermaid_blocks(notebook: Path) -> int:
    """How many ```mermaid fenced blocks the notebook's Markdown cells contain."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    sources = (
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in cells
        if c["cell_type"] == "markdown"
    )
    return sum(len(re.findall(r"^\s*```mermaid\s*$", text, flags=re.MULTILINE)) for text in sources)


def rendered_mermaid_svgs(page: Page, expected: int) -> int:
    """Wait for ``expected`` mermaid diagrams rendered as loaded SVG images; return the count."""
    images = page.locator(".jp-RenderedMermaid img[src^='data:image/svg+xml']")
    expect(images).to_have_count(expected, timeout=OPEN_TIMEOUT_MS)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-RenderedMermaid img')]"
        ".every(img => img.complete && img.naturalWidth > 0)",
        timeout=OPEN_TIMEOUT_MS,
    )
    return images.count()


def platform_fonts(page: Page, selector: str) -> list[str]:
    """Font families Chromium really used to draw the text of the first ``selector`` match."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        return [font["familyName"] for font in fonts]
    finally:
        cdp.detach()


def widget_cell(page: Page, css_class: str) -> Locator:
    """The first code cell whose output holds an element with ``css_class``.

    All parts of one widget are looked up inside this cell, so a lesson with two instances
    of a widget never mixes the Next button of one with the view of the other.
    """
    cell = page.locator(".jp-CodeCell", has=page.locator(f".{css_class}")).first
    expect(cell).to_be_visible(timeout=OPEN_TIMEOUT_MS)
    cell.locator(f".{css_class}").first.scroll_into_view_if_needed()
    return cell


def part(cell: Locator, css_class: str) -> Locator:
    """One stable-class element of a widget inside ``cell`` (the first if several)."""
    return cell.locator(f".{css_class}").first


def type_into(widget: Locator, text: str) -> None:
    """Replace the text of an ipywidgets Text/Textarea (the class sits on its wrapper div)."""
    field = (
        widget.locator("textarea, input").first
        if widget.evaluate("e => !['INPUT', 'TEXTAREA'].includes(e.tagName)")
        else widget
    )
    field.fill(text)
    # ipywidgets syncs Text on input events already; blur makes continuous_update=False sync too.
    field.blur()


def select_containing(dropdown: Locator, text: str) -> None:
    """Pick the option of an ipywidgets Dropdown whose label contains ``text``."""
    select = dropdown.locator("select").first
    # Wait until an option carries the text: a view just drawn can list its options before
    # their labels are set (seen as ['', '', ...] on a busy machine). textContent, not
    # innerText: the options of a closed <select> are not laid out.
    option = select.locator("option", has_text=text).first
    try:
        expect(option).to_have_count(1, timeout=OPEN_TIMEOUT_MS)
    except AssertionError:
        labels = select.locator("option").all_text_contents()
        raise AssertionError(f"下拉框里没有包含 {text!r} 的选项：{labels}") from None
    select.select_option(label=option.text_content())
