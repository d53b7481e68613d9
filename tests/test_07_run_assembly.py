"""The one run assembly (``agent.crossbuild``): designs, confirm, one catalogue, one registry.

Each front-end's run is put together in one place, so these hold for all of them: a tool
design brings its tools and prompt edits and nothing else; ``confirm`` reaches every pipeline;
the catalogue entry names the verifier, which runs once, inside the run, on the run's own
workspace (no second workspace afterwards); the command line and the batch make their models
from one registry; eval rows are written through ``runs_db``. Nothing here compiles.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace

import pytest

from lab_code import REPO_ROOT
from lab_code.agent import build_state, projects, runs_db, tool_specs, tools
from lab_code.agent.crossbuild import CURRENT, RunConfig, run_crossbuild
from lab_code.agent.model_registry import make_model
from lab_code.agent.tool_specs import AgentTool
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

TARGET = "aarch64-linux-musl"
WIPE = AgentTool(
    "wipe_build",
    "删掉构建目录（不可撤销）。",
    {"type": "object", "properties": {}, "additionalProperties": False},
    tier="irreversible",
)


def calls_wipe() -> ScriptedModel:
    return ScriptedModel([assistant_calls(tool_call("wipe_build", {}, "call_1")), assistant_text("好了。")])


@pytest.fixture()
def with_wipe(monkeypatch):
    """A sixth agent tool, added the way the declarations say: its declaration and its method."""
    wiped = []
    monkeypatch.setattr(tools, "AGENT_TOOLS", (*tool_specs.AGENT_TOOLS, WIPE))
    monkeypatch.setattr(
        tools.Workspace, "wipe_build", lambda self: wiped.append(self.workdir) or "已删除", raising=False
    )
    return wiped


@pytest.mark.parametrize("answer", [None, False, True])
def test_an_irreversible_tool_runs_only_when_the_runs_confirm_says_yes(tmp_path, with_wipe, answer):
    asked = []

    def confirm(name, args):
        asked.append(name)
        return answer

    workdir = projects.copy_project("hello_lib", tmp_path / "hello_lib")
    config = RunConfig(verify=False, sandbox="off", confirm=None if answer is None else confirm)
    result = run_crossbuild(workdir, calls_wipe(), TARGET, config)
    assert result.steps[0].tool == "wipe_build"
    assert result.steps[0].ok is bool(answer) and (with_wipe == [workdir]) is bool(answer)
    if not answer:
        assert result.steps[0].error_type == "permission_denied"
    assert asked == ([] if answer is None else ["wipe_build"])


def test_confirm_reaches_the_mcp_toolbox_pipeline_too(tmp_path, with_wipe):
    from lab_code.mcp.toolbox import AgentToolbox

    workdir = projects.copy_project("hello_lib", tmp_path / "hello_lib")
    refused = AgentToolbox.open(workdir, TARGET, sandbox="off").call("wipe_build", {})
    assert refused["error_type"] == "permission_denied" and with_wipe == []
    allowed = AgentToolbox.open(workdir, TARGET, sandbox="off", confirm=lambda name, args: True)
    assert allowed.call("wipe_build", {})["ok"] and with_wipe == [workdir]


def test_the_command_line_asks_only_on_a_terminal(monkeypatch):
    from lab_code.agent.__main__ import ask_on_terminal

    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert ask_on_terminal("wipe_build", {}) is False  # no one to ask: no


@dataclass(frozen=True)
class OnlyListing:
    """A design of the test's own: one tool, and a prompt without the toolchain sentence."""

    name: str = "only-listing"
    description: str = "只有 list_files"
    prompt_edits: tuple = (
        ("交叉编译 toolchain 已经由程序通过环境变量设置好，不要传 -DCMAKE_TOOLCHAIN_FILE。", ""),
    )
    stand_in: object = CURRENT.stand_in

    def tools(self, workspace):
        return {"list_files": workspace.tools["list_files"]}


def test_a_design_brings_its_tools_and_prompt_edits_and_the_run_keeps_its_redactor(tmp_path):
    seen = []

    class Looking(ScriptedModel):
        def next_message(self, messages, tools, rules=None):
            seen.append(([t["function"]["name"] for t in tools], messages[0]["content"]))
            return super().next_message(messages, tools)

    workdir = projects.copy_project("hello_lib", tmp_path / "hello_lib")
    (workdir / ".env").write_text("DEPLOY_PHRASE=a-value-only-the-redactor-knows\n")
    model = Looking([assistant_text("看过了：a-value-only-the-redactor-knows")])
    result = run_crossbuild(workdir, model, TARGET, verify=False, sandbox="off", design=OnlyListing())
    assert seen[0][0] == ["list_files"] and "CMAKE_TOOLCHAIN_FILE" not in seen[0][1]
    assert (
        "a-value-only-the-redactor-knows" not in result.final_text
    )  # the workspace's redactor, not patterns only


def test_a_prompt_edit_that_no_longer_matches_is_refused(tmp_path):
    workdir = projects.copy_project("hello_lib", tmp_path / "hello_lib")
    stale = replace(OnlyListing(), prompt_edits=(("一句早就删掉的话。", ""),))
    with pytest.raises(ValueError, match="一句早就删掉的话"):
        run_crossbuild(workdir, make_model("lazy"), TARGET, verify=False, sandbox="off", design=stale)


def test_a_job_is_verified_once_inside_its_run_on_its_only_workspace(tmp_path, monkeypatch):
    """A real library: the catalogue's DeclaredTests verifier, called by the loop, on the run's
    workspace; before, the batch made a second workspace after the run and judged it again."""
    from lab_code.agent import library_verify
    from lab_code.agent.trace import Trace
    from lab_code.evals.batch import grid, run_batch

    created, verified, finished = [], [], []
    real_create, real_verify, real_finish = (
        tools.Workspace.create.__func__,
        library_verify.verify_library,
        Trace.finish_run,
    )
    monkeypatch.setattr(
        tools.Workspace,
        "create",
        classmethod(lambda cls, *a, **k: created.append(a) or real_create(cls, *a, **k)),
    )
    monkeypatch.setattr(
        library_verify,
        "verify_library",
        lambda ws, tests=(), **k: verified.append(tests) or real_verify(ws, tests, **k),
    )
    monkeypatch.setattr(
        Trace, "finish_run", lambda self, *a, **k: finished.append(a[1]) or real_finish(self, *a, **k)
    )
    rows = run_batch(grid(["cjson"], [TARGET], ["lazy"], ["current"]), tmp_path / "runs.db", sandbox="off")
    assert len(created) == 1 and verified == [projects.CATALOGUE["cjson"].check.tests]
    assert finished == ["verification_failed"] and rows[0]["stop_reason"] == "verification_failed"
    run = sqlite3.connect(tmp_path / "runs.db").execute("SELECT model, stop_reason FROM run").fetchall()
    assert run == [("lazy", "verification_failed")]


def test_the_command_line_and_the_batch_make_models_from_one_registry(tmp_path):
    from lab_code.agent.__main__ import main
    from lab_code.evals import batch

    workdir = projects.copy_project("hello_lib", tmp_path / "hello_lib")
    db = tmp_path / "runs.db"
    assert main([str(workdir), "--model", "lazy", "--sandbox", "off", "--db", str(db)]) == 1
    batch.run_batch(batch.grid(["hello_lib"], [TARGET], ["lazy"], ["current"]), db, sandbox="off")
    models = [r[0] for r in sqlite3.connect(db).execute("SELECT model FROM run ORDER BY id")]
    assert models == ["lazy", "lazy"]
    with pytest.raises(ValueError, match="rule"):
        batch.grid(["hello_lib"], [TARGET], ["gpt-9"], ["current"])  # said before any run starts


def test_every_catalogue_entry_names_its_check_and_a_directory_is_judged_by_what_it_holds(tmp_path):
    for entry in projects.CATALOGUE.values():
        has_expected = (entry.source / projects.EXPECTED_OUTPUT).is_file()
        root = build_state.project_root(entry.source)  # zstd's CMake build is in build/cmake/
        assert root is not None and has_expected == entry.is_demo, entry.name
    assert isinstance(projects.project_for(tmp_path).check, projects.DeclaredTests)
    (tmp_path / projects.EXPECTED_OUTPUT).write_text("hi\n")
    assert isinstance(projects.project_for(tmp_path).check, projects.ExpectedOutput)
    with pytest.raises(ValueError, match="hello_lib") as unknown:
        projects.copy_project("libfoo", tmp_path / "x")
    assert "zlib-ng" in str(unknown.value)


def test_evals_write_no_sql_and_an_eval_row_must_have_every_column():
    written = re.compile(r"\b(INSERT|UPDATE|DELETE|CREATE|ALTER|DROP)\s", re.I)
    for path in sorted((REPO_ROOT / "lab_code" / "evals").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not [line for line in text.splitlines() if written.search(line) and '"' in line], path.name
        assert ".execute(" not in text or path.name == "reports.py", path.name  # reports only read
    conn = sqlite3.connect(":memory:")
    runs_db.create_tables(conn)
    with pytest.raises(ValueError, match="seconds"):
        runs_db.insert_eval_run(conn, {c: 0 for c in runs_db.EVAL_COLUMNS if c != "seconds"})


def test_the_run_assembly_is_the_only_place_a_loop_or_a_run_workspace_is_made():
    """Read from the code: which modules of lab_code call AgentLoop(...) and Workspace.create(...)."""
    import ast

    builders, creators = set(), set()
    for path in sorted((REPO_ROOT / "lab_code").rglob("*.py")):
        rel = path.relative_to(REPO_ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            called = ast.unparse(node.func)
            if called.split(".")[-1] == "AgentLoop":
                builders.add(rel)
            if called.endswith("Workspace.create"):
                creators.add(rel)
    assert builders == {"lab_code/agent/crossbuild.py"}
    # the mini agent is lesson 07's deliberately bare starting point: its own workspace, no loop
    assert creators == {"lab_code/agent/crossbuild.py", "lab_code/agent/mini_agent.py"}
