"""Serve the built site on loopback: ``python3 -m lab_code.lite serve [--port 8000]``.

A static file server for ``lite-site/`` (the browser test uses it too): loopback only, files
under the site folder only (the standard library's handler resolves ``..`` away), the MIME
types a browser insists on for WebAssembly and ES modules, a socket timeout and a cap on
connections served at once, so one client that opens sockets and sends nothing cannot hold the
server. Any static host serves the same folder (GitHub Pages does, see the workflow).

Lessons: shared
"""

from __future__ import annotations

import contextlib
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

HOST = "127.0.0.1"
MAX_CONNECTIONS = 32
SOCKET_TIMEOUT_S = 30
TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".ipynb": "application/json",
}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    timeout = SOCKET_TIMEOUT_S

    def log_message(self, format, *args):  # quiet: the test reads what the browser asked for
        pass


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, site: Path, port: int = 0):
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__((HOST, port), functools.partial(SiteHandler, directory=str(site)))

    def process_request(self, request, client_address):
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)  # over the cap: close at once rather than queue
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}/"


def serve_forever(site: Path, port: int) -> int:
    if not (site / "index.html").exists():
        print(f"{site} 里没有网站：先运行 `python3 -m lab_code.lite build`")
        return 1
    with SiteServer(site, port) as server:
        print(f"浏览器里打开 {server.url}lab/index.html?path=00_start_here.ipynb （Ctrl+C 停止）")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0
