"""A class on one machine, end to end, as real accounts: the guide's path through a live JupyterHub.

``.ci/run`` runs ``install.sh`` first (set-up phase, with the network; its virtualenv and proxy
are cached outside the clone, keyed by their pins) into folders of this run, and says where:

    LAB_CLASS_PREFIX  the class virtualenv, configurable-http-proxy, the Hub's configuration
    LAB_CLASS_STATE   the Hub's state: lessons.git, the allow-list, the database
    LAB_CLASS_SYSTEM  what a real install puts in /etc and /srv (the exchange, nbgrader's settings)
    LAB_CLASS_COURSE  the instructor's course directory install.sh wrote

Then, offline, everything as the guide says and as the accounts themselves:

1. the roster (``roster.py``, as root) makes two students (fresh accounts, removed afterwards)
   with their first passwords, the allow-list and the gradebook entries;
2. JupyterHub starts on 127.0.0.1 (PAM login, each server as its own account); each student
   logs in through the login form with the password the roster printed;
3. the guide's lessons link (nbgitpuller) clones the lessons as the student, and lesson 00
   opens; the student's JupyterLab is in Chinese;
4. the instructor's formgrader generates and releases lesson 07; each student fetches it, solves
   it (one perfect, one without 7.1) and submits; formgrader collects, autogrades (in the
   sandbox, as the instructor), generates and releases feedback; each student fetches theirs;
5. the lessons are published again; the student's next click keeps the cell they changed.

Run it by hand after a trial install (the guide's section 9 has the commands).
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import pwd
import re
import secrets
import signal
import socket
import subprocess
import time
from pathlib import Path
from urllib.parse import parse_qs, quote, urlencode, urlsplit

import pytest

requests = pytest.importorskip("requests")

from classroom_flow import answers, nbgrader_steps, solved  # noqa: E402
from nbgrader.utils import notebook_hash  # noqa: E402

PREFIX = os.environ.get("LAB_CLASS_PREFIX", "")
STATE = Path(os.environ.get("LAB_CLASS_STATE", "/nonexistent"))
SYSTEM = Path(os.environ.get("LAB_CLASS_SYSTEM", "/nonexistent"))
COURSE = Path(os.environ.get("LAB_CLASS_COURSE", "/nonexistent"))
REPO = Path(__file__).resolve().parent.parent
INSTRUCTOR = "lab-instructor"
STUDENTS = ("lab-class-a", "lab-class-b")  # made by the roster here, removed at the end
LESSON, COURSE_ID = "07_crossbuild_agent", "tool-calling-lab"
HANDMADE_SECRET = "handmade-secret-of-b"  # the submission_secret.txt of a folder made by hand
LATER, LATEST = "2099-01-01 00:00:00.000000 UTC", "2099-06-01 00:00:00.000000 UTC"


def _why_not() -> str:
    if not PREFIX:
        return "needs install.sh first (.ci/run does it and sets LAB_CLASS_PREFIX; see the docstring)"
    if os.geteuid() != 0:
        return "JupyterHub's local spawner and the roster run as root"
    return ""


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        bool(_why_not()) and os.environ.get("LAB_REQUIRE_CLASS") != "1", reason=_why_not() or "ready"
    ),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _remove_test_students() -> None:
    import grp

    try:
        members = set(grp.getgrnam("lab-students").gr_mem)
    except KeyError:
        return
    for name in STUDENTS:  # only the accounts this test made (in the roster's group)
        if name in members:
            subprocess.run(["userdel", "--remove", name], capture_output=True)


class Browser:
    """One account's browser: its cookies, the Hub's login form, its JupyterLab's APIs."""

    def __init__(self, hub: str, user: str):
        self.hub, self.user = hub, user
        self.session = requests.Session()

    def login(self, password: str) -> requests.Response:
        form = self.session.get(f"{self.hub}/hub/login", timeout=60)
        xsrf = re.search(r'name="_xsrf" value="([^"]+)"', form.text)
        data = {"username": self.user, "password": password, "_xsrf": xsrf.group(1) if xsrf else ""}
        return self.session.post(f"{self.hub}/hub/login", data=data, timeout=60)

    def server(self, method: str, path: str, **kwargs) -> requests.Response:
        """``path`` on the account's own JupyterLab, as the page's scripts call it."""
        headers = {"X-XSRFToken": self.session.cookies.get("_xsrf", path=f"/user/{self.user}/") or ""}
        return self.session.request(
            method, f"{self.hub}/user/{self.user}{path}", headers=headers, timeout=600, **kwargs
        )

    def pull_lessons(self) -> str:
        """The guide's lessons link, then nbgitpuller's pull as the page runs it; what it said last."""
        link = _lessons_link(self.hub)
        opened = self.session.get(link, timeout=120)
        assert opened.status_code == 200 and "git-pull" in opened.url, (opened.status_code, opened.url)
        asked = parse_qs(urlsplit(link).query)  # what the page's script sends to nbgitpuller's API
        query = urlencode(
            {"repo": asked["repo"][0], "branch": asked["branch"][0], "targetpath": asked["targetPath"][0]}
        )
        events = self.server("GET", f"/git-pull/api?{query}", stream=True).iter_lines(decode_unicode=True)
        last = ""
        for line in events:
            if line.startswith("data:"):
                last = line
                if '"phase": "finished"' in line or '"phase": "error"' in line:
                    break
        return last


def _lessons_link(hub: str) -> str:
    """The link as the guide prints it (section 5), for this Hub and this run's lessons.git."""
    guide = (REPO / "lab_code" / "classroom" / "README.md").read_text(encoding="utf-8")
    (link,) = re.findall(r"http://<你的机器>:8000(/hub/user-redirect/git-pull\?\S+)", guide)
    return hub + link.replace(
        quote("/srv/tool-calling-lab/lessons.git", safe=""), quote(str(STATE / "lessons.git"), safe="")
    )


def _ok(reply) -> dict:
    assert reply.status_code < 400, (reply.url, reply.status_code, reply.text[:1000])
    try:
        data = reply.json() if reply.text else {}
    except ValueError:
        raise AssertionError(
            (reply.url, reply.status_code, re.sub(r"<[^>]+>", " ", reply.text)[-1500:])
        ) from None
    assert not (isinstance(data, dict) and data.get("success") is False), data.get("error", data)
    return data


@pytest.fixture(scope="module")
def roster():
    _remove_test_students()
    table = STATE / "class.csv"
    with open(table, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "first_name", "last_name", "email"])
        for n, name in enumerate(STUDENTS):
            writer.writerow([name, f"同学{n}", "测试", ""])
    env = {
        **os.environ,
        "LAB_HUB_HOME": str(STATE),
        "LAB_COURSE_DIR": str(COURSE),
        "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",  # the guide's sudo, no venv on it
    }
    env.pop("VIRTUAL_ENV", None)
    command = [f"{PREFIX}/venv/bin/python", "-m", "lab_code.classroom.hub.roster", str(table)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    passwords = {}
    for path in sorted(STATE.glob("passwords-*.csv")):
        with open(path, encoding="utf-8") as f:
            passwords.update({row["id"]: row["password"] for row in csv.DictReader(f)})
    yield {"first": done, "again": again, "passwords": passwords}
    _remove_test_students()


@pytest.fixture(scope="module")
def hub(roster):
    assert roster["first"].returncode == 0, roster["first"].stderr[-3000:]
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "PATH": f"{PREFIX}/venv/bin:/usr/local/bin:/usr/bin:/bin",
        "LAB_PREFIX": PREFIX,
        "LAB_HUB_HOME": str(STATE),
        "LAB_HUB_URL": f"http://127.0.0.1:{port}",
        "LAB_HUB_API_TOKEN": token,
        "LAB_COURSE_DIR": str(COURSE),
        "LAB_EXCHANGE_ROOT": str(SYSTEM / "srv" / "nbgrader" / "exchange"),
        "LAB_EXTRA_CONFIG_PATH": str(SYSTEM / "etc" / "jupyter"),
    }
    log = open(STATE / "hub.log", "w")  # noqa: SIM115 (closed at teardown)
    process = subprocess.Popen(
        [
            f"{PREFIX}/venv/bin/jupyterhub",
            "-f",
            f"{PREFIX}/jupyterhub_config.py",
            f"--JupyterHub.hub_port={_free_port()}",
            f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{_free_port()}",
        ],
        cwd=STATE,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            with contextlib.suppress(requests.ConnectionError):
                if requests.get(f"{url}/hub/api", timeout=2).ok:
                    break
            time.sleep(0.25)
        else:
            raise AssertionError("the Hub did not come up: " + (STATE / "hub.log").read_text()[-3000:])
        yield {"url": url, "token": token, "log": STATE / "hub.log"}
    finally:
        process.terminate()  # the Hub stops the servers and the proxy it started
        try:
            process.wait(timeout=60)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
        log.close()


def _api(hub, method: str, path: str, accept=(), **kwargs):
    reply = requests.request(
        method,
        f"{hub['url']}/hub/api{path}",
        headers={"Authorization": f"token {hub['token']}"},
        timeout=60,
        **kwargs,
    )
    assert reply.status_code < 400 or reply.status_code in accept, (path, reply.status_code, reply.text[:500])
    return reply.json() if reply.text else None


def _start(hub, users: tuple[str, ...]) -> None:
    """Start the servers together (each takes seconds, mostly its own imports) and wait for all."""
    for user in users:
        _api(hub, "POST", f"/users/{user}/server", accept=(400,))  # 400: already running
    waiting = set(users)
    for _ in range(480):
        waiting = {
            u for u in waiting if not _api(hub, "GET", f"/users/{u}")["servers"].get("", {}).get("ready")
        }
        if not waiting:
            return
        time.sleep(0.25)
    raise AssertionError(f"{waiting} did not start: {hub['log'].read_text()[-3000:]}")


def _handmade(inbound: Path, claims: str, stamp: str, secret: str, work: Path, links: dict) -> list:
    """The steps with which a student makes a submission folder by hand, in the name of ``claims``."""
    folder = inbound / f"{claims}+{LESSON}+{stamp}+handmade"
    steps = [
        ["mkdir", str(folder)],
        ["copy", str(work), str(folder / f"{LESSON}.ipynb")],
        ["write", str(folder / "timestamp.txt"), stamp],
        ["write", str(folder / "submission_secret.txt"), secret],
    ]
    return steps + [["symlink", target, str(folder / name)] for name, target in links.items()]


@pytest.fixture(scope="module")
def term(hub, roster):
    a, b = STUDENTS
    _start(hub, (INSTRUCTOR, a, b))
    teacher_token = _api(hub, "POST", f"/users/{INSTRUCTOR}/tokens", json={"note": "class test"})["token"]

    def teacher(method, path, **kwargs):
        return requests.request(
            method,
            f"{hub['url']}/user/{INSTRUCTOR}{path}",
            headers={"Authorization": f"token {teacher_token}"},
            timeout=600,
            **kwargs,
        )

    exchange = SYSTEM / "srv" / "nbgrader" / "exchange"
    shared, homes = exchange / COURSE_ID, {u: Path(pwd.getpwnam(u).pw_dir) for u in STUDENTS}
    env = {"JUPYTER_CONFIG_PATH": str(SYSTEM / "etc" / "jupyter"), "LAB_EXCHANGE_ROOT": str(exchange)}

    def as_student(user, steps):  # nbgrader's own commands and file actions, as that account
        return nbgrader_steps(user, steps, cwd=homes[user], env=env)

    squat = as_student(  # before the first release, as the squatter did
        a,
        [
            ["mkdir", str(shared)],
            ["mkdir", str(shared / "outbound" / LESSON)],
            ["rename", str(shared), str(exchange / "mine")],
            ["symlink", str(homes[a]), str(shared / "feedback" / "x")],
            ["write", str(shared / "outbound" / "x.ipynb"), "{}"],
        ],
    )
    browsers = {user: Browser(hub["url"], user) for user in (a, b)}
    logins = {user: browsers[user].login(roster["passwords"].get(user, "")) for user in (a, b)}
    first_pull = browsers[a].pull_lessons()
    lesson00 = browsers[a].server("GET", "/api/contents/lessons/00_start_here.ipynb")
    opens = parse_qs(urlsplit(_lessons_link(hub["url"])).query)["urlpath"][0]  # where the link sends them
    lab_page = browsers[a].server("GET", f"/{opens}")
    locale = browsers[a].server("GET", "/lab/api/settings/@jupyterlab/translation-extension:plugin")
    pack = browsers[a].server("GET", "/lab/api/translations/zh_CN")
    news = browsers[a].server("GET", "/lab/api/settings/@jupyterlab/apputils-extension:notification")
    grader = f"/formgrader/api/assignment/{LESSON}"
    _ok(teacher("POST", f"{grader}/assign"))
    _ok(teacher("POST", f"{grader}/release"))
    source = json.loads((COURSE / "source" / LESSON / f"{LESSON}.ipynb").read_text(encoding="utf-8"))
    body = {"course_id": COURSE_ID, "assignment_id": LESSON}
    works = STATE / "works"  # the students copy their hand-made submissions from here
    works.mkdir(mode=0o755, exist_ok=True)
    for user in (a, b):
        browser = browsers[user]
        _ok(browser.server("POST", "/assignments/fetch", json=body))
        path = f"/api/contents/{LESSON}/{LESSON}.ipynb"
        release = _ok(browser.server("GET", path))["content"]
        work = solved(release, source)
        if user == b:  # 7.1 (2 points) left as it came
            answers(work)[0]["source"] = answers(release)[0]["source"]
        _ok(browser.server("PUT", path, json={"type": "notebook", "format": "json", "content": work}))
        _ok(browser.server("POST", "/assignments/submit", json=body))
        for name, notebook in ((f"{user}.ipynb", work), (f"{user}-stub.ipynb", release)):
            (works / name).write_text(json.dumps(notebook, ensure_ascii=False), encoding="utf-8")
            os.chmod(works / name, 0o644)
    # lab-class-b, through the exchange's inbound (writable by every student), by hand: again,
    # later, with links beside the notebook (to the course secret, to the source notebook); and
    # a folder in lab-class-a's name, stamped later still, holding the untouched stub.
    links = {
        "notes.txt": str(COURSE / ".grading" / "secret"),
        "x.html": str(COURSE / "source" / LESSON / f"{LESSON}.ipynb"),
    }
    attacked = as_student(
        b,
        _handmade(shared / "inbound", b, LATER, HANDMADE_SECRET, works / f"{b}.ipynb", links)
        + _handmade(shared / "inbound", a, LATEST, "forged", works / f"{b}-stub.ipynb", {}),
    )
    _ok(teacher("POST", f"{grader}/collect"))
    for user in (a, b):
        _ok(teacher("POST", f"/formgrader/api/submission/{LESSON}/{user}/autograde"))
    _ok(teacher("POST", f"{grader}/generate_feedback"))
    _ok(teacher("POST", f"{grader}/release_feedback"))
    submissions = _ok(teacher("GET", f"/formgrader/api/submissions/{LESSON}"))
    _ok(browsers[a].server("POST", "/assignments/fetch_feedback", json=body))
    (stamp,) = _ok(browsers[a].server("GET", f"/api/contents/{LESSON}/feedback"))["content"]
    page = f"/api/contents/{stamp['path']}/{LESSON}.html"
    feedback = _ok(browsers[a].server("GET", page, params={"format": "text", "type": "file"}))["content"]

    def released(notebook: str) -> str:  # a feedback page in the exchange, by the name nbgrader gives it
        return str(
            shared / "feedback" / f"{notebook_hash(secret=HANDMADE_SECRET, notebook_id=notebook)}.html"
        )

    looked = as_student(
        b,
        [
            ["text", released(LESSON)],  # the hand-made submission's own feedback page
            ["text", released("x")],  # the link's target, released as a page (nbgrader's own steps did)
            ["list", str(shared / "inbound")],
            ["list", str(shared / "feedback")],
            ["read", str(COURSE / "gradebook.db")],
            ["read", str(COURSE / "submitted" / a / LESSON / f"{LESSON}.ipynb")],
            ["read", str(COURSE / ".grading" / "secret")],
            ["list", str(homes[a])],
        ],
    )
    cross = browsers[b].session.get(f"{hub['url']}/user/{a}/api/contents", timeout=60).status_code
    return {
        "browsers": browsers,
        "logins": logins,
        "squat": squat,
        "first_pull": first_pull,
        "lesson00": lesson00,
        "lab_page": lab_page,
        "locale": locale,
        "pack": pack,
        "news": news,
        "attacked": attacked,
        "submissions": submissions,
        "feedback": feedback,
        "looked": looked,
        "cross": cross,
    }


def test_the_roster_makes_the_students_on_its_first_run_and_is_safe_to_repeat(roster):
    assert roster["first"].returncode == 0, roster["first"].stderr[-3000:]
    assert roster["again"].returncode == 0, roster["again"].stderr[-3000:]
    assert "0 个新账号" in roster["again"].stdout
    assert set(roster["passwords"]) == set(STUDENTS)
    for name in STUDENTS:
        home = Path(pwd.getpwnam(name).pw_dir)
        assert home.stat().st_mode & 0o777 == 0o700, "a private home"
    assert set(STUDENTS) <= set((STATE / "allowed_users.txt").read_text().split())


def test_students_log_in_with_the_password_the_roster_printed(term):
    for user, reply in term["logins"].items():
        assert reply.status_code == 200 and f"/user/{user}/" in reply.url, (
            user,
            reply.status_code,
            reply.url,
        )
    assert term["cross"] in (403, 404), "a student's login does not open a classmate's server"


def test_the_lessons_link_opens_lesson_00_as_the_student(term):
    assert '"phase": "finished"' in term["first_pull"], term["first_pull"]
    assert term["lesson00"].status_code == 200, term["lesson00"].text[:500]
    assert term["lab_page"].status_code == 200 and term["lab_page"].url.endswith(
        "lessons/00_start_here.ipynb"
    )
    home = Path(pwd.getpwnam(STUDENTS[0]).pw_dir)
    lessons = home / "lessons"
    assert (lessons / "00_start_here.ipynb").stat().st_uid == pwd.getpwnam(STUDENTS[0]).pw_uid
    assert not [p for p in lessons.iterdir() if p.name in ("solutions", "tests")]


def test_the_students_jupyterlab_is_in_chinese(term):
    """What the page reads: the language setting's default (install.sh's overrides) is zh_CN, the
    student chose nothing else, and the language pack answers (JupyterLab then sets the page's
    ``lang``, which also gives CJK punctuation its Chinese spacing)."""
    settings = term["locale"].json()
    assert settings["schema"]["properties"]["locale"]["default"] == "zh_CN"
    assert settings["settings"].get("locale", "zh_CN") == "zh_CN"
    assert term["pack"].status_code == 200 and term["pack"].json()["data"], term["pack"].text[:300]


def test_no_news_question_pops_up(term):
    defaults = term["news"].json()["schema"]["properties"]
    assert defaults["fetchNews"]["default"] == "false" and defaults["checkForUpdates"]["default"] is False


def test_the_course_folder_cannot_be_squatted(term):
    """The issue's squat, before the first release: made first, renamed, a link planted."""
    assert [code for code, _ in term["squat"]] == [1] * len(term["squat"]), term["squat"]
    shared = SYSTEM / "srv" / "nbgrader" / "exchange" / COURSE_ID
    assert shared.stat().st_uid == pwd.getpwnam(INSTRUCTOR).pw_uid
    assert {p.name: oct(p.stat().st_mode & 0o7777) for p in shared.iterdir()} == {
        "inbound": "0o2733",
        "outbound": "0o755",
        "feedback": "0o711",
    }


def test_grades_and_feedback_through_the_hub(term):
    """lab-class-b's folder in lab-class-a's name (the stub, stamped latest) is not taken."""
    assert [code for code, _ in term["attacked"]] == [0] * len(term["attacked"]), term["attacked"]
    scores = {s["student"]: (s["score"], s["max_score"]) for s in term["submissions"]}
    a, b = STUDENTS
    assert scores[a] == (5.0, 5.0) and scores[b] == (3.0, 5.0), scores
    page = term["feedback"]
    assert "得分" in page and "Score:" not in page and "<script" not in page


def test_autograde_says_nothing_of_sqlalchemy(term, hub):
    """nbgrader's gradebook printed three SAWarning lines for every new submission it recorded."""
    assert "SAWarning" not in hub["log"].read_text(errors="replace")


def test_links_in_a_submission_are_refused_and_the_student_is_told(term):
    secret = (COURSE / ".grading" / "secret").read_text().strip()
    for folder in (COURSE / "autograded", COURSE / "feedback", SYSTEM / "srv" / "nbgrader" / "exchange"):
        for path in folder.rglob("*"):
            if path.is_file() and not path.is_symlink():
                text = path.read_text(errors="replace")
                assert secret not in text and "BEGIN SOLUTION" not in text, path
    assert not any(p.is_symlink() for p in (COURSE / "submitted").rglob("*"))
    (code, page), (x_code, _) = term["looked"][:2]
    assert x_code == 1, "the link's target was released as a feedback page"
    assert code == 0 and "得分" in page and "notes.txt" in page and "没有收下" in page


def test_no_student_sees_anything_of_a_classmate_or_of_the_instructor(term):
    seen = term["looked"][2:]
    assert [code for code, _ in seen] == [1] * len(seen), seen


def test_a_lesson_update_reaches_the_student_and_keeps_their_answer(term, tmp_path):
    """The student changes lesson 00; the course publishes new lessons; the same link again."""
    browser = term["browsers"][STUDENTS[0]]
    path = "/api/contents/lessons/00_start_here.ipynb"
    mine = _ok(browser.server("GET", path))["content"]
    mine["cells"][0]["source"] = "# 我的笔记\n" + "".join(mine["cells"][0]["source"])
    _ok(browser.server("PUT", path, json={"type": "notebook", "format": "json", "content": mine}))
    checkout = tmp_path / "checkout"  # the course's next version: publish_lessons.sh from a checkout
    hub_dir = checkout / "lab_code" / "classroom" / "hub"
    hub_dir.mkdir(parents=True)
    (hub_dir / "publish_lessons.sh").write_text(
        (REPO / "lab_code" / "classroom" / "hub" / "publish_lessons.sh").read_text()
    )
    (checkout / "notebooks").mkdir()
    for notebook in (REPO / "notebooks").glob("*.ipynb"):
        (checkout / "notebooks" / notebook.name).write_text(notebook.read_text(encoding="utf-8"))
    updated = json.loads((checkout / "notebooks" / "01_roundtrip.ipynb").read_text(encoding="utf-8"))
    updated["cells"].append(
        {"cell_type": "markdown", "id": "new-in-v2", "metadata": {}, "source": "新的一节"}
    )
    (checkout / "notebooks" / "01_roundtrip.ipynb").write_text(json.dumps(updated, ensure_ascii=False))
    published = subprocess.run(
        ["sh", str(hub_dir / "publish_lessons.sh"), str(STATE / "lessons.git")],
        capture_output=True,
        text=True,
    )
    assert published.returncode == 0, published.stderr
    assert '"phase": "finished"' in browser.pull_lessons()
    after = _ok(browser.server("GET", path))["content"]
    assert "".join(after["cells"][0]["source"]).startswith("# 我的笔记"), "the student's change survives"
    lesson01 = _ok(browser.server("GET", "/api/contents/lessons/01_roundtrip.ipynb"))["content"]
    assert any(c.get("id") == "new-in-v2" for c in lesson01["cells"]), "the new lesson text arrived"
