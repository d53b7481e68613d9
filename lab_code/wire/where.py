"""Where this lesson runs: the desktop kernel, or the browser (JupyterLite's Pyodide kernel).

The one place that asks. Library code and cells read these names and never test
``sys.platform`` themselves, so a lesson has no ``if`` of its own about where it runs:

    IN_BROWSER            True inside Pyodide (the in-browser course, ``python3 -m lab_code.lite``)
    CAN_START_THREADS     Pyodide has one thread: ``Thread.start()`` raises "can't start new thread"
    CAN_START_PROCESSES   no ``fork``/``exec`` in a browser tab (``subprocess`` raises OSError)

A cell that needs what the browser lacks is marked in the notebook's cell metadata
(``"lite": {"runs": "desktop-only" | "fallback", "why": "…"}``) and never changes its code: a
desktop-only cell shows ``DESKTOP_ONLY`` with the output it has in the desktop lesson
(``lab_code.lite.browser_cells``); a fallback cell runs code that picks its honest alternative
here (sequential instead of threads, with modelled timings labelled as modelled).

Lessons: shared
"""

from __future__ import annotations

import sys

IN_BROWSER = sys.platform == "emscripten"
PLACE = "browser" if IN_BROWSER else "desktop"
CAN_START_THREADS = not IN_BROWSER
CAN_START_PROCESSES = not IN_BROWSER
DESKTOP_ONLY = "桌面版才能运行"
# The label of a timing the browser computed from stated latencies instead of measuring it.
MODELLED = (
    "（浏览器里没有线程：调用按顺序执行；下面的完成顺序和耗时是按每个调用声明的延迟算出来的，不是测出来的）"
)
