"""SQL reports over a batch's ``runs.db``: the statistics of seed §4.12, grouped by variant.

Each report is one SQL query a student can read and change (``REPORTS``); ``report(conn,
name)`` runs it and returns plain dicts, sorted by labels (never by run id, which depends
on which process finished first). ``LOG_FINDINGS`` rebuilds the seed's "what the logs
reveal" table: one row per finding, the query that measures it, and the figure from the
author's project beside ours.

``export_jsonl`` / ``load_jsonl`` move a batch between a file SQLite writes and a text file
that git can diff: the committed measured results of the CLI are such a file. Both read files
someone may hand you: the database is opened read-only with a time limit
(``runs_db.open_read_only``), and a line of the text file names its table and columns, which go
into the SQL only after they were found in the course's own schema (values are parameters).

    >>> conn = load_jsonl(None)            # an empty database with the three tables
    >>> report(conn, "success_rate")
    []

Lessons: 08
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from lab_code.agent.runs_db import TABLES, create_tables, insert_row, open_read_only, table_columns
from lab_code.wire.atomic_write import write_atomically

# Measured with the CLI and committed (the notebook cannot build real libraries quickly):
# batch_results.jsonl = demos × 3 targets × {rule, lazy} × {current, early} + real libraries;
# real_before.jsonl = the real libraries before the knowledge entry and rule for downloads.
MEASURED_DIR = Path(__file__).resolve().parent / "data" / "measured"
BATCH_RESULTS = MEASURED_DIR / "batch_results.jsonl"
REAL_BEFORE = MEASURED_DIR / "real_before.jsonl"
VARIANT = "e.model, e.design"
REPORTS = {
    "success_rate": f"""
        SELECT {VARIANT}, COUNT(*) AS runs, SUM(e.accepted) AS accepted,
               ROUND(100.0 * SUM(e.accepted) / COUNT(*), 1) AS success_pct
        FROM eval_run e GROUP BY {VARIANT} ORDER BY {VARIANT}""",
    "success_by_project": """
        SELECT e.project, e.model, e.design, COUNT(*) AS runs, SUM(e.accepted) AS accepted
        FROM eval_run e GROUP BY e.project, e.model, e.design ORDER BY e.project, e.model, e.design""",
    "steps_per_run": f"""
        SELECT {VARIANT}, ROUND(AVG(e.steps), 1) AS avg_steps, MIN(e.steps) AS min_steps, MAX(e.steps) AS max_steps
        FROM eval_run e GROUP BY {VARIANT} ORDER BY {VARIANT}""",
    "tool_calls": """
        SELECT e.design, s.tool, COUNT(*) AS calls,
               SUM(CASE WHEN s.ok = 0 OR COALESCE(s.exit_code, 0) != 0 THEN 1 ELSE 0 END) AS failures
        FROM step s JOIN eval_run e ON e.run_id = s.run_id
        WHERE e.model = 'rule' GROUP BY e.design, s.tool ORDER BY e.design, s.tool""",
    "repeated_calls": f"""
        SELECT {VARIANT}, COALESCE(SUM(r.extra), 0) AS repeats FROM eval_run e LEFT JOIN (
            SELECT run_id, COUNT(*) - 1 AS extra FROM step GROUP BY run_id, tool, args HAVING COUNT(*) > 1
        ) r ON r.run_id = e.run_id GROUP BY {VARIANT} ORDER BY {VARIANT}""",
    "blocked": f"""
        SELECT {VARIANT}, SUM(CASE WHEN s.error_type = 'permission_denied' THEN 1 ELSE 0 END) AS blocked
        FROM eval_run e LEFT JOIN step s ON s.run_id = e.run_id GROUP BY {VARIANT} ORDER BY {VARIANT}""",
    "knowledge_hits": f"""
        SELECT {VARIANT},
               SUM(CASE WHEN COALESCE(s.exit_code, 0) != 0 THEN 1 ELSE 0 END) AS failed_commands,
               SUM(CASE WHEN COALESCE(s.exit_code, 0) != 0 AND s.knowledge_hits > 0 THEN 1 ELSE 0 END) AS with_hits
        FROM eval_run e LEFT JOIN step s ON s.run_id = e.run_id GROUP BY {VARIANT} ORDER BY {VARIANT}""",
    "stop_reasons": f"""
        SELECT {VARIANT}, e.stop_reason, COUNT(*) AS runs FROM eval_run e
        GROUP BY {VARIANT}, e.stop_reason ORDER BY {VARIANT}, e.stop_reason""",
    # The ablation: detours (a CMake script run to read a file in pieces) and toolchain failures.
    "detours": """
        SELECT e.design, COUNT(DISTINCT e.run_id) AS runs,
               SUM(CASE WHEN s.tool = 'run_command' AND s.args LIKE '%cmake -P%' THEN 1 ELSE 0 END) AS detours
        FROM eval_run e LEFT JOIN step s ON s.run_id = e.run_id
        WHERE e.model = 'rule' GROUP BY e.design ORDER BY e.design""",
    "toolchain_failures": """
        SELECT e.design, SUM(CASE WHEN s.excerpt LIKE '%Could not find toolchain file%'
                  OR (s.error_type = 'permission_denied' AND s.args LIKE '%CMAKE_TOOLCHAIN_FILE%')
                  THEN 1 ELSE 0 END) AS toolchain_failures
        FROM eval_run e LEFT JOIN step s ON s.run_id = e.run_id
        WHERE e.model = 'rule' GROUP BY e.design ORDER BY e.design""",
}

# Seed §4.12 "从日志里能发现什么", rebuilt: (finding, report, the author's figure, how to read it).
LOG_FINDINGS = [
    ("任务成功率（程序验收）", "success_rate", "—", "只认程序验收；模型说“成功”不算"),
    ("每次运行的步数", "steps_per_run", "—", "步数突然变多：某个工具让模型绕了路"),
    ("每个工具的调用与失败", "tool_calls", "—", "失败率高的工具先改描述或参数"),
    ("重复调用", "repeated_calls", "—", "原地打转，或是合理的重新配置"),
    ("被权限拦截的尝试", "blocked", "v3：60 次运行 5 次", "错误信息再好也挡不住试探：拦截不能省"),
    ("失败后的知识库检索", "knowledge_hits", "交给模型：30 次运行只查了 8 次", "必须做的步骤写成代码"),
    (
        "写脚本分段读文件（绕路）",
        "detours",
        "6 次运行 15 次 → 120 次运行 0 次",
        "read_file 只给末尾时模型看不到开头",
    ),
    ("toolchain 路径出错", "toolchain_failures", "v2 8 次 → v3 0 次", "最好的参数是不需要模型填的参数"),
    ("停止原因", "stop_reasons", "—", "每次运行都该有一个说得清的原因"),
]


def report(conn: sqlite3.Connection, name: str) -> list[dict]:
    if name not in REPORTS:
        raise ValueError(f"没有名为 {name!r} 的报表；可选：{', '.join(REPORTS)}。")
    conn.row_factory = sqlite3.Row
    return [dict(row) for row in conn.execute(REPORTS[name])]


def findings(conn: sqlite3.Connection) -> list[dict]:
    """The log-findings table, with our numbers filled in from the queries."""
    rows = []
    for finding, name, theirs, reading in LOG_FINDINGS:
        ours = "; ".join(_compact(r) for r in report(conn, name))
        rows.append({"发现": finding, "查询": name, "本批次": ours, "作者的项目": theirs, "读法": reading})
    return rows


def _compact(row: dict) -> str:
    labels = [str(v) for k, v in row.items() if k in ("model", "design", "project", "tool", "stop_reason")]
    values = [
        f"{k}={v}" for k, v in row.items() if k not in ("model", "design", "project", "tool", "stop_reason")
    ]
    return "/".join(labels) + ": " + ", ".join(values)


def export_jsonl(db: str | Path, path: str | Path) -> int:
    """Write every row of the three tables as ``{"table": ..., "row": {...}}`` lines; returns the count."""
    conn = open_read_only(db)
    conn.row_factory = sqlite3.Row
    try:
        lines = [
            json.dumps({"table": table, "row": dict(row)}, ensure_ascii=False, sort_keys=True)
            for table in TABLES  # names from this module, never from the file
            for row in conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
        ]
    finally:
        conn.close()
    write_atomically(path, "\n".join(lines) + "\n")
    return len(lines)


def load_jsonl(path: str | Path | None) -> sqlite3.Connection:
    """An in-memory database with the three tables, filled from an export (``None``: empty)."""
    conn = sqlite3.connect(":memory:")
    create_tables(conn)
    columns = table_columns(conn)
    if path is not None:
        for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
            insert_row(conn, *_row_of(line, number, columns))  # each name checked against the schema
    return conn


def _row_of(line: str, number: int, columns: dict[str, set[str]]) -> tuple[str, dict]:
    """``(table, row)`` of one export line, or ``ValueError`` naming the line and what is wrong."""
    try:
        item = json.loads(line)
        table, row = item["table"], item["row"]
    except (ValueError, TypeError, KeyError):
        raise ValueError(f"第 {number} 行不是导出格式 {{\"table\": …, \"row\": {{…}}}}。") from None
    if table not in columns or not isinstance(row, dict):
        raise ValueError(f"第 {number} 行的表 {str(table)[:40]!r} 不是 {', '.join(TABLES)} 之一。")
    unknown = [str(name)[:40] for name in row if name not in columns[table]]
    if unknown:
        raise ValueError(f"第 {number} 行有 {table} 表没有的列：{', '.join(unknown)}。")
    return table, row
