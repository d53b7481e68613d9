"""Server-sent events: how every streaming LLM API sends its reply, one ``data:`` line at a time.

An SSE stream is plain text: each event is an optional ``event: <name>`` line, a
``data: <payload>`` line and an empty line. OpenAI's Chat Completions sends only ``data:``
lines and ends with ``data: [DONE]``; the Responses API and Anthropic name every event.

    >>> encode({"a": 1}, event="ping")
    b'event: ping\\ndata: {"a":1}\\n\\n'
    >>> DONE
    b'data: [DONE]\\n\\n'

Lessons: shared
"""

from __future__ import annotations

import json
from typing import Any

CONTENT_TYPE = "text/event-stream; charset=utf-8"
DONE = b"data: [DONE]\n\n"


def encode(data: Any, event: str | None = None) -> bytes:
    """One event; ``data`` as compact JSON (``ensure_ascii=False``, as the real services send it)."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {payload}\n\n".encode()


def named_events(events: list[dict]) -> list[bytes]:
    """Events whose ``type`` field is also their SSE name (Responses API, Anthropic)."""
    return [encode(event, event=event["type"]) for event in events]
