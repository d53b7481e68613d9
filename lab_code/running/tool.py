"""One model-facing tool: what the model is told about it, what runs, and the rules around it.

The course has one notion of "a tool", wherever it is used:

* its **definition** — name, description and the JSON Schema of its arguments, which is what
  the model sees in a request's ``tools`` (``definition()``, built by ``wire.messages.function_tool``);
* the **function** the program runs with the checked arguments;
* its **policies**, which the program acts on by itself and the one tool-call pipeline
  (``lab_code.running.pipeline``) reads: the layer-3 rule of lesson 02 (``check_business``),
  lesson 05's side-effect tier (``tier``: run directly, log, or ask the user first), its time
  limit (``time_limit_s``), the circuit breaker it shares with the tools of the same backend
  (``breaker_key``), and how its return value becomes the result the model reads (``render``).

Lesson 04's registry derives its entries from it (``lab_code.options.tool_registry.RegisteredTool``);
lesson 05's policy demos, lesson 06's MCP server and lesson 07's agent loop run it through the
pipeline.

    >>> t = Tool("list_files", lambda: "a.txt", description="列出文件")
    >>> t.definition()["function"]["name"], t.tier, t.time_limit_s
    ('list_files', 'read_only', None)

Lessons: 04, 05, 07
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lab_code.wire.messages import function_tool
from lab_code.wire.tool_results import as_result

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
    time_limit_s: float | None = None  # None: the tool bounds itself (a process runner kills its command)
    breaker_key: str | None = None  # tools of one backend share a breaker; None = the tool's name
    render: Callable[[Any], dict] = as_result  # the "shape" step: return value → result dict

    def __post_init__(self) -> None:
        if self.tier not in TIERS:
            raise ValueError(f"工具 {self.name} 的 tier={self.tier!r} 不认识；可选: {list(TIERS)}")
        if self.time_limit_s is not None and not self.time_limit_s > 0:
            raise ValueError(
                f"工具 {self.name} 的 time_limit_s 必须是正数（秒）或 None，收到 {self.time_limit_s!r}"
            )

    def definition(self) -> dict:
        """The entry of a request's ``tools`` list for this tool."""
        return function_tool(self.name, self.description, self.schema)
