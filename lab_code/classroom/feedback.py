"""The course's nbgrader settings in one place, and the feedback students get.

``nbgrader_config.py`` (written by ``python -m lab_code.classroom nbgrader``) calls
``configure(c)``; it sets:

* autograde: ``nbgrader_grading.SandboxedExecute`` instead of nbgrader's ``Execute`` (the
  sandboxed kernel, the verdicts outside it), with a per-cell timeout; a tests cell a
  student deleted is put back (and then scores 0, like one that never ran);
* feedback: a Chinese page (``jupyter/nbconvert/templates/feedback``) with no script and nothing
  from a CDN,
  no ``In [ ]``/``Out[ ]`` prompts, and outputs cleaned by ``CleanOutputs``: an error shows as
  one line, ``TypeError: …``, never a traceback, and no machine path appears anywhere.

Lessons: shared
"""

from __future__ import annotations

import os
import re
import warnings
from pathlib import Path

from nbconvert.preprocessors import ClearMetadataPreprocessor, CSSHTMLHeaderPreprocessor, Preprocessor
from nbgrader.preprocessors import (
    AssignLatePenalties,
    CheckCellMetadata,
    ClearOutput,
    DeduplicateIds,
    GetGrades,
    IgnorePattern,
    LimitOutput,
    OverwriteCells,
    OverwriteKernelspec,
    SaveAutoGrades,
)
from traitlets import Bool

from lab_code.classroom.foreign_cells import ForeignCells
from lab_code.classroom.nbgrader_grading import SandboxedExecute

# Our template is called "feedback", like nbgrader's, because formgrader asks for that name
# explicitly; it is found first both through the exporter's base folders (nbgrader's command line)
# and through JUPYTER_PATH (formgrader's API builds its exporter without the course's settings).
JUPYTER_DATA = Path(__file__).parent / "jupyter"
TEMPLATES = JUPYTER_DATA / "nbconvert" / "templates"
CELL_TIMEOUT_S = 60  # a whole tests cell; each case also has its own limit (checking.CASE_TIME_LIMIT)
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
PATH = re.compile(r"(?<![\w.])(?:/[\w.@+~-]+){2,}/?")  # /home/…/x.py, /tmp/ipykernel_12/345.py


def configure(c, *, timeout: int = CELL_TIMEOUT_S) -> None:
    """Apply the course's grading and feedback settings to nbgrader's config object ``c``."""
    from nbgrader.server_extensions.formgrader.handlers import template_path as formgrader_templates

    quiet_gradebook_warnings()

    c.Autograde.sanitize_preprocessors = [
        ClearOutput,
        DeduplicateIds,
        OverwriteKernelspec,
        ForeignCells,  # before OverwriteCells, which fails the whole notebook on a graded cell of the student's
        OverwriteCells,
        CheckCellMetadata,
    ]
    c.Autograde.autograde_preprocessors = [
        SandboxedExecute,
        IgnorePattern,
        ClearMetadataPreprocessor,
        LimitOutput,
        SaveAutoGrades,
        AssignLatePenalties,
        CheckCellMetadata,
    ]
    c.SandboxedExecute.timeout = timeout
    c.SandboxedExecute.interrupt_on_timeout = True
    c.SandboxedExecute.extra_arguments = ["--HistoryManager.hist_file=:memory:"]
    c.OverwriteCells.add_missing_cells = True
    # Only the assignment's notebooks travel, and no step follows a link (submission_files).
    c.ExchangeFactory.collect = "lab_code.classroom.safe_exchange.SafeCollect"
    c.ExchangeFactory.release_feedback = "lab_code.classroom.safe_exchange.SafeReleaseFeedback"
    c.Autograde.pre_convert_hook = "lab_code.classroom.submission_files.screen_in_place"
    c.GenerateFeedback.pre_convert_hook = "lab_code.classroom.submission_files.screen_in_place"
    c.GenerateFeedback.preprocessors = [GetGrades, CleanOutputs, CSSHTMLHeaderPreprocessor]
    c.HTMLExporter.template_name = "feedback"
    c.HTMLExporter.extra_template_basedirs = [str(TEMPLATES), formgrader_templates]  # formgrader's pages too
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        filter(None, [str(JUPYTER_DATA), os.environ.get("JUPYTER_PATH")])
    )
    c.HTMLExporter.exclude_input_prompt = True
    c.HTMLExporter.exclude_output_prompt = True


def quiet_gradebook_warnings() -> None:
    """nbgrader 0.9.6 under SQLAlchemy 2.1 warns "Object of type <SubmittedAssignment> not in
    session, add operation along 'Student.submissions' will not proceed" (three lines, each a
    ``SAWarning``) the first time it records a submission: an autoflush that reads the
    relationship before the object is added, which it is right after. The rows are written all
    the same (the class test reads them back); the lines only hid real messages in every autograde."""
    from sqlalchemy.exc import SAWarning

    warnings.filterwarnings(
        "ignore", message=r"Object of type <\w+> not in session", category=SAWarning, module=r"nbgrader\."
    )


def clean_text(text: str) -> str:
    """No colour codes and no machine paths: ``/srv/x/y/z.py`` becomes ``…/z.py``."""
    return PATH.sub(lambda m: "…/" + m.group(0).rstrip("/").rsplit("/", 1)[-1], ANSI.sub("", text))


class CleanOutputs(Preprocessor):
    """Feedback outputs: errors as one line, no paths, no bare score under each tests cell."""

    enabled = Bool(True)  # nbconvert's preprocessors start disabled

    def preprocess_cell(self, cell, resources, index):
        if cell.cell_type != "code":
            return cell, resources
        kept = []
        for output in cell.outputs:
            kind = output.get("output_type")
            if kind == "execute_result" and cell.metadata.get("nbgrader", {}).get("grade"):
                continue  # the score: the heading shows it
            if kind == "error":
                line = clean_text(f"{output.get('ename', '')}: {output.get('evalue', '')}")
                output["traceback"] = [line]
                output["evalue"] = clean_text(output.get("evalue", ""))
            elif kind == "stream":
                output["text"] = clean_text(output.get("text", ""))
            elif kind in ("execute_result", "display_data") and "text/plain" in output.get("data", {}):
                output["data"]["text/plain"] = clean_text(output["data"]["text/plain"])
            kept.append(output)
        cell.outputs = kept
        return cell, resources
