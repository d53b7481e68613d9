"""Lesson 09's drill widgets: flashcards with Leitner boxes, and a mock interview with a clock.

Both only display what ``lab_code.interview`` decides: ``FlashcardView`` shows a
``FlashcardSession`` (flip, then rate 不会 / 模糊 / 会; every rating is saved by the session),
``MockInterviewView`` shows a ``MockInterview``. The countdown is an ``ipywidgets.Play`` that
ticks in the browser: executing the notebook (nbval) never starts it, so outputs are stable.

Before the cell runs (a notebook opened from disk is not trusted, so JupyterLab does not draw
the saved widget), the output shows ``text_fallback()``: what the widget is and what to do,
instead of the widget's repr.

Python API for tests (no browser): ``FlashcardView.reveal()`` / ``.rate(r)``,
``MockInterviewView.ask()`` / ``.reveal()`` / ``.rate(r)``, ``.tick(seconds)``.
CSS classes for the browser test: ``lab-cards-{view,status,reveal,again,hard,good,next}`` and
``lab-mock-{ask,question,start,clock,play,reveal,answer,again,hard,good}``.

Lessons: 09
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from lab_code.interview.bank import DECKS, Card
from lab_code.interview.flashcards import FlashcardSession
from lab_code.interview.leitner import RATINGS
from lab_code.interview.mock import MockInterview, clock_text, time_is_up

RATING_STYLES = {"again": "danger", "hard": "warning", "good": "success"}


def card_html(card: Card | None, revealed: bool) -> str:
    if card is None:
        return "<p><b>这一轮的卡片都看完了。</b>点「下一轮」开始新的一轮（只有到期的卡片会出现）。</p>"
    front = (
        f"<div style='color:#666'>{DECKS[card.deck]} · {html.escape(card.id)}</div>"
        f"<div style='font-size:1.15em;margin:6px 0'><b>{html.escape(card.front)}</b></div>"
    )
    if not revealed:
        return front + "<div style='color:#999'>先在心里（或出声）回答，再点「翻面」。</div>"
    sources = " · ".join(link.label for link in card.all_links)
    return (
        front
        + f"<div class='lab-cards-back' style='border-left:4px solid #4c72b0;padding-left:8px'>{html.escape(card.back)}</div>"
        + f"<div style='color:#666;font-size:0.9em;margin-top:4px'>出处：{html.escape(sources)}</div>"
    )


def _rating_buttons(prefix: str, on_rate) -> dict[str, widgets.Button]:
    buttons = {}
    for rating, label in RATINGS.items():
        button = widgets.Button(description=label, button_style=RATING_STYLES[rating])
        button.add_class(f"{prefix}-{rating}")
        button.on_click(lambda _, r=rating: on_rate(r))
        buttons[rating] = button
    return buttons


class _TextBeforeRunning:
    """The output's plain text is ``text_fallback()``: JupyterLab shows it (not the saved widget,
    and not the widget's repr) in a notebook opened from disk, before the cell runs."""

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = self.text_fallback()
        return bundle


class FlashcardView(_TextBeforeRunning, widgets.VBox):
    def __init__(self, session: FlashcardSession):
        self.session = session
        self.status = widgets.HTML()
        self.view = widgets.HTML()
        self.reveal_button = widgets.Button(description="翻面", icon="refresh", button_style="primary")
        self.next_button = widgets.Button(description="下一轮", icon="forward")
        self.buttons = _rating_buttons("lab-cards", self.rate)
        for widget, part in (
            (self.status, "status"),
            (self.view, "view"),
            (self.reveal_button, "reveal"),
            (self.next_button, "next"),
        ):
            widget.add_class(f"lab-cards-{part}")
        self.reveal_button.on_click(lambda _: self.reveal())
        self.next_button.on_click(lambda _: self.next_session())
        row = widgets.HBox([self.reveal_button, *self.buttons.values(), self.next_button])
        super().__init__([self.status, self.view, row])
        self._render()

    def text_fallback(self) -> str:
        # no counts: a saved output would show the build's state, not this student's progress
        return (
            "【闪卡】运行这个单元，这里会出现可以翻面、打分（不会 / 模糊 / 会）的卡片，"
            "从你的进度文件里上次停下的地方接着来。"
        )

    def reveal(self) -> Card | None:
        card = self.session.reveal()
        self._render()
        return card

    def rate(self, rating: str) -> Card | None:
        card = self.session.rate(rating)
        self._render()
        return card

    def next_session(self) -> int:
        count = self.session.start_next_session()
        self._render()
        return count

    def _render(self) -> None:
        s = self.session.status()
        boxes = " ".join(f"盒{box}:{n}" for box, n in s["boxes"].items())
        notes = "".join(f"<div style='color:#8a6d3b'>{html.escape(n)}</div>" for n in s["notes"][-3:])
        self.status.value = f"<div>第 {s['session']} 轮 · 这一轮还剩 {s['left']} 张 · {boxes}</div>{notes}"
        card = self.session.current()
        self.view.value = card_html(card, self.session.revealed)
        self.reveal_button.disabled = card is None or self.session.revealed
        for button in self.buttons.values():
            button.disabled = card is None or not self.session.revealed
        self.next_button.disabled = card is not None


class MockInterviewView(_TextBeforeRunning, widgets.VBox):
    def __init__(self, mock: MockInterview):
        self.mock = mock
        self.ask_button = widgets.Button(description="出一道题", icon="question", button_style="primary")
        self.question = widgets.HTML("<i>点「出一道题」开始。</i>")
        self.start_button = widgets.Button(description="开始计时", icon="play")
        self.clock = widgets.HTML()
        self.play = widgets.Play(
            min=0, max=mock.seconds, step=1, interval=1000, layout=widgets.Layout(display="none")
        )
        self.reveal_button = widgets.Button(description="看参考答案和追问", icon="eye")
        self.answer = widgets.HTML()
        self.buttons = _rating_buttons("lab-mock", self.rate)
        parts = (
            (self.ask_button, "ask"),
            (self.question, "question"),
            (self.start_button, "start"),
            (self.clock, "clock"),
            (self.play, "play"),
            (self.reveal_button, "reveal"),
            (self.answer, "answer"),
        )
        for widget, part in parts:
            widget.add_class(f"lab-mock-{part}")
        self.ask_button.on_click(lambda _: self.ask())
        self.start_button.on_click(lambda _: self.start())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.play.observe(lambda change: self.tick(change["new"]), names="value")
        super().__init__(
            [
                self.ask_button,
                self.question,
                widgets.HBox([self.start_button, self.clock, self.play]),
                self.reveal_button,
                self.answer,
                widgets.HBox(list(self.buttons.values())),
            ]
        )
        self._enable(asked=False, revealed=False)

    def text_fallback(self) -> str:
        return (
            f"【模拟面试】运行这个单元，点「出一道题」：出声回答，倒计时 {clock_text(self.mock.seconds)}；"
            "然后看参考答案和面试官的一条追问，给自己打分。"
        )

    def _enable(self, asked: bool, revealed: bool) -> None:
        self.start_button.disabled = not asked
        self.reveal_button.disabled = not asked or revealed
        for button in self.buttons.values():
            button.disabled = not revealed

    def ask(self) -> Card:
        self.play.playing = False
        round_ = self.mock.next_question()
        self.play.value = 0
        self.question.value = (
            f"<div style='color:#666'>{DECKS[round_.card.deck]}</div>"
            f"<div style='font-size:1.15em'><b>{html.escape(round_.card.front)}</b></div>"
            "<div style='color:#999'>结论 → 原因 → 代价/边界 → 证据，说一分钟左右。</div>"
        )
        self.answer.value = ""
        self.tick(0)
        self._enable(asked=True, revealed=False)
        return round_.card

    def start(self) -> None:
        self.play.value = 0
        self.play.playing = True  # the browser ticks value up once a second

    def tick(self, elapsed: int) -> str:
        """Show the clock ``elapsed`` seconds after the start (the Play widget calls this)."""
        if time_is_up(self.mock.seconds, elapsed):
            self.play.playing = False
            shown = "<b style='color:#c92a2a'>时间到：收个尾，然后看参考答案。</b>"
        else:
            shown = f"剩余 <b>{clock_text(self.mock.seconds - elapsed)}</b>"
        self.clock.value = shown
        return shown

    def reveal(self) -> str:
        round_ = self.mock.round
        if round_ is None:
            raise ValueError("还没有出题：先点「出一道题」")
        self.play.playing = False
        followup = (
            f"<p><b>面试官接着问：</b>{html.escape(round_.followup.front)}<br>"
            f"<span style='color:#555'>参考：{html.escape(round_.followup.back)}</span></p>"
            if round_.followup
            else ""
        )
        self.answer.value = (
            f"<div style='border-left:4px solid #4c72b0;padding-left:8px'>{html.escape(round_.card.back)}</div>"
            f"{followup}<div style='color:#666'>给自己打分：不会 / 模糊 / 会——会进入闪卡的盒子。</div>"
        )
        self._enable(asked=True, revealed=True)
        return self.answer.value

    def rate(self, rating: str) -> None:
        self.mock.rate(rating)
        self._enable(asked=True, revealed=False)
        self.reveal_button.disabled = True
        self.answer.value += f"<div style='color:#2b8a3e'>已记下：{RATINGS[rating]}。再出一道题？</div>"
