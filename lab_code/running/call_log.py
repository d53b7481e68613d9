"""One line per tool call: tool, arguments, duration, status, result summary.

When a run goes wrong, the first question is "what did the model call, with what, and what
came back?". The log answers it, and over many runs it is the *trace* you improve tools
from (in the source article, the author found the read_file detours by reading call
records, not by thinking). Arguments and summaries are redacted (``safe_call.redact``) and cut short:
a log is read by people and shipped to other systems, so it must not become a secret store.

The clock is injected so the notebook shows stable durations. This is the in-memory, one-run
version; the agent of lesson 07 keeps the same facts per step in SQLite (``lab_code.agent.trace``).

    $ python -m lab_code.running.call_log
    tool       status             ms  args                  summary
    read_file  ok                 12  {"path": "a.txt"}     hello
    read_file  not_found           3  {"path": "b.txt"}     文件 b.txt 不存在
    by tool: {'read_file': {'calls': 2, 'failed': 1}}

Lessons: 05
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from lab_code.running.safe_call import one_line, redact
from lab_code.wire.shorten import shorten

SUMMARY_CHARS = 40


@dataclass(frozen=True)
class CallRecord:
    tool: str
    args: str  # redacted JSON, cut to SUMMARY_CHARS*2
    duration_ms: int
    status: str  # "ok" or the error_type
    summary: str  # first line of content/message, redacted, cut


def _summarise(result: dict) -> str:
    text = result.get("content") if result.get("ok") else result.get("message")
    text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False)
    return one_line(text or "", SUMMARY_CHARS)


class CallLog:
    def __init__(self, clock: Callable[[], float] = time.perf_counter):
        self.clock = clock
        self.records: list[CallRecord] = []

    def call(self, tool: str, args: dict, run: Callable[[], dict]) -> dict:
        """Run ``run()`` (which returns a structured result), record it, return the result.

        Exceptions (``RunStopped``) are recorded as ``internal_error`` and re-raised: a run
        that stops still leaves its last line in the log.
        """
        start = self.clock()
        try:
            result = run()
        except Exception as exc:
            result = getattr(exc, "result", None) or {
                "ok": False,
                "error_type": "internal_error",
                "message": type(exc).__name__,
            }
            self._add(tool, args, start, result)
            raise
        self._add(tool, args, start, result)
        return result

    def _add(self, tool: str, args: dict, start: float, result: dict) -> None:
        args_text = shorten(redact(json.dumps(args, ensure_ascii=False, sort_keys=True)), SUMMARY_CHARS * 2)
        self.records.append(
            CallRecord(
                tool=tool,
                args=args_text,
                duration_ms=round((self.clock() - start) * 1000),
                status="ok" if result.get("ok") else str(result.get("error_type")),
                summary=_summarise(result),
            )
        )

    def table(self) -> str:
        lines = [f"{'tool':<10} {'status':<17} {'ms':>3}  {'args':<21} summary"]
        lines += [
            f"{r.tool:<10} {r.status:<17} {r.duration_ms:>3}  {r.args:<21} {r.summary}" for r in self.records
        ]
        return "\n".join(lines)

    def by_tool(self) -> dict[str, dict[str, int]]:
        """Calls and failures per tool — the first statistic to read off a trace."""
        stats: dict[str, dict[str, int]] = {}
        for r in self.records:
            row = stats.setdefault(r.tool, {"calls": 0, "failed": 0})
            row["calls"] += 1
            row["failed"] += r.status != "ok"
        return stats


if __name__ == "__main__":
    ticks = iter([0.0, 0.012, 1.0, 1.003])
    log = CallLog(clock=lambda: next(ticks))
    log.call("read_file", {"path": "a.txt"}, lambda: {"ok": True, "content": "hello"})
    log.call(
        "read_file",
        {"path": "b.txt"},
        lambda: {"ok": False, "error_type": "not_found", "message": "文件 b.txt 不存在"},
    )
    print(log.table())
    print("by tool:", log.by_tool())
