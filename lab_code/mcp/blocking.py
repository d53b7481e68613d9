"""The SDK's ``mcp.Client`` behind plain (synchronous) method calls, for notebooks and loops.

The SDK is async, and an ``async with Client(...)`` opened in one notebook cell cannot be
closed in another ("exit cancel scope in a different task"). anyio's *blocking portal* runs an
event loop in a background thread; ``wrap_async_context_manager`` enters and exits the client
in one task of that loop, and ``portal.call`` runs each request there and waits for it. So a
cell can say ``client.call_tool("read_file", {...})`` and the agent loop — which is
synchronous — can use MCP tools like local ones.

    >>> with BlockingClient(stdio_parameters(workdir)) as client:        # doctest: +SKIP
    ...     [tool.name for tool in client.list_tools()]
    ['list_files', 'read_file', 'write_file', 'run_command', 'search_knowledge']

Lessons: 06, 07
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Any

import anyio.from_thread
import mcp_types as types
from mcp import Client, StdioServerParameters, stdio_client


def _errlog():
    """Where the server's stderr goes: ours if it is a real file, else /dev/null (a notebook's
    ``sys.stderr`` has no file descriptor to hand to a child process)."""
    try:
        sys.stderr.fileno()
        return sys.stderr
    except (AttributeError, OSError, ValueError):
        return open(os.devnull, "w")  # noqa: SIM115 - lives as long as the client


class BlockingClient:
    """``mcp.Client`` for a spawned server (``StdioServerParameters``) or an in-process one.

    ``mode``: ``"auto"`` (the SDK default: adopts 2026-07-28 when the server offers it) or
    ``"legacy"`` (the 2025-11-25 handshake). ``errlog``: a file for the server's stderr.
    """

    def __init__(self, server: Any, *, mode: str = "auto", errlog=None):
        self.server, self.mode, self.errlog = server, mode, errlog
        self._stack: contextlib.ExitStack | None = None

    def open(self) -> BlockingClient:
        stack = contextlib.ExitStack()
        try:
            self.portal = stack.enter_context(anyio.from_thread.start_blocking_portal())
            target = self.server
            if isinstance(target, StdioServerParameters):
                target = stdio_client(target, errlog=self.errlog or _errlog())
            self.client = stack.enter_context(
                self.portal.wrap_async_context_manager(Client(target, mode=self.mode))
            )
        except BaseException:
            stack.close()
            raise
        self._stack = stack
        return self

    def close(self) -> None:
        """Close the session (for stdio: the server's stdin) and stop the portal's thread."""
        if self._stack is not None:
            self._stack.close()
            self._stack = None

    def __enter__(self) -> BlockingClient:
        return self.open()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def protocol_version(self) -> str:
        return self.client.protocol_version

    def list_tools(self) -> list[types.Tool]:
        return self.portal.call(self.client.list_tools).tools

    def call_tool(self, name: str, arguments: dict | None = None, progress=None) -> types.CallToolResult:
        """One ``tools/call``; a JSON-RPC error arrives as ``mcp.MCPError``. ``progress(done,
        total, message)`` hears the server's ``notifications/progress`` for this call (the
        request then carries a ``progressToken``)."""
        if progress is None:
            return self.portal.call(self.client.call_tool, name, arguments or {})

        async def relay(done, total, message) -> None:  # called in the portal's loop
            progress(done, total, message)

        return self.portal.call(lambda: self.client.call_tool(name, arguments or {}, progress_callback=relay))
