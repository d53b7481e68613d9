"""One term per concept: lesson 00's glossary is the data file's, and no lesson writes a concept
with one of the names the glossary rules out (lab_code/course/glossary.toml)."""

from __future__ import annotations

import pytest
from conftest import NOTEBOOKS_DIR

from lab_code.course import glossary

LESSONS = sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))


@pytest.fixture(scope="module")
def terms():
    return glossary.load_terms()


def test_lesson_00_shows_the_glossary_file(terms):
    assert glossary.table_is_current(terms), "运行 python -m lab_code.course.glossary --write"


def test_the_decided_terms_are_in_the_glossary(terms):
    by_word = {t.zh: t for t in terms}
    assert by_word["假模型"].en == "fake model"
    assert by_word["替身模型"].en == "stand-in model"
    assert by_word["响应"].en.startswith("response")
    assert by_word["替身模型"].avoid and by_word["响应"].avoid


@pytest.mark.parametrize("notebook", LESSONS, ids=lambda p: p.stem[:2])
def test_no_lesson_uses_an_avoided_name(notebook, terms):
    found = glossary.misuses(notebook, terms)
    assert not found, f"第 {notebook.name[:2]} 课用了术语表不用的名字：\n" + "\n".join(map(str, found))


@pytest.mark.parametrize(
    "line, flagged",
    [
        ("它只是一个写死的、确定性的替身。", ["替身"]),
        ("跑的是规则替身。", ["替身"]),
        ("在 needs_dep 上跑规则模型。", ["规则模型"]),
        ("模型是脚本模型。", ["脚本模型"]),
        ("模型是按剧本的替身模型，不是大模型。", []),
        ("### 3.1 JSON-RPC 2.0：请求、回答、通知、错误", ["回答"]),
        ("服务端对 `tools/list` 的回答原文", ["回答"]),
        ("JSON-RPC 的响应带回同一个 id。", []),
        ("回答： 项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。", []),
        ("MCP 服务把结果交给宿主。模型的回答里引用了它。", []),
        ("| MCP（JSON-RPC 2.0） | 客户端发 `tools/call` 请求 | 模型的回答 |", []),
    ],
)
def test_the_rules_flag_variants_and_leave_ordinary_words_alone(terms, line, flagged):
    hits = [word for t in terms for avoid in t.avoid for word in avoid.hits(line)]
    assert hits == flagged
