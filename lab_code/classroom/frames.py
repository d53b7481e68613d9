"""Messages between the grader and a sandboxed kernel: a JSON header and an optional blob each.

One message on a stream socket is ``<4-byte length><JSON header><4-byte length><blob>``. The
grader sends pickled case inputs as blobs (trusted data going *into* the sandbox); whatever
comes back from the sandbox is read with ``blob_limit=0``: JSON only, size-capped, so the
grader never unpickles anything a student's process wrote.

    >>> import socket
    >>> a, b = socket.socketpair()
    >>> send(a, {"op": "case", "n": 1}, b"payload")
    >>> receive(b)
    ({'op': 'case', 'n': 1}, b'payload')

Lessons: shared
"""

from __future__ import annotations

import json
import socket
import struct
import time

HEADER_LIMIT = 32 * 1024 * 1024  # a returned value may be big (plain.MAX_ITEMS items); more is an attack
BLOB_LIMIT = 64 * 1024 * 1024
_LENGTH = struct.Struct(">I")


class ChannelClosed(ConnectionError):
    """The other side went away (ended, was killed, or closed the socket)."""


class ChannelError(ValueError):
    """The other side sent something that is not a message of this protocol."""


def send(sock: socket.socket, header: dict, blob: bytes = b"") -> None:
    data = json.dumps(header, allow_nan=False).encode()  # ASCII: a lone surrogate in a message still encodes
    sock.sendall(_LENGTH.pack(len(data)) + data + _LENGTH.pack(len(blob)) + blob)


def _exactly(sock: socket.socket, size: int, deadline: float | None) -> bytes:
    chunks, left = [], size
    while left:
        if deadline is not None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            sock.settimeout(remaining)
        try:
            chunk = sock.recv(min(left, 1 << 20))
        except TimeoutError:
            raise
        except OSError as exc:
            raise ChannelClosed(str(exc)) from None
        if not chunk:
            raise ChannelClosed("the other side closed the channel")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def receive(
    sock: socket.socket,
    *,
    timeout: float | None = None,
    header_limit: int = HEADER_LIMIT,
    blob_limit: int = BLOB_LIMIT,
) -> tuple[dict, bytes]:
    """The next message: ``(header, blob)``. ``TimeoutError`` when nothing complete came in time."""
    deadline = None if timeout is None else time.monotonic() + timeout
    try:
        (size,) = _LENGTH.unpack(_exactly(sock, 4, deadline))
        if size > header_limit:
            raise ChannelError(f"header of {size} bytes (limit {header_limit})")
        raw = _exactly(sock, size, deadline)
        (blob_size,) = _LENGTH.unpack(_exactly(sock, 4, deadline))
        if blob_size > blob_limit:
            raise ChannelError(f"blob of {blob_size} bytes (limit {blob_limit})")
        blob = _exactly(sock, blob_size, deadline)
    finally:
        if deadline is not None:
            sock.settimeout(None)
    try:
        header = json.loads(raw)
    except (ValueError, RecursionError) as exc:  # also: an int too long to convert
        raise ChannelError(f"header is not JSON: {type(exc).__name__}") from None
    if type(header) is not dict or type(header.get("op")) is not str:
        raise ChannelError("header is not an object with an 'op'")
    return header, blob
