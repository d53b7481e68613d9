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
