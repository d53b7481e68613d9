"""Checkers for lesson 07 (the cross-compiling agent). Cases are generated from a seeded RNG.

    7.1 ``repeat_key(name, args, schema)``    — one key for calls that mean the same (paths, commands, defaults)
    7.2 ``classify_command_result(result)``   — success / failed / timeout / not_command, from fields
    7.3 ``decide_stop(events, max_turns, repeat_limit, permission_limit)`` — the stop reason

Lessons: 07
"""

from __future__ import annotations

import random

from lab_code.exercises.checking import Case, run_checks, seeded
from lab_code.exercises.student_call import oracle
from lab_code.workspace.command_result import CommandResult

AGENT_LOOP = (
    "lab_code.agent.loop",
    "lab_code.agent.stop_policy",
    "lab_code.workspace.command_result",
)  # call_key, command_failed, StopPolicy: the course's own answers


# ---- 7.1 ------------------------------------------------------------------------------
# The loop's own key (stop_policy.call_key: name + sorted JSON) is lesson 00's exercise 0.8. 7.1
# asks for what that key misses: calls that MEAN the same, spelled differently.
SCHEMAS = {
    "read_file": {
        "type": "object",
        "properties": {
            "path": {"type": "string"},
            "offset": {"type": "integer", "default": 1},
            "limit": {"type": "integer", "default": 100},
        },
        "required": ["path"],
    },
    "list_files": {"type": "object", "properties": {"path": {"type": "string", "default": "."}}},
    "write_file": {
        "type": "object",
        "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
        "required": ["path", "content"],
    },
    "run_command": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
}
DIRS = ["src", "lib/textstats", "deps/minicrc", "include", "build-aarch64", "cmake"]
FILES = ["CMakeLists.txt", "main.c", "config.h.in", "README.md"]
COMMANDS = [
    ["cmake", "-S", ".", "-B", "build"],
    ["cmake", "--build", "build", "-j2"],
    ["cmake", "--install", "build-minicrc", "--prefix", ".xbuild/sysroot"],
    ["ls", "deps"],
    ["cmake", "-S", "deps/minicrc", "-B", "build-minicrc", "-DCMAKE_BUILD_TYPE=Release"],
]


def _path(rng: random.Random) -> str:
    return f"{rng.choice(DIRS)}/{rng.choice(FILES)}" if rng.random() < 0.6 else rng.choice(DIRS)


def _respelled_path(rng: random.Random, path: str) -> str:
    """The same path, written another way (what posixpath.normpath reads as equal)."""
    head, _, tail = path.rpartition("/")
    return rng.choice(
        [
            f"./{path}",
            f"{path}/" if "." not in tail else f"./{path}",
            path.replace("/", "//") if "/" in path else f"./{path}",
            f"{head}/./{tail}" if head else f"./{tail}",
            f"{rng.choice(DIRS).split('/')[0]}/../{path}",
        ]
    )


def _respelled_command(rng: random.Random, words: list[str]) -> str:
    """The same words, with more space or harmless quotes (what shlex.split reads as equal)."""
    if rng.random() < 0.5:
        return rng.choice(["  ", " \t "]).join(words) + rng.choice(["", " "])
    quoted = list(words)
    at = rng.randrange(len(quoted))
    quoted[at] = f'"{quoted[at]}"' if rng.random() < 0.5 else f"'{quoted[at]}'"
    return " ".join(quoted)


def _shuffled(rng: random.Random, args: dict) -> dict:
    items = list(args.items())
    rng.shuffle(items)
    return dict(items)


def _both_keys(call, first: tuple, second: tuple) -> tuple:
    """The student's key for each of the two calls of a case (the checker compares them)."""
    return call(*first), call(*second)


def _key_problem(keys, should_match: bool, hint: str) -> str | None:
    first, second = keys
    if type(first) is not str or type(second) is not str:
        return "返回字符串（str）：键要放进 dict 里计数"
    return None if (first == second) == should_match else hint


HINTS_7_1 = {
    "order": "两个调用只是参数的顺序不同：看你的键在拼之前有没有让顺序固定",
    "path": "两个 path 写法不同、指的是同一个位置：看你的键有没有先按路径的写法规范化（题目第 3 条）",
    "default": "一个调用把参数写成了默认值，另一个没写：看你的键怎么对待等于 schema 里 default 的参数（先规范化，再比）",
    "command": "两条命令只差空白或引号，词是一样的：看你的键有没有按 shell 的分词比较（题目第 4 条）",
    "value": "参数的值不一样，就是另一个调用：看你的键是不是丢掉了这个参数或它的值",
    "tool": "参数一样、工具不同：键里要有工具名",
    "type": "1 和 '1' 类型不同，是不同的调用；默认值也要类型一样才算：看你的比较是不是先转成了字符串",
    "dotdot": "'../x' 在工作目录之外，和 'x' 不是同一个位置：规范化只去掉多余的写法，不能丢掉开头的 ..",
    "words": "两条命令分出来的词不一样（引号把两个词变成了一个，或者 -j2 和 -j 2）：按词比较，不是去掉所有空白",
    "content": "只有 path 和 command 按写法规范化；别的字符串参数（比如 content）多一个空格就是不同的内容",
    "unsplittable": "引号没闭合的命令分不了词：按原样比较，别让检查器看到异常",
}


def _pairs_7_1(rng: random.Random) -> list[tuple[str, tuple, tuple, bool, str]]:
    """(label, first call, second call, same key?, hint) — every kind of pair on every seed."""
    pairs = []
    for i in range(3):
        path = _path(rng)
        offset, limit = rng.randint(2, 400), rng.choice([20, 50, 200])
        read = {"path": path, "offset": offset, "limit": limit}
        schema = SCHEMAS["read_file"]
        given = rng.choice(["offset", "limit"])  # written out at its default value
        pairs += [
            (
                f"键的顺序不同 #{i}",
                ("read_file", read, schema),
                ("read_file", _shuffled(rng, read), schema),
                True,
                "order",
            ),
            (
                f"同一个路径的另一种写法 #{i}",
                ("read_file", read, schema),
                ("read_file", {**read, "path": _respelled_path(rng, path)}, schema),
                True,
                "path",
            ),
            (
                f"写出默认值和不写 #{i}",
                ("read_file", {"path": path}, schema),
                ("read_file", {"path": path, given: schema["properties"][given]["default"]}, schema),
                True,
                "default",
            ),
            (
                f"值不同 #{i}",
                ("read_file", read, schema),
                ("read_file", {**read, "offset": offset + 1}, schema),
                False,
                "value",
            ),
            (
                f"不是默认值的参数不能丢 #{i}",
                ("read_file", {"path": path}, schema),
                ("read_file", {"path": path, "offset": offset}, schema),
                False,
                "value",
            ),
            (
                f"默认值类型不同 #{i}",
                ("read_file", {"path": path}, schema),
                ("read_file", {"path": path, "offset": "1"}, schema),
                False,
                "type",
            ),
            (
                f"../ 开头是另一个位置 #{i}",
                ("read_file", {"path": path}, schema),
                ("read_file", {"path": f"../{path}"}, schema),
                False,
                "dotdot",
            ),
        ]
        listing = SCHEMAS["list_files"]
        pairs.append(
            (
                f"列出 . 和不写 #{i}",
                ("list_files", {}, listing),
                ("list_files", {"path": rng.choice(["./", ".", "src/.."])}, listing),
                True,
                "default",
            )
        )
        pairs.append(
            (
                f"参数相同、工具不同 #{i}",
                ("list_files", {"path": path}, listing),
                ("read_file", {"path": path}, schema),
                False,
                "tool",
            )
        )
        words = rng.choice(COMMANDS)
        run = SCHEMAS["run_command"]
        command = " ".join(words)
        pairs += [
            (
                f"命令只差空白或引号 #{i}",
                ("run_command", {"command": command}, run),
                ("run_command", {"command": _respelled_command(rng, words)}, run),
                True,
                "command",
            ),
            (
                f"命令的词不同 #{i}",
                ("run_command", {"command": command}, run),
                (
                    "run_command",
                    {"command": command.replace(" -", " -- ", 1) if " -" in command else command + " x"},
                    run,
                ),
                False,
                "words",
            ),
        ]
        text = rng.choice(["int main(void) { return 0; }", "project(demo C)", "# 说明"])
        write = SCHEMAS["write_file"]
        pairs.append(
            (
                f"content 多一个空格 #{i}",
                ("write_file", {"path": path, "content": text}, write),
                ("write_file", {"path": path, "content": text.replace(" ", "  ", 1)}, write),
                False,
                "content",
            )
        )
    pairs.append(
        (
            "引号没闭合的命令",
            ("run_command", {"command": 'cmake -S . -B "build'}, SCHEMAS["run_command"]),
            ("run_command", {"command": 'cmake -S . -B "build'}, SCHEMAS["run_command"]),
            True,
            "unsplittable",
        )
    )
    pairs.append(
        (
            "引号把两个词并成一个",
            ("run_command", {"command": "ls src include"}, SCHEMAS["run_command"]),
            ("run_command", {"command": 'ls "src include"'}, SCHEMAS["run_command"]),
            False,
            "words",
        )
    )
    return pairs


def check_repeat_key(func, seed: int | None = None) -> bool:
    seed, rng = seeded(seed)
    cases = [
        Case(
            label,
            (first, second),
            why_wrong=lambda keys, m=same, h=HINTS_7_1[hint]: _key_problem(keys, m, h),
            hint=HINTS_7_1[hint],
        )
        for label, first, second, same, hint in _pairs_7_1(rng)
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
