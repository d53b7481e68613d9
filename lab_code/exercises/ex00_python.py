"""Checkers of lesson 00's second warm-up: the Python that lessons 03, 04 and 07 rely on.

Exercises 0.4–0.14, one per construct (comprehensions and enumerate, lambda, *args/**kwargs,
decorators, dataclasses, Literal/Annotated, context managers, pathlib, float.is_integer,
inspect.signature, async). Cases come from a seeded RNG; the checks look at behaviour, so any
correct spelling passes. Exercises 0.1–0.3 are in ``ex00``.

Lessons: 00
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json
import tempfile
import threading
from pathlib import Path
from typing import Annotated, Literal

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.wire import where

WORDS = ("cmake", "zlib", "main.c", "offset", "工具", "调用", "参数", "构建")


def check_number_lines(func, seed=None) -> bool:
    """0.4 number_lines(text) -> ["N: line", ...] for the non-blank lines, N counted from 1 over all lines."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(10):
        lines = [rng.choice(["", " ", *WORDS]) for _ in range(rng.randint(1, 7))]
        want = [f"{n}: {line}" for n, line in enumerate(lines, start=1) if line.strip()]
        blank = any(not line.strip() for line in lines)
        cases.append(
            Case(
                f"{len(lines)} 行" + ("，含空行" if blank else ""),
                ("\n".join(lines),),
                expected=want,
                hint="行号数的是所有行，空行也占一个号，只是不放进结果：编号要在过滤之前给（5.7 节）"
                if blank
                else "每一项是“行号: 内容”，行号从 1 开始数（enumerate 的 start，5.7 节）",
            )
        )
    return run_checks("0.4", func, cases, seed=seed)


def _review_problem(result, records: list[dict]) -> str | None:
    """Which rule of 0.5's order ``result`` breaks (the first one, looking from the outside in)."""
    if not isinstance(result, list) or sorted(map(repr, result)) != sorted(map(repr, records)):
        return "返回同样的那些记录（一条不多、一条不少、不要改内容），只是换一个顺序"
    oks = [r["ok"] for r in result]
    if oks != sorted(oks):
        return "失败的调用（ok 为 False）要排在所有成功的前面：False 和 True 也能比大小（5.8 节：元组按位置依次比较）"
    for before, after in zip(result, result[1:], strict=False):
        if before["ok"] == after["ok"] and before["ms"] < after["ms"]:
            return "同一组（都失败或都成功）里，耗时大的在前"
        if before["ok"] == after["ok"] and before["ms"] == after["ms"] and before["name"] > after["name"]:
            return "耗时也相同的，按名字的字母顺序"
    return None


def check_review_order(func, seed=None) -> bool:
    """0.5 review_order(records) -> failures first, then by ms (largest first), ties by name."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(10):
        records = [
            {"name": rng.choice(WORDS[:4]), "ms": rng.choice([3, 7, 7, 12, 40]), "ok": rng.random() < 0.6}
            for _ in range(6)
        ]
        records[0]["ok"], records[1]["ok"] = True, False  # both groups, every time
        want = sorted(records, key=lambda r: (r["ok"], -r["ms"], r["name"]))
        cases.append(
            Case(
                "6 条记录（有成功有失败，有耗时相同的）",
                (records,),
                expected=want,
                why_wrong=lambda r, recs=records: _review_problem(r, recs),
                hint="三条规则按顺序比：先看成不成功，再看耗时，最后看名字",
            )
        )
    return run_checks("0.5", func, cases, seed=seed)


def check_describe_call(func, seed=None) -> bool:
    """0.6 describe_call(name, *args, **kwargs) -> "name(1, 'a', x=2)"."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(10):
        args = tuple(rng.choice([1, 2.5, "a", None, True, "路径"]) for _ in range(rng.randint(0, 3)))
        kwargs = {k: rng.randint(0, 9) for k in rng.sample(["offset", "limit", "mode"], rng.randint(0, 2))}
        inner = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        cases.append(
            Case(
                f"{len(args)} 个位置参数、{len(kwargs)} 个关键字参数",
                ("read_file", *args),
                kwargs,
                expected=f"read_file({inner})",
                hint="位置参数在前、关键字参数在后，都按传入的顺序；值要用 repr 的写法（字符串带引号，5.5、5.9 节）",
            )
        )
    return run_checks("0.6", func, cases, seed=seed)


def _use_counter(count_calls, factor, times, name):
    def base(i, k=0):
        return i * factor + k

    base.__name__ = name
    wrapped = count_calls(base)
    results = [wrapped(i, k=i) for i in range(times)]
    return results, getattr(wrapped, "calls", None), getattr(wrapped, "__name__", None)


def check_count_calls(func, seed=None) -> bool:
    """0.7 count_calls(func): a decorator; the wrapper passes everything through and counts in ``.calls``."""
    seed, rng = seeded(seed)
    cases = []
    for n in range(6):
        factor, times = rng.randint(2, 9), rng.randint(0, 5)
        cases.append(
            Case(
                f"装饰 tool_{n}(i, k=0) = i*{factor}+k，再调用 {times} 次",
                (factor, times, f"tool_{n}"),
                expected=([i * factor + i for i in range(times)], times, f"tool_{n}"),
                hint="对照期望看是哪一项不对：返回值（参数有没有原样转交、结果有没有 return）、"
                "次数（计数记在返回的新函数自己的属性上，从 0 开始）、名字（functools.wraps）；见 5.9、5.10 节",
            )
        )
    return run_checks("0.7", func, cases, seed=seed, adapter=_use_counter)


def _exercise_call_class(make_class, call_id, name, arguments):
    cls = make_class()
    if not dataclasses.is_dataclass(cls):
        return "不是 dataclass"
    fields = [f.name for f in dataclasses.fields(cls)]
    bare1, bare2 = cls(call_id, name), cls(call_id, name)
    bare1.arguments["x"] = 1  # a shared default dict would leak into bare2
    full = cls(call_id, name, arguments)
    return fields, bare2.arguments, full.key(), full == cls(call_id, name, dict(arguments))


def check_call_class(func, seed=None) -> bool:
    """0.8 make_call_class() -> a dataclass ToolCall(id, name, arguments={}) with key()."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(6):
        args = {k: rng.randint(0, 99) for k in rng.sample(["path", "offset", "limit", "city"], 3)}
        call_id = f"call_{rng.randrange(1000)}"
        key = "read_file:" + json.dumps(args, sort_keys=True, ensure_ascii=False)
        cases.append(
            Case(
                f"ToolCall({call_id!r}, 'read_file', {args})",
                (call_id, "read_file", args),
                expected=(["id", "name", "arguments"], {}, key, True),
                hint="看期望里不对的那一项：字段的名字和顺序；两个对象是不是共用了同一个默认字典（5.11 节讲了可变默认值）；"
                "key() 的参数部分要键排好序、中文不转义（题目里写了 json.dumps 的两个选项）",
            )
        )
    return run_checks("0.8", func, cases, seed=seed, adapter=_exercise_call_class)


def _same_values(values):
    # typing caches Literal types, so an equal Literal made earlier may list the values in another order
    return lambda result: isinstance(result, list) and sorted(result) == sorted(values)


def check_choices(func, seed=None) -> bool:
    """0.9 choices(annotation) -> the values of a Literal (also inside Annotated), else None."""
    seed, rng = seeded(seed)
    cases = [
        Case("int", (int,), expected=None, hint="不是 Literal 就返回 None"),
        Case(
            "Annotated[int, '说明']",
            (Annotated[int, "说明"],),
            expected=None,
            hint="Annotated 里包的不是 Literal",
        ),
    ]
    for _ in range(6):
        values = tuple(rng.sample(["head", "tail", "c", "f", "auto", "none"], rng.randint(1, 4)))
        literal = Literal[values]
        cases.append(
            Case(
                f"Literal{list(values)}",
                (literal,),
                accept=_same_values(values),
                hint="Literal 的取值要全部返回，类型是 list（5.12 节的 get_args）",
            )
        )
        cases.append(
            Case(
                f"Annotated[Literal{list(values)}, ...]",
                (Annotated[literal, "说明"],),
                accept=_same_values(values),
                hint="Annotated 是一层包装：先拆开它，看里面包的是不是 Literal（5.12 节拆注解的两个函数）",
            )
        )
    return run_checks("0.9", func, cases, seed=seed)


class _ToolFailed(Exception):
    """Raised inside the with block; not a RuntimeError, so a stub's NotImplementedError is not mistaken for it."""


def _drive_context(temporarily, original, key, value, fail_inside):
    settings = dict(original)  # the report shows the input as it was, not as the student's code left it
    seen = None
    try:
        with temporarily(settings, key, value):
            seen = settings.get(key)
            if fail_inside:
                raise _ToolFailed("工具在 with 里面出错了")
    except _ToolFailed:
        return seen, dict(settings), "异常照常抛出"
    return seen, dict(settings), "正常结束"


def check_temporarily(func, seed=None) -> bool:
    """0.10 temporarily(settings, key, value): a context manager; the old value comes back on exit."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(8):
        settings = {"model": "fake-model", "seed": rng.randint(0, 9)}
        key = rng.choice(["model", "seed", "base_url"])
        value, fail = f"v{rng.randint(0, 99)}", rng.random() < 0.5
        after = dict(settings)
        cases.append(
            Case(
                f"{key}={'已有' if key in settings else '原来没有'}，with 里{'出错' if fail else '正常'}",
                (settings, key, value, fail),
                expected=(value, after, "异常照常抛出" if fail else "正常结束"),
                hint="离开 with 时要恢复原样：原来没有的键要删掉；with 里出错时也要恢复，异常照常传出去（5.13 节 step 的写法）"
                if fail or key not in settings
                else "with 里面要看到新值，离开后看到旧值",
            )
        )
    return run_checks("0.10", func, cases, seed=seed, adapter=_drive_context)


def check_parts_inside(func, seed=None) -> bool:
    """0.11 parts_inside(workdir, path) -> the resolved path's parts below workdir, or None outside it."""
    seed, rng = seeded(seed)
    with tempfile.TemporaryDirectory(prefix="lab00-") as scratch:
        base = Path(scratch).resolve()
        work = base / "demo"
        (work / "src" / "lib").mkdir(parents=True)
        (base / "demo-backup").mkdir()
        (work / "outside").symlink_to(base / "demo-backup", target_is_directory=True)
        cases = [
            Case(
                "指向外面的符号链接",
                (work, "outside/a.txt"),
                expected=None,
                hint="先 resolve()：符号链接会被跟随",
            ),
            Case("用 .. 出去", (work, "src/../../demo-backup"), expected=None, hint="resolve() 会消掉 .."),
            Case(
                "前缀相同的隔壁目录",
                (work, str(base / "demo-backup" / "x")),
                expected=None,
                hint="按路径分段比（is_relative_to / relative_to），不比字符串前缀",
            ),
            Case("工作目录本身", (work, "."), expected=(), hint="relative_to 自己得到空路径，parts 是 ()"),
        ]
        for _ in range(6):
            parts = tuple(rng.choice(["src", "lib", "a.c", "新建"]) for _ in range(rng.randint(1, 3)))
            cases.append(
                Case(
                    "/".join(parts),
                    (work, "/".join(parts)),
                    expected=parts,
                    hint="在工作目录里时返回相对工作目录的各段（一个元组）；两边都要先解析成真实路径再比，"
                    "还不存在的路径也要能算（5.14 节）",
                )
            )
        return run_checks("0.11", func, cases, seed=seed)


def _same_value_and_type(wanted):
    return lambda result: result == wanted and type(result) is type(wanted)  # 2 and 2.0 are not the same here


def check_as_whole_number(func, seed=None) -> bool:
    """0.12 as_whole_number(value) -> int for ints and integral floats, None otherwise (bool, inf, nan, str)."""
    seed, rng = seeded(seed)
    values = [True, "3", None, float("inf"), float("nan"), -0.0, 2.0, 2.5]
    values += [rng.randint(-99, 99) for _ in range(4)] + [rng.randint(-99, 99) + 0.5 for _ in range(2)]
    values += [float(rng.randint(-99, 99)) for _ in range(3)]

    def want(v):
        if isinstance(v, bool) or not isinstance(v, int | float):
            return None
        if isinstance(v, float) and not v.is_integer():
            return None
        return int(v)

    def hint(v):
        if isinstance(v, bool):
            return "bool 是 int 的子类：先排除它"
        if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
            return "inf 和 nan 的 is_integer() 是 False；直接 int(inf) 会抛 OverflowError"
        return "float 用 v.is_integer() 判断小数部分是否为 0，再 int(v)"

    cases = [
        Case(
            f"as_whole_number({v!r})",
            (v,),
            expected=want(v),
            accept=_same_value_and_type(want(v)),
            hint=hint(v),
        )
        for v in values
    ]
    return run_checks("0.12", func, cases, seed=seed)


def _make_function(params: list[str]):
    namespace: dict = {}
    exec(f"def tool({', '.join(params)}):\n    return None\n", namespace)  # our own generated source
    return namespace["tool"]


def check_required_parameters(func, seed=None) -> bool:
    """0.13 required_parameters(func) -> names of the parameters without a default (not *args/**kwargs)."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(10):
        names = rng.sample(["path", "offset", "limit", "mode", "city", "unit"], rng.randint(1, 4))
        split = rng.randint(0, len(names))
        params = names[:split] + [f"{n}=1" for n in names[split:]]
        if rng.random() < 0.4:
            params.insert(split, "*args")
            params.append("**kwargs")
        elif rng.random() < 0.4:
            params.append(f"*, {rng.choice(['strict', 'retry'])}")  # keyword-only, no default: required
        function = _make_function(params)
        want = [
            p.name
            for p in inspect.signature(function).parameters.values()
            if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]
        cases.append(
            Case(
                f"def tool({', '.join(params)})",
                (function,),
                expected=want,
                hint="*args 和 **kwargs 没有默认值，但它们不是必填参数：看每个参数的 kind（5.16 节）"
                if "*args" in params
                else "* 后面的仅限关键字参数没有默认值时也是必填；按签名里的顺序返回（5.16 节）",
            )
        )
    return run_checks("0.13", func, cases, seed=seed)


def _run_coroutine(coro):
    """Run ``coro`` on its own event loop: here, on the checker's worker thread; in a thread of its
    own only where a loop already runs (a notebook's main thread, when the checker's worker
    could not start); in the browser, which has one thread, on the page's loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:  # no loop on this thread: run here, inside the checker's watch
        return asyncio.run(coro)
    if not where.CAN_START_THREADS:  # the browser: Pyodide suspends this call until coro is done
        from pyodide.ffi import run_sync

        async def boxed():  # an exception comes back as a value and is raised here, in Python
            try:
                return False, await coro
            except BaseException as exc:
                return True, exc

        failed, value = run_sync(boxed())
        if failed:
            raise value
        return value
    box: dict = {}

    def target():
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as exc:  # handed back to the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


DEADLOCK = "（死锁：第 1 个 fetcher 一直等不到别的 fetcher 开始）"
SEQUENTIAL = (
    "fetch_all 是一个接一个 await 的（前一个结束才开始下一个），而检查器的每个 fetcher 都要等所有 fetcher "
    "都开始了才返回，所以第一个永远等不到——这是顺序执行造成的死锁，不是死循环。要让它们同时运行（5.17 节）"
)
WAIT_FOR_THE_OTHERS_S = 0.5  # far more than concurrent fetchers need to all start; well under the case limit


class _NeverStarted(Exception):
    """A fetcher waited for the others to start and they never did: fetch_all awaits one at a time."""


async def _fetch_all_outcome(fetch_all, values):
    started = 0
    everyone_started = asyncio.Event()
    outer = asyncio.current_task()  # the task that runs fetch_all itself

    def fetcher(value):
        async def fetch():
            nonlocal started
            started += 1
            if started == len(values):
                everyone_started.set()
            # Each fetcher waits until all of them have started: only a concurrent fetch_all gets past.
            # A sequential one never starts the second. Awaited inline by fetch_all's own task, with
            # the others still not started after a few turns of the loop, nothing else can start them
            # before this one returns: say so at once. Otherwise give up after a short wait, well
            # before the checker's time limit would call it an endless loop.
            if not everyone_started.is_set():
                for _ in range(3):
                    await asyncio.sleep(0)  # fetchers started as tasks get going here
                inline = outer is not None and asyncio.current_task() is outer
                if not everyone_started.is_set() and inline:
                    raise _NeverStarted
            try:
                await asyncio.wait_for(everyone_started.wait(), timeout=WAIT_FOR_THE_OTHERS_S)
            except TimeoutError:
                raise _NeverStarted from None
            return value

        return fetch

    try:
        return await fetch_all([fetcher(v) for v in values])
    except _NeverStarted:
        return DEADLOCK


def check_fetch_all(func, seed=None) -> bool:
    """0.14 async fetch_all(fetchers) -> the results in the fetchers' order, run concurrently."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(4):
        values = [f"结果{rng.randint(0, 99)}" for _ in range(rng.randint(2, 5))]
        cases.append(
            Case(
                f"{len(values)} 个 fetcher",
                (values,),
                expected=values,
                why_wrong=lambda r: SEQUENTIAL if r == DEADLOCK else None,
                hint="结果要按 fetchers 的顺序排，不是按完成的顺序；每个 fetcher 都要调用并等到它的结果（5.17 节）",
            )
        )
    return run_checks(
        "0.14",
        func,
        cases,
        seed=seed,
        adapter=lambda call, values: _run_coroutine(_fetch_all_outcome(call, values)),
    )
