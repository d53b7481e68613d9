"""The course's glossary, kept in one data file, and the check that every lesson uses its words.

One concept, one Chinese word (STYLE.md): ``glossary.toml`` next to this module lists each
concept's word, its English and one sentence, and the names the lessons must not use for it
(``avoid``: regular expressions, some limited to a context such as JSON-RPC). Lesson 00 §4 shows
the table between two markers; ``--write`` puts the file's table there, and
``tests/test_glossary.py`` fails when the two differ or when a lesson writes an avoided name::

    python -m lab_code.course.glossary            # list every use of an avoided name
    python -m lab_code.course.glossary --write    # refresh lesson 00's table

    >>> terms = load_terms()
    >>> [t.zh for t in terms if t.en == "stand-in model"]
    ['替身模型']

The scan reads what a learner reads: Markdown, code (comments and strings included) and text
outputs, one line at a time. The glossary table itself is left out: it names the avoided words
on purpose.

Lessons: shared
"""

from __future__ import annotations

import argparse
import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import nbformat

from lab_code import REPO_ROOT

GLOSSARY_FILE = Path(__file__).with_name("glossary.toml")
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
TABLE_LESSON = "00_start_here.ipynb"
BEGIN, END = "<!-- glossary:begin -->", "<!-- glossary:end -->"
SENTENCE = re.compile(r"[。；！？|]")  # a context counts within one sentence or one table cell


@dataclass(frozen=True)
class Avoid:
    pattern: re.Pattern
    why: str
    context: re.Pattern | None = None

    def hits(self, line: str) -> list[str]:
        """The avoided words in ``line``; with a context, only in sentences (or table cells) that
        mention it, so a model's 回答 two sentences after a JSON-RPC one is left alone."""
        pieces = (
            [line] if self.context is None else [p for p in SENTENCE.split(line) if self.context.search(p)]
        )
        return [m.group(0) for piece in pieces for m in self.pattern.finditer(piece)]


@dataclass(frozen=True)
class Term:
    zh: str
    en: str
    gloss: str
    untranslated: bool = False
    avoid: tuple[Avoid, ...] = ()

    def row(self) -> str:
        shown = f"{self.zh}（不译）" if self.untranslated else self.zh
        return f"| {shown} | {self.en} | {self.gloss} |"


class GlossaryError(ValueError):
    """glossary.toml is malformed: which term, what is wrong."""


def load_terms(path: Path = GLOSSARY_FILE) -> list[Term]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    terms, seen = [], set()
    for n, entry in enumerate(data.get("term", []), start=1):
        missing = {"zh", "en", "gloss"} - set(entry)
        if missing:
            raise GlossaryError(f"{path.name} 第 {n} 个 [[term]]：缺少 {sorted(missing)}")
        if entry["zh"] in seen:
            raise GlossaryError(f"{path.name}：{entry['zh']!r} 出现了两次；一个词只对应一个概念")
        seen.add(entry["zh"])
        avoid = []
        for item in entry.get("avoid", []):
            try:
                context = item.get("context")
                avoid.append(Avoid(re.compile(item["pattern"]), item["why"], context and re.compile(context)))
            except (KeyError, re.error) as exc:
                raise GlossaryError(f"{path.name} [{entry['zh']}] 的 avoid 写错了：{exc}") from exc
        terms.append(
            Term(entry["zh"], entry["en"], entry["gloss"], bool(entry.get("untranslated")), tuple(avoid))
        )
    return terms


def table(terms: list[Term]) -> str:
    return "\n".join(["| 中文 | English | 一句话 |", "|---|---|---|", *(t.row() for t in terms)])


def _with_table(source: str, terms: list[Term]) -> str:
    start, end = source.find(BEGIN), source.find(END)
    if start < 0 or end < start:
        raise GlossaryError(f"{TABLE_LESSON} 的术语表一格里没有 {BEGIN} … {END} 两个标记")
    return source[: start + len(BEGIN)] + "\n" + table(terms) + "\n" + source[end:]


def _table_cell(nb) -> int:
    found = [i for i, c in enumerate(nb.cells) if c.cell_type == "markdown" and BEGIN in c.source]
    if len(found) != 1:
        raise GlossaryError(f"{TABLE_LESSON} 里应当恰好有一格带 {BEGIN}，找到 {len(found)} 格")
    return found[0]


def table_is_current(terms: list[Term] | None = None, notebooks: Path = NOTEBOOKS_DIR) -> bool:
    terms = load_terms() if terms is None else terms
    nb = nbformat.read(notebooks / TABLE_LESSON, as_version=4)
    source = nb.cells[_table_cell(nb)].source
    return _with_table(source, terms) == source


def write_table(terms: list[Term] | None = None, notebooks: Path = NOTEBOOKS_DIR) -> bool:
    """Put the file's table into lesson 00; True when the lesson changed."""
    terms = load_terms() if terms is None else terms
    path = notebooks / TABLE_LESSON
    nb = nbformat.read(path, as_version=4)
    cell = nb.cells[_table_cell(nb)]
    new = _with_table(cell.source, terms)
    if new == cell.source:
        return False
    cell.source = new
    nbformat.write(nb, path)
    return True


def _texts(cell: dict) -> list[str]:
    """What a learner reads of one cell: its source and its text outputs."""
    join = lambda v: "".join(v) if isinstance(v, list) else (v or "")  # noqa: E731
    texts = [join(cell.get("source"))]
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        texts.append(join(output.get("text") or data.get("text/markdown") or data.get("text/plain")))
    return texts


@dataclass(frozen=True)
class Misuse:
    lesson: str  # "06"
    cell: int
    word: str
    term: str
    why: str
    line: str

    def __str__(self) -> str:
        return f"第 {self.lesson} 课第 {self.cell} 格：“{self.word}”（{self.term}）{self.why}｜{self.line.strip()[:80]}"


def misuses(notebook: Path, terms: list[Term] | None = None) -> list[Misuse]:
    """Every avoided name a lesson uses, line by line (the glossary table itself is left out)."""
    terms = load_terms() if terms is None else terms
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    found = []
    for index, cell in enumerate(cells):
        texts = _texts(cell)
        if BEGIN in texts[0]:
            continue
        for text in texts:
            for line in text.splitlines():
                for term in terms:
                    for avoid in term.avoid:
                        found += [
                            Misuse(notebook.name[:2], index, w, term.zh, avoid.why, line)
                            for w in avoid.hits(line)
                        ]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab_code.course.glossary", description="课程术语表。")
    parser.add_argument("--write", action="store_true", help=f"把术语表写进 {TABLE_LESSON}")
    args = parser.parse_args(argv)
    terms = load_terms()
    if args.write and write_table(terms):
        print(f"更新了 notebooks/{TABLE_LESSON}")
    found = [m for path in sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")) for m in misuses(path, terms)]
    for misuse in found:
        print(misuse)
    print(f"{len(terms)} 个术语；课文里用了 {len(found)} 处不该用的别名。")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
