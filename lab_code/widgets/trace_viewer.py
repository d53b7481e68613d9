"""Step through an agent run: Prev / Next buttons and one HTML view of the current step.

Feed it the rows of ``Trace.steps(run_id)`` (lesson 07). Each step shows the tool, its
arguments, ok / error type, exit code, how many knowledge hits the program appended, the
durations and the start of the result. Stable CSS classes for browser tests:
``lab-trace-prev``, ``lab-trace-next``, ``lab-trace-view``. Tests drive it without a browser
through ``.next()``, ``.prev()`` and ``.current()``.

    >>> w = TraceViewer([{"n": 1, "tool": "list_files", "args": {"path": "."}, "ok": 1}])
    >>> w.current()["tool"], w.next(), w.index
    ('list_files', False, 0)

Lessons: 07
"""

from __future__ import annotations

import html
import json

import ipywidgets as widgets

from lab_code.widgets.step_viewer import StepViewer


def step_html(step: dict, index: int, total: int, *, timing: bool = True) -> str:
    """The HTML of one step; ``timing=False`` drops durations (for stable printed output)."""
    ok = bool(step.get("ok"))
    exit_code = step.get("exit_code")
    status = (
        "✅ ok"
        if ok and exit_code in (None, 0)
        else (f"⚠️ exit={exit_code}" if ok else f"❌ {step.get('error_type')}")
    )
    rows = [
        ("工具", step.get("tool", "?")),
        ("参数", json.dumps(step.get("args"), ensure_ascii=False)),
        ("结果", status),
    ]
    if step.get("knowledge_hits"):
        rows.append(("程序附加的知识库命中", str(step["knowledge_hits"])))
    if timing:
        rows.append(("耗时", f"{step.get('duration_ms', 0):.1f} ms（工具 {step.get('tool_ms', 0):.1f} ms）"))
    body = "".join(
        f"<tr><th style='text-align:left;padding-right:1em'>{html.escape(k)}</th>"
        f"<td><code>{html.escape(v)}</code></td></tr>"
        for k, v in rows
    )
    excerpt = html.escape(step.get("excerpt") or "")
    return (
        f"<div><b>第 {index + 1} / {total} 步</b><table>{body}</table>"
        f"<pre style='max-height:16em;overflow:auto;white-space:pre-wrap'>{excerpt}</pre></div>"
    )


class TraceViewer(StepViewer):
    """Prev/Next through ``steps`` (dicts as returned by ``Trace.steps``)."""

    empty_html = "<i>这次运行没有任何工具步骤。</i>"

    def __init__(self, steps: list[dict], *, timing: bool = True):
        self.timing = timing
        super().__init__(steps, css_prefix="lab-trace", back_class="prev")

    @property
    def prev_button(self) -> widgets.Button:
        return self.back_button

    def render_step(self, index: int) -> str:
        return step_html(self.steps[index], index, len(self.steps), timing=self.timing)

    def current(self) -> dict | None:
        return self.steps[self.index] if self.steps else None

    def next(self) -> bool:
        """Move one step forward; False (and no change) at the last step."""
        return self.move(+1)

    def prev(self) -> bool:
        return self.move(-1)
