"""Put the pieces together for one cross-build: real tools + toolchain + knowledge + verifier.

``AgentLoop`` (``loop.py``) knows nothing about CMake; this module hands it

* the five real tools of ``tools.py`` (schemas from ``tool_specs.py``), bound to one
  ``Workspace`` so the model never chooses the workdir or the toolchain;
* ``knowledge_search`` for the program's automatic search after a failed command;
* a verifier (``verify.py``): a fresh rebuild and the architecture read from the artifact's
  header — the model saying "built" proves nothing.

    >>> from lab_code.agent.models import RuleBasedModel          # doctest: +SKIP
    >>> run_crossbuild(workdir, RuleBasedModel()).stop_reason      # doctest: +SKIP
    'verified'

Lessons: 06, 07
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from lab_code.agent.loop import AgentLoop, RunResult, Tool
from lab_code.agent.mini_agent import SYSTEM_PROMPT, task_message
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.agent.toolchain import DEFAULT_TARGET, check_target
from lab_code.agent.tools import Workspace

KNOWLEDGE_HITS = 3


def agent_tools(workspace: Workspace) -> dict[str, Tool]:
    """Model-facing tools, each dispatching through ``workspace.call``."""

    def bound(name: str) -> Callable[..., str]:
        return lambda **args: workspace.call(name, args)

    return {
        spec["name"]: Tool(spec["name"], bound(spec["name"]), spec["parameters"], spec["description"])
        for spec in TOOL_SPECS
    }


def knowledge_search(query: str) -> list[dict]:
    """The program's search after a failed command: top hits as small dicts for the model."""
    from lab_code.agent import knowledge

    # id + title + fix: the symptoms are what the query already matched, no need to repeat them
    return [
        {"id": hit.id, "title": hit.title, "fix": hit.fix}
        for hit in knowledge.search(query, k=KNOWLEDGE_HITS)
    ]


def make_verifier(workspace: Workspace) -> Callable[[], dict]:
    def verify_now() -> dict:
        from lab_code.agent import verify

        # require_agent_build: verify() also rebuilds in a fresh dir, which passes on a project
        # that builds as is even if the model did nothing; "I built it" needs its own program.
        return verify.verify(workspace.workdir, workspace.target, require_agent_build=True).to_dict()

    return verify_now


def run_crossbuild(
    workdir: str | os.PathLike,
    model,
    target: str = DEFAULT_TARGET,
    *,
    trace=None,
    max_turns: int = 30,
    observer=None,
    progress: Callable[[str], None] | None = None,
    verify: bool = True,
    tools: dict[str, Tool] | None = None,
) -> RunResult:
    """One agent run on ``workdir`` for ``target``; the trace (if given) gets every step.

    ``tools`` replaces the local tools with the same tools reached another way (lesson 06:
    served over MCP); the verifier still checks ``workdir`` itself.
    """
    workspace = Workspace.create(workdir, check_target(target), progress=progress)
    loop = AgentLoop(
        model,
        agent_tools(workspace) if tools is None else tools,
        search=knowledge_search,
        verify=make_verifier(workspace) if verify else None,
        trace=trace,
        max_turns=max_turns,
        observer=observer,
    )
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": task_message(target)},
    ]
    return loop.run(messages, task=f"{Path(workdir).name} → {target}", target=target)
