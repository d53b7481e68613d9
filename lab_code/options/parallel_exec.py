"""Parallel tool calls: may this batch run at the same time? Decide, run, answer in order.

A model returning N calls in one turn says nothing about whether running them *concurrently*
is safe — the program decides, from what it knows about each tool:

    any call with side effects?
      no  → do two calls hit the same rate-limited service?  yes → "limited"  no → "concurrent"
      yes → does every write say which resource it touches?  no → "sequential_off"
            yes → does a write share a resource with any call? yes → "sequential"
                  no → are all writes reversible?            yes → "concurrent"  no → "sequential"

"sequential_off" also means: ask for ``parallel_tool_calls: false`` next time (Anthropic:
``disable_parallel_tool_use: true``). Whatever ran first, results are returned in the
original ``tool_calls`` order. Every call runs through ``safe_call`` (lesson 05): a
``ToolError`` is that call's result; a bug in any call stops the whole batch (``RunStopped``),
no later call starts and no result of the batch is sent — a half-answered batch would hide
the bug behind results the model then acts on. ``python -m lab_code.options.parallel_exec`` prints the plans of a
few batches and a measured speed-up (the numbers vary by machine)::

    只读、不同服务 → concurrent（最多 4 个同时）
    ...
    顺序 0.60 s (measured) | 并发 0.15 s (measured) | 加速 4.0×

Lessons: 04
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from lab_code.options.tool_registry import Registry
from lab_code.running.safe_call import safe_call
from lab_code.wire import where
from lab_code.wire.messages import tool_message
from lab_code.wire.tool_results import to_tool_content

DEFAULT_SERVICE_LIMIT = 2


@dataclass
class Plan:
    mode: str
    max_workers: int
    reasons: list[str] = field(default_factory=list)

    @property
    def concurrent(self) -> bool:
        return self.mode in ("concurrent", "limited")


def _fact(tool: Any, key: str, default=None):
    """Tool facts from a ``RegisteredTool`` or from a plain dict (the exercise uses dicts)."""
    return tool.get(key, default) if isinstance(tool, Mapping) else getattr(tool, key, default)


def _as_mapping(tool_specs) -> Mapping[str, Any]:
    return {t.name: t for t in tool_specs.registered()} if isinstance(tool_specs, Registry) else tool_specs


def plan_execution(calls: list[dict], tool_specs, service_limit: int = DEFAULT_SERVICE_LIMIT) -> Plan:
    """``calls``: ``[{"id", "name", "arguments"}]`` in the model's order. Never runs anything."""
    specs = _as_mapping(tool_specs)
    known = [c for c in calls if c["name"] in specs]
    reasons = []
    if len(known) < len(calls):
        reasons.append("未知工具不会执行（直接回错误结果），不影响决定")
    if len(known) <= 1:
        return Plan("sequential", 1, reasons + ["最多一个要执行的调用，谈不上并发"])
    writes = [c for c in known if _fact(specs[c["name"]], "side_effects", False)]
    if not writes:
        per_service: dict[str, int] = {}
        for c in known:
            service = _fact(specs[c["name"]], "service")
            if service:
                per_service[service] = per_service.get(service, 0) + 1
        crowded = sorted(s for s, n in per_service.items() if n > 1)
        if crowded:
            # One pool-wide limit: simpler than a semaphore per service, and never too loose.
            return Plan(
                "limited",
                min(service_limit, len(known)),
                reasons + [f"都是只读，但有多个调用打同一个限流服务 {crowded}，同时最多 {service_limit} 个"],
            )
        return Plan("concurrent", len(known), reasons + ["都是只读，且不打同一个限流服务"])
    undeclared = sorted({c["name"] for c in writes if not _fact(specs[c["name"]], "resource_arg")})
    if undeclared:
        return Plan(
            "sequential_off", 1, reasons + [f"写操作 {undeclared} 没有声明会动到什么资源，判断不了是否冲突"]
        )
    touched: dict[str, list[bool]] = {}  # resource → is_write of every call touching it
    for c in known:
        arg = _fact(specs[c["name"]], "resource_arg")
        if arg and arg in c["arguments"]:
            is_write = bool(_fact(specs[c["name"]], "side_effects", False))
            touched.setdefault(str(c["arguments"][arg]), []).append(is_write)
    # Two reads of the same file do not conflict; a write and anything else on it do.
    shared = sorted(r for r, kinds in touched.items() if len(kinds) > 1 and any(kinds))
    if shared:
        return Plan("sequential", 1, reasons + [f"写操作和别的调用动到同一个资源 {shared}，后一个依赖前一个"])
    irreversible = sorted({c["name"] for c in writes if not _fact(specs[c["name"]], "reversible", False)})
    if irreversible:
        return Plan(
            "sequential", 1, reasons + [f"写操作 {irreversible} 不可撤回：逐个执行，出错时能停在第一个"]
        )
    return Plan("concurrent", len(known), reasons + ["写操作互不相关且可撤回"])


@dataclass
class RunReport:
    results: list[dict]  # in the original tool_calls order, always
    finished_order: list[str]  # call ids in the order they actually finished
    seconds: float
    modelled: bool = False  # True where threads cannot start: the order and time are computed


def run_calls(calls: list[dict], execute: Callable[[str, dict], dict], plan: Plan) -> RunReport:
    """Run the batch as planned, each call through ``safe_call``; results in the original order.

    A bug in one call raises ``RunStopped`` here: calls not started yet are cancelled, calls
    already running are waited for (a thread cannot be killed), and no result is returned.
    """
    finished: list[str] = []

    def one(call: dict) -> dict:
        run = functools.partial(execute, call["name"], call["arguments"])
        result = safe_call(run, {}, name=call["name"])
        finished.append(call["id"])  # list.append is atomic under the GIL
        return result

    started = time.perf_counter()
    if plan.concurrent and len(calls) > 1 and not where.CAN_START_THREADS:
        print(where.MODELLED)  # the output itself says the order and time below are computed
        return _modelled_run(calls, [one(c) for c in calls], execute, plan)
    if plan.concurrent and len(calls) > 1:
        pool = ThreadPoolExecutor(max_workers=max(1, plan.max_workers))
        try:
            futures = [pool.submit(one, c) for c in calls]
            results = [f.result() for f in futures]  # in input order, whatever finishes first
        finally:
            pool.shutdown(wait=True, cancel_futures=True)  # on a bug: start nothing more
    else:
        results = [one(c) for c in calls]  # on a bug: stop at that call
    return RunReport(results, finished, time.perf_counter() - started)


def _modelled_run(calls: list[dict], results: list[dict], execute, plan: Plan) -> RunReport:
    """Where threads cannot start (the browser): the calls ran one after another; the finishing
    order and wall time are what a pool of ``plan.max_workers`` would give with the latencies
    ``with_latency`` declared (greedy: each call takes the first free worker), never a measurement."""
    latency = getattr(execute, "latency", lambda call: 0.0)
    free = [0.0] * max(1, plan.max_workers)
    finish = []
    for index, call in enumerate(calls):
        worker = min(range(len(free)), key=free.__getitem__)
        free[worker] += latency({"name": call["name"], "arguments": call["arguments"]})
        finish.append((free[worker], index))
    order = [calls[index]["id"] for _, index in sorted(finish)]
    return RunReport(results, order, max(end for end, _ in finish), modelled=True)


def tool_messages(calls: list[dict], report: RunReport) -> list[dict]:
    """One ``tool`` message per call id, in the original order."""
    return [tool_message(c["id"], to_tool_content(r)) for c, r in zip(calls, report.results, strict=True)]


def with_latency(execute: Callable[[str, dict], dict], seconds: Callable[[dict], float]):
    """Wrap ``execute`` so every call first waits like a network round trip (``time.sleep``)."""

    def slow(name: str, arguments: dict) -> dict:
        if where.CAN_START_THREADS:  # in the browser the latency is only declared (_modelled_run)
            time.sleep(seconds({"name": name, "arguments": arguments}))
        return execute(name, arguments)

    slow.latency = seconds
    return slow


def measure_speedup(
    calls: list[dict], registry: Registry, latency_s: float = 0.15, repeats: int = 3
) -> tuple[float, float]:
    """Run the same batch sequentially and as planned; return the best wall time of each.

    The minimum of a few runs is the usual benchmark choice: noise (other processes on a
    shared machine) only ever makes a run slower, never faster.
    """
    slow = with_latency(registry.dispatch, lambda call: latency_s)
    plan = plan_execution(calls, registry)
    if not where.CAN_START_THREADS:  # the browser: both times follow from the declared latency
        sequential = _modelled_run(calls, [], slow, Plan("sequential", 1)).seconds
        return sequential, run_calls(calls, slow, plan).seconds
    sequential = min(run_calls(calls, slow, Plan("sequential", 1)).seconds for _ in range(repeats))
    planned = min(run_calls(calls, slow, plan).seconds for _ in range(repeats))
    return sequential, planned


def speedup_line(sequential: float, concurrent: float) -> str:
    how = "measured" if where.CAN_START_THREADS else "modelled"
    return f"顺序 {sequential:.2f} s ({how}) | 并发 {concurrent:.2f} s ({how}) | 加速 {sequential / concurrent:.1f}×"


def demo_batches() -> dict[str, list[dict]]:
    def call(i, name, **arguments):
        return {"id": f"call_{i}", "name": name, "arguments": arguments}

    return {
        "只读、不同服务": [
            call(1, "get_weather", city="杭州"),
            call(2, "search_docs", query="并行调用"),
            call(3, "read_file", path="a.txt"),
            call(4, "read_file", path="b.txt"),
        ],
        "只读、同一个限流服务": [call(1, "get_weather", city=c) for c in ("杭州", "北京", "上海")],
        "先写后读同一个文件": [
            call(1, "write_file", path="a.txt", content="x"),
            call(2, "read_file", path="a.txt"),
        ],
        "互不相关的可撤回写": [
            call(1, "write_file", path="a.txt", content="x"),
            call(2, "write_file", path="b.txt", content="y"),
        ],
        "发邮件（不可撤回）": [
            call(1, "send_email", to="a@example.com", subject="s", body="b"),
            call(2, "read_file", path="a.txt"),
        ],
    }


if __name__ == "__main__":
    from lab_code.options.demo_data import demo_registry  # the demo's tools only

    registry = demo_registry()
    for label, batch in demo_batches().items():
        plan = plan_execution(batch, registry)
        print(f"{label} → {plan.mode}（最多 {plan.max_workers} 个同时）：{'；'.join(plan.reasons)}")
    print(speedup_line(*measure_speedup(demo_batches()["只读、不同服务"], registry)))
