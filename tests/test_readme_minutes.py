"""The README's minutes per lesson are the ones ``course.lesson_time`` measures now."""

from __future__ import annotations

import json

from lab_code.course import lesson_time


def test_the_readme_table_of_minutes_is_the_generated_one():
    text = lesson_time.README.read_text(encoding="utf-8")
    start, stop = text.index(lesson_time.BEGIN), text.index(lesson_time.END) + len(lesson_time.END)
    assert text[start:stop] == lesson_time.render(), "运行 python -m lab_code.course.lesson_time --write"


def test_optional_cells_are_left_out_of_the_core_path(tmp_path):
    cell = {"cell_type": "markdown", "source": "中" * 2500, "metadata": {}}
    notebook = tmp_path / "42_x.ipynb"
    optional = {**cell, "metadata": {"tags": ["optional"]}}
    notebook.write_text(json.dumps({"cells": [cell, optional]}), encoding="utf-8")
    measured = lesson_time.lesson_time(notebook)
    assert (measured.lesson, measured.core_minutes, measured.optional_minutes) == ("42", 10.0, 10.0)
