"""Plots of a batch's reports (matplotlib). Each function takes report rows, returns a Figure.

Deterministic on purpose: fixed sizes, sorted labels, no dates or random colours, so the
same rows draw the same picture (nbval does not compare images, but a reader comparing two
runs should only see what the data changed).

The figures are built without pyplot (no global state, no backend to choose), so Jupyter's
inline backend is not involved and would not turn them into pictures: ``display(fig)`` of a
plain ``matplotlib.figure.Figure`` shows only ``<Figure size 900x320 with 2 Axes>``. A
``LessonFigure`` renders itself: IPython asks it for ``_repr_png_`` and gets a PNG, in
JupyterLab, under nbconvert and in the committed notebook alike.

Lessons: 08
"""

from __future__ import annotations

import io

from matplotlib.figure import Figure

AUTHOR = {"detours": (15, 0), "toolchain_failures": (8, 0)}  # early -> current, 作者的项目


class LessonFigure(Figure):
    """A Figure that displays as a PNG wherever IPython shows it (see the module docstring)."""

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        # No "Software" stamp: the same figure gives the same bytes, so a rebuild changes nothing.
        self.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
        return buffer.getvalue()


def _label(row: dict) -> str:
    return f"{row['model']}\n{row['design']}"


def success_and_steps(success: list[dict], steps: list[dict]) -> Figure:
    """Left: share of runs the program accepted; right: average steps (with min–max)."""
    fig = LessonFigure(figsize=(9, 3.2))
    left, right = fig.subplots(1, 2)
    labels = [_label(r) for r in success]
    left.bar(labels, [r["success_pct"] for r in success], color="#4c72b0")
    left.set_ylim(0, 100)
    left.set_ylabel("accepted by the verifier (%)")
    left.set_title("success rate")
    labels = [_label(r) for r in steps]
    avg = [r["avg_steps"] for r in steps]
    low = [a - r["min_steps"] for a, r in zip(avg, steps, strict=True)]
    high = [r["max_steps"] - a for a, r in zip(avg, steps, strict=True)]
    right.bar(labels, avg, yerr=[low, high], capsize=4, color="#55a868")
    right.set_ylabel("tool steps per run")
    right.set_title("steps (bar: mean, line: min–max)")
    fig.tight_layout()
    return fig


def tool_failures(rows: list[dict]) -> Figure:
    """Calls and failures per tool, one group per tool design."""
    fig = LessonFigure(figsize=(9, 3.2))
    axes = fig.subplots(1, 2, sharey=True)
    for ax, design in zip(axes, ("current", "early"), strict=True):
        mine = [r for r in rows if r["design"] == design]
        tools = [r["tool"] for r in mine]
        ax.bar(tools, [r["calls"] - r["failures"] for r in mine], label="ok", color="#4c72b0")
        ax.bar(
            tools,
            [r["failures"] for r in mine],
            bottom=[r["calls"] - r["failures"] for r in mine],
            label="failed",
            color="#c44e52",
        )
        ax.set_title(f"tool calls ({design} design)")
        ax.tick_params(axis="x", labelrotation=30)
    axes[0].legend()
    fig.tight_layout()
    return fig


def ablation(detours: list[dict], toolchain: list[dict]) -> Figure:
    """Ours (simulation) next to the author's measured figures."""
    fig = LessonFigure(figsize=(9, 3.2))
    axes = fig.subplots(1, 2)
    ours = {
        "detours": {r["design"]: r["detours"] or 0 for r in detours},
        "toolchain_failures": {r["design"]: r["toolchain_failures"] or 0 for r in toolchain},
    }
    for ax, name in zip(axes, ("detours", "toolchain_failures"), strict=True):
        x = [0, 1]
        ax.bar(
            [i - 0.2 for i in x],
            [ours[name].get("early", 0), ours[name].get("current", 0)],
            width=0.4,
            label="this batch (simulation)",
            color="#8172b2",
        )
        ax.bar(
            [i + 0.2 for i in x],
            list(AUTHOR[name]),
            width=0.4,
            label="author's project (measured)",
            color="#ccb974",
        )
        ax.set_xticks(x, ["early design", "current design"])
        ax.set_title(name.replace("_", " "))
    axes[0].legend()
    fig.tight_layout()
    return fig
