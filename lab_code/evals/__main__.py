"""Command line of lesson 08: single-step BFCL scores, whole-task batches, reports, speed-up.

    python -m lab_code.evals bfcl                       # the three offline stand-ins
    LAB_BACKEND=openai python -m lab_code.evals bfcl --model openai --limit 5
    python -m lab_code.evals batch --jobs 2 --db /tmp/runs.db
    python -m lab_code.evals report --db /tmp/runs.db
    python -m lab_code.evals speedup --jobs 2           # the same batch with --jobs 1 and N

Lessons: 08
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

DEFAULT_TARGETS = ["aarch64-linux-musl"]


def _print_scores(name: str, results) -> None:
    from lab_code.evals.bfcl_data import CATEGORY_NAMES
    from lab_code.evals.single_step import kind_counts, scores

    table = scores(results)
    cells = "  ".join(f"{CATEGORY_NAMES.get(k, '总分')} {v:6.1%}" for k, v in table.items())
    print(f"{name:18} {cells}")
    wrong = {k: n for k, n in kind_counts(results).items() if k != "ok"}
    if wrong:
        print(f"{'':18} 错误类型：{dict(sorted(wrong.items()))}")


def cmd_bfcl(args) -> int:
    from lab_code.evals.single_step import cost_warning, evaluate, load_cases, stand_in_model
    from lab_code.evals.stand_ins import STAND_INS

    cases = load_cases(args.categories, args.limit)
    if args.model == "openai":
        from lab_code.wire.openai_model import OpenAIModel

        try:
            model = OpenAIModel()
        except ValueError as exc:
            print(f"错误：{exc}", file=sys.stderr)
            return 2
        print(cost_warning(cases, model.model), file=sys.stderr)
        _print_scores(model.name, evaluate(model, cases))
        return 0
    names = list(STAND_INS) if args.stand_in == "all" else [args.stand_in]
    print(f"{len(cases)} 个 BFCL 用例；下面都是替身模型（不是大模型）：")
    for name in names:
        _print_scores(f"替身模型:{name}", evaluate(stand_in_model(name, cases, args.seed), cases))
    return 0


def _jobs_from(args):
    from lab_code.evals.batch import grid

    return grid(args.projects, args.targets, args.models, args.designs)


def cmd_batch(args) -> int:
    from lab_code.evals.batch import progress_bar, run_batch
    from lab_code.evals.reports import export_jsonl

    jobs = _jobs_from(args)
    with progress_bar(len(jobs), stable=False) as bar:
        rows = run_batch(
            jobs,
            args.db,
            batch=args.batch,
            n_jobs=args.jobs,
            progress=bar.update,
            max_turns=args.max_turns,
            sandbox=args.sandbox,
        )
    for row in rows:
        flag = "✅" if row["accepted"] else "❌"
        print(
            f"{flag} {row['project']:10} {row['target']:20} {row['model']:5} {row['design']:8} "
            f"{row['stop_reason']:20} {row['steps']:3} 步 {row['seconds']:6.1f} s"
        )
    if args.export:
        print(f"导出 {export_jsonl(args.db, args.export)} 行到 {args.export}")
    return 0


def cmd_report(args) -> int:
    from lab_code.agent.runs_db import open_read_only
    from lab_code.evals.reports import findings, load_jsonl

    conn = load_jsonl(args.jsonl) if args.jsonl else open_read_only(args.db)
    for row in findings(conn):
        print(f"— {row['发现']}（{row['查询']}）  作者的项目：{row['作者的项目']}")
        print(f"    {row['本批次']}")
    return 0


def _cpu_seconds() -> float:
    """CPU time of this process and of every child it has waited for (workers, cmake, zig, qemu)."""
    import resource

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def cmd_speedup(args) -> int:
    """One batch, twice: --jobs 1 and --jobs N, side by side (a benchmark, not a test).

    Wall time alone cannot say why a speed-up falls short of N. So each side also reports the
    CPU time it used (this process and all it waited for) and how many cores that amounts to
    on average (CPU / wall), with the load average: on a shared machine the cores the batch
    could use are not all free. A ratio above N means the two sides did not start equal (a
    cache the first run filled), so run the batch once before comparing.
    """
    import os
    import tempfile

    from lab_code.evals.batch import run_batch

    jobs = _jobs_from(args)
    took, cpu = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (1, args.jobs):
            started, cpu_before = time.perf_counter(), _cpu_seconds()
            rows = run_batch(
                jobs, Path(tmp) / f"jobs{n}.db", n_jobs=n, max_turns=args.max_turns, sandbox=args.sandbox
            )
            took[n], cpu[n] = time.perf_counter() - started, _cpu_seconds() - cpu_before
            print(
                f"--jobs {n}: {len(rows)} 次运行，{sum(r['accepted'] for r in rows)} 次通过验收，"
                f"{took[n]:.1f} s，CPU {cpu[n]:.1f} s（平均占用 {cpu[n] / took[n]:.2f} 个核）"
            )
    n = args.jobs
    bound = cpu[1] / max(cpu[n] / min(n, os.cpu_count() or 1), cpu[1] / len(jobs))
    print(f"加速比 {took[1] / took[n]:.2f}×（--jobs {n} 对 --jobs 1，同一批任务）")
    print(
        f"CPU 时间 {cpu[1]:.1f} s → {cpu[n]:.1f} s；按 CPU 算，{min(n, os.cpu_count() or 1)} 个空闲的核最多约 "
        f"{bound:.2f}×；这台机器的 1 分钟平均负载 {os.getloadavg()[0]:.1f}（{os.cpu_count()} 个核）"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    from lab_code.agent.projects import CATALOGUE, PROJECTS
    from lab_code.evals.batch import MODELS
    from lab_code.evals.bfcl_data import CATEGORIES
    from lab_code.evals.stand_ins import STAND_INS
    from lab_code.evals.tool_designs import DESIGNS
    from lab_code.workspace.sandbox import MODES

    parser = argparse.ArgumentParser(prog="python -m lab_code.evals", description="第 08 课：评测工具调用。")
    sub = parser.add_subparsers(dest="command", required=True)
    bfcl = sub.add_parser("bfcl", help="单步评测：BFCL 用例，按类别打分")
    bfcl.add_argument("--stand-in", default="all", choices=["all", *STAND_INS])
    bfcl.add_argument("--model", choices=["stand-in", "openai"], default="stand-in")
    bfcl.add_argument("--limit", type=int, help="每个类别最多几个用例（真实模型按请求计费）")
    bfcl.add_argument("--categories", nargs="*", choices=CATEGORIES)
    bfcl.add_argument("--seed", type=int, default=0)
    for name, helptext in (("batch", "整任务批量运行"), ("speedup", "同一批任务 --jobs 1 与 --jobs N 对比")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("--projects", nargs="+", default=list(PROJECTS), choices=list(CATALOGUE))
        p.add_argument("--targets", nargs="+", default=DEFAULT_TARGETS)
        p.add_argument("--models", nargs="+", default=["rule"], choices=list(MODELS))
        p.add_argument("--designs", nargs="+", default=["current"], choices=list(DESIGNS))
        p.add_argument("--jobs", type=int, default=2 if name == "speedup" else 1)
        p.add_argument("--max-turns", type=int, default=30)
        p.add_argument("--sandbox", default="auto", choices=list(MODES), help="命令和验收是否在沙箱里运行")
    batch = sub.choices["batch"]
    batch.add_argument("--db", default="runs.db")
    batch.add_argument("--batch", default="batch", help="这批运行的名字（写进 eval_run.batch）")
    batch.add_argument("--export", help="另存为可提交的 JSONL 文件")
    rep = sub.add_parser("report", help="对 runs.db（或导出的 JSONL）做 SQL 统计")
    rep.add_argument("--db", default="runs.db")
    rep.add_argument("--jsonl")
    args = parser.parse_args(argv)
    if getattr(args, "limit", None) is not None and args.limit < 1:
        parser.error(f"--limit 至少是 1，收到的是 {args.limit}。")
    if getattr(args, "jobs", 1) < 1:
        parser.error(f"--jobs 至少是 1，收到的是 {args.jobs}。")
    return {"bfcl": cmd_bfcl, "batch": cmd_batch, "report": cmd_report, "speedup": cmd_speedup}[args.command](
        args
    )


if __name__ == "__main__":
    raise SystemExit(main())
