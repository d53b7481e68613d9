"""Streamable HTTP for the same server: loopback only, ``Origin`` checked against DNS rebinding.

The spec's transport page asks a local HTTP server to bind to localhost only and to validate
the ``Origin`` header of every request: otherwise a web page the user opens can make the
browser talk to the server (DNS rebinding) and run tools. ``parse_loopback`` refuses any
other address; the SDK's ``streamable_http_app(host=...)`` turns on its Host/Origin check for
a loopback host (a foreign ``Origin`` gets HTTP 403) — this module only makes sure that is
the case it always runs in.

    >>> parse_loopback("127.0.0.1:8765")
    ('127.0.0.1', 8765)

Lessons: 06
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the SDK is imported only when a server really starts
    from mcp.server import Server

# Exactly the hosts for which the SDK switches its Host/Origin validation on by itself.
LOOPBACK_HOSTS = ("127.0.0.1", "::1", "localhost")


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


def serve_http(server: Server, host: str, port: int) -> None:
    """Serve ``server`` at ``http://host:port/mcp`` until Ctrl-C (blocking)."""
    import uvicorn

    host, port = parse_loopback(f"{host}:{port}")  # never trust a caller to have checked
    app = server.streamable_http_app(host=host)  # loopback host → Host/Origin validation on
    uvicorn.run(app, host=host, port=port, log_level="warning")
