"""A corpus of submissions that must not pass: what a student trying to cheat would write,
and the near misses the statements warn about. ``tests/test_cheating.py`` runs every one of
them against every checker; ``as_student`` runs a reference solution the way a student's
own code runs (fresh source, not an import from ``solutions/``).

Every cheat takes ``*args, **kwargs`` so it fits any exercise.
"""

from __future__ import annotations

import functools
import importlib
import sys
import types
from pathlib import Path

from lab_code import REPO_ROOT

# ---------------------------------------------------------------- running code as a student's


def as_student(module_name: str, function: str):
    """``function`` from ``module_name``'s source, compiled under a name that is not solutions/."""
    source = Path(importlib.import_module(module_name).__file__).read_text(encoding="utf-8")
    name = "typed_by_student_" + module_name.rpartition(".")[2]
    module = types.ModuleType(name)
    sys.modules[name] = module  # pydantic resolves annotations through sys.modules
    exec(compile(source, f"<typed by a student from {module_name}>", "exec"), module.__dict__)
    return getattr(module, function)


def checker_of(spec: dict):
    module, _, name = spec["checker"].partition(":")
    return getattr(importlib.import_module(module), name)


# ---------------------------------------------------------------- trick objects


class AlwaysEqual:
    """Equal to everything, contains everything, truthy: beats ``actual == expected``."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __hash__(self):
        return 0

    def __contains__(self, item):
        return True

    def __bool__(self):
        return True

    def __len__(self):
        return 1

    def __getitem__(self, key):
        return self

    def get(self, key, default=None):
        return self


class EqualStr(str):
    """A str that equals, contains and ends with anything: beats ``isinstance(m, str) and x in m``."""

    def __eq__(self, other):
        return True

    __hash__ = str.__hash__

    def __contains__(self, item):
        return True

    def endswith(self, *args):
        return True


class Exploding:
    """Every question the checker could ask it raises."""

    def __repr__(self):
        raise RuntimeError("repr")

    __str__ = __repr__

    def __eq__(self, other):
        raise RuntimeError("eq")

    def __bool__(self):
        raise RuntimeError("bool")

    def __hash__(self):
        raise RuntimeError("hash")


def always_equal(*args, **kwargs):
    return AlwaysEqual()


def equal_str(*args, **kwargs):
    return EqualStr("")


def exploding(*args, **kwargs):
    return Exploding()


def numpy_array(*args, **kwargs):
    import numpy

    return numpy.array([1, 2, 3])


def exits(*args, **kwargs):
    sys.exit(0)


def loops(*args, **kwargs):
    while True:
        pass


def reads_the_answer(*args, **kwargs):
    """Walk up the calling frames to the checker's case and return its expected value."""
    frame = sys._getframe(1)
    while frame is not None:
        for value in list(frame.f_locals.values()):
            expected = getattr(value, "expected", None)
            if expected is not None and getattr(value, "args", None) == args:
                return expected
        frame = frame.f_back
    return None


GENERIC = {
    "__eq__ 永远为真的对象": always_equal,
    "什么都包含的 str 子类": equal_str,
    "repr/eq/bool 都抛异常的对象": exploding,
    "numpy 数组": numpy_array,
    "sys.exit()": exits,
    "死循环": loops,
    "从调用栈读标准答案": reads_the_answer,
}


def reexports(spec: dict) -> dict:
    """The reference solution imported, and wrapped: both are the course's code, not the student's."""
    solution = getattr(importlib.import_module(spec["solution"]), spec["function"])

    def wrapper(*args, **kwargs):
        return solution(*args, **kwargs)

    return {"直接导出参考答案": solution, "包一层调用参考答案": wrapper}


# ---------------------------------------------------------------- per exercise: the course's own code


def _course(module: str, name: str):
    return getattr(importlib.import_module(module), name)


def _via_oracle(module: str, name: str):
    def cheat(*args, **kwargs):
        return _course(module, name)(*args, **kwargs)

    return cheat


def _unanswered(messages):
    rules = _course("lab_code.wire.conversation_rules", "unanswered_tool_calls")
    return [cid for _, ids in rules(messages) for cid in ids]


def _inside_by_guard(workdir, path):
    guard = importlib.import_module("lab_code.arguments.workdir_guard")
    try:
        guard.resolve_inside(workdir, path)
        return True
    except guard.PathOutsideWorkdir:
        return False


def _int_by_jsonschema(value):
    from jsonschema import Draft202012Validator

    return Draft202012Validator({"type": "integer"}).is_valid(value)


def _parse_by_course(reply, known_tools):
    """4.1 through the lesson's own parser, the Llama tags rewritten into the lesson's protocol."""
    import re

    rewritten = re.sub(
        r"<function=([^>]*)>(.*?)</function>",
        lambda m: f'<tool_call>{{"name": "{m.group(1)}", "arguments": {m.group(2)}}}</tool_call>',
        reply,
        flags=re.DOTALL,
    )
    parsed = _course("lab_code.options.text_protocol", "parse_reply")(rewritten, known_tools)
    return [(c.name, c.arguments) for c in parsed.calls]


def _explain_by_course(error):
    return _course("lab_code.arguments.pydantic_args", "explain_error")(error)


def _key_by_course(name, args, schema):
    """7.1 with the loop's own key: name + sorted JSON, which reads every spelling as another call."""
    return _course("lab_code.agent.stop_policy", "call_key")(name, args)


def _classify_by_course(result):
    """7.2 through the course's own reading of the field (``command_result.command_failed``)."""
    if not result.get("ok") or "exit_code" not in result:
        return "not_command"
    if result.get("timed_out"):
        return "timeout"
    failed = _course("lab_code.workspace.command_result", "command_failed")(result)
    return "failed" if failed else "success"


def _match_by_course(block, tool, expected):
    """8.1 through the lesson's BFCL checker, the block and the tool translated to its dialect."""
    call = {"name": block.get("name"), "arguments": block.get("input")}
    doc = {"name": tool["name"], "parameters": tool["input_schema"]}
    return _course("lab_code.evals.call_match", "check_call")(call, doc, expected).ok


def _merge_by_course(lines):
    """6.3 through the course's bridge, prefixing each server's tools."""
    import json

    import mcp_types

    tools, routes = [], {}
    for server, line in lines.items():
        listed = [mcp_types.Tool.model_validate(t) for t in json.loads(line)["result"]["tools"]]
        for tool in _course("lab_code.mcp.bridge", "openai_tools")(listed):
            name = f"{server}__{tool['function']['name']}".replace(".", "_")
            routes[name] = (server, tool["function"]["name"])
            tool["function"]["name"] = name
            tools.append(tool)
    return tools, routes


def _breaker_by_course(*args, **kwargs):
    return _course("lab_code.running.circuit_breaker", "transition")(*args, **kwargs)


def _pythonic_by_course(text):
    parsed = _course("lab_code.model_text.pythonic_calls", "parse_pythonic")(text)
    if parsed.problem:
        raise ValueError(parsed.problem)
    return parsed.calls


def _probe_by_course(render, messages):
    anatomy = importlib.import_module("lab_code.model_text.template_anatomy")
    return {**anatomy.tool_result_frame(render, messages), **anatomy.id_visibility(render, messages)}


def _triage_by_course(mistake):
    scoring = importlib.import_module("lab_code.model_text.scoring")
    case = _course("lab_code.evals.bfcl_data", "Case")(
        "x", mistake["category"], (), tuple(mistake["functions"]), tuple(mistake["ground_truth"])
    )
    kind = scoring.score_output("x", case, mistake["output"]).kind
    return {"kind": kind, "fix": scoring.FIX_OF_KIND.get(kind)}


COURSE_CODE = {
    "1.2": {"检查器的标准答案": _via_oracle("lab_code.exercises.ex01", "reference_may_run_concurrently")},
    "1.3": {"课程的 unanswered_tool_calls": _unanswered},
    "2.1": {"jsonschema 本身": _int_by_jsonschema},
    "2.2": {"课程的 resolve_inside": _inside_by_guard},
    "3.2": {"课程的 make_nullable": _via_oracle("lab_code.arguments.strict_schema", "make_nullable")},
    "3.3": {"课程的 explain_error": _explain_by_course},
    "4.1": {"课程的 parse_reply（把 <function=…> 换成 <tool_call>）": _parse_by_course},
    "4.3": {"检查器的标准答案": _via_oracle("lab_code.exercises.ex04", "reference_plan_waves")},
    "5.2": {"课程的 transition": _breaker_by_course},
    "6.3": {"课程的 bridge.openai_tools": _merge_by_course},
    "7.1": {"课程的 call_key": _key_by_course},
    "7.2": {
        "检查器的标准答案": _via_oracle("lab_code.exercises.ex07", "classify_reference"),
        "课程的 command_failed": _classify_by_course,
    },
    "7.3": {"检查器的标准答案": _via_oracle("lab_code.exercises.ex07", "decide_stop_reference")},
    "8.1": {"课程的 check_call": _match_by_course},
    "8.2": {"检查器的标准答案": _via_oracle("lab_code.exercises.ex08", "category_scores_reference")},
    "8.3": {"检查器的标准答案": _via_oracle("lab_code.exercises.ex08", "tool_to_redesign_reference")},
    "10.1": {"课程的 parse_pythonic": _pythonic_by_course},
    "10.2": {"课程的 tool_result_frame + id_visibility": _probe_by_course},
    "10.3": {"课程的 score_output": _triage_by_course},
}


# ---------------------------------------------------------------- per exercise: tricks and near misses


def _key_as_tuple(name, args, schema):
    """7.1: equal when the dicts are equal, whatever the key order; but unhashable."""
    return (name, args)


def _key_keeping_defaults(name, args, schema):
    """7.1: paths and commands read right, but an argument given at its default still counts."""
    key = _solution_with(
        "solutions.ex07_crossbuild_agent",
        "repeat_key",
        "        if type(value) is type(default) and value == default:\n            continue\n",
        "",
    )
    return key(name, args, schema)


def _key_stripping_all_space(name, args, schema):
    """7.1: every string squeezed free of spaces and quotes: "a b" and a b, -j2 and -j 2 collide."""
    import json
    import posixpath

    meant = {}
    for key, value in args.items():
        if isinstance(value, str):
            value = "".join(value.split()).replace('"', "").replace("'", "")
            value = posixpath.normpath(value) if key == "path" else value
        if value == schema.get("properties", {}).get(key, {}).get("default", object()):
            continue
        meant[key] = value
    return json.dumps([name, meant], sort_keys=True, ensure_ascii=False)


def _emptied_registry(registry, name, args):
    """0.3: empty the registry, so "lists every tool" holds for an empty list."""
    if name in registry:
        return registry[name](**args)
    registry.clear()
    return f"未知工具 {name!r}"


def _emptied_allowed(param, allowed, received):
    """5.1: empty the allowed list, so "names every allowed value" holds vacuously."""
    allowed.clear()
    return f"参数 {param} 收到 {received!r}"


def _int_by_int_cast(value):
    """2.1: the statement's trap — crashes on inf and nan."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and value == int(value)


def _waves_ignoring_reads(calls, specs):
    """4.3: a read's resource ignored — a reversible write and a read of the same file overlap."""
    known = [c for c in calls if c["name"] in specs]
    level = []
    for i, call in enumerate(known):
        spec = specs[call["name"]]
        wide = spec["side_effects"] and (not spec["resource_arg"] or not spec["reversible"])
        clash = [
            level[j] + 1
            for j in range(i)
            if specs[known[j]["name"]]["side_effects"]
            and spec["side_effects"]
            and (wide or call["arguments"] == known[j]["arguments"])
        ]
        level.append(max(clash, default=0))
    return [
        [c["id"] for c, lv in zip(known, level, strict=True) if lv == w]
        for w in range(max(level, default=-1) + 1)
    ]


def _message_without_rest(problems):
    """2.4: lists the first five but never says how many more there are."""
    if not problems:
        return ""
    return f"{len(problems)}个问题：" + "；".join(problems[:5]) + "。请改正以上问题后重新调用。"


def _parse_by_eval(text):
    """10.1: the statement's trap — eval runs what the model wrote (and knows no true/false)."""
    for marker in ("<end_of_turn>", "<|eot_id|>"):
        text = text.replace(marker, "")
    calls = []
    try:
        value = eval(text.strip(), {"__builtins__": {}}, {"true": True, "false": False, "null": None})  # noqa: S307
    except Exception:
        return []
    for item in value if isinstance(value, list) else [value]:
        if isinstance(item, dict):
            calls.append(item)
    return calls


@functools.cache
def _solution_with(module_name: str, function: str, line: str, wrong: str):
    """``function`` from the reference solution with one line written wrong: a near miss, typed fresh.

    The source is read from its file, never imported: a near miss is built on its first call,
    inside the checker's watch, where running a module of ``solutions/`` counts as copying it."""
    source = Path(REPO_ROOT, *module_name.split(".")).with_suffix(".py").read_text(encoding="utf-8")
    if source.count(line) != 1:
        raise AssertionError(f"{module_name} no longer has the line {line!r}: update the near miss")
    module = types.ModuleType(f"near_miss_{function}")
    exec(compile(source.replace(line, wrong), f"<a near miss of {module_name}>", "exec"), module.__dict__)
    return getattr(module, function)


def _parse_without_dotall(reply, known_tools):
    """4.1: a bug the statement warns about — a body that spans lines is missed."""
    parse = _solution_with("solutions.ex04_three_options", "parse_tool_calls", ", flags=re.DOTALL)", ")")
    return parse(reply, known_tools)


def _parse_greedy(reply, known_tools):
    """4.1: a greedy .* runs to the last closing tag: two calls become one broken body."""
    parse = _solution_with(
        "solutions.ex04_three_options", "parse_tool_calls", ">(.*?)</function>", ">(.*)</function>"
    )
    return parse(reply, known_tools)


def _parse_any_json_arguments(reply, known_tools):
    """4.1: valid JSON taken as arguments without checking it is an object ([..], "..", 3, null pass)."""
    parse = _solution_with(
        "solutions.ex04_three_options", "parse_tool_calls", "if isinstance(arguments, dict):", "if True:"
    )
    return parse(reply, known_tools)


def _calls_in_arrival_order(chunks):
    """1.4: calls kept in the order their first piece arrived, never sorted by ``index``."""
    accumulate = _solution_with(
        "solutions.ex01_roundtrip",
        "accumulate_tool_calls",
        "return [calls[index] for index in sorted(calls)]",
        "return list(calls.values())",
    )
    return accumulate(chunks)


async def _fetch_one_by_one(fetchers):
    """0.14: each fetcher awaited before the next starts — they wait for each other: a deadlock."""
    return [await fetch() for fetch in fetchers]


def _review_ignoring_failures(records):
    """0.5: the order of the lesson's demo (slowest first, ties by name), failures not brought forward."""
    return sorted(records, key=lambda r: (-r["ms"], r["name"]))


def _inside_by_prefix(workdir, path):
    """2.2: realpath right, then compared as strings — <tmp>/demo-backup starts with <tmp>/demo."""
    inside = _solution_with(
        "solutions.ex02_validator",
        "inside_workdir",
        "return os.path.commonpath([root, target]) == root",
        "return target.startswith(root)",
    )
    return inside(workdir, path)


def _parse_dropping_positional(text):
    """10.1: positional arguments ignored (as vLLM's pythonic parser does), not refused."""
    parse = _solution_with("solutions.ex10_model_text", "parse_calls", "node.args or any(", "any(")
    return parse(text)


def _parse_names_as_strings(text):
    """10.1: a bare variable name as a value read as the string it spells ("my_data"), not refused."""
    parse = _solution_with(
        "solutions.ex10_model_text",
        "parse_calls",
        "if isinstance(node, ast.Name) and node.id in NAMES:\n        return NAMES[node.id]",
        "if isinstance(node, ast.Name):\n        return NAMES.get(node.id, node.id)",
    )
    return parse(text)


def _triage_without_unknown(mistake):
    """10.3: a misspelled function name called a wrong choice, not something decoding rules out."""
    result = _triage_by_course(mistake)
    return {"kind": "wrong_function", "fix": "describe"} if result["kind"] == "unknown_function" else result


def _redesign_ties_by_name(rows, min_calls):
    """8.3: a tie on the failure rate goes straight to the name; "more failures first" is skipped."""
    eligible = [r for r in rows if r["calls"] >= min_calls and r["failures"] > 0]
    if not eligible:
        return None
    return min(eligible, key=lambda r: (-r["failures"] / r["calls"], r["tool"]))["tool"]


def _loop_lumping_bad_names(client, model, messages, tools, registry, max_turns=5):
    """9.1: every exception from calling the tool, a wrong parameter name's TypeError included, is
    answered as "internal error, don't retry": the model is never told which parameter to fix."""
    import json

    messages = list(messages)
    for _ in range(max_turns):
        message = (
            client.chat.completions.create(model=model, messages=messages, tools=tools).choices[0].message
        )
        if not message.tool_calls:
            return message.content
        messages.append(message.model_dump(exclude_none=True))
        for call in message.tool_calls:
            name = call.function.name
            if name not in registry:
                content = f"没有工具 {name}；可用：{sorted(registry)}"
            else:
                try:
                    args = json.loads(call.function.arguments or "{}")
                except json.JSONDecodeError as exc:
                    args, content = None, f"参数不是合法的 JSON：{exc.msg}，请重发"
                if isinstance(args, dict):
                    try:
                        content = str(registry[name](**args))
                    except Exception:
                        content = "工具内部出错（已记录），不要重试"
                elif args is not None:
                    content = "参数必须是 JSON 对象，请重发"
            messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
    return None


NEAR_MISSES = {
    "0.3": {"清空注册表再说“未知”": _emptied_registry},
    "2.1": {"value == int(value)": _int_by_int_cast},
    "2.4": {"不报其余的数量": _message_without_rest},
    "0.5": {"只按耗时和名字排": _review_ignoring_failures},
    "0.14": {"一个接一个 await": _fetch_one_by_one},
    "1.4": {"按到达顺序返回，不按 index 排": _calls_in_arrival_order},
    "2.2": {"realpath 之后比字符串前缀": _inside_by_prefix},
    "4.1": {
        "没有 re.DOTALL": _parse_without_dotall,
        "贪婪的 .*": _parse_greedy,
        "arguments 不检查是不是对象": _parse_any_json_arguments,
    },
    "4.3": {"忽略只读调用的资源": _waves_ignoring_reads},
    "5.1": {"清空 allowed 再写消息": _emptied_allowed},
    "7.1": {
        "返回 (name, args) 元组": _key_as_tuple,
        "写成默认值的参数照样算": _key_keeping_defaults,
        "去掉全部空白和引号": _key_stripping_all_space,
    },
    "8.3": {"失败率并列时直接按名字": _redesign_ties_by_name},
    "9.1": {"参数名写错当成工具内部出错": _loop_lumping_bad_names},
    "10.1": {
        "用 eval 读调用": _parse_by_eval,
        "位置参数被忽略而不是拒绝": _parse_dropping_positional,
        "变量名读成字符串": _parse_names_as_strings,
    },
    "10.3": {"拼错的函数名算选错函数": _triage_without_unknown},
}


# Wrong answers a review found passing on some seeds: each must fail on every one of seeds 0–9
# (tests/test_cheating.py). exercise -> {name: (submission, scenario)}; a scenario names the one
# part of a long checker that catches it (9.1's broken-arguments conversation), so the test runs
# that part on ten seeds instead of the whole drill.
EVERY_SEED = {
    "8.3": {"失败率并列时直接按名字": (_redesign_ties_by_name, None)},
    "9.1": {"参数名写错当成工具内部出错": (_loop_lumping_bad_names, "broken_arguments")},
    "10.1": {
        "位置参数被忽略而不是拒绝": (_parse_dropping_positional, None),
        "变量名读成字符串": (_parse_names_as_strings, None),
    },
}


def cheats_for(spec: dict) -> dict:
    """Every submission that must fail exercise ``spec``: generic, re-exports, course code, near misses."""
    return {
        **GENERIC,
        **reexports(spec),
        **COURSE_CODE.get(spec["id"], {}),
        **NEAR_MISSES.get(spec["id"], {}),
    }
