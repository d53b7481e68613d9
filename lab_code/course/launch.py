"""Start the course's JupyterLab: Chinese UI, opens on lesson 00, no news pop-up.

Run it from the repository root, after ``pip install -r requirements.txt``::

    python -m lab_code.course.launch                   # opens the browser on 00_start_here.ipynb
    python -m lab_code.course.launch --no-browser --port 8899
    python -m lab_code.course.launch --print-command   # dry run: prints the command, starts nothing
    python -m lab_code.course.launch -- --ServerApp.ip=0.0.0.0   # after "--": passed to JupyterLab

Expected output of ``--print-command`` (one line, paths shortened here)::

    <python> -m jupyterlab --ServerApp.root_dir=<repo>/notebooks
    --LabApp.default_url=/lab/tree/00_start_here.ipynb --LabApp.user_settings_dir=<cache>/...

When nbgrader is installed too (``requirements-test.txt`` puts it in the same ``.venv``), its
teacher tools would show up in the student's JupyterLab ("Formgrader", "Create Assignment"):
the launcher turns nbgrader's server and JupyterLab extensions off for this server only, through
a Jupyter config folder of its own (``<LAB_CACHE_DIR>/jupyterlab/config``, first on
``JUPYTER_CONFIG_PATH``). A class on JupyterHub configures its image instead
(``lab_code/classroom/hub``).

Why a settings directory of our own: JupyterLab reads the UI language and the news setting
from its *user settings* directory. The launcher points JupyterLab at
``<LAB_CACHE_DIR>/jupyterlab/user-settings`` and writes a default file there only when the
file is missing, so a student who switches to English in the Settings menu keeps English.

Lessons: shared
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.settings import load_settings

START_PAGE = "00_start_here.ipynb"

# File name (relative to the user settings dir) -> content written when the file is absent.
# fetchNews is a string enum in JupyterLab's schema ("true" / "false" / "none").
DEFAULT_USER_SETTINGS = {
    "@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": "zh_CN"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}


class NotebooksNotFound(FileNotFoundError):
    """The launcher was started somewhere without a ``notebooks/`` folder."""


def find_notebooks_dir(cwd: Path) -> Path:
    """Return ``cwd/notebooks`` (or ``cwd`` itself when it *is* the notebooks folder)."""
    cwd = Path(cwd).resolve()
    if (cwd / "notebooks").is_dir():
        return cwd / "notebooks"
    if cwd.name == "notebooks" and any(cwd.glob("*.ipynb")):
        return cwd
    raise NotebooksNotFound(
        f"在当前目录 {cwd} 下找不到 notebooks/ 文件夹。"
        "请先 cd 到课程仓库的根目录（有 notebooks/ 和 requirements.txt 的那一层），"
        "再运行 python -m lab_code.course.launch。"
    )


def user_settings_dir() -> Path:
    """Where the launcher keeps JupyterLab's user settings (under the course cache dir)."""
    return load_settings().cache_dir / "jupyterlab" / "user-settings"


def prefill_user_settings(directory: Path) -> list[Path]:
    """Write each default settings file that does not exist yet; return the files written.

    An existing file is never touched: it holds the student's own choice (e.g. English).
    """
    written = []
    for relative, content in DEFAULT_USER_SETTINGS.items():
        target = Path(directory) / relative
        if target.exists():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        # Atomic, so an interrupted start never leaves a half-written JSON file.
        write_atomically(target, json.dumps(content, indent=2) + "\n")
        written.append(target)
    return written


NBGRADER_SERVER_EXTENSIONS = (
    "nbgrader.server_extensions.formgrader",
    "nbgrader.server_extensions.assignment_list",
    "nbgrader.server_extensions.course_list",
    "nbgrader.server_extensions.validate_assignment",
)


def hide_teacher_tools(config_dir: Path) -> Path:
    """A Jupyter config folder that switches nbgrader off (server and JupyterLab parts)."""
    server = {"ServerApp": {"jpserver_extensions": dict.fromkeys(NBGRADER_SERVER_EXTENSIONS, False)}}
    page = {"disabledExtensions": {"@jupyter/nbgrader": True}}
    for relative, content in (("jupyter_server_config.json", server), ("labconfig/page_config.json", page)):
        target = Path(config_dir) / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(content, indent=2) + "\n", encoding="utf-8")
    return Path(config_dir)


def jupyterlab_args(
    notebooks_dir: Path,
    settings_dir: Path,
    port: int | None = None,
    open_browser: bool = True,
    extra: Sequence[str] = (),
) -> list[str]:
    """The arguments for ``python -m jupyterlab`` (without the interpreter part)."""
    args = [
        f"--ServerApp.root_dir={notebooks_dir}",
        f"--LabApp.default_url=/lab/tree/{START_PAGE}",
        f"--LabApp.user_settings_dir={settings_dir}",
        # The course runs offline: no news feed, no version check against the internet.
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
    ]
    if port is not None:
        args.append(f"--ServerApp.port={port}")
    if not open_browser:
        args.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # Course containers often run as root; Jupyter refuses root without this flag.
        args.append("--allow-root")
    return args + list(extra)


def _parse(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    argv = list(argv)
    extra: list[str] = []
    if "--" in argv:  # everything after "--" belongs to JupyterLab, untouched
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1 :]
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.course.launch",
        description="启动课程的 JupyterLab（中文界面，从 00_start_here.ipynb 开始）。"
        "在 -- 之后的参数原样交给 JupyterLab。",
    )
    parser.add_argument("--port", type=int, default=None, help="端口号（默认由 Jupyter 选择，通常 8888）")
    parser.add_argument("--no-browser", action="store_true", help="不自动打开浏览器")
    parser.add_argument(
        "--print-command", action="store_true", help="只打印将要执行的命令，不启动，也不写任何文件"
    )
    options = parser.parse_args(argv)
    if options.port is not None and not 0 < options.port < 65536:
        parser.error(f"--port {options.port} 不是有效端口；请用 1–65535 之间的数字，例如 --port 8899。")
    return options, extra


def main(argv: Sequence[str] | None = None, cwd: Path | None = None) -> int:
    options, extra = _parse(sys.argv[1:] if argv is None else argv)
    try:
        notebooks_dir = find_notebooks_dir(Path.cwd() if cwd is None else cwd)
    except NotebooksNotFound as error:
        print(f"错误：{error}", file=sys.stderr)
        return 2
    settings_dir = user_settings_dir()
    args = jupyterlab_args(
        notebooks_dir, settings_dir, options.port, open_browser=not options.no_browser, extra=extra
    )
    if options.print_command:
        print(shlex.join([sys.executable, "-m", "jupyterlab", *args]))
        return 0
    prefill_user_settings(settings_dir)
    config = hide_teacher_tools(settings_dir.parent / "config")
    os.environ["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
        filter(None, [str(config), os.environ.get("JUPYTER_CONFIG_PATH")])
    )
    # In-process, exactly what `python -m jupyterlab ARGS` does: Ctrl+C and SIGTERM reach
    # JupyterLab directly, with no wrapper process left behind.
    from jupyterlab.labapp import LabApp

    LabApp.launch_instance(argv=args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
