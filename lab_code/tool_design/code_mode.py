"""Calling tools from code: what stays out of the model's context, and what that costs instead.

Direct tool calling: every call is a model turn, and every result enters the conversation
the model reads again on the next turn. When a task needs many calls with large
intermediate results, most of those tokens are data the model only filters.

Calling tools from code (Anthropic's *programmatic tool calling*; *code execution with MCP*
applies it to MCP servers): the model writes one script, the script calls the tools, and
only what the script prints comes back. The data stays in the script.

``direct(...)`` and ``from_code(...)`` build the conversation a model would read in each
style for the same task, running the real tools; ``Transcript.tokens()`` estimates it with
the course's token estimate (``lab_code.wire.tokens``). The plans and scripts are the
course's own stand-ins for what a model would write, not a model's output.

The price: the script is code a model wrote, and ``run_script`` runs it with ``exec`` in
this process — whatever Python can do, it can do, beside the tools and around their guards
(``escapes_the_tools`` shows one read the tools would refuse). In this module the scripts
are the course's own; a host that runs a *model's* script needs an operating-system sandbox
(lesson 07 §10), resource limits and monitoring.

Lessons: 05, 06
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable
from dataclasses import dataclass, field

from lab_code.wire.messages import assistant_calls, tool_call, tool_message
from lab_code.wire.tokens import estimate_tokens

Call = Callable[[str, dict], object]  # (tool name, arguments) -> the tool's result


@dataclass
class Transcript:
    """The messages a model reads for one task, and how many tool calls were made."""

    messages: list[dict] = field(default_factory=list)
    tool_calls: int = 0
    made: list[tuple[str, dict]] = field(default_factory=list)  # every call, in order

    @property
    def model_turns(self) -> int:
        return sum(1 for m in self.messages if m["role"] == "assistant") + 1  # +1: the final answer

    def tokens(self) -> int:
        """Estimated tokens of the whole conversation (what the final turn reads)."""
        return estimate_tokens(json.dumps(self.messages, ensure_ascii=False))

    def input_tokens_all_turns(self) -> int:
        """Every turn re-reads the conversation so far: the sum over turns is what is billed."""
        total, seen = 0, []
        for message in self.messages:
            if message["role"] == "assistant":
                total += estimate_tokens(json.dumps(seen, ensure_ascii=False))
            seen.append(message)
        return total + estimate_tokens(json.dumps(seen, ensure_ascii=False))


def _content(result: object) -> str:
    return result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)


def direct(question: str, plan: list[tuple[str, dict]], call: Call) -> Transcript:
    """One model turn per call; every result goes into the conversation."""
    transcript = Transcript([{"role": "user", "content": question}])
    for number, (name, arguments) in enumerate(plan, start=1):
        call_id = f"call_{number}"
        transcript.messages.append(assistant_calls(tool_call(name, arguments, call_id)))
        transcript.messages.append(tool_message(call_id, _content(call(name, arguments))))
        transcript.made.append((name, arguments))
    transcript.tool_calls = len(transcript.made)
    return transcript


class ToolsProxy:
    """``tools.read_file(path="a.c")`` inside a script becomes ``call("read_file", {...})``."""

    def __init__(self, call: Call):
        self._call, self.made = call, []

    def __getattr__(self, name: str) -> Callable[..., object]:
        def invoke(**arguments):
            self.made.append((name, arguments))
            return self._call(name, arguments)

        return invoke


def run_script(source: str, call: Call) -> tuple[str, list[tuple[str, dict]]]:
    """Run ``source`` with ``tools`` bound to ``call``; return what it printed and the calls it made.

    ``exec`` gives the script everything this process has. Only ever pass the course's own
    scripts here; a model's script belongs in an operating-system sandbox.
    """
    tools = ToolsProxy(call)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(source, "<script>", "exec"), {"tools": tools, "json": json})  # noqa: S102
    return printed.getvalue(), tools.made


def from_code(question: str, script: str, call: Call) -> Transcript:
    """One model turn writes ``script``; one result holds what it printed.

    ``made`` lists the calls the script made, so ``direct(question, program.made, call)`` is the
    same work done one model turn per call.
    """
    printed, made = run_script(script, call)
    transcript = Transcript([{"role": "user", "content": question}], len(made), made)
    transcript.messages.append(assistant_calls(tool_call("run_script", {"code": script}, "call_1")))
    transcript.messages.append(tool_message("call_1", printed))
    return transcript


# Lesson 06's stand-in for a script a model would write against the workspace tools over MCP:
# every file is read inside the script; only the places that mention the word come back.
WORKSPACE_GREP_SCRIPT = """\
hits = []
for path in tools.list_files(path=".")["content"].splitlines():
    if path.endswith("/") or " " in path:
        continue  # directories, and the listing's notes such as ".xbuild/ （不展开）"
    page = tools.read_file(path=path)
    if page["ok"]:
        lines = page["content"].splitlines()[1:]  # the first line says which lines these are
        hits += [f"{path}:{n}" for n, line in enumerate(lines, start=1) if "text_stats" in line]
print(f"{len(hits)} 处：" + "，".join(hits))
"""


def escapes_the_tools(call: Call, outside: str) -> tuple[object, str]:
    """``read_file`` on a path outside the workdir, and a script that just opens that path.

    The tool refuses (its guard checks the path); the script reads the file anyway: the guards
    belong to the tools, and a script does not have to go through the tools.
    """
    refused = call("read_file", {"path": outside})
    printed, _ = run_script(f"print(open({outside!r}, encoding='utf-8').read())", call)
    return refused, printed.strip()
