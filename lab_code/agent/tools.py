"""The agent's five tools, bound to one workspace: what a model can do, and nothing more.

``Workspace.create(workdir, target)`` prepares everything a run keeps: the one ``Toolchain``
(target and environment of every command), the snapshot of the project's original files
(``Originals``: no command may destroy them), the ``Redactor`` that knows this run's secrets,
and whether commands run in the bubblewrap sandbox. Its ``tools`` are ``running.tool.Tool``
objects with the names, descriptions and schemas of ``tool_specs.TOOL_SPECS``; their functions
are the workspace's bound methods, so the model never chooses the workdir or the toolchain.

* ``list_files``, ``read_file``, ``write_file`` are ``lab_code.running.workdir_files``
  (shared with lesson 05);
* ``run_command`` runs a command through the guard (``running.command_guard``) and the one
  process runner, sandboxed when the workspace is, with the toolchain environment;
* ``search_knowledge`` queries the knowledge base.

Each method returns a string or raises ``ToolError`` (tests and the deliberately small
``mini_agent`` call them directly). ``Workspace.call(name, arguments)`` is the model's way in:
one call through the gate (``lab_code.agent.gate``: validation once, the bug policy,
redaction) → a result dict. A second front-end (lesson 06's MCP server) serves ``tools``
through the same gate. The gate checks layers 1 and 2 (JSON, schema); layer 3 of these
tools lives in their functions, where the path is opened (no-follow, regular files only) and
the command is split — checked where it is used, so a check and a use cannot disagree.

Lessons: 07
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.agent import gate, knowledge, toolchain
from lab_code.agent.redaction import Redactor
from lab_code.agent.sandbox import resolve_mode, wrap
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.running import workdir_files
from lab_code.running.command_guard import check_command
from lab_code.running.paging import MAX_LINES
from lab_code.running.process_runner import DEFAULT_TIMEOUT_S, run_process
from lab_code.running.tool import Tool
from lab_code.running.workdir_layout import Originals
from lab_code.wire.tool_results import ToolError

__all__ = ["ToolError", "Workspace", "compiles"]

TIERS = {"list_files": "read_only", "read_file": "read_only", "search_knowledge": "read_only"}


def compiles(argv: list[str]) -> bool:
    """Does this command run the compiler (so a cold zig cache builds the target's libc)?"""
    if argv[0] == "ninja":
        return "--version" not in argv
    return argv[0] == "cmake" and any(
        a in ("--build", "-S", "-B", "--fresh") or a.startswith(("-S", "-B")) for a in argv[1:]
    )


@dataclass
class Workspace:
    """A workdir and everything a run keeps about it. Build it with ``Workspace.create``."""

    toolchain: toolchain.Toolchain
    originals: Originals
    redactor: Redactor
    sandboxed: bool = False
    timeout_s: float = DEFAULT_TIMEOUT_S
    progress: Callable[[str], None] | None = field(default=None, repr=False)
    tools: dict[str, Tool] = field(default_factory=dict, repr=False)

    @classmethod
    def create(
        cls,
        workdir: str | os.PathLike,
        target: str = toolchain.DEFAULT_TARGET,
        *,
        sandbox: str | bool = "off",
        timeout_s: float = DEFAULT_TIMEOUT_S,
        progress: Callable[[str], None] | None = None,
        warm: bool = True,
    ) -> Workspace:
        """Check the target, write the toolchain, snapshot the project, find its secrets.
        ``sandbox``: ``"auto"``, ``"on"`` or ``"off"`` (see ``lab_code.agent.sandbox``).
        ``warm=False`` leaves the sandbox's zig warm-up to the caller (the MCP server does it
        on the first command, so it can answer ``initialize`` at once)."""
        sandboxed = resolve_mode(sandbox)  # "on" without bwrap: SandboxUnavailable, with the install hint
        root = Path(workdir).resolve()
        originals = Originals.scan(root)  # before .xbuild/ appears: that is the program's
        chain = toolchain.prepare_toolchain(root, target)
        if sandboxed and warm:  # inside, zig's compiled objects are read-only: compile libc first
            toolchain.warm_up(chain.target, progress)
        space = cls(chain, originals, Redactor.for_workdir(root), sandboxed, timeout_s, progress)
        space.tools = space._tools()
        return space

    @property
    def workdir(self) -> Path:
        return self.toolchain.workdir

    @property
    def target(self) -> str:
        return self.toolchain.target

    def _tools(self) -> dict[str, Tool]:
        functions = {
            "list_files": self.list_files,
            "read_file": self.read_file,
            "write_file": self.write_file,
            "run_command": self.run_command,
            "search_knowledge": self.search_knowledge,
        }
        return {
            spec["name"]: Tool(
                spec["name"],
                functions[spec["name"]],
                spec["parameters"],
                spec["description"],
                tier=TIERS.get(spec["name"], "reversible_write"),
            )
            for spec in TOOL_SPECS
        }

    def call(self, name: str, arguments: str | dict) -> dict:
        """One tool call from a model (raw JSON text or a parsed dict) → a result dict."""
        return gate.call(self.tools, name, arguments, self.redactor)

    def argv_for(self, argv: list[str], *, writable=(), env: dict[str, str] | None = None) -> list[str]:
        """``argv`` as it really runs: inside the sandbox when the workspace is sandboxed."""
        if not self.sandboxed:
            return argv
        return wrap(argv, self.toolchain, self.originals, writable=writable, env=env)

    # ---- the tools ----------------------------------------------------------------------
    def list_files(self, path: str = ".") -> str:
        return workdir_files.list_files(self.workdir, path)

    def read_file(self, path: str, offset: int = 1, limit: int = MAX_LINES) -> str:
        return workdir_files.read_file(self.workdir, path, offset, limit)

    def write_file(self, path: str, content: str) -> str:
        return workdir_files.write_file(self.workdir, path, content)

    def run_command(self, command: str) -> str:
        """Run a whitelisted program without a shell, with the toolchain environment."""
        argv = check_command(self.workdir, command, originals=self.originals)
        target = self.target
        cold = compiles(argv) and toolchain.is_cold(target)
        if cold and self.progress:
            self.progress(toolchain.cold_notice(target))
        heartbeat = toolchain.progress_reporter(target, self.progress) if cold and self.progress else None
        result = run_process(
            self.argv_for(argv),
            self.workdir,
            env=self.toolchain.env,
            timeout_s=self.timeout_s,
            placeholders=toolchain.path_placeholders(),
            redact=self.redactor,
            heartbeat=heartbeat,
        )
        if cold and result.exit_code == 0:
            toolchain.mark_warm(target)
        return result.text

    def search_knowledge(self, query: str) -> str:
        """Top entries of the cross-compiling knowledge base for ``query`` (an error text)."""
        return knowledge.search_text(query)
