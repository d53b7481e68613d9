"""Reference solutions of lesson 02's exercises (argument validation)."""

from __future__ import annotations


def is_int_arg(value) -> bool:
    """2.1: JSON Schema's "integer" — no bool, and any number without a fractional part (1.0 too)."""
    if isinstance(value, bool):  # must come first: isinstance(True, int) is True in Python
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and value.is_integer()


def inside_workdir(workdir, path) -> bool:
    """2.2, with os.path only: realpath follows symlinks and removes '..' (what resolve() does);
    commonpath compares whole components, so <tmp>/demo-backup is not inside <tmp>/demo."""
    import os

    root = os.path.realpath(workdir)
    target = os.path.realpath(os.path.join(root, path))  # an absolute path replaces root here
    return os.path.commonpath([root, target]) == root


def check_write(workdir, args: dict) -> str | None:
    """2.3: the write_file policy — inside the workdir, never into .git, overwrite only when asked."""
    from pathlib import Path

    root = Path(workdir).resolve()
    target = (root / args["path"]).resolve()
    if not target.is_relative_to(root):
        return f"路径 {args['path']!r} 指向工作目录之外；只能写工作目录内的文件。"
    if ".git" in target.relative_to(root).parts:
        return f"路径 {args['path']!r} 在 .git 目录里；仓库历史不允许由工具改写。"
    if target.exists() and args.get("overwrite") is not True:
        return f"文件 {args['path']!r} 已存在；确实要覆盖就再调用一次并传 overwrite: true。"
    return None


def problems_to_message(problems: list[str]) -> str:
    """2.4: count first, the first five verbatim, the rest only as a number, then the next step."""
    if not problems:
        return ""
    message = f"参数有 {len(problems)} 个问题：" + "；".join(problems[:5])
    if len(problems) > 5:
        message += f"；另有 {len(problems) - 5} 个问题未列出"
    return message + "。请改正以上问题后重新调用。"
