"""A class list turned into accounts the Hub lets in and students nbgrader knows.

    sudo /opt/tool-calling-lab/venv/bin/python -m lab_code.classroom.hub.roster students.csv

``students.csv`` is nbgrader's own roster format, ``id,first_name,last_name,email``; the id is
the login name. For every row:

* a local account, if there is none yet: a private home (mode 700, so no student reads
  another's notebooks), a login shell, and a random first password, collected in
  ``<LAB_HUB_HOME>/passwords-<time>.csv`` (root only) for you to hand out;
* the Hub's allow-list, ``<LAB_HUB_HOME>/allowed_users.txt`` (``jupyterhub_config.py`` reads it
  when the Hub starts: restart it after a roster change);
* the gradebook: ``nbgrader db student import`` runs as the instructor in the course directory.

Existing accounts are left as they are. ``--dry-run`` prints what would happen and changes nothing.

Lessons: shared
"""

from __future__ import annotations

import argparse
import csv
import os
import re
import secrets
import subprocess
import sys
import time
from pathlib import Path

LOGIN = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")  # what useradd accepts without --badname
COLUMNS = ("id", "first_name", "last_name", "email")


class RosterError(ValueError):
    """The class list cannot be used as it is; the message says which line and why."""


def read_roster(path: Path) -> list[dict[str, str]]:
    """The rows of ``path``, checked: known columns, valid and unique login names."""
    with open(path, encoding="utf-8-sig", newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames is None or "id" not in reader.fieldnames:
            raise RosterError(f"{path}：第一行要是列名，至少有 id（nbgrader 的格式：{','.join(COLUMNS)}）")
        unknown = set(reader.fieldnames) - set(COLUMNS)
        if unknown:
            raise RosterError(f"{path}：不认识的列 {sorted(unknown)}；可用的列：{','.join(COLUMNS)}")
        rows, seen = [], set()
        for number, row in enumerate(reader, start=2):
            login = (row.get("id") or "").strip()
            if not LOGIN.match(login):
                raise RosterError(
                    f"{path} 第 {number} 行：id {login!r} 不能做登录名（小写字母或下划线开头，"
                    "只含小写字母、数字、_ 和 -，最多 32 个字符）"
                )
            if login in seen:
                raise RosterError(f"{path} 第 {number} 行：id {login!r} 出现了两次")
            seen.add(login)
            rows.append({key: (row.get(key) or "").strip() for key in COLUMNS if key in row})
    return rows


def _exists(login: str) -> bool:
    import pwd

    try:
        pwd.getpwnam(login)
        return True
    except KeyError:
        return False


def plan(rows: list[dict[str, str]]) -> list[list[str]]:
    """The commands that create the missing accounts (passwords are set separately, by chpasswd)."""
    return [
        ["useradd", "--create-home", "-K", "HOME_MODE=0700", "--shell", "/bin/bash", row["id"]]
        for row in rows
        if not _exists(row["id"])
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.classroom.hub.roster", description="导入班级名单"
    )
    parser.add_argument("roster", type=Path, help="nbgrader 格式的名单：id,first_name,last_name,email")
    parser.add_argument("--dry-run", action="store_true", help="只打印将要做的事")
    args = parser.parse_args(argv)
    state = Path(os.environ.get("LAB_HUB_HOME", "/srv/tool-calling-lab"))
    instructor = os.environ.get("LAB_INSTRUCTOR", "lab-instructor")
    try:
        rows = read_roster(args.roster)
    except (RosterError, OSError) as exc:
        print(f"错误：{exc}", file=sys.stderr)
        return 2
    commands = plan(rows)
    new = [command[-1] for command in commands]
    allowed = state / "allowed_users.txt"
    known = set(allowed.read_text().split()) if allowed.exists() else set()
    course = os.environ.get("LAB_COURSE_DIR") or os.path.expanduser(f"~{instructor}/course")
    print(f"{len(rows)} 名学生，其中 {len(new)} 个新账号：{', '.join(new) or '无'}")
    if args.dry_run:
        for command in commands:
            print("  将运行：" + " ".join(command))
        print(f"  将写入：{allowed}（{len(known | {r['id'] for r in rows})} 个账号）")
        print(f"  将运行（在 {course}，以 {instructor} 的身份）：nbgrader db student import {args.roster}")
        return 0
    if os.geteuid() != 0:
        print("错误：创建账号需要 root：sudo …", file=sys.stderr)
        return 2
    passwords = []
    for command in commands:
        subprocess.run(command, check=True)
        password = secrets.token_urlsafe(9)
        subprocess.run(["chpasswd"], input=f"{command[-1]}:{password}\n", text=True, check=True)
        passwords.append((command[-1], password))
    if passwords:
        out = state / f"passwords-{time.strftime('%Y%m%d-%H%M%S')}.csv"
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write("id,password\n" + "".join(f"{login},{pw}\n" for login, pw in passwords))
        print(f"初始密码在 {out}（只有 root 能读）：发给学生，请他们第一次登录后用 passwd 改掉。")
    allowed.write_text("".join(f"{login}\n" for login in sorted(known | {r["id"] for r in rows})))
    venv = Path(sys.executable).parent
    copy = Path(course) / ".roster-import.csv"
    copy.write_text(args.roster.read_text(encoding="utf-8-sig"), encoding="utf-8")
    os.chmod(copy, 0o644)
    subprocess.run(
        ["runuser", "-u", instructor, "--", str(venv / "nbgrader"), "db", "student", "import", str(copy)],
        cwd=course,
        check=True,
    )
    copy.unlink()
    print("完成。重启 JupyterHub（systemctl restart jupyterhub）让新名单生效。")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
