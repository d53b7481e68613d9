"""Serve a fake API over real HTTP on loopback, so any client in any language can use it offline.

``serving(fake)`` starts a bounded uvicorn server (``loopback_server``, ``bounded_server``) on
``127.0.0.1`` in a background thread and yields its base URL; every request goes to
``fake.answer(...)`` (in a worker thread) and a streaming answer is
sent event by event (HTTP/1.1 chunked transfer). Any account on the machine can reach the
port, so the server has bounds (``http_gate.HttpBounds``): request size (a negative or
non-numeric length or chunk size is a 400), header and body deadlines, connections per account
and in all, keep-alive. A refusal is an error body in the fake's own format, labelled as the
course's wording (``x-fake-wording: course``). A client that hangs up is normal, not an error.

    >>> from lab_code.wire.fake_openai import FakeOpenAIServer
    >>> from lab_code.wire.messages import assistant_text, scripted
    >>> with serving(FakeOpenAIServer(scripted([assistant_text("hi")]))) as base_url:
    ...     print(base_url.startswith("http://127.0.0.1:"))
    True

From the command line: ``python -m lab_code.wire serve --port 8765`` (see ``lab_code.wire.__main__``).

Lessons: shared
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING

from lab_code.wire import api_errors as err
from lab_code.wire.fake_server import FakeServer
from lab_code.wire.http_gate import ConnectionGate, HttpBounds

if TYPE_CHECKING:  # uvicorn is imported only when a server starts: lesson 10 imports this
    from lab_code.wire.loopback_server import LoopbackServer  # module in the browser too

BOUNDS = HttpBounds()  # MAX_BODY and the rest: see http_gate
MAX_BODY = BOUNDS.max_body_bytes  # bytes; a tool-calling request is a few kilobytes


class FakeApp:
    """The ASGI face of a ``FakeServer`` (``RequestBounds`` in front has read the body)."""

    def __init__(self, fake: FakeServer):
        self.fake = fake

    async def __call__(self, scope, receive, send) -> None:
        message = await receive()
        headers = {name.decode("latin-1"): value.decode("latin-1") for name, value in scope["headers"]}
        path = scope.get("raw_path", b"").decode("latin-1") or scope["path"]
        # In a worker thread: a brain given on the command line may take its time, and the
        # server's loop must go on answering (and timing out) everyone else meanwhile
        reply = await asyncio.to_thread(
            self.fake.answer, scope["method"], path, message.get("body", b""), headers
        )
        names = [(k.lower().encode("latin-1"), str(v).encode("latin-1")) for k, v in reply.headers.items()]
        if reply.events is None:
            data = json.dumps(reply.body, ensure_ascii=False).encode()
            start = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
            await send({"type": "http.response.start", "status": reply.status, "headers": names + start})
            await send({"type": "http.response.body", "body": data})
            return
        start = [(b"content-type", b"text/event-stream; charset=utf-8"), (b"cache-control", b"no-cache")]
        await send({"type": "http.response.start", "status": reply.status, "headers": names + start})
        for event in reply.events:
            await send({"type": "http.response.body", "body": event, "more_body": True})
        await send({"type": "http.response.body", "body": b""})


def _refusal_in(fake: FakeServer):
    """How the bounded server words a refusal: the fake's error body, marked as ours."""

    def refusal(status: int, code: str, message: str):
        body = fake.error_body(err.ours(message, code=code, status=status), "req_refused")
        headers = [
            (b"content-type", b"application/json"),
            (err.WORDING_HEADER.encode(), err.COURSE_WORDING.encode()),
        ]
        return headers, json.dumps(body).encode()

    return refusal


def make_server(
    fake: FakeServer, port: int = 0, verbose: bool = False, bounds: HttpBounds = BOUNDS
) -> LoopbackServer:
    """A bounded HTTP server for ``fake`` on ``127.0.0.1:port`` (0 = any free port); not started yet."""
    from lab_code.wire.bounded_server import RequestBounds
    from lab_code.wire.loopback_server import LoopbackServer

    gate = ConnectionGate(bounds, _refusal_in(fake))
    return LoopbackServer(RequestBounds(FakeApp(fake), gate), gate, "127.0.0.1", port, verbose=verbose)


@contextlib.contextmanager
def serving(fake: FakeServer, port: int = 0, path: str = "/v1", bounds: HttpBounds = BOUNDS) -> Iterator[str]:
    """Serve ``fake`` in a background thread; yield the base URL (``http://127.0.0.1:PORT/v1``)."""
    server = make_server(fake, port, bounds=bounds).start()
    try:
        yield f"http://127.0.0.1:{server.port}{path}"
    finally:
        server.stop()
