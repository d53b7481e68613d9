"""``runs.db`` has one schema, in ``agent.runs_db``; the trace, the batches and the reports all use it."""

from __future__ import annotations

import sqlite3

from lab_code import REPO_ROOT
from lab_code.agent import runs_db
from lab_code.agent.trace import Trace
from lab_code.evals import batch, reports


def _columns(conn: sqlite3.Connection) -> dict[str, list[str]]:
    return {t: [r[1] for r in conn.execute(f'PRAGMA table_info("{t}")')] for t in runs_db.TABLES}


def test_the_trace_and_the_batch_create_the_same_whole_schema(tmp_path):
    Trace(tmp_path / "trace.db").close()
    batch.ensure_schema(tmp_path / "batch.db")
    from_trace = _columns(sqlite3.connect(tmp_path / "trace.db"))
    from_batch = _columns(sqlite3.connect(tmp_path / "batch.db"))
    from_export = _columns(reports.load_jsonl(None))
    assert from_trace == from_batch == from_export
    assert all(from_trace[t] for t in runs_db.TABLES)  # every table is there, with its columns
    assert "design" in from_trace["eval_run"] and "pid" in from_trace["run"]


def test_a_file_from_an_older_course_gets_the_columns_added_since(tmp_path):
    db = tmp_path / "old.db"
    old = sqlite3.connect(db)
    old.executescript(runs_db.TRACE_SCHEMA.replace(",\n    pid INTEGER", ""))
    old.execute("INSERT INTO run (task, model, started) VALUES ('t', 'rule', 0)")
    old.commit()
    old.close()
    trace = Trace(db)
    assert "pid" in _columns(trace.db)["run"]
    assert trace.runs()[0]["task"] == "t"  # kept, and marked: its process is long gone
    assert trace.runs()[0]["stop_reason"] == "interrupted"
    trace.close()


def test_no_other_module_writes_the_schema():
    writers = [
        path.relative_to(REPO_ROOT).as_posix()
        for path in (REPO_ROOT / "lab_code").rglob("*.py")
        if "CREATE TABLE" in path.read_text(encoding="utf-8")
        or "executescript" in path.read_text(encoding="utf-8")
    ]
    assert writers == ["lab_code/agent/runs_db.py"]
