"""Run a command without a shell and turn its output into a text a model can use.

The one way the course starts a process (the agent's commands, its verifier, zig's warm-up,
the sandbox probe): ``run_to_file``. What it guarantees, for a hostile command too:

* no shell: ``argv`` is a list and is executed as it is;
* a small environment built from an allowlist (``minimal_env``, or the toolchain's), never
  the parent's API keys;
* output goes to a **file**, never a pipe: a background child that keeps a pipe open would
  make the caller wait for the full timeout and report a false failure;
* its own session, resource limits before ``exec``, and afterwards the whole process tree
  killed — including children that called ``setsid`` (``lab_code.workspace.process_tree``);
* bounded time (``timeout_s``) and space (``max_output_bytes``: past it the command is
  stopped and the text says so);
* the whole tree bounded too, not only each process in it: its processes and memory by a
  control group of its own when this machine offers one (``cgroup_limits``; else the runner
  watches the tree), the disk it fills by a budget on the working directory (``disk_budget``);
* a way to stop it from another thread (``command_watch.cancelling``): an MCP client that
  cancels a call gets its command killed, not abandoned.

``run_process`` is the model-facing command runner: it returns a ``CommandResult``
(``workspace.command_result``: exit code, time-out, truncation and log path as fields; the
text a model reads is rendered from them there, and only there). The full output is a
numbered log under ``<workdir>/.xbuild/logs/`` that the model can page through with
``read_file`` (a counter, not a timestamp: the same run gives the same text). ``summarise``
turns a finished command and its log into that structure; the verifier's steps
(``agent.verify.Checker``) use it too.

    >>> import tempfile; wd = tempfile.mkdtemp()
    >>> done = run_process(["sh", "-c", "echo hi; exit 3"], workdir=wd)
    >>> done.exit_code, done.output, done.log_path
    (3, 'hi', '.xbuild/logs/cmd-0001.log')

Lessons: 05, 07
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.tool_results import ToolError
from lab_code.workspace import process_tree, workdir_layout
from lab_code.workspace.cgroup_limits import CommandGroup
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.command_watch import Watch
from lab_code.workspace.process_tree import Limits, kill_tree

TAIL_LINES = 100  # lines of output kept for the model
TAIL_CHARS = 4000  # characters of output kept for the model (str length, not bytes)
DEFAULT_TIMEOUT_S = 300.0
MAX_OUTPUT_BYTES = 32 * 1024 * 1024  # a build log is rarely 1 MB; past this the command is stopped
HEARTBEAT_S = 10.0
DEFAULT_LIMITS = Limits()  # read at each call: a test harness may scale it down
_POLL_S = 0.1
_TAIL_READ_BYTES = 64 * 1024  # enough bytes from the end of the log to fill the tail
SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"


@dataclass(frozen=True)
class Finished:
    exit_code: int | None  # None when the command was stopped (timeout, a limit, cancelled)
    timed_out: bool
    capped: bool  # its output passed max_output_bytes (the log keeps the last part)
    seconds: float
    limit: str = ""  # a tree limit it met: "processes", "memory" or "disk" ("" = none)
    cancelled: bool = False  # stopped because its caller cancelled (see ``cancelling``)
    timeout_s: float = DEFAULT_TIMEOUT_S  # the ceilings it ran under, for the text that quotes them
    max_output_bytes: int = MAX_OUTPUT_BYTES
    limit_value: int = 0  # the ceiling ``limit`` names


@dataclass(frozen=True)
class Window:
    """How much of the log's end a summary keeps (the model's share, or the verifier's)."""

    lines: int = TAIL_LINES
    chars: int = TAIL_CHARS


MODEL_WINDOW = Window()


def minimal_env(home: str | os.PathLike) -> dict[str, str]:
    """The environment of a command when the caller gives none: an allowlist, no secrets."""
    return {"PATH": SYSTEM_PATH, "LANG": "C.UTF-8", "HOME": str(home)}


def mask_paths(text: str, root: str | os.PathLike, placeholders: dict[str, str] | None = None) -> str:
    """Replace the workdir and tool install paths by ``<workdir>``-style names: machine paths are
    noise to a model and must not reach a notebook."""
    names = {str(root): "<workdir>", **(placeholders or {})}
    for path in sorted(names, key=len, reverse=True):  # longest first: nested paths
        text = text.replace(path, names[path])
    return text


def _check_argv(argv: list[str], env: dict[str, str]) -> None:
    if not argv or not all(isinstance(a, str) for a in argv):
        raise ToolError(
            "命令必须是非空的字符串列表，例如 ['cmake', '--version']。", error_type="invalid_arguments"
        )
    try:
        for arg in argv:
            arg.encode("utf-8")
    except UnicodeEncodeError:
        raise ToolError(
            "命令里有不能编码成 UTF-8 的字符（例如单独的代理字符）。", error_type="invalid_arguments"
        ) from None
    if shutil.which(argv[0], path=env.get("PATH", SYSTEM_PATH)) is None:
        raise ToolError(f"找不到程序 {argv[0]!r}。", error_type="not_found")


def run_to_file(
    argv: list[str],
    *,
    cwd: str | os.PathLike,
    log: Path,
    env: dict[str, str] | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    max_output_bytes: int = MAX_OUTPUT_BYTES,
    limits: Limits | None = None,
    heartbeat: Callable[[float], None] | None = None,
    heartbeat_s: float = HEARTBEAT_S,
) -> Finished:
    """Run ``argv`` with stdout and stderr appended to ``log``; see the module docstring.

    ``heartbeat(elapsed_s)`` is called every ``heartbeat_s`` seconds while it runs, so a
    caller can show a sign of life during a long first build. ``limits``: ``DEFAULT_LIMITS``
    when not given; the disk budget applies to ``cwd``.
    """
    limits = limits or DEFAULT_LIMITS
    env = dict(env) if env is not None else minimal_env(workdir_layout.home_dir(cwd))
    _check_argv(argv, env)
    started = time.monotonic()
    stop = ""  # "", or why it was stopped: see command_watch
    group = (
        CommandGroup.create(limits.tree_processes, limits.tree_memory_bytes)
        if limits.tree_processes
        else None
    )
    watch = Watch(
        limits,
        cwd,
        timeout_s=timeout_s,
        max_output_bytes=max_output_bytes,
        counted=group is not None,
    )
    try:
        with open(log, "ab") as out, process_tree.adopting_orphans():
            with process_tree.spawning():
                before = process_tree.children_now()
                proc = subprocess.Popen(
                    argv,
                    cwd=cwd,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                    preexec_fn=process_tree.limiter(
                        watch.child_limits(), group.join_fds() if group else (), exact_processes=group is None
                    ),
                )
                process_tree.register(proc.pid)
            try:
                next_beat = heartbeat_s
                while True:
                    try:
                        proc.wait(timeout=watch.wait_s(_POLL_S))
                        break
                    except subprocess.TimeoutExpired:
                        pass
                    elapsed = time.monotonic() - started
                    stop = watch.reason(proc.pid, out.fileno(), elapsed)
                    if stop:
                        break
                    if heartbeat is not None and elapsed >= next_beat:
                        heartbeat(elapsed)
                        next_beat += heartbeat_s
            finally:
                # Always, not only on a timeout: a finished command may leave children behind.
                # The control group first (it holds the whole tree, sandboxed or not, and reading
                # its members is cheap), then the walk for anything that left it.
                killed = group.kill() if group is not None else 0
                killed += kill_tree(proc.pid, before)
                proc.wait()
                process_tree.unregister(proc.pid)
                if killed:
                    process_tree.reap_orphans(before)
        hit = stop if stop in ("processes", "memory", "disk") else (group.limit_hit() if group else "")
        hit = hit or watch.after(left_behind=killed)
    finally:
        if group is not None:
            group.close()
    # A flood can also finish between two polls (RLIMIT_FSIZE bounds one file in any case):
    capped = stop == "output" or log.stat().st_size > max_output_bytes
    if capped:
        _keep_tail(log, max_output_bytes)
    return Finished(
        None if stop else proc.returncode,
        stop == "timeout",
        capped,
        time.monotonic() - started,
        hit,
        stop == "cancelled",
        timeout_s,
        max_output_bytes,
        _ceiling(hit, limits),
    )


def _ceiling(limit: str, limits: Limits) -> int:
    return {
        "processes": limits.tree_processes,
        "memory": limits.tree_memory_bytes,
        "disk": limits.disk_bytes,
    }.get(limit, 0)


def _keep_tail(log: Path, keep: int) -> None:
    """Cut a flooded log down to its last ``keep`` bytes (errors come last)."""
    with open(log, "rb") as fh:
        fh.seek(max(0, log.stat().st_size - keep))
        tail = fh.read()
    write_atomically(log, tail)


def _publish_log(partial: Path, log_dir: Path) -> Path:
    """Give the finished log the next free number; ``os.link`` fails if another run took it."""
    while True:
        numbers = [int(p.stem[4:]) for p in log_dir.glob("cmd-*.log") if p.stem[4:].isdigit()]
        candidate = log_dir / f"cmd-{max(numbers, default=0) + 1:04d}.log"
        try:
            os.link(partial, candidate)  # atomic and exclusive: complete or not there at all
        except FileExistsError:
            continue
        partial.unlink()
        return candidate


def redact_log(path: Path, redact: Callable[[str], str]) -> None:
    """Replace this run's secrets in a log file, in place (the model may page it later)."""
    # surrogateescape: bytes that are not UTF-8 survive unchanged; only secrets are replaced
    text = path.read_bytes().decode("utf-8", errors="surrogateescape")
    cleaned = redact(text)
    if cleaned != text:
        path.write_bytes(cleaned.encode("utf-8", errors="surrogateescape"))


def _count_lines(path: Path) -> int:
    count, last = 0, b"\n"
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            count += chunk.count(b"\n")
            last = chunk[-1:]
    return count + (last != b"\n")  # a last line without newline still counts


def _tail(path: Path, window: Window) -> str:
    size = path.stat().st_size
    with open(path, "rb") as fh:
        fh.seek(max(0, size - _TAIL_READ_BYTES))
        data = fh.read()
    lines = data.decode("utf-8", errors="replace").splitlines()
    if size > _TAIL_READ_BYTES:
        lines = lines[1:]  # the first line is probably cut in the middle
    kept: list[str] = []
    used = 0
    for line in reversed(lines[-window.lines :]):
        if used + len(line) > window.chars:
            if not kept:
                kept.append("…" + line[-window.chars :])
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(reversed(kept))


def summarise(
    done: Finished,
    log: Path,
    root: Path,
    placeholders: dict[str, str] | None = None,
    window: Window = MODEL_WINDOW,
) -> CommandResult:
    """A finished command and its (already redacted) log under ``root`` as a ``CommandResult``:
    the tail within ``window``, with the workdir and ``placeholders`` paths masked."""
    return CommandResult(
        done.exit_code,
        mask_paths(_tail(log, window), root, placeholders),
        log.relative_to(root).as_posix(),
        _count_lines(log),
        timed_out=done.timed_out,
        cancelled=done.cancelled,
        capped=done.capped,
        limit=done.limit,
        timeout_s=done.timeout_s,
        max_output_bytes=done.max_output_bytes,
        limit_value=done.limit_value,
    )


def run_process(
    argv: list[str],
    workdir: str | os.PathLike,
    env: dict[str, str] | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    placeholders: dict[str, str] | None = None,
    *,
    redact: Callable[[str], str] | None = None,
    heartbeat: Callable[[float], None] | None = None,
    max_output_bytes: int = MAX_OUTPUT_BYTES,
    limits: Limits | None = None,
) -> CommandResult:
    """Run ``argv`` (a list, never a shell string) in ``workdir`` and summarise it for the model.

    The full output becomes ``.xbuild/logs/cmd-NNNN.log`` (with ``redact`` applied, when given).
    In the text (not the log) the absolute workdir becomes ``<workdir>``, and each
    ``placeholders`` path its name. A program that does not exist raises
    ``ToolError(error_type="not_found")``.
    """
    root = Path(workdir).resolve()
    log_dir = workdir_layout.log_dir(root)
    log_dir.mkdir(parents=True, exist_ok=True)
    fd, partial_name = tempfile.mkstemp(dir=log_dir, prefix=".cmd-", suffix=".partial")
    os.close(fd)
    partial = Path(partial_name)
    try:
        done = run_to_file(
            argv,
            cwd=root,
            log=partial,
            env=env,
            timeout_s=timeout_s,
            max_output_bytes=max_output_bytes,
            heartbeat=heartbeat,
            limits=limits,
        )
        if redact is not None:
            redact_log(partial, redact)
        log_path = _publish_log(partial, log_dir)
    finally:
        partial.unlink(missing_ok=True)

    return summarise(done, log_path, root, placeholders)


if __name__ == "__main__":
    demo = run_process(["python3", "-c", "for i in range(250): print('line', i)"], workdir=tempfile.mkdtemp())
    print(demo.exit_code, demo.truncated, demo.total_lines, demo.log_path)
    # 0 True 250 .xbuild/logs/cmd-0001.log
    print(demo.text.splitlines()[1])  # the text the model reads: its first line is the exit code
    # [输出共 250 行，前 150 行已省略，下面是最后 100 行；完整输出在 .xbuild/logs/cmd-0001.log，可用 read_file 分页查看]
