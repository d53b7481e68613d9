"""Lesson 07's threat model, held on the attack corpus (``tests/attack_corpus.py``).

Every attack runs through ``Workspace.call`` and through the agent loop (or through its own
scenario: an MCP client, a racing build, a crafted data file), in a fresh process whose
environment holds a key-shaped ``OPENAI_API_KEY`` from the start (so it is also in
``/proc/<pid>/environ``), with a ``.env`` and a private key in the workdir and a secret file
next to it. Done means: no leak, no write or deletion outside or of a protected path, no hang,
no crash, no process left behind, no limit passed.

* The guard must hold *alone* (sandbox off) against everything a model or an MCP client can do
  with the tools' own arguments, and the runner's limits must hold for the whole command tree.
* Build scripts the model writes are programs: only the sandbox stops them, and it must; the
  limits must hold inside it too.
* Root and an ordinary user meet different rules (``RLIMIT_NPROC``, control groups, capabilities,
  file permissions): CI is root, so the same tests run again as an unprivileged account
  (``tests/as_user.py``), each attack once there.

The corpus mostly waits (timeouts, sleeping children, disk), so the runs this module needs start
together when it starts, each with a few attacks at a time; each test then waits for its own.
The attacks use small timeouts where a hang is what they try; nothing here is timed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from lab_code import REPO_ROOT
from lab_code.workspace import sandbox

KEY = "sk-proj-" + "T3stK3yN0tR3al" + "x" * 24  # key-shaped, as a provider issues them
PATHS = os.environ.get("LAB_ATTACK_PATHS", "workspace,loop")  # "one" in the unprivileged rerun
CLASSES = {"shell", "glued", "expand", "destroy", "links", "special", "names", "secrets", "processes"}
CLASSES |= {"flags", "resources", "mcp", "race", "data", "case"}
IN_THE_SANDBOX_TOO = (
    "tree-fork-flood,tree-memory-hog,tree-disk-burst"  # bwrap between the runner and the tree
)
GUARD, SANDBOX, LIMITS = "guard alone", "sandbox", "limits in the sandbox"
RUNS = {  # the corpus runs; the tests each wait for one (attacks mostly wait, so several at a time)
    GUARD: ("--sandbox", "off", "--boundary", "skip", "--jobs", "6"),
    SANDBOX: ("--sandbox", "on", "--boundary", "only", "--jobs", "2"),
    LIMITS: ("--sandbox", "on", "--only", IN_THE_SANDBOX_TOO, "--jobs", "2"),
}
NEEDS = {  # test → the run it checks
    "test_the_guard_alone_holds_against_every_attack_on_the_tools": GUARD,
    "test_the_sandbox_holds_against_build_scripts": SANDBOX,
    "test_tree_limits_hold_inside_the_sandbox_too": LIMITS,
}
UNPRIVILEGED = "test_every_attack_holds_as_an_unprivileged_user_too"
SANDBOXED = {SANDBOX, LIMITS}


def start_corpus(args: tuple) -> subprocess.Popen:
    env = {**os.environ, "OPENAI_API_KEY": KEY, "PYTHONPATH": str(REPO_ROOT), "LAB_BACKEND": "fake"}
    argv = [sys.executable, str(REPO_ROOT / "tests" / "attack_corpus.py"), "--paths", PATHS, *args]
    # A session of its own, as Jupyter gives every kernel (the agent's usual host): with autogroup
    # scheduling its watcher threads then compete as one group, not as one thread among every
    # test worker's processes, while the commands they watch run in theirs at nice 10.
    return subprocess.Popen(
        argv,
        env=env,
        cwd=REPO_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def unprivileged_reason() -> str:
    import as_user

    return as_user.available()


@pytest.fixture(scope="module")
def started(request):
    """Every corpus run a selected test of this module needs, started at once."""
    selected = {
        item.name for item in request.session.items if getattr(item, "module", None) is request.module
    }
    wanted = {NEEDS[name] for name in selected if name in NEEDS}
    runs: dict = {
        run: start_corpus(args)
        for run, args in RUNS.items()
        if run in wanted and (run not in SANDBOXED or sandbox.available())
    }
    if UNPRIVILEGED in selected and not unprivileged_reason():
        import as_user

        runs[UNPRIVILEGED] = as_user.UserRun(
            # and the runner's own tree limits, where a user meets RLIMIT_NPROC instead of root's cgroup
            [
                "-q",
                "-n",
                "0",
                "-p",
                "no:randomly",
                "tests/test_07_attacks.py",
                "-k",
                "not unprivileged",
                "tests/test_07_hardening.py::test_a_fork_flood_gets_exactly_its_allowance[watcher]",
            ],
            env={"LAB_ATTACK_PATHS": "one"},
        )
    yield runs
    for run in runs.values():
        process = getattr(run, "process", run)
        if process.poll() is None:
            process.kill()
            process.communicate()


def corpus(started, name: str) -> dict:
    out, err = started[name].communicate(timeout=1800)
    assert started[name].returncode == 0, err[-2000:]
    return json.loads(out)


def failures(found: dict) -> dict:
    return {
        key: entry["problems"]
        for key, entry in found["report"].items()
        if entry["problems"] and not entry["problems"][0].startswith("skipped")
    }


@pytest.mark.slow
def test_the_guard_alone_holds_against_every_attack_on_the_tools(started):
    found = corpus(started, GUARD)
    assert set(found["counts"]) == CLASSES and all(row["runs"] >= 2 for row in found["counts"].values())
    assert failures(found) == {}


@pytest.mark.slow
@pytest.mark.skipif(not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap）")
def test_the_sandbox_holds_against_build_scripts(started):
    found = corpus(started, SANDBOX)
    assert found["counts"]["script"]["runs"] >= (14 if PATHS != "one" else 7)
    assert failures(found) == {}


@pytest.mark.slow
@pytest.mark.skipif(not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap）")
def test_tree_limits_hold_inside_the_sandbox_too(started):
    found = corpus(started, LIMITS)
    assert len(found["report"]) >= len(IN_THE_SANDBOX_TOO.split(","))
    assert failures(found) == {}


@pytest.mark.slow
def test_every_attack_holds_as_an_unprivileged_user_too(started):
    reason = unprivileged_reason()
    if reason and os.geteuid() != 0:
        pytest.skip(f"这次运行本身不是 root：上面的测试就是以普通用户运行的（{reason}）")
    if reason and not os.environ.get("LAB_REQUIRE_UNPRIVILEGED"):
        pytest.skip(reason)  # .ci/run creates the account and sets LAB_REQUIRE_UNPRIVILEGED=1
    assert not reason, reason
    done = started[UNPRIVILEGED].wait()
    summary = (done.stdout.strip().splitlines() or [""])[-1]
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in summary and "skipped" not in summary, summary
