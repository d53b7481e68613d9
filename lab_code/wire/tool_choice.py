"""The one reading of ``tool_choice`` and ``parallel_tool_calls``: which calls a reply may make.

A request offers ``tools`` and may narrow what the model does with them. In Chat Completions
terms (the Responses and Anthropic fakes translate their own spellings into these first)::

    the request says                                  so the reply …
    no tools                                          answers in text
    tool_choice absent or "auto"                      may call tools, or answer in text
    tool_choice "none"                                answers in text
    tool_choice "required"                            calls at least one tool
    {"type": "function", "function": {"name": X}}     calls X, and only X
    {"type": "allowed_tools", "allowed_tools":        calls only the listed tools; in mode
        {"mode": "auto" | "required", "tools": […]}}  "required", at least one of them
    parallel_tool_calls: false                        makes at most one call

``allowed_calls`` reads a request once into ``AllowedCalls``. The fake servers check every
reply against it (``problem``); the stand-ins that obey the request (``lab_code.wire.demo_brain``,
lesson 04's ``choice_brain``) choose from it (``offered``, ``permits``). Under "auto" and
"required" the *names* are not limited: a model may still call a tool that does not exist,
which is a misbehaviour the lessons teach programs to answer. Whether the request is well
formed is checked before this, in each API's own words (``request_checks``,
``responses_format``, ``anthropic_format``).

    >>> tools = [{"type": "function", "function": {"name": n}} for n in ("list_files", "read_file")]
    >>> named = allowed_calls(tools, {"type": "function", "function": {"name": "read_file"}})
    >>> [t["function"]["name"] for t in named.offered(tools)], named.required
    (['read_file'], True)
    >>> allowed_calls(tools, "none").problem(["list_files"])[0]
    "tool_choice is 'none', so a model may not call tools"

Lessons: shared
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

OBEY_CHOICE = (
    "make the model obey tool_choice (wire.tool_choice.allowed_calls reads it; a real model always does)"
)
OBEY_PARALLEL = "make the model obey parallel_tool_calls (wire.tool_choice.allowed_calls reads it; a real model always does)"
ONE_CALL = "parallel_tool_calls is false, so a model makes at most one call per reply"


@dataclass(frozen=True)
class AllowedCalls:
    """What one request lets a reply call. ``names=None``: any name (the model may invent one)."""

    names: tuple[str, ...] | None = None  # the only tools a reply may call; () = none at all
    required: bool = False  # the reply must call at least one
    single: bool = False  # at most one call per reply
    limit_rule: str = ""  # in words: why only ``names`` (for the error a broken reply gets)
    required_rule: str = ""  # in words: why a call is required
    limit_fix: str = OBEY_CHOICE

    def permits(self, name: str) -> bool:
        return self.names is None or name in self.names

    def offered(self, tools: list[dict]) -> list[dict]:
        """The entries of ``tools`` a reply may call, in the request's order."""
        return [t for t in tools if self.permits(t["function"]["name"])]

    def problem(self, called: list[str]) -> tuple[str, str] | None:
        """``(rule broken, how to fix the model)`` for a reply calling ``called``, or ``None``."""
        if any(not self.permits(name) for name in called):
            return self.limit_rule, self.limit_fix
        if self.required and not called:
            return self.required_rule, OBEY_CHOICE
        if self.single and len(called) > 1:
            return ONE_CALL, OBEY_PARALLEL
        return None


def allowed_calls(
    tools: list[dict] | None, tool_choice: Any = None, parallel_tool_calls: bool | None = None
) -> AllowedCalls:
    """Read ``tool_choice`` (``None`` = not sent, which means "auto") against the offered ``tools``."""
    single = parallel_tool_calls is False
    if not tools:
        no_tools = "the request has no 'tools', so a model cannot call any"
        return AllowedCalls(
            (), single=single, limit_rule=no_tools, limit_fix="send tools=[...] with the request"
        )
    if tool_choice == "none":
        return AllowedCalls(
            (), single=single, limit_rule="tool_choice is 'none', so a model may not call tools"
        )
    if tool_choice == "required":
        required = "tool_choice is 'required', so a model must call at least one tool"
        return AllowedCalls(None, True, single, required_rule=required)
    kind = tool_choice.get("type") if isinstance(tool_choice, dict) else None
    if kind == "function":
        wanted = tool_choice["function"]["name"]
        rule = f"tool_choice names the function {wanted!r}, so a model calls only (and at least) it"
        return AllowedCalls((wanted,), True, single, rule, rule)
    if kind == "allowed_tools":
        listed = tool_choice["allowed_tools"]
        names = tuple((t.get("function") or {}).get("name") for t in listed["tools"])
        return AllowedCalls(
            names,
            listed["mode"] == "required",
            single,
            f"tool_choice allows only {sorted(names)}",
            "tool_choice.allowed_tools.mode is 'required', so a model must call one of them",
        )
    return AllowedCalls(None, single=single)  # "auto"
