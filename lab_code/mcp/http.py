"""Streamable HTTP for the same server: loopback only, a bearer token, Host and Origin checked.

The spec's transport page asks a local HTTP server to bind to localhost only and to validate
the ``Origin`` header of every request: otherwise a web page the user opens can make the
browser talk to the server (DNS rebinding) and run tools. That is not enough on a machine with
more than one user: every local account can reach a loopback port. So ``parse_loopback``
refuses any other address, and ``serve_http`` puts ``http_guard.HttpGuard`` in front of the
SDK's app: exact ``Host``, own ``Origin``, ``Authorization: Bearer <token>`` (the token printed
once at start-up, or taken from ``LAB_MCP_TOKEN``), and a cap on sessions per client. The
SDK's own Host/Origin check (on for a loopback host) stays on behind it.

The token guards requests; connections need bounds of their own, or an account without the
token holds the port with idle sockets (2 × 580 of them once left the token holder's
``initialize`` unanswered for 40 s). So the server runs on the course's bounded uvicorn
(``lab_code.wire.loopback_server``, with ``HTTP_BOUNDS``): header and body deadlines, caps on
connections per local account and in all, keep-alive limits, and a connection that has not
shown the token is the first to be let go when the server is full. A request without the token
is refused on its headers alone: ``401`` and a close, its body never read.

    >>> parse_loopback("127.0.0.1:8765")
    ('127.0.0.1', 8765)

Lessons: 06
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from lab_code.mcp.http_guard import IDLE_S, HttpGuard, new_token
from lab_code.mcp.stdio import MAX_MESSAGE_BYTES
from lab_code.wire.bounded_server import RequestBounds
from lab_code.wire.http_gate import ConnectionGate, HttpBounds
from lab_code.wire.loopback_server import LoopbackServer

if TYPE_CHECKING:  # the SDK is imported only when a server really starts
    from mcp.server import Server

# Exactly the hosts for which the SDK switches its Host/Origin validation on by itself.
LOOPBACK_HOSTS = ("127.0.0.1", "::1", "localhost")
MAX_SESSIONS = 64  # all clients together (each client: http_guard.MAX_SESSIONS_PER_CLIENT)
TOKEN_ENV = "LAB_MCP_TOKEN"  # a token chosen in advance (for a host config written beforehand)
MIN_TOKEN_CHARS = 32
# Connections as the fake's (http_gate); one body is one message, bounded as on stdio (a
# write_file call carries up to 200,000 characters).
HTTP_BOUNDS = HttpBounds(max_body_bytes=MAX_MESSAGE_BYTES)


def parse_loopback(text: str) -> tuple[str, int]:
    """``HOST:PORT`` → ``(host, port)`` when the host is a loopback address; ``ValueError`` else."""
    host, sep, port_text = text.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(f"--http 要写成 主机:端口，例如 127.0.0.1:8765；收到的是 {text!r}。")
    if host not in LOOPBACK_HOSTS:
        raise ValueError(
            f"--http 只能绑定回环地址（127.0.0.1、::1 或 localhost），收到的是 {host!r}："
            "这个服务能在工作目录里写文件、运行构建命令，不能让别的机器连上来。"
        )
    return host, int(port_text)


def token_from(environ) -> tuple[str, bool]:
    """``(token, generated)``: ``LAB_MCP_TOKEN`` when set (``ValueError`` if too short to be
    secret), else a new random one that the caller prints once."""
    given = environ.get(TOKEN_ENV, "")
    if not given:
        return new_token(), True
    if len(given) < MIN_TOKEN_CHARS:
        raise ValueError(
            f"环境变量 {TOKEN_ENV} 里的令牌只有 {len(given)} 个字符，至少要 {MIN_TOKEN_CHARS} 个；"
            f"不设它时服务会自己生成一个随机令牌并打印出来。"
        )
    return given, False


def _jsonrpc_refusal(status: int, code: str, message: str):
    """A refusal of the bounded server in the shape of the guard's own answers (JSON-RPC)."""
    body = json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32001, "message": message}})
    return [(b"content-type", b"application/json")], body.encode()


def guarded_app(server: Server, host: str, port: int, token: str, gate: ConnectionGate | None = None):
    """The SDK's Streamable HTTP app for ``server`` behind ``HttpGuard`` (see the module docstring);
    with ``gate``, bodies are read within its bounds and a request with the token trusts its
    connection."""
    host, port = parse_loopback(f"{host}:{port}")  # never trust a caller to have checked
    # loopback host → the SDK's Host/Origin validation on; idle sessions end after IDLE_S
    app = server.streamable_http_app(host=host, session_idle_timeout=IDLE_S, max_sessions=MAX_SESSIONS)
    manager = server._session_manager  # mcp 2.3 offers no public way to end one session

    async def evict(session_id: str) -> None:
        transport = manager._server_instances.get(session_id)
        if transport is not None:
            await manager._discard_session(session_id, transport)

    if gate is not None:
        app = RequestBounds(app, gate, trust_requests=False)  # the guard trusts, not a request
    return HttpGuard(app, token=token, port=port, evict=evict, trusted=gate.trust if gate else None)


def bounded_server(server: Server, host: str, port: int, token: str, bounds: HttpBounds = HTTP_BOUNDS):
    """``guarded_app`` on the bounded loopback server (not started: ``serve_forever`` or ``start``)."""
    gate = ConnectionGate(bounds, _jsonrpc_refusal)
    app = guarded_app(server, host, port, token, gate)
    return LoopbackServer(app, gate, host, port, lifespan="on")


def serve_http(server: Server, host: str, port: int, token: str) -> None:
    """Serve ``server`` at ``http://host:port/mcp`` until Ctrl-C (blocking)."""
    bounded_server(server, host, port, token).serve_forever()
