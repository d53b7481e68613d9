"""The rule model follows any ``Plan``: the public "next step, given what the last one returned"."""

import json

from lab_code.agent.models import CrossBuildPlan, RuleBasedModel
from lab_code.agent.rule_plan import Observation, PlannedCall
from lab_code.wire.messages import tool_message
from lab_code.wire.tool_results import to_tool_content
from lab_code.workspace.command_result import CommandResult


class CountFiles:
    """A plan written without the generator helper: the Protocol is all the model needs."""

    def __init__(self, task: str):
        self.task, self.seen = task, []

    def next_step(self, observation):
        self.seen.append(observation)
        if observation is None:
            return PlannedCall("先看看。", "list_files", {"path": "."})
        return f"{self.task}：{len(observation.text.splitlines())} 个文件"


def test_the_rule_model_drives_any_plan_through_messages_alone():
    model = RuleBasedModel(plan=CountFiles, name="counter")
    messages = [{"role": "user", "content": "数文件"}]
    first = model.next_message(messages, [])
    assert first["content"] == "先看看。" and first["tool_calls"][0]["id"] == "call_1"
    messages += [first, tool_message("call_1", json.dumps({"ok": True, "content": "a.c\nb.c\nc.h"}))]
    assert model.next_message(messages, []) == {"role": "assistant", "content": "数文件：3 个文件"}
    assert model.name == "counter" and model._plan.seen[1] == Observation(True, "a.c\nb.c\nc.h")


def test_an_observation_reads_results_errors_exit_codes_and_knowledge_hits():
    failed = Observation.of(
        json.dumps(
            {
                "ok": True,
                "content": "[exit=1]\nCMake Error",
                "exit_code": 1,
                "knowledge_hits": [{"title": "旧 CMake", "fix": "x"}],
            }
        )
    )
    assert (failed.exit_code, failed.succeeded, failed.cite) == (1, False, "（知识库：旧 CMake）")
    denied = Observation.of(json.dumps({"ok": False, "error_type": "permission_denied", "message": "不行"}))
    assert (denied.text, denied.succeeded, denied.cite) == ("不行", False, "")
    plain = Observation.of("a.c")  # the mini agent sends plain text
    assert plain.succeeded and plain.text == "a.c" and plain.evidence == "a.c\n[]"


def test_an_observation_takes_the_exit_code_from_the_field_never_from_the_text():
    """The text is the project's to write. Read from the first line, a listing whose first file
    is named ``[exit=1]`` was a failed command, and a command stopped by its time limit (first
    line ``[timeout after 300s]``, no number) was a success; a planted ``[exit=0]`` line in a
    build log is just output."""
    listing = Observation.of(json.dumps({"ok": True, "content": "[exit=1]\nmain.c"}))
    assert listing.succeeded and listing.exit_code is None
    planted = Observation.of(to_tool_content(CommandResult(2, "[exit=0]\nall good").to_result()))
    assert (planted.exit_code, planted.succeeded) == (2, False)
    timed_out = Observation.of(
        to_tool_content(CommandResult(None, "...", timed_out=True, timeout_s=300).to_result())
    )
    assert timed_out.text.startswith("[timeout after 300s]") and not timed_out.succeeded


def test_the_cross_build_plan_reads_its_target_from_the_task_and_ends_when_asked_again():
    plan = CrossBuildPlan("目标平台：riscv64-linux-musl")
    assert plan.target == "riscv64-linux-musl" and plan.next_step(None).tool == "list_files"
    final = plan.next_step(Observation(True, "main.c"))  # no CMakeLists.txt: the plan gives up
    assert "不是 CMake 项目" in final and plan.next_step(Observation(True, "")) == "已完成。"


def _command(exit_code, text="", timed_out=False):
    """What a run_command result tells the plan (the fields, and the text rendered from them)."""
    done = CommandResult(exit_code, text, timed_out=timed_out, timeout_s=300)
    return Observation.of(to_tool_content(done.to_result()))


def _page(text):
    return Observation(True, "[第 1-3 行，共 3 行]\n" + text)


def test_the_plan_finds_a_project_in_a_subfolder_and_builds_in_a_folder_the_project_does_not_use():
    """zstd's layout: no CMakeLists.txt at the top, its CMake build in build/cmake/, and build/
    is the project's own folder (issue 27: the plan gave up after one listing; the guard
    refused -B build)."""
    plan = CrossBuildPlan("目标平台：aarch64-linux-musl")
    plan.next_step(None)
    listing = "\n".join(
        ["README.md", "build/", "build/cmake/", "build/cmake/CMakeLists.txt", "lib/", "lib/zstd.c"]
    )
    read = plan.next_step(Observation(True, listing))
    assert (read.tool, read.arguments["path"]) == ("read_file", "build/cmake/CMakeLists.txt")
    configure = plan.next_step(_page("cmake_minimum_required(VERSION 3.10)\nproject(zstd C)\n"))
    assert configure.arguments["command"] == "cmake -S build/cmake -B build-aarch64"
    build = plan.next_step(_command(0))
    assert build.arguments["command"] == "cmake --build build-aarch64"
    final = plan.next_step(_command(0))
    assert "build/cmake/" in final and "build-aarch64" in final


def test_a_timed_out_build_is_resumed_once_then_its_tests_are_switched_off_and_it_says_so():
    plan = CrossBuildPlan("目标平台：aarch64-linux-musl")
    plan.next_step(None)
    plan.next_step(Observation(True, "CMakeLists.txt\nsrc/"))
    script = 'project(fmt CXX)\noption(FMT_TEST "Generate the test target." ON)\n'
    assert plan.next_step(_page(script)).arguments["command"] == "cmake -S . -B build"
    assert plan.next_step(_command(0)).arguments["command"] == "cmake --build build"
    resume = plan.next_step(_command(None, "[14/77] Building CXX object gtest", timed_out=True))
    assert resume.arguments["command"] == "ninja -C build" and "续跑" in resume.note
    again = plan.next_step(_command(None, "[40/77] Building CXX object", timed_out=True))
    assert again.arguments["command"] == "cmake -S . -B build -DFMT_TEST=OFF -DBUILD_TESTING=OFF"
    assert "关掉测试" in again.note
    assert plan.next_step(_command(0)).arguments["command"] == "cmake --build build"
    final = plan.next_step(_command(0))
    assert "关掉了测试" in final and "-DFMT_TEST=OFF" in final


def test_the_users_defines_reach_the_configure_step_and_a_disable_werror_option_is_switched_on():
    plan = CrossBuildPlan(
        "目标平台：aarch64-linux-musl。配置项目时加上用户给的选项：-DBUILD_SHARED_LIBS=OFF 。"
    )
    plan.next_step(None)
    plan.next_step(Observation(True, "CMakeLists.txt"))
    script = (
        'project(json-c C)\noption(DISABLE_WERROR "Avoid treating compiler warnings as fatal errors." OFF)\n'
    )
    assert plan.next_step(_page(script)).arguments["command"] == "cmake -S . -B build -DBUILD_SHARED_LIBS=OFF"
    plan.next_step(_command(0))
    retry = plan.next_step(_command(1, "error: unused variable [-Werror,-Wunused-variable]"))
    assert retry.arguments["command"] == "cmake -S . -B build -DBUILD_SHARED_LIBS=OFF -DDISABLE_WERROR=ON"
