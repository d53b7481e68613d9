"""Graded-cell marks the assignment never had: kept as plain cells, and said so in the feedback.

A student can add a cell and give it nbgrader's metadata (``grade: true`` and a ``grade_id`` of
their own), by copying a tests cell or by editing the notebook's JSON. nbgrader 0.9.6 deletes
the unknown ``grade_id`` but keeps ``grade: true``, and then fails the whole notebook with
``KeyError: 'grade_id'`` (``OverwriteCells.add_missing_grade_cells``): every exercise scores 0
and the feedback never says why. ``ForeignCells`` runs before ``OverwriteCells`` while autograde
sanitizes the notebook: such a cell loses its nbgrader metadata (it runs as an ordinary cell and
scores nothing), and ``note_foreign`` later tells the student, under that cell, what happened.

Lessons: shared
"""

from __future__ import annotations

import nbformat
from nbgrader.api import Gradebook, MissingEntry
from nbgrader.preprocessors import NbGraderPreprocessor

MARK = "lab_foreign_grade_id"  # cell metadata: the grade_id this cell claimed


class ForeignCells(NbGraderPreprocessor):
    """Strip nbgrader's metadata from cells whose ``grade_id`` the assignment does not have."""

    def preprocess(self, nb, resources):
        info = resources["nbgrader"]
        with Gradebook(info["db_url"]) as gradebook:
            try:
                known = {
                    c.name for c in gradebook.find_notebook(info["notebook"], info["assignment"]).source_cells
                }
            except MissingEntry:
                return nb, resources  # nbgrader reports an unknown notebook itself
        for cell in nb.cells:
            meta = cell.metadata.get("nbgrader")
            if not isinstance(meta, dict):
                continue
            grade_id = meta.get("grade_id")
            if grade_id not in known:
                del cell.metadata["nbgrader"]
                cell.metadata[MARK] = str(grade_id)[:100]
                self.log.warning(
                    "Cell %r is not part of the assignment: graded as an ordinary cell", grade_id
                )
        return nb, resources


def note_foreign(nb) -> None:
    """Under each cell ``ForeignCells`` changed, a line saying why it was not graded."""
    for cell in nb.cells:
        grade_id = cell.metadata.pop(MARK, None)
        if grade_id is None:
            continue
        note = (
            f"这个单元带着评分标记（grade_id {grade_id!r}），但作业里没有这一题："
            "批改时当普通单元运行，不计分。其余各题照常批改。\n"
        )
        if cell.cell_type == "code":
            cell.outputs.append(nbformat.v4.new_output("stream", name="stderr", text=note))
        else:
            cell.source = f"{cell.source}\n\n> {note}"
