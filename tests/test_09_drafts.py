"""check_draft and the author figures: many ways to borrow them, many honest ways to cite them.

Every phrasing in ``BORROWED`` states a figure of the source authors' projects as the speaker's
own, as the course's, or with no owner at all: check_draft must flag it. Every phrasing in
``HONEST`` cites the same figures as the author's (or states only the speaker's own numbers):
check_draft must let it through. Chinese and English, digits and number words.
"""

from __future__ import annotations

import json
import re

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code.interview.bank import load_bank
from lab_code.interview.figures import FigureError, load_figures, mentions, numbers_in
from lab_code.interview.rubric import check_draft

# (phrasing, the figure it borrows, "me" = said as one's own / "nobody" = no or wrong owner)
BORROWED = [
    ("在我负责的项目里，30 次运行只调了 8 次知识库。", "knowledge-calls", "me"),
    ("我们团队的 Agent 在 60 次运行里有 5 次越界尝试被拦下。", "out-of-bounds", "me"),
    ("I built a cross-compiling agent; in 6 runs it took 15 detours before I added paging.", "detours", "me"),
    ("我实测过，改成分页以后 120 次运行 0 次绕路。", "no-detours-after-paging", "me"),
    ("我做过的项目里，读文件只给末尾 100 行，6 次运行出现了 15 次绕路。", "detours", "me"),
    ("我的 Agent 第一版评测 6 次运行出现了 15 次绕路。", "detours", "me"),
    ("上家公司做交叉编译 Agent，留出集 30 次运行模型只查了 8 次知识库。", "knowledge-calls", "me"),
    ("我们线上跑了 60 次运行，越界尝试还有 5 次。", "out-of-bounds", "me"),
    ("In my project the model called the knowledge tool only 8 times in 30 runs.", "knowledge-calls", "me"),
    ("We saw 15 detours in 6 runs when read_file only returned the last 100 lines.", "detours", "me"),
    ("After I switched to paging, none of the next 120 runs took a detour.", "no-detours-after-paging", "me"),
    ("Our agent still tried to leave the workdir 5 times in 60 runs.", "out-of-bounds", "me"),
    ("我自己跑了 120 次运行，一次绕路都没有。", "no-detours-after-paging", "me"),
    ("六次运行里，我遇到了十五次绕路。", "detours", "me"),
    ("我统计过：三十次运行只调了八次知识库。", "knowledge-calls", "me"),
    ("在我们的评测里，v2 有 8 次是相对路径找不到 toolchain 文件。", "relative-toolchain", "me"),
    ("我帮十个朋友做过模拟面试，有七个被问到手写 Tool Use。", "asked-in-interviews", "me"),
    (
        "作者的项目里读文件只给末尾 100 行。后来我改成分页，120 次运行没有再绕路。",
        "no-detours-after-paging",
        "me",
    ),
    ("I measured it myself: only 8 of 30 runs queried the knowledge base.", "knowledge-calls", "me"),
    ("In our evals we counted fifteen detours in six runs.", "detours", "me"),
    ("我在课程里跑过：60 次运行有 5 次越界。", "out-of-bounds", "me"),
    ("我们发现只有 27% 的运行查了知识库。", "knowledge-calls", "me"),
    (
        "After paging we ran a hundred and twenty runs without a single detour.",
        "no-detours-after-paging",
        "me",
    ),
    ("读文件只给末尾 100 行时，6 次运行出现了 15 次绕路。", "detours", "nobody"),
    ("课程的演示里，30 次运行模型只调了 8 次知识库。", "knowledge-calls", "nobody"),
    (
        "Even with a clear error message, 5 of 60 runs still tried to leave the workdir.",
        "out-of-bounds",
        "nobody",
    ),
    ("提示词约束不可靠：三十次运行里模型只调了八次知识库。", "knowledge-calls", "nobody"),
    # Told without the keywords the first forms need (issue 31): the 8 → 0 figure, and two stories
    ("我把那个参数改成由程序设置以后，这类失败从 8 次降到 0 次。", "relative-toolchain", "me"),
    (
        "After I moved it into the environment, those failures dropped from eight to zero.",
        "relative-toolchain",
        "me",
    ),
    ("我之前交叉编译 libpng 的时候，相对路径被自己的检查拦下，构建就失败了。", "libpng-build", "me"),
    (
        "我们的 Agent 会跑去 /opt/homebrew 找主机上装好的库，我就把报错写得更具体。",
        "homebrew-libraries",
        "me",
    ),
    ("In my agent the model kept looking in /opt/homebrew for host libraries.", "homebrew-libraries", "me"),
    ("模型曾去 /opt/homebrew 找主机上的库，命令被拦下。", "homebrew-libraries", "nobody"),
    ("我的项目里 3\u200b0 次运行只调了 8 次知识库。", "knowledge-calls", "me"),  # a zero-width space in "30"
    ("我的项目里 ３０ 次运行只调了 ８ 次知识库。", "knowledge-calls", "me"),  # full-width digits
]

HONEST = [
    "作者的项目里，读文件只给末尾 100 行，6 次运行出现了 15 次绕路。",
    "原文作者的项目里，留出集 30 次运行模型只调了 8 次知识库；我在第 07 课看过课程的 Agent 改成由程序自动检索。",
    "有团队做交叉编译 Agent 时发现，v3 评测 60 次运行里仍有 5 次越界尝试。",
    "作者的项目里读文件只给末尾 100 行。第一版评测 6 次运行出现了 15 次绕路。改成分页后，120 次运行一次没再出现。",
    "6 次运行出现了 15 次绕路（作者的项目）。",
    "6 次运行出现了 15 次绕路，这是素材文章作者的数字。",
    "In the author's project, 6 runs produced 15 detours; after paging, 120 runs produced none.",
    "The source article's author reports 8 knowledge-base calls in 30 runs; I only ran the course's stand-ins.",
    "我在课程里跑了 3 次，被拦下 2 次；作者的项目里 60 次运行有 5 次越界。",
    "我读过那篇文章的作者的经历：他帮十个朋友做模拟面试，有七个被问到手写 Tool Use。",
    "我在自己的机器上量过，Pydantic 校验一次约 40 µs。",
    "我在课程的 runs.db 里数过：2 次运行、5 步、3 次被拦下。",
    "课程的演示里用 200 个生成的文件量过：只给末尾时，目标在末尾 100 行之上就读不到。",
    "作者 v3 评测 60 次运行里，仍有 5 次越界尝试被拦下；我在课程里也看到被拦下的调用，但那是替身模型。",
    "我觉得分页很重要。作者的项目里，6 次运行出现了十五次绕路。",
    "I'd cite the author's figure: fifteen detours in six runs, i.e. the model kept writing scripts.",
    "把 toolchain 的绝对路径交给程序设置以后，作者的 v2 评测里那 8 次相对路径失败在 v3 降到了 0。",
    "作者的项目里，模型改传 ../ 又被路径检查拦下，弄坏了一次 libpng 构建。",
    "作者的项目里模型去 /opt/homebrew 找主机上的库，报错写明了主机的库不能用于交叉编译。",
    "课程第 07 课的演示里，护栏拦下了 -I/opt/homebrew/include 这个编译选项。",
]


# Numbers that are no one's experience: limits and settings. Nothing to flag (and nothing sourced).
NOT_FIGURES = [
    "最多重试 8 次、超时 30 秒，每次最多返回 100 行。",
    "工具少于 20 个；一次最多返回 100 行、4000 字符。",
    "Retry at most 8 times with a 30 s budget; page 100 lines at a time.",
    "一共 6 个场景，第 15 行开始分段，120 秒后超时。",
    "超时从 30 秒降到 0 秒表示不限时，最多重试 8 次。",
]


@pytest.mark.parametrize(
    ("draft", "figure", "owner"), BORROWED, ids=[b[1] + f"-{n}" for n, b in enumerate(BORROWED)]
)
def test_borrowed_figures_are_flagged(draft, figure, owner):
    report = check_draft(draft)
    flagged = report.borrowed if owner == "me" else report.unattributed
    assert flagged and not report.labelled, report.lines()
    assert {m.figure.id for m in mentions(draft)} >= {figure}
    label = next(f.label for f in load_figures() if f.id == figure)
    assert any(label in line for line in flagged), flagged  # the report names the figure


@pytest.mark.parametrize("draft", HONEST, ids=range(len(HONEST)))
def test_honest_citations_pass(draft):
    report = check_draft(draft)
    assert not report.borrowed and not report.unattributed, report.lines()
    assert report.labelled, report.lines()


@pytest.mark.parametrize("draft", NOT_FIGURES, ids=range(len(NOT_FIGURES)))
def test_settings_and_limits_are_not_mistaken_for_figures(draft):
    assert mentions(draft) == [] and not check_draft(draft).unattributed


def test_numbers_are_read_however_they_are_written():
    assert numbers_in("六次运行出现了十五次绕路") >= {"6", "15"}
    assert numbers_in("一百二十次，三十次里八次，一二〇") >= {"120", "30", "8"}
    assert numbers_in("a hundred and twenty runs, fifteen detours, sixty-five") >= {"120", "15", "65"}
    assert numbers_in("26.7% of 08 runs, v2.0") >= {"26.7", "8", "2"}


def test_every_figure_is_found_where_the_bank_cites_it():
    """The list is not stale: each figure the cards quote is recognised there, as the author's."""
    found = {}
    for card in load_bank().cards:
        for mention in mentions(card.back):
            assert mention.owner == "author", (card.id, mention)
            found.setdefault(mention.figure.id, card.id)
    assert set(found) >= {"detours", "no-detours-after-paging", "knowledge-calls", "out-of-bounds"}


def _markdown(path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


@pytest.mark.parametrize("notebook", sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")), ids=lambda p: p.stem)
def test_no_lesson_states_an_author_figure_without_its_owner(notebook):
    """Every paragraph of every lesson that quotes an author figure says it is the author's."""
    wrong = [(m.figure.label, m.owner, m.sentence[:80]) for m in mentions(_markdown(notebook))]
    wrong = [w for w in wrong if w[1] != "author"]
    assert wrong == [], f"{notebook.name}: {wrong}"


def test_a_malformed_figure_list_names_the_problem(tmp_path):
    bad = tmp_path / "figures.toml"
    bad.write_text(
        '[[figure]]\nid = "x"\nlabel = "l"\nstory = "s"\nsource = "s"\nforms = [{ numbers = ["six"] }]\n'
    )
    with pytest.raises(FigureError, match="阿拉伯数字"):
        load_figures(bad)
    bad.write_text('[[figure]]\nid = "x"\n')
    with pytest.raises(FigureError, match="有且只有"):
        load_figures(bad)
    assert re.search(r"figure 'x'", str(pytest.raises(FigureError, load_figures, bad).value))
