"""Why a run stops, and the two rules that stop it before the model does.

Every run ends with exactly one of ``STOP_REASONS``. Two of them are decided by a rule the
loop's tool-call pipeline applies to every call:

* ``repeated_calls`` — the same call (name + canonical arguments, ``call_key``) for the
  ``repeat_limit``-th time, its earlier results all alike: the model is going in circles
  (``StopPolicy``, here);
* ``permission_denied_repeated`` — the ``permission_limit``-th refusal: a model that keeps
  reaching outside the workdir is not going to stop on its own (the author's v3 evaluation
  still saw 5 boundary attempts in 60 runs after the refusal messages were improved). The
  course's one denial rule is ``lab_code.running.error_policy.DenialCounter`` (lesson 05).

Reading a command result is part of the same contract: whether it failed is its
``exit_code`` *field* (``workspace.command_result``), never its text; a failed command's last
diagnosis lines are the query of the program's own knowledge search.

    >>> error_query("configure\\n-- ok\\nCMake Error: Could NOT find ZLIB")
    'CMake Error: Could NOT find ZLIB'

Lessons: 07
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

STOP_REASONS = {
    "verified": "模型说完成，程序独立验收通过",
    "verification_failed": "模型说完成，但程序验收没通过",
    "finished": "模型说完成（没有配置验收）",
    "max_turns": "模型轮数用完",
    "repeated_calls": "同一个调用（名字 + 参数）重复太多次",
    "permission_denied_repeated": "被权限拦截太多次",
    "internal_error": "我们自己的代码出错，停下排查",
    "model_error": "模型接口出错（网络、格式、额度）",
    "trace_error": "trace 数据库不能写入，没有记录的运行无法复查，停下",
    "interrupted": "运行被中断（Ctrl-C 或进程被杀死）",
}

# Lines that carry the diagnosis in CMake / compiler / linker output.
ERROR_HINT = re.compile(r"error|could not|not found|failed|undefined|incompatible|no such", re.I)


def call_key(name: str, args: Any) -> str:
    """Key for repeated-call detection: name + canonical JSON (the source article's self-test Q12).

    ``sort_keys=True`` makes ``{"a":1,"b":2}`` and ``{"b":2,"a":1}`` one key. What it misses:
    arguments that MEAN the same but are spelled differently — ``"./src"`` vs ``"src"``,
    ``cmake --build build -j2`` vs ``cmake --build build  -j2`` or reordered flags, a default
    passed explicitly (``offset=1``) vs omitted. It also cannot tell a useless repeat from a
    legitimate one (re-running configure after installing a dependency): hence a limit > 1.
    """
    return name + " " + json.dumps(args, sort_keys=True, ensure_ascii=False)


def error_query(content: str, max_lines: int = 6, max_chars: int = 400) -> str:
    """Search query from a failed command's output: the last lines that look like a diagnosis.
    ``content`` is the rendered text; its first line (the outcome) is no diagnosis."""
    lines = [ln.strip() for ln in content.splitlines()[1:] if ln.strip()]
    hinted = [ln for ln in lines if ERROR_HINT.search(ln)] or lines
    return " ".join(hinted[-max_lines:])[:max_chars]


LOG_NAME = re.compile(r"cmd-\d+\.log")  # a new log number for every command: not a new outcome


def outcome(result: dict) -> str:
    """What a call's result said, as a short digest: two results that say the same give the same."""
    text = json.dumps(
        {k: v for k, v in result.items() if k != "log_path"}, sort_keys=True, ensure_ascii=False
    )
    return hashlib.sha256(LOG_NAME.sub("cmd-N.log", text).encode()).hexdigest()[:16]


class StopPolicy:
    """Counts repeated calls across a run; says when to stop (and why).

    A call is a repeat that stops the run when it comes for the ``repeat_limit``-th time AND its
    earlier results all said the same: a model that asks the same question and gets the same
    answer is going in circles. Rebuilding after a change that altered what the build does
    (``cmake --build build`` again after switching an option off) gets a different answer, and
    is no circle -- the rule stopped such a run on real projects (issue 27) although each rebuild
    got further."""

    def __init__(self, repeat_limit: int = 3):
        self.repeat_limit = repeat_limit
        self.seen: dict[str, int] = {}
        self.outcomes: dict[str, list[str]] = {}

    def before_call(self, key: str) -> str | None:
        self.seen[key] = self.seen.get(key, 0) + 1
        earlier = self.outcomes.get(key, [])[-(self.repeat_limit - 1) :]
        same = len(set(earlier)) <= 1  # none yet (a call that was not answered), or all alike
        return "repeated_calls" if self.seen[key] >= self.repeat_limit and same else None

    def after_call(self, key: str, result: dict) -> None:
        """Remember what the call's result said (``outcome``), for the next ``before_call``."""
        self.outcomes.setdefault(key, []).append(outcome(result))
