"""Step through an agent run: Prev / Next buttons and one HTML view of the current step.

Feed it the rows of ``Trace.steps(run_id)`` (lesson 07). Each step shows the tool, its
arguments, ok / error type, exit code, how many knowledge hits the program appended, the
durations and the start of the result. Stable CSS classes for browser tests:
``lab-trace-prev``, ``lab-trace-next``, ``lab-trace-view``. Tests drive it without a browser
through ``.next()``, ``.prev()`` and ``.current()``.

    >>> w = TraceViewer([{"n": 1, "tool": "list_files", "args": {"path": "."}, "ok": 1}])
    >>> w.current()["tool"], w.next(), w.index
    ('list_files', False, 0)
"""
from __future__ import annotations

import html
import json

import ipywidgets as widgets


def step_html(step: dict, index: int, total: int, *, timing: bool = True) -> str:
    """The HTML of one step; ``timing=False`` drops durations (for stable printed output)."""
    ok = bool(step.get("ok"))
    exit_code = step.get("exit_code")
    status = "✅ ok" if ok and exit_code in (None, 0) else (
        f"⚠️ exit={exit_code}" if ok else f"❌ {step.get('error_type')}")
    rows = [("工具", step.get("tool", "?")),
            ("参数", json.dumps(step.get("args"), ensure_ascii=False)),
            ("结果", status)]
    if step.get("knowledge_hits"):
        rows.append(("程序附加的知识库命中", str(step["knowledge_hits"])))
    if timing:
        rows.append(("耗时", f"{step.get('duration_ms', 0):.1f} ms（工具 {step.get('tool_ms', 0):.1f} ms）"))
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{html.escape(k)}</th>"
                   f"<td><code>{html.escape(v)}</code></td></tr>" for k, v in rows)
    excerpt = html.escape(step.get("excerpt") or "")
    return (f"<div><b>第 {index + 1} / {total} 步</b><table>{body}</table>"
            f"<pre style='max-height:16em;overflow:auto;white-space:pre-wrap'>{excerpt}</pre></div>")


class TraceViewer(widgets.VBox):
    """Prev/Next through ``steps`` (dicts as returned by ``Trace.steps``)."""

    def __init__(self, steps: list[dict], *, timing: bool = True):
        self.steps, self.timing, self.index = list(steps), timing, 0
        self.prev_button = widgets.Button(description="上一步")
        self.next_button = widgets.Button(description="下一步")
        self.view = widgets.HTML()
        self.prev_button.add_class("lab-trace-prev")
        self.next_button.add_class("lab-trace-next")
        self.view.add_class("lab-trace-view")
        self.prev_button.on_click(lambda _: self.prev())
        self.next_button.on_click(lambda _: self.next())
        super().__init__([widgets.HBox([self.prev_button, self.next_button]), self.view])
        self._render()

    def current(self) -> dict | None:
        return self.steps[self.index] if self.steps else None

    def next(self) -> bool:
        """Move one step forward; False (and no change) at the last step."""
        if self.index + 1 >= len(self.steps):
            return False
        self.index += 1
        self._render()
        return True

    def prev(self) -> bool:
        if self.index == 0:
            return False
        self.index -= 1
        self._render()
        return True

    def _render(self) -> None:
        if not self.steps:
            self.view.value = "<i>这次运行没有任何工具步骤。</i>"
        else:
            self.view.value = step_html(self.steps[self.index], self.index, len(self.steps), timing=self.timing)
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= len(self.steps)
