"""Run an ASGI app on a loopback port with the course's bounds: in the foreground, or in a thread.

``LoopbackServer(app, gate, host, port)`` binds the socket at once (so ``port=0`` gives a free
port to print before serving), then ``serve_forever()`` runs uvicorn in this thread (Ctrl-C
and SIGTERM stop it) or ``start()`` / ``stop()`` run it in a background thread, as a notebook
or a test needs. ``app`` is usually wrapped in ``bounded_server.RequestBounds`` with the same
``gate``; the uvicorn settings that are bounds come from ``gate.bounds`` (see
``bounded_server`` for which bound lives where).

Lessons: shared
"""

from __future__ import annotations

import functools
import socket
import threading
import time

import uvicorn

from lab_code.wire.bounded_server import BoundedProtocol
from lab_code.wire.http_gate import ConnectionGate

STARTUP_S = 30.0  # a loaded machine may take a while to import and start; a hang is a failure
# asyncio accepts up to its ``backlog`` connections at each wake-up, and handles nothing else
# meanwhile: 2,048 of a flood's connections at a time kept a normal client's request waiting for
# a second. So uvicorn gets a small batch, and the kernel's queue is made long afterwards.
ACCEPT_BATCH = 64


class _Server(uvicorn.Server):
    """uvicorn's server, with the listening queue set after asyncio has set its own."""

    def __init__(self, config: uvicorn.Config, queue: int):
        super().__init__(config)
        self.queue = queue

    async def startup(self, sockets=None) -> None:
        await super().startup(sockets=sockets)
        for sock in sockets or ():
            sock.listen(self.queue)  # a second listen() only changes the queue's length


class LoopbackServer:
    def __init__(self, app, gate: ConnectionGate, host: str = "127.0.0.1", port: int = 0, *,
                 lifespan: str = "off", verbose: bool = False):  # fmt: skip
        self.gate, self.host = gate, host
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        # proto given: asyncio sets TCP_NODELAY only on sockets that say IPPROTO_TCP, and without
        # it each small keep-alive request waits for a delayed ACK (~40 ms instead of ~3 ms)
        self.socket = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.socket.bind((host, port))
        except OSError:
            self.socket.close()
            raise
        self.port = self.socket.getsockname()[1]
        bounds = gate.bounds
        config = uvicorn.Config(
            app,
            http=functools.partial(BoundedProtocol, gate=gate),
            lifespan=lifespan,
            log_config=None,  # leave the process's logging alone (a notebook's, a test's)
            log_level="info" if verbose else "warning",
            access_log=verbose,
            proxy_headers=False,  # any local account could claim any address in X-Forwarded-For
            timeout_keep_alive=bounds.keep_alive_s,
            h11_max_incomplete_event_size=bounds.max_header_bytes,
            backlog=ACCEPT_BATCH,  # the kernel queue: bounds.backlog, set in _Server.startup
            # uvicorn counts open connections, also those the gate has let go and that are still
            # closing: at most one accept round above the gate's own cap, so this is
            # only a last line (the gate caps requests itself, see bounded_server)
            limit_concurrency=bounds.max_connections + 2 * ACCEPT_BATCH,
            timeout_graceful_shutdown=5,
        )
        self.server = _Server(config, bounds.backlog)
        self.thread: threading.Thread | None = None

    def serve_forever(self) -> None:
        """Serve in this thread until Ctrl-C or SIGTERM."""
        try:
            self.server.run(sockets=[self.socket])
        finally:
            self.socket.close()

    def start(self) -> LoopbackServer:
        """Serve in a background thread; return once it accepts connections."""
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.socket]}, name="loopback-http", daemon=True
        )
        self.thread.start()
        deadline = time.monotonic() + STARTUP_S
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the HTTP server on {self.host}:{self.port} did not start")
            time.sleep(0.005)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        if self.thread is not None:
            self.thread.join(15)
        self.socket.close()
