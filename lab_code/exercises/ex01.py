"""Checkers of lesson 01 (round trip). Cases are generated, so only a real solution passes.

Lessons: 01
"""

from __future__ import annotations

import json

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.conflicts import Access, conflict, waves
from lab_code.exercises.student_call import oracle
from lab_code.wire.conversation_rules import unanswered_tool_calls


def _call(name, raw, call_id="call_x"):
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}


def _file_registry(files: dict):
    def read_file(path):
        if path not in files:
            raise FileNotFoundError(path)
        return files[path]

    def list_files():
        return "\n".join(sorted(files))

    return {"read_file": read_file, "list_files": list_files}


ERROR_WHY = {
    "unknown_tool": "注册表里没有这个名字",
    "invalid_json": "arguments 不是合法 JSON",
    "not_found": "工具抛了 FileNotFoundError",
    "invalid_arguments": "参数名和函数签名对不上（TypeError）",
}


def _result_problem(result, error_type=None, content=None, mention=None) -> str | None:
    """The first rule of 1.1's result shape that ``result`` breaks, or None."""
    if not isinstance(result, dict):
        return "返回一个 dict：成功 {'ok': True, 'content': ...}，出错 {'ok': False, 'error_type': ..., 'message': ...}"
    if error_type is None:
        if result.get("ok") is not True:
            return "工具正常返回时，结果是 {'ok': True, 'content': 工具的返回值}"
        if result.get("content") != content:
            return "'content' 放工具函数的返回值本身，不要改写"
        return None
    if result.get("ok") is not False:
        return "出问题时 'ok' 是 False（也不要抛异常）"
    if result.get("error_type") != error_type:
        return f"{ERROR_WHY[error_type]}：error_type 应该是 {error_type!r}"
    message = result.get("message")
    if not isinstance(message, str) or not message.strip():
        return "'message' 是写给模型看的一句话：错在哪、下一步怎么办，不能为空"
    if mention is not None and mention not in message:
        return f"文件不存在时，message 里要写出路径 {mention}，模型才知道是哪个文件"
    return None


def check_safe_execute(func, seed=None) -> bool:
    """1.1 safe_execute(call, registry) -> dict: a problem becomes a tool result, never a crash."""
    seed, rng = seeded(seed)
    cases = []
    for _ in range(6):
        files = {f"src/f{rng.randrange(1000)}_{j}.c": f"int v{j} = {rng.randrange(99)};" for j in range(3)}
        registry = _file_registry(files)
        shown_registry = "registry={read_file, list_files}"
        present = rng.choice(sorted(files))
        missing = f"docs/missing_{rng.randrange(1000)}.md"
        unknown = rng.choice(["open_file", "cat", "readfile"])
        for label, call, why, hint in (
            (
                f"存在的文件 {present}",
                _call("read_file", json.dumps({"path": present})),
                lambda r, want=files[present]: _result_problem(r, content=want),
                "成功时返回 {'ok': True, 'content': 结果}",
            ),
            (
                f"不存在的文件 {missing}",
                _call("read_file", json.dumps({"path": missing})),
                lambda r, m=missing: _result_problem(r, "not_found", mention=m),
                "捕获 FileNotFoundError：它是模型能利用的信息，不是程序崩溃",
            ),
            (
                f"不存在的工具 {unknown}",
                _call(unknown, "{}"),
                lambda r: _result_problem(r, "unknown_tool"),
                "先查注册表：registry.get(name) 或 name in registry",
            ),
            (
                "坏 JSON",
                _call("read_file", '{"path": "a.c",}'),
                lambda r: _result_problem(r, "invalid_json"),
                "json.loads 会抛 json.JSONDecodeError：捕获它",
            ),
            (
                "参数名写错",
                _call("read_file", json.dumps({"file": present})),
                lambda r: _result_problem(r, "invalid_arguments"),
                "参数名不对时 Python 抛 TypeError：捕获它",
            ),
        ):
            cases.append(
                Case(
                    label,
                    (call, registry),
                    why_wrong=why,
                    hint=hint,
                    shown_input=f"{json.dumps(call, ensure_ascii=False)}, {shown_registry}",
                )
            )
    return run_checks(
        "1.1", func, cases, seed=seed, forbid=("lab_code.running.safe_call", "lab_code.options.tool_registry")
    )


# --- 1.2: the one rule set of lab_code.exercises.conflicts, with four file tools ----------------
KINDS = {"read_file": "read", "list_files": "read", "write_file": "write", "run_command": "write"}


def _shown_call(call: dict) -> str:
    args = ", ".join(repr(v) for v in call["arguments"].values())
    return f"{call['name']}({args})"


def _access(call: dict) -> Access:
    """``list_files`` sees every file and ``run_command`` may change any: both touch everything."""
    wide = call["name"] in ("list_files", "run_command")
    resources = None if wide else frozenset([call["arguments"]["path"]])
    return Access(_shown_call(call), KINDS[call["name"]] == "write", resources)


@oracle
def reference_may_run_concurrently(calls: list[dict]) -> bool:
    return len(waves([_access(c) for c in calls])) <= 1


def _batch_hint(batch: list[dict]) -> str:
    accesses = [_access(c) for c in batch]
    for i, a in enumerate(accesses):
        for j in range(i + 1, len(accesses)):
            why = conflict(a, accesses[j])
            if why:
                return f"第 {i + 1} 个 {a.label} 和第 {j + 1} 个 {accesses[j].label}：{why}，不能同时跑"
    if not any(a.writes for a in accesses):
        return "全是只读调用：只读和只读之间没有冲突，可以同时跑（list_files 也只是读）"
    return "这一批里写操作碰到的文件互不相同，也没有 list_files / run_command 和写操作同批：可以同时跑"


def _random_call(rng):
    name = rng.choice(sorted(KINDS))
    if name == "list_files":
        return {"name": name, "arguments": {}}
    if name == "run_command":
        return {"name": name, "arguments": {"command": rng.choice(["cmake -S . -B build", "ls"])}}
    return {"name": name, "arguments": {"path": rng.choice(["a.c", "b.c", "CMakeLists.txt"])}}


def _c(name: str, **arguments) -> dict:
    return {"name": name, "arguments": arguments}


def check_may_run_concurrently(func, seed=None) -> bool:
    """1.2 may_run_concurrently(calls) -> bool: may this batch run at the same time?"""
    seed, rng = seeded(seed)
    fixed = [  # one batch per rule of the statement, then random ones
        [_c("write_file", path="a.c"), _c("read_file", path="a.c")],
        [_c("read_file", path="a.c"), _c("read_file", path="a.c")],
        [_c("read_file", path="a.c"), _c("read_file", path="b.c"), _c("list_files")],
        [_c("write_file", path="a.c"), _c("write_file", path="b.c")],
        [_c("write_file", path="b.c"), _c("list_files")],
        [_c("read_file", path="b.c"), _c("run_command", command="ls")],
        [_c("write_file", path="a.c"), _c("read_file", path="b.c"), _c("write_file", path="a.c")],
    ]
    batches = fixed + [[_random_call(rng) for _ in range(rng.randint(2, 4))] for _ in range(40)]
    cases = [
        Case(
            " + ".join(c["name"] for c in batch),
            (batch,),
            expected=reference_may_run_concurrently(batch),
            hint=_batch_hint(batch),
            shown_input="[" + ", ".join(_shown_call(c) for c in batch) + "]",
        )
        for batch in batches
    ]
    return run_checks("1.2", func, cases, seed=seed, forbid=("lab_code.options.parallel_exec",))


# --- 1.3 -------------------------------------------------------------------------------------
def _random_conversation(rng, wedge_chance=0.2):
    messages = [{"role": "user", "content": "看看项目"}]
    for turn in range(rng.randint(1, 3)):
        ids = [f"call_{turn}_{k}_{rng.randrange(100)}" for k in range(rng.randint(1, 3))]
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": "list_files", "arguments": "{}"}}
                    for i in ids
                ],
            }
        )
        answered = [i for i in ids if rng.random() > 0.3]
        rng.shuffle(answered)
        if rng.random() < wedge_chance and answered:  # a user message wedged into the middle of the block
            messages.append({"role": "user", "content": "快点"})
        messages += [{"role": "tool", "tool_call_id": i, "content": "ok"} for i in answered]
        if rng.random() < 0.5:
            messages.append({"role": "assistant", "content": "继续"})
    return messages


def _conversation_lines(messages: list[dict]) -> str:
    """The whole conversation, one line per message: a cut repr would hide the mistake."""
    lines = []
    for i, m in enumerate(messages):
        if m.get("tool_calls"):
            lines.append(f"[{i}] assistant 提出调用 " + ", ".join(c["id"] for c in m["tool_calls"]))
        elif m["role"] == "tool":
            lines.append(f"[{i}] tool 回答 {m['tool_call_id']}")
        else:
            lines.append(f"[{i}] {m['role']}：{m['content']}")
    return "\n      ".join([f"（共 {len(messages)} 条消息）", *lines])


def _missing_anywhere(messages: list[dict]) -> list[str]:
    """The common mistake: counting an answer that comes after the block has ended."""
    answered = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
    return [c["id"] for m in messages for c in m.get("tool_calls") or [] if c["id"] not in answered]


def _pairing_problem(actual, expected: list[str], messages: list[dict]) -> str | None:
    if isinstance(actual, list) and sorted(map(str, actual)) == sorted(expected):
        return "id 都对，顺序不对：按调用在对话里出现的顺序返回"
    if actual == _missing_anywhere(messages) and actual != expected:
        return "一组结果遇到第一条不是 tool 的消息就结束了：之后才出现的 tool 消息不算回答"
    return None


def check_find_missing_results(func, seed=None) -> bool:
    """1.3 find_missing_results(messages) -> list[str]: the ids a server would complain about."""
    seed, rng = seeded(seed)
    conversations = [_random_conversation(rng, wedge_chance=1.0) for _ in range(4)]
    conversations += [_random_conversation(rng) for _ in range(36)]
    cases = []
    for n, messages in enumerate(conversations):
        expected = [cid for _, ids in unanswered_tool_calls(messages) for cid in ids]
        cases.append(
            Case(
                f"随机对话 #{n}（{len(messages)} 条消息）",
                (messages,),
                expected=expected,
                why_wrong=lambda r, e=expected, m=messages: _pairing_problem(r, e, m),
                hint="结果必须紧跟在提出调用的 assistant 消息后面；遇到第一条非 tool 消息就停；按调用顺序返回缺的 id",
                shown_input=_conversation_lines(messages),
            )
        )
    return run_checks("1.3", func, cases, seed=seed, forbid=("lab_code.wire.conversation_rules",))
