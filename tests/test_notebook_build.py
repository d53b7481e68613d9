"""The notebook builder's normalisation: fixed ids, merged streams, widget ids independent of chance."""

import json
import random

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from lab_code.course.notebook_build import merge_streams, normalise, stable_widget_ids


def _widget_notebook(ids):
    """A notebook displaying a VBox(Button) whose models carry the given (random) ids."""
    box, button, layout = ids
    state = {
        box: {
            "model_name": "VBoxModel",
            "state": {"children": [f"IPY_MODEL_{button}"], "layout": f"IPY_MODEL_{layout}"},
        },
        button: {"model_name": "ButtonModel", "state": {"description": "Next"}},
        layout: {"model_name": "LayoutModel", "state": {}},
    }
    items = list(state.items())
    random.Random(len(box)).shuffle(items)
    nb = new_notebook(
        cells=[
            new_code_cell(
                "w",
                outputs=[
                    new_output(
                        "display_data",
                        data={
                            "application/vnd.jupyter.widget-view+json": {
                                "model_id": box,
                                "version_major": 2,
                                "version_minor": 0,
                            },
                            "text/plain": "VBox()",
                        },
                    )
                ],
            )
        ]
    )
    nb.cells[0].id = "fixed"
    nb.metadata["widgets"] = {
        "application/vnd.jupyter.widget-state+json": {
            "state": dict(items),
            "version_major": 2,
            "version_minor": 0,
        }
    }
    return nb


def test_widget_ids_do_not_depend_on_the_random_ids():
    first = stable_widget_ids(_widget_notebook(["a" * 32, "b" * 32, "c" * 32]), "01_x")
    second = stable_widget_ids(_widget_notebook(["f" * 32, "0" * 32, "9" * 32]), "01_x")
    assert json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)
    assert "a" * 32 not in json.dumps(first)
    shown = first.cells[0].outputs[0].data["application/vnd.jupyter.widget-view+json"]["model_id"]
    assert shown in first.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]


def test_streams_merge_and_cells_get_fixed_ids():
    cell = new_code_cell(
        "print(1); print(2)",
        outputs=[
            new_output("stream", name="stdout", text="1"),
            new_output("stream", name="stdout", text="\n2\n"),
            new_output("stream", name="stderr", text="warn\n"),
        ],
    )
    nb = new_notebook(cells=[new_markdown_cell("# t"), cell])
    merge_streams(nb)
    assert [o.text for o in nb.cells[1].outputs] == ["1\n2\n", "warn\n"]
    normalise(nb, "07_agent")
    assert [c.id for c in nb.cells] == ["l07-000", "l07-001"]
    assert nb.cells[1].outputs == [] and nb.cells[1].execution_count is None
    nbformat.validate(nb)


def test_tracebacks_lose_machine_paths():
    from lab_code.course.notebook_build import REPO_ROOT, scrub_tracebacks

    cell = new_code_cell(
        "boom()",
        outputs=[
            new_output(
                "error",
                ename="FileNotFoundError",
                evalue="x",
                traceback=[f"File {REPO_ROOT}/lab_code/wire/roundtrip.py:81, in execute_call"],
            )
        ],
    )
    nb = new_notebook(cells=[cell])
    scrub_tracebacks(nb)
    assert nb.cells[0].outputs[0].traceback == ["File lab_code/wire/roundtrip.py:81, in execute_call"]


def _committed_notebooks():
    from lab_code.course.notebook_build import NOTEBOOKS_DIR

    return sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.ipynb"))


def test_every_committed_notebook_is_built():
    # nbval passes a cell that has no committed outputs, so a notebook that was edited but not
    # rebuilt would slip through: every code cell must have been executed by the builder, and
    # every cell must carry the builder's fixed id.
    for path in _committed_notebooks():
        nb = json.loads(path.read_text(encoding="utf-8"))
        prefix = "l" + path.name[:2] + "-"
        for index, cell in enumerate(nb["cells"]):
            assert cell.get("id") == f"{prefix}{index:03d}", f"{path.name} cell {index}: rebuild the notebook"
            if cell["cell_type"] == "code" and "".join(cell["source"]).strip():
                assert cell.get("execution_count") is not None, f"{path.name} cell {index} was never run"
