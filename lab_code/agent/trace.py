"""The agent's flight recorder: every run and every tool step in a SQLite file (``runs.db``).

Why SQLite and why commit after every step: the trace is how tools get improved (the
author's project found its worst tool-design problems by reading ``runs.db``, not by
thinking), and a trace that dies with the process is useless exactly when a run crashes.
Each ``log_step`` is its own transaction, so the rows written before a crash are still
there when the file is reopened. The file lives outside the workdir (a tool call must not
be able to rewrite the record of what it did).

Tables (plain stdlib ``sqlite3``, no ORM; the schema of the whole file is ``agent.runs_db``):

    run(id, task, model, target, started, finished, stop_reason, steps, detail, pid)
    step(run_id, n, turn, tool, args, ok, error_type, exit_code, knowledge_hits,
         tool_ms, search_ms, duration_ms, excerpt)

``duration_ms`` is the whole step (parse, validate, run, auto-search, bookkeeping);
``tool_ms`` and ``search_ms`` are the parts spent inside the tool and the automatic
knowledge search, so the agent's own overhead is ``duration_ms - tool_ms - search_ms``.

What can go wrong with the file itself, and what the trace does:

* corrupt, read-only or in a directory that cannot be written → ``TraceError`` with the
  reason, when the ``Trace`` is opened — before any tool runs;
* locked by another writer → retried with backoff for ``busy_s`` seconds, then ``TraceError``
  (the loop stops with ``trace_error``: an unrecorded run cannot be audited);
* a run whose process was killed has no stop reason: the next open marks it ``interrupted``
  (its process is gone); Ctrl-C marks it at once.

A ``runs.db`` someone hands you is data, not code you trust: read it with
``runs_db.open_read_only``. Every query here passes its values as parameters (``?``).

    >>> t = Trace(":memory:"); rid = t.start_run("build", "rule", "aarch64-linux-musl")
    >>> t.log_step(rid, StepRow(n=1, turn=1, tool="list_files", args={"path": "."}, ok=True,
    ...                         tool_ms=1.0, duration_ms=1.2, excerpt="CMakeLists.txt"))
    >>> t.finish_run(rid, "verified", steps=1); t.runs()[0]["stop_reason"]
    'verified'

Lessons: 07
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from lab_code.agent import runs_db
from lab_code.wire.shorten import shorten
from lab_code.workspace.redaction import encodable

EXCERPT_CHARS = 600  # enough to read the error line in a viewer, small enough for many runs
BUSY_S = 10.0  # how long a write waits for another writer before the run stops

# The statistics of the source article's section 4.12, as SQL a student can read and change.
SUMMARY_QUERIES = {
    "failures_per_tool": """
        SELECT tool, COUNT(*) AS calls,
               SUM(CASE WHEN ok = 0 OR COALESCE(exit_code, 0) != 0 OR error_type IS NOT NULL THEN 1 ELSE 0 END)
                   AS failures
        FROM step WHERE run_id IN ({runs}) GROUP BY tool ORDER BY tool""",
    "repeated_calls": """
        SELECT tool, args, COUNT(*) AS times FROM step WHERE run_id IN ({runs})
        GROUP BY run_id, tool, args HAVING COUNT(*) > 1 ORDER BY times DESC, tool""",
    "permission_denials": """
        SELECT tool, args FROM step WHERE run_id IN ({runs}) AND error_type = 'permission_denied'
        ORDER BY run_id, n""",
    "knowledge_hits": """
        SELECT COUNT(*) AS failed_commands, SUM(knowledge_hits) AS hits_appended
        FROM step WHERE run_id IN ({runs}) AND (COALESCE(exit_code, 0) != 0 OR error_type = 'timeout')""",
    "stop_reasons": """
        SELECT stop_reason, COUNT(*) AS runs FROM run WHERE id IN ({runs})
        GROUP BY stop_reason ORDER BY stop_reason""",
}


class StepRecord(Protocol):
    """What ``log_step`` reads of a step: the loop's ``Step`` is one, and so is a ``StepRow``."""

    n: int
    turn: int
    tool: str
    args: Any
    ok: bool
    duration_ms: float
    error_type: str | None
    exit_code: int | None
    knowledge_hits: int
    tool_ms: float
    search_ms: float
    excerpt: str


@dataclass(frozen=True)
class StepRow:
    """One row of the ``step`` table written by hand (a ``StepRecord``): one tool call."""

    n: int  # the step's number in the run (1, 2, …)
    turn: int  # the model reply that asked for it
    tool: str
    args: Any  # the parsed arguments, or the model's raw text when it did not parse
    ok: bool
    duration_ms: float  # the whole step: parse, validate, run, auto-search, bookkeeping
    error_type: str | None = None
    exit_code: int | None = None  # run_command only
    knowledge_hits: int = 0  # entries the program's automatic search appended
    tool_ms: float = 0.0  # inside the tool
    search_ms: float = 0.0  # inside the automatic knowledge search
    excerpt: str = ""  # what the model was shown, redacted (cut to EXCERPT_CHARS)


class TraceError(RuntimeError):
    """The trace file cannot be used; the message says why and what to do."""


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: alive
    return True


class Trace:
    """One SQLite file of runs. ``path=":memory:"`` for throwaway traces in tests/notebooks."""

    def __init__(self, path: str | Path = ":memory:", *, busy_s: float = BUSY_S):
        self.path, self.busy_s = str(path), busy_s
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: we say where transactions start and end (one per step).
            self.db = sqlite3.connect(self.path, isolation_level=None, timeout=min(busy_s, 1.0))
            self.db.row_factory = sqlite3.Row
            # WAL + synchronous=NORMAL: a committed step survives the process being killed
            # (what a trace is for); only a power cut may lose the last steps. Full fsync per
            # step cost ~12 ms per step here, 100x the loop's own overhead.
            self._write(lambda: self.db.execute("PRAGMA journal_mode=WAL"))
            self.db.execute("PRAGMA synchronous=NORMAL")
            self._write(lambda: runs_db.create_tables(self.db))  # and columns an older course lacked
            self._mark_interrupted()
        except (OSError, sqlite3.DatabaseError) as exc:
            raise TraceError(self._explain(exc)) from None

    def _explain(self, exc: Exception) -> str:
        text = str(exc).lower()
        where = f"trace 数据库 {self.path}"
        if "not a database" in text or "malformed" in text:
            return f"{where} 已损坏（不是 SQLite 文件）。请换一个路径（--db），或把它移走后重试。"
        if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
            return f"{where} 是只读的，不能记录运行。请换一个可写的路径（--db）。"
        if "locked" in text or "busy" in text:
            return f"{where} 被另一个程序锁住超过 {self.busy_s:g} 秒。请等它结束，或换一个路径（--db）。"
        return f"{where} 无法打开或写入（{type(exc).__name__}：{exc}）。请换一个可写的路径（--db）。"

    def _write(self, action):
        """Run a write; on 'database is locked' retry with backoff for ``busy_s`` seconds."""
        deadline, pause = time.monotonic() + self.busy_s, 0.05
        while True:
            try:
                return action()
            except sqlite3.OperationalError as exc:
                locked = "locked" in str(exc) or "busy" in str(exc)
                if not locked or time.monotonic() + pause > deadline:
                    raise TraceError(self._explain(exc)) from None
                time.sleep(pause)
                pause = min(pause * 2, 1.0)

    def _mark_interrupted(self) -> None:
        """Runs without a stop reason whose process is gone were killed mid-way: say so."""
        rows = self.db.execute("SELECT id, pid FROM run WHERE stop_reason IS NULL").fetchall()
        dead = [row["id"] for row in rows if row["pid"] != os.getpid() and not _alive(row["pid"])]
        for run_id in dead:
            self._write(
                lambda r=run_id: self.db.execute(
                    "UPDATE run SET stop_reason = 'interrupted', detail = ? WHERE id = ?",
                    ("进程在运行中途结束（被杀死或崩溃），没有留下停止原因", r),
                )
            )

    def close(self) -> None:
        self.db.close()

    @staticmethod
    def _text(text: str) -> str:
        # The loop redacts before it writes; encodable() keeps SQLite from failing on a lone
        # surrogate the model sent ("\ud800" in a path), which would lose the whole step.
        return encodable(text)

    def start_run(self, task: str, model: str, target: str | None) -> int:
        cur = self._write(
            lambda: self.db.execute(
                "INSERT INTO run (task, model, target, started, pid) VALUES (?, ?, ?, ?, ?)",
                (self._text(task), self._text(model), target, time.time(), os.getpid()),
            )
        )
        return int(cur.lastrowid)

    def log_step(self, run_id: int, step: StepRecord) -> None:
        """One ``step`` row (the step's fields, ``StepRecord``), and the run's step count, in one commit."""
        # args may be unparsable model text; keep it as the model sent it, as JSON either way.
        args_json = self._text(json.dumps(step.args, sort_keys=True, ensure_ascii=False))
        row = (run_id, step.n, step.turn, self._text(step.tool), args_json, int(step.ok), step.error_type)
        row += (step.exit_code, step.knowledge_hits, step.tool_ms, step.search_ms, step.duration_ms)
        row += (shorten(self._text(step.excerpt), EXCERPT_CHARS),)

        def write():
            self.db.execute("BEGIN IMMEDIATE")  # the step row and the run's step count: one commit
            try:
                self.db.execute(
                    "INSERT INTO step (run_id, n, turn, tool, args, ok, error_type, exit_code,"
                    " knowledge_hits, tool_ms, search_ms, duration_ms, excerpt)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    row,
                )
                self.db.execute("UPDATE run SET steps = ? WHERE id = ?", (step.n, run_id))
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

        self._write(write)

    def log_eval(self, row: dict) -> None:
        """Lesson 08's ``eval_run`` row for a run of this file (``runs_db.insert_eval_run``)."""
        self._write(lambda: runs_db.insert_eval_run(self.db, row))

    def finish_run(self, run_id: int, stop_reason: str, steps: int, detail: str = "") -> None:
        self._write(
            lambda: self.db.execute(
                "UPDATE run SET finished = ?, stop_reason = ?, steps = ?, detail = ? WHERE id = ?",
                (time.time(), stop_reason, steps, self._text(detail), run_id),
            )
        )

    # ---- reading back -------------------------------------------------------------
    def runs(self) -> list[dict]:
        return [dict(r) for r in self.db.execute("SELECT * FROM run ORDER BY id")]

    def steps(self, run_id: int) -> list[dict]:
        rows = self.db.execute("SELECT * FROM step WHERE run_id = ? ORDER BY n", (run_id,))
        return [dict(r) | {"args": json.loads(r["args"])} for r in rows]

    def summary(self, run_ids: list[int] | None = None) -> dict[str, list[dict]]:
        """Run every query of ``SUMMARY_QUERIES`` over the given runs (default: all)."""
        ids = [int(i) for i in (run_ids if run_ids is not None else [r["id"] for r in self.runs()])]
        placeholders = ",".join("?" * len(ids)) or "NULL"  # the values go as parameters
        return {
            name: [dict(r) for r in self.db.execute(sql.format(runs=placeholders), ids)]
            for name, sql in SUMMARY_QUERIES.items()
        }


if __name__ == "__main__":
    demo = Trace(":memory:")
    rid = demo.start_run("demo", "scripted", "aarch64-linux-musl")
    demo.log_step(
        rid,
        StepRow(
            n=1,
            turn=1,
            tool="run_command",
            args={"command": "cmake -S . -B build"},
            ok=True,
            exit_code=1,
            knowledge_hits=2,
            duration_ms=5,
            excerpt="[exit=1]",
        ),
    )
    demo.finish_run(rid, "verification_failed", steps=1)
    for name, rows in demo.summary().items():
        print(name, rows)
    # failures_per_tool [{'tool': 'run_command', 'calls': 1, 'failures': 1}] ...
