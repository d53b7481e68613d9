"""A widget for lesson 04: edit a raw model reply, see what each of the three options runs.

Pick a preset (one per corpus family) or type your own reply; the view shows, side by side,
what option 1 (tags + regex), option 2 (tags + registry binding) and option 3 (native
``tool_calls``) would execute, and why something was not executed. Option 3 never reads
calls out of text: a preset shows its native form; an edited reply is ``content`` only.

Stable CSS classes for browser tests: ``lab-options-preset``, ``lab-options-input``,
``lab-options-run``, ``lab-options-view``. Python API for tests: ``.submit(text)`` and
``.choose(family)``, both returning the outcome dict that was rendered.
``python -m lab_code.widgets.three_options`` prints the first line of each column per preset::

    clean_tagged     | 执行 send_email {"to": "dev7@e | 执行 send_email {"to": "dev7@e | 执行 send_email {"to": "dev7@e
    ...
    pretend_about    | 执行 get_weather {"city": "北京" | 执行 get_weather {"city": "北京" | 不执行任何工具

Lessons: 04
"""

from __future__ import annotations

import html
import json

import ipywidgets as widgets
from IPython.display import display

from lab_code.options.demo_data import demo_registry
from lab_code.options.native_calling import parse_native
from lab_code.options.reply_corpus import FAMILIES, build_corpus
from lab_code.options.tool_registry import Binding

OPTION_TITLES = ("方案一 文本协议", "方案二 注册表", "方案三 原生调用")


def _describe_binding(b: Binding) -> str:
    if b.ok:
        dropped = f"（丢弃多余参数 {b.dropped}）" if b.dropped else ""
        return f"执行 {b.name} {json.dumps(b.arguments, ensure_ascii=False)}{dropped}"
    return f"不执行 {b.name}，回给模型：{b.error['error_type']} · {b.error['message']}"


class ThreeOptionsWidget:
    def __init__(self, seed: int | None = None):
        self.registry = demo_registry()
        corpus = build_corpus(seed, per_family=1)
        self.presets = {item.family: item for item in corpus}
        self.preset = widgets.Dropdown(
            options=[(f"{FAMILIES[f]}（{f}）", f) for f in self.presets], description="预设"
        )
        self.input = widgets.Textarea(layout=widgets.Layout(width="100%", height="8em"))
        self.run_button = widgets.Button(description="看三种方案怎么解析", button_style="primary")
        self.view = widgets.HTML()
        self.preset.add_class("lab-options-preset")
        self.input.add_class("lab-options-input")
        self.run_button.add_class("lab-options-run")
        self.view.add_class("lab-options-view")
        self.preset.observe(lambda change: self.choose(change["new"]), names="value")
        self.run_button.on_click(lambda _: self.submit(self.input.value))
        self.box = widgets.VBox([self.preset, self.input, self.run_button, self.view])
        self.choose(self.preset.value)

    def choose(self, family: str) -> dict:
        if family not in self.presets:
            raise ValueError(f"没有预设 {family!r}；可选：{list(self.presets)}")
        if self.preset.value != family:
            self.preset.value = family  # the observer calls back into choose()
            return self.last
        return self.submit(self.presets[family].text)

    def outcome(self, text: str) -> dict:
        """What each option does with ``text``; the dict the view renders."""
        parsed, bindings = self.registry.parse_reply(text)
        option1 = [
            f"执行 {c.name} {json.dumps(c.arguments, ensure_ascii=False)}（参数不检查）" for c in parsed.calls
        ]
        option2 = [_describe_binding(b) for b in bindings]
        preset = self.presets.get(self.preset.value)
        if preset is not None and preset.text == text:
            native = preset.native
            option3 = [_describe_binding(c.binding) for c in parse_native(native, self.registry)]
            note3 = "content：" + (native.get("content") or "（空）")
        else:
            option3, note3 = [], "改过的文字在原生调用里只会是 content：方案三不从文字里找调用"
        return {
            "option1": option1 or ["不执行任何工具，当作普通回答"],
            "option2": option2 or ["不执行任何工具，当作普通回答"],
            "option3": option3 or ["不执行任何工具"],
            "notes": [parsed.problems, parsed.problems, [note3]],
        }

    def submit(self, text: str) -> dict:
        if not isinstance(text, str):
            raise TypeError(f"submit 需要一段文字（str），收到 {type(text).__name__}")
        self.input.value = text
        self.last = self.outcome(text)
        self.view.value = self._render(self.last)
        return self.last

    def _render(self, outcome: dict) -> str:
        cells = []
        for title, key, notes in zip(
            OPTION_TITLES, ("option1", "option2", "option3"), outcome["notes"], strict=True
        ):
            lines = "".join(f"<li>{html.escape(line)}</li>" for line in outcome[key])
            why = "".join(f"<li style='color:#777'>{html.escape(n)}</li>" for n in notes)
            cells.append(
                f"<td style='vertical-align:top;padding:4px 8px'><b>{title}</b><ul>{lines}{why}</ul></td>"
            )
        return f"<table><tr>{''.join(cells)}</tr></table>"

    def _ipython_display_(self):
        display(self.box)


if __name__ == "__main__":
    demo = ThreeOptionsWidget()
    for family in FAMILIES:
        shown = demo.choose(family)
        print(
            f"{family:<16} | {shown['option1'][0][:28]:<28} | {shown['option2'][0][:28]:<28} | {shown['option3'][0][:28]}"
        )
