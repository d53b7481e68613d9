"""Fixtures for the real-browser tests: one JupyterLab server and one headless Chromium.

The server is started exactly as a student starts it, ``python -m lab_code.course.launch
--no-browser --port P``, so these tests also test the launcher. Everything it writes (user
settings, runtime files, workspaces, IPython profile) goes to a temporary directory, and it
serves a *copy* of ``notebooks/`` so nothing a browser does can touch the committed files.

Chromium comes from Debian (``apt-get install -y chromium fonts-noto-cjk``); Playwright only
drives it, it never downloads a browser. Without Chromium the tests skip locally and FAIL
when ``CI`` is set. Artifacts (a screenshot per lesson, one per failure, the timings) go to
``test-artifacts/browser/``.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from browser_paths import ARTIFACTS_DIR, NOTEBOOKS_DIR, TIMINGS

from lab_code.wire.settings import load_settings

CHROMIUM_CANDIDATES = ("/usr/lib/chromium/chromium", "chromium", "chromium-browser")
# The flags from the platform notes: no sandbox (root in a container), no GPU, and nothing
# that phones home, so the same run works with the network switched off.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SERVER_START_TIMEOUT_S = 90


def find_chromium() -> str | None:
    """Path of Debian's Chromium (``LAB_CHROMIUM`` overrides), or None."""
    override = os.environ.get("LAB_CHROMIUM")
    if override:
        return override if Path(override).exists() else None
    for candidate in CHROMIUM_CANDIDATES:
        found = candidate if Path(candidate).is_file() else shutil.which(candidate)
        if found:
            return found
    return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


class LabServer:
    """A running ``python -m lab_code.course.launch`` with a known port and token."""

    def __init__(self, root: Path):
        self.root = root
        self.token = secrets.token_hex(16)
        self.port = 0
        self.log_path = root / "jupyterlab.log"
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return f"{self.base_url}{path}?token={self.token}"

    def start(self) -> None:
        """Start (or restart: same settings, new port) and wait until the server answers."""
        self.port = _free_port()
        course = self.root / "course"
        shutil.copytree(
            NOTEBOOKS_DIR,
            course / "notebooks",
            dirs_exist_ok=True,
            ignore=shutil.ignore_patterns(".ipynb_checkpoints"),
        )
        env = dict(
            os.environ,
            LAB_CACHE_DIR=str(self.root / "cache"),  # -> the launcher's user settings
            # ...but keep zig's warm cache: a cold one costs lesson 07 a minute of builds.
            ZIG_GLOBAL_CACHE_DIR=str(load_settings().zig_cache_dir),
            JUPYTER_CONFIG_DIR=str(self.root / "config"),
            JUPYTER_RUNTIME_DIR=str(self.root / "runtime"),
            JUPYTER_DATA_DIR=str(self.root / "data"),
            IPYTHONDIR=str(self.root / "ipython"),
            JUPYTER_TOKEN=self.token,
        )
        command = [
            sys.executable,
            "-m",
            "lab_code.course.launch",
            "--no-browser",
            "--port",
            str(self.port),
            "--",
            f"--LabApp.workspaces_dir={self.root / 'workspaces'}",
            # window.jupyterapp lets the tests run JupyterLab commands (runmenu:run-all).
            "--LabApp.expose_app_in_browser=True",
        ]
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(
                command, cwd=course, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + SERVER_START_TIMEOUT_S
        while not _answers(self.url("/api/status")):
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"JupyterLab 退出了（代码 {self.process.returncode}）：\n{self.log_tail()}"
                )
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"JupyterLab {SERVER_START_TIMEOUT_S} 秒内没有响应：\n{self.log_tail()}")
            time.sleep(0.2)  # polling a port that is not open yet: nothing to wait on instead

    def stop_kernels(self) -> None:
        """Shut down every kernel, so lessons do not pile up kernels on a 2-core machine."""
        headers = {"Authorization": f"token {self.token}"}
        with urllib.request.urlopen(
            urllib.request.Request(f"{self.base_url}/api/sessions", headers=headers), timeout=30
        ) as response:
            sessions = json.load(response)
        for session in sessions:
            request = urllib.request.Request(
                f"{self.base_url}/api/sessions/{session['id']}", headers=headers, method="DELETE"
            )
            urllib.request.urlopen(request, timeout=30).close()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: JupyterLab shuts its kernels down and exits
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)

    def log_tail(self, lines: int = 40) -> str:
        text = self.log_path.read_text(encoding="utf-8", errors="replace") if self.log_path.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        message = (
            "找不到 Chromium：请安装 `apt-get install -y chromium fonts-noto-cjk`"
            "（或用 LAB_CHROMIUM 指向浏览器）。浏览器测试从不下载浏览器。"
        )
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    return path


# Module scope: the browser tests live in one module, and Playwright's sync API keeps an event
# loop running in this thread while it is open, which breaks asyncio.run() in later tests.
@pytest.fixture(scope="module")
def lab_server(chromium_path, tmp_path_factory):
    """JupyterLab started through the course launcher; stopped at the end of the session."""
    # Screenshots of an earlier run would mix with this run's: start from an empty folder.
    shutil.rmtree(ARTIFACTS_DIR, ignore_errors=True)
    ARTIFACTS_DIR.mkdir(parents=True)
    started = time.perf_counter()
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    server.start()
    TIMINGS["server start"] = time.perf_counter() - started
    yield server
    server.stop()


@pytest.fixture
def private_lab_server(chromium_path, tmp_path):
    """A server of its own, for a test that changes settings the other tests rely on."""
    server = LabServer(tmp_path)
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser(chromium_path):
    from playwright.sync_api import expect, sync_playwright

    # Widget updates make a round trip through the kernel; on a busy 2-core machine the
    # default 5 s of expect() is too tight. Generous, since a wait ends as soon as it holds.
    expect.set_options(timeout=30_000)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, request):
    """A fresh browser tab; screenshot kept in test-artifacts/browser/ when the test fails."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="zh-CN")
    context.set_default_timeout(60_000)
    tab = context.new_page()
    yield tab
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        name = "".join(c if c.isalnum() or c in "-_" else "_" for c in request.node.name)
        try:
            tab.screenshot(path=ARTIFACTS_DIR / f"FAILED-{name}.png")
        except Exception as error:  # a crashed tab must not hide the real failure
            print(f"无法保存失败截图：{error}")
    context.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.report_call = report  # read by the `page` fixture's teardown
    return report


def pytest_terminal_summary(terminalreporter):
    if not TIMINGS:
        return
    lines = [f"{name:<28} {seconds:6.1f} s" for name, seconds in TIMINGS.items()]
    lines.append(f"{'total (measured parts)':<28} {sum(TIMINGS.values()):6.1f} s")
    terminalreporter.write_sep("-", "browser test timings")
    for line in lines:
        terminalreporter.write_line(line)
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS_DIR / "timings.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
