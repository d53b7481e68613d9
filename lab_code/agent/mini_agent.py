"""The smallest agent that really cross-compiles: where lesson 07 starts.

About fifty lines: the course's opening messages (``lab_code.agent.prompts``), the real tools
of one ``lab_code.agent.tools.Workspace``, and a loop "ask the model → run every tool call →
append the results → ask again" until the model answers with text. It works on a friendly
project — and it is missing everything the full loop (``lab_code.agent.loop``) adds, on
purpose, so the lesson can add it piece by piece:

* arguments are ``json.loads``-ed and nothing else: broken JSON crashes the whole run, and
  the tool functions are called directly, not through the pipeline (no schema check, and no
  redaction of what goes back to the model: the full loop gets the workspace's redactor from
  the one run assembly, ``lab_code.agent.crossbuild``);
* every result is plain text: a ``ToolError`` as a string with a prefix, a command's result as
  its rendered text (``[exit=N]`` first) -- its fields are lost, so the model sees a failed
  command only by reading;
* no repeated-call guard, no stop reason besides "the model stopped talking";
* no automatic knowledge search after a failed build — that step is left to the model;
* "构建完成" from the model is believed: nothing checks the artifact;
* nothing is recorded.

    $ python -m lab_code.agent.mini_agent hello_lib
    1 list_files {"path": "."}
    2 read_file {"path": "CMakeLists.txt", "offset": 1}
    3 run_command {"command": "cmake -S . -B build"}
    4 run_command {"command": "cmake --build build"}
    模型最后说：已为 aarch64-linux-musl 完成配置和构建（构建目录见上面的命令）。

Lessons: 07
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

from lab_code.agent.models import RuleBasedModel
from lab_code.agent.projects import copy_project
from lab_code.agent.prompts import opening_messages
from lab_code.agent.tools import ToolError, Workspace
from lab_code.wire.messages import tool_message


def run_mini_agent(
    model, workdir: str | os.PathLike, target: str = "aarch64-linux-musl", max_turns: int = 20, show=print
) -> list[dict]:
    """Run until the model answers with text (or ``max_turns``); returns the messages."""
    workspace = Workspace.create(workdir, target)
    tools = {name: tool.func for name, tool in workspace.tools.items()}
    definitions = [tool.definition() for tool in workspace.tools.values()]
    messages = opening_messages(target)
    step = 0
    for _ in range(max_turns):
        reply = model.next_message(messages, definitions)
        messages.append(reply)
        if not reply.get("tool_calls"):
            show(f"模型最后说：{reply.get('content')}")
            return messages
        for call in reply["tool_calls"]:
            name = call["function"]["name"]
            args = json.loads(call["function"]["arguments"])  # broken JSON: the run dies here
            step += 1
            show(f"{step} {name} {json.dumps(args, ensure_ascii=False)}")
            try:
                content = str(tools[name](**args))  # an unknown tool name: KeyError, the run dies too
            except ToolError as exc:
                content = f"工具失败：{exc.message}"
            messages.append(tool_message(call["id"], content))
    show(f"{max_turns} 轮后模型仍没有说完成。")
    return messages


def main(argv: list[str]) -> int:
    name = argv[0] if argv else "hello_lib"
    workdir = copy_project(name, tempfile.mkdtemp(prefix="mini-agent-"))
    run_mini_agent(RuleBasedModel(), workdir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
