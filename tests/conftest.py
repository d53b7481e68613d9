"""Shared test set-up: deterministic hashing for notebook kernels, repo paths."""
import os

# nbval starts kernels with this process's environment: fixed hash seed → stable set/dict
# orders in notebook outputs, the same as `python -m lab_code.notebook_build` uses.
os.environ["PYTHONHASHSEED"] = "0"
os.environ.setdefault("LAB_BACKEND", "fake")

from lab_code import REPO_ROOT  # noqa: E402  (after the environment is set)
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
