"""One line per tool call: tool, arguments, duration, status, result summary.

When a run goes wrong, the first question is "what did the model call, with what, and what
came back?". The log answers it, and over many runs it is the *trace* you improve tools
from (in the source article, the author found the read_file detours by reading call
records, not by thinking). Arguments and summaries are redacted (``secret_patterns.redact``) and cut short:
a log is read by people and shipped to other systems, so it must not become a secret store.

The pipeline (``lab_code.running.pipeline``, ``Pipeline(log=CallLog())``) adds one record per
call, refusals and stopped runs included; durations are measured by the pipeline, so the
notebook can show stable ones by giving the log made-up numbers instead. This is the
in-memory, one-run version; the agent of lesson 07 keeps the same facts per step in SQLite
(``lab_code.agent.trace``).

    $ python -m lab_code.running.call_log
    tool       status             ms  args                  summary
    read_file  ok                 12  {"path": "a.txt"}     hello
    read_file  not_found           3  {"path": "b.txt"}     文件 b.txt 不存在
    by tool: {'read_file': {'calls': 2, 'failed': 1}}

Lessons: 05
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lab_code.running.safe_call import one_line
from lab_code.running.secret_patterns import redact
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
    def __init__(self, durations: Callable[[float], float] | None = None):
        """``durations`` maps a measured duration (seconds) to the one recorded: a notebook that
        must print the same table every time passes a made-up one."""
        self.durations = durations
        self.records: list[CallRecord] = []

    def add(self, tool: str, args: Any, seconds: float, result: dict) -> None:
        """Record one call: ``args`` (a dict, or the raw text that did not parse) and its result."""
        if self.durations is not None:
            seconds = self.durations(seconds)
        args_text = shorten(redact(json.dumps(args, ensure_ascii=False, sort_keys=True)), SUMMARY_CHARS * 2)
        self.records.append(
            CallRecord(
                tool=tool,
                args=args_text,
                duration_ms=round(seconds * 1000),
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
    log = CallLog()
    log.add("read_file", {"path": "a.txt"}, 0.012, {"ok": True, "content": "hello"})
    log.add(
        "read_file",
        {"path": "b.txt"},
        0.003,
        {"ok": False, "error_type": "not_found", "message": "文件 b.txt 不存在"},
    )
    print(log.table())
    print("by tool:", log.by_tool())
