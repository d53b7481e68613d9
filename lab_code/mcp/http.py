"""Streamable HTTP for the same server: loopback only, a bearer token, Host and Origin checked.

The spec's transport page asks a local HTTP server to bind to localhost only and to validate
the ``Origin`` header of every request: otherwise a web page the user opens can make the
browser talk to the server (DNS rebinding) and run tools. That is not enough on a machine with
more than one user: every local account can reach a loopback port. So ``parse_loopback``
refuses any other address, and ``serve_http`` puts ``http_guard.HttpGuard`` in front of the
SDK's app: exact ``Host``, own ``Origin``, ``Authorization: Bearer <token>`` (the token printed
once at start-up, or taken from ``LAB_MCP_TOKEN``), and a cap on sessions per client. The
SDK's own Host/Origin check (on for a loopback host) stays on behind it.

    >>> parse_loopback("127.0.0.1:8765")
    ('127.0.0.1', 8765)

Lessons: 06
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lab_code.mcp.http_guard import IDLE_S, HttpGuard, new_token

if TYPE_CHECKING:  # the SDK is imported only when a server really starts
    from mcp.server import Server

# Exactly the hosts for which the SDK switches its Host/Origin validation on by itself.
LOOPBACK_HOSTS = ("127.0.0.1", "::1", "localhost")
MAX_SESSIONS = 64  # all clients together (each client: http_guard.MAX_SESSIONS_PER_CLIENT)
TOKEN_ENV = "LAB_MCP_TOKEN"  # a token chosen in advance (for a host config written beforehand)
MIN_TOKEN_CHARS = 32


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


def guarded_app(server: Server, host: str, port: int, token: str):
    """The SDK's Streamable HTTP app for ``server`` behind ``HttpGuard`` (see the module docstring)."""
    host, port = parse_loopback(f"{host}:{port}")  # never trust a caller to have checked
    # loopback host → the SDK's Host/Origin validation on; idle sessions end after IDLE_S
    app = server.streamable_http_app(host=host, session_idle_timeout=IDLE_S, max_sessions=MAX_SESSIONS)
    manager = server._session_manager  # mcp 2.3 offers no public way to end one session

    async def evict(session_id: str) -> None:
        transport = manager._server_instances.get(session_id)
        if transport is not None:
            await manager._discard_session(session_id, transport)

    return HttpGuard(app, token=token, port=port, evict=evict)


def serve_http(server: Server, host: str, port: int, token: str) -> None:
    """Serve ``server`` at ``http://host:port/mcp`` until Ctrl-C (blocking)."""
    import uvicorn

    uvicorn.run(guarded_app(server, host, port, token), host=host, port=port, log_level="warning")
