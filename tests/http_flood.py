"""What one local account can throw at a loopback HTTP server: the attacker of ``test_07_server_flood``.

    python3 tests/http_flood.py PORT [--path /v1/chat/completions] [--seconds 6] [--files 1024]

Standard library only, so it runs with any ``python3`` as any account (the test starts it as
``lab-unprivileged``, with the source on the command line: that account cannot read the clone).
It lowers its own file limit to ``--files`` and then, against ``127.0.0.1:PORT``:

1. **holds idle connections** up to that limit (16 kept back for step 3), one in four of them
   **sending its headers slowly** (a byte every two seconds, never the end); every two seconds
   it opens again, in one batch, what the server closed — it keeps its file limit full;
2. prints ``ready`` once the first round is open (the test starts its own client then);
3. sends **oversized and negative-length bodies** one after another: ``Content-Length: -1`` and
   a chunk size of ``-1`` each followed by 24 MB, 9 MB with its real length, 24 MB chunked;
4. after ``--seconds`` prints one JSON line: connections opened, how many the server had closed
   at the end, what each body got (status, bytes the server let it send).

Everything is bounded: connections by the file limit, time by ``--seconds`` (each socket has a
timeout), bytes by 24 MB per body.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import resource
import select
import socket
import threading
import time

MIB = 1024 * 1024
REFILL_S = 2.0  # how often what the server let go is opened again (a thousand connections)
SPARE_FILES = 16  # kept back for step 3 and the interpreter's own files


def connect(port: int) -> socket.socket | None:
    try:
        return socket.create_connection(("127.0.0.1", port), timeout=5.0)
    except OSError:  # out of files, or the server's queue stayed full (the connect timed out)
        return None


def let_go(socks: list[socket.socket]) -> set[int]:
    """The connections the server has let go: anything it sends on a connection that asked
    nothing (a 503, a 408) comes just before its close, so readable means let go."""
    poll = select.poll()
    for sock in socks:
        poll.register(sock, select.POLLIN)
    return {fd for fd, _ in poll.poll(0)}


class Holder:
    """Step 1: keeps ``room`` connections open; one in four trickles a header that never ends."""

    def __init__(self, port: int, path: str, host: str, room: int):
        self.port, self.room = port, room
        self.start = f"POST {path} HTTP/1.1\r\nHost: {host}\r\nX-Slow: ".encode()
        self.socks: list[tuple[socket.socket, bool]] = []  # (socket, slow?)
        self.opened = 0
        self.closed_seen = 0  # connections the server let go while held

    def fill(self, wait_s: float) -> None:
        """Open connections until ``room`` are held: all at once (non-blocking), each given up
        to ``wait_s`` to get through (a dropped SYN is sent again after 1 s, 3 s …)."""
        pending: dict[int, socket.socket] = {}
        waiting = select.poll()
        try:
            while len(self.socks) + len(pending) < self.room:
                try:
                    sock = socket.socket()
                except OSError:  # out of files
                    break
                sock.setblocking(False)
                if sock.connect_ex(("127.0.0.1", self.port)) not in (0, errno.EINPROGRESS):
                    sock.close()
                    break
                pending[sock.fileno()] = sock
                waiting.register(sock, select.POLLOUT)
            deadline = time.monotonic() + wait_s
            while pending and time.monotonic() < deadline:
                for fd, _ in waiting.poll(max(0, deadline - time.monotonic()) * 1000):
                    sock = pending.pop(fd)
                    waiting.unregister(fd)
                    if sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
                        sock.close()
                        continue
                    slow = self.opened % 4 == 0
                    if slow:
                        with contextlib.suppress(OSError):
                            sock.send(self.start)
                    self.socks.append((sock, slow))
                    self.opened += 1
        finally:
            for sock in pending.values():
                sock.close()

    def keep(self, until: float) -> None:
        while time.monotonic() < until:
            gone = let_go([sock for sock, _ in self.socks])
            kept = []
            for sock, slow in self.socks:
                if sock.fileno() in gone:
                    sock.close()
                    self.closed_seen += 1
                    continue
                if slow:
                    with contextlib.suppress(OSError):
                        sock.send(b"a")
                kept.append((sock, slow))
            self.socks = kept
            self.fill(wait_s=1.0)
            time.sleep(max(0.0, min(REFILL_S, until - time.monotonic())))

    def held(self) -> int:
        return len(self.socks) - len(let_go([sock for sock, _ in self.socks]))


BODIES = {  # name → (headers, body parts)
    "negative length": (b"Content-Length: -1\r\n", [b"x" * MIB] * 24),
    "negative chunk": (b"Transfer-Encoding: chunked\r\n", [b"-1\r\n"] + [b"x" * MIB] * 24),
    "9 MB, real length": (b"Content-Length: %d\r\n" % (9 * MIB), [b"x" * MIB] * 9),
    "24 MB chunked": (b"Transfer-Encoding: chunked\r\n", [b"100000\r\n" + b"x" * MIB + b"\r\n"] * 24),
}


def send_body(port: int, head: bytes, parts: list[bytes]) -> tuple[int, int]:
    """``(status or 0, bytes of the body the server let through)``."""
    sock = connect(port)
    if sock is None:
        return -1, 0
    sent = 0
    with sock:
        sock.settimeout(15)
        try:
            sock.sendall(head + b"\r\n")
            for part in parts:
                sock.sendall(part)
                sent += len(part)
        except OSError:
            pass
        try:
            answer = sock.recv(100)
        except OSError:
            answer = b""
    status = int(answer.split(b" ")[1]) if answer.startswith(b"HTTP/1.1 ") else 0
    return status, sent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--path", default="/v1/chat/completions")
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--files", type=int, default=1024)
    args = parser.parse_args()
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    files = min(args.files, hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (files, hard))
    host = f"127.0.0.1:{args.port}"
    holder = Holder(args.port, args.path, host, room=files - SPARE_FILES - 8)
    holder.fill(wait_s=10.0)
    print("ready", holder.opened, flush=True)
    until = time.monotonic() + args.seconds
    keeper = threading.Thread(target=holder.keep, args=(until,), daemon=True)
    keeper.start()
    bodies: dict[str, list] = {name: [] for name in BODIES}
    request = f"POST {args.path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n".encode()
    while time.monotonic() < until - 1:
        for name, (head, parts) in BODIES.items():
            bodies[name].append(send_body(args.port, request + head, parts))
    keeper.join()
    print(
        json.dumps(
            {
                "files": files,
                "opened": holder.opened,
                "let_go": holder.closed_seen,
                "held_at_end": holder.held(),
                "bodies": bodies,
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
