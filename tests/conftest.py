"""Shared test set-up: deterministic hashing for notebook kernels, repo paths."""

import os
import re

import pytest

# nbval starts kernels with this process's environment: fixed hash seed → stable set/dict
# orders in notebook outputs, the same as `python -m lab_code.course.notebook_build` uses.
os.environ["PYTHONHASHSEED"] = "0"
os.environ.setdefault("LAB_BACKEND", "fake")

from lab_code import REPO_ROOT  # noqa: E402  (after the environment is set)

NOTEBOOKS_DIR = REPO_ROOT / "notebooks"

LESSON_FILE = re.compile(r"^(?:test_)?(\d\d)_")


def pytest_collection_modifyitems(config, items):
    """``-m lesson02`` runs one lesson's tests: tests/test_02_*.py and notebooks/02_*.ipynb."""
    for item in items:
        match = LESSON_FILE.match(item.path.name)
        if match:
            item.add_marker(getattr(pytest.mark, f"lesson{match.group(1)}"))


def pytest_terminal_summary(terminalreporter):
    """Facts the lessons cite that nobody re-checked for six months: a reminder, never a failure."""
    import datetime

    from lab_code.course import facts

    known = facts.load_facts()
    if facts.stale(known, datetime.date.today()):
        terminalreporter.write_sep("-", "dated facts to re-check (lab_code/course/facts.toml)")
        terminalreporter.write_line(facts.stale_report(known, datetime.date.today()))
