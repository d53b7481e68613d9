"""工具调用实验课 (Tool-Calling Lab): the importable code behind every notebook.

Importing this package has no side effects: no seeding, no network, no printing.
Each lesson module also runs as a script, e.g. ``python -m lab_code.wire.roundtrip``.

Lessons: shared
"""

from pathlib import Path

# The repository root (README, requirements.txt, notebooks/): notebooks and the builder need it.
REPO_ROOT = Path(__file__).resolve().parent.parent
