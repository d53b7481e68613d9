"""A class list turned into accounts the Hub lets in and students nbgrader knows.

    sudo /opt/tool-calling-lab/venv/bin/python -m lab_code.classroom.hub.roster students.csv

``students.csv`` is nbgrader's own roster format, ``id,first_name,last_name,email``; the id is
the login name. For every row:

* a local account, if there is none yet: a private home (mode 700, so no student reads
  another's notebooks), a login shell, membership of the group ``lab-students``, and a random
  first password, collected in ``<LAB_HUB_HOME>/passwords-<time>.csv`` (root only) for you to
  hand out;
* the Hub's allow-list, ``<LAB_HUB_HOME>/allowed_users.txt`` (``jupyterhub_config.py`` reads it
  when the Hub starts: restart it after a roster change);
* the gradebook: ``nbgrader db student import`` runs as the instructor in the course directory.

**Students only.** A line naming an account that exists and is not a student is refused, with
the line and the reason, before anything changes: ``root`` and every system account (uid
outside ``UID_MIN``–``UID_MAX`` of ``/etc/login.defs``), ``nobody`` (the grading sandbox runs as
it), the instructor, and any other existing account that is not in ``lab-students`` (a member
of staff, a service). Such a name on the allow-list would let that account into the Hub, and in
the gradebook it would be graded as a student.

Running it again is safe: existing students are left as they are (no new password), the
allow-list and the gradebook get only what is missing. ``--dry-run`` prints what would happen
and changes nothing.

Lessons: shared
"""

from __future__ import annotations

import argparse
import csv
import grp
import os
import pwd
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LOGIN = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")  # what useradd accepts without --badname
COLUMNS = ("id", "first_name", "last_name", "email")
GROUP = "lab-students"  # every account the roster made; an existing account outside it is not a student
NOT_STUDENTS = ("nobody", "root")  # besides the instructor and the sandbox's user (LAB_SANDBOX_USER)


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
            rows.append(
                {key: (row.get(key) or "").strip() for key in COLUMNS if key in row} | {"line": number}
            )
    return rows


def _exists(login: str) -> bool:
    try:
        pwd.getpwnam(login)
        return True
    except KeyError:
        return False


def login_range(defs: Path = Path("/etc/login.defs")) -> tuple[int, int]:
    """UID_MIN and UID_MAX: the uids of people's accounts (1000–60000 when the file says nothing)."""
    found = {"UID_MIN": 1000, "UID_MAX": 60000}
    try:
        for line in defs.read_text(encoding="utf-8", errors="replace").splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] in found and parts[1].isdigit():
                found[parts[0]] = int(parts[1])
    except OSError:
        pass
    return found["UID_MIN"], found["UID_MAX"]


def not_a_student(login: str, instructor: str) -> str | None:
    """Why ``login`` may not be on the class list, or None."""
    sandbox_user = os.environ.get("LAB_SANDBOX_USER", "nobody")
    if login in (*NOT_STUDENTS, sandbox_user, instructor):
        what = "老师" if login == instructor else "批改沙箱用的账号" if login == sandbox_user else "系统账号"
        return f"{login} 是{what}，不是学生"
    try:
        account = pwd.getpwnam(login)
    except KeyError:
        return None  # a new account: the roster creates it
    low, high = login_range()
    if not low <= account.pw_uid <= high:
        return f"{login} 是系统账号（uid {account.pw_uid}，不在 {low}–{high} 之间）"
    try:
        members = grp.getgrnam(GROUP).gr_mem
    except KeyError:
        members = []
    if login not in members:
        return f"账号 {login} 已经存在，但不是这个名单建的学生（不在 {GROUP} 组里）：换一个 id，或者确认后 sudo usermod -aG {GROUP} {login}"
    return None


def refusals(rows: list[dict[str, str]], instructor: str) -> list[str]:
    return [f"第 {row['line']} 行：{why}" for row in rows if (why := not_a_student(row["id"], instructor))]


def plan(rows: list[dict[str, str]]) -> list[list[str]]:
    """The commands that create the missing accounts (passwords are set separately, by chpasswd)."""
    return [
        [
            "useradd",
            "--create-home",
            "-K",
            "HOME_MODE=0700",
            "--shell",
            "/bin/bash",
            "--groups",
            GROUP,
            row["id"],
        ]
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
    refused = refusals(rows, instructor)
    if refused:
        print(f"错误：{args.roster} 里有不是学生的账号，什么都没有改：", file=sys.stderr)
        print("\n".join("  " + line for line in refused), file=sys.stderr)
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
    if commands:
        subprocess.run(["groupadd", "--force", GROUP], check=True)
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
    import_to_gradebook(rows, instructor, course)
    print("完成。重启 JupyterHub（systemctl restart jupyterhub）让新名单生效。")
    return 0


def import_to_gradebook(rows: list[dict[str, str]], instructor: str, course: str) -> None:
    """``nbgrader db student import`` as the instructor, in the course directory. The list goes in
    a folder of root's that the instructor can read (root writes nothing in the instructor's
    folders), and nbgrader finds its ``alembic`` on PATH: the class virtualenv's."""
    venv = Path(sys.executable).parent
    folder = Path(tempfile.mkdtemp(prefix="lab-roster-"))
    try:
        os.chmod(folder, 0o711)
        copy = folder / "students.csv"
        with open(copy, "w", encoding="utf-8", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=list(COLUMNS), extrasaction="ignore")
            writer.writeheader()
            writer.writerows(rows)
        os.chmod(copy, 0o644)
        subprocess.run(
            [
                "runuser",
                "-u",
                instructor,
                "--",
                "env",
                f"PATH={venv}:/usr/local/bin:/usr/bin:/bin",
                str(venv / "nbgrader"),
                "db",
                "student",
                "import",
                str(copy),
            ],
            cwd=course,
            check=True,
        )
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
