"""Put the pieces together for one cross-build: real tools + toolchain + knowledge + verifier.

``AgentLoop`` (``loop.py``) knows nothing about CMake; this module hands it

* the five real tools of one ``Workspace`` (``tools.py``), so the model never chooses the
  workdir, the target or the toolchain, and every call passes the same pipeline;
* the workspace's ``Redactor``, so nothing this run knows to be secret reaches the trace;
* ``knowledge_search`` for the program's automatic search after a failed command;
* a verifier: a fresh rebuild and the architecture read from the artifact's header — the
  model saying "built" proves nothing. A course demo (it has ``expected_output.txt``) gets
  ``verify.py``, which also runs the program and compares its output; any other project is
  checked like a real library (``library_verify.py``: every artifact's architecture).

    >>> from lab_code.agent.models import RuleBasedModel          # doctest: +SKIP
    >>> run_crossbuild(workdir, RuleBasedModel()).stop_reason      # doctest: +SKIP
    'verified'

Lessons: 06, 07
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from lab_code.agent import knowledge, library_verify
from lab_code.agent import verify as verification
from lab_code.agent.loop import AgentLoop, Observer, RunResult, Tool
from lab_code.agent.projects import EXPECTED_OUTPUT
from lab_code.agent.prompts import opening_messages
from lab_code.agent.tools import Workspace
from lab_code.agent.trace import Trace
from lab_code.wire.chat_model import ChatModel
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
    tools: Mapping[str, Tool] | None = None  # the same tools reached another way (lesson 06: MCP)


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
    ``tools`` replaces the local tools with the same tools reached another way (lesson 06:
    served over MCP); the verifier still checks ``workdir`` itself.
    """
    config = replace(config or RunConfig(), **fields)  # an unknown name is a TypeError that names it
    workspace = Workspace.create(
        workdir, target, sandbox=config.sandbox, timeout_s=config.timeout_s, progress=config.progress
    )

    def verify_now() -> dict:
        if not (workspace.workdir / EXPECTED_OUTPUT).is_file():
            return library_verify.verify_library(
                workspace, timeout_s=config.verify_timeout_s
            ).to_dict()  # judges the agent's own build dirs
        # require_agent_build: verify() also rebuilds in a fresh dir, which passes on a project
        # that builds as is even if the model did nothing; "I built it" needs its own program.
        return verification.verify(
            workspace, require_agent_build=True, timeout_s=config.verify_timeout_s
        ).to_dict()

    loop = AgentLoop(
        model,
        workspace.tools if config.tools is None else config.tools,
        search=knowledge_search,
        verify=verify_now if config.verify else None,
        trace=config.trace,
        max_turns=config.max_turns,
        observer=config.observer,
        redact=workspace.redactor,
    )
    return loop.run(
        opening_messages(workspace.target),
        task=f"{Path(workdir).name} → {workspace.target}",
        target=workspace.target,
    )
