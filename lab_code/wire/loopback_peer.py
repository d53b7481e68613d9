"""Who is on the other end of a loopback connection: the local account that owns the client socket.

On loopback every client's address is ``127.0.0.1``, so "per client address" means one shared
bucket for every user of the machine. What does tell them apart is the account: Linux keeps,
for every TCP socket, the uid that created it. The client's socket is the one whose *local*
address is the client's and whose *remote* address is ours. The bounded servers
(``http_gate``) cap connections per account with it.

Two ways to ask, both open to any account (``ss -tne`` uses the first):

* ``sock_diag`` over netlink: one exact look-up by the four addresses, ~50 µs, whatever the
  number of sockets on the machine — it has to be cheap, because a flood asks it a thousand
  times a second;
* ``/proc/net/tcp`` (``tcp6``), read whole: the fallback where netlink diagnostics are
  missing; it costs milliseconds once a flood has put thousands of sockets in the table.

    >>> _proc_key("127.0.0.1", 40000, "127.0.0.1", 8765)
    '0100007F:9C40 0100007F:223D '

Where neither answers (macOS, Windows, the client already gone), the result is ``None`` and the
caller falls back to the address.

Lessons: shared
"""

from __future__ import annotations

import socket
import struct
import sys
import threading

NETLINK_SOCK_DIAG = 4
SOCK_DIAG_BY_FAMILY = 20
NLM_F_REQUEST = 1
NO_COOKIE = 0xFFFFFFFF
ALL_STATES = 0xFFFFFFFF
_HEADER = struct.Struct("=IHHII")  # nlmsghdr: length, type, flags, sequence, port id
_UID_AT = _HEADER.size + 64  # inet_diag_msg: family…retrans (4), sockid (48), expires, queues (12)
_LINKS = threading.local()
UID_FIELD = 7  # /proc/net/tcp: sl, local, remote, st, tx:rx, tr:when, retrnsmt, uid, …


def _diag_uid(client: tuple[str, int], server: tuple[str, int]) -> int | None:
    family = socket.AF_INET6 if ":" in client[0] else socket.AF_INET

    def address(host: str) -> bytes:
        return socket.inet_pton(family, host).ljust(16, b"\0")

    sockid = struct.pack("!HH", client[1], server[1]) + address(client[0]) + address(server[0])
    sockid += struct.pack("=III", 0, NO_COOKIE, NO_COOKIE)  # any interface, no cookie
    request = struct.pack("=BBBBI", family, socket.IPPROTO_TCP, 0, 0, ALL_STATES) + sockid
    message = _HEADER.pack(_HEADER.size + len(request), SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 1, 0) + request
    link = getattr(_LINKS, "link", None)
    if link is None:  # one per thread (each server's loop runs in one), kept: a flood asks a lot
        link = _LINKS.link = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_SOCK_DIAG)
        link.settimeout(1.0)
    link.sendto(message, (0, 0))
    answer = link.recv(65536)
    if len(answer) < _UID_AT + 4 or _HEADER.unpack_from(answer)[1] != SOCK_DIAG_BY_FAMILY:
        return None  # an error message: no such socket (it closed), or no diagnostics here
    return struct.unpack_from("=I", answer, _UID_AT)[0]


def _proc_key(client_host: str, client_port: int, server_host: str, server_port: int) -> str:
    def hex_address(host: str) -> str:  # each 32-bit word as the kernel prints it (host order)
        if ":" in host:
            return "".join(f"{w:08X}" for w in struct.unpack("=4I", socket.inet_pton(socket.AF_INET6, host)))
        return f"{struct.unpack('=I', socket.inet_aton(host))[0]:08X}"

    return f"{hex_address(client_host)}:{client_port:04X} {hex_address(server_host)}:{server_port:04X} "


def _proc_uid(client: tuple[str, int], server: tuple[str, int]) -> int | None:
    table = "/proc/net/tcp6" if ":" in client[0] else "/proc/net/tcp"
    key = " " + _proc_key(client[0], client[1], server[0], server[1])
    with open(table, "rb") as fh:
        data = fh.read().decode("ascii")
    at = data.find(key)
    if at < 0:
        return None
    fields = data[at : data.find("\n", at)].split()
    return (
        int(fields[UID_FIELD - 1]) if len(fields) >= UID_FIELD and fields[UID_FIELD - 1].isdigit() else None
    )


_DIAG: dict[str, bool | None] = {"works": None}  # netlink diagnostics: unknown until first seen


def peer_uid(client: tuple[str, int] | None, server: tuple[str, int] | None) -> int | None:
    """The uid owning the client socket of the connection ``client`` → ``server``, or ``None``."""
    if not client or not server or not sys.platform.startswith("linux"):
        return None
    client, server = (client[0], client[1]), (server[0], server[1])
    if _DIAG["works"] is not False:
        try:
            uid = _diag_uid(client, server)
        except (OSError, ValueError, struct.error):
            uid, _DIAG["works"] = None, False
        if uid is not None:
            _DIAG["works"] = True
            return uid
        if _DIAG["works"]:
            return None  # diagnostics work: the socket is just gone (the client closed)
    try:
        uid = _proc_uid(client, server)
    except (OSError, ValueError):
        return None
    if uid is not None:
        _DIAG["works"] = False  # the table has it and netlink did not: use the table from now on
    return uid
