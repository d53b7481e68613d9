"""The agent's five tools: the workdir file tools, ``run_command`` and ``search_knowledge``.

Every tool takes the ``workdir`` from the *program* (never from the model) and returns a
string for the model; an expected failure raises ``ToolError`` (re-exported here) whose
message says what is wrong and what to do next. ``list_files``, ``read_file`` and
``write_file`` are ``lab_code.running.workdir_files`` (shared with lesson 05); this module adds
the two the cross-build needs: ``run_command`` (guarded, with the toolchain environment) and
``search_knowledge``. ``TOOL_SPECS`` describes them for the loop; ``TOOL_FUNCTIONS`` maps
name -> callable ``fn(workdir, **arguments)``.

Lessons: 07
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.agent import toolchain
from lab_code.agent.tool_specs import TOOL_SPECS, openai_tools
from lab_code.arguments.validator import validate
from lab_code.running.command_guard import check_command
from lab_code.running.paging import MAX_CHARS, MAX_LINES
from lab_code.running.process_runner import DEFAULT_TIMEOUT_S, run_process
from lab_code.running.workdir_files import list_files, read_file, write_file
from lab_code.wire.tool_results import ToolError

__all__ = [
    "ToolError",
    "list_files",
    "read_file",
    "write_file",
    "run_command",
    "search_knowledge",
    "TOOL_SPECS",
    "TOOL_FUNCTIONS",
    "openai_tools",
    "Workspace",
    "MAX_LINES",
    "MAX_CHARS",
]


def _compiles(argv: list[str]) -> bool:
    """Does this command run the compiler (so a cold zig cache builds the target's libc)?"""
    if argv[0] in ("ninja", "make"):
        return True
    return argv[0] == "cmake" and any(
        a in ("--build", "-S", "-B", "--fresh") or a.startswith(("-S", "-B")) for a in argv[1:]
    )


def run_command(
    workdir: str | os.PathLike,
    command: str | list[str],
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    progress: Callable[[str], None] | None = None,
    sandbox: bool = False,
    target: str | None = None,
) -> str:
    """Run a whitelisted program without a shell, with the toolchain environment.

    ``target`` defaults to the workdir's active one (``.xbuild/target``); a ``Workspace``
    passes its own, so the two can never disagree.

    ``progress`` (not a model parameter) is told when a build must first compile the
    target's libc (a cold zig cache), so a human is not left staring at a silent minute.
    ``sandbox=True`` runs it under bubblewrap (``lab_code.agent.sandbox``): then even a
    CMake script cannot read outside the workdir.
    """
    argv = check_command(workdir, command)
    chain = toolchain.ensure_toolchain(workdir, target)
    cold = _compiles(argv) and toolchain.is_cold(chain.target)
    if cold and progress:
        progress(toolchain.cold_notice(chain.target))
    if sandbox:
        from lab_code.agent.sandbox import sandboxed

        argv = sandboxed(argv, Path(workdir).resolve(), chain.env)
    result = run_process(
        argv, workdir=workdir, env=chain.env, timeout_s=timeout_s, placeholders=toolchain.path_placeholders()
    )
    if cold and result.exit_code == 0:
        toolchain.mark_warm(chain.target)
    return result.text


def search_knowledge(query: str, k: int = 3) -> str:
    """Top ``k`` entries of the cross-compiling knowledge base for ``query`` (an error text)."""
    from lab_code.agent.knowledge import search_text  # bm25s is imported only when needed

    return search_text(query, k=k)


def _run_command_tool(workdir: str | os.PathLike, command: str) -> str:
    return run_command(workdir, command)  # the model cannot set timeout_s or progress


def _search_knowledge_tool(workdir: str | os.PathLike, query: str) -> str:
    return search_knowledge(query)


MODEL_PARAMETERS = {spec["name"]: spec["parameters"] for spec in TOOL_SPECS}
TOOL_FUNCTIONS: dict[str, Callable[..., str]] = {
    "list_files": list_files,
    "read_file": read_file,
    "write_file": write_file,
    "run_command": _run_command_tool,
    "search_knowledge": _search_knowledge_tool,
}


@dataclass
class Workspace:
    """A workdir plus its target: what the loop keeps between tool calls.

    ``Workspace.create(workdir, target)`` writes the toolchain and makes ``target`` active;
    after that the plain ``(workdir, ...)`` functions use the same target, because they read
    ``.xbuild/target``. ``call(name, arguments)`` dispatches a model's tool call.
    """

    workdir: Path
    target: str = toolchain.DEFAULT_TARGET
    timeout_s: float = DEFAULT_TIMEOUT_S
    progress: Callable[[str], None] | None = field(default=None, repr=False)
    sandbox: bool = False  # run commands under bubblewrap (see lab_code.agent.sandbox)

    @classmethod
    def create(
        cls, workdir: str | os.PathLike, target: str = toolchain.DEFAULT_TARGET, **options
    ) -> Workspace:
        toolchain.prepare_toolchain(workdir, target)
        return cls(Path(workdir).resolve(), target, **options)

    @property
    def env(self) -> dict[str, str]:
        return toolchain.ensure_toolchain(self.workdir, self.target).env

    def call(self, name: str, arguments: dict) -> str:
        if name not in TOOL_FUNCTIONS:
            raise ToolError(
                f"没有名为 {name!r} 的工具；可用：{sorted(TOOL_FUNCTIONS)}。", error_type="unknown_tool"
            )
        # Checked against the schema the model was shown (lesson 02's validator): `timeout_s`
        # or `progress` are the program's, never the model's.
        problems = validate(arguments, MODEL_PARAMETERS[name])
        if problems:
            raise ToolError(f"{name}：{'；'.join(problems)}。", error_type="invalid_arguments")
        if name == "run_command":
            return run_command(
                self.workdir,
                arguments["command"],
                timeout_s=self.timeout_s,
                progress=self.progress,
                sandbox=self.sandbox,
                target=self.target,
            )
        return TOOL_FUNCTIONS[name](self.workdir, **arguments)
