"""The anti-pattern: tool results as plain strings, failure detected by a text prefix.

The author's project (source article §4.9) returned strings from every tool and decided
success by prefixes like "工具失败：". Two problems, both shown here on purpose:

1. **Misreading.** A file whose *content* starts with such a prefix (an error log, a notes
   file about failures) is counted as a failed call. Counters, circuit breakers and retries
   built on top then act on a lie.
2. **Everything becomes a "tool failure".** A catch-all ``except Exception`` turns our own
   bug into text the model reads — including whatever the exception message carried (a
   connection string, a key) — and the model "retries" a problem it cannot fix.

The structured alternative is ``lab_code.running.safe_call``: ``{"ok": ...}`` for the program,
``message`` for the model, bugs stop the run.

    $ python -m lab_code.running.string_errors
    字符串判定：失败  ← 其实读取成功了
    结构化判定：ok=True

Lessons: 05
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lab_code.running.safe_call import safe_call
from lab_code.wire.tool_results import ToolError

ERROR_PREFIXES = ("工具失败：", "参数错误：", "未预期的错误：")


def call_tool_as_string(func: Callable[..., Any], args: dict) -> str:
    """The old way, rebuilt for critique: every outcome flattened to one string."""
    try:
        return str(func(**args))
    except ToolError as exc:
        return f"工具失败：{exc}"
    except TypeError as exc:  # wrong argument names... or a TypeError deep inside the tool
        return f"参数错误：{exc}"
    except Exception as exc:  # our bug, dressed up as a tool failure, message and all
        return f"未预期的错误：{type(exc).__name__}: {exc}"


def looks_failed(text: str) -> bool:
    """How the program decided success: by the first characters of the text."""
    return text.startswith(ERROR_PREFIXES)


if __name__ == "__main__":
    notes = "工具失败：上次构建找不到 zlib，后来先交叉编译 zlib 解决了。"

    def read_notes() -> str:
        return notes

    print(
        "字符串判定：",
        "失败" if looks_failed(call_tool_as_string(read_notes, {})) else "成功",
        "  ← 其实读取成功了",
        sep="",
    )
    print(f"结构化判定：ok={safe_call(read_notes, {})['ok']}")
