"""``python -m lab_code.classroom nbgrader DIR`` | ``python -m lab_code.classroom catalogue [--write]``.

Lessons: shared
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lab_code.classroom import catalogue


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab_code.classroom", description="课堂：用 nbgrader 布置和批改练习"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    course = commands.add_parser(
        "nbgrader", help="写出一个 nbgrader 课程目录（配置 + 每课一份作业的源 notebook + 课程密钥）"
    )
    course.add_argument("dir", type=Path, help="课程目录，例如 ./course（不存在会创建）")
    course.add_argument("--timeout", type=int, default=60, help="批改时每个单元最多运行几秒（默认 60）")
    course.add_argument(
        "--overwrite", action="store_true", help="已有的源 notebook 和配置和新版本不同时，覆盖它们"
    )
    course.add_argument(
        "--new-secret",
        action="store_true",
        help="换一个课程密钥（补考：每个学生的隐藏用例都会变；旧密钥留在旁边）",
    )
    listing = commands.add_parser("catalogue", help="列出全部练习（README 里的那张表）")
    listing.add_argument("--write", action="store_true", help="把表写进 README.md")
    args = parser.parse_args(argv)
    if args.command == "catalogue":
        if args.write:
            print("README.md 已更新" if catalogue.write_readme() else "README.md 已是最新")
        else:
            print(catalogue.render())
        return 0
    from lab_code.classroom.catalogue import NOTEBOOKS_DIR
    from lab_code.classroom.nbgrader_course import CourseExists, write_course

    if not catalogue.exercises():  # an installed copy of the package: no lessons, no solutions/
        print(
            f"错误：在 {NOTEBOOKS_DIR} 找不到课程的 notebook，写不出作业。课程目录要从仓库的检出写：\n"
            "  cd <检出>  &&  sudo PYTHONPATH=$PWD /opt/tool-calling-lab/venv/bin/python -m lab_code.classroom "
            f"nbgrader {args.dir}\n"
            "（install.sh 第一次运行时已经为老师写好 ~lab-instructor/course，见教师指南第 5 节。）",
            file=sys.stderr,
        )
        return 2
    try:
        names = write_course(
            args.dir, timeout=args.timeout, overwrite=args.overwrite, new_secret=args.new_secret
        )
    except CourseExists as exc:
        print(exc, file=sys.stderr)
        return 1
    print(
        f"已写出 {args.dir}/nbgrader_config.py、课程密钥 {args.dir}/.grading/secret 和 {len(names)} 份作业：{', '.join(names)}"
    )
    print(
        f"下一步（在 {args.dir} 里）：nbgrader generate_assignment {names[0]}；收齐后 nbgrader autograde {names[0]}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
