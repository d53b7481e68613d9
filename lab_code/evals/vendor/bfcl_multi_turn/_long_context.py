"""Stand-ins for BFCL's long-context padding (``long_context.py`` in the wheel, 400 lines of filler).

The file system reads these only when a scenario is loaded with ``long_context=True``; lesson 08's
case is a base multi-turn case, so they stay empty and the filler is not copied.

Lessons: 08
"""

FILE_CONTENT_EXTENSION = ""
FILES_TAIL_USED: list[str] = []
POPULATE_FILE_EXTENSION: list[str] = []
