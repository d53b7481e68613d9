"""Command line: let the agent cross-compile a CMake project and show every step as it happens.

    python -m lab_code.agent PROJECT_DIR [--target T] [--model rule|lazy|openai]
                             [--max-turns N] [--db PATH] [--sandbox auto|on|off]
                             [--timeout SECONDS] [-D NAME=VALUE ...]

PROJECT_DIR is a directory (the agent works in it: ``.xbuild/`` and build dirs appear there)
or the name of a demo project (``hello_lib``, ``needs_dep``, ``traps``), which is first copied
to a fresh temporary workdir. The trace goes to ``<LAB_CACHE_DIR>/agent-runs.db`` unless
``--db``; it must be outside the workdir, where no tool call can rewrite it. ``--sandbox auto``
(the default) runs every command and the verification in bubblewrap when it works here.
``--timeout`` is each command's time limit (default 300 s; a build stopped by it is reported as a
time-out everywhere). ``-D NAME=VALUE`` (repeatable) are options for the project's configure step,
checked by the same allowlist as the model's own ``-D`` flags and given to the model in its task.
With ``--sandbox off`` the CLI says plainly that only the command guard stands between a build
script and this machine. A demo project is verified by its ``expected_output.txt``; any other directory like a real
library (``agent.library_verify``: every artifact's architecture). The models are the one
registry's (``agent.model_registry``, which lesson 08's batch uses too); the run is put together
by ``agent.crossbuild``, as every run is. An irreversible tool call is put to you on the
terminal first (none of the five tools is; a design may add one).

The first run for a target compiles zig's runtime libraries (a minute or two on two cores,
longer with C++), outside the sandbox, before the first command that compiles; the CLI says
what it compiles and, every ten seconds, for how long and how many files so far -- as it does
for any command that runs long::

    … 首次为 aarch64-linux-musl 准备 zig 的 C 运行库（…）：程序在沙箱外编译一次，…
    … 仍在为 aarch64-linux-musl 编译 C 运行库：已 10 秒，已编译 192 个文件

Exit code: 0 only when the program's own verification passed; 1 when the run ended any
other way (the stop reason is printed); 2 for bad command-line input or a trace that cannot
be written; 130 after Ctrl-C (the run is marked ``interrupted`` in the trace).
Expected output::

    $ python -m lab_code.agent hello_lib
    演示项目 hello_lib 已复制到 /tmp/xbuild-hello_lib-…（智能体在这里工作）
    [1] list_files {"path": "."} → ok  1 ms
    …
    停止原因：verified（模型说完成，程序独立验收通过）

Lessons: shared
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from lab_code.agent import projects
from lab_code.agent.crossbuild import RunConfig, run_crossbuild
from lab_code.agent.live import LiveTrace, summary_lines
from lab_code.agent.model_registry import ALIASES, MODELS, make_model
from lab_code.agent.trace import Trace, TraceError
from lab_code.wire.settings import load_settings
from lab_code.wire.tool_results import ToolError
from lab_code.workspace.command_guard import check_defines
from lab_code.workspace.process_runner import DEFAULT_TIMEOUT_S
from lab_code.workspace.sandbox import MODES, SandboxUnavailable, resolve_mode
from lab_code.workspace.toolchain import DEFAULT_TARGET, TARGETS, check_target

MIN_TIMEOUT_S, MAX_TIMEOUT_S = 1.0, 24 * 3600.0
SANDBOX_OFF_WARNING = (
    "注意：沙箱关闭。构建脚本（CMakeLists.txt、它调用的程序、编译出的测试）直接在这台机器上以你的身份运行，"
    "只有命令行护栏挡在构建和这台机器之间，而护栏只检查命令行，看不见 CMake 脚本自己做什么。"
    "安装仍然只落进项目 sysroot（DESTDIR），但 install(CODE) 或配置步骤可以写任何你能写的地方。"
)


def _fail(message: str) -> int:
    print(f"错误：{message}", file=sys.stderr)
    return 2


def _workdir(project: str) -> tuple[Path | None, str]:
    """A directory as given, or a demo project copied to a fresh temp dir; else an error text."""
    path = Path(project)
    if path.exists():
        if not path.is_dir():
            return (
                None,
                f"{project} 是文件，不是目录。请给出 CMake 项目的目录（里面有 CMakeLists.txt），或一个演示项目名。",
            )
        return path.resolve(), ""
    names = sorted(projects.PROJECTS)
    if project not in names:
        return None, (
            f"目录 {project} 不存在，也不是演示项目的名字。演示项目：{', '.join(names)}。"
            "请检查路径，或写一个演示项目名，例如 python -m lab_code.agent hello_lib。"
        )
    workdir = Path(
        projects.copy_project(project, Path(tempfile.mkdtemp(prefix=f"xbuild-{project}-")) / project)
    )
    print(f"演示项目 {project} 已复制到 {workdir}（智能体在这里工作）")
    return workdir, ""


def ask_on_terminal(name: str, args: dict) -> bool:
    """The user's answer to an irreversible call; no terminal to ask on means no."""
    if not sys.stdin.isatty():
        return False
    shown = json.dumps(args, ensure_ascii=False)[:200]
    return input(f"    ？ {name} {shown} 是不可撤销的操作，执行吗？[y/N] ").strip().lower() in ("y", "yes")


def _trace_path(given: str | None) -> Path:
    if given:
        return Path(given).resolve()
    return load_settings().cache_dir / "agent-runs.db"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.agent", description="让智能体交叉编译一个 CMake 项目，并由程序独立验收。"
    )
    parser.add_argument("project", help="项目目录，或演示项目名（hello_lib、needs_dep、traps）")
    parser.add_argument(
        "--target", default=DEFAULT_TARGET, help=f"目标平台，可选：{', '.join(sorted(TARGETS))}"
    )
    parser.add_argument(
        "--model",
        default="rule",
        choices=[*MODELS, *ALIASES],
        help="；".join(f"{name} = {what}" for name, what in MODELS.items()),
    )
    parser.add_argument("--max-turns", type=int, default=30)
    parser.add_argument(
        "--db", help="trace 数据库路径（默认 <LAB_CACHE_DIR>/agent-runs.db，必须在工作目录之外）"
    )
    parser.add_argument(
        "--sandbox", default="auto", choices=MODES, help="auto = 有可用的 bubblewrap 就在沙箱里运行命令和验收"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_S,
        help=f"每条命令的时限（秒，默认 {DEFAULT_TIMEOUT_S:g}）",
    )
    parser.add_argument(
        "-D", dest="defines", action="append", default=[], metavar="NAME=VALUE",
        help="配置项目时加的选项（可多次给出），和模型自己的 -D 用同一个允许列表检查",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if not MIN_TIMEOUT_S <= args.timeout <= MAX_TIMEOUT_S:
        return _fail(
            f"--timeout 要在 {MIN_TIMEOUT_S:g} 到 {MAX_TIMEOUT_S:g} 秒之间，收到的是 {args.timeout:g}。"
            "大项目的首次构建可以给 900 或 1800。"
        )
    try:
        check_target(args.target)
        sandboxed = resolve_mode(args.sandbox)
        model = make_model(args.model)  # before anything is copied or written
    except (ToolError, SandboxUnavailable, ValueError) as exc:
        return _fail(getattr(exc, "message", str(exc)))
    if args.max_turns < 1:
        return _fail(f"--max-turns 必须至少是 1，收到的是 {args.max_turns}。")
    db = _trace_path(args.db)
    project_dir = Path(args.project).resolve()
    if project_dir.is_dir() and db.is_relative_to(project_dir):
        return _fail(
            f"trace 数据库 {db} 在工作目录里，工具调用可能改写它；请用 --db 指定工作目录之外的路径。"
        )
    try:
        trace = Trace(db)  # a corrupt, read-only or locked file: said here, before any tool runs
    except TraceError as exc:
        return _fail(str(exc))
    try:  # judged against the directory given, or the demo's own files, before anything is copied
        named = Path(args.project) if Path(args.project).is_dir() else None
        check_defines(named or projects.project_source(args.project), args.defines)
    except ToolError as exc:
        trace.close()
        return _fail(f"-D 选项被拒绝：{exc.message}")
    except ValueError:
        pass  # not a directory nor a demo: _workdir says so below
    workdir, problem = _workdir(args.project)
    if workdir is None:
        trace.close()
        return _fail(problem)
    if not sandboxed:
        print(SANDBOX_OFF_WARNING, file=sys.stderr)
    print(f"目标平台 {args.target}，模型 {model.name}，沙箱 {'开' if sandboxed else '关'}，trace 写入 {db}")
    try:
        config = RunConfig(
            trace=trace,
            max_turns=args.max_turns,
            observer=LiveTrace(),
            progress=lambda text: print(f"    … {text}", flush=True),
            sandbox=sandboxed,
            confirm=ask_on_terminal,
            timeout_s=args.timeout,
            defines=tuple(args.defines),
        )
        result = run_crossbuild(workdir, model, args.target, config)
    except KeyboardInterrupt:  # the steps so far are committed; the run is marked interrupted
        print(f"已中断。已完成的步骤都在 {db} 里（这次运行标为 interrupted）。", file=sys.stderr)
        return 130
    finally:
        trace.close()
    for line in summary_lines(result):
        print(line)
    return 0 if result.success else 1


if __name__ == "__main__":
    raise SystemExit(main())
