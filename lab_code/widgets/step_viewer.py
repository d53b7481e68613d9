"""Back / Next through a list of steps, one HTML view of the current one.

The shared mechanics of the course's step-through widgets (lesson 01's round trip, lesson
07's trace viewer): two buttons disabled at the ends, an HTML view, stable CSS classes for
browser tests (``<prefix>-back``/``-next``/``-view`` by default), and a Python API so tests
drive it without a browser. A subclass only says how one step looks (``render_step``).

Lessons: 01, 07
"""

from __future__ import annotations

import ipywidgets as widgets


class StepViewer(widgets.VBox):
    empty_html = "<i>没有可以查看的步骤。</i>"

    def __init__(
        self,
        steps: list,
        *,
        css_prefix: str,
        back_class: str = "back",
        back_label: str = "上一步",
        next_label: str = "下一步",
    ):
        self.steps, self.index = list(steps), 0
        self.back_button = widgets.Button(description=back_label, icon="arrow-left")
        self.next_button = widgets.Button(description=next_label, icon="arrow-right")
        self.view = widgets.HTML()
        self.back_button.add_class(f"{css_prefix}-{back_class}")
        self.next_button.add_class(f"{css_prefix}-next")
        self.view.add_class(f"{css_prefix}-view")
        self.back_button.on_click(lambda _: self.move(-1))
        self.next_button.on_click(lambda _: self.move(+1))
        super().__init__([widgets.HBox([self.back_button, self.next_button]), self.view])
        self._render()

    def render_step(self, index: int) -> str:
        raise NotImplementedError("a StepViewer subclass says how one step looks")

    def move(self, delta: int) -> bool:
        """Go ``delta`` steps; False (and no change) when that leaves the list."""
        target = self.index + delta
        if not 0 <= target < len(self.steps):
            return False
        self.index = target
        self._render()
        return True

    def _render(self) -> None:
        self.view.value = self.render_step(self.index) if self.steps else self.empty_html
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= len(self.steps)
