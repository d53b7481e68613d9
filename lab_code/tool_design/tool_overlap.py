"""Principle 1 of tool design: overlapping tools are a security hole, not just a mis-pick.

A toy reproduction of the author's finding (source article §4.8): ``read_file`` refused
credential files, but ``run_command`` allowed ``cat`` and only checked the *command name*, so
``cat .env`` — and ``cat /etc/hosts`` outside the workdir — read straight through.

- ``read_file``: the agent's real tool (``lab_code.agent.tools.read_file``): paged, and it
  refuses credential files.
- ``run_command_before``: a tiny whitelist with ``cat``; only the program name is checked.
- ``run_command_after``: the agent's real guard, ``lab_code.workspace.command_guard.check_command``:
  no ``cat`` (one entrance per capability: files are read with ``read_file``) and every
  argument that is or contains a path is checked by the same rules ``read_file`` uses
  (``workdir_guard.resolve_inside`` + ``is_credential_path``). It is what the agent's
  ``run_command`` does, minus the cross-compiling environment this demo does not need.

Commands really run through ``lab_code.workspace.process_runner`` (no shell) in throwaway workdirs,
one per variant, so what "before" copies around cannot help "after".

    $ python -m lab_code.tool_design.tool_overlap
    尝试                              修复前                    修复后
    read_file .env                    permission_denied         permission_denied
    run_command cat .env              ok（读到了凭据）          permission_denied
    run_command cat /etc/hosts        ok（读到了工作目录外）    permission_denied
    run_command ls /etc               ok（读到了工作目录外）    permission_denied
    run_command cp .env leak.txt      ok                        permission_denied
    read_file leak.txt                ok（读到了凭据）          not_found
    run_command ls src                ok                        ok

Lessons: 05
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from lab_code.wire.tool_results import ToolError
from lab_code.workspace.command_guard import check_command
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.process_runner import run_process
from lab_code.workspace.workdir_files import read_file  # the same guarded, paged read_file the agent uses

DEMO_SECRET = "DEMO_PASSWORD=hunter2-demo"  # a fake credential: the thing we must not leak
BEFORE_WHITELIST = ("cat", "cp", "ls")


def make_workdir(parent: str | Path | None = None) -> Path:
    """A fresh throwaway workdir (under ``parent`` if given, e.g. a test's tmp_path)."""
    root = Path(tempfile.mkdtemp(prefix="lab05-overlap-", dir=parent))
    (root / "src").mkdir()
    (root / "src" / "main.c").write_text("int main(void) { return 0; }\n", encoding="utf-8")
    (root / ".env").write_text(DEMO_SECRET + "\n", encoding="utf-8")
    return root


def run_command_before(workdir: Path, argv: list[str]) -> CommandResult:
    if argv[0] not in BEFORE_WHITELIST:  # checks the NAME only — the hole
        raise ToolError(f"命令 {argv[0]} 不在白名单 {list(BEFORE_WHITELIST)} 里。", "permission_denied")
    return run_process(argv, workdir=workdir, timeout_s=5)


def run_command_after(workdir: Path, argv: list[str]) -> CommandResult:
    return run_process(check_command(workdir, argv), workdir=workdir, timeout_s=5)


ATTEMPTS: list[tuple[str, list[str]]] = [
    ("read_file", [".env"]),
    ("run_command", ["cat", ".env"]),
    ("run_command", ["cat", "/etc/hosts"]),
    ("run_command", ["ls", "/etc"]),
    ("run_command", ["cp", ".env", "leak.txt"]),
    ("read_file", ["leak.txt"]),
    ("run_command", ["ls", "src"]),
]


def _outcome(workdir: Path, tool: str, argv: list[str], fixed: bool) -> str:
    try:
        if tool == "read_file":
            text = read_file(workdir, argv[0])
        else:
            done = (run_command_after if fixed else run_command_before)(workdir, argv)
            if not done.succeeded:  # the exit code is a field: read it, never the text
                return "命令失败（exit≠0）"
            text = done.output
    except ToolError as exc:
        return exc.error_type
    if DEMO_SECRET.split("=", 1)[1] in text:
        return "ok（读到了凭据）"
    if any(a.startswith("/") for a in argv[1:]):
        return "ok（读到了工作目录外）"
    return "ok"


def compare(before_dir: Path, after_dir: Path) -> list[tuple[str, str, str]]:
    """(attempt, outcome before the fix, outcome after) for every attempt, in order."""
    return [
        (
            f"{tool} {' '.join(argv)}",
            _outcome(before_dir, tool, argv, False),
            _outcome(after_dir, tool, argv, True),
        )
        for tool, argv in ATTEMPTS
    ]


def table(rows: list[tuple[str, str, str]]) -> str:
    def pad(text: str, width: int) -> str:  # CJK characters take two columns
        return text + " " * (width - sum(2 if ord(c) > 0x2E80 else 1 for c in text))

    lines = [pad("尝试", 34) + pad("修复前", 26) + "修复后"]
    lines += [pad(a, 34) + pad(b, 26) + c for a, b, c in rows]
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(compare(make_workdir(), make_workdir())))
