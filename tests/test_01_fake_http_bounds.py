"""The served fake's bounds, met by a raw socket: request framing, deadlines, keep-alive, caps.

Any account on the machine can reach the fake's port (``python -m lab_code.wire serve``). Before,
``Content-Length: -1`` with a 24 MB body was answered ``200`` (``int("-1")`` parses, and
``read(-1)`` reads to the end), a chunk size of ``-1`` likewise, and a connection that sent
half a request was held for ever. Each case here sends what such a client sends and checks the
answer and what the server took. Deadlines are scaled down (``HttpBounds``) so nothing waits
long; a wait is asserted against the bound the server was given, with a wide margin above it
for a busy machine, never against luck. The flood (many connections, other accounts) is
``test_07_server_flood``; the gate's choices are checked here without sockets.
"""

from __future__ import annotations

import json
import socket
import time

import pytest

from lab_code.wire import FakeAnthropicServer, FakeOpenAIServer
from lab_code.wire.demo_brain import demo_brain
from lab_code.wire.http_serve import MAX_BODY, serving

MIB = 1024 * 1024
SHORT_S = 0.5  # the scaled-down deadlines
MARGIN_S = 10.0  # above a deadline: a loaded machine is late, a missing deadline is for ever
REQUEST = json.dumps({"model": "m", "messages": [{"role": "user", "content": "hi"}]}).encode()
HEAD = b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"


def port_of(url: str) -> int:
    return int(url.split(":")[2].split("/")[0])


@pytest.fixture(scope="module")
def port():
    """The fake as served by default (the framing cases run as they are on the old server too)."""
    with serving(FakeOpenAIServer(demo_brain)) as url:
        yield port_of(url)


@pytest.fixture(scope="module")
def short():
    """The fake with its deadlines and keep-alive limits scaled down."""
    from lab_code.wire.http_gate import HttpBounds

    bounds = HttpBounds(
        header_timeout_s=SHORT_S, body_timeout_s=SHORT_S, keep_alive_s=1, max_requests_per_connection=3
    )
    with serving(FakeOpenAIServer(demo_brain), bounds=bounds) as url:
        yield port_of(url)


def exchange(port: int, head: bytes, parts=(), *, timeout: float = 30) -> tuple[int, bytes, int]:
    """Send ``head`` and then ``parts`` until the server stops taking them; ``(status, answer,
    bytes of the body sent)``. Status 0: the server closed without a word."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sent = 0
        try:
            sock.sendall(head)
            for part in parts:
                sock.sendall(part)
                sent += len(part)
        except OSError:  # the server answered and closed while we were still sending
            pass
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except OSError:
            pass
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0
    return status, answer, sent


def read_answer(sock: socket.socket) -> bytes:
    """One whole answer (headers and a Content-Length body) from a kept-alive connection."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(65536)
        if not chunk:
            return answer
        answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1])
        for line in head.lower().split(b"\r\n")
        if line.startswith(b"content-length:")
    )
    while len(body) < length:
        body += sock.recv(65536)
    return head + b"\r\n\r\n" + body


def message(answer: bytes) -> str:
    return json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]["message"]


def test_negative_or_non_numeric_lengths_and_chunk_sizes_are_a_400_and_the_body_is_not_read(port):
    flood = [b"x" * MIB] * 24  # 24 MB, three times the limit
    for head, first in [
        (b"Content-Length: -1\r\n", b""),  # answered 200 before, after reading all 24 MB
        (b"Content-Length: abc\r\n", b""),
        (b"Content-Length: +5\r\n", b""),
        (b"Content-Length: 5, 6\r\n", b""),
        (b"Transfer-Encoding: chunked\r\n", b"-1\r\n"),  # the chunked way to the same hole
        (b"Transfer-Encoding: chunked\r\n", b"zz\r\n"),
        (b"Transfer-Encoding: gzip\r\n", b""),
        (b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", b"0\r\n\r\n"),  # smuggling's shape
    ]:
        status, answer, sent = exchange(port, HEAD + head + b"\r\n", [first, *flood])
        assert status in (400, 501), (head, answer[:200])
        assert sent < 20 * MIB, f"{head!r}: the server kept reading ({sent} bytes)"
        assert b"connection: close" in answer.lower() and "Content-Length" in message(answer)


def test_an_oversized_body_is_a_413_whether_declared_or_chunked(port):
    status, answer, _ = exchange(port, HEAD + b"Content-Length: %d\r\n\r\n" % (9 * MIB))  # no body sent yet
    assert status == 413 and f"at most {MAX_BODY}" in message(answer)
    chunks = [b"%X\r\n%s\r\n" % (MIB, b"x" * MIB)] * 24
    status, answer, sent = exchange(port, HEAD + b"Transfer-Encoding: chunked\r\n\r\n", chunks)
    assert status == 413 and MAX_BODY < sent < 20 * MIB
    status, answer, _ = exchange(
        port, HEAD + b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(REQUEST), [REQUEST]
    )
    assert status == 200 and b'"choices"' in answer


def test_half_sent_headers_and_bodies_end_at_their_deadline(short):
    for head, parts in [
        (b"", []),  # connects, says nothing
        (b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n", []),  # headers never end
        (HEAD + b"Content-Length: 100\r\n\r\n", [b"{"]),  # the body never ends
    ]:
        started = time.monotonic()
        status, answer, _ = exchange(short, head, parts)
        took = time.monotonic() - started
        assert status == 408 and "within 0.5 s" in message(answer), answer[:300]
        assert SHORT_S <= took < SHORT_S + MARGIN_S


def test_keep_alive_has_an_idle_limit_a_request_limit_and_a_header_deadline(short):
    with socket.create_connection(("127.0.0.1", short), timeout=30) as sock:
        for number in (1, 2, 3):
            sock.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % len(REQUEST) + REQUEST)
            answer = read_answer(sock)
            assert answer.startswith(b"HTTP/1.1 200")
            assert (b"connection: close" in answer.lower()) == (number == 3), "the third answer is the last"
        assert sock.recv(1) == b""
    with socket.create_connection(("127.0.0.1", short), timeout=30) as sock:
        sock.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % len(REQUEST) + REQUEST)
        assert read_answer(sock).startswith(b"HTTP/1.1 200")
        started = time.monotonic()
        assert sock.recv(1) == b"", "an idle kept-alive connection is closed"
        assert 1 <= time.monotonic() - started < 1 + MARGIN_S
    with socket.create_connection(("127.0.0.1", short), timeout=30) as sock:
        sock.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % len(REQUEST) + REQUEST)
        assert read_answer(sock).startswith(b"HTTP/1.1 200")
        sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\n")  # the next request, half sent
        answer = read_answer(sock)
        assert answer.startswith(b"HTTP/1.1 408")


def test_a_refusal_speaks_the_fakes_own_format():
    with serving(FakeAnthropicServer(demo_brain), path="") as url:
        head = HEAD.replace(b"chat/completions", b"messages") + b"Content-Length: -1\r\n\r\n"
        status, answer, _ = exchange(port_of(url), head)
    body = json.loads(answer.split(b"\r\n\r\n", 1)[1])
    assert status == 400 and body["type"] == "error" and "Content-Length" in body["error"]["message"]
    assert b"x-fake-wording: course" in answer.lower(), "the course's words, labelled as such"


# ---- the gate's choices, without sockets -------------------------------------------------------


class Conn:
    def __init__(self, name):
        self.name, self.dropped = name, False

    def drop(self):
        self.dropped = True

    def __repr__(self):
        return self.name


def admit(gate, name, peer):
    return gate.admit(Conn(name), ("127.0.0.1", 1024 + len(gate.entries) + gate.dropped), peer)


def test_a_full_account_lets_go_of_strangers_first_and_never_of_a_request_being_answered():
    from lab_code.wire.http_gate import ConnectionGate, HttpBounds

    gate = ConnectionGate(HttpBounds(max_connections=10, max_per_peer=3))
    client = admit(gate, "client", 1000)
    gate.trust(client.key)  # it sent a whole request earlier
    idle = [admit(gate, f"idle{n}", 1000) for n in range(2)]
    newcomer = admit(gate, "new", 1000)
    assert idle[0].conn.dropped and not client.conn.dropped and not newcomer.refused
    gate.answering(idle[1], True)
    gate.answering(newcomer, True)
    after = admit(gate, "after", 1000)
    assert client.conn.dropped and not after.refused, "then the trusted one idle longest"
    gate.answering(after, True)
    refused = admit(gate, "refused", 1000)
    assert refused.refused and not any(e.conn.dropped for e in (idle[1], newcomer, after))


def test_accounts_are_capped_apart_and_a_full_server_takes_from_the_largest():
    from lab_code.wire.http_gate import ConnectionGate, HttpBounds

    gate = ConnectionGate(HttpBounds(max_connections=4, max_per_peer=4))
    flood = [admit(gate, f"flood{n}", 999) for n in range(6)]
    assert sum(not e.conn.dropped for e in flood) == 4, "one account holds at most max_per_peer"
    mine = admit(gate, "mine", 0)
    assert not mine.refused and sum(e.conn.dropped for e in flood) == 3, "the largest account gave one up"
    assert len(gate.entries) == 4
