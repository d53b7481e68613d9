"""The real-project benchmark: every vendored real library, for every target, from an empty cache.

A run that only ever sees the course's demos proves little. This runs the capstone -- the one
run assembly, the rule stand-in, the sandbox when it works here, the program's own verification
-- on every real library of the catalogue (``agent.projects``: 17 projects of different shapes),
for aarch64, riscv64 and Windows, one project at a time, twice:

* **cold**: from an empty cache (a fresh ``LAB_CACHE_DIR``: zig compiles each target's C and C++
  runtime libraries on first use, and every source file for the first time);
* **warm**: the same runs again with that cache.

Each run is verified by the program (``library_verify``: complete build directories, every
artifact's and every archive member's architecture, the project's declared tests under qemu).
Then, for aarch64, an **independent check** that shares no code with the verifier: each test
program the project declares that the build left is run with ``qemu-aarch64`` directly.

The result is a JSON file (date, machine, one row per run) and a table::

    nice -n 10 python -m lab_code.evals real                          # all, ~1-2 h on 2 cores
    python -m lab_code.evals real --projects zlib lz4 --targets aarch64-linux-musl
    python -m lab_code.evals real --table lab_code/evals/data/real_benchmark.json   # print a saved one
    python -m lab_code.evals real --table lab_code/evals/data/real_benchmark.json --readme README.md

Lessons: 08
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

from lab_code.wire.atomic_write import write_atomically

TARGETS = ("aarch64-linux-musl", "riscv64-linux-musl", "x86_64-windows-gnu")
PASSES = ("cold", "warm")
QEMU_TIMEOUT_S = 120
DATA_FILE = Path(__file__).resolve().parent / "data" / "real_benchmark.json"
SHORT = {"aarch64-linux-musl": "aarch64", "riscv64-linux-musl": "riscv64", "x86_64-windows-gnu": "Windows"}


def machine() -> dict:
    """What the numbers were measured on: CPU model and count, memory, system."""
    model = ""
    with contextlib.suppress(OSError), open("/proc/cpuinfo", encoding="utf-8") as fh:
        model = next((ln.split(":", 1)[1].strip() for ln in fh if ln.startswith("model name")), "")
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") if hasattr(os, "sysconf") else 0
    return {
        "system": f"{platform.system()} {platform.machine()}",
        "cpu": model or platform.processor(),
        "cores": os.cpu_count(),
        "memory_gib": round(mem / 2**30),
        "python": platform.python_version(),
    }


def independent_qemu_check(workdir: Path, tests: tuple[str, ...]) -> dict:
    """Run each declared test program the build left under ``qemu-aarch64`` -- directly, without
    the verifier's code -- and count how many exit 0. A program linked against the library's
    shared build needs the target's dynamic loader, which this machine does not have: it is
    counted as skipped, not run."""
    from lab_code.agent.library_verify import missing_interpreter

    qemu = shutil.which("qemu-aarch64")
    if qemu is None or not tests:
        return {
            "ran": 0,
            "passed": 0,
            "skipped": 0,
            "note": "没有 qemu-aarch64" if tests else "项目没有声明测试",
        }
    found = {}
    for path in sorted(workdir.rglob("*")):
        if path.name in tests and path.is_file() and not path.is_symlink() and ".xbuild" not in path.parts:
            found.setdefault(path.name, path)
    ran = passed = skipped = 0
    for path in found.values():
        if missing_interpreter(path):
            skipped += 1
            continue
        ran += 1
        try:
            done = subprocess.run(
                [qemu, str(path)], cwd=path.parent, capture_output=True, timeout=QEMU_TIMEOUT_S,
                env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
            )  # fmt: skip
            passed += done.returncode == 0
        except subprocess.TimeoutExpired:
            pass
    note = "" if found else "测试程序没有构建（测试被关掉了）"
    return {"ran": ran, "passed": passed, "skipped": skipped, "note": note}


def run_one(name: str, target: str, root: Path, trace, timeout_s: float) -> dict:
    """One agent run on a fresh copy of ``name`` for ``target``; the row the table is made of."""
    from lab_code.agent.crossbuild import RunConfig, run_crossbuild
    from lab_code.agent.model_registry import make_model
    from lab_code.agent.projects import CATALOGUE, copy_project

    workdir = copy_project(name, root / f"{name}-{target}")
    started = time.perf_counter()
    config = RunConfig(trace=trace, sandbox="auto", project=CATALOGUE[name], timeout_s=timeout_s)
    result = run_crossbuild(workdir, make_model("rule"), target, config)
    seconds = time.perf_counter() - started
    verification = result.verification or {}
    row = {
        "project": name,
        "target": target,
        "verified": result.success,
        "stop_reason": result.stop_reason,
        "reason": (result.detail or result.final_text)[:400],
        "steps": len(result.steps),
        "seconds": round(seconds, 1),
        "tests_run": verification.get("tests_run", []),
        "timed_out_steps": sum(1 for s in result.steps if s.error_type == "timeout"),
    }
    if target.startswith("aarch64") and result.success:
        row["qemu_check"] = independent_qemu_check(workdir, CATALOGUE[name].check.tests)
    shutil.rmtree(workdir, ignore_errors=True)
    return row


def run_benchmark(
    projects: list[str],
    targets: list[str],
    cache_dir: Path | None = None,
    timeout_s: float = 300.0,
    progress: Callable[[str], None] = print,
    save: Callable[[dict], None] | None = None,
) -> dict:
    """Both passes over ``projects`` × ``targets``, one run at a time, from an empty cache
    (``cache_dir``, default a new temporary folder: it must be empty for the cold pass).
    ``save(data)`` after every run: a benchmark stopped half-way keeps what it measured."""
    from lab_code.agent.trace import Trace

    cache = Path(cache_dir or tempfile.mkdtemp(prefix="lab-realbench-"))
    if cache.exists() and any(cache.iterdir()):
        raise ValueError(f"{cache} 不是空的：冷启动要从空缓存开始，请给一个新的或空的目录。")
    cache.mkdir(parents=True, exist_ok=True)
    os.environ["LAB_CACHE_DIR"] = str(cache)  # zig's cache follows (settings.zig_cache_for)
    os.environ.pop("ZIG_GLOBAL_CACHE_DIR", None)
    data = {
        "date": date.today().isoformat(),
        "machine": machine(),
        "load_average_at_start": round(os.getloadavg()[0], 1),
        "timeout_s": timeout_s,
        "model": "rule (RuleBasedModel: the course's stand-in, not a language model)",
        "command": "nice -n 10 python -m lab_code.evals real",
        "rows": [],
    }
    with tempfile.TemporaryDirectory(prefix="lab-realbench-runs-") as tmp:
        trace = Trace(Path(tmp) / "runs.db")
        for run_pass in PASSES:
            for target in targets:
                for name in projects:
                    row = {"pass": run_pass, **run_one(name, target, Path(tmp), trace, timeout_s)}
                    data["rows"].append(row)
                    mark = "✓" if row["verified"] else "✗"
                    progress(
                        f"{run_pass:4} {SHORT[target]:8} {name:18} {mark} {row['seconds']:7.1f} s  {row['stop_reason']}"
                    )
                    if save:
                        save(data)
        trace.close()
    return data


def render_table(data: dict) -> str:
    """The benchmark as Markdown: one line per project (cold / warm seconds, ✓ or ✗ per target),
    the verified rate per target, and every failure with its reason."""
    rows = data["rows"]
    targets = [t for t in TARGETS if any(r["target"] == t for r in rows)]
    projects = list(dict.fromkeys(r["project"] for r in rows))
    by = {(r["pass"], r["target"], r["project"]): r for r in rows}
    head = "| 项目 | " + " | ".join(f"{SHORT[t]}（冷 / 热，秒）" for t in targets) + " |"
    lines = [head, "|---|" + "---|" * len(targets)]
    for name in projects:
        cells = []
        for t in targets:
            cold, warm = by.get(("cold", t, name)), by.get(("warm", t, name))
            if cold is None:
                cells.append("")
                continue
            mark = ("✓" if cold["verified"] else "✗") + ("*" if cold.get("rerun") else "")
            warm_text = (
                f"{warm['seconds']:.0f}" + ("" if warm["verified"] == cold["verified"] else "（结果不同）")
                if warm
                else "—"
            )
            qemu = cold.get("qemu_check") or {}
            extra = f"，qemu {qemu['passed']}/{qemu['ran']}" if qemu.get("ran") else ""
            extra += f"，{qemu['skipped']} 个动态链接的测试没运行" if qemu.get("skipped") else ""
            cells.append(f"{mark} {cold['seconds']:.0f} / {warm_text}{extra}")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    rate = []
    for t in targets:
        for run_pass in PASSES:
            these = [r for r in rows if r["target"] == t and r["pass"] == run_pass]
            if these:
                ok = sum(r["verified"] for r in these)
                total_s = sum(r["seconds"] for r in these)
                rate.append(f"{SHORT[t]} {run_pass}: {ok}/{len(these)} 验收通过，共 {total_s / 60:.1f} 分钟")
    failures = [
        f"- {r['project']} / {SHORT[r['target']]}（{r['stop_reason']}）："
        + (
            f"{r['reason'].rstrip('。')}（这次运行里有 {r['timed_out_steps']} 条命令到了时限）。"
            if r.get("timed_out_steps")
            else r["reason"]
        )
        for r in rows
        if r["pass"] == "cold" and not r["verified"]
    ]
    for note, reruns in rerun_groups(rows).items():
        failures += ["", f"\\* 重跑：{'、'.join(reruns)}——{note}"]
    m = data["machine"]
    about = (
        f"{data['date']}，{m['system']}，{m['cpu']}，{m['cores']} 核，{m['memory_gib']} GiB 内存；"
        f"模型：{data['model']}；每条命令的时限 {data['timeout_s']:g} 秒"
    )
    return "\n".join(
        [about, "", *lines, "", *[f"- {x}" for x in rate], "", "失败及原因（冷启动那一轮）：", *failures]
    )


def rerun_groups(rows: list[dict]) -> dict[str, list[str]]:
    """Runs measured again apart from the rest (a row's ``rerun`` says why), grouped by that
    reason: each reason is a footnote naming its project / target pairs."""
    groups: dict[str, set[tuple[int, str]]] = {}
    for r in rows:
        if r.get("rerun"):
            groups.setdefault(r["rerun"], set()).add((TARGETS.index(r["target"]), r["project"]))
    return {note: [f"{p} / {SHORT[TARGETS[t]]}" for t, p in sorted(runs)] for note, runs in groups.items()}


README_BLOCK = ("<!-- real-benchmark:begin -->\n", "<!-- real-benchmark:end -->")


def readme_with_table(readme: str, data: dict) -> str:
    """The README with the table between its two markers replaced by ``render_table(data)``."""
    start, end = readme.index(README_BLOCK[0]) + len(README_BLOCK[0]), readme.index(README_BLOCK[1])
    return readme[:start] + render_table(data) + "\n" + readme[end:]


def main(args) -> int:
    if args.table:
        data = json.loads(Path(args.table).read_text(encoding="utf-8"))
        print(render_table(data))
        if args.readme:
            readme = Path(args.readme)
            write_atomically(readme, readme_with_table(readme.read_text(encoding="utf-8"), data))
            print(f"表已写进 {readme}")
        return 0
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)

    def save(data: dict) -> None:
        write_atomically(out, json.dumps(data, ensure_ascii=False, indent=1) + "\n")

    cache = Path(args.cache_dir) if args.cache_dir else None
    data = run_benchmark(
        args.projects, args.targets, cache, args.timeout, lambda t: print(t, flush=True), save
    )
    print(render_table(data))
    print(f"\n结果写入 {out}")
    return 0
