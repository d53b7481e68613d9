"""An exercise graded in a sandbox of its own: the notebook's cells run again, without the code it forbids.

One kernel runs a whole assignment, so its sandbox can leave out only what *no* exercise of
that assignment uses. When one exercise forbids a course module that another one is meant to
use (lesson 10: 10.1 asks you to write the pythonic-call parser, 10.3 uses the lesson's), the
kernel keeps the module, and that exercise is graded here instead: the grader starts a fresh
sandbox whose copy of the course lacks the module, sends it the notebook's code cells up to the
exercise's tests cell, and grades the function those cells define, through the same protocol as
a kernel. The channel is this process's standard input: nothing else in the sandbox (the
student's kernel included) can speak on it.

    python -m lab_code.classroom.replay      # started by grading_host, inside the sandbox

Lessons: shared
"""

from __future__ import annotations

import contextlib
import io
import os
import socket
import sys

from lab_code.classroom import frames
from lab_code.classroom.hand_in import serve


def main() -> None:
    channel = socket.socket(fileno=os.dup(0))
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # what the cells print must not reach the channel
        os.dup2(null, fd)
    message, _ = frames.receive(channel)
    namespace: dict = {"__name__": "__main__", "check": lambda *args, **kwargs: None}
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for source in message.get("cells", []):
            # A cell that fails here failed in the kernel too; the function may still be defined.
            with contextlib.suppress(BaseException):  # SystemExit and KeyboardInterrupt from a cell too
                exec(compile(source, "<cell>", "exec"), namespace)
    func = namespace.get(message.get("function", ""))
    if func is None:

        def func(*args, **kwargs):  # the cells never defined it: every case says so
            raise NameError(f"name {message.get('function')!r} is not defined")

    serve(channel, message["exercise"], func)


if __name__ == "__main__":
    sys.exit(main())
