"""Message threads (Anthropic beta ``message-threads-2026-08-12``): the server keeps the conversation.

Anthropic's "Message threads" page (platform.claude.com/docs/en/build-with-claude/message-threads,
checked 2026-12) describes one request field, ``thread``, and the SDK's tool runner sends it:

* **create** — the first request carries the whole conversation, ``system`` and ``tools``, and
  ``"thread": {"type": "create"}``; the API keeps the conversation, Claude's reply included,
  under the reply's ``id``;
* **continue** — later requests send only the messages since that reply and
  ``"thread": {"type": "continue", "previous_message_id": …}``, *without* ``system`` and
  ``tools``: the thread keeps the ones it was created with. Each reply's ``id`` is the next
  turn's ``previous_message_id``;
* when the API cannot continue a thread, the request is a 404; the client sends the whole
  conversation again under a new thread (the SDK's helpers do this themselves, reading
  ``error.details.error_code`` = ``thread_not_found``).

The fake keeps the latest ``MAX_HELD`` replies while it runs (no five-minute expiry; an older
one is dropped, which the client sees as a lost thread) and lets any kept reply be continued.
The error texts here are the course's; the 404 and its ``error_code`` are what the page and the
SDK rely on.

    >>> store = ThreadStore()
    >>> first = {"messages": [{"role": "user", "content": "hi"}], "system": "be brief",
    ...          "thread": {"type": "create"}}
    >>> full = store.expand(first)
    >>> store.keep(first, full, {"id": "msg_1", "content": [{"type": "text", "text": "hello"}]})
    >>> later = store.expand({"messages": [{"role": "user", "content": "more"}],
    ...                       "thread": {"type": "continue", "previous_message_id": "msg_1"}})
    >>> [m["content"] for m in later["messages"]], later["system"]
    (['hi', [{'type': 'text', 'text': 'hello'}], 'more'], 'be brief')

Lessons: shared
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from typing import Any

from lab_code.wire import api_errors as err

CREATE_ONLY = ("system", "tools")  # kept by the thread; a continue must not send them
MAX_HELD = 256  # replies kept: a long-running local server must not grow without end


class ThreadStore:
    def __init__(self) -> None:
        self._held: OrderedDict[str, dict] = OrderedDict()  # reply id -> the thread up to that reply
        self._lock = threading.Lock()

    def expand(self, body: dict) -> dict:
        """The request as the model sees it: without ``thread``, a continue with its history,
        ``system`` and ``tools`` put back."""
        thread = body.get("thread")
        request = {k: v for k, v in body.items() if k != "thread"}
        if thread is None:
            return request
        kind = thread.get("type") if isinstance(thread, dict) else None
        if kind == "create":
            return request
        if kind != "continue" or not isinstance(thread.get("previous_message_id"), str):
            raise err.ours(
                "thread: expected {'type': 'create'} or {'type': 'continue', 'previous_message_id': '<id>'}"
            )
        repeated = [name for name in CREATE_ONLY if name in request]
        if repeated:
            raise err.ours(
                f"{' and '.join(repeated)}: a thread continue must not send them; the thread keeps the "
                "ones it was created with (start a new thread to change them)."
            )
        previous = thread["previous_message_id"]
        with self._lock:
            held = copy.deepcopy(self._held.get(previous))
        if held is None:
            raise err.ours(
                f"thread.previous_message_id: no thread holds the message {previous!r}; send the whole "
                "conversation again with thread {'type': 'create'}.",
                status=404,
                type="not_found_error",
                details={"error_code": "thread_not_found"},
            )
        messages = request.get("messages")
        request["messages"] = held.pop("messages") + (messages if isinstance(messages, list) else [])
        return {**request, **held}

    def keep(self, body: dict, expanded: dict, message: dict) -> None:
        """Hold the conversation under ``message["id"]`` if the request asked for a thread."""
        if body.get("thread") is None:
            return
        reply = {"role": "assistant", "content": message["content"]}
        kept: dict[str, Any] = {"messages": [*expanded["messages"], reply]}
        kept.update({name: expanded[name] for name in CREATE_ONLY if name in expanded})
        with self._lock:
            self._held[message["id"]] = copy.deepcopy(kept)
            while len(self._held) > MAX_HELD:
                self._held.popitem(last=False)
