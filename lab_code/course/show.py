"""Show the real source of lab code inside a notebook (one home per piece of code).

A lesson never pastes a copy of a function into a cell: it calls ``show(func)``, which
renders ``inspect.getsource`` with syntax highlighting. When the module changes, the
notebook's committed output no longer matches and nbval fails in CI until the lesson is
rebuilt — so prose and code cannot drift apart silently.

Lessons: shared
"""

from __future__ import annotations

import html
import inspect
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from lab_code import REPO_ROOT


class SourceView:
    """A piece of source with where it lives; renders as HTML in Jupyter, as text elsewhere."""

    def __init__(self, obj):
        self.source = inspect.getsource(obj)
        file = Path(inspect.getsourcefile(obj)).resolve()
        # Repo-relative so no machine path ever reaches a committed output.
        self.where = file.relative_to(REPO_ROOT).as_posix() if file.is_relative_to(REPO_ROOT) else file.name
        name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", "")
        self.title = f"{self.where} · {name}" if inspect.ismodule(obj) is False else self.where

    def __repr__(self) -> str:
        return f"# {self.title}\n{self.source}"

    def _repr_html_(self) -> str:
        formatter = HtmlFormatter(nowrap=False, cssclass="lab-source")
        body = highlight(self.source, PythonLexer(), formatter)
        style = formatter.get_style_defs(".lab-source")
        return (
            f"<style>{style}</style><div class='lab-source-title'><code>"
            f"{html.escape(self.title)}</code></div>{body}"
        )


def show(obj) -> None:
    """Display the source of a function, class or module from ``lab_code``."""
    from IPython.display import display  # imported lazily: lab_code works without IPython

    display(SourceView(obj))
