"""Lesson 08's early tool design wraps the current plan through the public ``Plan`` interface only.

Driven here with hand-written tool results (no build), step by step: the early ``read_file``
shows only the tail, so the plan writes CMake scripts to read the rest (detours); every
configure gets the toolchain flag; a flag CMake cannot find is retried with ``../``.
"""

import json

from lab_code.agent.model_registry import make_model
from lab_code.agent.rule_plan import Observation
from lab_code.evals.tool_designs import DETOUR_SCRIPT, EARLY, EarlyDesignPlan, toolchain_flag

TARGET = "aarch64-linux-musl"
SCRIPT = "cmake_minimum_required(VERSION 3.10)\nproject(demo C)\nadd_library(demo demo.c)\n"


def content(text: str, ok: bool = True, **extra) -> str:
    """A tool message's content, as the agent loop writes it."""
    return json.dumps({"ok": ok, "content": text, **extra}, ensure_ascii=False)


def result(text: str, ok: bool = True, **extra) -> Observation:
    return Observation.of(content(text, ok, **extra))


def test_a_tail_only_read_becomes_detours_and_the_plan_gets_the_whole_file():
    plan = EarlyDesignPlan(f"目标平台：{TARGET}")
    assert plan.next_step(None).tool == "list_files"
    read = plan.next_step(result("CMakeLists.txt\ndemo.c"))
    assert (read.tool, read.arguments) == ("read_file", {"path": "CMakeLists.txt"})  # no offset: early tool
    detour = plan.next_step(result("[文件末尾 1 行，共 3 行]\nadd_library(demo demo.c)"))
    assert (detour.tool, detour.arguments["path"]) == ("write_file", DETOUR_SCRIPT.format(1))
    run = plan.next_step(result("已写入"))
    assert run.arguments == {"command": f"cmake -P {DETOUR_SCRIPT.format(1)}"}
    configure = plan.next_step(result(f"[exit=0]\n<<<PART\n{SCRIPT}\nPART>>>", exit_code=0))
    flag = toolchain_flag(TARGET)
    assert configure.arguments == {"command": f"cmake -S . -B build {flag}"}
    assert plan.plan._script == SCRIPT  # what the wrapped plan now knows: the whole file


def test_a_toolchain_flag_cmake_cannot_find_is_retried_with_dotdot_once():
    model = make_model("rule", EARLY)
    assert model.name == "rule(early-design)"
    messages = [{"role": "user", "content": f"目标平台：{TARGET}"}]
    answers = [
        content("CMakeLists.txt"),
        content(f"[文件末尾 3 行，共 3 行]\n{SCRIPT.rstrip()}"),  # short: no detour
        content("[exit=1]\nCMake Error: Could not find toolchain file: .xbuild/x.cmake", exit_code=1),
        content("", ok=False, error_type="permission_denied", message="../.xbuild 在工作目录之外"),
    ]
    commands = []
    for n, answer in enumerate(answers, 1):
        reply = model.next_message(messages, [])
        call = reply["tool_calls"][0]
        commands.append(json.loads(call["function"]["arguments"]).get("command"))
        messages += [
            reply,
            {"role": "tool", "tool_call_id": call["id"], "content": answer},
        ]
        assert call["id"] == f"call_{n}"
    last = model.next_message(messages, [])
    flag = toolchain_flag(TARGET)
    assert commands[2:] == [
        f"cmake -S . -B build {flag}",
        f"cmake -S . -B build {flag.replace('=.xbuild', '=../.xbuild')}",
    ]
    assert "构建没有成功" in last["content"] and model.name == "rule(early-design)"
