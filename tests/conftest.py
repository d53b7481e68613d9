"""Shared test set-up: deterministic hashing for notebook kernels, repo paths."""
import os
from pathlib import Path

# nbval starts kernels with this process's environment: fixed hash seed → stable set/dict
# orders in notebook outputs, the same as `python -m lab_code.notebook_build` uses.
os.environ["PYTHONHASHSEED"] = "0"
os.environ.setdefault("LAB_BACKEND", "fake")

REPO_ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
