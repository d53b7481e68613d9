"""The seven conversations of lesson 09's whiteboard drill, each a scripted model that checks.

Every scenario builds a ``Plan``: a brain for the fake server (it answers like a model *and*
notes what it received: every id answered, each result next to its own call, earlier turns
still in ``messages``, nothing of a tool's exception text reaching it), the ``max_turns`` to
pass, the text the loop must return, and the tool calls that must have run. Cities, numbers,
ids, the broken-argument variant and the failing tool's exception come from the conversation's
seeded generator. ``lab_code.exercises.ex09`` runs them against a student's loop.

Lessons: 09
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from lab_code.wire.messages import assistant_calls, assistant_text, tool_call

CITIES = ("杭州", "成都", "哈尔滨", "厦门", "兰州", "拉萨", "大连", "桂林")
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "查询城市当前天气。",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "add",
            "description": "两个整数相加。",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
                "required": ["a", "b"],
            },
        },
    },
]
BROKEN_ARGUMENTS = {  # variant -> raw arguments for get_weather(city) that are not a JSON object
    "尾逗号": '{{"city": "{c}",}}',
    "单引号": "{{'city': '{c}'}}",
    "被截断": '{{"city": "{c}',
    "不是对象": '"{c}"',
}
# Valid JSON, wrong parameter name: in every broken-arguments scenario, because a loop that lumps
# the TypeError of a bad name with the tool's own failures ("internal error, don't retry") must fail
# on every seed, not on the one seed in five that happened to draw this variant.
WRONG_NAMES = ("town", "location", "City", "city_name")
RUNAWAY_EXTRA = 3  # requests served past max_turns before the runaway loop is cut off
# What a tool raises when its own back end fails: the class varies so that "catch ValueError and
# TypeError as argument errors, forward their text" fails as well as "forward everything".
TOOL_FAILURES = (KeyError, ValueError, TypeError, RuntimeError, ConnectionError, OSError)


class LoopRunaway(BaseException):
    """Raised inside the transport when a loop keeps asking: stops it even under ``except Exception``."""


@dataclass
class Conversation:
    """One scenario's scripted model, its tools and what it noticed."""

    rng: random.Random
    temps: dict[str, int] = field(default_factory=dict)
    ran: list[tuple[str, dict]] = field(default_factory=list)  # every tool call the loop executed
    problems: list[str] = field(default_factory=list)
    failing: dict[str, BaseException] = field(default_factory=dict)  # city -> what get_weather raises
    secrets: list[str] = field(default_factory=list)  # masked in every report the checker prints

    def masked(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return text

    def call_id(self) -> str:
        return "call_" + "".join(self.rng.choices("abcdef0123456789", k=8))

    def weather(self, city: str) -> str:
        self.ran.append(("get_weather", {"city": city}))
        if city in self.failing:
            raise self.failing[city]
        return f"{city}：晴，{self.temps.setdefault(city, self.rng.randint(-5, 30))}°C"

    def add(self, a: int, b: int) -> str:
        self.ran.append(("add", {"a": a, "b": b}))
        return f"{a} + {b} = {a + b}"

    def registry(self) -> dict[str, Callable]:
        return {"get_weather": self.weather, "add": self.add}

    def results(self, body: dict) -> dict[str, str]:
        """tool_call_id -> content of the tool messages after the last assistant message."""
        found: dict[str, str] = {}
        for message in reversed(body["messages"]):
            if message.get("role") != "tool":
                break
            content = message.get("content")
            text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
            with contextlib.suppress(ValueError):  # a JSON result may escape non-ASCII: add its decoded form
                text += json.dumps(json.loads(text), ensure_ascii=False)
            found[message.get("tool_call_id")] = text
        return found

    def expect(self, body: dict, call_id: str, needle: str, what: str) -> None:
        if needle not in self.results(body).get(call_id, ""):
            self.problems.append(f"{call_id} 的结果里应该有 {what}「{needle}」——结果和调用没配对上？")


@dataclass
class Plan:
    brain: Callable[[dict], dict]
    max_turns: int
    answer: str | None  # what run_tool_loop must return
    ran: list[tuple[str, dict]]  # the tool calls that must have run, in any order


def _finish(conv: Conversation) -> tuple[str, dict]:
    text = f"好的，完成（{conv.rng.randint(1000, 9999)}）。"
    return text, assistant_text(text)


def _scripted(turns: list[Callable[[dict], dict]]) -> Callable[[dict], dict]:
    state = {"n": 0}

    def brain(body: dict) -> dict:
        state["n"] += 1
        if state["n"] > len(turns):
            raise LoopRunaway
        return turns[state["n"] - 1](body)

    return brain


def single(conv: Conversation) -> Plan:
    city, cid = conv.rng.choice(CITIES), conv.call_id()
    text, final = _finish(conv)

    def check(body):
        conv.expect(body, cid, city, "天气")
        return final

    first = assistant_calls(tool_call("get_weather", {"city": city}, cid))
    return Plan(_scripted([lambda body: first, check]), 5, text, [("get_weather", {"city": city})])


def parallel(conv: Conversation) -> Plan:
    cities = conv.rng.sample(CITIES, conv.rng.randint(2, 3))
    ids = [conv.call_id() for _ in cities]
    text, final = _finish(conv)

    def check(body):
        for cid, city in zip(ids, cities, strict=True):
            conv.expect(body, cid, city, "天气")
        return final

    first = assistant_calls(
        *[tool_call("get_weather", {"city": c}, i) for c, i in zip(cities, ids, strict=True)]
    )
    return Plan(
        _scripted([lambda body: first, check]), 5, text, [("get_weather", {"city": c}) for c in cities]
    )


def broken_arguments(conv: Conversation) -> Plan:
    """Two bad calls in one turn: arguments that are not a JSON object (a random variant), and a
    JSON object with a wrong parameter name. Both are the model's mistakes, so both results must
    let it fix them; the second must say which parameter is wrong (or which one the tool wants)."""
    city, bad_id, named_id, good_id = conv.rng.choice(CITIES), conv.call_id(), conv.call_id(), conv.call_id()
    variant = conv.rng.choice(sorted(BROKEN_ARGUMENTS))
    wrong = conv.rng.choice(WRONG_NAMES)
    text, final = _finish(conv)

    def retry(body):
        results = conv.results(body)
        if "晴" in results.get(bad_id, ""):
            conv.problems.append(f"坏参数（{variant}）的调用被执行了：应该回一条错误，让模型重发")
        said = results.get(named_id, "")
        if "晴" in said:
            conv.problems.append(f"参数名写错（{wrong}）的调用被执行了：应该回一条错误，让模型重发")
        elif wrong not in said and "city" not in said:
            conv.problems.append(
                f"参数名写错（{wrong!r} 而不是 'city'）的调用，结果没说是哪个参数不对：这是模型能改的错，"
                "不是工具内部出错——结果要说出错的参数名或该用的参数名，模型才知道怎么改"
            )
        return assistant_calls(tool_call("get_weather", {"city": city}, good_id))

    def check(body):
        conv.expect(body, good_id, city, "天气")
        return final

    first = assistant_calls(
        tool_call("get_weather", BROKEN_ARGUMENTS[variant].format(c=city), bad_id),
        tool_call("get_weather", {wrong: city}, named_id),
    )
    return Plan(_scripted([lambda body: first, retry, check]), 5, text, [("get_weather", {"city": city})])


def unknown_tool(conv: Conversation) -> Plan:
    name = conv.rng.choice(["get_wether", "delete_everything", "getWeather", "weather"])
    city, bad_id, good_id = conv.rng.choice(CITIES), conv.call_id(), conv.call_id()
    text, final = _finish(conv)

    def check(body):
        conv.expect(body, good_id, city, "天气")
        return final

    first = assistant_calls(
        tool_call(name, {"city": city}, bad_id), tool_call("get_weather", {"city": city}, good_id)
    )
    return Plan(_scripted([lambda body: first, check]), 5, text, [("get_weather", {"city": city})])


def tool_fails(conv: Conversation) -> Plan:
    """The tool's own back end fails, and its exception text carries a connection string with a
    password: the loop must answer the call (the model needs to know) without forwarding that text."""
    broken, fine = conv.rng.sample(CITIES, 2)
    bad_id, good_id = conv.call_id(), conv.call_id()
    password = "demo-" + "".join(conv.rng.choices("abcdefghjkmnpqrstuvwxyz23456789", k=8))
    host = f"db-{conv.rng.randint(100, 999)}.internal"
    conv.secrets.append(password)
    secret = f"postgres://weather:{password}@{host}:5432/stations"
    kind = conv.rng.choice(TOOL_FAILURES)
    conv.failing[broken] = kind(f"connect {secret} failed: timeout")
    text, final = _finish(conv)

    def check(body):
        conv.expect(body, good_id, fine, "天气")
        sent = json.dumps(body, ensure_ascii=False)
        if password in sent or host in sent:
            conv.problems.append(
                f"{kind.__name__} 的原文（里面有数据库连接串和口令）被转给了模型：只告诉它哪个工具失败、"
                "下一步怎么办，异常的细节写进日志"
            )
        elif not conv.results(body).get(bad_id, "").strip():
            conv.problems.append(f"{bad_id} 的结果是空的：工具失败了也要回一条说明")
        return final

    first = assistant_calls(
        tool_call("get_weather", {"city": broken}, bad_id), tool_call("get_weather", {"city": fine}, good_id)
    )
    ran = [("get_weather", {"city": broken}), ("get_weather", {"city": fine})]
    return Plan(_scripted([lambda body: first, check]), 5, text, ran)


def max_turns(conv: Conversation) -> Plan:
    limit = conv.rng.randint(2, 4)
    city = conv.rng.choice(CITIES)
    calls = [assistant_calls(tool_call("get_weather", {"city": city}, conv.call_id())) for _ in range(limit)]
    turns = [lambda body, m=m: m for m in calls + calls[:RUNAWAY_EXTRA]]
    return Plan(_scripted(turns), limit, None, [("get_weather", {"city": city})] * limit)


def pairing(conv: Conversation) -> Plan:
    a, b, c, d, e, f = (conv.rng.randint(10, 99) for _ in range(6))
    first_id, second, third = conv.call_id(), conv.call_id(), conv.call_id()
    text, final = _finish(conv)

    def round_two(body):
        conv.expect(body, first_id, str(a + b), "和")
        return assistant_calls(
            tool_call("add", {"a": e, "b": f}, third), tool_call("add", {"a": c, "b": d}, second)
        )

    def check(body):
        asked = [
            call["id"]
            for m in body["messages"]
            if m.get("role") == "assistant"
            for call in m.get("tool_calls") or []
        ]
        if first_id not in asked:
            conv.problems.append("第一轮的 assistant 消息不见了：messages 要一直保留整个对话")
        conv.expect(body, second, f"= {c + d}", "和")
        conv.expect(body, third, f"= {e + f}", "和")
        return final

    first = assistant_calls(tool_call("add", {"a": a, "b": b}, first_id))
    ran = [("add", {"a": a, "b": b}), ("add", {"a": c, "b": d}), ("add", {"a": e, "b": f})]
    return Plan(_scripted([lambda body: first, round_two, check]), 5, text, ran)


# (key, title, builder, what to fix when it fails)
SCENARIOS = (
    (
        "single",
        "单次调用",
        single,
        "执行调用，带着 tool_call_id 回一条 tool 消息，再请求一次，返回模型最后说的话",
    ),
    ("parallel", "并行调用", parallel, "一轮里每个调用都要执行、都要回一条 tool 消息"),
    (
        "broken_arguments",
        "坏参数",
        broken_arguments,
        "参数有两种坏法：不是合法的 JSON 对象，和 JSON 没坏但参数名不对。两种都是模型能改的错："
        "看你的循环在执行工具之前检查了什么，以及回给模型的结果有没有说清错在哪个参数",
    ),
    ("unknown_tool", "不存在的工具", unknown_tool, "registry 里没有的名字：回一条错误结果，其余调用照常执行"),
    (
        "tool_fails",
        "工具自己出错",
        tool_fails,
        "工具抛出的异常：接住，回一条“这个工具失败了”的结果，但不要把异常消息转给模型"
        "（第 05 课 §8：里面可能有连接串、路径、口令），细节写进日志",
    ),
    ("max_turns", "最大轮数", max_turns, "最多请求 max_turns 次模型；还想调工具就停下，返回 None"),
    (
        "pairing",
        "跨轮配对",
        pairing,
        "保留整个 messages（含 assistant 的 tool_calls），每条结果对上自己的 id",
    ),
)
