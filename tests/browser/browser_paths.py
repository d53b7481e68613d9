"""Where the browser tests read lessons from and write their artifacts, and their timings."""

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts" / "browser"  # gitignored
TIMINGS: dict[str, float] = {}  # what -> seconds, printed at the end of the run (never asserted)
