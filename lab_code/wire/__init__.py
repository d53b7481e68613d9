"""The wire and the fake models: what crosses between a program and a model API.

Settings (the one switch to a real provider), the one model interface (``chat_model``:
``ChatModel``, which the scripted model, the stand-ins, the rule model and the provider adapter
``openai_model.OpenAIModel`` all implement), the one reading of ``tool_choice`` and the one
tool-name rule, the message builders, the conversation rules a real server enforces,
tool-result shapes, misbehaviour scenarios (with the one catalogue of bad argument strings),
lesson 01's round trip — and the offline fake servers that speak three real wire formats to
the official SDKs, driven by the same brains (any ``ChatModel``):

    FakeOpenAIServer     Chat Completions  (openai.OpenAI)          lab_code.wire.fake_openai
    FakeResponsesServer  Responses API     (openai.OpenAI)          lab_code.wire.fake_responses
    FakeAnthropicServer  Anthropic Messages (anthropic.Anthropic)   lab_code.wire.fake_anthropic

The contract a format's fake meets, and the one list of formats, are in ``formats``.
``python -m lab_code.wire serve`` serves any of them over HTTP on loopback, on a server with
bounds any local account can meet (``http_serve``; ``http_gate``, ``bounded_server``,
``loopback_server``, ``loopback_peer``, which lesson 06's MCP server uses too). Everything else
in the course stands on this package; it imports no other.

Lessons: shared
"""

from __future__ import annotations

# The server class of each entry of ``formats.FORMATS`` (a test keeps the two lists equal). Written
# out rather than read from ``formats``: importing this package must import nothing else, because
# a grading sandbox mounts only the few ``lab_code.wire`` modules it needs (classroom/course_view).
__all__ = ["FakeOpenAIServer", "FakeResponsesServer", "FakeAnthropicServer"]


def __getattr__(name: str):
    # Loaded on first use: importing lab_code.wire.settings must not import two SDKs.
    if name in __all__:
        from lab_code.wire.formats import FORMATS

        return next(f for f in FORMATS.values() if f.server_class == name).load()
    raise AttributeError(f"module 'lab_code.wire' has no attribute {name!r}")
