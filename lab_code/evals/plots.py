"""Plots of a batch's reports (matplotlib). Each function takes report rows, returns a Figure.

Deterministic on purpose: fixed sizes, sorted labels, no dates or random colours, so the
same rows draw the same picture (nbval does not compare images, but a reader comparing two
runs should only see what the data changed).

The figures are built without pyplot (no global state, no backend to choose), so Jupyter's
inline backend is not involved and would not turn them into pictures: ``display(fig)`` of a
plain ``matplotlib.figure.Figure`` shows only ``<Figure size 900x320 with 2 Axes>``. A
``LessonFigure`` renders itself: IPython asks it for ``_repr_png_`` and gets a PNG, in
JupyterLab, under nbconvert and in the committed notebook alike.

Titles, axes and legends are Chinese, like the lesson around them. matplotlib's default font has
no Chinese glyphs, so each figure asks for the first CJK font this machine has (``CJK_FONTS``:
Noto Sans CJK on Linux — Debian's ``fonts-noto-cjk`` —, PingFang on macOS, Microsoft YaHei on
Windows). Without any of them the Chinese shows as empty boxes; the "glyph missing" warnings
that come with it are left out of the output, so a notebook's output is the same either way.

Lessons: 08
"""

from __future__ import annotations

import contextlib
import io
import warnings
from functools import cache

import matplotlib
from matplotlib.figure import Figure

AUTHOR = {"detours": (15, 0), "toolchain_failures": (8, 0)}  # early -> current, 作者的项目
DESIGN_NAMES = {"current": "当前设计", "early": "早期设计"}
CJK_FONTS = (
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Source Han Sans SC",
    "PingFang SC",
    "Hiragino Sans GB",
    "Microsoft YaHei",
    "SimHei",
    "WenQuanYi Zen Hei",
)


@cache
def font_family() -> tuple[str, ...]:
    """The CJK fonts this machine has (in ``CJK_FONTS`` order), then matplotlib's default."""
    from matplotlib import font_manager

    have = {font.name for font in font_manager.fontManager.ttflist}
    return (*[name for name in CJK_FONTS if name in have], "DejaVu Sans")


@contextlib.contextmanager
def chinese_text():
    """Text made or drawn inside uses a CJK font; missing-glyph warnings stay out of the output."""
    with (
        matplotlib.rc_context({"font.family": "sans-serif", "font.sans-serif": list(font_family())}),
        warnings.catch_warnings(),
    ):
        warnings.filterwarnings("ignore", message=r"Glyph \d+ .*missing from", category=UserWarning)
        yield


class LessonFigure(Figure):
    """A Figure that displays as a PNG wherever IPython shows it (see the module docstring)."""

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        # No "Software" stamp: the same figure gives the same bytes, so a rebuild changes nothing.
        with chinese_text():
            self.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
        return buffer.getvalue()


def _label(row: dict) -> str:
    return f"{row['model']}\n{DESIGN_NAMES.get(row['design'], row['design'])}"


def success_and_steps(success: list[dict], steps: list[dict]) -> Figure:
    """Left: share of runs the program accepted; right: average steps (with min–max)."""
    with chinese_text():
        return _success_and_steps(success, steps)


def _success_and_steps(success: list[dict], steps: list[dict]) -> Figure:
    fig = LessonFigure(figsize=(9, 3.2))
    left, right = fig.subplots(1, 2)
    labels = [_label(r) for r in success]
    left.bar(labels, [r["success_pct"] for r in success], color="#4c72b0")
    left.set_ylim(0, 100)
    left.set_ylabel("通过程序验收的运行（%）")
    left.set_title("成功率（模型 / 工具设计）")
    labels = [_label(r) for r in steps]
    avg = [r["avg_steps"] for r in steps]
    low = [a - r["min_steps"] for a, r in zip(avg, steps, strict=True)]
    high = [r["max_steps"] - a for a, r in zip(avg, steps, strict=True)]
    right.bar(labels, avg, yerr=[low, high], capsize=4, color="#55a868")
    right.set_ylabel("每次运行的工具调用步数")
    right.set_title("步数（柱：平均，竖线：最少–最多）")
    fig.tight_layout()
    return fig


def tool_failures(rows: list[dict]) -> Figure:
    """Calls and failures per tool, one group per tool design."""
    with chinese_text():
        return _tool_failures(rows)


def _tool_failures(rows: list[dict]) -> Figure:
    fig = LessonFigure(figsize=(9, 3.2))
    axes = fig.subplots(1, 2, sharey=True)
    for ax, design in zip(axes, ("current", "early"), strict=True):
        mine = [r for r in rows if r["design"] == design]
        tools = [r["tool"] for r in mine]
        ax.bar(tools, [r["calls"] - r["failures"] for r in mine], label="成功", color="#4c72b0")
        ax.bar(
            tools,
            [r["failures"] for r in mine],
            bottom=[r["calls"] - r["failures"] for r in mine],
            label="失败",
            color="#c44e52",
        )
        ax.set_title(f"各工具的调用（{DESIGN_NAMES[design]}）")
        ax.set_ylabel("调用次数")
        ax.tick_params(axis="x", labelrotation=30)
    axes[0].legend()
    fig.tight_layout()
    return fig


def ablation(detours: list[dict], toolchain: list[dict]) -> Figure:
    """Ours (simulation) next to the author's measured figures."""
    with chinese_text():
        return _ablation(detours, toolchain)


TITLES = {"detours": "写脚本分段读文件（绕路）", "toolchain_failures": "toolchain 路径出错"}


def _ablation(detours: list[dict], toolchain: list[dict]) -> Figure:
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
            label="本批次（课程的模拟）",
            color="#8172b2",
        )
        ax.bar(
            [i + 0.2 for i in x],
            list(AUTHOR[name]),
            width=0.4,
            label="作者的项目（实测）",
            color="#ccb974",
        )
        ax.set_xticks(x, [DESIGN_NAMES["early"], DESIGN_NAMES["current"]])
        ax.set_title(TITLES[name])
        ax.set_ylabel("次数")
    axes[0].legend()
    fig.tight_layout()
    return fig
