"""Shared test set-up: deterministic hashing for notebook kernels, an empty course cache, repo paths."""

import atexit
import os
import re
import shutil
import tempfile

import pytest

# nbval starts kernels with this process's environment: fixed hash seed → stable set/dict
# orders in notebook outputs, the same as `python -m lab_code.course.notebook_build` uses.
os.environ["PYTHONHASHSEED"] = "0"
os.environ.setdefault("LAB_BACKEND", "fake")

from hypothesis import settings  # noqa: E402

from lab_code import REPO_ROOT  # noqa: E402  (after the environment is set)

# Property tests check logic, not speed (speed goes in benchmarks): no per-example deadline. Under
# CI's load Hypothesis's default 200 ms failed a name check whose first example took 577 ms.
settings.register_profile("course", deadline=None)
settings.load_profile("course")
from lab_code.wire.settings import load_settings  # noqa: E402

# The course cache dir holds what a student keeps between sittings (lesson 09's flashcard
# progress). Tests and the notebooks nbval runs get an empty one of their own, so nothing an
# earlier run left there changes an output. zig's cache stays where it was: warm, it saves
# lesson 07 minutes of builds, and no output depends on it.
os.environ["ZIG_GLOBAL_CACHE_DIR"] = str(load_settings().zig_cache_dir)
# The in-browser site's pinned build tools and downloads stay warm too (lab_code/lite/tool_cache).
os.environ.setdefault("LAB_LITE_CACHE_DIR", str(load_settings().cache_dir))
os.environ["LAB_CACHE_DIR"] = tempfile.mkdtemp(prefix="lab-test-cache-")
atexit.register(shutil.rmtree, os.environ["LAB_CACHE_DIR"], ignore_errors=True)

NOTEBOOKS_DIR = REPO_ROOT / "notebooks"

LESSON_FILE = re.compile(r"^(?:test_)?(\d\d)_")


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker more than cores. The workers spend much of their time waiting on
    what they started (kernels, Chromium, servers, builds): with one per core the machine was
    idle a third of the time (137 % of 200 % CPU), and a third worker took the whole run from
    366 s to 336 s on 2 cores."""
    usable = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else range(os.cpu_count() or 1)
    return len(usable) + 1  # the cores this process may run on (a CI runner may be pinned to fewer)


def pytest_collection_modifyitems(config, items):
    """``-m lesson02`` runs one lesson's tests: tests/test_02_*.py and notebooks/02_*.ipynb.
    Property tests (Hypothesis) are also marked ``property``: they compare logic on generated
    inputs, which no Python version changes, so the Python 3.13 run leaves them out (.ci/run)."""
    for item in items:
        match = LESSON_FILE.match(item.path.name)
        if match:
            item.add_marker(getattr(pytest.mark, f"lesson{match.group(1)}"))
        if getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
            item.add_marker(pytest.mark.property)


def pytest_terminal_summary(terminalreporter):
    """Facts the lessons cite that nobody re-checked for six months: a reminder, never a failure."""
    import datetime

    from lab_code.course import facts

    known = facts.load_facts()
    if facts.stale(known, datetime.date.today()):
        terminalreporter.write_sep("-", "dated facts to re-check (lab_code/course/facts.toml)")
        terminalreporter.write_line(facts.stale_report(known, datetime.date.today()))
