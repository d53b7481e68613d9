"""Every exercise in every notebook: its checker fails the stub students start from and
passes the reference solution in solutions/ — with several seeds, so it is not luck.

Exercises are found from the notebooks themselves (cells tagged ``exercise`` whose metadata
names the function, the checker and the solution), so a new lesson is covered without
touching this file. The reference solution is run the way a student's code runs: its source
executed as fresh code, because importing it from ``solutions/`` is exactly what a checker
refuses (``tests/test_cheating.py``).
"""

import importlib
import json

import pytest
from conftest import NOTEBOOKS_DIR
from exercise_corpus import as_student, checker_of

SEEDS = (0, 1, 7, 2024)


def _exercise_cells():
    for path in sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if "exercise" in cell.get("metadata", {}).get("tags", []):
                yield pytest.param(path.name, cell, id=f"{path.stem}-{cell['metadata']['exercise']['id']}")


EXERCISES = list(_exercise_cells())


def test_there_are_exercises():
    assert len(EXERCISES) >= 2


@pytest.mark.parametrize("notebook, cell", EXERCISES)
def test_checker_rejects_stub_and_accepts_solution(notebook, cell, capsys):
    spec = cell["metadata"]["exercise"]
    for key in ("id", "function", "checker", "solution", "title", "difficulty", "points"):
        assert key in spec, f"{notebook}: exercise metadata lacks {key!r}"
    source = "".join(cell["source"])
    assert "NotImplementedError" in source and f"练习 {spec['id']}" in source, (
        "a stub raises NotImplementedError naming its exercise"
    )
    namespace: dict = {}
    exec(compile(source, f"<{notebook} stub {spec['id']}>", "exec"), namespace)
    stub = namespace[spec["function"]]
    check = checker_of(spec)
    solution = as_student(spec["solution"], spec["function"])
    for seed in SEEDS:
        assert not check(stub, seed=seed), f"checker {spec['checker']} passed the stub (seed {seed})"
        assert check(solution, seed=seed), (
            f"checker {spec['checker']} rejected the reference solution (seed {seed}):\n"
            + capsys.readouterr().out
        )
    imported = getattr(importlib.import_module(spec["solution"]), spec["function"])
    assert not check(imported, seed=0), "importing the reference solution must not pass"
