"""Whole-task batches: projects × targets × models × tool designs, every run in ``runs.db``.

A *job* is one agent run on a fresh copy of a project. Acceptance is the program's verifier
(``lab_code.agent.verify``, through ``run_crossbuild``), never what the model says. Every step
goes into the lesson-07 trace tables (``run``, ``step``); one more table of the same file
(``agent.runs_db``) says which job a run belongs to, so reports can group by project, model
and design::

    eval_run(run_id, batch, job, project, target, model, design, accepted, stop_reason,
             steps, seconds)

Runs are independent (own workdir, own model instance), so ``run_batch(..., jobs=N)`` runs
them in N processes (``spawn``: a notebook kernel is not forked). SQLite in WAL mode lets
them append to one file; each run's rows are committed step by step as in lesson 07. Job
order and run ids may then differ between runs of the batch; reports sort by job labels.

    >>> [j.label for j in grid(["hello_lib"], ["aarch64-linux-musl"], ["rule"], ["current"])]
    ['hello_lib/aarch64-linux-musl/rule/current']

Lessons: 08
"""

from __future__ import annotations

import io
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

from lab_code.evals.real_projects import REAL_PROJECTS

MODELS = {
    "rule": "规则替身（不是大模型）：按计划探索、配置、构建，按知识修复",
    "lazy": "偷懒的脚本：看一眼目录就宣布“构建成功”",
    "openai": "真实模型（需要 LAB_BACKEND=openai）",
}


@dataclass(frozen=True)
class Job:
    project: str
    target: str
    model: str
    design: str
    index: int = 0

    @property
    def label(self) -> str:
        return f"{self.project}/{self.target}/{self.model}/{self.design}"


def grid(projects, targets, models, designs) -> list[Job]:
    """Every combination, in a fixed order (the job number is its position)."""
    combos = [(p, t, m, d) for p in projects for t in targets for m in models for d in designs]
    return [Job(*combo, index=i) for i, combo in enumerate(combos)]


def make_model(name: str, design: str = "current"):
    from lab_code.agent import models

    if name == "rule":
        if design == "early":
            from lab_code.evals.tool_designs import EarlyDesignRuleModel

            return EarlyDesignRuleModel()
        return models.RuleBasedModel()
    if name == "lazy":
        from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

        lazy = ScriptedModel(
            [assistant_calls(tool_call("list_files", {"path": "."}, "call_1")), assistant_text("构建成功！")]
        )
        lazy.name = "lazy"
        return lazy
    if name == "openai":
        from lab_code.wire.openai_model import OpenAIModel

        return OpenAIModel()
    raise ValueError(f"不认识的模型 {name!r}；可选：{', '.join(MODELS)}。")


def copy_any_project(name: str, dest: Path) -> Path:
    """A demo project of lesson 07 or a vendored real library (``real_projects``)."""
    from lab_code.agent.projects import PROJECTS, copy_project
    from lab_code.evals import real_projects

    if name in PROJECTS:
        return copy_project(name, dest)
    return real_projects.copy_real_project(name, dest)


def ensure_schema(db: str | Path) -> None:
    """Every table of ``runs.db`` (``agent.runs_db``), before the workers start appending."""
    from lab_code.agent.trace import Trace

    Trace(db).close()  # the trace creates the whole file's schema, eval_run included


def settle_real(result, trace, workdir: Path, job: Job) -> None:
    """The model said "done" on a real library: the program's verdict decides, as in the loop."""
    from lab_code.evals.real_projects import TESTS
    from lab_code.evals.real_verify import verify_real

    verdict = verify_real(workdir, job.target, TESTS[job.project])
    result.verification = verdict.to_dict()
    result.stop_reason = "verified" if verdict.ok else "verification_failed"
    result.detail = verdict.reason
    trace.finish_run(result.run_id, result.stop_reason, len(result.steps), result.detail)


def run_job(job: Job, db: str, batch: str, max_turns: int = 30, sandbox: str = "auto") -> dict:
    """One run in a fresh temporary workdir (removed afterwards); returns its eval_run row."""
    from lab_code.agent.trace import Trace
    from lab_code.evals.tool_designs import run_task

    scratch = Path(tempfile.mkdtemp(prefix="lab-eval-"))
    trace = Trace(db)
    trace.db.execute("PRAGMA busy_timeout = 30000")  # other workers may be committing
    try:
        workdir = copy_any_project(job.project, scratch / job.project)
        started = time.perf_counter()
        real = job.project in REAL_PROJECTS  # judged by real_verify, not the demo verifier
        result = run_task(
            workdir,
            make_model(job.model, job.design),
            job.target,
            job.design,
            trace=trace,
            max_turns=max_turns,
            verify=not real,
            sandbox=sandbox,
        )
        if real and result.stop_reason == "finished":
            settle_real(result, trace, workdir, job)
        row = {
            "run_id": result.run_id,
            "batch": batch,
            "job": job.index,
            "project": job.project,
            "target": job.target,
            "model": job.model,
            "design": job.design,
            "accepted": int(result.success),
            "stop_reason": result.stop_reason,
            "steps": len(result.steps),
            "seconds": round(time.perf_counter() - started, 3),
        }
        trace.db.execute(
            f"INSERT INTO eval_run ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
            tuple(row.values()),
        )
        return row
    finally:
        trace.close()
        shutil.rmtree(scratch, ignore_errors=True)


def expected_cost(job: Job) -> int:
    """A rough rank of how long a job runs: real libraries take minutes, the lazy script one step."""
    if job.project in REAL_PROJECTS:
        return 3
    return 1 if job.model == "lazy" else 2


def longest_first(jobs: list[Job]) -> list[Job]:
    """Start the long jobs first, so a worker is not left alone with a real library at the end
    while the others sit idle (longest-processing-time-first scheduling)."""
    return sorted(jobs, key=lambda job: (-expected_cost(job), job.index))


def run_batch(
    jobs: list[Job],
    db: str | Path,
    *,
    batch: str = "batch",
    n_jobs: int = 1,
    progress: Callable[[int], object] | None = None,
    max_turns: int = 30,
    sandbox: str = "auto",
) -> list[dict]:
    """Run ``jobs`` (``n_jobs`` at a time); rows come back in job order whatever the finishing order."""
    if n_jobs < 1:
        raise ValueError(f"--jobs 至少是 1，收到的是 {n_jobs}。")
    db = str(db)
    ensure_schema(db)
    rows = []
    if n_jobs == 1:
        for job in jobs:
            rows.append(run_job(job, db, batch, max_turns, sandbox))
            if progress:
                progress(1)
    else:
        with ProcessPoolExecutor(max_workers=n_jobs, mp_context=get_context("spawn")) as pool:
            futures = [
                pool.submit(run_job, job, db, batch, max_turns, sandbox) for job in longest_first(jobs)
            ]
            for future in as_completed(futures):
                rows.append(future.result())
                if progress:
                    progress(1)
    return sorted(rows, key=lambda r: r["job"])


class _OutputLine(io.TextIOBase):
    """A file for tqdm inside a notebook: each line it writes replaces one output, in place.

    tqdm's usual file is stderr, which JupyterLab paints as a pink error box; its notebook bar
    is an ipywidget, which a saved notebook shows as its first frame ("0/4") until the cell runs
    again. One plain-text output updated through a display handle shows the last frame
    everywhere: in JupyterLab, in the saved notebook, on a page that renders .ipynb files.
    """

    def __init__(self):
        from IPython.display import Pretty, display

        self._pretty = Pretty
        self._handle = display(Pretty(""), display_id=True)

    def write(self, text: str) -> int:
        line = text.strip("\r\n ")
        if line:
            self._handle.update(self._pretty(line))
        return len(text)


def _in_notebook() -> bool:
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and "IPKernelApp" in shell.config


def progress_bar(total: int, *, stable: bool, desc: str = "运行"):
    """tqdm's bar, drawn where it reads well: one updated output line in a notebook, stderr in a terminal.

    ``stable=True`` leaves out times and rates, so a notebook's saved bar is the same each run.
    """
    from tqdm import tqdm

    options = {"total": total, "desc": desc}
    if stable:
        options.update(bar_format="{desc} {n_fmt}/{total_fmt} |{bar:20}|", mininterval=0, miniters=1)
    if _in_notebook():
        options.update(file=_OutputLine(), ascii=True, ncols=60, dynamic_ncols=False)
    return tqdm(**options)


def connect(db: str | Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(db))
    conn.row_factory = sqlite3.Row
    return conn


def rows_of(db: str | Path, batch: str | None = None) -> list[dict]:
    conn = connect(db)
    where, params = ("WHERE batch = ?", (batch,)) if batch else ("", ())
    rows = [dict(r) for r in conn.execute(f"SELECT * FROM eval_run {where} ORDER BY batch, job", params)]
    conn.close()
    return rows
