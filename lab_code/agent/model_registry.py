"""The models a cross-build run can be given by name: one registry, for the command line and the batch.

    rule     the course's rule stand-in (``models.RuleBasedModel``; NOT a language model), following
             the plan for the run's tool design (``Design.stand_in``)
    lazy     a script that looks at the workdir once and claims success: the claim is checked
    openai   a real OpenAI-compatible provider (``LAB_BACKEND=openai``, ``OPENAI_API_KEY``)

``make_model(name, design)`` makes a fresh one per run (a stand-in keeps its plan's state);
``scripted`` is the command line's older name for ``lazy``.

    >>> make_model("rule").name, make_model("lazy").name
    ('rule', 'lazy')

Lessons: 08
"""

from __future__ import annotations

from lab_code.agent.crossbuild import CURRENT, Design
from lab_code.agent.models import RuleBasedModel
from lab_code.wire.chat_model import ChatModel
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

MODELS = {
    "rule": "按规则的替身模型（不是大模型）：按计划探索、配置、构建，按知识修复",
    "lazy": "偷懒的脚本：看一眼目录就宣布“构建成功”",
    "openai": "真实模型（需要 LAB_BACKEND=openai）",
}
ALIASES = {"scripted": "lazy"}


def make_model(name: str, design: Design = CURRENT) -> ChatModel:
    """A fresh model ``name`` (see the module docstring); ``ValueError`` names the choices.
    ``openai`` without a configured provider is a ``ValueError`` too (``NO_REAL_MODEL``)."""
    name = ALIASES.get(name, name)
    if name == "rule":
        label = "rule" if design.stand_in is CURRENT.stand_in else f"rule({design.name}-design)"
        return RuleBasedModel(plan=design.stand_in, name=label)
    if name == "lazy":
        lazy = ScriptedModel(
            [assistant_calls(tool_call("list_files", {"path": "."}, "call_1")), assistant_text("构建成功！")]
        )
        lazy.name = "lazy"
        return lazy
    if name == "openai":
        from lab_code.wire.openai_model import OpenAIModel  # a real provider needs the SDK only here

        return OpenAIModel()
    raise ValueError(f"不认识的模型 {name!r}；可选：{', '.join(MODELS)}。")
