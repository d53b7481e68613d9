"""A Next/Back step-through of lesson 01's round trip: watch ``messages`` grow.

Each step shows the JSON that crossed the wire and the ``messages`` list as it stands after
that step. Every ``tool_call_id`` gets its own colour, so you can see which ``tool`` message
answers which call. Drive it from Python (``.next()``, ``.back()``) or with the buttons.

Lessons: 01
"""

from __future__ import annotations

import html
import json

from lab_code.widgets.step_viewer import StepViewer
from lab_code.wire.roundtrip import RoundTripStep
from lab_code.wire.shorten import shorten

ID_COLOURS = ("#d9480f", "#1971c2", "#2b8a3e", "#862e9c", "#e67700", "#0b7285")
ROLE_COLOURS = {"system": "#868e96", "user": "#495057", "assistant": "#364fc7", "tool": "#5f3dc4"}
PAYLOAD_CHARS = 1800  # enough for every payload of the lesson; longer ones are cut and say so


def _chip(call_id: str, colours: dict) -> str:
    colour = colours.setdefault(call_id, ID_COLOURS[len(colours) % len(ID_COLOURS)])
    return (
        f"<span class='lab-chip' style='background:{colour};color:white;border-radius:4px;"
        f"padding:0 5px;font-family:monospace'>{html.escape(call_id)}</span>"
    )


def _message_row(index: int, msg: dict, colours: dict) -> str:
    role = msg.get("role", "?")
    if msg.get("tool_calls"):
        body = "提出调用 " + " ".join(
            f"{_chip(c['id'], colours)} <code>{html.escape(c['function']['name'])}"
            f"({html.escape(c['function']['arguments'])})</code>"
            for c in msg["tool_calls"]
        )
    elif role == "tool":
        first_line = (msg.get("content") or "").splitlines()[0] if msg.get("content") else ""
        body = f"回答 {_chip(msg['tool_call_id'], colours)} → <code>{html.escape(first_line)}</code> …"
    else:
        body = html.escape(str(msg.get("content")))
    return (
        f"<tr><td style='color:#868e96'>[{index}]</td><td><b style='color:"
        f"{ROLE_COLOURS.get(role, '#000')}'>{role}</b></td><td>{body}</td></tr>"
    )


def render_step(step: RoundTripStep, total: int) -> str:
    """HTML of one step: the title, the messages table with coloured ids, the raw JSON."""
    colours: dict = {}
    rows = "".join(_message_row(i, m, colours) for i, m in enumerate(step.messages))
    payload = shorten(json.dumps(step.payload, ensure_ascii=False, indent=2), PAYLOAD_CHARS)
    return (
        f"<div class='lab-roundtrip-step'><h4>第 {step.number} / {total} 步：{html.escape(step.title)}</h4>"
        f"<p>messages 现在有 <b>{len(step.messages)}</b> 条：</p>"
        f"<table style='border-collapse:collapse'>{rows}</table>"
        f"<details><summary>这一步真实的 JSON</summary><pre style='max-height:320px;overflow:auto'>"
        f"{html.escape(payload)}</pre></details></div>"
    )


class RoundTripStepper(StepViewer):
    """Back / Next through the five steps of a round trip."""

    def __init__(self, steps: list[RoundTripStep]):
        if not steps:
            raise ValueError("RoundTripStepper 需要至少一步；先运行 run_roundtrip(...) 得到 steps。")
        super().__init__(
            steps, css_prefix="lab-roundtrip", back_label="上一步 Back", next_label="下一步 Next"
        )

    def render_step(self, index: int) -> str:
        return render_step(self.steps[index], len(self.steps))

    def next(self) -> int:
        self.move(+1)
        return self.index

    def back(self) -> int:
        self.move(-1)
        return self.index
