"""An in-process, OpenAI-compatible Chat Completions server: the course's default model.

The official ``openai`` SDK talks to it through ``httpx2.MockTransport`` — no port, no key,
no network — and gets back full chat-completion objects (``finish_reason``, ``tool_calls``
with ``id``/``type``/``function.name``/``function.arguments`` as a JSON *string*). Every
request is checked against ``lab_code.wire.conversation_rules`` first; a broken conversation gets
HTTP 400 with an OpenAI-style error body, i.e. ``openai.BadRequestError`` in your code.

What the "model" says is decided by a *brain*: any ``Callable[[dict], dict]`` from the
request body to an assistant message. ``lab_code.wire.messages.scripted([...])`` replays a list; lessons write
their own brains (misbehaviour scenarios live in ``lab_code.wire.misbehaviour``).

    >>> server = FakeOpenAIServer(scripted([assistant_text("你好")]))
    >>> reply = server.client().chat.completions.create(
    ...     model="fake-model", messages=[{"role": "user", "content": "hi"}])
    >>> reply.choices[0].message.content, reply.choices[0].finish_reason
    ('你好', 'stop')

Lessons: shared
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import httpx2
import openai

from lab_code.wire.conversation_rules import first_violation
from lab_code.wire.messages import ScriptExhausted

Brain = Callable[[dict], dict]
FIXED_CREATED = 1767225600  # 2026-01-01T00:00:00Z: a fixed clock keeps notebook outputs stable
FAKE_BASE_URL = "http://fake-openai.invalid/v1"  # .invalid never resolves: nothing can leak out


def _estimate_tokens(value: Any) -> int:
    # About four characters per token: good enough to show that tool definitions cost tokens.
    return max(1, len(json.dumps(value, ensure_ascii=False)) // 4)


class FakeOpenAIServer:
    """Answers ``POST /v1/chat/completions`` the way the real API does, offline."""

    def __init__(self, brain: Brain):
        self.brain = brain
        self.requests: list[dict] = []  # every request body, in order: what the model "saw"
        self._count = 0

    def _json(self, status: int, payload: dict) -> httpx2.Response:
        return httpx2.Response(status, json=payload)

    def handle(self, request: httpx2.Request) -> httpx2.Response:
        if request.method != "POST" or not request.url.path.endswith("/chat/completions"):
            return self._json(
                404,
                {
                    "error": {
                        "message": f"Unknown request URL: {request.method} "
                        f"{request.url.path}. This fake serves only POST "
                        "/v1/chat/completions.",
                        "type": "invalid_request_error",
                        "param": None,
                        "code": "unknown_url",
                    }
                },
            )
        try:
            body = json.loads(request.content)
        except ValueError:
            body = None
        self.requests.append(body)
        problem = first_violation(body)
        if problem:
            return self._json(400, {"error": problem})
        try:
            message = self.brain(copy.deepcopy(body))
        except ScriptExhausted as exc:
            return self._json(
                500,
                {
                    "error": {
                        "message": str(exc),
                        "type": "server_error",
                        "param": None,
                        "code": "script_exhausted",
                    }
                },
            )
        return self._json(200, self._completion(body, message))

    def _completion(self, body: dict, message: dict) -> dict:
        self._count += 1
        message = {
            "role": "assistant",
            "content": message.get("content"),
            **({"tool_calls": message["tool_calls"]} if message.get("tool_calls") else {}),
        }
        prompt_tokens = _estimate_tokens(body["messages"]) + _estimate_tokens(body.get("tools") or [])
        completion_tokens = _estimate_tokens(message)
        return {
            "id": f"chatcmpl-fake-{self._count:04d}",
            "object": "chat.completion",
            "created": FIXED_CREATED,
            "model": body["model"],  # conversation_rules already refused a request without one
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                    "message": message,
                    "logprobs": None,
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }

    def client(self) -> openai.OpenAI:
        """A real ``openai.OpenAI`` client wired to this server (no retries: errors show at once)."""
        return openai.OpenAI(
            api_key="fake-key-not-a-secret",
            base_url=FAKE_BASE_URL,
            max_retries=0,
            http_client=httpx2.Client(transport=httpx2.MockTransport(self.handle)),
        )
