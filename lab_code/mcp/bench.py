"""What a tool call costs locally and over stdio MCP, measured side by side in one run.

All sides run the same call through the same tool-call pipeline (``AgentToolbox.call``); the
MCP sides add what the protocol costs. Two clients measure it:

* the hand-written ``RawClient`` (one ``json.dumps``, one line written, one line read): what is
  left is the course's server — JSON-RPC parsing, the SDK's request runner, the worker thread,
  the answer written back — plus two pipes;
* the SDK's ``Client`` behind ``BlockingClient``: the same server, plus the SDK's client side
  and the blocking portal (one more thread hop each way).

Calls alternate (local, raw, SDK, local, …) so a busy machine slows every side the same way;
the median of each is compared as a ratio. The course's target, ``TARGET_RATIO`` (a
``tools/call`` at most 3× a local call), is for the course's own path: what the hand-written
client measures. What the SDK's client side adds on top (its request objects, validation and
thread hops: about a millisecond of CPU per call, most of the SDK client's ratio) is reported
apart, as ``sdk_share``: a cost of using the SDK, not of the course's server.

Lessons: 06
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass

from lab_code.mcp.bridge import result_of
from lab_code.mcp.toolbox import AgentToolbox

BENCH_CALL = ("read_file", {"path": "CMakeLists.txt", "limit": 5})
TARGET_RATIO = 3.0  # a tools/call over stdio may cost at most this many local calls


@dataclass
class CallCost:
    calls: int
    local_ms: float  # median of one local call
    mcp_ms: float  # median of one call over stdio MCP, SDK client
    raw_ms: float | None = None  # the same over the hand-written client: the server's own cost

    @property
    def ratio(self) -> float:
        return self.mcp_ms / self.local_ms

    @property
    def raw_ratio(self) -> float | None:
        return None if self.raw_ms is None else self.raw_ms / self.local_ms

    @property
    def sdk_share(self) -> float | None:
        """What the SDK's client side adds, in local calls: SDK client minus hand-written client."""
        return None if self.raw_ms is None else (self.mcp_ms - self.raw_ms) / self.local_ms

    def verdict(self) -> str:
        """One line: the course's own path against ``TARGET_RATIO``, the SDK's share apart (a
        timing: the numbers change run to run)."""
        if self.raw_ms is None:
            return f"SDK 客户端 {self.ratio:.1f} 倍（没有手写客户端的数字，分不出本课的服务占多少）"
        within = self.raw_ratio <= TARGET_RATIO
        return (
            f"本课的服务（手写客户端量）{self.raw_ratio:.1f} 倍："
            f"{'在' if within else '超出'} {TARGET_RATIO:g} 倍{'以内' if within else ''}；"
            f"SDK 客户端 {self.ratio:.1f} 倍，其中 SDK 客户端一侧多出 {self.sdk_share:.1f} 倍（单独报告，不算进目标）"
        )


def _timed(call) -> tuple[float, object]:
    started = time.perf_counter()
    answer = call()
    return time.perf_counter() - started, answer


def cost_per_call(toolbox: AgentToolbox, client, *, calls: int = 200, call=BENCH_CALL, raw=None) -> CallCost:
    """Median time of ``call`` through ``toolbox``, through the SDK ``client`` and (if given)
    through a ``RawClient`` whose handshake is done."""
    name, arguments = call
    local, remote, bare = [], [], []
    for _ in range(calls):
        took, here = _timed(lambda: toolbox.call(name, arguments))
        local.append(took)
        took, there = _timed(lambda: result_of(client.call_tool(name, arguments)))
        remote.append(took)
        answers = [there]
        if raw is not None:
            took, line = _timed(lambda: raw.call_tool(name, arguments))
            bare.append(took)
            answers.append(line.get("result", {}).get("structuredContent"))
        if any(here != answer for answer in answers):  # a benchmark of different answers measures nothing
            raise AssertionError(f"local and MCP results differ: {here!r} vs {answers!r}")
    median_ms = [statistics.median(times) * 1000 if times else None for times in (local, remote, bare)]
    return CallCost(calls, *median_ms)
