"""Single-step harness and stand-ins, tool designs, real-library verification, batch and reports."""

import functools
import json
import struct

import pytest

from lab_code.agent import build_state
from lab_code.agent.crossbuild import run_crossbuild
from lab_code.agent.library_verify import archive_machine
from lab_code.agent.model_registry import make_model
from lab_code.agent.projects import CATALOGUE, REAL_PROJECTS, copy_project, project_source
from lab_code.evals import reports
from lab_code.evals.batch import grid, run_batch
from lab_code.evals.single_step import cost_warning, evaluate, kind_counts, load_cases, scores, stand_in_model
from lab_code.evals.stand_ins import MISTAKES, Sloppy
from lab_code.evals.tool_designs import EARLY, early_run_command, read_tail

CASES = load_cases()


@functools.cache
def results_of(stand_in: str) -> tuple:
    """Each stand-in's 100 answers, asked once for the whole module (a deterministic stand-in
    answers the same every time; the tests read the results in different ways)."""
    return tuple(evaluate(stand_in_model(stand_in, CASES), CASES))


def test_answer_key_scores_full_marks_so_the_checker_does_not_reject_right_answers():
    assert scores(results_of("answer_key"))["overall"] == 1.0


def test_every_injected_mistake_is_caught_and_nothing_else_fails():
    sloppy = Sloppy(CASES)
    results = results_of("sloppy")
    for case, result in zip(CASES, results, strict=True):
        assert result.verdict.ok == (sloppy.mistake_for(case) is None), (case.id, result.verdict)
    injected = {sloppy.mistake_for(c) for c in CASES} - {None}
    assert injected == set(MISTAKES)  # the 100 cases show every kind of mistake


def test_keyword_policy_never_calls_twice_so_parallel_categories_score_zero():
    table = scores(results_of("keyword"))
    assert table["parallel"] == table["parallel_multiple"] == 0.0
    assert 0 < table["simple"] < 1 and table["irrelevance"] > 0.5
    assert kind_counts(results_of("keyword"))["wrong_count"] >= 40


def test_overall_is_the_unweighted_mean_of_categories():
    table = scores(results_of("sloppy"))
    categories = [v for k, v in table.items() if k != "overall"]
    assert table["overall"] == pytest.approx(sum(categories) / len(categories))


def test_cost_warning_counts_requests():
    assert "5 个请求" in cost_warning(load_cases(limit=1), "some-model")


def test_read_tail_hides_the_top_of_a_long_file(tmp_path):
    (tmp_path / "CMakeLists.txt").write_text("".join(f"# line {i}\n" for i in range(1, 251)))
    text = read_tail(tmp_path, "CMakeLists.txt")
    assert text.splitlines()[0] == "[文件末尾 100 行，共 250 行]"
    assert "# line 151" in text and "# line 150\n" not in text and "offset" not in text


@pytest.mark.toolchain
def test_early_guard_lets_a_workdir_toolchain_through_but_refuses_dotdot(tmp_path):
    from lab_code.agent.tools import Workspace
    from lab_code.wire.tool_results import ToolError

    workspace = Workspace.create(tmp_path, "aarch64-linux-musl", sandbox="off")
    out = early_run_command(workspace, "cmake --version")
    assert out.exit_code == 0
    with pytest.raises(ToolError) as refused:
        early_run_command(workspace, "cmake -S . -B b -DCMAKE_TOOLCHAIN_FILE=../.xbuild/t.cmake")
    assert refused.value.error_type == "permission_denied"


@pytest.mark.slow
def test_early_design_reproduces_the_toolchain_failure_on_a_subdirectory(tmp_path):
    workdir = copy_project("needs_dep", tmp_path / "needs_dep")
    model = make_model("rule", EARLY)
    result = run_crossbuild(workdir, model, "aarch64-linux-musl", design=EARLY, verify=False)
    outputs = [s.result.get("content") or s.result.get("message") or "" for s in result.steps]
    steps = "\n".join(f"{s.tool} {s.args} -> {o[:300]!r}" for s, o in zip(result.steps, outputs, strict=True))
    assert any("Could not find toolchain file" in o for o in outputs), steps
    # ../.xbuild refused, as in the author's v2
    assert result.steps[-1].error_type == "permission_denied", steps


def _elf_header(machine: int) -> bytes:
    header = bytearray(64)
    header[:4] = b"\x7fELF"
    header[4], header[5], header[6] = 2, 1, 1  # 64-bit, little-endian, version 1
    struct.pack_into("<HHI", header, 16, 1, machine, 1)  # ET_REL, e_machine, e_version
    struct.pack_into("<H", header, 52, 64)  # e_ehsize
    return bytes(header)


def _ar(*members: tuple[bytes, bytes]) -> bytes:
    data = b"!<arch>\n"
    for name, body in members:
        data += name.ljust(16) + b"0".ljust(12) + b"0".ljust(6) + b"0".ljust(6) + b"644".ljust(8)
        data += str(len(body)).encode().ljust(10) + b"`\n" + body + (b"\n" if len(body) % 2 else b"")
    return data


@pytest.mark.toolchain
def test_archive_machine_reads_every_object_and_skips_the_symbol_table():
    archive = _ar((b"/", b"\x00\x00\x00\x00"), (b"crc.o/", _elf_header(183)), (b"y.o/", _elf_header(183)))
    assert archive_machine(archive) == "EM_AARCH64"
    mixed = _ar((b"/", b"\x00\x00\x00\x00"), (b"crc.o/", _elf_header(183)), (b"x.o/", _elf_header(62)))
    assert archive_machine(mixed) is None  # the objects disagree: the verifier names the x86-64 one
    assert (
        archive_machine(_ar((b"w.obj/", struct.pack("<HH", 0x8664, 1) + bytes(28))))
        == "IMAGE_FILE_MACHINE_AMD64"
    )


def test_real_projects_are_vendored_with_licences(tmp_path):
    for name in REAL_PROJECTS:
        workdir = copy_project(name, tmp_path / name)
        names = ("LICENSE.md", "COPYING", "LICENSE", "LICENSE.txt", "LICENSE.rst", "License")
        licence = [n for n in names if (workdir / n).is_file()]
        assert build_state.project_root(workdir) is not None and licence, name  # zstd's is build/cmake/
        assert not (workdir / "SOURCE.md").exists() and (project_source(name) / "SOURCE.md").is_file()
        assert not CATALOGUE[name].is_demo


# A real library built from an empty cache, Release, in the sandbox, verified artifact by
# artifact: tests/test_07_cold_start.py (on every run).


@pytest.mark.slow
@pytest.mark.toolchain
@pytest.mark.parametrize("sandbox", ["on", "off"])
def test_verification_runs_none_of_the_models_build_scripts(tmp_path, sandbox):
    """A hostile model edits the build so that *building* writes outside the workdir. The
    verifier asks the build directory by a dry run and builds nothing, so the script never runs
    for it, in either mode (an earlier verifier rebuilt the model's build directory: only the
    sandbox kept that write in). The agent's own build runs it: without the sandbox the write
    happens -- the check above can fail."""
    from lab_code.agent.library_verify import verify_library
    from lab_code.agent.tools import Workspace
    from lab_code.workspace import sandbox as sandbox_mode

    if sandbox == "on" and not sandbox_mode.available():
        pytest.skip("bubblewrap is not usable here")
    workdir = copy_project("hello_lib", tmp_path / "wd")
    outside = tmp_path / "outside" / "written-by-the-build"
    outside.parent.mkdir()
    with open(workdir / "CMakeLists.txt", "a", encoding="utf-8") as fh:
        fh.write(f'add_custom_target(escape ALL COMMAND ${{CMAKE_COMMAND}} -E touch "{outside}")\n')
    workspace = Workspace.create(workdir, "aarch64-linux-musl", sandbox=sandbox)
    workspace.run_command("cmake -S . -B build")
    unbuilt = verify_library(workspace)
    assert not unbuilt.ok and "没有完成" in unbuilt.reason and not outside.exists()
    built = workspace.run_command("cmake --build build")  # in the sandbox the write fails, and the build
    assert outside.exists() == (sandbox == "off") == (built.exit_code == 0)
    outside.unlink(missing_ok=True)
    verdict = verify_library(
        workspace
    )  # the custom target runs on every build: a utility, not unfinished work
    assert verdict.ok == (sandbox == "off") and not outside.exists(), verdict.reason


@pytest.mark.slow
def test_batch_in_two_processes_records_every_run_and_reports_group_by_variant(tmp_path):
    db = tmp_path / "runs.db"
    jobs = grid(["hello_lib"], ["aarch64-linux-musl"], ["rule", "lazy"], ["current"])
    seen = []
    rows = run_batch(jobs, db, batch="t", n_jobs=2, progress=seen.append)
    assert [r["model"] for r in rows] == ["rule", "lazy"] and len(seen) == 2
    assert [r["accepted"] for r in rows] == [1, 0]  # the lazy script's "构建成功！" is not believed
    exported = tmp_path / "runs.jsonl"
    reports.export_jsonl(db, exported)
    conn = reports.load_jsonl(exported)
    success = {(r["model"], r["design"]): r["success_pct"] for r in reports.report(conn, "success_rate")}
    assert success == {("lazy", "current"): 0.0, ("rule", "current"): 100.0}
    assert {row["查询"] for row in reports.findings(conn)} == {f[1] for f in reports.LOG_FINDINGS}
    assert all(json.loads(line)["table"] in reports.TABLES for line in exported.read_text().splitlines())


def test_reports_refuse_unknown_names():
    with pytest.raises(ValueError, match="success_rate"):
        reports.report(reports.load_jsonl(None), "nope")


def test_cli_rejects_bad_numbers(capsys):
    from lab_code.evals.__main__ import main

    with pytest.raises(SystemExit):
        main(["batch", "--jobs", "0"])
    assert "--jobs 至少是 1" in capsys.readouterr().err


def test_the_readme_shows_the_real_project_benchmarks_saved_table():
    """The README's table is the one ``python -m lab_code.evals real`` saved, rendered again."""
    from lab_code import REPO_ROOT
    from lab_code.evals.real_benchmark import DATA_FILE, readme_with_table

    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    assert readme_with_table(readme, data) == readme, (
        "python -m lab_code.evals real --table … --readme README.md"
    )
    assert {r["target"] for r in data["rows"]} == {
        "aarch64-linux-musl",
        "riscv64-linux-musl",
        "x86_64-windows-gnu",
    }
    assert {r["pass"] for r in data["rows"]} == {"cold", "warm"} and data["date"] and data["machine"]["cores"]


def test_runs_measured_again_for_different_reasons_get_a_footnote_each():
    """Two sets of rows re-run apart from the rest, for two reasons: each reason is shown with the
    runs it covers (the table once printed the first reason for all of them)."""
    from lab_code.evals.real_benchmark import render_table

    def row(project, target, rerun=""):
        base = {"project": project, "target": target, "verified": True, "stop_reason": "verified"}
        return {**base, "reason": "", "seconds": 1.0, **({"rerun": rerun} if rerun else {})}

    rows = [row("a", "aarch64-linux-musl", "reason one"), row("b", "riscv64-linux-musl", "reason two")]
    rows += [row("b", "x86_64-windows-gnu", "reason two"), row("c", "aarch64-linux-musl")]
    rows = [{"pass": p, **r} for p in ("cold", "warm") for r in rows]
    machine = {"system": "Linux", "cpu": "cpu", "cores": 2, "memory_gib": 1}
    table = render_table({"date": "d", "machine": machine, "model": "rule", "timeout_s": 1, "rows": rows})
    assert "\\* 重跑：a / aarch64——reason one" in table
    assert "\\* 重跑：b / riscv64、b / Windows——reason two" in table
    assert "| c | ✓ 1 / 1 |" in table and "| a | ✓* 1 / 1 |" in table


def test_a_failure_says_when_commands_of_that_run_hit_their_time_limit():
    """A run that failed after a command was stopped at its time limit says so beside its reason:
    "no build directory" alone hides that the configure step never got to finish."""
    from lab_code.evals.real_benchmark import render_table

    def row(pass_, timed_out):
        base = {"pass": pass_, "project": "p", "target": "x86_64-windows-gnu", "verified": False}
        return {
            **base,
            "stop_reason": "verification_failed",
            "reason": "没有构建目录。",
            "seconds": 9.0,
            "timed_out_steps": timed_out,
        }

    machine = {"system": "Linux", "cpu": "cpu", "cores": 2, "memory_gib": 1}
    data = {"date": "d", "machine": machine, "model": "rule", "timeout_s": 300, "rows": [row("cold", 1)]}
    assert (
        "- p / Windows（verification_failed）：没有构建目录（这次运行里有 1 条命令到了时限）。"
        in render_table(data)
    )
    data["rows"] = [row("cold", 0)]
    assert "到了时限" not in render_table(data)
