"""The whole class through a live JupyterHub on loopback (a documented command, not in the suite).

    sudo LAB_PREFIX=/tmp/lab-hub LAB_HUB_HOME=/tmp/lab-hub/state LAB_ROOT_DIR=/tmp/lab-hub/system \\
         LAB_WARM_ZIG=0 sh lab_code/classroom/hub/install.sh
    sudo LAB_HUB_PREFIX=/tmp/lab-hub .venv/bin/python -m pytest -n 0 tests/test_classroom_hub_live.py

``install.sh`` installs the class (here into /tmp, leaving /etc and /srv alone); the test then
starts JupyterHub with ``hub/jupyterhub_config.py`` on 127.0.0.1 (JupyterHub 5.5.0,
configurable-http-proxy from npm) for lab-instructor, lab-student1 and lab-student2 (the
accounts ``.ci/run`` creates), and drives everything through the Hub's own URLs, as the
browser would: the instructor's formgrader generates and releases lesson 00; each student's
server fetches it, saves their work (one perfect, one partial) and submits; formgrader
collects, autogrades (the sandboxed kernel, as the instructor) and generates and releases
feedback; each student fetches theirs. Grades are checked, and each student's token is refused
at the other's server and at the instructor's.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest
import requests
from classroom_flow import accounts_missing, answers, solved  # noqa: E402

PREFIX = os.environ.get("LAB_HUB_PREFIX", "")
HUB = Path(__file__).resolve().parent.parent / "lab_code" / "classroom" / "hub"
INSTRUCTOR, FIRST, SECOND = "lab-instructor", "lab-student1", "lab-student2"
LESSON, COURSE_ID = "00_start_here", "tool-calling-lab"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not PREFIX, reason="a documented command, not part of the suite: see the docstring"),
    pytest.mark.skipif(os.geteuid() != 0, reason="JupyterHub's local spawner runs as root"),
    pytest.mark.skipif(bool(accounts_missing()), reason=f"accounts missing: {accounts_missing()}"),
    pytest.mark.skipif(
        shutil.which("configurable-http-proxy") is None, reason="npm install -g configurable-http-proxy"
    ),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Hub:
    def __init__(self, url: str, token: str):
        self.url, self.token = url, token
        self.tokens: dict[str, str] = {}

    def api(self, method: str, path: str, accept: tuple[int, ...] = (), **kwargs):
        headers = {"Authorization": f"token {self.token}"}
        reply = requests.request(method, f"{self.url}/hub/api{path}", headers=headers, timeout=60, **kwargs)
        assert reply.status_code < 400 or reply.status_code in accept, (
            method,
            path,
            reply.status_code,
            reply.text[:500],
        )
        return reply.json() if reply.text else None

    def start(self, user: str) -> None:
        self.api("POST", f"/users/{user}", accept=(409,))  # the roster's accounts exist from the start
        self.api("POST", f"/users/{user}/server")
        for _ in range(240):
            if self.api("GET", f"/users/{user}")["servers"].get("", {}).get("ready"):
                break
            time.sleep(0.5)
        else:
            raise AssertionError(f"{user}'s server did not start")
        self.tokens[user] = self.api("POST", f"/users/{user}/tokens", json={"note": "live test"})["token"]

    def as_user(self, user: str, method: str, path: str, *, owner: str | None = None, **kwargs):
        """``path`` on ``owner``'s server (default: the user's own) with ``user``'s token."""
        return requests.request(
            method,
            f"{self.url}/user/{owner or user}{path}",
            headers={"Authorization": f"token {self.tokens[user]}"},
            timeout=600,
            **kwargs,
        )


def _ok(reply) -> dict:
    assert reply.status_code < 400, (reply.url, reply.status_code, reply.text[:1000])
    data = reply.json() if reply.text else {}
    assert not (isinstance(data, dict) and data.get("success") is False), data.get("error", data)
    return data


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    import pwd

    top = Path(f"/tmp/lab-hub-live-{secrets.token_hex(4)}")
    top.mkdir(mode=0o755)
    state, exchange = top / "state", top / "exchange"
    state.mkdir()
    subprocess.run(["sh", str(HUB / "setup_exchange.sh"), str(exchange)], check=True, capture_output=True)
    (state / "allowed_users.txt").write_text(f"{FIRST}\n{SECOND}\n")
    instructor_home = Path(pwd.getpwnam(INSTRUCTOR).pw_dir)
    course = instructor_home / "course-live"
    for account, folder in ((INSTRUCTOR, course), (FIRST, None), (SECOND, None)):
        home = Path(pwd.getpwnam(account).pw_dir)
        shutil.rmtree(folder or home / LESSON, ignore_errors=True)
    subprocess.run(
        [f"{PREFIX}/venv/bin/python", "-m", "lab_code.classroom", "nbgrader", str(course)],
        cwd=Path(__file__).resolve().parent.parent,  # the checkout: solutions/ are read from here
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)},
        check=True,
        capture_output=True,
    )
    subprocess.run(["chown", "-R", f"{INSTRUCTOR}:", str(course)], check=True)
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "PATH": f"{PREFIX}/venv/bin:/usr/local/bin:/usr/bin:/bin",
        "LAB_PREFIX": PREFIX,
        "LAB_HUB_HOME": str(state),
        "LAB_HUB_URL": f"http://127.0.0.1:{port}",
        "LAB_HUB_AUTHENTICATOR": "dummy",
        "LAB_HUB_PASSWORD": secrets.token_hex(8),
        "LAB_HUB_API_TOKEN": token,
        "LAB_COURSE_DIR": str(course),
        "LAB_EXCHANGE_ROOT": str(exchange),
        "LAB_EXTRA_CONFIG_PATH": f"{os.environ.get('LAB_ROOT_DIR', PREFIX + '/system')}/etc/jupyter",
    }
    started = time.monotonic()
    log = open(top / "hub.log", "w")  # noqa: SIM115 (closed at teardown)
    internal, proxy_api = _free_port(), _free_port()  # not 8081/8001: another Hub may use those
    process = subprocess.Popen(
        [
            f"{PREFIX}/venv/bin/jupyterhub",
            "-f",
            f"{PREFIX}/jupyterhub_config.py",
            f"--JupyterHub.hub_port={internal}",
            f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{proxy_api}",
        ],
        cwd=state,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    hub = Hub(f"http://127.0.0.1:{port}", token)
    try:
        for _ in range(240):
            try:
                if requests.get(f"{hub.url}/hub/api", timeout=2).ok:
                    break
            except requests.ConnectionError:
                pass
            time.sleep(0.5)
        else:
            raise AssertionError("the Hub did not come up: " + (top / "hub.log").read_text()[-3000:])
        result = _run_the_term(hub)
        result["seconds"] = time.monotonic() - started
        yield result
    finally:
        process.terminate()  # the Hub stops the servers and the proxy it started
        try:
            process.wait(timeout=60)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)  # and whatever it left in its session
        log.close()
        print(f"\nlive Hub test: {time.monotonic() - started:.0f} s (log: {top / 'hub.log'})")


def _run_the_term(hub: Hub) -> dict:
    for user in (INSTRUCTOR, FIRST, SECOND):
        hub.start(user)
    grader = f"/formgrader/api/assignment/{LESSON}"
    _ok(hub.as_user(INSTRUCTOR, "POST", f"{grader}/assign"))
    _ok(hub.as_user(INSTRUCTOR, "POST", f"{grader}/release"))
    body = {"course_id": COURSE_ID, "assignment_id": LESSON}
    for student in (FIRST, SECOND):
        _ok(hub.as_user(student, "POST", "/assignments/fetch", json=body))
        path = f"/api/contents/{LESSON}/{LESSON}.ipynb"
        release = _ok(hub.as_user(student, "GET", path))["content"]
        source = json.loads(
            hub.as_user(INSTRUCTOR, "GET", f"/api/contents/course-live/source/{LESSON}/{LESSON}.ipynb").text
        )
        work = solved(release, source["content"])
        if student == SECOND:
            answers(work)[1]["source"] = (
                "def is_count(value):\n    return isinstance(value, int) and value >= 0"
            )
        _ok(hub.as_user(student, "PUT", path, json={"type": "notebook", "format": "json", "content": work}))
        _ok(hub.as_user(student, "POST", "/assignments/submit", json=body))
    _ok(hub.as_user(INSTRUCTOR, "POST", f"{grader}/collect"))
    for student in (FIRST, SECOND):
        _ok(hub.as_user(INSTRUCTOR, "POST", f"/formgrader/api/submission/{LESSON}/{student}/autograde"))
    _ok(hub.as_user(INSTRUCTOR, "POST", f"{grader}/generate_feedback"))
    _ok(hub.as_user(INSTRUCTOR, "POST", f"{grader}/release_feedback"))
    for student in (FIRST, SECOND):
        _ok(hub.as_user(student, "POST", "/assignments/fetch_feedback", json=body))
    submissions = _ok(hub.as_user(INSTRUCTOR, "GET", f"/formgrader/api/submissions/{LESSON}"))
    refused = {
        (who, whose): hub.as_user(who, "GET", "/api/contents", owner=whose).status_code
        for who, whose in ((FIRST, SECOND), (SECOND, FIRST), (FIRST, INSTRUCTOR))
    }
    feedback = {}
    for student in (FIRST, SECOND):
        (stamp,) = _ok(hub.as_user(student, "GET", f"/api/contents/{LESSON}/feedback"))["content"]
        page = f"/api/contents/{stamp['path']}/{LESSON}.html"
        feedback[student] = _ok(hub.as_user(student, "GET", page, params={"format": "text", "type": "file"}))[
            "content"
        ]
    return {"submissions": submissions, "refused": refused, "feedback": feedback}


def test_grades_through_the_hub_are_right(hub):
    scores = {s["student"]: (s["score"], s["max_score"]) for s in hub["submissions"]}
    assert scores[FIRST] == (20.0, 20.0)
    assert scores[SECOND][0] == pytest.approx(19 + round(34 / 38, 2))


def test_each_student_gets_feedback_and_nobody_reaches_another_server(hub):
    for student in (FIRST, SECOND):
        page = hub["feedback"][student]
        assert "得分" in page and "Score:" not in page and "<script" not in page, student
    assert all(code in (403, 404) for code in hub["refused"].values()), hub["refused"]
