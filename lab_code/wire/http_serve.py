"""Serve a fake API over real HTTP on loopback, so any client in any language can use it offline.

``serving(fake)`` starts a standard-library ``ThreadingHTTPServer`` on ``127.0.0.1`` in a
background thread and yields its base URL; every request goes to ``fake.answer(...)`` and a
streaming answer is sent event by event (HTTP/1.1 chunked transfer), flushed as it is ready.
``disable_nagle_algorithm`` is set: without it each small keep-alive request waits for the
peer's delayed ACK (~40 ms instead of ~3 ms). A client that hangs up — a keep-alive connection
closed or reset between requests, a stream abandoned half way — is normal, not an error: the
server drops the connection quietly instead of printing the standard library's traceback.

    >>> from lab_code.wire.fake_openai import FakeOpenAIServer
    >>> from lab_code.wire.messages import assistant_text, scripted
    >>> with serving(FakeOpenAIServer(scripted([assistant_text("hi")]))) as base_url:
    ...     print(base_url.startswith("http://127.0.0.1:"))
    True

From the command line: ``python -m lab_code.wire serve --port 8765`` (see ``lab_code.wire.__main__``).

Lessons: shared
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from lab_code.wire.fake_server import FakeServer

MAX_BODY = 8 * 1024 * 1024  # bytes; a tool-calling request is a few kilobytes


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, and chunked streaming
    disable_nagle_algorithm = True
    server_version = "tool-calling-lab-fake/1"
    server: _FakeHTTPServer

    def _body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            parts, total = [], 0
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    return b"".join(parts)
                total += size
                if total > MAX_BODY:
                    raise ValueError("request body too large")
                parts.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            raise ValueError("request body too large")
        return self.rfile.read(length)

    def _serve(self) -> None:
        try:
            content = self._body()
        except ValueError as exc:  # a malformed chunk size, or too much
            self.send_error(413 if "too large" in str(exc) else 400)
            return
        reply = self.server.fake.answer(
            self.command, urlsplit(self.path).path, content, dict(self.headers.items())
        )
        self.send_response(reply.status)
        for name, value in reply.headers.items():
            self.send_header(name, value)
        if reply.events is None:
            data = json.dumps(reply.body, ensure_ascii=False).encode()
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for event in reply.events:
            self.wfile.write(b"%X\r\n%s\r\n" % (len(event), event))
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")

    do_POST = _serve
    do_GET = _serve

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the stdlib's name)
        if self.server.verbose:
            super().log_message(format, *args)


class _FakeHTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], fake: FakeServer, verbose: bool = False):
        super().__init__(address, _Handler)
        self.fake, self.verbose = fake, verbose

    def handle_error(self, request, client_address) -> None:
        # ConnectionResetError, BrokenPipeError, ConnectionAbortedError: the client went away.
        if isinstance(sys.exc_info()[1], ConnectionError):
            if self.verbose:
                print(f"{client_address[0]}:{client_address[1]} 断开了连接", file=sys.stderr)
            return
        super().handle_error(request, client_address)


def make_server(fake: FakeServer, port: int = 0, verbose: bool = False) -> _FakeHTTPServer:
    """An HTTP server for ``fake`` on ``127.0.0.1:port`` (0 = any free port); not started yet."""
    return _FakeHTTPServer(("127.0.0.1", port), fake, verbose)


@contextlib.contextmanager
def serving(fake: FakeServer, port: int = 0, path: str = "/v1") -> Iterator[str]:
    """Serve ``fake`` in a background thread; yield the base URL (``http://127.0.0.1:PORT/v1``)."""
    server = make_server(fake, port)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), name="fake-llm-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{path}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
