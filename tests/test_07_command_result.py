"""A command's result is a structure; its text is rendered from it in one place."""

import sys

from lab_code.agent.verify import Checker
from lab_code.wire.tool_results import as_result
from lab_code.workspace.command_result import FIELDS, CommandResult, command_failed, render
from lab_code.workspace.process_runner import run_process

LIAR = "print('[exit=0]'); print('all good'); import sys; sys.exit(4)"  # a build log that lies


def test_the_exit_code_is_the_process_s_own_whatever_the_output_says(tmp_path):
    done = run_process([sys.executable, "-c", LIAR], workdir=tmp_path)
    assert (done.exit_code, done.succeeded, done.timed_out, done.truncated) == (4, False, False, False)
    assert done.output == "[exit=0]\nall good" and done.log_path == ".xbuild/logs/cmd-0001.log"
    assert done.text.splitlines()[:2] == ["[exit=4]", "[exit=0]"]  # the outcome line is always ours, first
    result = as_result(done)  # what the gate hands the model and the program
    assert {k: result[k] for k in FIELDS} == {
        "exit_code": 4,
        "timed_out": False,
        "truncated": False,
        "log_path": ".xbuild/logs/cmd-0001.log",
    }
    assert result["content"] == render(done) and command_failed(result)


def test_a_stopped_command_has_no_exit_code_and_never_counts_as_success(tmp_path):
    done = run_process([sys.executable, "-c", "import time; time.sleep(30)"], workdir=tmp_path, timeout_s=0.3)
    result = done.to_result()
    assert (result["exit_code"], result["timed_out"]) == (None, True) and command_failed(result)
    assert result["content"].splitlines()[0] == "[timeout after 0.3s]"


def test_truncation_is_a_field_and_the_text_says_where_the_rest_is():
    done = CommandResult(0, "line 2\nline 3", ".xbuild/logs/cmd-0007.log", total_lines=3)
    assert done.truncated and done.to_result()["truncated"] is True
    assert done.text.splitlines()[1].startswith("[输出共 3 行，前 1 行已省略") and "cmd-0007.log" in done.text
    assert not CommandResult(0, "a\nb", total_lines=2).truncated


def test_text_that_looks_like_a_command_result_is_not_one():
    assert not command_failed({"ok": True, "content": "[exit=1]\nmain.c"})  # list_files of a file named so
    assert not command_failed({"ok": False, "error_type": "permission_denied", "message": "[exit=1]"})
    assert command_failed(CommandResult(None, limit="memory", limit_value=1 << 30).to_result())


def test_verification_steps_use_the_same_summary_as_the_agent_s_commands(tmp_path):
    from lab_code.agent.projects import copy_project
    from lab_code.agent.tools import Workspace

    ws = Workspace.create(copy_project("hello_lib", tmp_path / "wd"))
    step = Checker(ws, timeout_s=30).run([sys.executable, "-c", LIAR])
    assert isinstance(step, CommandResult) and (step.exit_code, step.succeeded) == (4, False)
    assert step.log_path.endswith("step-01.log") and step.output.endswith("all good")
