r"""A deterministic corpus of raw model replies, each with its ground truth, for lesson 04.

Every item is generated from a seeded ``random.Random`` (``load_settings().seed`` by default)
out of one of the case *families* below, and comes in two forms:

* ``text`` — what a model following the text protocol (options 1 and 2) wrote;
* ``native`` — the same reply as a native assistant message (option 3): prose goes to
  ``content``, calls go to ``tool_calls`` with ids. Without strict mode the ``arguments``
  string is still free text, so JSON mistakes (single quotes, comments, trailing commas)
  stay mistakes there too; a native reply cannot, however, confuse prose with a call.

``expected`` is what a correct program *executes*: arguments with defaults filled in, an
extra argument dropped for a read-only tool, nothing at all for a pretend call, an unknown
tool, a missing required argument or an extra argument to a tool with side effects.

    $ python -m lab_code.options.reply_corpus
    220 items, 11 families, 20 each; seed 0
    clean_tagged-00: <tool_call>{"name": "send_email", "arguments": {"to": "dev7@example.com", "subject": "\u6784\u5efa\u7ed3\u679c", "body": "\u6784\u5efa\u901a\u8fc7\u3002"}}</tool_call>

Lessons: 04
"""

from __future__ import annotations

import inspect
import json
import random
from dataclasses import dataclass, field

from lab_code.options.demo_data import CITIES, PATHS, QUERIES, demo_registry
from lab_code.options.tool_registry import Registry
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.wire.settings import load_settings

FAMILIES = {
    "clean_tagged": "干净的标签调用",
    "prose_around": "调用前后夹着说明文字",
    "bare_json": "裸 JSON，没有标签",
    "nested_braces": "字符串参数里有花括号或标签",
    "chinese_newlines": "参数里有中文和换行",
    "json_dialects": "注释 / 单引号 / 尾逗号",
    "two_calls": "一条回复两个调用",
    "pretend_about": "谈论调用而不是调用",
    "unknown_tool": "调用不存在的工具",
    "plain_answer": "普通回答，没有调用",
    "args_mismatch": "参数对不上函数签名",
}
BRACE_TEXTS = [
    'f-string 里 {name} 怎么转义',
    'JSON 例子 {"a": {"b": 1}}',
    '模板 {{user}} 和 {}',
    '右花括号 } 单独出现',
    '正则 a{2,3}',
]
TAG_TEXTS = ['解释 </tool_call> 标签', '为什么 <tool_call> 要成对', '字符串里的 </tool_call>']
UNKNOWN_NAMES = ["get_wether", "browse_web", "get_stock_price", "run_shell", "getWeather"]


@dataclass(frozen=True)
class CorpusItem:
    item_id: str
    family: str
    text: str  # the reply under the text protocol (options 1 and 2)
    native: dict  # the same reply as a native assistant message (option 3)
    intent: bool  # did the model mean to call a tool?
    expected: list = field(default_factory=list)  # [{"name", "arguments"}] a correct program runs


def complete_arguments(registry: Registry, name: str, arguments: dict) -> dict:
    """Arguments as the function will see them: defaults filled in, nothing dropped."""
    params = inspect.signature(registry.get(name).func).parameters.values()
    defaults = {p.name: p.default for p in params if p.default is not p.empty}
    return {**defaults, **arguments}


def _random_call(rng: random.Random, tools=("get_weather", "search_docs", "read_file", "send_email")):
    name = rng.choice(tools)
    if name == "get_weather":
        args = {"city": rng.choice(CITIES)}
        if rng.random() < 0.4:
            args["unit"] = rng.choice(["c", "f"])
    elif name == "search_docs":
        args = {"query": rng.choice(QUERIES)}
        if rng.random() < 0.5:
            args["top_k"] = rng.randint(1, 5)
    elif name == "read_file":
        args = {"path": rng.choice(PATHS), "offset": rng.randint(1, 200)}
    else:
        args = {
            "to": f"dev{rng.randint(1, 9)}@example.com",
            "subject": "构建结果",
            "body": rng.choice(["构建通过。", "失败了，请看日志。"]),
        }
    return name, args


def _tag(name: str, args: dict | str, style: str = "compact") -> str:
    if isinstance(args, str):  # already-broken argument text
        return f'<tool_call>{{"name": "{name}", "arguments": {args}}}</tool_call>'
    payload = {"name": name, "arguments": args}
    if style == "pretty":
        body = "\n" + json.dumps(payload, ensure_ascii=False, indent=2) + "\n"
    elif style == "ascii":
        body = json.dumps(payload)
    else:
        body = json.dumps(payload, ensure_ascii=False)
    return f"<tool_call>{body}</tool_call>"


def _native_call(rng: random.Random, name: str, args: dict | str) -> dict:
    return tool_call(name, args, f"call_{rng.getrandbits(40):010x}")


def _native(content: str | None, calls: list[dict] | None = None) -> dict:
    return assistant_calls(*calls, content=content) if calls else assistant_text(content)


def _make(family: str, rng: random.Random, registry: Registry, i: int):
    """Return (text, native, intent, expected) for the i-th item of a family."""
    run = lambda n, a: [{"name": n, "arguments": complete_arguments(registry, n, a)}]  # noqa: E731
    if family == "clean_tagged":
        name, args = _random_call(rng)
        return (
            _tag(name, args, rng.choice(["compact", "ascii"])),
            _native(None, [_native_call(rng, name, args)]),
            True,
            run(name, args),
        )
    if family == "prose_around":
        name, args = _random_call(rng)
        before = rng.choice(["好的，我先查一下。", "需要外部信息，调用工具：", "我来看看。"])
        after = rng.choice(["", "拿到结果后再回答你。", "（稍等）"])
        text = f"{before}\n{_tag(name, args)}\n{after}".strip()
        return text, _native(f"{before}{after}", [_native_call(rng, name, args)]), True, run(name, args)
    if family == "bare_json":
        name, args = _random_call(rng)
        body = json.dumps({"name": name, "arguments": args}, ensure_ascii=False)
        text = rng.choice([body, f"```json\n{body}\n```", f"调用：{body}"])
        return text, _native(None, [_native_call(rng, name, args)]), True, run(name, args)
    if family == "nested_braces":
        name = rng.choice(["search_docs", "send_email"])
        inner = rng.choice(TAG_TEXTS if i % 4 == 3 else BRACE_TEXTS)
        args = (
            {"query": inner}
            if name == "search_docs"
            else {"to": "dev@example.com", "subject": "示例", "body": inner}
        )
        return _tag(name, args), _native(None, [_native_call(rng, name, args)]), True, run(name, args)
    if family == "chinese_newlines":
        city = rng.choice(CITIES)
        args = rng.choice(
            [
                {"city": city},
                {"query": f"{city}\n第二行：换行"},
                {"to": "组长@example.com", "subject": "周报", "body": f"本周：\n- {city}\n- 完成"},
            ]
        )
        name = {"city": "get_weather", "query": "search_docs"}.get(next(iter(args)), "send_email")
        style = rng.choice(["compact", "pretty", "ascii"])
        return _tag(name, args, style), _native(None, [_native_call(rng, name, args)]), True, run(name, args)
    if family == "json_dialects":
        name, args = "get_weather", {"city": rng.choice(CITIES)}
        city = args["city"]
        broken = rng.choice(
            [
                f"{{'city': '{city}'}}",
                f'{{"city": "{city}",}}',
                f'{{"city": "{city}" // 用户问的城市\n}}',
                f"{{city: \"{city}\"}}",
            ]
        )
        return _tag(name, broken), _native(None, [_native_call(rng, name, broken)]), True, run(name, args)
    if family == "two_calls":
        (n1, a1), (n2, a2) = _random_call(rng), _random_call(rng, ("get_weather", "search_docs"))
        text = f"{_tag(n1, a1)}\n{_tag(n2, a2)}"
        native = _native(None, [_native_call(rng, n1, a1), _native_call(rng, n2, a2)])
        return text, native, True, run(n1, a1) + run(n2, a2)
    if family == "pretend_about":
        name, args = _random_call(rng, ("get_weather", "search_docs"))
        text = rng.choice(
            [
                f"调用格式是这样的：{_tag(name, args)}，不过这个问题我不用查就能回答。",
                f"示例：\n```\n{_tag(name, args)}\n```\n你可以照着写。",
                f"我上一轮已经调用过 {name} 了，结果是晴天，不需要再查。",
            ]
        )
        return text, _native(text), False, []
    if family == "unknown_tool":
        name, args = rng.choice(UNKNOWN_NAMES), {"city": rng.choice(CITIES)}
        return _tag(name, args), _native(None, [_native_call(rng, name, args)]), True, []
    if family == "plain_answer":
        text = rng.choice(
            [
                "杭州今天适合出门，带把伞就行。",
                "不需要调用 get_weather，这个问题和天气无关。",
                '配置示例：{"debug": true}，改完重启即可。',
                "占位符写成 {city}，运行时会被替换。",
                "可以先读一下 CMakeLists.txt 再决定。",
            ]
        )
        return text, _native(text), False, []
    if family == "args_mismatch":
        kind = i % 3
        if kind == 0:  # extra argument on a read-only tool: dropped, the call still runs
            args = {"city": rng.choice(CITIES), "date": "明天"}
            return (
                _tag("get_weather", args),
                _native(None, [_native_call(rng, "get_weather", args)]),
                True,
                run("get_weather", {"city": args["city"]}),
            )
        if kind == 1:  # extra argument on a tool with side effects: refused, nothing runs
            args = {"to": "boss@example.com", "subject": "日报", "body": "见附件", "cc": "all@example.com"}
            return _tag("send_email", args), _native(None, [_native_call(rng, "send_email", args)]), True, []
        args = {"subject": "无收件人", "body": "……"}  # missing required "to": refused
        return _tag("send_email", args), _native(None, [_native_call(rng, "send_email", args)]), True, []
    raise ValueError(f"unknown family {family!r}; allowed: {list(FAMILIES)}")


def build_corpus(seed: int | None = None, per_family: int = 20) -> list[CorpusItem]:
    """``per_family`` items of every family, the same list for the same seed."""
    if per_family < 1:
        raise ValueError(f"per_family 必须 ≥ 1，收到 {per_family}")
    rng = random.Random(load_settings().seed if seed is None else seed)
    registry = demo_registry()
    items = []
    for family in FAMILIES:
        for i in range(per_family):
            text, native, intent, expected = _make(family, rng, registry, i)
            items.append(CorpusItem(f"{family}-{i:02d}", family, text, native, intent, expected))
    return items


if __name__ == "__main__":
    corpus = build_corpus()
    print(
        f"{len(corpus)} items, {len(FAMILIES)} families, {len(corpus) // len(FAMILIES)} each; "
        f"seed {load_settings().seed}"
    )
    print(f"{corpus[0].item_id}: {corpus[0].text}")
