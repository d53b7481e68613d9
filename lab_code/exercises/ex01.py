"""Checkers of lesson 01 (round trip). Cases are generated, so only a real solution passes.

Lessons: 01
"""

from __future__ import annotations

import copy
import json

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.conflicts import Access, conflict, waves
from lab_code.exercises.student_call import oracle
from lab_code.wire import completion_body
from lab_code.wire.conversation_rules import unanswered_tool_calls
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.wire.reply_rules import limit_reply


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
                "调用之前先看名字在不在注册表里（第 3 节：表里没有的名字执行不了）",
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


TOOL_NAMES = ["list_files", "read_file", "grep", "run_command"]


def _random_reply(rng) -> dict:
    text = rng.choice([None, None, "我先看看文件。", "Let me check."])
    calls = []
    for k in range(rng.choice([0, 1, 2, 2, 3])):
        args = {
            rng.choice(["path", "路径", "pattern"]): rng.choice(
                ["CMakeLists.txt", "src/主程序.c", "a" * rng.randint(1, 30)]
            )
        }
        if rng.random() < 0.3:
            args["offset"] = rng.randint(1, 500)
        calls.append(tool_call(rng.choice(TOOL_NAMES), args, f"call_{rng.randrange(10**6):06d}_{k}"))
    if not calls:
        return assistant_text(text or "没有需要调用的工具。")
    return assistant_calls(*calls, content=text)


def _rechunked(chunks: list[dict], rng) -> list[dict]:
    """The same stream with argument pieces merged at random places (pieces have no fixed size)."""
    out: list[dict] = []
    for chunk in chunks:
        delta = chunk["choices"][0]["delta"] if chunk["choices"] else {}
        piece = (delta.get("tool_calls") or [{}])[0]
        previous = out[-1]["choices"][0]["delta"] if out and out[-1]["choices"] else {}
        before = (previous.get("tool_calls") or [{}])[0]
        mergeable = "id" not in piece and "function" in piece and before.get("index") == piece.get("index")
        if mergeable and "function" in before and rng.random() < 0.5:
            before["function"]["arguments"] = (
                before["function"].get("arguments", "") + piece["function"]["arguments"]
            )
            continue
        out.append(copy.deepcopy(chunk))
    return out


def _interleaved(chunks: list[dict], rng, later_first: bool) -> list[dict]:
    """The same pieces, with different calls' pieces mixed in time (each call's own pieces keep
    their order). ``later_first``: the last call's first piece arrives before the first call's,
    so a list kept in arrival order is not sorted by ``index``. The role goes into a chunk of its
    own first, as a stream opens with it."""
    head, tail, by_index = [], [], {}
    for chunk in chunks:
        delta = chunk["choices"][0]["delta"] if chunk["choices"] else {}
        if delta.get("tool_calls"):
            if "role" in delta:
                opening = copy.deepcopy(chunk)
                opening["choices"][0]["delta"] = {"role": delta["role"]}
                head.append(opening)
                chunk = copy.deepcopy(chunk)
                del chunk["choices"][0]["delta"]["role"]
            by_index.setdefault(delta["tool_calls"][0]["index"], []).append(chunk)
        elif chunk["choices"] and chunk["choices"][0].get("finish_reason") is None:
            head.append(chunk)
        else:
            tail.append(chunk)
    queues = [by_index[i] for i in sorted(by_index)]
    if later_first and len(queues) > 1:
        queues.insert(0, queues.pop())
        mixed = [queues[0].pop(0)]
    else:
        mixed = []
    while any(queues):
        mixed.append(rng.choice([q for q in queues if q]).pop(0))
    return head + mixed + tail


def _stream_of(reply: dict, rng, later_first: bool = False) -> list[dict]:
    message, reason = limit_reply(reply, None)
    full = completion_body.completion(
        "chatcmpl-ex14", "fake-model", [(message, reason)], completion_body.usage(10, 5)
    )
    chunks = completion_body.chunks(full, include_usage=rng.random() < 0.5, obfuscation=rng.random() < 0.5)
    return _interleaved(_rechunked(chunks, rng), rng, later_first)


def _arrival_order(chunks: list[dict]) -> list:
    """The indexes in the order their first piece arrived: the order a list that is never sorted keeps."""
    seen: list = []
    for chunk in chunks:
        for choice in chunk.get("choices") or []:
            for piece in choice.get("delta", {}).get("tool_calls") or []:
                if piece["index"] not in seen:
                    seen.append(piece["index"])
    return seen


def _calls_problem(result, expected: list[dict], chunks: list[dict]) -> str | None:
    if not (isinstance(result, list) and len(result) == len(expected)):
        return None
    arrival = [expected[i] for i in _arrival_order(chunks)]
    if result != expected and result == arrival:
        return "调用都拼对了，顺序不对：按 index 排序，不是按每个调用第一块到达的先后"
    return None


def _reply_with_calls(rng, at_least: int) -> dict:
    while True:
        reply = _random_reply(rng)
        if len(reply.get("tool_calls") or []) >= at_least:
            return reply


def check_accumulate_tool_calls(func, seed=None) -> bool:
    """1.4 accumulate_tool_calls(chunks) -> [{"id", "name", "arguments"}]: rebuild streamed calls by index."""
    seed, rng = seeded(seed)
    streams = []
    for n in range(30):
        if (
            n < 4
        ):  # every seed: calls whose pieces arrive mixed, the last call's first piece before the first's
            reply = _reply_with_calls(rng, 2)
            streams.append((reply, _stream_of(reply, rng, later_first=True)))
        else:
            reply = _random_reply(rng)
            streams.append((reply, _stream_of(reply, rng)))
    cases = []
    for n, (reply, chunks) in enumerate(streams):
        expected = [
            {"id": c["id"], "name": c["function"]["name"], "arguments": c["function"]["arguments"]}
            for c in reply.get("tool_calls") or []
        ]
        cases.append(
            Case(
                f"随机流 #{n}（{len(chunks)} 块，{len(expected)} 个调用）",
                (copy.deepcopy(chunks),),
                expected=expected,
                why_wrong=lambda r, e=expected, c=chunks: _calls_problem(r, e, c),
                hint=(
                    "每一块都带着它属于第几个调用（index）：按它归组；id 和 name 只在每个调用的第一块出现，"
                    "arguments 的片段按到达顺序接起来；只有用量的那一块 choices 是空列表（第 8 节）"
                ),
            )
        )
    return run_checks("1.4", func, cases, seed=seed)
