"""The agent's tools for a second front-end: the ONE place that knows how to list and run them.

An MCP server must offer exactly what the capstone agent offers its model — same names, same
descriptions, same input schemas, same guards — or it becomes a second, drifting copy. So the
server never describes or guards a tool itself; it asks an ``AgentToolbox``:

* ``specs()`` — name, description and JSON Schema of every tool, straight from
  ``lab_code.agent.tool_specs.TOOL_SPECS`` (what the agent shows its model);
* ``call(name, arguments, progress=…)`` — one call through the same tool-call pipeline as the
  agent's loop (``Workspace.call``, i.e. ``lab_code.running.pipeline``: parse, validate,
  authorise, execute under the bug policy, redact with the run's secrets, shape). The
  arguments an MCP request carries are already parsed: the pipeline checks that object, it
  does not encode it back to text. It returns the structured result the agent's model would read
  (``{"ok": ..., ...}``), raises ``UnknownTool`` for a name that is not a tool, and
  ``RunStopped`` when OUR code has a bug. ``progress(text)`` hears about long first work.

Opening the toolbox does not compile anything: a server must answer ``initialize`` at once
(the MCP Inspector gives up after 15 s, and a cold sandboxed warm-up takes minutes). The zig
warm-up runs inside the first command that compiles instead, as it does for the agent's loop
(``Workspace.argv_for``: ``lab_code.workspace.runtimes``), reporting progress to this call's
``progress`` as it goes. A command the guard refuses never waits for it.

The workdir and the build target are fixed when the toolbox is opened; they are never tool
arguments. Its workspace comes from the one run assembly (``agent.crossbuild.open_workspace``),
with this run's redactor and ``confirm``; an MCP client cannot answer "are you sure?", so
without a ``confirm`` an irreversible call is refused, as everywhere. ``sandbox`` chooses whether
commands run under bubblewrap (``workspace.sandbox.MODES``; ``auto``: when this machine can).

    >>> box = AgentToolbox.open(workdir, "aarch64-linux-musl", sandbox="off")   # doctest: +SKIP
    >>> box.call("read_file", {"path": "CMakeLists.txt", "limit": 1})["ok"]      # doctest: +SKIP
    True

Lessons: 06
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.agent.crossbuild import RunConfig, open_workspace
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.agent.tools import Workspace
from lab_code.running.pipeline import Confirm
from lab_code.running.safe_call import RunStopped
from lab_code.workspace.sandbox import resolve_mode
from lab_code.workspace.toolchain import DEFAULT_TARGET, check_target

__all__ = ["AgentToolbox", "RunStopped", "UnknownTool"]


class UnknownTool(LookupError):
    """The name is not one of the tools: a protocol error in MCP, not a tool result."""

    def __init__(self, name: str, available: list[str]):
        self.name, self.available = name, available
        super().__init__(f"没有名为 {name!r} 的工具；可用：{available}。")


@dataclass
class AgentToolbox:
    """The agent's tools bound to one workspace. Build it with ``open``."""

    workspace: Workspace
    sandbox_mode: str = "off"
    _specs: dict[str, dict] = field(default_factory=lambda: {spec["name"]: spec for spec in TOOL_SPECS})

    @classmethod
    def open(
        cls,
        workdir: str | os.PathLike,
        target: str = DEFAULT_TARGET,
        *,
        sandbox: str = "auto",
        confirm: Confirm | None = None,
    ) -> AgentToolbox:
        """Check the settings, write the toolchain into ``workdir`` and make ``target`` active.
        A bad ``sandbox`` (or ``on`` where bubblewrap cannot run) is a ``ValueError`` that says why."""
        path = Path(workdir)
        if not path.is_dir():
            raise ValueError(f"工作目录 {workdir} 不存在或不是目录；请给出一个已有的项目目录。")
        config = RunConfig(sandbox=resolve_mode(sandbox), confirm=confirm)
        return cls(open_workspace(path, check_target(target), config), sandbox)

    @property
    def workdir(self) -> Path:
        return self.workspace.workdir

    @property
    def target(self) -> str:
        return self.workspace.target

    def settings(self) -> dict:
        """What the server was started with, for a client to read (a resource): no machine path."""
        return {
            "workdir": self.workdir.name,
            "target": self.target,
            "sandbox": self.sandbox_mode,
            "sandboxed": self.workspace.sandboxed,
            "note": "工作目录和目标平台在服务启动时固定，不是工具参数。",
        }

    def specs(self) -> list[dict]:
        """``[{"name", "description", "parameters"}]`` in the agent's order (the same dicts)."""
        return list(self._specs.values())

    def call(self, name: str, arguments: dict | None, progress: Callable[[str], None] | None = None) -> dict:
        """Run one call the way the agent's loop does; see the module docstring."""
        if name not in self.workspace.tools:
            raise UnknownTool(name, sorted(self.workspace.tools))
        before, self.workspace.progress = self.workspace.progress, progress
        try:
            return self.workspace.call(name, arguments)
        finally:
            self.workspace.progress = before
