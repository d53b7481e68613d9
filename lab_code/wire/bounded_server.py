"""A loopback HTTP server that one local account cannot starve or overflow: uvicorn + h11, bounded.

Why not the standard library's ``http.server``: ``ThreadingHTTPServer`` starts one thread per
connection, with no cap, no socket timeout and no header deadline, and it leaves request framing
to the handler (``int("-1")`` parses: ``Content-Length: -1`` once read a 24 MB body "to the
end"). Bounding it means writing an HTTP server. uvicorn is already the course's server (the MCP
SDK runs on it) and its h11 parser refuses every malformed length and chunk size; what uvicorn
lacks is added here, in its own protocol class and one ASGI layer:

=====================================  ==============================================================
bound (``http_gate.HttpBounds``)       where
=====================================  ==============================================================
length / chunk size not a decimal or   h11 (``[0-9]+``, hex chunk sizes): ``400`` in ``send_400_response``;
hex number; both ``Content-Length``    ``RequestBounds`` (``400``)
and ``Transfer-Encoding``
header size                            h11's ``max_incomplete_event_size`` (``431``)
header time (a slow sender)            ``BoundedProtocol``: a deadline from connect, or from the next
                                       request's first byte (``408``, then close)
body size, body time, bodies held      ``RequestBounds`` reads the whole body before the app runs
at once                                (``413`` / ``408`` / ``503``, then close)
connections per account, in all        ``BoundedProtocol`` + ``http_gate.ConnectionGate``: idle ones
                                       make room, else ``503`` and close
keep-alive                             uvicorn's ``timeout_keep_alive``; ``Connection: close`` after
                                       ``max_requests_per_connection`` answers
requests being answered                ``RequestBounds`` (``503`` past ``max_connections``); uvicorn's
                                       ``limit_concurrency`` only as a last line (see below)
=====================================  ==============================================================

uvicorn's ``limit_concurrency`` counts connections, and among them the ones the gate has just
let go and that are still closing: under a flood it answered the real client ``503`` (seen in
``test_07_server_flood``). So it is set above anything the gate allows (``loopback_server``),
and the gate counts requests itself.

Every refusal is a JSON answer that says what was wrong, what is allowed and what to do, sent
with ``Connection: close``. uvicorn's ``proxy_headers`` is off: on loopback any account could
claim any address in ``X-Forwarded-For``.

Lessons: shared
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import struct
import sys
import time

try:  # POSIX: how many bytes wait unread on a socket (``expendable``); not on Windows
    import fcntl
    import termios
except ImportError:  # pragma: no cover - Windows
    fcntl = termios = None

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from lab_code.wire.http_gate import ConnectionGate, Entry
from lab_code.wire.loopback_peer import peer_uid

_QUICKACK = getattr(socket, "TCP_QUICKACK", None)  # Linux
log = logging.getLogger("lab_code.wire.http")
# uvicorn's warnings about what a client sent (each refusal already answers the client itself)
_CLIENT_FAULTS = {"Invalid HTTP request received.", "Exceeded concurrency limit."}
log.addFilter(lambda record: record.getMessage() not in _CLIENT_FAULTS)


def _raw_response(gate: ConnectionGate, status: int, code: str, message: str) -> bytes:
    """A whole HTTP/1.1 response as bytes (for refusals written before h11 has a request)."""
    known = gate.worded.get((status, code, message))
    if known is not None:
        return known
    headers, body = gate.refusal(status, code, message)
    lines = [f"HTTP/1.1 {status} {_REASONS.get(status, 'Error')}".encode()]
    lines += [name + b": " + value for name, value in headers]
    lines += [b"content-length: %d" % len(body), b"connection: close", b"retry-after: 1"]
    if len(gate.worded) < 64:  # the messages are fixed per server; 64 is more than there are
        gate.worded[(status, code, message)] = b"\r\n".join(lines) + b"\r\n\r\n" + body
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


_REASONS = {
    400: "Bad Request",
    408: "Request Timeout",
    413: "Content Too Large",
    431: "Request Header Fields Too Large",
    501: "Not Implemented",
    503: "Service Unavailable",
}


class BoundedProtocol(H11Protocol):
    """uvicorn's h11 protocol with admission (``ConnectionGate``) and a header deadline."""

    def __init__(self, *args, gate: ConnectionGate, **kwargs):
        super().__init__(*args, **kwargs)
        self.logger = log
        self.gate = gate
        self.entry: Entry | None = None
        self.header_timer: asyncio.TimerHandle | None = None
        self.received = False  # any byte yet (one that sent none is closed without a word)

    # --- admission and letting go ---------------------------------------------------------
    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        uid = peer_uid(self.client, self.server)
        self.entry = self.gate.admit(
            self, self.client, uid if uid is not None else (self.client or ("?",))[0]
        )
        if self.entry.refused:
            bounds = self.gate.bounds
            self.refuse(
                503,
                "server_full",
                f"Server busy: all {bounds.max_per_peer} connections this account may hold (or all "
                f"{bounds.max_connections} of the server) are answering requests. Retry in a moment.",
            )
            return
        self._arm_header_timer()

    def connection_lost(self, exc) -> None:
        self._cancel_header_timer()
        self.gate.leave(self.client, self)
        super().connection_lost(exc)

    def closing(self) -> bool:
        return self.transport is None or self.transport.is_closing()

    def expendable(self) -> bool:
        """May the gate let this connection go? Not once a whole request is in (it is about to
        be answered), nor while bytes wait unread: a client that connects and sends its request
        at once must not lose its place to connections accepted in the same round before the
        server has read it (one account's burst of a thousand otherwise did that)."""
        if self.transport is None or self.transport.is_closing():
            return False
        if self.conn.their_state not in (h11.IDLE, h11.SEND_BODY):
            return False  # DONE, or MUST_CLOSE after a request that said "Connection: close"
        sock = self.transport.get_extra_info("socket")
        if fcntl is None or sock is None:
            return True
        try:
            waiting = struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.FIONREAD, b"\0\0\0\0"))[0]
        except (OSError, AttributeError):
            return True
        return waiting == 0

    def drop(self) -> None:
        """Let go of this connection to make room (the gate's call; it is not answering)."""
        self._cancel_header_timer()
        if self.transport is None or self.transport.is_closing():
            return
        idle_between_requests = (
            self.entry is not None and self.entry.trusted and self.conn.their_state is h11.IDLE
        )
        if not self.conn.trailing_data[0] and (
            idle_between_requests or self.conn.their_state is h11.IDLE and not self.received
        ):
            self.transport.close()  # nothing was asked (as a keep-alive timeout would; or never a byte)
            return
        bounds = self.gate.bounds
        self.refuse(
            503,
            "connection_dropped",
            f"Connection closed to make room: the server keeps at most {bounds.max_per_peer} connections "
            f"per account ({bounds.max_connections} in all) and lets idle or unfinished ones go first. "
            "Send the whole request right after connecting.",
        )

    def refuse(self, status: int, code: str, message: str) -> None:
        """Answer with a refusal and close; mid-answer (a response already started) only close."""
        self.gate.leave(self.client, self)  # at once: a closing connection is no one's room
        if self.transport.is_closing():
            return
        if self.cycle is None or self.cycle.response_complete or not self.cycle.response_started:
            self.transport.write(_raw_response(self.gate, status, code, message))
        self.transport.close()

    # --- the header deadline --------------------------------------------------------------
    def data_received(self, data: bytes) -> None:
        self.received = True
        if self.header_timer is None and self.conn.their_state is h11.IDLE:
            self._arm_header_timer()  # the first byte of a next request on a kept-alive connection
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._cancel_header_timer()
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY) and _QUICKACK is not None:
            # Acknowledge at once: a client that writes headers and body separately (urllib does)
            # sends the body only when the headers are acknowledged, and a delayed ACK makes that
            # 40 ms — a request that long half-arrived is one a flood can push out meanwhile
            with contextlib.suppress(OSError, AttributeError):
                self.transport.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, _QUICKACK, 1)

    def on_response_complete(self) -> None:
        if self.entry is not None:
            self.entry.since = time.monotonic()
        super().on_response_complete()
        if self.conn.their_state is h11.IDLE and self.conn.trailing_data[0]:
            self._arm_header_timer()  # a pipelined request already started arriving

    def _arm_header_timer(self) -> None:
        self._cancel_header_timer()
        self.header_timer = self.loop.call_later(self.gate.bounds.header_timeout_s, self._headers_too_slow)

    def _cancel_header_timer(self) -> None:
        if self.header_timer is not None:
            self.header_timer.cancel()
            self.header_timer = None

    def _headers_too_slow(self) -> None:
        self.header_timer = None
        if self.conn.their_state is h11.IDLE:
            seconds = self.gate.bounds.header_timeout_s
            self.refuse(
                408,
                "headers_timeout",
                f"Request headers not complete within {seconds:g} s of connecting (or of the request's "
                "first byte). Send the whole request at once.",
            )

    # --- malformed requests ---------------------------------------------------------------
    def send_400_response(self, msg: str) -> None:
        problem = sys.exc_info()[1]  # called while h11's RemoteProtocolError is being handled
        status = getattr(problem, "error_status_hint", 400)
        if status == 431:
            text = f"Request line and headers larger than {self.gate.bounds.max_header_bytes} bytes."
        else:
            text = (
                f"Malformed HTTP/1.1 request ({problem or msg}). Content-Length must be a decimal "
                "number of bytes, chunk sizes hexadecimal, and Transfer-Encoding only 'chunked'."
            )
        self.refuse(status, "malformed_request", text)


class RequestBounds:
    """ASGI layer: the whole body is read, within its size and time, before ``app`` runs."""

    def __init__(self, app, gate: ConnectionGate, *, trust_requests: bool = True):
        self.app, self.gate = app, gate
        self.trust_requests = trust_requests  # False where another layer trusts (a token check)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        bounds, entry = self.gate.bounds, self.gate.find(scope.get("client"))
        headers = dict(scope["headers"])
        if b"content-length" in headers and b"transfer-encoding" in headers:
            await self._refuse(
                send, 400, "ambiguous_length", "Send Content-Length or Transfer-Encoding, not both."
            )
            return
        declared = int(headers.get(b"content-length", b"0"))  # h11 let only digits through
        if declared > bounds.max_body_bytes:
            await self._refuse(send, 413, "body_too_large", self._too_large(declared))
            return
        body, problem = await self._read_body(receive)
        if problem is None and self.gate.running >= bounds.max_connections:
            self.gate.release_body(len(body))
            problem = (503, "server_busy", f"Server busy: {bounds.max_connections} requests are being answered. Retry in a moment.")  # fmt: skip
        if problem is not None:
            if problem:
                await self._refuse(send, *problem)
            return
        self.gate.running += 1  # counted here, not per connection: an answer can outlive its client
        try:
            if entry is not None:
                entry.requests += 1
                entry.trusted = entry.trusted or self.trust_requests
                self.gate.answering(entry, True)
            last = entry is not None and entry.requests >= bounds.max_requests_per_connection
            await self.app(scope, _replay(body, receive), _closing(send) if last else send)
        finally:
            self.gate.running -= 1
            self.gate.release_body(len(body))
            if entry is not None:
                self.gate.answering(entry, False)

    async def _read_body(self, receive) -> tuple[bytes, tuple | None]:
        """``(body, None)``, or ``(b"", refusal)``; refusal ``()`` when the client left."""
        bounds = self.gate.bounds
        deadline = time.monotonic() + bounds.body_timeout_s
        parts: list[bytes] = []
        size, done = 0, False
        try:
            while True:
                try:
                    message = await asyncio.wait_for(receive(), max(0.0, deadline - time.monotonic()))
                except TimeoutError:
                    seconds = bounds.body_timeout_s
                    return b"", (408, "body_timeout", f"Request body not complete within {seconds:g} s.")
                if message["type"] == "http.disconnect":
                    return b"", ()
                chunk = message.get("body", b"")
                if size + len(chunk) > bounds.max_body_bytes:
                    return b"", (413, "body_too_large", self._too_large(size + len(chunk), sent=True))
                if not self.gate.reserve_body(len(chunk)):
                    held = bounds.max_bodies_bytes // (1024 * 1024)
                    return b"", (503, "server_busy", f"Server busy: {held} MiB of request bodies arriving at once. Retry in a moment.")  # fmt: skip
                parts.append(chunk)
                size += len(chunk)
                if not message.get("more_body", False):
                    done = True
                    return b"".join(parts), None
        finally:
            if not done:
                self.gate.release_body(size)

    def _too_large(self, size: int, sent: bool = False) -> str:
        limit = self.gate.bounds.max_body_bytes
        how = "at least " if sent else ""
        return (
            f"Request body too large: {how}{size} bytes, at most {limit} allowed. A tool-calling "
            "request is a few kilobytes: check what is being sent."
        )

    async def _refuse(self, send, status: int, code: str, message: str) -> None:
        headers, body = self.gate.refusal(status, code, message)
        headers = [*headers, (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def _replay(body: bytes, receive):
    """``receive`` for the app: the body already read, then the connection's own messages
    (``http.disconnect`` when the client leaves, which streaming answers listen for)."""
    given = False

    async def replayed():
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


def _closing(send):
    """``send`` that asks the client to close after this answer (the connection's last)."""

    async def closing(message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), (b"connection", b"close")]}
        await send(message)

    return closing
