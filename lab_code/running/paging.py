"""Page a long text by lines, so a model can read a whole file in steps.

The author's project first returned only the *last* 100 lines of a file; the model could not
see the top of a long CMakeLists.txt and wrote CMake scripts to read it in pieces (15 detours
in 6 runs). Paging from the start with a header that says how to continue ended that
(0 detours in the next 120 runs). Lessons 05 and 07 both use this module.

The first line of every page states the range, the total and the next step::

    >>> print(page_text("a\\nb\\nc", offset=1, limit=2))
    [第 1-2 行，共 3 行，用 offset=3 继续读]
    a
    b
    >>> print(page_text("a\\nb\\nc", offset=3))
    [第 3-3 行，共 3 行，已是最后一页]
    c

Limits count *characters* (Python ``str`` length), not bytes: for Chinese text the UTF-8
byte count is about three times larger, so the constant is honestly named ``MAX_CHARS``.

Lessons: 05, 07
"""

from __future__ import annotations

from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ToolError

MAX_LINES = 100  # lines per page
MAX_CHARS = 4000  # characters per page (the header line is not counted)


def _check_int(name: str, value: object, minimum: int) -> int:
    # bool is an int subclass in Python; True must not silently mean offset=1.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ToolError(f"参数 {name} 必须是整数，收到的是 {value!r}。", error_type="invalid_arguments")
    if value < minimum:
        raise ToolError(f"参数 {name} 不能小于 {minimum}，收到的是 {value}。", error_type="invalid_arguments")
    return value


def page_text(text: str, offset: int = 1, limit: int = MAX_LINES, max_chars: int = MAX_CHARS) -> str:
    """Return lines ``offset``.. (1-based) of ``text`` with a one-line header.

    At most ``min(limit, MAX_LINES)`` lines and ``max_chars`` characters are returned; a
    ``limit`` above ``MAX_LINES`` is lowered rather than refused, and the header always tells
    the truth about what was shown. A single line longer than ``max_chars`` is cut and marked.
    An ``offset`` past the end raises ``ToolError`` that names the valid range.
    """
    offset = _check_int("offset", offset, 1)
    limit = min(_check_int("limit", limit, 1), MAX_LINES)
    lines = text.splitlines()
    total = len(lines)
    if total == 0:
        if offset == 1:
            return "[共 0 行：文件是空的]"
        raise ToolError(
            f"offset={offset} 超出范围：文件是空的（共 0 行）。",
            error_type="invalid_arguments",
            total_lines=0,
        )
    if offset > total:
        raise ToolError(
            f"offset={offset} 超出范围：文件共 {total} 行，offset 的有效范围是 1-{total}。",
            error_type="invalid_arguments",
            total_lines=total,
        )

    shown: list[str] = []
    used = 0
    for line in lines[offset - 1 : offset - 1 + limit]:
        if used + len(line) > max_chars:
            if not shown:  # one giant line: show its start instead of nothing
                shown.append(shorten(line, max_chars))
            break
        shown.append(line)
        used += len(line) + 1  # + the newline that joins lines
    last = offset + len(shown) - 1
    if last >= total:
        header = f"[第 {offset}-{last} 行，共 {total} 行，已是最后一页]"
    else:
        header = f"[第 {offset}-{last} 行，共 {total} 行，用 offset={last + 1} 继续读]"
    return "\n".join([header, *shown])


if __name__ == "__main__":
    demo = "\n".join(f"line {n}" for n in range(1, 351))
    print(page_text(demo).splitlines()[0])  # [第 1-100 行，共 350 行，用 offset=101 继续读]
    print(page_text(demo, offset=301).splitlines()[0])  # [第 301-350 行，共 350 行，已是最后一页]
