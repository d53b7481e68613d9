"""The rule model's plan: a small public interface, "given what the last step returned, the next step".

``RuleBasedModel`` (``lab_code.agent.models``) is not a language model: it follows a ``Plan``
written by hand. A plan answers one question, again and again::

    plan.next_step(None)          -> the first PlannedCall
    plan.next_step(observation)   -> the next PlannedCall, or a str: the final answer

``observation`` is what the last call's tool message said, read once into an ``Observation``
(success, text, a command's exit code and time-out as the result's fields -- never read out of
the text --, the knowledge hits the loop appended). The model turns each
``PlannedCall`` into an assistant message with one tool call, and a ``str`` into its last
words. Because this is the only contact between a plan and the model, a variant is written by
*wrapping* a plan, never by reaching into it: lesson 08's early tool design
(``lab_code.evals.tool_designs.EarlyDesignPlan``) translates the cross-build plan's steps for
the earlier tools.

Most plans read best as a generator (loops and retries stay loops): subclass ``GeneratorPlan``
and write ``steps()``, which yields ``PlannedCall``s, receives each one's ``Observation`` and
returns the final answer.

    >>> class Look(GeneratorPlan):
    ...     def steps(self):
    ...         listing = yield PlannedCall("先看看。", "list_files", {"path": "."})
    ...         return f"有 {len(listing.text.splitlines())} 个文件。"
    >>> plan = Look()
    >>> plan.next_step(None).tool, plan.next_step(Observation.of("a.c\\nb.c"))
    ('list_files', '有 2 个文件。')

Lessons: 07, 08
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True)
class PlannedCall:
    """One step of a plan: what the model says, and the tool call it makes."""

    note: str  # the assistant message's text beside the call
    tool: str
    arguments: dict


@dataclass(frozen=True)
class Observation:
    """What one tool message told the rule model (it never looks anywhere else)."""

    ok: bool
    text: str  # the tool's output, or its error message
    exit_code: int | None = None  # the field of a command's result; None for other tools
    knowledge_hits: list = field(default_factory=list)  # what the loop's automatic search appended
    command: bool = False  # the result was a command's (it has an ``exit_code`` field, maybe None)
    timed_out: bool = False  # a command its time limit stopped (the result's ``timed_out`` field)

    @classmethod
    def of(cls, content: str) -> Observation:
        """Read a tool message's content: a structured result, or (from the mini agent) plain
        text, which has no fields: a plain text is never a failed command, whatever it says."""
        try:
            parsed = json.loads(content)
        except ValueError:
            parsed = None
        result = parsed if isinstance(parsed, dict) and "ok" in parsed else {"ok": True, "content": content}
        body = result.get("content")
        text = body if isinstance(body, str) else result.get("message", "") or ""
        code = result.get("exit_code")
        return cls(
            bool(result.get("ok")),
            text,
            code if isinstance(code, int) and not isinstance(code, bool) else None,
            result.get("knowledge_hits") or [],
            "exit_code" in result,
            result.get("timed_out") is True,
        )

    @property
    def succeeded(self) -> bool:
        """The tool worked and, for a command, it exited 0 (a command stopped by a time limit
        has no exit code: it did not succeed)."""
        return self.ok and (self.exit_code == 0 if self.command else True)

    @property
    def hits(self) -> str:
        return json.dumps(self.knowledge_hits, ensure_ascii=False)

    @property
    def evidence(self) -> str:  # output + the knowledge hits the loop appended
        return self.text + "\n" + self.hits

    @property
    def cite(self) -> str:
        """ "（知识库：<title>）" for the best hit the program appended, or ""."""
        first = self.knowledge_hits[0] if self.knowledge_hits else None
        title = first.get("title") if isinstance(first, dict) else None
        return f"（知识库：{title}）" if title else ""


class Plan(Protocol):
    """A rule model's behaviour: the next step, given what the last one returned."""

    def next_step(self, observation: Observation | None) -> PlannedCall | str:
        """``None`` asks for the first step; a ``str`` answer ends the plan (the final answer)."""
        ...


PlanFactory = Callable[[str], Plan]  # the user's task -> a fresh plan for it


class GeneratorPlan:
    """A ``Plan`` written as the generator ``steps()``; asked again after the end, it says "已完成。"."""

    _running: Generator[PlannedCall, Observation, str] | None = None

    def steps(self) -> Generator[PlannedCall, Observation, str]:
        raise NotImplementedError("write steps(): yield PlannedCall(...), return the final answer")

    def next_step(self, observation: Observation | None) -> PlannedCall | str:
        try:
            if self._running is None:
                self._running = self.steps()
                return next(self._running)
            return self._running.send(observation)
        except StopIteration as done:
            return done.value or "已完成。"
