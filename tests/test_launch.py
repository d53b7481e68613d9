"""The course launcher: the command it builds, the settings it writes, and a real start."""

from __future__ import annotations

import http.client
import json
import os
import secrets
import shlex
import signal
import socket
import subprocess
import sys
import time

import pytest

from lab_code.course import launch

LOCALE_FILE = "@jupyterlab/translation-extension/plugin.jupyterlab-settings"
NEWS_FILE = "@jupyterlab/apputils-extension/notification.jupyterlab-settings"


@pytest.fixture
def course(tmp_path, monkeypatch):
    """A course folder with notebooks/, and a private cache dir for the launcher's settings."""
    (tmp_path / "course" / "notebooks").mkdir(parents=True)
    monkeypatch.setenv("LAB_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def test_print_command_is_a_dry_run(course, capsys):
    assert launch.main(["--print-command", "--port", "8899", "--no-browser"], cwd=course / "course") == 0
    words = shlex.split(capsys.readouterr().out)
    assert words[:3] == [sys.executable, "-m", "jupyterlab"]
    settings_dir = course / "cache" / "jupyterlab" / "user-settings"
    assert f"--ServerApp.root_dir={course / 'course' / 'notebooks'}" in words
    assert f"--LabApp.user_settings_dir={settings_dir}" in words
    assert "--LabApp.default_url=/lab/tree/00_start_here.ipynb" in words
    assert "--ServerApp.port=8899" in words and "--no-browser" in words
    assert not (course / "cache").exists(), "a dry run must not write any file"


def test_arguments_after_double_dash_go_to_jupyterlab(course, capsys):
    launch.main(["--print-command", "--", "--ServerApp.ip=0.0.0.0"], cwd=course / "course")
    words = shlex.split(capsys.readouterr().out)
    assert words[-1] == "--ServerApp.ip=0.0.0.0"
    assert "--no-browser" not in words and not any(w.startswith("--ServerApp.port") for w in words)


def test_bad_port_is_refused_with_a_hint(course, capsys):
    with pytest.raises(SystemExit) as stop:
        launch.main(["--port", "70000", "--print-command"], cwd=course / "course")
    assert stop.value.code == 2
    assert "1–65535" in capsys.readouterr().err


def test_missing_notebooks_folder_is_a_clear_error(tmp_path, capsys):
    assert launch.main(["--print-command"], cwd=tmp_path) == 2
    message = capsys.readouterr().err
    assert "找不到 notebooks/" in message and "根目录" in message


def test_notebooks_folder_itself_is_accepted(tmp_path):
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    (notebooks / "00_start_here.ipynb").write_text("{}", encoding="utf-8")
    assert launch.find_notebooks_dir(notebooks) == notebooks.resolve()


def test_defaults_are_written_when_absent(tmp_path):
    written = launch.prefill_user_settings(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted([LOCALE_FILE, NEWS_FILE])
    assert json.loads((tmp_path / LOCALE_FILE).read_text(encoding="utf-8")) == {"locale": "zh_CN"}
    assert json.loads((tmp_path / NEWS_FILE).read_text(encoding="utf-8"))["fetchNews"] == "false"
    assert not list(tmp_path.rglob("*.partial"))


def test_a_students_own_choice_is_kept(tmp_path):
    """Switching to English in the Settings menu writes this file; the launcher must keep it."""
    english = '{\n  // the student chose English\n  "locale": "en"\n}\n'
    (tmp_path / LOCALE_FILE).parent.mkdir(parents=True)
    (tmp_path / LOCALE_FILE).write_text(english, encoding="utf-8")
    written = launch.prefill_user_settings(tmp_path)
    assert [p.relative_to(tmp_path).as_posix() for p in written] == [NEWS_FILE]
    assert (tmp_path / LOCALE_FILE).read_text(encoding="utf-8") == english
    assert launch.prefill_user_settings(tmp_path) == []  # second start: nothing to do


def test_importing_has_no_side_effects(tmp_path):
    code = "import lab_code.course.launch"
    env = dict(os.environ, LAB_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert list(tmp_path.iterdir()) == []


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _status(port: int, path: str) -> int | None:
    """HTTP status of GET path (redirects not followed), None when nothing listens."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path)
        return connection.getresponse().status
    except OSError:
        return None
    finally:
        connection.close()


def _setting(port: int, token: str, plugin: str) -> dict:
    """The user settings JupyterLab serves for ``@jupyterlab/<plugin>`` (read from its settings dir)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", f"/lab/api/settings/@jupyterlab/{plugin}?token={token}")
        return json.loads(connection.getresponse().read())["settings"]
    finally:
        connection.close()


@pytest.mark.slow
def test_real_start_answers_lab_and_stops_cleanly(course):
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(
        os.environ,
        JUPYTER_TOKEN=token,
        JUPYTER_CONFIG_DIR=str(course / "config"),
        JUPYTER_RUNTIME_DIR=str(course / "runtime"),
    )
    log_path = course / "server.log"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "lab_code.course.launch",
                "--no-browser",
                "--port",
                str(port),
                "--",
                f"--LabApp.workspaces_dir={course / 'workspaces'}",
            ],
            cwd=course / "course",
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        lab = f"/lab?token={token}"
        deadline = time.monotonic() + 90
        while (
            (status := _status(port, lab)) is None and server.poll() is None and time.monotonic() < deadline
        ):
            time.sleep(0.2)  # the port opens when JupyterLab is ready; nothing else to wait on
        assert status == 200, log_path.read_text(encoding="utf-8", errors="replace")[-3000:]
        settings = course / "cache" / "jupyterlab" / "user-settings" / LOCALE_FILE
        assert json.loads(settings.read_text(encoding="utf-8")) == {"locale": "zh_CN"}
        # What the browser will receive: the server really reads the launcher's settings dir.
        assert _setting(port, token, "translation-extension:plugin")["locale"] == "zh_CN"
        assert _setting(port, token, "apputils-extension:notification")["fetchNews"] == "false"
        assert _status(port, "/lab") == 302, "without the token: sent to login"
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            raise
    assert code == 0, log_path.read_text(encoding="utf-8", errors="replace")[-3000:]
    assert _status(port, lab) is None, "the port must be closed after the stop"
