"""How many connections a loopback server holds, for whom, and whom it lets go when it is full.

Any account on the machine can reach a loopback port. A server that starts a thread per
connection and never times one out can be held by one account with idle sockets: ~1,000 of
them once kept the course's fake from accepting a normal request for 15 s. ``HttpBounds`` are
the numbers the course's two HTTP servers live by (the fake model server and lesson 06's MCP
server, both ``bounded_server``); ``ConnectionGate`` is the bookkeeping behind the caps:

* at most ``max_connections`` in all, and ``max_per_peer`` for one local account (the uid that
  owns the client socket, ``loopback_peer``; the address where that is unknown);
* when a new connection would pass a cap, the server lets go of one that is **not being
  answered** (nor one whose request has just arrived and waits to be read): first one that has
  never been trusted (it sent no complete request — or, for the MCP server, none with the
  token), the oldest first; then the trusted one idle longest. From a full server, the account
  holding the most connections gives one up. Only when every connection of the account (or of
  the server) is being answered does the new one get ``503`` and a close;
* so an account holding idle or half-sent connections only ever pushes out its own (or other
  strangers') sockets, and a client that connects and asks right away is answered.

    >>> gate = ConnectionGate(HttpBounds(max_connections=2, max_per_peer=2))
    >>> a, b, c = (gate.admit(name, ("127.0.0.1", port), peer=1000) for port, name in enumerate("abc"))
    >>> a.dropped, b.dropped, c.refused    # 'a' was the oldest stranger: dropped for 'c'
    (True, False, False)

Lessons: shared
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field

MIB = 1024 * 1024


@dataclass(frozen=True)
class HttpBounds:
    """The limits of one loopback HTTP server (units in the names)."""

    # One account may hold half of the server, so two are needed to fill it. Why so many for a
    # student whose client opens a handful: a client of the *flooding* account itself loses its
    # connection if the flood opens max_per_peer more before the client's request has arrived
    # (a client preempted between connect and send); 128 of them take a flood ~50 ms.
    max_connections: int = 256  # every account together: ~6 KiB each (measured), 1.5 MiB in all
    max_per_peer: int = 128  # one local account
    header_timeout_s: float = 10.0  # connect (or the next request's first byte) → end of headers
    body_timeout_s: float = 10.0  # end of headers → end of body; loopback moves 8 MiB in ms
    keep_alive_s: int = 15  # idle between requests: above httpx's 5 s, so a pooled connection
    # is never closed under a client that is about to reuse it
    max_requests_per_connection: int = 1000  # then "Connection: close" on the answer
    max_header_bytes: int = 32 * 1024  # request line + headers (h11's limit)
    max_body_bytes: int = 8 * MIB  # one request body; a tool-calling request is a few KB
    max_bodies_bytes: int = 64 * MIB  # request bodies held at once, all connections together
    # Connections the kernel queues before the server accepts them: above what one process can
    # open (a file limit of 1,024), so one account's burst does not fill it and drop others' SYNs
    # (a dropped SYN is retried after 1 s, then 3 s …). The kernel caps it at net.core.somaxconn.
    backlog: int = 2048


@dataclass(eq=False)
class Entry:
    """One open connection, as the gate sees it."""

    conn: object  # the protocol: ``drop()`` lets it go; ``expendable()``: may it; ``closing()``: going
    key: object  # the client's (address, port): how the request layer finds the entry
    peer: object  # uid, or the address when the uid is unknown
    since: float = field(default_factory=time.monotonic)  # opened, or last answered
    trusted: bool = False  # sent a complete request (with the token, where one is needed)
    answering: bool = False  # a request is being answered: never dropped
    requests: int = 0
    dropped: bool = False
    refused: bool = False

    def __repr__(self) -> str:  # the doctest prints a few of them
        return f"Entry({self.conn!r}, peer={self.peer!r})"


class ConnectionGate:
    """Admission, eviction and counts for one server (one event loop: no locks needed)."""

    def __init__(self, bounds: HttpBounds, refusal: Callable | None = None):
        self.bounds = bounds
        # (status, code, message) → (headers, body): how this server words a refusal
        self.refusal = refusal or _plain_refusal
        self.entries: dict[object, Entry] = {}  # client (address, port) → entry
        self.peers: dict[object, dict[object, Entry]] = {}  # account → its entries, oldest first
        self.body_bytes = 0  # request bodies being held right now
        self.dropped = 0  # connections let go to make room (counted for tests and logs)
        self.refused = 0
        self.running = 0  # requests being answered (``RequestBounds`` counts them)
        self.worded: dict[tuple, bytes] = {}  # refusals as sent, made once (a flood sends thousands)

    def admit(self, conn, key, peer) -> Entry:
        """Register a new connection; let go of others to make room, or mark it ``refused``.
        Cheap on purpose (a flood calls it a thousand times a second): it looks only at the
        account's own connections, and at the largest account's when the server is full."""
        entry = Entry(conn, key, peer)
        mine = self.peers.get(peer, {})
        if len(mine) >= self.bounds.max_per_peer and not self._make_room(mine):
            return self._refuse(entry)
        if len(self.entries) >= self.bounds.max_connections and not any(
            self._make_room(crowd) for crowd in sorted(self.peers.values(), key=len, reverse=True)
        ):
            return self._refuse(entry)
        self.entries[key] = self.peers.setdefault(peer, {})[key] = entry
        return entry

    def leave(self, key, conn) -> None:
        entry = self.entries.get(key)
        if entry is not None and entry.conn is conn:
            self._forget(entry)

    def find(self, key) -> Entry | None:
        return self.entries.get(tuple(key)) if key else None

    def trust(self, key) -> None:
        """The connection ``key`` showed what this server asks of a client (a token)."""
        entry = self.find(key)
        if entry is not None:
            entry.trusted = True

    def answering(self, entry: Entry, busy: bool) -> None:
        entry.answering = busy
        entry.since = time.monotonic()

    def reserve_body(self, size: int) -> bool:
        """Room for ``size`` more bytes of request bodies (released with ``release_body``)?"""
        if self.body_bytes + size > self.bounds.max_bodies_bytes:
            return False
        self.body_bytes += size
        return True

    def release_body(self, size: int) -> None:
        self.body_bytes -= size

    def _make_room(self, crowd: dict[object, Entry]) -> bool:
        """Let go of one connection of ``crowd`` that is not answering: the oldest stranger, else
        the trusted one idle longest. False when every one of them is answering."""
        idle_trusted = None
        for entry in list(crowd.values()):  # oldest first
            if getattr(entry.conn, "closing", _no)():  # on its way out already: no one's room
                self._forget(entry)
                return True
            if entry.answering or not getattr(entry.conn, "expendable", _yes)():
                continue
            if not entry.trusted:
                self._drop(entry)
                return True
            if idle_trusted is None or entry.since < idle_trusted.since:
                idle_trusted = entry
        if idle_trusted is None:
            return False
        self._drop(idle_trusted)
        return True

    def _refuse(self, entry: Entry) -> Entry:
        entry.refused = True
        self.refused += 1
        return entry

    def _forget(self, entry: Entry) -> None:
        self.entries.pop(entry.key, None)
        crowd = self.peers.get(entry.peer)
        if crowd is not None:
            crowd.pop(entry.key, None)
            if not crowd:
                del self.peers[entry.peer]

    def _drop(self, entry: Entry) -> None:
        entry.dropped = True
        self.dropped += 1
        self._forget(entry)
        drop = getattr(entry.conn, "drop", None)
        if drop is not None:
            drop()


def _yes() -> bool:
    return True


def _no() -> bool:
    return False


def _plain_refusal(status: int, code: str, message: str) -> tuple[list[tuple[bytes, bytes]], bytes]:
    body = json.dumps({"error": {"message": message, "type": "invalid_request_error", "code": code}})
    return [(b"content-type", b"application/json")], body.encode()
