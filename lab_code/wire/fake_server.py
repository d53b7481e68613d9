"""What every fake server shares: routing, parsing, asking its model, and never a traceback.

A fake server answers one HTTP request at a time through ``answer(method, path, content,
headers)`` and returns a ``Reply``: a JSON body, or an SSE stream kept event by event (so the
loopback HTTP server can send each event as it is ready). ``handle(httpx2.Request)`` wraps that
for ``httpx2.MockTransport``, which is how the official SDKs reach a fake in-process. A route is
a method and a path ending (a regular expression whose named groups reach the handler), and a
handler gets the whole ``Incoming`` request: parsed body, headers (names in lower case), number.

Whatever arrives, the answer is an HTTP response: an unknown path is a 404, a body that is
not JSON (or nested deeper than ``MAX_DEPTH``) a 400, an ``ApiError`` from the checks its
status, a brain (the model behind the fake) that raises a 500 that names the exception (the
lesson author's bug, in the course's words), and a bug in the fake itself a 500 too — never a
raw Python exception through the SDK.

The brain is a ``ChatModel`` (``lab_code.wire.chat_model``), or a plain function of the
request body, which the server wraps once (``as_chat_model``); ``ask_brain`` hands it each
request in the neutral Chat Completions shape.

Subclasses set ``routes`` (``(method, path pattern, handler name)``) and say how their API
spells errors.

Lessons: shared
"""

from __future__ import annotations

import copy
import json
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx2

from lab_code.wire import api_errors as err
from lab_code.wire.chat_model import Brain, ChatModel, as_chat_model, ask
from lab_code.wire.messages import ScriptExhausted
from lab_code.wire.sse import CONTENT_TYPE

MAX_DEPTH = 100  # JSON nesting the fakes accept; a tool-calling request needs about ten


@dataclass
class Incoming:
    """One request as a handler sees it."""

    method: str
    path: str
    body: Any  # the parsed JSON body of a POST; None for a GET
    headers: dict[str, str]  # header names in lower case
    number: int  # 1, 2, … in arrival order: ids and the request-id header use it
    params: dict[str, str] = field(default_factory=dict)  # the route pattern's named groups


@dataclass
class Reply:
    status: int
    body: dict | None = None  # a JSON answer …
    events: list[bytes] | None = None  # … or an SSE stream, one encoded event per item
    headers: dict = field(default_factory=dict)

    def to_httpx(self) -> httpx2.Response:
        if self.events is not None:
            headers = {"content-type": CONTENT_TYPE, **self.headers}
            return httpx2.Response(self.status, headers=headers, content=b"".join(self.events))
        return httpx2.Response(self.status, headers=self.headers, json=self.body)


def _depth(value: Any) -> int:
    """Nesting depth of a parsed JSON value, without recursion (a hostile body can be deep)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        node, level = todo.pop()
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            break
        if isinstance(node, dict):
            todo.extend((v, level + 1) for v in node.values())
        elif isinstance(node, list):
            todo.extend((v, level + 1) for v in node)
    return deepest


class FakeServer:
    """Base of the fake APIs. The brain (a ``ChatModel`` or a body function) decides what the model says."""

    routes: tuple[tuple[str, str, str], ...] = ()  # (method, path pattern matched at the end, handler)
    request_id_header = "x-request-id"
    id_prefix = "fake"

    def __init__(self, brain: ChatModel | Brain):
        self.brain = as_chat_model(brain)
        self.requests: list[Any] = []  # every parsed request body, in order: what the model "saw"
        self._count = 0
        self._lock = threading.Lock()  # the loopback server answers on several threads

    # ---- the transport side --------------------------------------------------------------
    def handle(self, request: httpx2.Request) -> httpx2.Response:
        """For ``httpx2.MockTransport(server.handle)``."""
        return self.answer(request.method, request.url.path, request.read(), request.headers).to_httpx()

    def answer(
        self, method: str, path: str, content: bytes, headers: Mapping[str, str] | None = None
    ) -> Reply:
        with self._lock:
            self._count += 1
            number = self._count
        given = {name.lower(): value for name, value in (headers or {}).items()}
        headers = {self.request_id_header: f"req_{self.id_prefix}_{number:04d}"}  # the reply's
        try:
            reply = self._answer(method, path, content, given, number)
        except err.ApiError as exc:
            reply = Reply(exc.status, self.error_body(exc, headers[self.request_id_header]))
            if exc.ours:
                reply.headers[err.WORDING_HEADER] = err.COURSE_WORDING
        except Exception as exc:  # a bug in the fake itself: still an HTTP answer, with a clue
            bug = err.ours(
                f"The course's fake server failed: {type(exc).__name__}: {exc}",
                code="fake_server_bug",
                status=500,
                type="api_error",
            )
            reply = Reply(500, self.error_body(bug, headers[self.request_id_header]))
            reply.headers[err.WORDING_HEADER] = err.COURSE_WORDING
        reply.headers.update(headers)
        return reply

    def _answer(self, method: str, path: str, content: bytes, headers: dict, number: int) -> Reply:
        handler, found = next(
            (
                (name, match)
                for verb, pattern, name in self.routes
                if verb == method and (match := re.search(f"{pattern}$", path.rstrip("/")))
            ),
            (None, None),
        )
        if found is None:
            raise self.not_found(method, path)
        body = None
        if method == "POST":
            body = self.parse(content)
            with self._lock:
                self.requests.append(body)
        request = Incoming(method, path, body, headers, number, found.groupdict())
        return getattr(self, handler)(request)

    def parse(self, content: bytes) -> Any:
        too_deep = err.ours(f"The request body is nested more than {MAX_DEPTH} levels deep.")
        try:
            body = json.loads(content)
        except RecursionError:  # valid JSON, but deeper than Python's parser goes
            raise too_deep from None
        except ValueError:
            raise self.unparsable() from None
        if _depth(body) > MAX_DEPTH:
            raise too_deep
        return body

    # ---- the model side ------------------------------------------------------------------
    def ask_brain(self, body: dict) -> Any:
        """The brain's reply to (a copy of) the neutral request body; its failures become 500s."""
        try:
            return ask(self.brain, copy.deepcopy(body))
        except ScriptExhausted as exc:
            raise err.ours(str(exc), code="script_exhausted", status=500, type="server_error") from None
        except err.ApiError:
            raise
        except Exception as exc:
            raise err.ours(
                f"The fake's brain raised {type(exc).__name__}: {exc}",
                code="fake_brain_bug",
                status=500,
                type="server_error",
            ) from None

    # ---- what subclasses say differently ---------------------------------------------------
    def error_body(self, exc: err.ApiError, request_id: str) -> dict:
        return exc.openai_body()

    def not_found(self, method: str, path: str) -> err.ApiError:
        # OpenAI's words (e.g. in InternLM/MindSearch#150).
        return err.real(
            f"Unknown request URL: {method} {path}. Please check the URL for typos, or see the docs "
            "at https://platform.openai.com/docs/api-reference/.",
            code="unknown_url",
            status=404,
        )

    def unparsable(self) -> err.ApiError:
        return err.real(
            "We could not parse the JSON body of your request. (HINT: This likely means you aren't "
            "using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was "
            "sent was not valid JSON. If you have trouble figuring out how to fix this, please "
            "contact us through our help center at help.openai.com.)"
        )

    def http_client(self) -> httpx2.Client:
        return httpx2.Client(transport=httpx2.MockTransport(self.handle))

    def async_http_client(self) -> httpx2.AsyncClient:
        return httpx2.AsyncClient(transport=httpx2.MockTransport(self.handle))
