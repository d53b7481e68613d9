"""Submissions that attack the grading pipeline around the sandbox (``tests/test_classroom_nbgrader.py``).

Each one worked against the grader before these were closed, graded by ``nbgrader autograde``:

* ``RUN_ONE_FORGER``: an answer cell replaces ``run_one`` in the kernel, where the checker's
  adapter used to run, and answers each adapter's case from its arguments (0.7 the decorator,
  0.8 the dataclass, 0.10 the context manager, 0.14 the coroutine) with every function a stub;
* ``STASHED_PARSER``: 10.1 forbids the parser that 10.3 uses. The kernel has it; the answer
  cell stashes its source wherever the kernel may write and the replayed 10.1, where the
  parser is hidden, loads it from there;
* ``FLOOD``: a cell prints megabytes, all of which the grader kept and rendered;
* ``extra_graded_cell``: a cell with nbgrader metadata the assignment never had; nbgrader
  failed the whole notebook (``KeyError: 'grade_id'``);
* ``plant_links``: links beside the notebook in ``submitted/`` (a folder filled by hand), to the
  course secret and the source notebook: autograde and feedback copied their targets.
"""

from __future__ import annotations

import copy
import os
import textwrap
from pathlib import Path

RUN_ONE_FORGER = textwrap.dedent(
    """
    import json
    import lab_code.classroom.hand_in as _hand_in
    from lab_code.exercises.call_result import StudentCallResult as _Result
    _real_run_one = _hand_in.run_one

    def _forged(func, adapter, args, kwargs):
        name = getattr(adapter, "__name__", "")
        if name == "_use_counter":  # 0.7: the counted results, from the factor in the case
            factor, times, label = args
            return _Result("returned", ([i * factor + i for i in range(times)], times, label))
        if name == "_exercise_call_class":  # 0.8: what a right dataclass would show
            call_id, tool, arguments = args
            key = tool + ":" + json.dumps(arguments, sort_keys=True, ensure_ascii=False)
            return _Result("returned", (["id", "name", "arguments"], {}, key, True))
        if name == "_drive_context":  # 0.10: the value inside, the settings after, how it ended
            original, key, value, fail = args
            return _Result("returned", (value, dict(original), "异常照常抛出" if fail else "正常结束"))
        if name == "<lambda>" and len(args) == 1:  # 0.14: the fetchers' results in order
            return _Result("returned", list(args[0]))
        return _real_run_one(func, adapter, args, kwargs)

    _hand_in.run_one = _forged
    print("CHEAT run_one replaced")
    """
)

STASHED_PARSER = textwrap.dedent(
    """
    import glob, os, sys, types

    def _stash_places():
        sock = os.environ.get("LAB_GRADER_SOCKET")
        return ([os.path.dirname(sock)] if sock else []) + glob.glob("/tmp/lg-*/*")

    try:
        import lab_code.model_text.pythonic_calls as _parser  # there in the kernel (10.3 needs it)
        for _place in _stash_places():
            try:
                with open(os.path.join(_place, "stash.py"), "w") as _out:
                    _out.write(open(_parser.__file__).read())
            except OSError:
                pass
    except ImportError:  # the replayed 10.1, where it is hidden: load the stashed copy
        _parser = None
        for _place in _stash_places():
            try:
                _source = open(os.path.join(_place, "stash.py")).read()
            except OSError:
                continue
            _parser = types.ModuleType("stash")
            sys.modules["stash"] = _parser
            exec(compile(_source, "stash", "exec"), _parser.__dict__)
            break

    def parse_calls(text):
        parsed = _parser.parse_pythonic(text)
        if parsed.problem:
            raise ValueError(parsed.problem)
        return parsed.calls
    """
)

FLOOD_MIB = 5  # 25 times the cap of one cell
FLOOD = f"import sys\nfor _ in range({FLOOD_MIB}):\n    sys.stdout.write('x' * (1 << 20))\n"
EXTRA_GRADE_ID = "my_extra_tests"


def extra_graded_cell(notebook: dict) -> dict:
    """``notebook`` with one more cell that claims to be a graded tests cell of its own."""
    work = copy.deepcopy(notebook)
    cell = copy.deepcopy(next(c for c in work["cells"] if c["metadata"].get("nbgrader", {}).get("grade")))
    cell["id"] = "my-extra-tests"
    cell["metadata"]["nbgrader"].update(grade_id=EXTRA_GRADE_ID, points=10, locked=False)
    cell["source"] = "print('我自己加的评分单元')"
    work["cells"].append(cell)
    return work


def plant_links(folder: Path, course: Path, lesson: str) -> None:
    """Links beside a notebook in ``submitted/``: to the course secret and to the source notebook."""
    os.symlink(course / ".grading" / "secret", folder / "notes.txt")
    os.symlink(course / "source" / lesson / f"{lesson}.ipynb", folder / "x.html")
