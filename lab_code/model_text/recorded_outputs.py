"""Recorded raw outputs of real open models on the course's 100 BFCL cases (data, not a live run).

Submitters of the Berkeley Function Calling Leaderboard publish each model's raw outputs in
the BFCL repository (``berkeley-function-call-leaderboard/result/<model>/``, Apache-2.0). The
course keeps, for two real open-weight models, the published lines of its 100 cases
(``lab_code/evals/data/bfcl/cases.jsonl``), unchanged, with licence and attribution in
``data/bfcl_outputs/NOTICE.md``. Both models answered in BFCL's prompt mode: a Python-style
list of calls as plain text, exactly what ``pythonic_calls`` parses.

What we know about each run is what its submitter wrote in the pull request; the course did not
run these models and cannot re-run them here. Every figure computed from these files is
"recorded outputs of <model>, submitted on <date>", never a measurement of the student's own.

Maintainers regenerate the files from a clone of the BFCL repository (the pull requests'
commits must be fetched: ``git fetch origin 'refs/pull/*/head:refs/remotes/pr/*'``)::

    python -m lab_code.model_text.recorded_outputs /path/to/gorilla

Lessons: 10
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from lab_code.evals.bfcl_data import CATEGORIES, Case, load_cases

DATA_DIR = Path(__file__).resolve().parent / "data" / "bfcl_outputs"
RESULT_DIR = "berkeley-function-call-leaderboard/result"
# Our category name -> BFCL's file stem (the "simple" category is the Python one).
SOURCE_STEMS = {
    "simple": "simple_python",
    "multiple": "multiple",
    "parallel": "parallel",
    "parallel_multiple": "parallel_multiple",
    "irrelevance": "irrelevance",
}


@dataclass(frozen=True)
class RecordedModel:
    key: str  # file name under data/bfcl_outputs/ (without .jsonl)
    name: str  # as the submitter names it
    weights: str  # where the open weights are published
    declared: str  # what the submitter's commit message says about it, in our words
    pull_request: int  # in ShishirPatil/gorilla
    commit: str  # the commit that added the files
    submitted: str  # that commit's date (UTC)
    result_dir: str  # under berkeley-function-call-leaderboard/result/
    categories: tuple[str, ...]  # which of our categories the submitter published

    @property
    def label(self) -> str:
        return f"{self.name}（录制输出，{self.submitted} 提交到 BFCL 仓库）"


MODELS = {
    m.key: m
    for m in (
        RecordedModel(
            key="AIREV-Agent-0.8B",
            name="AIREV-Agent-0.8B",
            weights="https://huggingface.co/airev-ai/AIREV-Agent-0.8B",
            declared="0.8B 参数，基座 Qwen3.5-0.8B；在 5 万条数据上 SFT 再做 GRPO；Apache-2.0（提交者自述）",
            pull_request=1319,
            commit="41bbf803f27b548957b5f0b79d0e95b8987e57da",
            submitted="2026-04-03",
            result_dir="airev-ai/AIREV-Agent-0.8B",
            categories=CATEGORIES,
        ),
        RecordedModel(
            key="gemma4-e4b-toolcall-v02",
            name="roshangrewal/gemma4-e4b-toolcall-v02",
            weights="https://huggingface.co/roshangrewal/gemma4-e4b-toolcall-v02",
            declared="Gemma 4 E4B 用 QLoRA 在 7.8 万条工具调用样本上微调；用 vLLM 0.23 提供服务（提交者自述）",
            pull_request=1344,
            commit="c46a818b53da53fcde8150b1da020d62bb633985",
            submitted="2026-06-16",
            result_dir="roshangrewal_gemma4-e4b-toolcall-v02/non_live",
            # The submitter published no irrelevance file: 80 of our 100 cases.
            categories=("simple", "multiple", "parallel", "parallel_multiple"),
        ),
    )
}


@dataclass(frozen=True)
class Recorded:
    case: Case
    raw: str  # the model's text, exactly as published


@cache
def _lines(key: str) -> dict[str, dict]:
    path = DATA_DIR / f"{key}.jsonl"
    return {
        json.loads(line)["id"]: json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
    }


def load_recorded(key: str) -> list[Recorded]:
    """The model's recorded output for each of our cases it covers, in case order."""
    if key not in MODELS:
        raise KeyError(f"没有录制的模型 {key!r}；可选：{', '.join(MODELS)}")
    lines = _lines(key)
    return [
        Recorded(case, lines[case.id]["result"])
        for case in load_cases(MODELS[key].categories)
        if case.id in lines
    ]


def published_lines(repo: Path, model: RecordedModel, category: str) -> dict[str, str]:
    """id -> the published line (as text), read from the model's commit with ``git show``."""
    path = f"{RESULT_DIR}/{model.result_dir}/BFCL_v4_{SOURCE_STEMS[category]}_result.json"
    shown = subprocess.run(
        ["git", "-C", str(repo), "show", f"{model.commit}:{path}"], capture_output=True, text=True, check=True
    )
    return {json.loads(line)["id"]: line for line in shown.stdout.splitlines() if line.strip()}


def cut(repo: Path) -> dict[str, int]:
    """Write data/bfcl_outputs/<model>.jsonl from a BFCL clone; returns lines written per model."""
    written = {}
    for model in MODELS.values():
        lines = []
        for category in model.categories:
            published = published_lines(repo, model, category)
            lines += [published[case.id] for case in load_cases([category])]
        (DATA_DIR / f"{model.key}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        written[model.key] = len(lines)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        raise SystemExit(2)
    for key, count in cut(Path(sys.argv[1])).items():
        print(f"{key}: {count} 行")
