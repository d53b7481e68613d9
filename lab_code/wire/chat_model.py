"""The course's one model interface, ``ChatModel``, and the one place a request body meets it.

A model is anything with a ``name`` (for traces and reports) and::

    next_message(messages, tools, rules=ANY_REPLY) -> assistant message dict

``messages`` and ``tools`` are Chat Completions lists (``lab_code.wire.messages`` builds them);
``rules`` are the request fields that bind the reply (``tool_choice``, ``parallel_tool_calls``,
``response_format``), and ``rules.allowed_calls(tools)`` is the one reading of the first two
(``lab_code.wire.tool_choice``). An agent loop sends no rules; a fake server passes on what
the client sent. Every model in the course implements it:

    ScriptedModel                    replays a list (tests, lessons)     lab_code.wire.messages
    OpenAIModel                      a provider, real or fake, via SDK   lab_code.wire.openai_model
    demo_brain                       the served fakes' stand-in          lab_code.wire.demo_brain
    RuleBasedModel                   the capstone's stand-in             lab_code.agent.models
    AnswerKey, Sloppy, KeywordPolicy lesson 08's BFCL stand-ins          lab_code.evals.stand_ins

A fake server answers each request with ``ask(model, body)``. The model behind a fake is
called its *brain*; a lesson may write one as a plain function from the request body to an
assistant message (lesson 01's round trip, the misbehaviour scenarios). ``as_chat_model``
wraps such a function once, in a ``BrainModel``, and the function then sees the request the
way a model does: ``messages``, ``tools`` and the reply rules, not the transport's fields
(``model``, ``stream``, ``n``, ``max_tokens``) that the server applies itself.

    >>> from lab_code.wire.messages import assistant_text
    >>> echo = as_chat_model(lambda body: assistant_text(str(sorted(body))))
    >>> ask(echo, {"model": "m", "messages": [], "tool_choice": "none", "stream": True})["content"]
    "['messages', 'tool_choice']"

Lessons: shared
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Protocol

from lab_code.wire.tool_choice import AllowedCalls, allowed_calls

Brain = Callable[[dict], dict]  # request body -> assistant message: a lesson's shorthand for a model


@dataclass(frozen=True)
class ReplyRules:
    """The fields of a request that bind the reply, named as in Chat Completions; ``None`` = not sent."""

    tool_choice: str | dict | None = None
    parallel_tool_calls: bool | None = None
    response_format: dict | None = None

    @classmethod
    def of(cls, body: Mapping[str, Any]) -> ReplyRules:
        return cls(**{f.name: body.get(f.name) for f in fields(cls)})

    def sent(self) -> dict:
        """The fields that were sent, ready for a request body or the SDK's ``create(**…)``."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None}

    def allowed_calls(self, tools: list[dict]) -> AllowedCalls:
        return allowed_calls(tools, self.tool_choice, self.parallel_tool_calls)


ANY_REPLY = ReplyRules()  # nothing sent: any tool, any number of calls, free text


class ChatModel(Protocol):
    """What the agent loop, the evaluation and the fake servers need of a model."""

    name: str

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        """The next assistant message for this conversation, keeping to ``rules``."""
        ...


class BrainModel:
    """A brain (a function of the request body) as a ``ChatModel``."""

    def __init__(self, brain: Brain):
        self.brain = brain
        self.name = getattr(brain, "__name__", type(brain).__name__)

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        body: dict = {"messages": messages, **({"tools": tools} if tools else {}), **rules.sent()}
        return self.brain(body)


def as_chat_model(model_or_brain: ChatModel | Brain) -> ChatModel:
    """A ``ChatModel`` as it is; a brain function wrapped in a ``BrainModel``."""
    if callable(getattr(model_or_brain, "next_message", None)):
        return model_or_brain  # type: ignore[return-value]
    if callable(model_or_brain):
        return BrainModel(model_or_brain)
    raise TypeError(
        f"a fake server needs a ChatModel (an object with next_message) or a brain (a function from "
        f"the request body to an assistant message), got {type(model_or_brain).__name__}"
    )


def ask(model: ChatModel, body: Mapping[str, Any]) -> dict:
    """``model``'s reply to a Chat Completions request body (what every fake server does)."""
    return model.next_message(body["messages"], body.get("tools") or [], ReplyRules.of(body))
