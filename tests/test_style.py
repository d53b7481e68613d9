"""ruff keeps the code base to one style: lint rules and formatting, both configured in pyproject.toml."""

import subprocess
import sys

from lab_code import REPO_ROOT

TARGETS = ["lab_code", "tests", "solutions"]


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, *TARGETS], cwd=REPO_ROOT, capture_output=True, text=True
    )


def test_ruff_lint_passes():
    result = ruff("check", "--output-format", "concise")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied():
    result = ruff("format", "--check")
    assert result.returncode == 0, "run: ruff format lab_code tests solutions\n" + result.stdout
