"""Whole-task batches: projects × targets × models × tool designs, every run in ``runs.db``.

A *job* is one agent run on a fresh copy of a project from the catalogue (``agent.projects``:
the demos and the vendored real libraries). It is the one run assembly (``agent.crossbuild``)
with the job's model (``agent.model_registry``: the command line's registry), tool design
(``tool_designs.DESIGNS``) and catalogue entry -- which names the verifier, so acceptance is the
program's check, made once, by the run itself, never what the model says. Every step goes into
the lesson-07 trace tables (``run``, ``step``); one more table of the same file
(``agent.runs_db``, written through ``Trace.log_eval``) says which job a run belongs to, so
reports can group by project, model and design::

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
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from multiprocessing import get_context
from pathlib import Path

from lab_code.agent.crossbuild import RunConfig, run_crossbuild
from lab_code.agent.model_registry import MODELS, make_model
from lab_code.agent.projects import CATALOGUE, copy_project, project
from lab_code.agent.trace import Trace
from lab_code.evals.tool_designs import DESIGNS

__all__ = ["MODELS", "Job", "grid", "progress_bar", "run_batch", "run_job"]
BUSY_S = 30.0  # how long a worker waits for another one's commit before its run stops


@dataclass(frozen=True)
class Job:
    project: str
    target: str
    model: str
    design: str
    index: int = 0

    def __post_init__(self) -> None:
        """A job that names no project, model or design cannot be made: said before any run starts,
        not in a worker's traceback. (The target is checked when its run prepares the toolchain.)"""
        project(self.project)  # the catalogue's error names every project there is
        if self.model not in MODELS:
            raise ValueError(f"不认识的模型 {self.model!r}；可选：{', '.join(MODELS)}。")
        if self.design not in DESIGNS:
            raise ValueError(f"不认识的工具设计 {self.design!r}；可选：{', '.join(DESIGNS)}。")

    @property
    def label(self) -> str:
        return f"{self.project}/{self.target}/{self.model}/{self.design}"


def grid(projects, targets, models, designs) -> list[Job]:
    """Every combination, in a fixed order (the job number is its position)."""
    combos = [(p, t, m, d) for p in projects for t in targets for m in models for d in designs]
    return [Job(*combo, index=i) for i, combo in enumerate(combos)]


def ensure_schema(db: str | Path) -> None:
    """Every table of ``runs.db`` (``agent.runs_db``), before the workers start appending."""
    Trace(db).close()  # the trace creates the whole file's schema, eval_run included


def run_job(job: Job, db: str, batch: str, fields: dict | None = None) -> dict:
    """One run in a fresh temporary workdir (removed afterwards); returns its eval_run row.
    ``fields``: ``RunConfig``'s for every run of the batch (``max_turns``, ``sandbox`` …)."""
    entry, design = CATALOGUE[job.project], DESIGNS[job.design]  # the job checked both
    scratch = Path(tempfile.mkdtemp(prefix="lab-eval-"))
    trace = Trace(db, busy_s=BUSY_S)  # other workers may be committing
    try:
        workdir = copy_project(job.project, scratch / job.project)
        started = time.perf_counter()
        result = run_crossbuild(
            workdir,
            make_model(job.model, design),
            job.target,
            **(fields or {}),
            trace=trace,
            design=design,
            project=entry,
        )
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
        trace.log_eval(row)
        return row
    finally:
        trace.close()
        shutil.rmtree(scratch, ignore_errors=True)


def expected_cost(job: Job) -> int:
    """A rough rank of how long a job runs: real libraries take minutes, the lazy script one step."""
    if not CATALOGUE[job.project].is_demo:
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
    **fields,
) -> list[dict]:
    """Run ``jobs`` (``n_jobs`` at a time); rows come back in job order whatever the finishing order.
    ``fields`` are ``agent.crossbuild.RunConfig``'s, the same for every run (``max_turns=``,
    ``sandbox=`` …; plain values, so they reach the worker processes)."""
    if n_jobs < 1:
        raise ValueError(f"--jobs 至少是 1，收到的是 {n_jobs}。")
    per_job = {"trace", "design", "project"} & set(fields)  # the batch sets these for each job itself
    if per_job:
        raise ValueError(f"{', '.join(sorted(per_job))} 由每个任务自己决定，不能给整批设置。")
    replace(RunConfig(), **fields)  # an unknown field is a TypeError that names it, before any run
    db = str(db)
    ensure_schema(db)
    rows = []
    if n_jobs == 1:
        for job in jobs:
            rows.append(run_job(job, db, batch, fields))
            if progress:
                progress(1)
    else:
        with ProcessPoolExecutor(max_workers=n_jobs, mp_context=get_context("spawn")) as pool:
            futures = [pool.submit(run_job, job, db, batch, fields) for job in longest_first(jobs)]
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
