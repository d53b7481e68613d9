"""Inside the browser: ``%%desktop_only <cell id>``, the first line of a desktop-only cell.

The site's copy of a lesson starts each cell marked ``"lite": {"runs": "desktop-only"}`` with
this magic (the desktop notebook has only the mark). Run in the browser, the cell does not
execute its code: it says ``桌面版才能运行`` and why, then shows the outputs the desktop lesson
has for that cell, from ``desktop_outputs.json`` (written into the wheel from the committed
notebooks when the site is built), labelled as the desktop's, never as a run in the browser.

The magic is registered when the browser kernel starts (an IPython start-up file in this
package; the site sets ``IPYTHONDIR`` to it). On the desktop it does not exist and is not needed.

Lessons: shared
"""

from __future__ import annotations

import json
import sys
from functools import cache
from importlib import resources

from lab_code.wire.where import DESKTOP_ONLY

OUTPUTS_FILE = "desktop_outputs.json"


@cache
def desktop_outputs() -> dict:
    """``{cell id: {"why": str, "outputs": [nbformat output, ...]}}`` for every desktop-only cell."""
    return json.loads(resources.files(__package__).joinpath(OUTPUTS_FILE).read_text(encoding="utf-8"))


def show_desktop_output(cell_id: str) -> None:
    from IPython.display import Markdown, display

    known = desktop_outputs().get(cell_id.strip())
    if known is None:
        raise KeyError(f"没有单元 {cell_id!r} 的桌面版输出：这一格不是标成桌面版才能运行的格子")
    display(
        Markdown(f"**{DESKTOP_ONLY}**：{known['why']}。这一格在浏览器里不运行；下面是桌面版运行它时的输出：")
    )
    for output in known["outputs"]:
        kind = output["output_type"]
        if kind == "stream":
            stream = sys.stdout if output["name"] == "stdout" else sys.stderr
            stream.write("".join(output["text"]))
            stream.flush()
        elif kind in ("display_data", "execute_result"):
            data = {mime: "".join(v) if isinstance(v, list) else v for mime, v in output["data"].items()}
            display(data, raw=True, metadata=output.get("metadata", {}))
        elif kind == "error":
            sys.stderr.write(f"{output['ename']}: {output['evalue']}\n")


def register(shell) -> None:
    """Add ``%%desktop_only``; report exceptions by class name, as the desktop kernel does."""

    def desktop_only(line: str, cell: str) -> None:  # the cell's own code is not run here
        show_desktop_output(line)

    shell.register_magic_function(desktop_only, magic_kind="cell", magic_name="desktop_only")
    _name_errors_like_ipykernel(shell)


def _name_errors_like_ipykernel(shell) -> None:
    # The browser kernel (pyodide-kernel 0.8.6) sends an error's ename as str(type), i.e.
    # "<class 'FileNotFoundError'>"; ipykernel sends the class name. A lesson's expected error
    # should read the same in both places.
    original = shell._showtraceback

    def showtraceback(etype, evalue, stb):
        original(etype, evalue, stb)
        if isinstance(getattr(shell, "_last_traceback", None), dict) and isinstance(etype, type):
            shell._last_traceback["ename"] = etype.__name__

    shell._showtraceback = showtraceback
