"""An in-process OpenAI Responses server (``client.responses.create``), driven by the same brains.

The request is checked and translated by ``lab_code.wire.responses_format``; the brain answers
in the neutral format under the same reply rules as the Chat Completions fake; the answer is a
``response`` whose ``output`` holds a ``message`` item (``output_text``) and one
``function_call`` item per call (``call_id`` = the brain's call id, ``arguments`` a JSON
string). With ``stream=True`` it is the Responses event stream (``response.created`` …
``response.output_text.delta`` / ``response.function_call_arguments.delta`` …
``response.completed``), which ``client.responses.stream(...)`` accumulates. A reply cut by
``max_output_tokens`` has ``status: "incomplete"``. Responses are stored (the latest
``MAX_STORED``; an older id is "not found", as an expired one is), so
``previous_response_id`` continues a conversation the way the real API does.

    >>> from lab_code.wire.messages import assistant_text, scripted
    >>> server = FakeResponsesServer(scripted([assistant_text("你好")]))
    >>> server.client().responses.create(model="fake-model", input="hi").output_text
    '你好'

Lessons: shared
"""

from __future__ import annotations

import copy
from collections import OrderedDict

from lab_code.wire import api_errors as err
from lab_code.wire import responses_format as fmt
from lab_code.wire import sse
from lab_code.wire.completion_body import FIXED_CREATED, prompt_tokens
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.fake_server import Incoming, Reply
from lab_code.wire.reply_rules import checked_reply, limit_reply, reply_tokens
from lab_code.wire.tokens import pieces

MAX_STORED = 256  # responses kept for previous_response_id: a long-running server must not grow without end


class FakeResponsesServer(FakeOpenAIServer):
    """Answers ``POST /v1/responses`` (and, like the real base URL, ``/v1/chat/completions``)."""

    routes = (*FakeOpenAIServer.routes, ("POST", "/responses", "create_response"))

    def __init__(self, brain):
        super().__init__(brain)
        self.stored: OrderedDict[str, list[dict]] = OrderedDict()  # response id -> its conversation items

    def create_response(self, request: Incoming) -> Reply:
        body, number = request.body, request.number
        fmt.check_request(body)
        items = fmt.input_items(body)
        previous = body.get("previous_response_id")
        if previous is not None:
            earlier = self.stored.get(previous) if isinstance(previous, str) else None
            if earlier is None:
                raise err.real(
                    f"Previous response with id '{previous}' not found.",
                    "previous_response_id",
                    "previous_response_not_found",
                )
            items = copy.deepcopy(earlier) + items
        if not items:
            raise err.ours("The request has no 'input' (and no 'previous_response_id') to answer.", "input")
        fmt.check_pairing(items)
        neutral = fmt.to_neutral(body, items)
        reply, reason = limit_reply(
            checked_reply(neutral, self.ask_brain(neutral)), neutral.get("max_tokens")
        )
        response = self._response(body, number, reply, reason, prompt_tokens(neutral))
        self.stored[response["id"]] = items + [_as_input(item) for item in response["output"]]
        while len(self.stored) > MAX_STORED:
            self.stored.popitem(last=False)
        if not body.get("stream"):
            return Reply(200, response)
        return Reply(200, events=sse.named_events(stream_events(response)))

    def _response(self, body: dict, number: int, reply: dict, reason: str, prompt: int) -> dict:
        output = []
        if reply.get("content"):
            output.append(
                {
                    "id": f"msg_fake_{number:04d}",
                    "type": "message",
                    "status": "completed",
                    "role": "assistant",
                    "content": [
                        {"type": "output_text", "text": reply["content"], "annotations": [], "logprobs": []}
                    ],
                }
            )
        for k, call in enumerate(reply.get("tool_calls") or []):
            output.append(
                {
                    "id": f"fc_fake_{number:04d}_{k}",
                    "type": "function_call",
                    "status": "completed",
                    "call_id": call["id"],
                    "name": call["function"]["name"],
                    "arguments": call["function"]["arguments"],
                }
            )
        done = reason != "length"
        completion_tokens = reply_tokens(reply)
        tools = fmt.effective_tools(body)
        return {
            "id": f"resp_fake_{number:04d}",
            "object": "response",
            "created_at": FIXED_CREATED,
            "status": "completed" if done else "incomplete",
            "completed_at": FIXED_CREATED if done else None,
            "error": None,
            "incomplete_details": None if done else {"reason": "max_output_tokens"},
            "instructions": body.get("instructions"),
            "max_output_tokens": body.get("max_output_tokens"),
            "model": body["model"],
            "output": output,
            "parallel_tool_calls": body.get("parallel_tool_calls", True),
            "previous_response_id": body.get("previous_response_id"),
            "reasoning": {"effort": None, "summary": None},
            "service_tier": "default",
            "store": body.get("store", True),
            "temperature": body.get("temperature", 1.0),
            "text": {
                "verbosity": "medium",
                **(body.get("text") or {}),
                "format": (body.get("text") or {}).get("format") or {"type": "text"},
            },
            "tool_choice": body.get("tool_choice", "auto"),
            "tools": tools,
            "top_p": body.get("top_p", 1.0),
            "truncation": body.get("truncation", "disabled"),
            "usage": {
                "input_tokens": prompt,
                "input_tokens_details": {"cached_tokens": 0, "cache_write_tokens": 0},
                "output_tokens": completion_tokens,
                "output_tokens_details": {"reasoning_tokens": 0},
                "total_tokens": prompt + completion_tokens,
            },
            "user": None,
            "metadata": body.get("metadata") or {},
        }


def _as_input(item: dict) -> dict:
    """An output item as it reads back as input (what ``previous_response_id`` prepends)."""
    if item["type"] == "message":
        return {"role": "assistant", "content": item["content"][0]["text"]}
    return {k: item[k] for k in ("type", "call_id", "name", "arguments")}


def stream_events(response: dict) -> list[dict]:
    """The event stream that delivers ``response``, piece by piece, numbered in order."""
    opening = {**response, "status": "in_progress", "output": [], "usage": None, "completed_at": None}
    events = [
        {"type": "response.created", "response": opening},
        {"type": "response.in_progress", "response": opening},
    ]
    for index, item in enumerate(response["output"]):
        where = {"item_id": item["id"], "output_index": index}
        if item["type"] == "message":
            text = item["content"][0]["text"]
            part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
            events.append(
                {
                    "type": "response.output_item.added",
                    "output_index": index,
                    "item": {**item, "status": "in_progress", "content": []},
                }
            )
            events.append({"type": "response.content_part.added", **where, "content_index": 0, "part": part})
            events += [
                {
                    "type": "response.output_text.delta",
                    **where,
                    "content_index": 0,
                    "delta": p,
                    "logprobs": [],
                }
                for p in pieces(text)
            ]
            events.append(
                {
                    "type": "response.output_text.done",
                    **where,
                    "content_index": 0,
                    "text": text,
                    "logprobs": [],
                }
            )
            events.append(
                {
                    "type": "response.content_part.done",
                    **where,
                    "content_index": 0,
                    "part": item["content"][0],
                }
            )
        else:
            events.append(
                {
                    "type": "response.output_item.added",
                    "output_index": index,
                    "item": {**item, "status": "in_progress", "arguments": ""},
                }
            )
            events += [
                {"type": "response.function_call_arguments.delta", **where, "delta": p}
                for p in pieces(item["arguments"])
            ]
            events.append(
                {
                    "type": "response.function_call_arguments.done",
                    **where,
                    "name": item["name"],
                    "arguments": item["arguments"],
                }
            )
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
    final = "response.completed" if response["status"] == "completed" else "response.incomplete"
    events.append({"type": final, "response": response})
    return [{**event, "sequence_number": n} for n, event in enumerate(events)]
