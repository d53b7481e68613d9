"""The course in the browser: a static JupyterLite site of lessons 00–05 and 10, with no install.

``python3 -m lab_code.lite build`` writes the site to ``lite-site/`` (git-ignored) from pinned
packages only: the build tools from ``requirements-lite.txt`` in a virtualenv of their own
outside the clone, the Pyodide core from npm (``lab_code/lite/npm/package-lock.json``), the
browser's wheels from PyPI (``requirements-lite-browser.txt``), and the course itself as a wheel
without ``solutions/`` or the teacher's tools. Nothing comes from a CDN, at build time or when
the page runs. The modules:

    tool_cache     the tool virtualenv, the npm core and the browser's wheels, cached by their pins
    course_wheel   the course package as a wheel for the browser (what is left out, and why)
    pyodide_lock   the site's own pyodide-lock.json, written from the wheels' metadata
    site_lessons   the lessons as the site shows them (the browser notice, desktop-only cells)
    browser_cells  inside the browser: the ``%%desktop_only`` cell magic
    build          puts it together and runs ``jupyter lite build``

Where a lesson runs is decided in one place, ``lab_code.wire.where``.

Lessons: shared
"""
