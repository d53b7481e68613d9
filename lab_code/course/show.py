"""Show the real source of lab code inside a notebook (one home per piece of code).

A lesson never pastes a copy of a function into a cell: it calls ``show(func)``, which
renders ``inspect.getsource`` with syntax highlighting. When the module changes, the
notebook's committed output no longer matches and nbval fails in CI until the lesson is
rebuilt — so prose and code cannot drift apart silently.

Long functions are shown as an excerpt: ``show(func, focus=[...])`` prints the header line and
only the lines the lesson walks through, with ``…`` where lines are left out, and keeps the
whole function one click away in a ``<details>`` block. A focus entry is a piece of text that
must occur on exactly one line of the source, or a pair ``(first, last)`` naming a block from
the line with ``first`` to the line with ``last``. An entry that no longer matches raises
``ValueError`` when the notebook is built, so an excerpt cannot quietly show the wrong lines.

    >>> from lab_code.wire.shorten import shorten
    >>> print(repr(SourceView(shorten, focus=["if len(text)"])).splitlines()[0])
    # lab_code/wire/shorten.py · shorten（节选）

Lessons: shared
"""

from __future__ import annotations

import html
import inspect
from collections.abc import Sequence
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from lab_code import REPO_ROOT

Focus = str | tuple[str, str]
GAP = "…"


def _line_of(lines: list[str], needle: str, start: int = 0) -> int:
    hits = [i for i in range(start, len(lines)) if needle in lines[i]]
    if len(hits) != 1 and start == 0:
        where = "没有出现" if not hits else f"出现在 {len(hits)} 行（第 {[h + 1 for h in hits]} 行）"
        raise ValueError(f"show(focus=…)：{needle!r} 在源码里{where}；请换一段只出现在一行里的文字")
    if not hits:
        raise ValueError(f"show(focus=…)：区块的结尾 {needle!r} 在开头之后没有出现")
    return hits[0]


def excerpt_lines(source: str, focus: Sequence[Focus]) -> list[int]:
    """Indexes of the lines to show: the header (first line) plus each focus line or block."""
    lines = source.splitlines()
    chosen = {0}
    for entry in focus:
        if isinstance(entry, str):
            chosen.add(_line_of(lines, entry))
        else:
            first = _line_of(lines, entry[0])
            last = _line_of(lines, entry[1], start=first)
            chosen.update(range(first, last + 1))
    return sorted(chosen)


def _excerpt(source: str, focus: Sequence[Focus]) -> str:
    lines = source.splitlines()
    out: list[str] = []
    previous = -1
    for index in excerpt_lines(source, focus):
        if index > previous + 1:  # lines left out: mark the gap at the next line's indentation
            indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
            out.append(f"{indent}{GAP}")
        out.append(lines[index])
        previous = index
    if previous < len(lines) - 1:
        out.append(GAP)
    return "\n".join(out) + "\n"


class SourceView:
    """A piece of source with where it lives; renders as HTML in Jupyter, as text elsewhere."""

    def __init__(self, obj, focus: Sequence[Focus] | None = None):
        self.full = inspect.getsource(obj)
        self.focus = list(focus or [])
        self.source = _excerpt(self.full, self.focus) if self.focus else self.full
        file = Path(inspect.getsourcefile(obj)).resolve()
        # Repo-relative so no machine path ever reaches a committed output; a library's code by
        # where it sits in its package (a virtualenv may or may not live inside the repository).
        if file.is_relative_to(REPO_ROOT) and "site-packages" not in file.parts:
            self.where = file.relative_to(REPO_ROOT).as_posix()
        else:
            module = inspect.getmodule(obj)
            parts = module.__name__.split(".") if module else [file.stem]
            self.where = "/".join(parts + (["__init__"] if file.name == "__init__.py" else [])) + ".py"
        name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", "")
        self.title = f"{self.where} · {name}" if inspect.ismodule(obj) is False else self.where
        if self.focus:
            self.title += "（节选）"

    def __repr__(self) -> str:
        note = f"# （完整源码 {len(self.full.splitlines())} 行：show 不带 focus）\n" if self.focus else ""
        return f"# {self.title}\n{self.source}{note}"

    def _repr_html_(self) -> str:
        formatter = HtmlFormatter(nowrap=False, cssclass="lab-source")
        body = highlight(self.source, PythonLexer(), formatter)
        style = formatter.get_style_defs(".lab-source")
        page = (
            f"<style>{style}</style><div class='lab-source-title'><code>"
            f"{html.escape(self.title)}</code></div>{body}"
        )
        if self.focus:  # the whole function stays one click away
            whole = highlight(self.full, PythonLexer(), formatter)
            page += (
                f"<details class='lab-source-full'><summary>展开完整源码（{len(self.full.splitlines())} 行）"
                f"</summary>{whole}</details>"
            )
        return page


def show(obj, focus: Sequence[Focus] | None = None) -> None:
    """Display the source of a function, class or module from ``lab_code``; ``focus`` makes it an excerpt."""
    from IPython.display import display  # imported lazily: lab_code works without IPython

    display(SourceView(obj, focus))
