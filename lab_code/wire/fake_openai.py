"""An in-process, OpenAI-compatible Chat Completions server: the course's default model.

The official ``openai`` SDK talks to it through ``httpx2.MockTransport`` — no port, no key,
no network — and gets back full chat-completion objects, or with ``stream=True`` the real
chunk stream (``create(stream=True)``, the ``.stream()`` helper and the async client all
work). Every request is checked first (``lab_code.wire.request_checks``, then the pairing
rules and JSON mode's rule of ``lab_code.wire.conversation_rules``): what a real server refuses is an HTTP 400
here too, i.e. ``openai.BadRequestError`` in your code.

What the "model" says is decided by a *brain*: any ``ChatModel`` (``lab_code.wire.chat_model``),
or simply a function from the request body to an assistant message.
``lab_code.wire.messages.scripted([...])`` replays a list; lessons write their own brains
(misbehaviour scenarios live in ``lab_code.wire.misbehaviour``). The request's rules are applied to the brain's reply
(``lab_code.wire.reply_rules``): ``n`` asks the brain ``n`` times (one choice each),
``max_tokens`` cuts the reply (``finish_reason: "length"``), and a reply that breaks
``tool_choice`` or ``parallel_tool_calls`` is a loud 500, never returned.

    >>> from lab_code.wire.messages import assistant_text, scripted
    >>> server = FakeOpenAIServer(scripted([assistant_text("你好")]))
    >>> reply = server.client().chat.completions.create(
    ...     model="fake-model", messages=[{"role": "user", "content": "hi"}])
    >>> reply.choices[0].message.content, reply.choices[0].finish_reason
    ('你好', 'stop')

It also lists its model (``GET /v1/models``, ``GET /v1/models/{id}``: one model, ``fake-model``,
``owned_by: "tool-calling-lab"``; like the chat endpoint it answers to any model id), because
frameworks and editors ask for that list before they chat. The same server answers over real
HTTP too: ``python -m lab_code.wire serve``.

Lessons: shared
"""

from __future__ import annotations

import openai

from lab_code.wire import completion_body, sse
from lab_code.wire.conversation_rules import json_mode_error, pairing_error
from lab_code.wire.fake_server import FakeServer, Incoming, Reply
from lab_code.wire.reply_rules import checked_reply, limit_reply, reply_tokens
from lab_code.wire.request_checks import check_chat_request
from lab_code.wire.settings import DEFAULT_MODELS

FAKE_BASE_URL = "http://fake-openai.invalid/v1"  # .invalid never resolves: nothing can leak out
FAKE_API_KEY = "fake-key-not-a-secret"
FIXED_CREATED = completion_body.FIXED_CREATED
MODEL_OWNER = "tool-calling-lab"  # who "owns" the listed model: the course, not a provider

__all__ = ["FakeOpenAIServer", "FAKE_BASE_URL", "FIXED_CREATED"]


class FakeOpenAIServer(FakeServer):
    """Answers ``POST /v1/chat/completions`` the way the real API does, offline."""

    routes = (
        ("POST", "/chat/completions", "chat_completion"),
        ("GET", "/models", "list_models"),
        ("GET", "/models/(?P<model>[^/]+)", "get_model"),
    )

    def list_models(self, request: Incoming) -> Reply:
        return Reply(200, {"object": "list", "data": [_model(DEFAULT_MODELS["fake"])]})

    def get_model(self, request: Incoming) -> Reply:
        return Reply(200, _model(request.params["model"]))

    def chat_completion(self, request: Incoming) -> Reply:
        body, number = request.body, request.number
        check_chat_request(body)
        problem = pairing_error(body["messages"]) or json_mode_error(body)
        if problem:
            raise problem
        budget = body.get("max_completion_tokens") or body.get("max_tokens")
        choices = [
            limit_reply(checked_reply(body, self.ask_brain(body)), budget) for _ in range(body.get("n") or 1)
        ]
        full = completion_body.completion(
            f"chatcmpl-fake-{number:04d}",
            body["model"],
            choices,
            completion_body.usage(
                completion_body.prompt_tokens(body), sum(reply_tokens(message) for message, _ in choices)
            ),
        )
        if not body.get("stream"):
            return Reply(200, full)
        options = body.get("stream_options") or {}
        chunks = completion_body.chunks(
            full, bool(options.get("include_usage")), options.get("include_obfuscation", True) is not False
        )
        return Reply(200, events=[sse.encode(chunk) for chunk in chunks] + [sse.DONE])

    def client(self, **options) -> openai.OpenAI:
        """A real ``openai.OpenAI`` wired to this server (no retries: errors show at once)."""
        options.setdefault("max_retries", 0)
        return openai.OpenAI(
            api_key=FAKE_API_KEY, base_url=FAKE_BASE_URL, http_client=self.http_client(), **options
        )

    def async_client(self, **options) -> openai.AsyncOpenAI:
        options.setdefault("max_retries", 0)
        return openai.AsyncOpenAI(
            api_key=FAKE_API_KEY, base_url=FAKE_BASE_URL, http_client=self.async_http_client(), **options
        )


def _model(model_id: str) -> dict:
    return {"id": model_id, "object": "model", "created": FIXED_CREATED, "owned_by": MODEL_OWNER}
