"""Your own evidence for an interview: numbers read from what *you* ran, never typed in.

A spoken answer needs a fact with an owner. The author's project has its figures (cite them as
the author's); the course's synthetic experiments have theirs (say they are the course's);
and you have your own: the agent runs in your ``runs.db`` (lesson 07, the agent CLI, lesson 08),
the corpus table and the benchmark you ran in lessons 04 and 03. This module reads those and
writes the sentences, so the numbers in them are exactly what your runs produced.

    >>> from lab_code.agent.trace import StepRow, Trace
    >>> t = Trace(":memory:"); rid = t.start_run("demo", "rule", "aarch64-linux-musl")
    >>> t.log_step(rid, StepRow(n=1, turn=1, tool="run_command", args={"command": "ls /etc"}, ok=False,
    ...                         error_type="permission_denied", duration_ms=1.0))
    >>> t.finish_run(rid, "permission_denied_repeated", steps=1)
    >>> runs_evidence(t.db).denials
    1

Lessons: 03, 04, 07, 09
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.agent.runs_db import open_read_only
from lab_code.agent.trace import SUMMARY_QUERIES
from lab_code.wire.settings import DEFAULT_MODELS

# Model names the agent records for the course's offline stand-ins (not language models).
STAND_INS = {
    "rule": "按规则的替身模型",
    "scripted": "按剧本的替身模型",
    f"openai:{DEFAULT_MODELS['fake']}": "假模型上的替身模型",
}


class EvidenceError(ValueError):
    """The file is not a runs.db the course wrote; the message says what to point at instead."""


@dataclass
class RunEvidence:
    runs: int
    steps: int
    models: Counter = field(default_factory=Counter)  # model name -> runs
    stop_reasons: Counter = field(default_factory=Counter)
    error_types: Counter = field(default_factory=Counter)  # error_type -> steps
    denials: int = 0
    failed_commands: int = 0
    knowledge_hits: int = 0
    repeated_calls: int = 0  # (run, tool, args) groups seen more than once

    @property
    def real_models(self) -> list[str]:
        return sorted(m for m in self.models if m not in STAND_INS)

    def numbers(self) -> dict:
        """The counts as plain data, the input of exercise 9.2's ``my_answer(evidence)``."""
        broken = sum(
            self.error_types.get(t, 0) for t in ("invalid_json", "invalid_arguments", "unknown_tool")
        )
        return {
            "runs": self.runs,
            "steps": self.steps,
            "denials": self.denials,
            "broken_calls": broken,
            "failed_commands": self.failed_commands,
            "knowledge_hits": self.knowledge_hits,
            "real_models": self.real_models,
        }

    def sentences(self) -> list[str]:
        """What you can say about these runs, in the first person — they are yours."""
        if self.runs == 0:
            return [
                "这个 runs.db 里还没有运行：先跑第 07 课，或 `python -m lab_code.agent hello_lib --db 路径`。"
            ]
        stand_ins = "、".join(STAND_INS[m] for m in sorted(self.models) if m in STAND_INS)
        who = []
        if stand_ins:
            who.append(f"课程的替身模型（{stand_ins}），不是真模型")
        if self.real_models:
            who.append(f"真实模型 {', '.join(self.real_models)}")
        said = [
            f"我在课程的交叉编译 Agent 上跑了 {self.runs} 次、一共 {self.steps} 步，模型是{'；'.join(who)}。"
        ]
        reasons = "、".join(f"{reason} {n} 次" for reason, n in sorted(self.stop_reasons.items()))
        said.append(f"每次运行都记下了停止原因：{reasons}。")
        failed_verification = self.stop_reasons.get("verification_failed", 0)
        if failed_verification:
            said.append(
                f"其中 {failed_verification} 次模型说完成了，程序重新构建、读产物文件头，验收没通过"
                "——所以模型说“构建成功”我不直接信。"
            )
        if self.denials:
            stopped = self.stop_reasons.get("permission_denied_repeated", 0)
            tail = f"，{stopped} 次运行因为反复被拦而停下" if stopped else ""
            said.append(f"越界或不在白名单里的调用被拦下 {self.denials} 次（permission_denied）{tail}。")
        if self.failed_commands:
            said.append(
                f"命令失败 {self.failed_commands} 次，每次由程序自动检索知识库，附加了 {self.knowledge_hits} 条"
                "——这一步不交给模型决定。"
            )
        broken = [(t, self.error_types[t]) for t in ("invalid_json", "invalid_arguments", "unknown_tool")]
        broken = [f"{t} {n} 次" for t, n in broken if n]
        if broken:
            said.append(f"模型的坏调用（{'、'.join(broken)}）每个都回了结构化错误，下一次请求照常进行。")
        if self.repeated_calls:
            said.append(
                f"同一次运行里有 {self.repeated_calls} 组参数完全相同的重复调用：装好依赖后重新配置这种是合理的，"
                "原地打转才该拦——所以重复上限要留余地。"
            )
        if not self.real_models:
            said.append(
                "这些是替身模型的运行：它们说明的是程序的护栏、记账和验收，不代表真模型多常犯这些错。"
            )
        return said


def _connect(db: str | Path | sqlite3.Connection) -> sqlite3.Connection:
    if isinstance(db, sqlite3.Connection):
        return db
    path = Path(db)
    if not path.is_file():
        raise EvidenceError(
            f"找不到 {path.name}：第 07 课的 runs.db 在课程结束时随临时目录删除；"
            "用 `python -m lab_code.agent hello_lib --db runs.db` 留一份，或在第 07 课里读。"
        )
    # read-only, and time-limited: reading your evidence must never change the trace, and a
    # crafted file must not hang the lesson
    return open_read_only(path)


def runs_evidence(db: str | Path | sqlite3.Connection) -> RunEvidence:
    """Count what the runs in ``db`` (a path or an open connection) really did."""
    conn = _connect(db)
    try:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not {"run", "step"} <= tables:
            raise EvidenceError("这不是课程 Agent 写的 runs.db：里面没有 run 和 step 两张表。")
        runs = conn.execute("SELECT COUNT(*) FROM run").fetchone()[0]
        ids = "SELECT id FROM run"  # a subquery, not the ids spliced into the SQL text
        steps = conn.execute("SELECT COUNT(*) FROM step").fetchone()[0]
        models = Counter(dict(conn.execute("SELECT model, COUNT(*) FROM run GROUP BY model")))
        reasons = Counter(
            dict(conn.execute("SELECT COALESCE(stop_reason, '未结束'), COUNT(*) FROM run GROUP BY 1"))
        )
        errors = Counter(
            dict(
                conn.execute("SELECT error_type, COUNT(*) FROM step WHERE error_type IS NOT NULL GROUP BY 1")
            )
        )
        failed, hits = conn.execute(SUMMARY_QUERIES["knowledge_hits"].format(runs=ids)).fetchone()
        repeated = len(conn.execute(SUMMARY_QUERIES["repeated_calls"].format(runs=ids)).fetchall())
    except sqlite3.DatabaseError as exc:
        raise EvidenceError(f"读不了这个数据库（{exc}）：它是课程 Agent 写的 runs.db 吗？") from None
    finally:
        if not isinstance(db, sqlite3.Connection):
            conn.close()
    return RunEvidence(
        runs=runs,
        steps=steps,
        models=models,
        stop_reasons=reasons,
        error_types=errors,
        denials=errors.get("permission_denied", 0),
        failed_commands=failed or 0,
        knowledge_hits=hits or 0,
        repeated_calls=repeated,
    )


def corpus_sentence(rows) -> str:
    """Lesson 04: the three options on the course's generated corpus (``compare_options.compare()``)."""
    overall = {r.option: r for r in rows if r.family == "all"}
    if set(overall) != {"option1", "option2", "option3"}:
        raise ValueError("需要 compare() 返回的全部行（三个方案各有一行 family='all'）")
    items = overall["option1"].items
    success = " → ".join(f"{overall[o].success:.0%}" for o in ("option1", "option2", "option3"))
    false_pos = " → ".join(f"{overall[o].false_positive:.0%}" for o in ("option1", "option2", "option3"))
    return (
        f"在课程生成的 {items} 条回复语料上（配比由课程定，不是线上数据），我跑出来三种方案的成功率是 "
        f"{success}，误触发率是 {false_pos}：差别来自机制——注册表拦住参数对不上签名的调用，"
        "原生字段让“谈论调用”不再被执行。"
    )


def benchmark_sentence(rows) -> str:
    """Lesson 03: your machine's median µs per call (``bench_validators.run_benchmark()``)."""
    valid = {r.validator: r for r in rows if r.case == "valid"}
    pydantic = valid.get("pydantic model_validate_json")
    parse_only = next((r for name, r in valid.items() if name.startswith("json.loads")), None)
    if pydantic is None or parse_only is None:
        raise ValueError("需要 run_benchmark() 返回的行（含 pydantic model_validate_json 和 json.loads）")
    return (
        f"我在自己的机器上量过：Pydantic 从 JSON 字符串解析加校验一次合法参数约 {pydantic.us_per_call:.0f} µs"
        f"（只做 json.loads 约 {parse_only.us_per_call:.0f} µs）——和一次模型请求的几百毫秒比，可以忽略。"
    )


def demo_trace(directory: str | Path) -> Path:
    """Two short runs of the course's agent with a scripted stand-in, traced into ``directory``.

    Lesson 09 uses them when you have not pointed it at your own runs.db yet: the first run
    sends a broken JSON and an unknown tool, the second keeps asking for host paths until the
    loop stops it. No compiler runs (nothing gets past the guards), so it takes a moment.
    """
    from lab_code.agent.crossbuild import run_crossbuild
    from lab_code.agent.projects import copy_project
    from lab_code.agent.trace import Trace
    from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

    directory = Path(directory)
    trace = Trace(directory / "runs.db")
    careless = ScriptedModel(
        [
            assistant_calls(
                tool_call("read_file", '{"path": "CMakeLists.txt"', "call_1"),
                tool_call("delete_everything", {}, "call_2"),
            ),
            assistant_text("看完了。"),
        ]
    )
    prober = ScriptedModel(
        [
            assistant_calls(tool_call("run_command", {"command": f"ls {where}"}, f"call_{n}"))
            for n, where in enumerate(["/usr/include", "/usr/local/lib", "/opt/homebrew/lib"])
        ]
    )
    try:
        for n, model in enumerate((careless, prober)):
            workdir = copy_project("hello_lib", directory / f"run{n}")
            run_crossbuild(workdir, model, "aarch64-linux-musl", trace=trace, verify=False)
    finally:
        trace.close()
    return directory / "runs.db"
