"""What one local account can throw at a loopback HTTP server: the attacker of ``test_07_server_flood``.

    python3 tests/http_flood.py PORT [--path /v1/chat/completions] [--seconds 6] [--files 1024]

Standard library only, so it runs with any ``python3`` as any account (the test starts it as
``lab-unprivileged``, with the source on the command line: that account cannot read the clone).
It lowers its own file limit to ``--files`` and then, against ``127.0.0.1:PORT``:

1. **holds idle connections** up to that limit (16 kept back for step 3), one in four of them
   **sending its headers slowly** (a byte a second, never the end); once a second it opens
   again, in one batch, what the server closed — it keeps its file limit full;
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
import json
import resource
import select
import socket
import threading
import time

MIB = 1024 * 1024
SPARE_FILES = 16  # kept back for step 3 and the interpreter's own files


def connect(port: int) -> socket.socket | None:
    try:
        return socket.create_connection(("127.0.0.1", port), timeout=1.0)
    except OSError:  # out of files, or the server's queue full (the connect times out)
        return None


def closed_by_server(sock: socket.socket) -> bool:
    """Has the server let this connection go? Anything it sends on a connection that asked
    nothing (a 503, a 408) comes just before its close, so readable means let go."""
    try:
        return bool(select.select([sock], [], [], 0)[0])
    except (OSError, ValueError):
        return True


class Holder:
    """Step 1: keeps ``room`` connections open; one in four trickles a header that never ends."""

    def __init__(self, port: int, path: str, host: str, room: int):
        self.port, self.room = port, room
        self.start = f"POST {path} HTTP/1.1\r\nHost: {host}\r\nX-Slow: ".encode()
        self.socks: list[tuple[socket.socket, bool]] = []  # (socket, slow?)
        self.opened = 0
        self.closed_seen = 0  # connections the server let go while held

    def fill(self) -> None:
        failures = 0
        while len(self.socks) < self.room and failures < 3:
            sock = connect(self.port)
            if sock is None:
                failures += 1
                continue
            slow = self.opened % 4 == 0
            if slow:
                with contextlib.suppress(OSError):
                    sock.sendall(self.start)
            self.socks.append((sock, slow))
            self.opened += 1

    def keep(self, until: float) -> None:
        while time.monotonic() < until:
            kept = []
            for sock, slow in self.socks:
                if closed_by_server(sock):
                    sock.close()
                    self.closed_seen += 1
                    continue
                if slow:
                    with contextlib.suppress(OSError):
                        sock.send(b"a")
                kept.append((sock, slow))
            self.socks = kept
            self.fill()
            time.sleep(1.0)

    def held(self) -> int:
        return sum(not closed_by_server(sock) for sock, _ in self.socks)


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
    holder.fill()
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
