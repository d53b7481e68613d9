"""What a student does on the in-browser site (JupyterLite), as Playwright steps.

Like ``jupyterlab_page`` for the desktop: every wait is on the page's own state (the notebook
model, the kernel's status), never a fixed sleep. The site exposes ``window.jupyterapp``
(``exposeAppInBrowser`` in its ``jupyter-lite.json``), so Run All is JupyterLab's own command.
JupyterLite's Run All stops at a cell that raises, even one tagged ``raises-exception`` (the
desktop's kernel keeps going): as a student would, the run then continues with "Run All Below"
from the first cell that did not run.
"""

from __future__ import annotations

from playwright.sync_api import Page

KERNEL_START_TIMEOUT_MS = 180_000  # Pyodide and the course's wheels on a busy 2-core machine
RUN_TIMEOUT_MS = 600_000

_KERNEL_IDLE_JS = """name => { const app = window.jupyterapp; if (!app) return false;
  const panel = app.shell.currentWidget;
  const session = panel && panel.sessionContext && panel.sessionContext.session;
  return !!(panel && panel.context && panel.context.path === name && session && session.kernel
            && session.kernel.status === 'idle'); }"""

# Starts `command` from cell `index`; window.__liteRun says when its promise settled.
_START_JS = """([command, index]) => { const app = window.jupyterapp; const panel = app.shell.currentWidget;
  window.__liteRun = null; window.__liteStable = 0;
  if (index !== null) panel.content.activeCellIndex = index;
  app.commands.execute(command).then(() => { window.__liteRun = 'settled'; },
                                     error => { window.__liteRun = 'failed: ' + error; }); }"""

# Settled, and the kernel idle with no cell running on several polls in a row.
_DONE_JS = """() => { if (window.__liteRun === null) return false;
  const panel = window.jupyterapp.shell.currentWidget;
  const busy = panel.content.widgets.some(cell => cell.model.executionState === 'running')
               || panel.sessionContext.session.kernel.status !== 'idle';
  if (busy) { window.__liteStable = 0; return false; }
  return ++window.__liteStable >= 6; }"""

_FIRST_NOT_RUN_JS = """() => { const cells = window.jupyterapp.shell.currentWidget.content.widgets;
  return cells.findIndex(cell => cell.model.type === 'code' && cell.model.sharedModel.getSource().trim()
                                 && cell.model.executionCount === null); }"""


def open_lesson(page: Page, base_url: str, name: str) -> None:
    """Open ``name`` from the site's file list (as the README's link does) and wait for the kernel."""
    page.goto(f"{base_url}lab/index.html?path={name}")
    page.wait_for_function(_KERNEL_IDLE_JS, arg=name, timeout=KERNEL_START_TIMEOUT_MS, polling=250)


def _run(page: Page, command: str, index: int | None) -> None:
    page.evaluate(_START_JS, [command, index])
    page.wait_for_function(_DONE_JS, timeout=RUN_TIMEOUT_MS, polling=250)


def run_all(page: Page) -> int:
    """Clear the outputs, Run All, continue below expected errors; return how many restarts."""
    _run(page, "notebook:clear-all-cell-outputs", None)
    _run(page, "runmenu:run-all", None)
    restarts = 0
    while (first := page.evaluate(_FIRST_NOT_RUN_JS)) >= 0:
        restarts += 1
        assert restarts <= 20, "Run All Below 停不下来：同一个单元一直没有运行"
        _run(page, "notebook:run-all-below", first)
    return restarts


def notebook_json(page: Page) -> dict:
    """The open notebook as the page holds it (sources and outputs), in nbformat's JSON."""
    return page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.toJSON()")


def set_cell_source(page: Page, cell_id: str, source: str) -> None:
    """Replace a cell's code, as typing into it does (the shared model, which is what gets saved)."""
    found = page.evaluate(
        """([id, source]) => { const cells = window.jupyterapp.shell.currentWidget.content.widgets;
             const cell = cells.find(c => c.model.sharedModel.getId() === id);
             if (!cell) return false; cell.model.sharedModel.setSource(source); return true; }""",
        [cell_id, source],
    )
    assert found, f"没有 id 为 {cell_id} 的单元"


def run_cells(page: Page, *cell_ids: str) -> None:
    """Run the given cells one after another (Shift+Enter on each)."""
    for cell_id in cell_ids:
        index = page.evaluate(
            """id => window.jupyterapp.shell.currentWidget.content.widgets
                       .findIndex(c => c.model.sharedModel.getId() === id)""",
            cell_id,
        )
        assert index >= 0, f"没有 id 为 {cell_id} 的单元"
        _run(page, "notebook:run-cell", index)


def cell_text(page: Page, cell_id: str) -> str:
    """Everything a cell printed (streams and plain-text data), as the model holds it."""
    cell = next(c for c in notebook_json(page)["cells"] if c["id"] == cell_id)
    parts = []
    for output in cell.get("outputs", []):
        text = output.get("text") or output.get("data", {}).get("text/plain") or ""
        parts.append("".join(text) if isinstance(text, list) else text)
        if output.get("output_type") == "error":
            parts.append(f"{output['ename']}: {output['evalue']}")
    return "".join(parts)


def save(page: Page) -> None:
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function(
        "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=60_000, polling=250
    )
