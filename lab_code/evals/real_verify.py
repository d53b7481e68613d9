"""Verification of lesson 08's vendored real libraries: the library check, with their tests.

The check itself is the agent's (``lab_code.agent.library_verify``: rebuild the agent's build
directories in the sandbox, read EVERY artifact's architecture, run only the listed tests
under qemu); the CLI uses it for any project without ``expected_output.txt``. What lesson 08
adds is the list of tests each vendored library declares with ``add_test`` and that run
offline without arguments (``real_projects.TESTS``).

Lessons: 08
"""

from __future__ import annotations

from pathlib import Path

from lab_code.agent.library_verify import verify_library
from lab_code.agent.tools import Workspace
from lab_code.agent.verify import VerifyResult


def verify_real(
    workdir: str | Path, target: str, tests: tuple[str, ...] = (), *, sandbox: str | bool = "auto"
) -> VerifyResult:
    """``sandbox`` as in ``run_crossbuild``: the rebuild runs the model's build scripts, so it
    runs where the run's own commands ran. Creating the workspace writes the toolchain again."""
    return verify_library(Workspace.create(Path(workdir).resolve(), target, sandbox=sandbox), tests)
