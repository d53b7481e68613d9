"""One model-facing tool: what the model is told about it, what runs, and the rules around it.

The course has one notion of "a tool", wherever it is used:

* its **definition** — name, description and the JSON Schema of its arguments, which is what
  the model sees in a request's ``tools`` (``definition()``, built by ``wire.messages.function_tool``);
* the **function** the program runs with the checked arguments;
* the facts the program acts on by itself: the layer-3 rule of lesson 02 (``check_business``)
  and the side-effect tier of lesson 05 (``tier``: run directly, log, or ask the user first).

Lesson 04's registry derives its entries from it (``lab_code.options.tool_registry.RegisteredTool``),
lesson 05's ``SideEffectGate`` runs it by tier, and lesson 07's agent loop dispatches to it.

    >>> t = Tool("list_files", lambda: "a.txt", description="列出文件")
    >>> t.definition()["function"]["name"], t.tier
    ('list_files', 'read_only')

Lessons: 04, 05, 07
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lab_code.wire.messages import function_tool

# Side-effect tiers (lesson 05): what a tool changes in the world decides how it is run.
TIERS = {
    "read_only": "直接执行",
    "reversible_write": "执行并记录，可撤销",
    "irreversible": "执行前必须由用户确认",
}


def _no_arguments() -> dict:
    return {"type": "object", "properties": {}, "additionalProperties": False}


@dataclass
class Tool:
    """A tool the model may call. ``func(**arguments)`` runs it; ``schema`` describes the arguments."""

    name: str
    func: Callable[..., Any]
    schema: dict = field(default_factory=_no_arguments)
    description: str = ""
    check_business: Callable[[dict], Any] | None = None  # layer 3: None = allowed, or a reason
    tier: str = "read_only"

    def __post_init__(self) -> None:
        if self.tier not in TIERS:
            raise ValueError(f"工具 {self.name} 的 tier={self.tier!r} 不认识；可选: {list(TIERS)}")

    def definition(self) -> dict:
        """The entry of a request's ``tools`` list for this tool."""
        return function_tool(self.name, self.description, self.schema)
