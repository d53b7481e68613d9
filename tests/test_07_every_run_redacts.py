"""Every run redacts: a secret planted in the workdir reaches no record, whatever starts the run.

The project below is a build that prints its own ``.env`` while it configures (a careless or
hostile ``CMakeLists.txt``: the agent's tools refuse to read ``.env``, a build script can still
print it). The sandbox would mask the file, so every run here is unsandboxed: the redactor is
the only thing between the secret and the records. The secret is a plain phrase, not shaped like
a key, so only the run's own ``Redactor`` (it read the value from ``.env``) can catch it.

Each front-end runs it once -- every tool design through the one run assembly, the batch, the
agent's command line, the MCP server (a direct ``tools/call`` and the agent loop over MCP) and a
model served over HTTP -- and then every place a copy could land is searched: ``runs.db`` (and
its WAL), the messages, the run's result, the tool results, every file under ``.xbuild/`` (the
full command logs, the verification logs), what the command line printed and what the served
model received. Configuring fails before CMake looks for a compiler, so no run compiles.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lab_code.agent import models
from lab_code.evals.tool_designs import DESIGNS
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

TARGET = "aarch64-linux-musl"
SECRET = "plum-walrus-7319-quiet"  # not key-shaped: no pattern catches it, only its value
LEAKY_CMAKE = """cmake_minimum_required(VERSION 3.10)
file(READ "${CMAKE_SOURCE_DIR}/.env" settings)
message(STATUS "settings: ${settings}")
message(FATAL_ERROR "this build prints its settings and stops")
project(leaky C)
"""

pytestmark = pytest.mark.toolchain


def leaky_project(root: Path) -> Path:
    root.mkdir(parents=True)
    (root / "CMakeLists.txt").write_text(LEAKY_CMAKE)
    (root / "main.c").write_text("int main(void) { return 0; }\n")
    (root / ".env").write_text(f"DEPLOY_PHRASE={SECRET}\n")
    return root


def configure_then_claim() -> ScriptedModel:
    """A model that configures once (the build prints the secret) and then says it is done."""
    return ScriptedModel(
        [
            assistant_calls(tool_call("run_command", {"command": "cmake -S . -B build"}, "call_1")),
            assistant_text("构建完成。"),
        ]
    )


def copies_in(*places) -> list[str]:
    """Where the secret appears: files (a path), texts, or anything JSON can hold."""
    found = []
    for place in places:
        if isinstance(place, Path):
            files = [place] if place.is_file() else sorted(p for p in place.rglob("*") if p.is_file())
            found += [str(f) for f in files if SECRET.encode() in f.read_bytes()]
        else:
            text = place if isinstance(place, str) else json.dumps(place, ensure_ascii=False, default=str)
            if SECRET in text:
                found.append(text[:200])
    return found


def db_files(db: Path) -> list[Path]:
    return sorted(db.parent.glob(db.name + "*"))  # runs.db, and its -wal / -shm while open


def run_record(result) -> list:
    """Everything a run hands back: messages, steps' results and arguments, verdict, last words."""
    return [
        result.messages,
        [(s.args, s.result) for s in result.steps],
        result.verification,
        result.detail,
        result.final_text,
    ]


def assert_no_copy(*places) -> None:
    found = copies_in(*places)
    assert found == [], f"the planted secret leaked into: {found}"


def test_the_planted_secret_really_reaches_the_build_output(tmp_path):
    """The control: without redaction the configure output carries the secret (so a test that
    finds no copy proves something)."""
    import subprocess

    workdir = leaky_project(tmp_path / "leaky")
    done = subprocess.run(["cmake", "-S", ".", "-B", "build"], cwd=workdir, capture_output=True, text=True)
    assert SECRET in done.stdout + done.stderr


@pytest.mark.parametrize("design", list(DESIGNS))
def test_every_tool_design_redacts(tmp_path, design):
    from lab_code.agent.crossbuild import run_crossbuild
    from lab_code.agent.trace import Trace

    workdir = leaky_project(tmp_path / "leaky")
    db = tmp_path / "runs.db"
    trace = Trace(db)
    result = run_crossbuild(
        workdir, configure_then_claim(), TARGET, trace=trace, sandbox="off", design=DESIGNS[design]
    )
    assert result.steps and result.steps[0].exit_code not in (None, 0), "the configure step ran"
    assert_no_copy(*run_record(result), workdir / ".xbuild", *db_files(db))
    trace.close()
    assert_no_copy(*db_files(db))


@pytest.mark.parametrize("design", list(DESIGNS))
def test_the_batch_redacts(tmp_path, monkeypatch, design):
    from lab_code.agent import projects
    from lab_code.evals.batch import grid, run_batch

    source = leaky_project(tmp_path / "catalogue" / "leaky")
    entry = projects.Project("leaky", "a build that prints its .env", projects.DeclaredTests(), source)
    monkeypatch.setitem(projects.CATALOGUE, "leaky", entry)
    db = tmp_path / "runs.db"
    rows = run_batch(grid(["leaky"], [TARGET], ["rule"], [design]), db, batch="leak", sandbox="off")
    assert rows[0]["steps"] > 0
    assert_no_copy(rows, *db_files(db))


def test_the_command_line_redacts(tmp_path, capsys):
    from lab_code.agent.__main__ import main

    workdir = leaky_project(tmp_path / "leaky")
    db = tmp_path / "runs.db"
    main([str(workdir), "--model", "rule", "--sandbox", "off", "--db", str(db)])
    printed = capsys.readouterr()
    assert "[1]" in printed.out, "the live trace printed the steps"
    assert_no_copy(printed.out, printed.err, workdir / ".xbuild", *db_files(db))


def test_mcp_redacts_a_direct_call_and_the_agent_loop_over_it(tmp_path):
    from lab_code.mcp.blocking import BlockingClient
    from lab_code.mcp.bridge import result_of, run_crossbuild_over_mcp
    from lab_code.mcp.server import build_server
    from lab_code.mcp.toolbox import AgentToolbox

    workdir = leaky_project(tmp_path / "leaky")
    toolbox = AgentToolbox.open(workdir, TARGET, sandbox="off")
    with BlockingClient(build_server(toolbox)) as client:
        answer = client.call_tool("run_command", {"command": "cmake -S . -B build"})
        assert result_of(answer)["exit_code"] != 0
        run = run_crossbuild_over_mcp(client, workdir, configure_then_claim(), TARGET)
    assert_no_copy(answer.model_dump(), *run_record(run), workdir / ".xbuild")


def test_a_model_served_over_http_never_receives_the_secret(tmp_path):
    import openai

    from lab_code.agent.crossbuild import run_crossbuild
    from lab_code.wire.fake_openai import FakeOpenAIServer
    from lab_code.wire.http_serve import serving
    from lab_code.wire.openai_model import OpenAIModel

    workdir = leaky_project(tmp_path / "leaky")
    fake = FakeOpenAIServer(models.RuleBasedModel())
    with serving(fake) as base_url:
        client = openai.OpenAI(base_url=base_url, api_key="fake-key-not-a-secret", max_retries=0)
        result = run_crossbuild(workdir, OpenAIModel(client), TARGET, sandbox="off")
    assert len(fake.requests) > 2, "the served model was asked after the build printed the secret"
    assert_no_copy(fake.requests, *run_record(result), workdir / ".xbuild")


def test_every_case_holds_as_an_unprivileged_user_too():
    """The front-ends that write their records into files, as ``lab-unprivileged``
    (``tests/as_user.py``): every design, the batch and the command line, as another account.
    (MCP and the served model run the same assembly and write the same files.)"""
    import as_user

    reason = as_user.available()
    if reason:
        pytest.skip(reason)
    selection = "not unprivileged and not mcp and not served"
    here = ["-q", "-n", "0", "-p", "no:randomly", "tests/test_07_every_run_redacts.py", "-k", selection]
    done = as_user.run_as_user(here, timeout=600)
    assert done.returncode == 0 and "6 passed" in done.stdout, done.stdout[-3000:] + done.stderr[-2000:]
