"""The ``runs.db`` file itself: every table, how a file gets them, and how to open one you were handed.

Two programs write the same file: lesson 07's flight recorder (``agent.trace.Trace``, a
``run`` row per run and a ``step`` row per tool call) and lesson 08's batches
(``evals.batch``, an ``eval_run`` row saying which job a run belongs to, through
``Trace.log_eval``). The schema and every write are here; both create it through
``create_tables``, so neither can add a column the other's file lacks, ``evals/`` writes no SQL,
and a report (``evals.reports``) reads the tables it was written for.

    run(id, task, model, target, started, finished, stop_reason, steps, detail, pid)
    step(run_id, n, turn, tool, args, ok, error_type, exit_code, knowledge_hits,
         tool_ms, search_ms, duration_ms, excerpt)
    eval_run(run_id, batch, job, project, target, model, design, accepted, stop_reason,
             steps, seconds)

A ``runs.db`` someone hands you (your own from another machine, a classmate's, a download) is
data, not code you trust: ``open_read_only`` opens it so that reading cannot change it, its
schema cannot run functions, and no query runs longer than a time limit. Every query passes its
values as parameters (``?``), never spliced into the SQL text: a crafted file once injected
SQL through run ids and made a query that never ended.

    >>> conn = sqlite3.connect(":memory:"); create_tables(conn)
    >>> [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    ['eval_run', 'run', 'sqlite_sequence', 'step']

Lessons: 07, 08
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

READ_TIME_LIMIT_S = 10.0  # all queries on a database opened read-only, together

TRACE_SCHEMA = """
CREATE TABLE IF NOT EXISTS run (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    task TEXT NOT NULL,
    model TEXT NOT NULL,
    target TEXT,
    started REAL NOT NULL,
    finished REAL,
    stop_reason TEXT,
    steps INTEGER NOT NULL DEFAULT 0,
    detail TEXT,
    pid INTEGER
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
# Lesson 08: which job of which batch a run was (its project, model and tool design).
EVAL_SCHEMA = """
CREATE TABLE IF NOT EXISTS eval_run (
    run_id INTEGER PRIMARY KEY,
    batch TEXT NOT NULL,
    job INTEGER NOT NULL,
    project TEXT NOT NULL,
    target TEXT NOT NULL,
    model TEXT NOT NULL,
    design TEXT NOT NULL,
    accepted INTEGER NOT NULL,
    stop_reason TEXT NOT NULL,
    steps INTEGER NOT NULL,
    seconds REAL NOT NULL
);
"""
SCHEMA = TRACE_SCHEMA + EVAL_SCHEMA
TABLES = ("run", "step", "eval_run")
EVAL_COLUMNS = (
    "run_id", "batch", "job", "project", "target", "model", "design", "accepted", "stop_reason", "steps", "seconds",
)  # fmt: skip
# Columns added after a table was first shipped: a file written by an older course gets them.
ADDED_COLUMNS = {("run", "pid"): "INTEGER"}


def create_tables(conn: sqlite3.Connection) -> None:
    """Give ``conn``'s database every table of ``runs.db`` (those it lacks), and the columns
    added since an older course wrote it. Idempotent; may raise ``sqlite3.OperationalError``
    (locked, read-only) for the caller to retry or explain."""
    conn.executescript(SCHEMA)
    for (table, column), kind in ADDED_COLUMNS.items():
        present = {row[1] for row in conn.execute(f'PRAGMA table_info("{table}")')}
        if column not in present:  # names from the table above, never from the file
            conn.execute(f'ALTER TABLE "{table}" ADD COLUMN "{column}" {kind}')


def table_columns(conn: sqlite3.Connection) -> dict[str, set[str]]:
    """Each table of ``TABLES`` -> the names of its columns, as ``conn``'s database has them."""
    return {table: {r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')} for table in TABLES}


def insert_row(conn: sqlite3.Connection, table: str, row: dict) -> None:
    """One row of a table of ``TABLES``, e.g. from an export; every key must be one of its columns."""
    if table not in TABLES:
        raise ValueError(f"runs.db 没有表 {table!r}；表是 {', '.join(TABLES)}。")
    unknown = sorted(set(row) - table_columns(conn)[table])
    if unknown:
        raise ValueError(f"{table} 表没有这些列：{', '.join(unknown)}。")
    names = ", ".join(f'"{name}"' for name in row)  # checked against the schema just now
    conn.execute(f'INSERT INTO "{table}" ({names}) VALUES ({", ".join("?" * len(row))})', tuple(row.values()))


def insert_eval_run(conn: sqlite3.Connection, row: dict) -> None:
    """One ``eval_run`` row; ``row`` has exactly ``EVAL_COLUMNS`` (a missing or extra key is a
    ``ValueError`` that names it). The column names come from this module, the values go as
    parameters."""
    if set(row) != set(EVAL_COLUMNS):
        raise ValueError(
            f"eval_run 的列是 {EVAL_COLUMNS}；多了 {sorted(set(row) - set(EVAL_COLUMNS))}，"
            f"少了 {sorted(set(EVAL_COLUMNS) - set(row))}。"
        )
    columns = ", ".join(EVAL_COLUMNS)
    conn.execute(
        f"INSERT INTO eval_run ({columns}) VALUES ({', '.join('?' * len(EVAL_COLUMNS))})",
        tuple(row[c] for c in EVAL_COLUMNS),
    )


def open_read_only(path: str | Path, *, time_limit_s: float | None = None) -> sqlite3.Connection:
    """A connection to a database file that reading cannot change (``mode=ro``,
    ``query_only``), whose schema cannot call functions (``trusted_schema=OFF``), and whose
    queries are interrupted (``sqlite3.OperationalError: interrupted``) after ``time_limit_s``
    (default ``READ_TIME_LIMIT_S``)."""
    conn = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True, timeout=1.0)
    deadline = time.monotonic() + (READ_TIME_LIMIT_S if time_limit_s is None else time_limit_s)
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    conn.execute("PRAGMA query_only = ON")
    conn.execute("PRAGMA trusted_schema = OFF")
    return conn
