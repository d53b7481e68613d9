"""What a tool call costs locally and over stdio MCP, measured side by side in one run.

Both sides run the same call through the same gate (``AgentToolbox.call``); the MCP side adds
what the protocol costs: JSON-RPC encoding, two pipes, the server's event loop and worker
thread, and the blocking portal on the client. Calls alternate (local, MCP, local, …) so a
busy machine slows both the same way; the median of each is compared as a ratio.

Lessons: 06
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

from lab_code.mcp.bridge import result_of
from lab_code.mcp.toolbox import AgentToolbox

BENCH_CALL = ("read_file", {"path": "CMakeLists.txt", "limit": 5})


@dataclass
class CallCost:
    calls: int
    local_ms: float  # median of one local call
    mcp_ms: float  # median of one call over stdio MCP

    @property
    def ratio(self) -> float:
        return self.mcp_ms / self.local_ms


def cost_per_call(toolbox: AgentToolbox, client, *, calls: int = 200, call=BENCH_CALL) -> CallCost:
    """Median time of ``call`` through ``toolbox`` vs through the MCP ``client``."""
    name, arguments = call
    local, remote = [], []
    for _ in range(calls):
        started = time.perf_counter()
        here = toolbox.call(name, arguments)
        local.append(time.perf_counter() - started)
        started = time.perf_counter()
        there = result_of(client.call_tool(name, arguments))
        remote.append(time.perf_counter() - started)
        if here != there:  # a benchmark of two different answers would measure nothing
            raise AssertionError(f"local and MCP results differ: {here!r} vs {there!r}")
    return CallCost(calls, statistics.median(local) * 1000, statistics.median(remote) * 1000)
