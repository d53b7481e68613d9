"""The one run assembly: every cross-build run, from every front-end, is put together here.

``run_crossbuild`` is the only place that makes a run's ``Workspace`` (``open_workspace``: the
MCP server asks it too), and the only place that builds an ``AgentLoop``. So whatever starts a
run -- lesson 07's cells, the command line, lesson 08's batch and its tool designs, the agent
over MCP -- gets the same parts, and no copy can forget one:

* the tools of a **design** (``Design``: its tools for a workspace, its prompt edits); the
  default is the agent as it is (``CURRENT``: the five real tools of ``tools.py``, so the model
  never chooses the workdir, the target or the toolchain). Lesson 08's earlier tool design and
  lesson 06's tools served over MCP are designs too;
* the workspace's ``Redactor``, passed to the loop and so to every call's pipeline, to the
  trace, and to the commands' logs: nothing this run knows to be secret reaches a record;
* ``confirm``, the user's answer for an irreversible call, in every pipeline of the run (none
  given: such a call is refused);
* ``knowledge_search`` for the program's automatic search after a failed command;
* the **verifier the project's catalogue entry names** (``agent.projects``), called once, by
  the loop, when the model says it is done -- the model saying "built" proves nothing. A demo
  (``ExpectedOutput``) gets ``verify.py``: a fresh rebuild, the architecture from the artifact's
  header, the program run and its output compared; a real library (``DeclaredTests``) gets
  ``library_verify.py``: every artifact's architecture, its declared tests under qemu. A
  directory that is not in the catalogue is judged by what it holds (``projects.project_for``).

    >>> from lab_code.agent.models import RuleBasedModel          # doctest: +SKIP
    >>> run_crossbuild(workdir, RuleBasedModel()).stop_reason      # doctest: +SKIP
    'verified'

Lessons: 06, 07, 08
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

from lab_code.agent import knowledge, library_verify
from lab_code.agent import verify as verification
from lab_code.agent.loop import AgentLoop, Observer, RunResult, Tool
from lab_code.agent.models import CrossBuildPlan
from lab_code.agent.projects import ExpectedOutput, Project, project_for
from lab_code.agent.prompts import opening_messages
from lab_code.agent.rule_plan import PlanFactory
from lab_code.agent.tools import Workspace
from lab_code.agent.trace import Trace
from lab_code.running.pipeline import Confirm
from lab_code.wire.chat_model import ChatModel
from lab_code.workspace.command_guard import check_defines
from lab_code.workspace.process_runner import DEFAULT_TIMEOUT_S
from lab_code.workspace.toolchain import DEFAULT_TARGET

KNOWLEDGE_HITS = 3


def knowledge_search(query: str) -> list[dict]:
    """The program's search after a failed command: top hits as small dicts for the model."""
    # id + title + fix: the symptoms are what the query already matched, no need to repeat them
    return [
        {"id": hit.id, "title": hit.title, "fix": hit.fix}
        for hit in knowledge.search(query, k=KNOWLEDGE_HITS)
    ]


class Design(Protocol):
    """A tool design: which tools a run's model gets, and how the system prompt is edited for them."""

    name: str
    description: str  # one line, in Chinese
    prompt_edits: tuple[tuple[str, str], ...]  # (old, new) sentences of prompts.SYSTEM_PROMPT
    stand_in: PlanFactory  # how the course's rule stand-in copes with these tools (model_registry.make_model)

    def tools(self, workspace: Workspace) -> Mapping[str, Tool]:
        """The tools, bound to ``workspace``: their commands must run through ``workspace.run_checked``."""
        ...


@dataclass(frozen=True)
class CurrentDesign:
    """The agent as it is: the workspace's own tools, the prompt unchanged."""

    name: str = "current"
    description: str = "当前设计：read_file 从头分页；toolchain 由程序用环境变量（绝对路径）设置"
    prompt_edits: tuple[tuple[str, str], ...] = ()
    stand_in: PlanFactory = CrossBuildPlan

    def tools(self, workspace: Workspace) -> Mapping[str, Tool]:
        return workspace.tools


CURRENT = CurrentDesign()


@dataclass(frozen=True)
class RunConfig:
    """How one cross-build run goes, besides what it builds and which model drives it. Every
    field has a default; a notebook sets one or two by name (``run_crossbuild(..., verify=False)``)."""

    trace: Trace | None = None  # every step is written here (lesson 07's runs.db)
    max_turns: int = 30  # model replies before the run stops with max_turns
    observer: Observer | None = None  # sees each turn and step as it happens (LiveTrace)
    progress: Callable[[str], None] | None = None  # hears about a first, slow build
    verify: bool = True  # the program checks the artifact when the model says it is done
    sandbox: str | bool = "auto"  # "auto", "on", "off": commands and verification in bubblewrap
    timeout_s: float = DEFAULT_TIMEOUT_S  # each command the model runs
    verify_timeout_s: float = verification.STEP_TIMEOUT_S  # each step of the verification
    design: Design = field(default=CURRENT)  # the tools (lesson 08: "early"; lesson 06: over MCP)
    confirm: Confirm | None = None  # the user's yes for an irreversible call; None: refused
    project: Project | None = None  # the catalogue entry: how the artifact is verified
    defines: tuple[str, ...] = ()  # the user's -D NAME=VALUE for the project (checked like the model's)


def open_workspace(workdir: str | os.PathLike, target: str, config: RunConfig | None = None) -> Workspace:
    """The run's workspace (``Workspace.create``) with the config's sandbox, time limit, progress
    and confirm: the one place a run's workspace is made (the MCP server's toolbox asks here too)."""
    config = config or RunConfig()
    return Workspace.create(
        workdir,
        target,
        sandbox=config.sandbox,
        timeout_s=config.timeout_s,
        progress=config.progress,
        confirm=config.confirm,
    )


def verifier(workspace: Workspace, project: Project, timeout_s: float) -> Callable[[], dict]:
    """The check the project's entry names, for the loop to call once when the model says "done"."""
    if isinstance(project.check, ExpectedOutput):
        # require_agent_build: verify() also rebuilds in a fresh dir, which passes on a project
        # that builds as is even if the model did nothing; "I built it" needs its own program.
        return lambda: verification.verify(workspace, require_agent_build=True, timeout_s=timeout_s).to_dict()
    tests = project.check.tests  # judges the agent's own build dirs
    return lambda: library_verify.verify_library(workspace, tests, timeout_s=timeout_s).to_dict()


def run_crossbuild(
    workdir: str | os.PathLike,
    model: ChatModel,
    target: str = DEFAULT_TARGET,
    config: RunConfig | None = None,
    **fields,
) -> RunResult:
    """One agent run on ``workdir`` for ``target``; the trace (if given) gets every step.

    How it runs is a ``RunConfig``: pass one, or its fields by name (``trace=TRACE,
    verify=False``), or both (the names win). ``sandbox``: see ``lab_code.workspace.sandbox``.
    """
    config = replace(config or RunConfig(), **fields)  # an unknown name is a TypeError that names it
    check_defines(workdir, config.defines)  # ToolError before anything is written
    workspace = open_workspace(workdir, target, config)
    project = config.project or project_for(workspace.workdir)
    loop = AgentLoop(
        model,
        config.design.tools(workspace),
        search=knowledge_search,
        verify=verifier(workspace, project, config.verify_timeout_s) if config.verify else None,
        trace=config.trace,
        max_turns=config.max_turns,
        observer=config.observer,
        redact=workspace.redactor,
        confirm=config.confirm,
    )
    return loop.run(
        opening_messages(workspace.target, config.design.prompt_edits, config.defines),
        task=f"{Path(workdir).name} → {workspace.target}",
        target=workspace.target,
    )
