"""An interactive three-layer funnel: type (or pick) raw arguments, see where they stop.

The view lights the layers the input passed (green), the one that stopped it (red) and the
ones it never reached (grey), then shows the exact tool result the model would read. The
widget only *displays* ``lab_code.arguments.validator.handle``; it decides nothing itself.

Drive it from Python the same way a browser does — ``FunnelWidget(schema).submit(text)``
returns the result dict and updates the view — so tests need no browser. CSS classes for
browser tests: ``lab-funnel-preset``, ``lab-funnel-input``, ``lab-funnel-run``, ``lab-funnel-view``.

Lessons: 02
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from lab_code.arguments.validator import BusinessCheck, handle
from lab_code.wire.misbehaviour import READ_FILE_ARGUMENTS
from lab_code.wire.tool_results import to_tool_content

LAYERS = (
    ("第 1 层 · 解析", "json.loads 能解析吗？是对象吗？", "invalid_json"),
    ("第 2 层 · 格式", "符合 schema 吗？必填 / 类型 / 取值范围 / 多余参数", "invalid_arguments"),
    ("第 3 层 · 业务和权限", "这个调用允许执行吗？路径范围 / 用户权限", "permission_denied"),
)
COLOURS = {"passed": "#2b8a3e", "stopped": "#c92a2a", "skipped": "#adb5bd"}
MARKS = {"passed": "✔ 通过", "stopped": "✘ 停在这里", "skipped": "… 没有走到"}


def stopped_at(result: dict) -> int | None:
    """1–3 = the layer that refused, 4 = all passed, None = our own bug (``internal_error``)."""
    if result.get("ok"):
        return 4
    error_type = result.get("error_type")
    if error_type == "internal_error":
        return None
    for number, (_, _, layer_error) in enumerate(LAYERS, start=1):
        if error_type == layer_error:
            return number
    return 3  # any other expected failure (a ToolError such as not_found) comes from layer 3


def _layer_box(number: int, title: str, question: str, state: str) -> str:
    colour = COLOURS[state]
    inset = (number - 1) * 4  # each layer a little narrower: it is a funnel
    return (
        f"<div class='lab-funnel-layer lab-funnel-{state}' style='border-left:6px solid {colour};"
        f"padding:4px 10px;margin:3px {inset}%;background:{colour}14'><b>{html.escape(title)}</b>"
        f" <span style='color:{colour}'>{MARKS[state]}</span><br>"
        f"<small>{html.escape(question)}</small></div>"
    )


def render_funnel(result: dict) -> str:
    """HTML of the funnel for one result of ``handle``."""
    stop = stopped_at(result)
    boxes = []
    for number, (title, question, _) in enumerate(LAYERS, start=1):
        if stop is None or number > stop:
            state = "skipped"
        else:
            state = "stopped" if number == stop else "passed"
        boxes.append(_layer_box(number, title, question, state))
    if stop == 4:
        verdict = (
            "<p style='color:#2b8a3e'><b>→ 三层都通过：现在才真正执行工具。</b>"
            "下面是 handle 交给工具的结果；模型随后收到的是工具的输出。</p>"
        )
    elif stop is None:
        verdict = (
            "<p style='color:#c92a2a'><b>→ 程序自身出错（internal_error）：这是我们的 bug，"
            "程序停下，不交给模型去修。</b></p>"
        )
    else:
        verdict = "<p><b>→ 没有执行工具；下面这条结果作为 tool 消息回给模型：</b></p>"
    return (
        f"<div class='lab-funnel'>{''.join(boxes)}{verdict}"
        f"<pre style='white-space:pre-wrap;word-break:break-all'>{html.escape(to_tool_content(result))}"
        "</pre></div>"
    )


class FunnelWidget(widgets.VBox):
    """Preset dropdown + text area + run button + funnel view for one tool schema.

    ``presets`` maps a label to a raw ``arguments`` string; by default they are the course's
    catalogue for ``read_file`` (``lab_code.wire.misbehaviour.READ_FILE_ARGUMENTS``).
    """

    def __init__(
        self, schema: dict, check_business: BusinessCheck | None = None, presets: dict[str, str] | None = None
    ):
        self.schema, self.check_business = schema, check_business
        if presets is None:
            presets = {case.description: case.raw for case in READ_FILE_ARGUMENTS.values()}
        self.preset = widgets.Dropdown(
            options=[("（选一个常见错误）", "")] + list(presets.items()), description="预设"
        )
        self.input = widgets.Textarea(
            placeholder='模型给的 arguments 字符串，例如 {"path": "a.txt"}',
            layout=widgets.Layout(width="95%", height="70px"),
        )
        self.run_button = widgets.Button(description="送进漏斗", icon="filter", button_style="primary")
        self.view = widgets.HTML("<i>选一个预设或自己输入，然后点「送进漏斗」。</i>")
        for widget, part in (
            (self.preset, "preset"),
            (self.input, "input"),
            (self.run_button, "run"),
            (self.view, "view"),
        ):
            widget.add_class(f"lab-funnel-{part}")
        self.preset.observe(self._on_preset, names="value")
        self.run_button.on_click(lambda _: self.submit())
        super().__init__([self.preset, self.input, self.run_button, self.view])

    def _on_preset(self, change: dict) -> None:
        if change["new"]:
            self.input.value = change["new"]

    def submit(self, text: str | None = None) -> dict:
        """Run ``text`` (default: what is in the text area) through the funnel and show it."""
        if text is not None:
            self.input.value = text
        result = handle(self.input.value, self.schema, self.check_business)
        self.view.value = render_funnel(result)
        return result
