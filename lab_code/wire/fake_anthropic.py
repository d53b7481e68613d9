"""An in-process Anthropic Messages server, driven by the same brains as the OpenAI fake.

``FakeAnthropicServer(brain).client()`` returns a real ``anthropic.Anthropic`` whose requests
never leave the process. The request is checked and translated by
``lab_code.wire.anthropic_format``; the brain answers in the neutral format; the same reply
rules as the OpenAI fake apply (``tool_choice``, ``disable_parallel_tool_use``,
``max_tokens``); the answer is a ``message`` with ``tool_use`` blocks (``input`` an object)
and ``stop_reason`` ``"tool_use"`` / ``"end_turn"`` / ``"max_tokens"`` — or, with
``stream=True``, Anthropic's event stream (``message_start``, ``content_block_start``,
``text_delta`` / ``input_json_delta`` pieces, ``content_block_stop``, ``message_delta``,
``message_stop``), which ``client.messages.stream(...)`` accumulates.

The ``anthropic-version`` header decides which fields a request may send (sampling parameters
only under ``2023-06-01``, see ``lab_code.wire.anthropic_versions``); the beta field ``thread``
is modelled (``lab_code.wire.anthropic_threads``), so the SDK's tool runner works. Besides
``POST /v1/messages`` the fake serves ``POST /v1/messages/count_tokens`` (the course's token
estimate, the same number as the reply's ``usage.input_tokens``) and ``GET /v1/models`` /
``GET /v1/models/{id}`` (one model, ``fake-model``, named as the course's stand-in).

    >>> from lab_code.wire.messages import assistant_calls, scripted, tool_call
    >>> server = FakeAnthropicServer(scripted([assistant_calls(tool_call("list_files", {}, "toolu_1"))]))
    >>> msg = server.client().messages.create(model="fake-model", max_tokens=100,
    ...     messages=[{"role": "user", "content": "hi"}],
    ...     tools=[{"name": "list_files", "input_schema": {"type": "object"}}])
    >>> msg.stop_reason, msg.content[0].input
    ('tool_use', {})

Lessons: shared
"""

from __future__ import annotations

import dataclasses
import datetime
import json

import anthropic
from anthropic.types import message_count_tokens_params

from lab_code.wire import anthropic_format as fmt
from lab_code.wire import anthropic_versions as versions
from lab_code.wire import api_errors as err
from lab_code.wire import sse
from lab_code.wire.anthropic_threads import ThreadStore
from lab_code.wire.chat_model import Brain, ChatModel
from lab_code.wire.completion_body import FIXED_CREATED, prompt_tokens
from lab_code.wire.fake_server import FakeServer, Incoming, Reply
from lab_code.wire.reply_rules import checked_reply, limit_reply, reply_tokens
from lab_code.wire.settings import DEFAULT_MODELS
from lab_code.wire.tokens import pieces

FAKE_ANTHROPIC_URL = "http://fake-anthropic.invalid"
FAKE_API_KEY = "fake-key-not-a-secret"
COUNT_PARAMETERS = versions.parameter_names(message_count_tokens_params.MessageCountTokensParams)
MODEL_NAME = "Tool-Calling Lab 离线替身模型（课程自己的，不是 Claude）"
CREATED_AT = datetime.datetime.fromtimestamp(FIXED_CREATED, datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class FakeAnthropicServer(FakeServer):
    """Answers ``POST /v1/messages`` the way Anthropic's API does, offline."""

    routes = (
        ("POST", "/v1/messages", "create_message"),
        ("POST", "/v1/messages/count_tokens", "count_tokens"),
        ("GET", "/v1/models", "list_models"),
        ("GET", "/v1/models/(?P<model>[^/]+)", "get_model"),
    )
    request_id_header = "request-id"

    def __init__(self, brain: ChatModel | Brain):
        super().__init__(brain)
        self.threads = ThreadStore()

    def count_tokens(self, request: Incoming) -> Reply:
        versions.version(request.headers)
        neutral = fmt.to_neutral(request.body, COUNT_PARAMETERS, ("model", "messages"))
        return Reply(200, {"input_tokens": prompt_tokens(neutral)})

    def list_models(self, request: Incoming) -> Reply:
        versions.version(request.headers)
        model = _model(DEFAULT_MODELS["fake"])
        return Reply(
            200, {"data": [model], "has_more": False, "first_id": model["id"], "last_id": model["id"]}
        )

    def get_model(self, request: Incoming) -> Reply:
        versions.version(request.headers)
        return Reply(200, _model(request.params["model"]))

    def create_message(self, request: Incoming) -> Reply:
        body, number = request.body, request.number
        api_version = versions.version(request.headers)
        if not isinstance(body, dict):
            raise err.ours("The request body must be a JSON object.")
        versions.check_beta_fields(body, versions.betas(request.headers))
        versions.check_sampling(body)
        expanded = self.threads.expand(body)
        neutral = fmt.to_neutral(expanded, versions.allowed_parameters(api_version))
        reply = checked_reply(neutral, self.ask_brain(neutral))
        fmt.require_object_arguments(reply)
        reply, reason = limit_reply(reply, expanded["max_tokens"])
        message = {
            "id": f"msg_fake_{number:04d}",
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": fmt.content_blocks(reply),
            "stop_reason": fmt.STOP_REASONS[reason],
            "stop_sequence": None,
            "usage": {
                "input_tokens": prompt_tokens(neutral),
                "output_tokens": reply_tokens(reply),
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
                "service_tier": "standard",
            },
        }
        self.threads.keep(body, expanded, message)
        if not body.get("stream"):
            return Reply(200, message)
        return Reply(200, events=sse.named_events(stream_events(message)))

    def error_body(self, exc: err.ApiError, request_id: str) -> dict:
        if exc.status >= 500:  # Anthropic's name for a server-side failure
            exc = dataclasses.replace(exc, type="api_error")
        return exc.anthropic_body(request_id)

    def not_found(self, method: str, path: str) -> err.ApiError:
        return err.ours(
            f"Not found: {method} {path} (the fake serves POST /v1/messages, POST /v1/messages/count_tokens "
            "and GET /v1/models).",
            status=404,
            type="not_found_error",
        )

    def unparsable(self) -> err.ApiError:
        return err.ours("The request body is not valid JSON.")

    def client(self, **options) -> anthropic.Anthropic:
        """A real ``anthropic.Anthropic`` wired to this server (no retries: errors show at once)."""
        options.setdefault("max_retries", 0)
        return anthropic.Anthropic(
            api_key=FAKE_API_KEY, base_url=FAKE_ANTHROPIC_URL, http_client=self.http_client(), **options
        )

    def async_client(self, **options) -> anthropic.AsyncAnthropic:
        options.setdefault("max_retries", 0)
        return anthropic.AsyncAnthropic(
            api_key=FAKE_API_KEY, base_url=FAKE_ANTHROPIC_URL, http_client=self.async_http_client(), **options
        )


def stream_events(message: dict) -> list[dict]:
    """The event stream that delivers ``message``, piece by piece."""
    opening = {
        **message,
        "content": [],
        "stop_reason": None,
        "usage": {**message["usage"], "output_tokens": 1},
    }
    events = [{"type": "message_start", "message": opening}, {"type": "ping"}]
    for index, block in enumerate(message["content"]):
        if block["type"] == "text":
            events.append(
                {"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}
            )
            events += [
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "text_delta", "text": piece},
                }
                for piece in pieces(block["text"])
            ]
        else:
            events.append(
                {"type": "content_block_start", "index": index, "content_block": {**block, "input": {}}}
            )
            text = json.dumps(block["input"], ensure_ascii=False)
            events += [
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "input_json_delta", "partial_json": piece},
                }
                for piece in ["", *pieces(text)]
            ]
        events.append({"type": "content_block_stop", "index": index})
    events.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            "usage": {"output_tokens": message["usage"]["output_tokens"]},
        }
    )
    events.append({"type": "message_stop"})
    return events


def _model(model_id: str) -> dict:
    return {
        "type": "model",
        "id": model_id,
        "display_name": MODEL_NAME,
        "created_at": CREATED_AT,
        "lifecycle": "active",
    }
