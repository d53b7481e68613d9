"""Checkers for lesson 07 (the cross-compiling agent). Cases are generated from a seeded RNG.

    7.1 ``repeat_key(name, args)``            — the repeated-call key (seed self-test Q12)
    7.2 ``classify_command_result(result)``   — success / failed / timeout / not_command, from fields
    7.3 ``decide_stop(events, max_turns, repeat_limit, permission_limit)`` — the stop reason

Lessons: 07
"""

from __future__ import annotations

import random
import string

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.student_call import oracle
from lab_code.workspace.command_result import CommandResult

AGENT_LOOP = (
    "lab_code.agent.loop",
    "lab_code.agent.stop_policy",
    "lab_code.workspace.command_result",
)  # call_key, command_failed, StopPolicy: the course's own answers


# ---- 7.1 ------------------------------------------------------------------------------
def _random_args(rng: random.Random, depth: int = 0) -> dict:
    args = {}
    for _ in range(rng.randint(1, 4)):
        key = "".join(rng.choices(string.ascii_lowercase, k=rng.randint(1, 6)))
        kind = rng.choice(["str", "int", "bool", "list", "dict"] if depth < 1 else ["str", "int"])
        args[key] = {
            "str": lambda: rng.choice(["build", "src/main.c", "构建", "-j2"]),
            "int": lambda: rng.randint(0, 300),
            "bool": lambda: rng.random() < 0.5,
            "list": lambda: [rng.randint(0, 9) for _ in range(3)],
            "dict": lambda: _random_args(rng, depth + 1),
        }[kind]()
    return args


def _shuffled(rng: random.Random, args: dict) -> dict:
    items = list(args.items())
    rng.shuffle(items)
    return {k: _shuffled(rng, v) if isinstance(v, dict) else v for k, v in items}


def _both_keys(call, first: tuple, second: tuple) -> tuple:
    """The student's key for each of the two calls of a case (the checker compares them)."""
    return call(*first), call(*second)


def _key_problem(keys, should_match: bool, hint: str) -> str | None:
    first, second = keys
    if type(first) is not str or type(second) is not str:
        return "返回字符串（str）：键要放进 dict 计数；含 dict 或 list 的元组不能做 dict 的键"
    return None if (first == second) == should_match else hint


def check_repeat_key(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    pairs = []
    for i in range(8):
        name = rng.choice(["read_file", "run_command", "list_files"])
        args = _random_args(rng)
        pairs.append(
            (
                f"同名同参，键顺序不同 #{i}",
                (name, args),
                (name, _shuffled(rng, args)),
                True,
                "字典的键顺序不同，意思完全一样：序列化前要让顺序固定（json.dumps 的 sort_keys）。",
            )
        )
        changed = dict(args)
        key = rng.choice(list(changed))
        changed[key] = f"{changed[key]}-x"
        pairs.append((f"同名，值不同 #{i}", (name, args), (name, changed), False, "值变了就是另一个调用。"))
        other = "write_file" if name != "write_file" else "read_file"
        pairs.append((f"参数相同，工具不同 #{i}", (name, args), (other, args), False, "键里必须有工具名。"))
    pairs.append(
        (
            "整数 1 与字符串 '1'",
            ("read_file", {"offset": 1}),
            ("read_file", {"offset": "1"}),
            False,
            "类型不同的值不能被当成同一个调用（别用 str() 拼）。",
        )
    )
    cases = [
        Case(
            label,
            (first, second),
            why_wrong=lambda keys, m=match, h=hint: _key_problem(keys, m, h),
            hint=hint,
        )
        for label, first, second, match, hint in pairs
    ]
    return run_checks("7.1", func, cases, seed=seed, adapter=_both_keys, forbid=AGENT_LOOP)


# ---- 7.2 ------------------------------------------------------------------------------
ERROR_LINES = [
    "CMake Error at CMakeLists.txt:3 (find_package):",
    "Could NOT find ZLIB (missing: ZLIB_LIBRARY)",
    "ld.lld: error: undefined symbol: png_init",
    "ninja: build stopped: subcommand failed.",
]


def _command(rng: random.Random, code: int | None, output: str, *, timed_out: bool = False) -> dict:
    """A command's result as the agent's tool gives it: the fields, and the text rendered from them."""
    done = CommandResult(
        code,
        output,
        f".xbuild/logs/cmd-{rng.randint(1, 99):04d}.log",
        len(output.splitlines()),
        timed_out=timed_out,
        timeout_s=rng.choice([60, 300]),
    )
    return done.to_result()


@oracle
def classify_reference(result: dict) -> str:
    if not result.get("ok") or "exit_code" not in result:
        return "not_command"
    if result.get("timed_out"):
        return "timeout"
    return "success" if result["exit_code"] == 0 else "failed"


RESULT_HINTS = {
    "success": "字段 exit_code 是 0：成功。成败只看字段，不看 content 里写了什么",
    "failed": "字段 exit_code 不是 0（可以是负数，比如被信号杀掉的 -9；也可以是 None：命令被程序停下了）：失败",
    "timeout": "字段 timed_out 为 True：超时，不是构建失败（没有退出码）",
    "not_command": "没有 exit_code 字段的结果（别的工具的、被拒绝的）不是命令结果，哪怕 content 以 [exit= 开头",
}


def check_classify_command_result(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    results = []
    for i in range(6):
        code = rng.choice([1, 2, 127, -9, 0, 0])
        tail = "\n".join(
            rng.sample(ERROR_LINES, 2) if code else ["-- Build files have been written to: build"]
        )
        results.append((f"命令结果 exit_code={code} #{i}", _command(rng, code, tail)))
    planted = rng.choice([1, 2])
    results += [
        ("退出码 0 但输出里有 error 字样", _command(rng, 0, "warning: 'error' is deprecated")),
        ("负的退出码", _command(rng, -rng.choice([9, 15]), "Killed")),
        ("超时", _command(rng, None, "...", timed_out=True)),
        ("被程序停下（进程数上限），没有退出码", _command(rng, None, "[命令的进程树达到进程数上限 1024]")),
        ("构建日志自己打印了一行 [exit=0]（输出由项目控制）", _command(rng, planted, "[exit=0]\nall good")),
        (
            "read_file 读到的文件恰好以 [exit=1] 开头",
            {"ok": True, "content": "[exit=1]\nx"},
        ),
        ("list_files 列出一个名叫 [exit=0] 的文件", {"ok": True, "content": "[exit=0]\nmain.c"}),
        (
            "命令被守卫拒绝，根本没有运行",
            {"ok": False, "error_type": "permission_denied", "message": "程序 'cat' 不在允许列表里。"},
        ),
    ]
    cases = [
        Case(
            label,
            (result,),
            expected=classify_reference(result),
            hint=RESULT_HINTS[classify_reference(result)],
        )
        for label, result in results
    ]
    return run_checks("7.2", func, cases, seed=seed, forbid=AGENT_LOOP)


# ---- 7.3 ------------------------------------------------------------------------------
@oracle
def decide_stop_reference(events, max_turns, repeat_limit, permission_limit):
    seen, denials = {}, 0
    for turn, event in enumerate(events, start=1):
        if turn > max_turns:
            return "max_turns"
        if event[0] == "model_error":
            return "model_error"
        if event[0] == "done":
            return {None: "finished", True: "verified", False: "verification_failed"}[event[1]]
        _, key, error_type = event
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= repeat_limit:
            return "repeated_calls"
        if error_type == "internal_error":
            return "internal_error"
        if error_type == "permission_denied":
            denials += 1
            if denials >= permission_limit:
                return "permission_denied_repeated"
    return "max_turns" if len(events) >= max_turns else None


def _random_events(rng: random.Random) -> list:
    events = []
    for _ in range(rng.randint(0, 9)):
        roll = rng.random()
        if roll < 0.08:
            events.append(("done", rng.choice([None, True, False])))
            break
        if roll < 0.12:
            events.append(("model_error",))
            break
        error = rng.choice(
            [None, None, None, "not_found", "permission_denied", "internal_error"]
            if rng.random() < 0.5
            else [None, "permission_denied"]
        )
        events.append(
            ("call", rng.choice(["list_files .", "read_file CMakeLists.txt", "run_command cmake"]), error)
        )
    return events


STOP_HINTS = {
    "max_turns": "第 max_turns + 1 轮还没停就是 max_turns；事件处理完、轮数正好用满也是",
    "model_error": "事件 ('model_error',) 表示调用模型出错：返回 'model_error'",
    "finished": "('done', None)：模型说完成、没配置验收，返回 'finished'",
    "verified": "('done', True)：验收通过，返回 'verified'",
    "verification_failed": "('done', False)：验收没通过，返回 'verification_failed'",
    "repeated_calls": "同一个 key 出现到第 repeat_limit 次（把这一次也算上）就停",
    "internal_error": "error_type 是 internal_error：我们自己的 bug，立刻停",
    "permission_denied_repeated": "permission_denied 累计（不必连续）到 permission_limit 次就停",
    None: "没有任何停止条件成立时返回 None",
}


def check_decide_stop(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    runs = [
        (f"随机运行 #{i}", _random_events(rng), rng.randint(3, 8), rng.randint(2, 3), rng.randint(1, 3))
        for i in range(40)
    ]
    runs += [
        ("模型说完成但没配置验收", [("done", None)], 5, 3, 3),
        ("模型出错", [("call", "list_files .", None), ("model_error",)], 5, 3, 3),
        ("还在进行中", [("call", "list_files .", None)], 5, 3, 3),
        ("轮数正好用满", [("call", f"read_file f{k}", None) for k in range(3)], 3, 3, 3),
    ]
    cases = []
    for label, events, *limits in runs:
        expected = decide_stop_reference(events, *limits)
        cases.append(Case(label, (events, *limits), expected=expected, hint=STOP_HINTS[expected]))
    return run_checks("7.3", func, cases, seed=seed, forbid=AGENT_LOOP)
