"""Show a long JSON value as a short excerpt, with the whole value one click away.

A 60-line tool definition printed in full is a wall the reader scrolls past. ``show_json(value,
keep=[...])`` prints only the paths a lesson talks about (``"function.parameters.required"``),
says how many keys it left out at each level, and in JupyterLab keeps the whole value in a
collapsed ``<details>`` block — the same shape as ``show(func, focus=...)`` for source code.

    >>> print(repr(JsonView({"a": 1, "b": {"c": 2, "d": 3}}, keep=["b.c"])))
    {
      "b": {
        "c": 2,
        "…": "另外 1 个键没列出"
      },
      "…": "另外 1 个键没列出"
    }
    # （完整的 JSON 7 行：展开“完整 JSON”，或 show_json 不带 keep）

Lessons: shared
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

GAP_KEY = "…"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


def excerpt(value: Any, keep: Sequence[str]) -> Any:
    """``value`` reduced to the dotted paths in ``keep``; every dropped key is counted, never hidden."""
    if not isinstance(value, dict):
        return value
    wanted: dict[str, list[str]] = {}
    for path in keep:
        head, _, rest = path.partition(".")
        wanted.setdefault(head, [])
        if rest:
            wanted[head].append(rest)
    missing = [head for head in wanted if head not in value]
    if missing:
        raise KeyError(f"show_json(keep=…)：路径里的 {missing} 在这个 JSON 里没有；可选的键：{sorted(value)}")
    out = {
        key: (excerpt(value[key], wanted[key]) if wanted[key] else value[key])
        for key in value
        if key in wanted
    }
    left_out = len(value) - len(out)
    if left_out:
        out[GAP_KEY] = f"另外 {left_out} 个键没列出"
    return out


class JsonView:
    """A JSON value, whole or as an excerpt; text where there is no HTML, a collapsed full view in Jupyter."""

    def __init__(self, value: Any, keep: Sequence[str] | None = None):
        self.full = _dumps(value)
        self.keep = list(keep or [])
        self.shown = _dumps(excerpt(value, self.keep)) if self.keep else self.full

    def __repr__(self) -> str:
        if not self.keep:
            return self.full
        lines = len(self.full.splitlines())
        return f"{self.shown}\n# （完整的 JSON {lines} 行：展开“完整 JSON”，或 show_json 不带 keep）"

    def _repr_html_(self) -> str:
        page = f"<pre class='lab-json'>{html.escape(self.shown)}</pre>"
        if self.keep:
            page += (
                f"<details class='lab-json-full'><summary>完整 JSON（{len(self.full.splitlines())} 行）</summary>"
                f"<pre>{html.escape(self.full)}</pre></details>"
            )
        return page


def show_json(value: Any, keep: Sequence[str] | None = None) -> None:
    """Display ``value`` as indented JSON; ``keep`` (dotted paths) makes it an excerpt."""
    from IPython.display import display  # imported lazily: lab_code works without IPython

    display(JsonView(value, keep))
