"""Run a command without a shell and turn its output into a text a model can use.

Three lessons from the author's project live here:

* the exit code is fixed on the *first* line (``[exit=0]``): an early version truncated
  long output and lost the exit code with it, so the model did not know if a build worked;
* command output keeps its *tail* (the last ``TAIL_LINES`` lines): compiler errors come last;
* the full output goes to a log file under ``<workdir>/.xbuild/logs/`` that the model can
  page through with ``read_file``. Logs are numbered by a counter (``cmd-0001.log``), not a
  timestamp, so the same run gives the same text.

The command runs in its own session (``start_new_session=True``); a timeout kills the whole
process *group*, so a build tool's children (and their children) die with it.

    >>> import tempfile; wd = tempfile.mkdtemp()
    >>> print(run_process(["echo", "hi"], workdir=wd).text)
    [exit=0]
    hi

Lessons: 05, 07
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from lab_code.running import workdir_layout
from lab_code.wire.tool_results import ToolError

TAIL_LINES = 100  # lines of output kept for the model
TAIL_CHARS = 4000  # characters of output kept for the model (str length, not bytes)
DEFAULT_TIMEOUT_S = 300.0
_TAIL_READ_BYTES = 64 * 1024  # enough bytes from the end of the log to fill the tail


@dataclass(frozen=True)
class ProcessResult:
    exit_code: int | None  # None when the command timed out
    timed_out: bool
    text: str  # what the model sees
    log_path: str  # full log, relative to the workdir (POSIX separators)


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


def kill_group(pid: int) -> None:
    """Kill a process started with ``start_new_session=True`` and everything it spawned."""
    with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is already gone
        os.killpg(pid, signal.SIGKILL)


def mask_paths(text: str, root: str | os.PathLike, placeholders: dict[str, str] | None = None) -> str:
    """Replace the workdir and tool install paths by ``<workdir>``-style names: machine paths are
    noise to a model and must not reach a notebook."""
    names = {str(root): "<workdir>", **(placeholders or {})}
    for path in sorted(names, key=len, reverse=True):  # longest first: nested paths
        text = text.replace(path, names[path])
    return text


def _count_lines(path: Path) -> int:
    count, last = 0, b"\n"
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            count += chunk.count(b"\n")
            last = chunk[-1:]
    return count + (last != b"\n")  # a last line without newline still counts


def _tail(path: Path) -> str:
    size = path.stat().st_size
    with open(path, "rb") as fh:
        fh.seek(max(0, size - _TAIL_READ_BYTES))
        data = fh.read()
    lines = data.decode("utf-8", errors="replace").splitlines()
    if size > _TAIL_READ_BYTES:
        lines = lines[1:]  # the first line is probably cut in the middle
    kept: list[str] = []
    used = 0
    for line in reversed(lines[-TAIL_LINES:]):
        if used + len(line) > TAIL_CHARS:
            if not kept:
                kept.append("…" + line[-TAIL_CHARS:])
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(reversed(kept))


def run_process(
    argv: list[str],
    workdir: str | os.PathLike,
    env: dict[str, str] | None = None,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    placeholders: dict[str, str] | None = None,
) -> ProcessResult:
    """Run ``argv`` (a list, never a shell string) and summarise it for the model.

    It runs in ``workdir``, where ``.xbuild/logs/`` lives.
    In the text (not the log) the absolute workdir becomes ``<workdir>``, and each
    ``placeholders`` path its name: machine paths are noise to a model and must not reach a
    notebook. A program that does not exist raises ``ToolError(error_type="not_found")``.
    """
    if not argv or not all(isinstance(a, str) for a in argv):
        raise ToolError(
            "命令必须是非空的字符串列表，例如 ['cmake', '--version']。", error_type="invalid_arguments"
        )
    root = Path(workdir).resolve()
    log_dir = workdir_layout.log_dir(root)
    log_dir.mkdir(parents=True, exist_ok=True)
    fd, partial_name = tempfile.mkstemp(dir=log_dir, prefix=".cmd-", suffix=".partial")
    partial = Path(partial_name)
    timed_out = False
    with os.fdopen(fd, "wb") as out:
        try:
            proc = subprocess.Popen(
                argv,
                cwd=root,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        except FileNotFoundError:
            partial.unlink(missing_ok=True)
            raise ToolError(f"找不到程序 {argv[0]!r}。", error_type="not_found") from None
        try:
            exit_code: int | None = proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            timed_out, exit_code = True, None
        # Kill the group in every case: a finished command may leave background children.
        kill_group(proc.pid)
        proc.wait()
    log_path = _publish_log(partial, log_dir)

    rel_log = log_path.relative_to(root).as_posix()
    first = f"[timeout after {timeout_s:g}s]" if timed_out else f"[exit={exit_code}]"
    total = _count_lines(log_path)
    tail = _tail(log_path)
    tail = mask_paths(tail, root, placeholders)
    shown = len(tail.splitlines())
    parts = [first]
    if shown < total:
        parts.append(
            f"[输出共 {total} 行，前 {total - shown} 行已省略，下面是最后 {shown} 行；"
            f"完整输出在 {rel_log}，可用 read_file 分页查看]"
        )
    if tail:
        parts.append(tail)
    return ProcessResult(exit_code, timed_out, "\n".join(parts), rel_log)


if __name__ == "__main__":
    import tempfile

    demo_dir = tempfile.mkdtemp()
    print(
        run_process(
            ["python3", "-c", "for i in range(250): print('line', i)"], workdir=demo_dir
        ).text.splitlines()[:2]
    )
    # ['[exit=0]', '[输出共 250 行，前 150 行已省略，下面是最后 100 行；完整输出在 .xbuild/logs/cmd-0001.log，可用 read_file 分页查看]']
