"""lab_code/classroom/hub without a running Hub: the configuration a class machine and a Kubernetes
cluster get, the roster, and the way lesson updates reach students without losing their answers.

The full flow through a live JupyterHub is ``test_classroom_hub_live.py`` (a documented command,
not part of the suite: it needs the Hub installed, see the guide).
"""

from __future__ import annotations

import json
import os
import re
import shutil
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
    state.mkdir(exist_ok=True)
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
    assert "HOME_MODE=0700" in out and "nbgrader db student import" in out and "lab-students" in out


def test_the_roster_refuses_every_account_that_is_not_a_student(tmp_path, capsys, monkeypatch):
    """The issue's list: root, nobody (the grading sandbox's user), daemon and the instructor
    were taken as students (allowed into the Hub, put in the gradebook). Each line is named."""
    import pwd

    monkeypatch.setenv("LAB_INSTRUCTOR", "teacher")
    monkeypatch.setenv("LAB_HUB_HOME", str(tmp_path))
    existing = next(  # a person's account that the roster did not make (not in lab-students)
        (a.pw_name for a in pwd.getpwall() if 1000 <= a.pw_uid <= 60000 and LOGIN_OK(a.pw_name)), None
    )
    names = ["new_student", "root", "nobody", "daemon", "teacher", *([existing] if existing else [])]
    roster_file = tmp_path / "class.csv"
    roster_file.write_text("id,first_name\n" + "".join(f"{n},x\n" for n in names), encoding="utf-8")
    for dry in (["--dry-run"], []):
        assert roster.main([str(roster_file), *dry]) == 2
        said = capsys.readouterr().err
        for line, name in enumerate(names[1:], start=3):
            assert f"第 {line} 行：{name}" in said or f"第 {line} 行：账号 {name}" in said, (name, said)
        assert "new_student" not in said
    assert not (tmp_path / "allowed_users.txt").exists(), "nothing changed"
    assert roster.not_a_student("new_student", "teacher") is None


def LOGIN_OK(name: str) -> bool:
    return bool(roster.LOGIN.match(name)) and name not in ("teacher", "new_student")


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


# ---------------------------------------------------------------- root and a student's home
#
# The Hub runs as root and, at each server start, seeds the student's zig cache in their home
# (``pre_spawn_hook``). The student owns that home and every name in it: these tests plant links
# there as the student (lab-student1, a real account, in a home of its own for the test) and
# check that root acted through none of them. The stand-in for ``/`` is root's, with a sticky
# ``tmp`` and an ``etc``.

STUDENT = "lab-student1"


def _account(name):
    import pwd

    try:
        return pwd.getpwnam(name)
    except KeyError:
        return None


needs_student = pytest.mark.skipif(
    os.geteuid() != 0 or _account(STUDENT) is None, reason=f"needs root and the account {STUDENT} (.ci/run)"
)


def _ids() -> list[str]:
    account = _account(STUDENT)
    return [f"--reuid={account.pw_uid}", f"--regid={account.pw_gid}", "--clear-groups"]


def _as_student(*argv: str) -> None:
    subprocess.run(["setpriv", *_ids(), "--", *argv], check=True)


@pytest.fixture
def machine(monkeypatch):
    """The Hub's state with a warmed zig cache (root's, read-only for others), a student's home,
    the stand-in for /, and ``start()``: what the Hub runs when the student's server starts."""
    import pwd
    import tempfile

    from lab_code.wire.settings import zig_cache_for

    tmp_path = Path(tempfile.mkdtemp(prefix="lab-seed-"))  # pytest's own is root's alone (0700)
    os.chmod(tmp_path, 0o755)
    state, home, system = tmp_path / "state", tmp_path / "home", tmp_path / "system"
    shared = state / "zig-cache"
    for folder in ("o/abc", "h", "lab-warm", "tmp"):
        (shared / folder).mkdir(parents=True)
    (shared / "o" / "abc" / "libc.a").write_bytes(b"!<arch>")
    (shared / "h" / "manifest.txt").write_text("inputs")
    (shared / "lab-warm" / "aarch64-linux-musl-1").touch()
    subprocess.run(["chmod", "-R", "a+rX,go-w", str(state)], check=True)
    home.mkdir(mode=0o700)
    real = _account(STUDENT)
    os.chown(home, real.pw_uid, real.pw_gid)
    (system / "tmp").mkdir(parents=True)
    (system / "etc").mkdir()
    os.chmod(system / "tmp", 0o1777)
    account = pwd.struct_passwd((STUDENT, "x", real.pw_uid, real.pw_gid, "", str(home), "/bin/sh"))
    real_getpwnam = pwd.getpwnam
    monkeypatch.setattr(pwd, "getpwnam", lambda name: account if name == STUDENT else real_getpwnam(name))
    config = _hub_config(tmp_path, monkeypatch)
    monkeypatch.setenv("LAB_HUB_HOME", str(state))

    def start():
        config.Spawner.pre_spawn_hook(_Spawner(STUDENT))

    own = zig_cache_for(home / ".cache" / "tool-calling-lab")
    yield {"shared": shared, "home": home, "own": own, "system": system, "account": real, "start": start}
    shutil.rmtree(tmp_path, ignore_errors=True)


def _owners(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(root)): (p.lstat().st_uid, p.lstat().st_mode) for p in [root, *root.rglob("*")]}


def _root_did_nothing(root: Path, before: dict) -> None:
    after = _owners(root)
    assert {k: after.get(k) for k in before} == before, "root changed something through a link"
    assert not [k for k in set(after) - set(before) if after[k][0] == 0], (
        "root created something through a link"
    )


@needs_student
def test_a_students_zig_cache_is_seeded_once_with_links_to_roots_objects(machine):
    shared, own, account = machine["shared"], machine["own"], machine["account"]
    machine["start"]()
    obj, manifest = own / "o" / "abc" / "libc.a", own / "h" / "manifest.txt"
    assert obj.stat().st_ino == (shared / "o" / "abc" / "libc.a").stat().st_ino, "objects are links"
    assert obj.stat().st_uid == 0 and not obj.stat().st_mode & 0o022, "and stay root's, read-only"
    assert manifest.stat().st_uid == account.pw_uid, "manifests are the student's own copies"
    assert (own / "lab-warm" / "aarch64-linux-musl-1").exists(), "the warm-up notes come along"
    assert all(p.lstat().st_uid == account.pw_uid for p in machine["home"].rglob("*") if p.is_dir())
    shutil.rmtree(machine["home"] / ".cache")  # the cache deleted, with any "already seeded" mark in it…
    machine["start"]()
    assert not (machine["home"] / ".cache").exists(), "…root does not seed (or do anything) again"


@needs_student
def test_seeding_follows_no_link_the_student_planted(machine):
    """The issue's two links: the cache itself pointing at the stand-in for / (root gave the
    student its sticky tmp), and a dangling one where a copy goes (it stood in for /etc/nologin:
    root created a root-only file there, and no one but root could log in)."""
    own, system = machine["own"], machine["system"]
    _as_student("mkdir", "-p", str(own.parent))
    _as_student("ln", "-s", str(system), str(own))
    before = _owners(system)
    machine["start"]()
    _root_did_nothing(system, before)


@needs_student
def test_a_dangling_link_is_not_written_through(machine):
    own, system = machine["own"], machine["system"]
    _as_student("mkdir", "-p", str(own / "h"))
    _as_student("ln", "-s", str(system / "etc" / "nologin"), str(own / "h" / "manifest.txt"))
    before = _owners(system)
    machine["start"]()
    assert not (system / "etc" / "nologin").exists()
    _root_did_nothing(system, before)


@needs_student
def test_a_link_swapped_in_while_seeding_reaches_nothing_of_roots(machine):
    """While the seed runs, the student keeps swapping a folder of their cache for a link to the
    stand-in for / and back."""
    own, system, shared = machine["own"], machine["system"], machine["shared"]
    for n in range(300):  # enough files that the swap lands in the middle of the seeding
        (shared / "o" / "abc" / f"part{n}.o").write_bytes(b"x")
        (shared / "h" / f"m{n}.txt").write_text("x")
    subprocess.run(["chmod", "-R", "a+rX,go-w", str(shared)], check=True)
    _as_student("mkdir", "-p", str(own / "h"))
    swap = (
        f"while :; do mv {own}/h {own}/h.real 2>/dev/null; ln -sfn {system} {own}/h; "
        f"rm -f {own}/h; mv {own}/h.real {own}/h 2>/dev/null; done"
    )
    swapper = subprocess.Popen(["setpriv", *_ids(), "--", "sh", "-c", swap], start_new_session=True)
    before = _owners(system)
    try:
        machine["start"]()
    finally:
        os.killpg(swapper.pid, 9)
        swapper.wait()
    _root_did_nothing(system, before)


def test_hub_students_get_the_launchers_jupyterlab_defaults():
    """The overrides install.sh puts in the class virtualenv say what the launcher writes for a
    student on their own machine (Chinese UI, no news question), plugin by plugin."""
    from lab_code.course.launch import DEFAULT_USER_SETTINGS

    overrides = json.loads((HUB / "jupyterlab-overrides.json").read_text(encoding="utf-8"))
    as_ids = {}
    for relative, values in DEFAULT_USER_SETTINGS.items():
        package, _, plugin = relative.removesuffix(".jupyterlab-settings").rpartition("/")
        as_ids[f"{package}:{plugin}"] = values
    assert overrides == as_ids
    assert "overrides.d/" in (HUB / "install.sh").read_text()


def test_the_commands_install_sh_and_the_image_run_exist():
    """install.sh and the Dockerfile name course modules to run: each must have a __main__ (the
    zig warm-up named a module that no longer existed, and only a full install would show it)."""
    import importlib.util

    texts = (HUB / "install.sh").read_text() + (HUB / "z2jh" / "Dockerfile").read_text()
    modules = set(re.findall(r"-m (lab_code(?:\.\w+)+)", texts))
    assert "lab_code.workspace.runtimes" in modules and "lab_code.classroom" in modules
    for module in modules:
        spec = importlib.util.find_spec(module)
        source = Path(spec.origin).read_text(encoding="utf-8") if spec and spec.origin else ""
        main = (
            importlib.util.find_spec(f"{module}.__main__")
            if spec and spec.submodule_search_locations
            else None
        )
        assert main or 'if __name__ == "__main__":' in source, module
