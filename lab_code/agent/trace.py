"""The agent's flight recorder: every run and every tool step in a SQLite file (``runs.db``).

Why SQLite and why commit after every step: the trace is how tools get improved (the
author's project found its worst tool-design problems by reading ``runs.db``, not by
thinking), and a trace that dies with the process is useless exactly when a run crashes.
Each ``log_step`` is its own transaction, so the rows written before a crash are still
there when the file is reopened.

Tables (plain stdlib ``sqlite3``, no ORM):

    run(id, task, model, target, started, finished, stop_reason, steps, detail)
    step(run_id, n, turn, tool, args, ok, error_type, exit_code, knowledge_hits,
         tool_ms, search_ms, duration_ms, excerpt)

``duration_ms`` is the whole step (parse, validate, run, auto-search, bookkeeping);
``tool_ms`` and ``search_ms`` are the parts spent inside the tool and the automatic
knowledge search, so the agent's own overhead is ``duration_ms - tool_ms - search_ms``.

    >>> t = Trace(":memory:"); rid = t.start_run("build", "rule", "aarch64-linux-musl")
    >>> t.log_step(rid, n=1, turn=1, tool="list_files", args={"path": "."}, ok=True,
    ...            tool_ms=1.0, duration_ms=1.2, excerpt="CMakeLists.txt")
    >>> t.finish_run(rid, "verified", steps=1); t.runs()[0]["stop_reason"]
    'verified'

Lessons: 07
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

EXCERPT_CHARS = 600  # enough to read the error line in a viewer, small enough for many runs

SCHEMA = """
CREATE TABLE IF NOT EXISTS run (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task TEXT NOT NULL,
    model TEXT NOT NULL,
    target TEXT,
    started REAL NOT NULL,
    finished REAL,
    stop_reason TEXT,
    steps INTEGER NOT NULL DEFAULT 0,
    detail TEXT
);
CREATE TABLE IF NOT EXISTS step (
    run_id INTEGER NOT NULL REFERENCES run(id),
    n INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    tool TEXT NOT NULL,
    args TEXT NOT NULL,
    ok INTEGER NOT NULL,
    error_type TEXT,
    exit_code INTEGER,
    knowledge_hits INTEGER NOT NULL DEFAULT 0,
    tool_ms REAL NOT NULL DEFAULT 0,
    search_ms REAL NOT NULL DEFAULT 0,
    duration_ms REAL NOT NULL,
    excerpt TEXT,
    PRIMARY KEY (run_id, n)
);
"""

# The statistics of seed 4.12, as SQL a student can read and change.
SUMMARY_QUERIES = {
    "failures_per_tool": """
        SELECT tool, COUNT(*) AS calls,
               SUM(CASE WHEN ok = 0 OR COALESCE(exit_code, 0) != 0 THEN 1 ELSE 0 END) AS failures
        FROM step WHERE run_id IN ({runs}) GROUP BY tool ORDER BY tool""",
    "repeated_calls": """
        SELECT tool, args, COUNT(*) AS times FROM step WHERE run_id IN ({runs})
        GROUP BY run_id, tool, args HAVING COUNT(*) > 1 ORDER BY times DESC, tool""",
    "permission_denials": """
        SELECT tool, args FROM step WHERE run_id IN ({runs}) AND error_type = 'permission_denied'
        ORDER BY run_id, n""",
    "knowledge_hits": """
        SELECT COUNT(*) AS failed_commands, SUM(knowledge_hits) AS hits_appended
        FROM step WHERE run_id IN ({runs}) AND COALESCE(exit_code, 0) != 0""",
    "stop_reasons": """
        SELECT stop_reason, COUNT(*) AS runs FROM run WHERE id IN ({runs})
        GROUP BY stop_reason ORDER BY stop_reason""",
}


def excerpt_of(text, limit: int = EXCERPT_CHARS) -> str:
    """Head of a result for the trace; the full text stays in the messages / build logs."""
    text = text if isinstance(text, str) else json.dumps(text, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + f"…（共 {len(text)} 字符）"


class Trace:
    """One SQLite file of runs. ``path=":memory:"`` for throwaway traces in tests/notebooks."""

    def __init__(self, path: str | Path = ":memory:"):
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we say where transactions start and end (one per step).
        self.db = sqlite3.connect(self.path, isolation_level=None)
        self.db.row_factory = sqlite3.Row
        # WAL + synchronous=NORMAL: a committed step survives the process being killed (what a
        # trace is for); only a power cut may lose the last steps. Full fsync per step cost
        # ~12 ms per step here, 100x the loop's own overhead.
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def start_run(self, task: str, model: str, target: str | None) -> int:
        cur = self.db.execute(
            "INSERT INTO run (task, model, target, started) VALUES (?, ?, ?, ?)",
            (task, model, target, time.time()),
        )
        return int(cur.lastrowid)

    def log_step(
        self,
        run_id: int,
        *,
        n: int,
        turn: int,
        tool: str,
        args,
        ok: bool,
        duration_ms: float,
        error_type: str | None = None,
        exit_code: int | None = None,
        knowledge_hits: int = 0,
        tool_ms: float = 0.0,
        search_ms: float = 0.0,
        excerpt: str = "",
    ) -> None:
        # args may be unparsable model text; keep it as the model sent it, as JSON either way.
        args_json = json.dumps(args, sort_keys=True, ensure_ascii=False)
        self.db.execute("BEGIN")  # the step row and the run's step count: one commit
        try:
            self.db.execute(
                "INSERT INTO step (run_id, n, turn, tool, args, ok, error_type, exit_code, knowledge_hits,"
                " tool_ms, search_ms, duration_ms, excerpt) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    run_id,
                    n,
                    turn,
                    tool,
                    args_json,
                    int(ok),
                    error_type,
                    exit_code,
                    knowledge_hits,
                    tool_ms,
                    search_ms,
                    duration_ms,
                    excerpt_of(excerpt),
                ),
            )
            self.db.execute("UPDATE run SET steps = ? WHERE id = ?", (n, run_id))
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def finish_run(self, run_id: int, stop_reason: str, steps: int, detail: str = "") -> None:
        self.db.execute(
            "UPDATE run SET finished = ?, stop_reason = ?, steps = ?, detail = ? WHERE id = ?",
            (time.time(), stop_reason, steps, detail, run_id),
        )

    # ---- reading back -------------------------------------------------------------
    def runs(self) -> list[dict]:
        return [dict(r) for r in self.db.execute("SELECT * FROM run ORDER BY id")]

    def steps(self, run_id: int) -> list[dict]:
        rows = self.db.execute("SELECT * FROM step WHERE run_id = ? ORDER BY n", (run_id,))
        return [dict(r) | {"args": json.loads(r["args"])} for r in rows]

    def summary(self, run_ids: list[int] | None = None) -> dict[str, list[dict]]:
        """Run every query of ``SUMMARY_QUERIES`` over the given runs (default: all)."""
        ids = run_ids if run_ids is not None else [r["id"] for r in self.runs()]
        placeholder = ",".join(str(int(i)) for i in ids) or "NULL"
        return {
            name: [dict(r) for r in self.db.execute(sql.format(runs=placeholder))]
            for name, sql in SUMMARY_QUERIES.items()
        }


if __name__ == "__main__":
    demo = Trace(":memory:")
    rid = demo.start_run("demo", "scripted", "aarch64-linux-musl")
    demo.log_step(
        rid,
        n=1,
        turn=1,
        tool="run_command",
        args={"command": "cmake -S . -B build"},
        ok=True,
        exit_code=1,
        knowledge_hits=2,
        duration_ms=5,
        excerpt="[exit=1]",
    )
    demo.finish_run(rid, "verification_failed", steps=1)
    for name, rows in demo.summary().items():
        print(name, rows)
    # failures_per_tool [{'tool': 'run_command', 'calls': 1, 'failures': 1}] ...
