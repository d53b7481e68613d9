"""What stands in front of the Streamable HTTP server: who may talk to it, and how much.

A loopback address keeps other *machines* out, not other *users* of this one: any local
account (a shared lab machine, a CI runner, a container's other processes) can connect to
``127.0.0.1:8765``, and this server reads the workdir and runs builds as the user who started
it. A web page the user opens can reach it too, through the browser (DNS rebinding). So every
request passes, in order:

1. ``Host`` must name this server exactly (``127.0.0.1:PORT``, ``localhost:PORT``,
   ``[::1]:PORT``): a rebinding page's requests carry its own host name (HTTP 421);
2. ``Origin``, when a browser sends one, must be this server's own origin (HTTP 403);
3. ``Authorization: Bearer <token>`` with the token printed once at start-up (as Jupyter does),
   compared in constant time (``hmac.compare_digest``: no timing to guess it byte by byte);
   without it, HTTP 401 with ``WWW-Authenticate: Bearer``;
4. sessions are capped per client (the holder of the token): opening one more closes the one
   idle the longest, so a runaway client cannot crowd out a new one, and the SDK ends sessions
   idle for ``IDLE_S``. (Without a token, 10,000 anonymous sessions in a minute once locked the
   real client out for 30 minutes.)

Every refusal carries ``Connection: close`` and is sent before the request's body is read: a
client without the token gets its answer and loses its connection, and holds nothing.
Connections themselves are bounded one level down (``lab_code.wire.bounded_server``); the guard
tells that level which connections showed the token (``trusted``), so a full server lets go of
the others first.

Lessons: 06
"""

from __future__ import annotations

import hmac
import json
import logging
import secrets
import time
from collections import OrderedDict

log = logging.getLogger("lab_code.mcp")

SESSION_HEADER = b"mcp-session-id"
MAX_SESSIONS_PER_CLIENT = 8
IDLE_S = 600.0  # the SDK closes a session nobody used for this long
TOKEN_BYTES = 32


def new_token() -> str:
    """A random bearer token (256 bits, URL-safe): printed once, never stored by the server."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def _answer(status: int, message: str, extra: list[tuple[bytes, bytes]] = ()):
    body = json.dumps(
        {"jsonrpc": "2.0", "id": None, "error": {"code": -32001, "message": message}}, ensure_ascii=False
    ).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"connection", b"close"),  # the body is not read: the connection ends with the answer
        *extra,
    ]

    async def send_it(send) -> None:
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    return send_it


class HttpGuard:
    """ASGI middleware doing the four checks of the module docstring in front of ``app``.

    ``evict(session_id)`` is how an old session is closed (the SDK's session manager does it);
    ``trusted(client)``, when given, is told which connection (the scope's ``client``) showed
    the token.
    """

    def __init__(
        self, app, *, token: str, port: int, evict, max_sessions: int = MAX_SESSIONS_PER_CLIENT, trusted=None
    ):
        self.app, self.token, self.evict, self.max_sessions = app, token.encode(), evict, max_sessions
        self.trusted = trusted
        self.hosts = {f"{h}:{port}".encode() for h in ("127.0.0.1", "localhost", "[::1]")}
        self.origins = {b"http://" + h for h in self.hosts}
        self.sessions: OrderedDict[str, float] = OrderedDict()  # session id → last use, oldest first

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":  # lifespan events
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        refusal = self._refusal(headers)
        if refusal is not None:
            await refusal(send)
            return
        if self.trusted is not None:
            self.trusted(scope.get("client"))
        session = headers.get(SESSION_HEADER, b"").decode("latin-1")
        if session in self.sessions:
            self.sessions.move_to_end(session)
            self.sessions[session] = time.monotonic()
        await self.app(scope, receive, self._watching(send, session, scope["method"]))

    def _refusal(self, headers: dict):
        if headers.get(b"host") not in self.hosts:
            return _answer(
                421, "Host 头不是这个服务的地址（防 DNS 重绑定）；请用 http://127.0.0.1:端口/mcp 连接。"
            )
        origin = headers.get(b"origin")
        if origin is not None and origin not in self.origins:
            return _answer(403, "Origin 不是这个服务自己的地址：网页不能调用这个服务。")
        scheme, _, given = headers.get(b"authorization", b"").partition(b" ")
        if scheme.lower() != b"bearer" or not hmac.compare_digest(given.strip(), self.token):
            return _answer(
                401,
                "需要令牌：请求头写 Authorization: Bearer <令牌>；令牌在服务启动时打印在它的 stderr 上。",
                [(b"www-authenticate", b'Bearer realm="tool-calling-lab"')],
            )
        return None

    def _watching(self, send, session: str, method: str):
        """``send`` that notes sessions opening (the answer names one) and ending."""

        async def watched(message) -> None:
            if message["type"] == "http.response.start":
                named = dict(message.get("headers", [])).get(SESSION_HEADER, b"").decode("latin-1")
                if named and named not in self.sessions:
                    await self._opened(named)
                elif session and (message["status"] == 404 or method == "DELETE"):
                    self.sessions.pop(session, None)
            await send(message)

        return watched

    async def _opened(self, session: str) -> None:
        now = time.monotonic()
        for old, used in list(self.sessions.items()):
            if now - used > IDLE_S:  # the SDK has closed it already
                del self.sessions[old]
        self.sessions[session] = now
        while len(self.sessions) > self.max_sessions:
            oldest, _ = self.sessions.popitem(last=False)
            log.info("会话数超过每个客户端 %d 个：关闭空闲最久的一个", self.max_sessions)
            await self.evict(oldest)
