"""Checkers of lesson 01 (round trip). Cases are generated, so only a real solution passes.

Lessons: 01
"""

from __future__ import annotations

import copy
import json

from lab_code.exercises.checking import Case, case_rng, run_checks
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


def _is_error(result, error_type, must_mention=None):
    return (
        isinstance(result, dict)
        and result.get("ok") is False
        and result.get("error_type") == error_type
        and isinstance(result.get("message"), str)
        and result["message"].strip() != ""
        and (must_mention is None or must_mention in result["message"])
    )


def check_safe_execute(func, seed=None) -> bool:
    """1.1 safe_execute(call, registry) -> dict: a problem becomes a tool result, never a crash."""
    rng = case_rng(seed)
    cases = []
    for _ in range(6):
        files = {f"src/f{rng.randrange(1000)}_{j}.c": f"int v{j} = {rng.randrange(99)};" for j in range(3)}
        registry = _file_registry(files)
        present = rng.choice(sorted(files))
        missing = f"docs/missing_{rng.randrange(1000)}.md"
        cases += [
            Case(
                f"存在的文件 {present}",
                (_call("read_file", json.dumps({"path": present})), registry),
                accept=lambda r, want=files[present]: (
                    isinstance(r, dict) and r.get("ok") is True and r.get("content") == want
                ),
                hint="成功时返回 {'ok': True, 'content': 结果}",
            ),
            Case(
                f"不存在的文件 {missing}",
                (_call("read_file", json.dumps({"path": missing})), registry),
                accept=lambda r, m=missing: _is_error(r, "not_found", m),
                hint="FileNotFoundError 是模型能利用的信息：error_type='not_found'，message 里写出路径",
            ),
            Case(
                "不存在的工具",
                (_call(rng.choice(["open_file", "cat", "readfile"]), "{}"), registry),
                accept=lambda r: _is_error(r, "unknown_tool"),
                hint="先查注册表；找不到名字就返回 unknown_tool，最好列出可用工具",
            ),
            Case(
                "坏 JSON",
                (_call("read_file", '{"path": "a.c",}'), registry),
                accept=lambda r: _is_error(r, "invalid_json"),
                hint="json.loads 会抛 json.JSONDecodeError",
            ),
            Case(
                "参数名写错",
                (_call("read_file", json.dumps({"file": present})), registry),
                accept=lambda r: _is_error(r, "invalid_arguments"),
                hint="参数名不对时 Python 抛 TypeError",
            ),
        ]
    return run_checks("1.1", func, cases)


KINDS = {"read_file": "read", "list_files": "read", "write_file": "write", "run_command": "write"}


def _resources(call: dict) -> set:
    name, args = call["name"], call["arguments"]
    if name in ("list_files", "run_command"):
        return {"*"}  # a listing sees every file; a command may touch any of them
    return {args["path"]}


def reference_may_run_concurrently(calls: list[dict]) -> bool:
    for i, a in enumerate(calls):
        for b in calls[i + 1 :]:
            if "write" not in (KINDS[a["name"]], KINDS[b["name"]]):
                continue
            ra, rb = _resources(a), _resources(b)
            if "*" in ra or "*" in rb or ra & rb:
                return False
    return True


def _random_call(rng):
    name = rng.choice(sorted(KINDS))
    if name == "list_files":
        return {"name": name, "arguments": {}}
    if name == "run_command":
        return {"name": name, "arguments": {"command": rng.choice(["cmake -S . -B build", "ls"])}}
    return {"name": name, "arguments": {"path": rng.choice(["a.c", "b.c", "CMakeLists.txt"])}}


def check_may_run_concurrently(func, seed=None) -> bool:
    """1.2 may_run_concurrently(calls) -> bool: may this batch run at the same time?"""
    rng = case_rng(seed)
    fixed = [
        [
            {"name": "write_file", "arguments": {"path": "a.c"}},
            {"name": "read_file", "arguments": {"path": "a.c"}},
        ],
        [
            {"name": "read_file", "arguments": {"path": "a.c"}},
            {"name": "read_file", "arguments": {"path": "b.c"}},
        ],
    ]
    batches = fixed + [[_random_call(rng) for _ in range(rng.randint(2, 4))] for _ in range(40)]
    cases = [
        Case(
            " + ".join(c["name"] for c in batch),
            (batch,),
            expected=reference_may_run_concurrently(batch),
            hint="两个只读调用可以并发；只要有一个写，并且它们碰到同一个文件（或命令/列目录这种碰到全部的），就得按顺序",
        )
        for batch in batches
    ]
    return run_checks("1.2", func, cases)


def _random_conversation(rng):
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
        if rng.random() < 0.2 and answered:  # a user message wedged into the middle of the block
            messages.append({"role": "user", "content": "快点"})
        messages += [{"role": "tool", "tool_call_id": i, "content": "ok"} for i in answered]
        if rng.random() < 0.5:
            messages.append({"role": "assistant", "content": "继续"})
    return messages


def check_find_missing_results(func, seed=None) -> bool:
    """1.3 find_missing_results(messages) -> list[str]: the ids a server would complain about."""
    rng = case_rng(seed)
    cases = []
    for n in range(40):
        messages = _random_conversation(rng)
        expected = [cid for _, ids in unanswered_tool_calls(messages) for cid in ids]
        cases.append(
            Case(
                f"随机对话 #{n}（{len(messages)} 条消息）",
                (messages,),
                expected=expected,
                hint="结果必须紧跟在提出调用的 assistant 消息后面；遇到第一条非 tool 消息就停；按调用顺序返回缺的 id",
            )
        )
    return run_checks("1.3", func, cases)


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


def _stream_of(reply: dict, rng) -> list[dict]:
    message, reason = limit_reply(reply, None)
    full = completion_body.completion(
        "chatcmpl-ex14", "fake-model", [(message, reason)], completion_body.usage(10, 5)
    )
    chunks = completion_body.chunks(full, include_usage=rng.random() < 0.5, obfuscation=rng.random() < 0.5)
    return _rechunked(chunks, rng)


def check_accumulate_tool_calls(func, seed=None) -> bool:
    """1.4 accumulate_tool_calls(chunks) -> [{"id", "name", "arguments"}]: rebuild streamed calls by index."""
    rng = case_rng(seed)
    cases = []
    for n in range(30):
        reply = _random_reply(rng)
        chunks = _stream_of(reply, rng)
        expected = [
            {"id": c["id"], "name": c["function"]["name"], "arguments": c["function"]["arguments"]}
            for c in reply.get("tool_calls") or []
        ]
        cases.append(
            Case(
                f"随机流 #{n}（{len(chunks)} 块，{len(expected)} 个调用）",
                (copy.deepcopy(chunks),),
                expected=expected,
                hint=(
                    "按 delta.tool_calls[].index 归组：id 和 name 只在每个调用的第一块出现，"
                    "arguments 要按到达顺序拼接；最后的用量块 choices 是空列表，要跳过"
                ),
            )
        )
    return run_checks("1.4", func, cases)
