"""Who is on the other end of a loopback connection: the local account that owns the client socket.

On loopback every client's address is ``127.0.0.1``, so "per client address" means one shared
bucket for every user of the machine. What does tell them apart is the account: Linux lists
every TCP socket with the uid that created it in ``/proc/net/tcp`` (``tcp6`` for IPv6), the
same table ``ss -tne`` and identd read. The client's socket is the line whose *local* address is
the client's and whose *remote* address is ours. The bounded servers (``http_gate``) cap
connections per account with it.

    >>> _key("127.0.0.1", 40000, "127.0.0.1", 8765)
    '0100007F:9C40 0100007F:223D '

Where there is no such table (macOS, Windows) or the line is gone (the client already closed),
the answer is ``None`` and the caller falls back to the address.

Lessons: shared
"""

from __future__ import annotations

import socket
import struct
import sys

UID_FIELD = 7  # sl, local, remote, st, tx:rx, tr:when, retrnsmt, uid, …


def _hex_address(host: str) -> tuple[str, str]:
    """The address as the kernel prints it (each 32-bit word in host byte order), and its table."""
    if ":" in host:
        words = struct.unpack("=4I", socket.inet_pton(socket.AF_INET6, host))
        return "".join(f"{w:08X}" for w in words), "/proc/net/tcp6"
    return f"{struct.unpack('=I', socket.inet_aton(host))[0]:08X}", "/proc/net/tcp"


def _key(client_host: str, client_port: int, server_host: str, server_port: int) -> str:
    client, _ = _hex_address(client_host)
    server, _ = _hex_address(server_host)
    return f"{client}:{client_port:04X} {server}:{server_port:04X} "


def peer_uid(client: tuple[str, int] | None, server: tuple[str, int] | None) -> int | None:
    """The uid owning the client socket of the connection ``client`` → ``server``, or ``None``."""
    if not client or not server or not sys.platform.startswith("linux"):
        return None
    try:
        key = _key(client[0], client[1], server[0], server[1])
        table = _hex_address(client[0])[1]
        with open(table, "rb") as fh:
            data = fh.read().decode("ascii")
    except (OSError, ValueError):
        return None
    at = data.find(" " + key)
    if at < 0:
        return None
    line = data[data.rfind("\n", 0, at) + 1 : data.find("\n", at)]
    fields = line.split()
    return int(fields[UID_FIELD]) if len(fields) > UID_FIELD and fields[UID_FIELD].isdigit() else None
