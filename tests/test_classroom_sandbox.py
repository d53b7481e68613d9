"""What a grading kernel's sandbox lets a student's code see and do (the bwrap command nbgrader's
kernelspec runs, with the resource limits set first): a probe script runs inside it with lesson
01's view of the course and reports every door it tried.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lab_code import REPO_ROOT
from lab_code.classroom import course_view, exercise_rules, sandbox
from lab_code.classroom.nbgrader_grading import _kernel_env

pytestmark = pytest.mark.skipif(sandbox.available() is not None, reason=f"no sandbox: {sandbox.available()}")

PROBE = textwrap.dedent(
    """
    import ctypes, importlib, json, os, resource, signal, socket, sys
    outside, secret, port, grader_pid = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    facts = {"uid": os.getuid(), "ppid": os.getppid()}
    facts["caps"] = open("/proc/self/status").read().split("CapEff:")[1].split()[0]
    def works(action):
        try:
            action()
            return True
        except Exception as exc:
            return type(exc).__name__
    facts["read_secret"] = works(lambda: open(secret).read())
    facts["course_listing"] = sorted(os.listdir(outside))  # only the empty folders above the submission
    facts["read_repo_solutions"] = works(lambda: os.listdir(sys.argv[5] + "/solutions"))
    # What of the homes is there: only the folders leading to the interpreter and the virtualenv
    # (on CI both live under /root: pyenv, and the venv cached in ~/.cache), nothing beside them.
    def home_entries():
        found, todo = [], ["/root", "/home"]
        while todo:
            folder = todo.pop()
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            for name in names:
                found.append(os.path.join(folder, name))
                if os.path.isdir(found[-1]) and not os.path.exists(os.path.join(found[-1], "pyvenv.cfg")) \
                        and not os.path.exists(os.path.join(found[-1], "bin", "python3")):
                    todo.append(found[-1])
        return sorted(found)
    facts["home_entries"] = home_entries()
    facts["write_usr"] = works(lambda: open("/usr/lab-probe", "w"))
    facts["write_workdir"] = works(lambda: open("answer.txt", "w"))
    facts["write_tmp"] = works(lambda: open("/tmp/x", "w").write("x"))
    facts["tcp_to_host"] = works(lambda: socket.create_connection(("127.0.0.1", port), timeout=2))
    facts["dns"] = works(lambda: socket.getaddrinfo("pypi.org", 443))
    facts["signal_grader"] = works(lambda: os.kill(grader_pid, 0))
    facts["processes"] = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
    for name in ("lab_code.options.parallel_exec", "lab_code.exercises.ex01", "lab_code.classroom.seeds",
                 "solutions.ex01_roundtrip", "lab_code.wire.messages", "lab_code.classroom.hand_in"):
        facts["import " + name] = works(lambda: importlib.import_module(name))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    facts["big_file"] = works(lambda: open("/tmp/big", "wb").write(b"x" * (80 * 1024 * 1024)))
    children = 0
    for _ in range(400):
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            signal.pause()
            os._exit(0)
        children += 1
    facts["children"] = children
    print(json.dumps(facts))
    """
)


@pytest.fixture(scope="module")
def facts(tmp_path_factory):
    top = tmp_path_factory.mktemp("sandbox")
    os.chmod(top, 0o711)
    course = top / "course"
    (course / ".grading").mkdir(parents=True)
    secret = course / ".grading" / "secret"
    secret.write_text("0" * 64)
    os.chmod(secret, 0o644)  # even readable by everyone, it is not in the sandbox
    (course / "gradebook.db").write_text("x")
    (course / "submitted" / "bob").mkdir(parents=True)
    run, workdir = top / "run", course / "autograded" / "alice" / "01_roundtrip"
    run.mkdir()
    workdir.mkdir(parents=True)
    user = sandbox.sandbox_user()
    if user:
        os.chown(run, user.pw_uid, user.pw_gid)
    sandbox.write_identity(run, user.pw_uid if user else os.getuid(), user.pw_gid if user else os.getgid())
    rules = exercise_rules.rules_of("lab_code.exercises.ex01:check_may_run_concurrently")
    view = course_view.build(rules, top / "views")
    plan = {
        "rundir": str(run),
        "readonly": [],
        "workdir": str(workdir),
        "lab_code_view": str(view.package),
        "lab_code_dir": str(course_view.PACKAGE_DIR),
        "hidden_paths": [],
        "env": _kernel_env(run, "alice"),
    }
    listener = socket.create_server(("127.0.0.1", 0))
    argv = [str(course), str(secret), str(listener.getsockname()[1]), str(os.getpid()), str(REPO_ROOT)]
    command = sandbox.command(plan, ["-c", PROBE, *argv])
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, preexec_fn=sandbox.set_limits)
    listener.close()
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_kernel_is_an_unprivileged_user_without_capabilities(facts):
    if os.geteuid() == 0:
        assert facts["uid"] == sandbox.sandbox_user().pw_uid != 0
    assert facts["caps"] == "0000000000000000"


def test_nothing_of_the_course_or_the_machine_is_there(facts):
    for door in ("read_secret", "read_repo_solutions"):
        assert facts[door] == "FileNotFoundError", (door, facts[door])
    # Under /root and /home only the interpreter's and the virtualenv's folders and the folders
    # leading to them: no runs database, no zig cache, no other virtualenv, no dotfile.
    python_dirs = {os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix)}
    on_the_way = {str(p) for d in python_dirs for p in (Path(d), *Path(d).parents)}
    assert [e for e in facts["home_entries"] if e not in on_the_way] == []
    assert facts["course_listing"] == ["autograded"], "no gradebook, source, release, secret, other students"


def test_it_writes_only_its_own_temp_folder(facts):
    assert facts["write_tmp"] is True
    assert facts["write_usr"] in ("OSError", "PermissionError") and facts["write_workdir"] in (
        "OSError",
        "PermissionError",
    )
    assert facts["big_file"] == "OSError", "file size limit"


def test_no_network_and_no_other_process(facts):
    assert facts["tcp_to_host"] in ("ConnectionRefusedError", "OSError"), (
        "the host's loopback is not reachable"
    )
    assert facts["dns"] == "gaierror"
    assert facts["signal_grader"] == "ProcessLookupError"
    assert facts["ppid"] == 1 and max(facts["processes"]) < 10, "its own PID namespace"


def test_process_count_is_limited(facts):
    assert facts["children"] <= sandbox.PROCESSES


def test_the_course_answers_are_not_importable_but_the_rest_is(facts):
    for module in ("lab_code.options.parallel_exec", "lab_code.exercises.ex01", "lab_code.classroom.seeds"):
        assert facts[f"import {module}"] == "ModuleNotFoundError", module
    assert facts["import solutions.ex01_roundtrip"] == "ModuleNotFoundError"
    assert (
        facts["import lab_code.wire.messages"] is True and facts["import lab_code.classroom.hand_in"] is True
    )


def test_without_bwrap_it_says_why(monkeypatch):
    sandbox.available.cache_clear()
    try:
        monkeypatch.setattr(sandbox.shutil, "which", lambda name: None)
        assert "bwrap" in sandbox.available()
        sandbox.available.cache_clear()
        monkeypatch.setattr(sandbox.sys, "platform", "darwin")
        assert "Linux" in sandbox.available()
    finally:
        sandbox.available.cache_clear()
