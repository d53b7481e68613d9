"""The agent's five tools, bound to one workspace: what a model can do, and nothing more.

``Workspace.create(workdir, target)`` prepares everything a run keeps: the one ``Toolchain``
(target and environment of every command), the snapshot of the project's original files
(``Originals``: no command may destroy them), the ``Redactor`` that knows this run's secrets,
and whether commands run in the bubblewrap sandbox. A run gets its workspace from the one run
assembly (``agent.crossbuild``), which passes that redactor on. Its ``tools`` are
``running.tool.Tool`` objects built from the declarations in ``tool_specs.AGENT_TOOLS`` (name,
description, schema, tier, rule); each one's function is the workspace's method of the same
name, so the model never chooses the workdir or the toolchain.

* ``list_files``, ``read_file``, ``write_file`` are ``lab_code.workspace.workdir_files``
  (shared with lesson 05);
* ``run_command`` runs a command through the guard (``workspace.command_guard``) and then
  ``run_checked``: the one process runner, sandboxed when the workspace is, with the toolchain
  environment, its log redacted with the run's secrets; before a command that compiles, the
  program makes sure zig's runtimes for the target are in the shared cache
  (``runtimes.warm_up``: trusted, outside the sandbox, with progress). Every command of a run
  goes through ``run_checked`` (lesson 08's early design's too);
* ``search_knowledge`` queries the knowledge base.

Each method returns a string (``run_command``: a ``CommandResult``, whose fields the program
reads and whose text the model reads) or raises ``ToolError`` (tests and the deliberately
small ``mini_agent`` call them directly). ``Workspace.call(name, arguments)`` is the model's way in:
one call through the tool-call pipeline (``lab_code.running.pipeline``: parse, validate,
authorise -- an irreversible tool asks the run's ``confirm`` --, execute, redact with this run's
``Redactor``, shape) → a result dict. A second
front-end (lesson 06's MCP server) serves ``tools`` through the same pipeline, and lesson 07's
loop builds its own over them (it adds the run's stop rules). The tools' policies are fields
of each ``Tool``: the side-effect tier of its declaration; no thread time limit (a command is bounded, and killed,
by the process runner). Layer 3 of these tools lives in their functions, where the path is
opened (no-follow, regular files only) and the command is split — checked where it is used,
so a check and a use cannot disagree.

Lessons: 07
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.agent import knowledge
from lab_code.agent.tool_specs import AGENT_TOOLS
from lab_code.running.paging import MAX_LINES
from lab_code.running.pipeline import Confirm, Pipeline
from lab_code.running.tool import Tool
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError
from lab_code.workspace import (
    cache_layer,
    install_stage,
    runtimes,
    source_view,
    toolchain,
    workdir_files,
    workdir_layout,
)
from lab_code.workspace.command_guard import check_command
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.process_runner import DEFAULT_TIMEOUT_S, run_process
from lab_code.workspace.redaction import Redactor
from lab_code.workspace.sandbox import resolve_mode, wrap
from lab_code.workspace.workdir_layout import Originals
from lab_code.workspace.workdir_scan import WorkdirScan, scan_workdir

__all__ = ["ToolError", "Workspace", "compiles"]


def compiles(argv: list[str]) -> bool:
    """Does this command run the compiler (so zig may need the target's runtime libraries)?"""
    if argv[0] == "ninja":
        return "--version" not in argv
    return argv[0] == "cmake" and any(
        a in ("--build", "-S", "-B", "--fresh") or a.startswith(("-S", "-B")) for a in argv[1:]
    )


@dataclass
class Workspace:
    """A workdir and everything a run keeps about it. Build it with ``Workspace.create``."""

    toolchain: toolchain.Toolchain
    scan: WorkdirScan  # the one walk of the workdir when the run started
    redactor: Redactor
    sandboxed: bool = False
    timeout_s: float = DEFAULT_TIMEOUT_S
    progress: Callable[[str], None] | None = field(default=None, repr=False)
    tools: dict[str, Tool] = field(default_factory=dict, repr=False)
    pipeline: Pipeline | None = field(default=None, repr=False)  # over ``tools``, redacting with ``redactor``
    cancel: threading.Event | None = field(default=None, repr=False)  # stops a running warm-up
    _view_made: bool = field(default=False, repr=False)  # source_view's copy exists for this workspace

    @classmethod
    def create(
        cls,
        workdir: str | os.PathLike,
        target: str = toolchain.DEFAULT_TARGET,
        *,
        sandbox: str | bool = "off",
        timeout_s: float = DEFAULT_TIMEOUT_S,
        progress: Callable[[str], None] | None = None,
        confirm: Confirm | None = None,
    ) -> Workspace:
        """Check the target, write the toolchain, and walk the workdir once (``workdir_scan``):
        the project's originals, its secrets and what the sandbox masks all come from that walk.
        ``sandbox``: ``"auto"``, ``"on"`` or ``"off"`` (see ``lab_code.workspace.sandbox``).
        ``confirm(name, args)``: the user's yes for an irreversible call (None: refused).
        Nothing is compiled here (a server must answer ``initialize`` at once): zig's runtimes
        are warmed up before the first command that compiles (``argv_for``)."""
        sandboxed = resolve_mode(sandbox)  # "on" without bwrap: SandboxUnavailable, with the install hint
        root = Path(workdir).resolve()
        scan = scan_workdir(root)  # once, before .xbuild/ appears (that is the program's)
        chain = toolchain.prepare_toolchain(root, target)
        space = cls(chain, scan, Redactor.for_run(scan.credential_files), sandboxed, timeout_s, progress)
        space.tools = space._tools()
        space.pipeline = Pipeline(space.tools, redact=space.redactor, confirm=confirm)
        return space

    @property
    def workdir(self) -> Path:
        return self.toolchain.workdir

    @property
    def originals(self) -> Originals:
        return self.scan.originals

    @property
    def target(self) -> str:
        return self.toolchain.target

    def _tools(self) -> dict[str, Tool]:
        """Each declared tool (``tool_specs.AGENT_TOOLS``) with its method of the same name."""
        return {declared.name: declared.tool(getattr(self, declared.name)) for declared in AGENT_TOOLS}

    def call(self, name: str, arguments: str | dict) -> dict:
        """One tool call from a model (raw JSON text, or a dict a front-end parsed) → a result dict."""
        return self.pipeline.call(name, arguments)

    def argv_for(self, argv: list[str], *, writable=(), env: dict[str, str] | None = None) -> list[str]:
        """``argv`` as it really runs: inside the sandbox when the workspace is sandboxed. Before
        a command that compiles, the runtimes the project needs are warmed up (outside, trusted:
        in the sandbox zig's shared cache is read-only), so no command is the first to compile
        them -- the same with or without the sandbox. Raises ``runtimes.WarmUpCancelled``."""
        if compiles(argv):
            needed = runtimes.runtimes_for(self.workdir)
            runtimes.warm_up(self.target, self.progress, runtimes=needed, cancel=self.cancel)
        if not self.sandboxed:
            return argv
        # The build's programs see the sources as a writable copy (source_view): configure steps
        # edit their source tree. File commands (rm, cp, cmake -E …) see the workdir as it is.
        builds = argv[0] == "ninja" or (argv[0] == "cmake" and argv[1:2] != ["-E"])
        if builds and not self._view_made:  # once per workspace
            source_view.make_view(self.scan)
            self._view_made = True
        return wrap(argv, self.toolchain, self.scan, writable=writable, env=env, view=builds)

    def _heartbeat(self, command: str) -> Callable[[float], None] | None:
        """A sign of life every 10 s of a long command; says so when zig is compiling a runtime
        variant no warm-up made (it grows this workdir's cache layer, or the shared cache)."""
        if self.progress is None:
            return None
        cache = workdir_layout.zig_layer_dir(self.workdir) if self.sandboxed else toolchain.zig_cache_dir()
        start, started = cache_layer.count_objects(cache), time.monotonic()
        shown = shorten(self.redactor(command), 70)  # the model wrote it: it may carry a secret

        def beat(_elapsed: float) -> None:
            made = cache_layer.count_objects(cache) - start
            extra = f"；zig 正在编译这次需要的运行库变体（已编译 {made} 个文件）" if made else ""
            self.progress(f"仍在运行 {shown}：已 {time.monotonic() - started:.0f} 秒{extra}")

        return beat

    def settle(self) -> None:
        """After a sandboxed command: what it made at the top of the workdir is moved out of the
        sources' copy into the workdir (``source_view.settle``)."""
        if self.sandboxed and self._view_made:
            source_view.settle(self.workdir, self.scan)

    # ---- the tools ----------------------------------------------------------------------
    def list_files(self, path: str = ".") -> str:
        return workdir_files.list_files(self.workdir, path)

    def read_file(self, path: str, offset: int = 1, limit: int = MAX_LINES) -> str:
        return workdir_files.read_file(self.workdir, path, offset, limit)

    def write_file(self, path: str, content: str) -> str:
        written = workdir_files.write_file(self.workdir, path, content)
        if self.sandboxed:  # the build sees the sources through its own copy: the edit goes there too
            source_view.mirror(self.workdir, workdir_files.workdir_relative(self.workdir, path))
        return written

    def run_command(self, command: str) -> CommandResult:
        """Run a whitelisted program without a shell, with the toolchain environment. The model
        receives ``CommandResult.to_result()``: the fields, and the text rendered from them."""
        return self.run_checked(check_command(self.workdir, command, originals=self.originals))

    def run_checked(self, argv: list[str], *, env: dict[str, str] | None = None) -> CommandResult:
        """``argv``, which a guard has passed, run as every command of this run runs: sandboxed
        when the workspace is, bounded by ``timeout_s``, with ``env`` (default: the toolchain's),
        and its full log and its output redacted with this run's secrets. An install runs with
        ``DESTDIR`` set: what it writes lands in the sysroot or nowhere (``install_stage``)."""
        env = self.toolchain.env if env is None else env

        def run(with_env: dict[str, str]) -> CommandResult:
            try:
                return run_process(
                    self.argv_for(argv, env=with_env),
                    self.workdir,
                    env=with_env,
                    timeout_s=self.timeout_s,
                    placeholders=toolchain.path_placeholders(),
                    redact=self.redactor,
                    heartbeat=self._heartbeat(" ".join(argv)) if compiles(argv) else None,
                )
            finally:
                self.settle()

        if install_stage.is_install(argv):  # lands in the sysroot or nowhere (install_stage)
            return install_stage.staged_install(run, env, self.workdir, self.target)
        return run(env)

    def search_knowledge(self, query: str) -> str:
        """Top entries of the cross-compiling knowledge base for ``query`` (an error text)."""
        return knowledge.search_text(query)
