"""The Chat Completions answer, whole or streamed, as the real API writes it.

``completion(...)`` builds the full ``chat.completion`` object, with the fields a real
response carries and code may read: ``system_fingerprint``, ``service_tier``,
``message.refusal: null``, ``message.annotations: []``, ``logprobs: null`` and usage with
``prompt_tokens_details`` / ``completion_tokens_details``.

``chunks(...)`` turns that object into the ``chat.completion.chunk`` stream the API sends
for ``stream=True``: per choice a first delta with ``role`` (and the first call's ``id`` and
``name`` when the reply starts with a call), the text in small pieces, each tool call
announced by its ``index`` with ``id``/``type``/``name`` and ``arguments: ""``, then its
arguments in pieces under the same ``index``, then an empty delta with ``finish_reason``.
With ``stream_options: {"include_usage": true}`` every chunk has ``usage: null`` and one last
chunk with no choices carries the usage. Each chunk also has an ``obfuscation`` filler (the
real API pads chunks so their sizes do not leak the text; ``include_obfuscation: false``
turns it off). Pieces are ``lab_code.wire.tokens.pieces``: one CJK character or up to four
other characters each.

Lessons: shared
"""

from __future__ import annotations

from lab_code.wire.tokens import estimate_tokens, pieces

FIXED_CREATED = 1767225600  # 2026-01-01T00:00:00Z: a fixed clock keeps notebook outputs stable
SYSTEM_FINGERPRINT = "fp_fake0000"
_PADDING = "abcdefghijklmnopqrstuvwxyz0123456789"


def prompt_tokens(body: dict) -> int:
    """Estimated prompt tokens: the messages and the tool definitions (sent on every request)."""
    return estimate_tokens(body["messages"]) + (estimate_tokens(body["tools"]) if body.get("tools") else 0)


def usage(prompt: int, completion_tokens: int) -> dict:
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt + completion_tokens,
        "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        "completion_tokens_details": {
            "reasoning_tokens": 0,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
    }


def completion(completion_id: str, model: str, choices: list[tuple[dict, str]], usage_: dict) -> dict:
    """``choices`` = ``[(assistant message, finish_reason), …]`` as produced by ``reply_rules``."""
    return {
        "id": completion_id,
        "object": "chat.completion",
        "created": FIXED_CREATED,
        "model": model,
        "choices": [
            {
                "index": index,
                "message": {
                    "role": "assistant",
                    "content": message.get("content"),
                    "refusal": None,
                    "annotations": [],
                    **({"tool_calls": message["tool_calls"]} if message.get("tool_calls") else {}),
                },
                "logprobs": None,
                "finish_reason": reason,
            }
            for index, (message, reason) in enumerate(choices)
        ],
        "usage": usage_,
        "service_tier": "default",
        "system_fingerprint": SYSTEM_FINGERPRINT,
    }


def _deltas(message: dict) -> list[dict]:
    """The deltas of one choice, in order, before its final (empty) delta."""
    calls = message.get("tool_calls") or []
    text = message.get("content")
    starts = [
        {
            "index": k,
            "id": c["id"],
            "type": "function",
            "function": {"name": c["function"]["name"], "arguments": ""},
        }
        for k, c in enumerate(calls)
    ]
    if text is None and starts:  # a reply that is only calls opens with the first call
        deltas = [{"role": "assistant", "content": None, "tool_calls": [starts[0]], "refusal": None}]
    else:
        deltas = [{"role": "assistant", "content": "", "refusal": None}]
        deltas += [{"content": piece} for piece in pieces(text or "")]
    for k, call in enumerate(calls):
        if k > 0 or text is not None:
            deltas.append({"tool_calls": [starts[k]]})
        deltas += [
            {"tool_calls": [{"index": k, "function": {"arguments": piece}}]}
            for piece in pieces(call["function"]["arguments"])
        ]
    return deltas


def chunks(full: dict, include_usage: bool = False, obfuscation: bool = True) -> list[dict]:
    """The ``chat.completion.chunk`` objects that stream ``full`` (a ``completion(...)`` object)."""
    head = {key: full[key] for key in ("id", "created", "model", "service_tier", "system_fingerprint")}
    out = []

    def emit(choices: list, usage_=None) -> None:
        chunk = {**head, "object": "chat.completion.chunk", "choices": choices}
        if include_usage:
            chunk["usage"] = usage_
        if obfuscation:  # deterministic filler where the real API puts random characters
            chunk["obfuscation"] = _PADDING[: 4 + len(out) % 9]
        out.append(chunk)

    for choice in full["choices"]:
        for delta in _deltas(choice["message"]):
            emit([{"index": choice["index"], "delta": delta, "logprobs": None, "finish_reason": None}])
        emit(
            [
                {
                    "index": choice["index"],
                    "delta": {},
                    "logprobs": None,
                    "finish_reason": choice["finish_reason"],
                }
            ]
        )
    if include_usage:
        emit([], full["usage"])
    return out
