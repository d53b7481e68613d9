"""lab_code/classroom/hub without a running Hub: the configuration a class machine and a Kubernetes
cluster get, the roster, and the way lesson updates reach students without losing their answers.

The full flow through a live JupyterHub is ``test_classroom_hub_live.py`` (a documented command,
not part of the suite: it needs the Hub installed, see the guide).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft7Validator

from lab_code import REPO_ROOT
from lab_code.classroom.hub import roster

HUB = REPO_ROOT / "lab_code" / "classroom" / "hub"
VENDOR = Path(__file__).parent / "vendor"


def _merged(base, over):
    """Helm's merge of user values over the chart's: maps merge, everything else is replaced."""
    if isinstance(base, dict) and isinstance(over, dict):
        return {**base, **{k: _merged(base[k], v) if k in base else v for k, v in over.items()}}
    return over


def _errors(values: dict) -> list[str]:
    schema = yaml.safe_load((VENDOR / "z2jh-values.schema.yaml").read_text())
    defaults = yaml.safe_load((VENDOR / "z2jh-values.defaults.yaml").read_text())
    return [
        f"{list(e.path)}: {e.message}" for e in Draft7Validator(schema).iter_errors(_merged(defaults, values))
    ]


def test_the_helm_values_pass_the_charts_own_schema():
    values = yaml.safe_load((HUB / "z2jh" / "values.yaml").read_text())
    assert _errors(values) == []
    assert _errors({**values, "singleuser": {**values["singleuser"], "storag": {}}}), "a typo is caught"
    assert values["singleuser"]["storage"]["extraVolumeMounts"][0]["mountPath"] == "/srv/nbgrader/exchange"


def test_the_student_image_carries_no_solutions_and_no_tests():
    lines = (HUB / "z2jh" / "Dockerfile").read_text().splitlines()
    final = lines[max(i for i, line in enumerate(lines) if line.startswith("FROM ")) :]
    copied = " ".join(line for line in final if line.startswith("COPY"))
    assert "solutions" not in copied and "tests" not in copied and "--from=build /wheels" in copied
    build = " ".join(line for line in lines if line.startswith("COPY") and "--from" not in line)
    hub_lines = [
        line.split("#")[0].strip() for line in (HUB / "requirements-hub.txt").read_text().splitlines()
    ]
    assert "solutions" not in build and not any(line.startswith("-e") for line in hub_lines)


def test_hub_pins_are_exact_and_agree_with_the_course():
    def pins(path):
        found = {}
        for line in Path(path).read_text().splitlines():
            line = line.split("#")[0].strip()
            if line and not line.startswith("-"):
                name, _, version = line.partition("==")
                assert version, f"{path}: {line} is not pinned exactly"
                found[name.lower()] = version
        return found

    course, hub = pins(REPO_ROOT / "requirements.txt"), pins(HUB / "requirements-hub.txt")
    assert {n: (course[n], v) for n, v in hub.items() if n in course and course[n] != v} == {}
    assert pins(REPO_ROOT / "requirements-test.txt")["nbgrader"] == hub["nbgrader"]


def _hub_config(tmp_path, monkeypatch, roster_lines=("alice", "bob")):
    from traitlets.config import Config

    state = tmp_path / "state"
    state.mkdir()
    (state / "allowed_users.txt").write_text("\n".join(roster_lines) + "\n")
    monkeypatch.setenv("LAB_HUB_HOME", str(state))
    monkeypatch.setenv("LAB_INSTRUCTOR", "root")  # an account every machine has
    config = Config()
    namespace = {"get_config": lambda: config, "__file__": str(HUB / "jupyterhub_config.py")}
    exec(compile((HUB / "jupyterhub_config.py").read_text(), "jupyterhub_config.py", "exec"), namespace)
    return config


class _Spawner:
    def __init__(self, name):
        self.user = type("User", (), {"name": name})()
        self.environment = {}


def test_the_hub_config_lets_in_the_roster_and_gives_each_role_its_tools(tmp_path, monkeypatch):
    config = _hub_config(tmp_path, monkeypatch)
    assert config.Authenticator.allowed_users == {"root", "alice", "bob"}
    assert config.Authenticator.admin_users == {"root"}
    assert config.JupyterHub.authenticator_class == "pam"
    student, instructor = _Spawner("alice"), _Spawner("root")
    config.Spawner.pre_spawn_hook(student)
    config.Spawner.pre_spawn_hook(instructor)
    assert student.environment["JUPYTER_CONFIG_PATH"].endswith("jupyter-student")
    assert instructor.environment["JUPYTER_CONFIG_PATH"].endswith("jupyter-instructor")
    assert "LAB_COURSE_DIR" in instructor.environment and "LAB_COURSE_DIR" not in student.environment
    assert "ZIG_GLOBAL_CACHE_DIR" not in config.Spawner.environment, "each student's own cache, seeded"


def test_students_get_no_teacher_tools_and_the_plugin_names_are_real():
    student = json.loads((HUB / "jupyter-student" / "labconfig" / "page_config.json").read_text())
    server = json.loads((HUB / "jupyter-student" / "jupyter_server_config.json").read_text())
    extensions = server["ServerApp"]["jpserver_extensions"]
    assert extensions["nbgrader.server_extensions.formgrader"] is False
    assert extensions["nbgrader.server_extensions.assignment_list"] is True
    disabled = set(student["disabledExtensions"])
    assert {"@jupyter/nbgrader:formgrader", "@jupyter/nbgrader:create-assignment"} <= disabled
    bundle = " ".join(
        p.read_text(errors="ignore")
        for p in Path(os.path.dirname(__import__("jupyterlab").__file__))
        .parents[3]
        .glob("share/jupyter/labextensions/@jupyter/nbgrader/static/*.js")
    )
    for plugin in disabled:  # a misspelt plugin id would disable nothing
        assert f'"{plugin}"' in bundle, plugin
    instructor = json.loads((HUB / "jupyter-instructor" / "jupyter_server_config.json").read_text())
    assert instructor["ServerApp"]["jpserver_extensions"]["nbgrader.server_extensions.formgrader"] is True


def test_the_roster_is_nbgraders_format_checked_line_by_line(tmp_path, capsys):
    good = tmp_path / "class.csv"
    good.write_text(
        "id,first_name,last_name,email\nstu_01,小明,王,a@example.org\nstu-02,,,\n", encoding="utf-8"
    )
    assert [r["id"] for r in roster.read_roster(good)] == ["stu_01", "stu-02"]
    for text, complaint in (
        ("id,name\nx,y\n", "不认识的列"),
        ("id\nAlice\n", "第 2 行"),
        ("id\nbob\nbob\n", "出现了两次"),
        ("first_name\nx\n", "至少有 id"),
    ):
        bad = tmp_path / "bad.csv"
        bad.write_text(text)
        with pytest.raises(roster.RosterError, match=complaint):
            roster.read_roster(bad)
    assert roster.main([str(good), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "HOME_MODE=0700" in out and "nbgrader db student import" in out


def test_a_lesson_update_keeps_the_students_answers(tmp_path):
    """publish_lessons.sh → nbgitpuller pulls into ~/lessons → the student edits a lesson → the
    course publishes a new version → the next pull brings the new lessons and keeps the edit."""
    from nbgitpuller.pull import GitPuller

    repo, home = tmp_path / "lessons.git", tmp_path / "home"
    checkout = tmp_path / "checkout"
    (checkout / "notebooks").mkdir(parents=True)
    hub = checkout / "lab_code" / "classroom" / "hub"
    hub.mkdir(parents=True)
    (hub / "publish_lessons.sh").write_text((HUB / "publish_lessons.sh").read_text())
    lesson = checkout / "notebooks" / "00_start_here.ipynb"
    other = checkout / "notebooks" / "01_roundtrip.ipynb"
    lesson.write_text('{"cells": ["v1"]}\n')
    other.write_text('{"cells": ["v1"]}\n')

    def publish():
        done = subprocess.run(
            ["sh", str(hub / "publish_lessons.sh"), str(repo)], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr

    def pull():
        for _ in GitPuller(f"file://{repo}", str(home / "lessons"), branch="main").pull():
            pass

    publish()
    home.mkdir()
    pull()
    mine = home / "lessons" / "00_start_here.ipynb"
    mine.write_text('{"cells": ["v1", "我的答案"]}\n')
    lesson.write_text('{"cells": ["v2"]}\n')
    other.write_text('{"cells": ["v2"]}\n')
    publish()
    pull()
    assert "我的答案" in mine.read_text(), "the student's edit survives the update"
    assert "v2" in (home / "lessons" / "01_roundtrip.ipynb").read_text(), "untouched lessons are updated"
    assert not re.search(r"solutions|tests", " ".join(os.listdir(home / "lessons")))


def test_the_course_launcher_hides_nbgraders_teacher_tools(tmp_path, monkeypatch):
    """With requirements-test.txt nbgrader is in the same .venv; the launcher's config folder
    switches its server extensions and its JupyterLab plugins off for the course's JupyterLab."""
    from jupyter_core.paths import jupyter_config_path
    from jupyterlab_server.config import get_page_config

    from lab_code.course.launch import NBGRADER_SERVER_EXTENSIONS, hide_teacher_tools

    folder = hide_teacher_tools(tmp_path / "config")
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(folder))
    assert "@jupyter/nbgrader" in get_page_config(jupyter_config_path(), logger=None)["disabledExtensions"]
    server = json.loads((folder / "jupyter_server_config.json").read_text())
    assert server["ServerApp"]["jpserver_extensions"] == dict.fromkeys(NBGRADER_SERVER_EXTENSIONS, False)


def test_a_students_zig_cache_is_seeded_from_the_machines_without_copying_its_objects(tmp_path):
    from lab_code.classroom.hub.zig_seed import seed

    shared = tmp_path / "shared"
    (shared / "o" / "abc").mkdir(parents=True)
    (shared / "h").mkdir()
    (shared / "lab-warm").mkdir()
    (shared / "o" / "abc" / "libc.a").write_bytes(b"!<arch>")
    (shared / "h" / "manifest.txt").write_text("inputs")
    (shared / "lab-warm" / "aarch64-linux-musl-1").touch()
    home = tmp_path / "home"
    home.mkdir()
    own = home / ".cache" / "tool-calling-lab" / "zig"
    uid, gid = os.getuid(), os.getgid()
    assert seed(shared, own, uid, gid) and not seed(shared, own, uid, gid), "once"
    obj, manifest = own / "o" / "abc" / "libc.a", own / "h" / "manifest.txt"
    assert obj.stat().st_ino == (shared / "o" / "abc" / "libc.a").stat().st_ino, "objects are links"
    assert manifest.stat().st_ino != (shared / "h" / "manifest.txt").stat().st_ino, "manifests are copies"
    assert (own / "lab-warm" / "aarch64-linux-musl-1").exists(), "the warm-up markers come along"
