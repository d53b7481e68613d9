"""Checkers of lesson 02 (argument validation). Cases are generated, so only a real solution passes.

2.1 ``is_int_arg(value)`` is judged against ``jsonschema`` itself; 2.2 and 2.3 run in a fresh
temporary directory with real symlinks, whose path is never printed (inputs show ``<tmp>``);
2.4 checks properties of the message rather than one exact string.

Lessons: 02
"""

from __future__ import annotations

import math
import os
import random
import re
import tempfile
from pathlib import Path

from jsonschema import Draft202012Validator

from lab_code.arguments.workdir_guard import PathOutsideWorkdir, resolve_inside
from lab_code.exercises.checking import Case, run_checks, seeded


class _Shown(str):
    """A real path string whose repr hides the machine's temp dir (failure reports print repr)."""

    def __new__(cls, text: str, shown: str):
        obj = super().__new__(cls, text)
        obj.shown = shown
        return obj

    def __repr__(self) -> str:
        return repr(self.shown)

    def __reduce__(self):  # pickled whole: graded cases travel to a sandboxed process
        return _Shown, (str(self), self.shown)


# --- 2.1 ------------------------------------------------------------------------------


def _int_values(rng: random.Random) -> list:
    n = rng.randint(2, 10**6)
    return [
        n,
        -n,
        0,
        10 ** rng.randint(20, 60),
        float(n),
        -float(n),
        0.0,
        float(10 ** rng.randint(20, 300)),
        n + 0.5,
        rng.random(),
        True,
        False,
        str(n),
        None,
        [n],
        {"n": n},
        f"{n}.0",
        math.inf,  # json.loads("Infinity") gives these: Python's json accepts them by default
        -math.inf,
        math.nan,
    ]


def check_is_int_arg(func, seed=None) -> bool:
    """2.1 is_int_arg(value) -> bool: does a parsed JSON value satisfy {"type": "integer"}?"""
    seed, rng = seeded(seed)
    reference = Draft202012Validator({"type": "integer"})
    hints = {
        bool: "Python 里 bool 是 int 的子类；JSON 的 true 不是整数",
        float: "JSON 只有一种数字：小数部分为 0 的数就是 integer，1.0 也算；用 float.is_integer()",
        str: "字符串不是数字，哪怕内容是数字；这里不做转换",
    }
    not_finite = (
        "json.loads('Infinity') 和 json.loads('NaN') 也会给出这种 float；它们不是整数。"
        "int(value) 遇到它们会抛 OverflowError / ValueError，float.is_integer() 不会"
    )
    cases = [
        Case(
            f"{type(v).__name__} {v!r:.30}",
            (v,),
            expected=reference.is_valid(v),
            hint=not_finite
            if isinstance(v, float) and not math.isfinite(v)
            else hints.get(type(v), "按 JSON Schema 的 integer 规则判断"),
        )
        for v in _int_values(rng)
    ]
    return run_checks(
        "2.1",
        func,
        cases,
        seed=seed,
        forbid=("jsonschema", "lab_code.arguments.schema_subset", "lab_code.arguments.validator"),
    )


# --- 2.2 and 2.3 share a little world on disk ---------------------------------------------


def _build_world(base: Path) -> Path:
    """<tmp>/demo is the workdir; <tmp>/demo-backup sits next to it (same string prefix!)."""
    work, backup = base / "demo", base / "demo-backup"
    (work / "sub").mkdir(parents=True)
    (work / ".git").mkdir()
    backup.mkdir()
    (work / "a.txt").write_text("a\n")
    (work / "sub" / "b.txt").write_text("b\n")
    (work / ".git" / "config").write_text("[core]\n")
    (backup / "secret.txt").write_text("secret\n")
    (work / "link_out").symlink_to(backup, target_is_directory=True)  # leads out
    (work / "link_in").symlink_to(work / "sub", target_is_directory=True)  # stays inside
    (work / "secret_link.txt").symlink_to(backup / "secret.txt")  # a file that leads out
    (work / "gitlink").symlink_to(work / ".git", target_is_directory=True)
    return work


def _absolute(base: Path, relative: str) -> _Shown:
    return _Shown(str(base / relative), f"<tmp>/{relative}")


def _inside_truth(work: Path, path: str) -> bool:
    try:  # the course's one home of this check is the oracle
        resolve_inside(work, path)
        return True
    except PathOutsideWorkdir:
        return False


INSIDE_HINTS = {
    "link": "符号链接指向哪里，要先求出真实路径才知道（第 7 节的 resolve() 在 os.path 里也有对应的函数）",
    "prefix": "字符串前缀不等于目录包含：<tmp>/demo-backup 也以 <tmp>/demo 开头；要按路径的段比较，不是按字符",
    "dots": "先把 .. 解析掉再判断，不要数字符串里的 ..",
    "new": "还不存在的文件（例如要新建的）也要能判断：求真实路径的函数不要求文件存在",
    "plain": "workdir 和 path 都先变成真实的绝对路径（相对路径接在 workdir 后面），再按段比较",
}


def _inside_problem(result, work: Path, path: str) -> str | None:
    """The prefix trick, named when it is what let an outside path in."""
    real, root = os.path.realpath(os.path.join(work, path)), os.path.realpath(work)
    if result is True and not _inside_truth(work, path) and real.startswith(root):
        return INSIDE_HINTS["prefix"]
    return None


def check_inside_workdir(func, seed=None) -> bool:
    """2.2 inside_workdir(workdir, path) -> bool with os.path only, against real symlinks and prefix tricks."""
    seed, rng = seeded(seed)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        work = _build_world(base)
        workdir = _Shown(str(work), "<tmp>/demo")
        fixed = [
            ("a.txt", "plain"),
            ("sub/b.txt", "plain"),
            (".", "plain"),
            ("sub/../a.txt", "dots"),
            ("../demo-backup/secret.txt", "dots"),
            ("link_out/secret.txt", "link"),
            ("secret_link.txt", "link"),
            ("link_in/b.txt", "link"),
            ("link_out/../a.txt", "link"),
            ("new/dir/file.c", "new"),
            ("sub/../../demo/a.txt", "dots"),
        ]
        cases = [
            Case(
                f"相对路径 {p}",
                (workdir, p),
                expected=_inside_truth(work, p),
                why_wrong=lambda r, p=p: _inside_problem(r, work, p),
                hint=INSIDE_HINTS[kind],
            )
            for p, kind in fixed
        ]
        for relative, expected in (
            ("demo-backup/secret.txt", False),
            ("demo/sub/b.txt", True),
            ("demo-backup", False),
            ("demo", True),
        ):
            cases.append(
                Case(
                    f"绝对路径 <tmp>/{relative}",
                    (workdir, _absolute(base, relative)),
                    expected=expected,
                    hint=INSIDE_HINTS["prefix"],
                )
            )
        parts = ["sub", "..", ".", "link_out", "link_in", "a.txt", "demo", "demo-backup", "nope"]
        for _ in range(25):
            p = "/".join(rng.choice(parts) for _ in range(rng.randint(1, 4)))
            cases.append(
                Case(
                    f"随机路径 {p}",
                    (workdir, p),
                    expected=_inside_truth(work, p),
                    why_wrong=lambda r, p=p: _inside_problem(r, work, p),
                    hint=INSIDE_HINTS["link" if "link" in p else "dots" if ".." in p else "plain"],
                )
            )
        return run_checks("2.2", func, cases, seed=seed, forbid=("lab_code.arguments.workdir_guard",))


WRITE_POLICY_HOMES = (  # the course's own write policy: 2.3 asks to write it yourself
    "lab_code.arguments.workdir_guard",
    "lab_code.arguments.validator",
    "lab_code.workspace.workdir_files",
)


def _allowed_hint(path: str) -> str:
    if "git" in path:
        return ".gitignore、.github 不是 .git 目录：比较的是路径的每一段（Path.parts），不是子串"
    if "link_in" in path:
        return "link_in 指向工作目录里的 sub：解析后仍在里面，可以写"
    if ".." in path:
        return "sub/.. 解析后仍在工作目录里，可以写"
    return "在工作目录里、还不存在的新文件：可以写（resolve() 不要求文件存在）"


def _refused(reason, must_mention: str = "") -> bool:
    return isinstance(reason, str) and reason.strip() != "" and must_mention in reason


def check_check_write(func, seed=None) -> bool:
    """2.3 check_write(workdir, args) -> str | None: the write_file policy of the lesson."""
    seed, rng = seeded(seed)
    with tempfile.TemporaryDirectory() as tmp:
        work = _build_world(Path(tmp))
        workdir = _Shown(str(work), "<tmp>/demo")
        n = rng.randrange(1000)
        allowed = [
            f"build/out_{n}.txt",
            f"sub/new_{n}.c",
            "a.gitignore",
            f".github/workflows/ci_{n}.yml",
            f"link_in/new_{n}.h",
            "sub/../notes.md",
        ]
        outside = [
            "../demo-backup/x.txt",
            f"link_out/new_{n}.txt",
            "secret_link.txt",
            "/etc/hosts_copy",
            f"sub/../../demo-backup/y_{n}.txt",
        ]
        git = [".git/config", f".git/hooks/pre-commit_{n}", "sub/../.git/HEAD", f"gitlink/new_{n}"]
        existing = ["a.txt", "sub/b.txt", "link_in/b.txt"]
        cases = [
            Case(
                f"新文件 {p}",
                (workdir, {"path": p, "content": "x"}),
                accept=lambda r: r is None,
                hint="允许时返回 None（不是空字符串）。" + _allowed_hint(p),
            )
            for p in allowed
        ]
        cases += [
            Case(
                f"出工作目录 {p}",
                (workdir, {"path": p, "content": "x"}),
                accept=_refused,
                hint="拒绝时返回一段说明原因的字符串。"
                + ("符号链接指向工作目录外：先 resolve 再判断" if "link" in p else INSIDE_HINTS["dots"]),
            )
            for p in outside
        ]
        cases += [
            Case(
                f"写进 .git {p}",
                (workdir, {"path": p, "content": "x"}),
                accept=_refused,
                hint="解析后的路径里任何一段是 .git 都要拒绝",
            )
            for p in git
        ]
        for p in existing:
            flag = rng.choice([None, False])
            args = {"path": p, "content": "x"} | ({} if flag is None else {"overwrite": flag})
            cases.append(
                Case(
                    f"覆盖已有文件 {p}（overwrite={flag}）",
                    (workdir, args),
                    accept=lambda r: _refused(r, "overwrite"),
                    hint="已存在的文件只有 overwrite 为 true 才能覆盖；原因里要告诉模型传 overwrite: true",
                )
            )
            cases.append(
                Case(
                    f"明确覆盖 {p}（overwrite=True）",
                    (workdir, {"path": p, "content": "x", "overwrite": True}),
                    accept=lambda r: r is None,
                    hint="overwrite 为 true 时允许覆盖",
                )
            )
        rng.shuffle(cases)
        return run_checks("2.3", func, cases, seed=seed, forbid=WRITE_POLICY_HOMES)


# --- 2.4 ------------------------------------------------------------------------------

SHOWN_LIMIT = 5
NEXT_STEP = "请改正以上问题后重新调用。"


def _problem(rng: random.Random, k: int) -> str:
    name = f"p{k}_{rng.randrange(100)}"
    return rng.choice(
        [
            f"参数 {name} 不能小于 1，收到的是 {-k}",
            f"缺少必填参数 {name}",
            f"参数 {name} 应该是 integer，收到的是 'x{k}'（string）",
            f"不认识的参数 {name}，可用参数: ['path']",
        ]
    )


def _message_problem(message, problems: list[str]) -> str | None:
    """The first rule of 2.4 that ``message`` breaks, or None."""
    if not problems:
        return None if message == "" else '没有问题时返回空字符串 ""'
    if not isinstance(message, str):
        return "返回一个字符串"
    total = len(problems)
    if not re.search(rf"(?<!\d){total}\s*个问题", message):
        return f"开头说一共有几个问题：消息里要有“{total} 个问题”（数字后面有没有空格都可以）"
    shown, hidden = problems[:SHOWN_LIMIT], problems[SHOWN_LIMIT:]
    positions = [message.find(p) for p in shown]
    if -1 in positions:
        return f"前 {SHOWN_LIMIT} 个问题要原样出现在消息里：缺了 {shown[positions.index(-1)]!r}"
    if positions != sorted(positions):
        return f"前 {SHOWN_LIMIT} 个问题按原来的顺序列出"
    leaked = [p for p in hidden if p in message]
    if leaked:
        return f"第 {SHOWN_LIMIT + 1} 个起只报数量、不列内容：消息里出现了 {leaked[0]!r}"
    after_shown = message[positions[-1] + len(shown[-1]) :]
    if hidden and not re.search(rf"(?<!\d){len(hidden)}(?!\d)", after_shown):
        return f"其余 {len(hidden)} 个问题要报出数量：列出的问题后面要写出 {len(hidden)} 这个数"
    if not message.rstrip().endswith(NEXT_STEP):
        return f"以「{NEXT_STEP}」结尾：告诉模型下一步做什么"
    return None


def check_problems_to_message(func, seed=None) -> bool:
    """2.4 problems_to_message(problems) -> str: short, complete enough, says what to do next."""
    seed, rng = seeded(seed)
    cases = []
    for count in [0, 1, 2, 5, 6] + [rng.randint(3, 40) for _ in range(8)]:
        problems = [_problem(rng, k) for k in range(count)]
        cases.append(
            Case(
                f"{count} 个问题",
                (problems,),
                why_wrong=lambda m, ps=problems: _message_problem(m, ps),
                hint=f"开头说一共几个问题；原样按顺序列出前 {SHOWN_LIMIT} 个，其余只报数量；"
                f"以「{NEXT_STEP}」结尾；没有问题时返回空字符串",
            )
        )
    return run_checks("2.4", func, cases, seed=seed, forbid=("lab_code.arguments.validator",))
