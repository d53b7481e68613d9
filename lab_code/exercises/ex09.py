"""Checker of lesson 09's whiteboard drill: a tool-use loop written in 20 minutes, no lab_code.

The student's ``run_tool_loop(client, model, messages, tools, registry, max_turns)`` talks to
the course's fake server through the official SDK. Each scenario is a scripted model that also
plays the interviewer: it checks what comes back (every id answered, each result next to its
own call, the earlier turns still in ``messages``) and the server enforces the real pairing
rules (a missing result is HTTP 400). The report says which scenarios the loop survives.

    9.1 ``run_tool_loop`` — 单次调用 · 并行调用 · 坏参数 · 不存在的工具 · 工具自己出错 · 最大轮数 · 跨轮配对

"工具自己出错" is lesson 05 §8 on the whiteboard: the tool raises, its message holds a connection
string with a password, and a loop that forwards exception text to the model fails.

The scripted model, the server and the tools are ``HostCall``s: they stay on the checker's
side, and the loop reaches them through the client's transport and the registry. When a
sandboxed grader runs the loop, what the scenario noticed therefore never enters the sandbox.

Cities, numbers, call ids, the broken-argument variant and ``max_turns`` come from the seed,
so a loop that hard-codes one conversation passes nothing; the seed is printed for re-runs.

Lessons: 09
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FunctionType, ModuleType

import httpx2
import openai

from lab_code.exercises import checking
from lab_code.exercises.call_result import HostCall, StudentCallResult, run_one
from lab_code.exercises.checking import CheckResult, seeded
from lab_code.exercises.loop_scenarios import SCENARIOS, TOOLS, Conversation, LoopRunaway, Plan
from lab_code.exercises.plain import same
from lab_code.exercises.student_call import StudentRunner
from lab_code.wire.fake_openai import FAKE_API_KEY, FAKE_BASE_URL, FakeOpenAIServer
from lab_code.wire.shorten import shorten


def _owner(value) -> str:
    if not isinstance(value, FunctionType | ModuleType | type):  # never getattr on other objects:
        return ""  # their __getattr__ would be the student's code, run here in the checker
    owner = getattr(value, "__module__", None) or getattr(value, "__name__", None)
    return owner if isinstance(owner, str) else ""


def _uses_lab_code(func: Callable, seen: set | None = None) -> str | None:
    """The lab_code name the function reaches (globals, closures, its own helpers), if any."""
    seen = set() if seen is None else seen
    if id(func) in seen or not isinstance(func, FunctionType):
        return None
    seen.add(id(func))
    if _owner(func).startswith("lab_code"):
        return func.__module__
    names, todo = set(), [func.__code__]
    while todo:
        code = todo.pop()
        names.update(code.co_names)
        todo.extend(c for c in code.co_consts if hasattr(c, "co_names"))
    reachable = [(n, func.__globals__.get(n)) for n in sorted(names)]
    reachable += zip(
        func.__code__.co_freevars, (c.cell_contents for c in func.__closure__ or ()), strict=False
    )
    for name, value in reachable:
        if _owner(value).startswith("lab_code"):
            return f"{name}（来自 {_owner(value)}）"
        if isinstance(value, FunctionType):  # a helper the student wrote: look inside
            found = _uses_lab_code(value, seen)
            if found:
                return found
    return None


@dataclass
class _Scenario:
    """One scenario on the checker's side: the scripted model and tools, and what they noticed."""

    conv: Conversation
    plan: Plan
    server: FakeOpenAIServer
    http: HostCall  # the fake server's door: HTTP requests as plain dicts
    registry: dict[str, HostCall]
    rejected: list[str] = field(default_factory=list)  # the messages of the 400s the server answered


def _build(key: str, seed: int) -> _Scenario:
    builder = next(b for k, _, b, _ in SCENARIOS if k == key)
    conv = Conversation(random.Random(f"{seed}:{key}"))
    plan = builder(conv)
    server = FakeOpenAIServer(plan.brain)
    rejected: list[str] = []

    def serve(request: dict) -> dict:
        response = server.handle(
            httpx2.Request(
                request["method"], request["url"], headers=request["headers"], content=request["body"]
            )
        )
        body = response.read().decode("utf-8", "replace")
        if response.status_code == 400:
            with contextlib.suppress(ValueError, AttributeError):
                rejected.append(json.loads(body)["error"]["message"])
        return {"status": response.status_code, "headers": dict(response.headers), "body": body}

    registry = {name: HostCall(tool) for name, tool in conv.registry().items()}
    return _Scenario(conv, plan, server, HostCall(serve), registry, rejected)


def _call_loop(func: Callable, http: Callable, registry: dict, max_turns: int):
    """Where the student's function runs: a real ``openai`` client whose transport is ``http``."""

    def transport(request: httpx2.Request) -> httpx2.Response:
        answer = http(
            {
                "method": request.method,
                "url": str(request.url),
                "headers": dict(request.headers),
                "body": request.content.decode("utf-8", "replace"),
            }
        )
        return httpx2.Response(answer["status"], headers=answer["headers"], content=answer["body"].encode())

    client = openai.OpenAI(
        api_key=FAKE_API_KEY,
        base_url=FAKE_BASE_URL,
        http_client=httpx2.Client(transport=httpx2.MockTransport(transport)),
        max_retries=0,
    )
    messages = [{"role": "user", "content": "帮我处理一下。"}]
    return func(client, "fake-model", messages, TOOLS, registry, max_turns)


def _crash(error: str, limit: int = 160) -> str:
    name, _, text = error.partition(": ")
    return f"{name}: {shorten(text, limit)}" if text else name


def _judge(key: str, scenario: _Scenario, outcome: StudentCallResult) -> tuple[bool, str]:
    """(survived, what happened), from the checker's own notes and the loop's plain outcome."""
    conv, plan, requests = scenario.conv, scenario.plan, len(scenario.server.requests)
    if any(isinstance(e, LoopRunaway) for e in scenario.http.raised):
        if key == "max_turns":
            return False, f"请求了 {requests} 次还没停（max_turns={plan.max_turns}）"
        return False, f"模型已经给出最后的回答，循环还在请求（第 {requests} 次）"
    if outcome.kind == "raised":
        if outcome.raised_is(openai.BadRequestError) and scenario.rejected:
            return False, f"服务端拒绝了请求（400）：{shorten(conv.masked(scenario.rejected[-1]), 240)}"
        if outcome.raised_is(openai.APIError):
            return False, f"模型请求失败：{_crash(conv.masked(outcome.error))}"
        return False, f"循环崩溃：{_crash(conv.masked(outcome.error))}"
    if conv.problems:
        return False, conv.problems[0]
    if outcome.problem:  # never compare a trick object: its __eq__ is the student's code
        return False, f"返回值不是普通数据：{outcome.problem}"
    returned = outcome.value
    if key == "max_turns" and requests < plan.max_turns:
        return False, f"只请求了 {requests} 次就停了，max_turns 是 {plan.max_turns}"
    if not same(plan.answer, returned):
        want = "None（轮数用完）" if plan.answer is None else repr(plan.answer)
        return False, f"返回了 {shorten(conv.masked(repr(returned)), 60)}，应该返回 {want}"
    if sorted(map(repr, conv.ran)) != sorted(map(repr, plan.ran)):
        return False, f"工具实际执行了 {len(conv.ran)} 次，应该是 {len(plan.ran)} 次：{conv.ran[:4]}"
    return True, f"请求 {requests} 次，执行 {len(conv.ran)} 个调用"


def run_scenario(func: Callable, key: str, seed: int) -> tuple[bool, str]:
    """Run one scenario here, without a time limit; (survived, what happened). A stub raises
    NotImplementedError. ``check_tool_loop`` runs the same through the checker's runner."""
    scenario = _build(key, seed)
    outcome = run_one(func, _call_loop, (scenario.http, scenario.registry, scenario.plan.max_turns), {})
    if outcome.kind == "not_done":
        raise NotImplementedError("练习 9.1")
    return _judge(key, scenario, outcome)


def check_tool_loop(func, seed: int | None = None) -> CheckResult:
    """9.1: run every scenario, print which ones the loop survives, return the tally."""
    seed, _ = seeded(seed)
    forbidden = _uses_lab_code(func)  # on a sandboxed grader's handle: None, and no course code is mounted
    lines, passed = [], 0
    limit = (
        checking.CASE_TIME_LIMIT * 5
    )  # a scenario is several requests through the real SDK (read now: tests shorten it)
    with StudentRunner(func, time_limit=limit, adapter=_call_loop, course_code=False) as runner:
        for key, title, _, hint in SCENARIOS:
            scenario = _build(key, seed)
            outcome = runner.call((scenario.http, scenario.registry, scenario.plan.max_turns), {})
            if outcome.kind == "not_done":
                print(
                    "⏳ 练习 9.1：还没有完成——函数里仍是 NotImplementedError。写好后重新运行定义它的单元和这个单元。"
                )
                return CheckResult("9.1", 0, len(SCENARIOS) + 1, not_done=True, seed=seed)
            if outcome.kind == "timeout":
                ok, said = False, f"超过 {limit:g} 秒没有结束（死循环？）"
            elif outcome.kind == "forbidden":
                ok, said = False, f"用到了课程自己的实现：{outcome.error}"
            else:
                ok, said = _judge(key, scenario, outcome)
            passed += ok
            lines.append(f"{'✅' if ok else '❌'} {title}：{said}" + ("" if ok else f"\n     提示：{hint}"))
            if outcome.kind == "timeout":
                break
    if forbidden:
        lines.append(f"❌ 不用 lab_code：函数用到了 {forbidden}——白板上没有课程的代码，自己写")
    else:
        lines.append("✅ 不用 lab_code：只用了 SDK 和标准库")
    total = len(SCENARIOS) + 1
    passed += forbidden is None
    mark = "✅" if passed == total else "❌"
    print(f"{mark} 练习 9.1：{passed}/{total} 项通过（场景种子 {seed}）")
    print("\n".join("  " + line for line in lines))
    return CheckResult("9.1", passed, total, seed=seed)
