"""A command's result as fields, and the one function that writes the text a model reads of it.

The program decides everything about a command from fields: ``exit_code`` (None when the
command did not end on its own), ``timed_out``, ``truncated``, ``log_path``. Nobody reads them
back out of the text: a listing whose first file is named ``[exit=1]``, or a build log that
prints ``[exit=0]``, is only text, and text is what a hostile project controls.

``render`` is the only place that text is written. Three lessons from the author's project
live in it: the exit code is on the *first* line (an early version truncated long output and
lost the exit code with it); the output keeps its *tail* (compiler errors come last); when
lines were left out it says how many and where the full log is (``read_file`` pages it).

A tool returns a ``CommandResult``; the result dict the model and the program receive is
``to_result()``: the fields, and ``content`` rendered from them.

    >>> done = CommandResult(2, "error: boom\\n[exit=0]", ".xbuild/logs/cmd-0001.log", total_lines=2)
    >>> print(done.text)
    [exit=2]
    error: boom
    [exit=0]
    >>> {k: v for k, v in done.to_result().items() if k != "content"}
    {'ok': True, 'exit_code': 2, 'timed_out': False, 'truncated': False, 'log_path': '.xbuild/logs/cmd-0001.log'}
    >>> command_failed(done.to_result()), command_failed({"ok": True, "content": "[exit=1]"})
    (True, False)

Lessons: 05, 07
"""

from __future__ import annotations

from dataclasses import dataclass

from lab_code.workspace.process_tree import MIB

# The keys ``to_result`` adds next to ``ok`` and ``content``: a result with them is a command's.
FIELDS = ("exit_code", "timed_out", "truncated", "log_path")


@dataclass(frozen=True)
class CommandResult:
    """What one command did. The last three fields are the ceilings the text quotes."""

    exit_code: int | None  # None: the program stopped it (time, a limit, the caller cancelled)
    output: str = ""  # the last lines of its output, workdir masked, secrets redacted
    log_path: str = ""  # the full output, relative to the workdir (POSIX separators)
    total_lines: int = 0  # lines in the full log; ``output`` shows the last of them
    timed_out: bool = False
    cancelled: bool = False  # its caller cancelled it (an MCP client's notifications/cancelled)
    capped: bool = False  # its output passed ``max_output_bytes`` (the log keeps the last part)
    limit: str = ""  # a limit of its whole process tree it met: "processes", "memory", "disk"
    timeout_s: float = 0.0
    max_output_bytes: int = 0
    limit_value: int = 0  # the ceiling ``limit`` names: a number of processes, or bytes
    notes: tuple[str, ...] = ()  # what the program did besides running it (install_stage), in its words

    @property
    def succeeded(self) -> bool:
        return self.exit_code == 0

    @property
    def truncated(self) -> bool:
        """Lines of the full log are missing from ``output`` (the model may page the log)."""
        return len(self.output.splitlines()) < self.total_lines

    @property
    def text(self) -> str:
        return render(self)

    def __str__(self) -> str:  # where plain text is wanted (the mini agent): the same rendering
        return render(self)

    def to_result(self) -> dict:
        """The tool result: ``ok`` (the command ran), its fields, and the rendered ``content``."""
        fields = {name: getattr(self, name) for name in FIELDS}
        return {"ok": True, "content": render(self), **fields}


def command_failed(result: dict) -> bool:
    """Is ``result`` a command's that did not exit 0? Read from the field; a result without one
    (any other tool's, or text) is not a command's, whatever its text says."""
    return "exit_code" in result and result["exit_code"] != 0


def limit_note(limit: str, value: int) -> str:
    """What the model is told when its command met a limit of the whole process tree."""
    return {
        "processes": f"[命令的进程树达到进程数上限 {value}：之后的 fork 被拒绝。构建不需要这么多进程]",
        "memory": f"[命令的进程树超过内存上限 {value // MIB} MB：其中的进程被结束]",
        "disk": f"[命令让工作目录增长超过 {value // MIB} MB（或文件数过多），已被程序停止]",
    }.get(limit, "")


def _first_line(done: CommandResult) -> str:
    if done.timed_out:
        return f"[timeout after {done.timeout_s:g}s]"
    if done.cancelled:
        return "[stopped: cancelled]"
    if done.capped and done.exit_code is None:
        return f"[stopped: output over {done.max_output_bytes // MIB} MB]"
    if done.limit and done.exit_code is None:
        return f"[stopped: {done.limit} limit]"
    return f"[exit={done.exit_code}]"


def render(done: CommandResult) -> str:
    """The text a model reads: the outcome first, then what was cut and where the rest is, then
    the tail of the output. The one place this text is written."""
    parts = [_first_line(done)]
    if done.capped:
        parts.append(f"[命令的输出超过 {done.max_output_bytes // MIB} MB，已被程序停止；下面是最后的输出]")
    if done.limit:
        parts.append(limit_note(done.limit, done.limit_value))
    parts += done.notes
    shown = len(done.output.splitlines())
    if done.truncated:
        parts.append(
            f"[输出共 {done.total_lines} 行，前 {done.total_lines - shown} 行已省略，下面是最后 {shown} 行；"
            f"完整输出在 {done.log_path}，可用 read_file 分页查看]"
        )
    if done.output:
        parts.append(done.output)
    return "\n".join(parts)
