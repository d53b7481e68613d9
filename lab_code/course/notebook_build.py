"""Rebuild (execute) notebooks in place, deterministically — the one command for outputs.

    python -m lab_code.course.notebook_build                 # every notebooks/NN_*.ipynb
    python -m lab_code.course.notebook_build notebooks/02_validator.ipynb

What makes the committed outputs reproducible (nbval re-runs them in CI):
fixed cell ids (``<lesson>-<index>``), no timing or execution metadata, ``PYTHONHASHSEED=0``
and the offline fake backend in the kernel's environment, an empty course cache dir (what a
student keeps between sittings, such as lesson 09's flashcard progress, must not leak into the
outputs; zig's cache stays warm), the kernel's working directory is ``notebooks/`` (the same as
JupyterLab's), and cells tagged ``raises-exception`` may fail.

Lessons: shared
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import tempfile
import time
import uuid
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from lab_code import REPO_ROOT
from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.settings import load_settings

NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
CELL_TIMEOUT_S = 900  # the capstone's first (cold) cross-build may take a few minutes
# Cell metadata the editor or the executor adds that says nothing about the lesson.
VOLATILE_CELL_METADATA = ("execution", "collapsed", "scrolled", "ExecuteTime", "jupyter")


def drop_volatile_metadata(nb: nbformat.NotebookNode) -> None:
    for cell in nb.cells:
        for key in VOLATILE_CELL_METADATA:
            cell.metadata.pop(key, None)


def normalise(nb: nbformat.NotebookNode, stem: str) -> None:
    """Fixed ids and clean metadata, so a rebuild changes only what the lesson changed."""
    prefix = stem.split("_", 1)[0]
    drop_volatile_metadata(nb)
    for index, cell in enumerate(nb.cells):
        cell.id = f"l{prefix}-{index:03d}"
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    nb.nbformat, nb.nbformat_minor = 4, 5


WIDGET_REF = re.compile(r"IPY_MODEL_([0-9a-f]{32})")


def _widget_order(state: dict, roots: list[str]) -> list[str]:
    """Model ids in an order that does not depend on the ids: displayed widgets first, then
    depth-first through the models they reference, then the rest by content."""
    order: list[str] = []

    def visit(model_id: str) -> None:
        if model_id in order or model_id not in state:
            return
        order.append(model_id)
        for ref in WIDGET_REF.findall(json.dumps(state[model_id]["state"], sort_keys=True)):
            visit(ref)

    for root in roots:
        visit(root)
    rest = [m for m in state if m not in order]
    rest.sort(
        key=lambda m: (
            state[m].get("model_name", ""),
            WIDGET_REF.sub("", json.dumps(state[m]["state"], sort_keys=True)),
        )
    )
    return order + rest


def stable_widget_ids(nb: nbformat.NotebookNode, stem: str) -> nbformat.NotebookNode:
    """Replace the random ids of stored widget models with ids derived from the lesson name.

    ipywidgets gives every model a random uuid; they appear in the notebook's widget state and
    in the outputs that display them. Renaming them in an id-independent order makes two builds
    of an unchanged lesson byte-identical, so a rebuild's diff shows only what really changed.
    """
    state = (
        nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    )
    if not state:
        return nb
    roots = [
        out["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.outputs
        if "application/vnd.jupyter.widget-view+json" in out.get("data", {})
    ]
    text = json.dumps(nb)
    for n, old in enumerate(_widget_order(state, roots)):
        text = text.replace(old, uuid.uuid5(uuid.NAMESPACE_URL, f"tool-calling-lab/{stem}/{n}").hex)
    return nbformat.from_dict(json.loads(text))


def scrub_tracebacks(nb: nbformat.NotebookNode) -> None:
    """Make tracebacks of expected errors repo-relative: no machine path in a committed notebook.

    Only tracebacks are rewritten: nbval does not compare them, so the committed notebook still
    matches a live run exactly everywhere it is checked.
    """
    replacements = [(str(REPO_ROOT) + os.sep, ""), (sys.prefix, "<venv>"), (str(Path.home()), "~")]
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            if out.output_type == "error":
                lines = out.traceback
                for old, new in replacements:
                    lines = [line.replace(old, new) for line in lines]
                out.traceback = lines


def merge_streams(nb: nbformat.NotebookNode) -> None:
    """Join consecutive stdout (or stderr) chunks: how prints were split into messages varies."""
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        merged = []
        for out in cell.outputs:
            if (
                out.output_type == "stream"
                and merged
                and merged[-1].output_type == "stream"
                and merged[-1].name == out.name
            ):
                merged[-1].text += out.text
            else:
                merged.append(out)
        cell.outputs = merged


@contextlib.contextmanager
def empty_course_cache():
    """The kernel gets a new, empty ``LAB_CACHE_DIR`` (and the usual zig cache) for one build."""
    before = {key: os.environ.get(key) for key in ("LAB_CACHE_DIR", "ZIG_GLOBAL_CACHE_DIR")}
    os.environ["ZIG_GLOBAL_CACHE_DIR"] = str(load_settings().zig_cache_dir)
    with tempfile.TemporaryDirectory(prefix="lab-build-cache-") as empty:
        os.environ["LAB_CACHE_DIR"] = empty
        try:
            yield
        finally:
            for key, value in before.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def build(path: Path) -> float:
    """Execute one notebook in place; returns the wall time in seconds (printed, not stored)."""
    path = Path(path).resolve()
    nb = nbformat.read(path, as_version=4)
    normalise(nb, path.stem)
    os.environ["PYTHONHASHSEED"] = "0"  # inherited by the kernel process
    os.environ["LAB_BACKEND"] = "fake"  # committed outputs never come from a real provider
    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT_S,
        kernel_name="python3",
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    started = time.perf_counter()
    try:
        with empty_course_cache():
            client.execute()
    except CellExecutionError as exc:
        raise SystemExit(
            f"{path.name}: a cell failed while building; fix it or tag it "
            f"'raises-exception' if the error is the lesson.\n{exc}"
        ) from None
    drop_volatile_metadata(nb)  # the executor adds some back
    merge_streams(nb)
    scrub_tracebacks(nb)
    nb = stable_widget_ids(nb, path.stem)
    nbformat.validate(nb)
    text = nbformat.writes(nb)
    write_atomically(path, text if text.endswith("\n") else text + "\n")  # as nbformat.write does
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "notebooks", nargs="*", type=Path, help="notebooks to rebuild (default: all of notebooks/NN_*.ipynb)"
    )
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))
    missing = [p for p in paths if not p.is_file()]
    if missing:
        print(
            f"找不到这些 notebook：{[str(p) for p in missing]}；"
            f"可用的有 {[p.name for p in sorted(NOTEBOOKS_DIR.glob('*.ipynb'))]}",
            file=sys.stderr,
        )
        return 2
    for p in paths:
        seconds = build(p)
        print(f"built {p.name} in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
