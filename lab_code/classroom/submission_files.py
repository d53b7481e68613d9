"""What a submission may hold, and nbgrader's file steps made to keep to it without following a link.

A student's submission folder may hold the assignment's notebooks (``<lesson>.ipynb``, as released)
and the two notes ``nbgrader submit`` writes beside them (``timestamp.txt``,
``submission_secret.txt``): regular files of bounded size. Anything else is refused: a link (to
the course secret, a source notebook with the solutions, a classmate's work), a folder, a file
of another name, a FIFO. nbgrader itself copies a submission with ``shutil`` as the instructor
(or root), following every link, at three steps; the course's settings (``feedback.configure``)
put these in their place:

* ``safe_exchange.SafeCollect`` (``nbgrader collect``): takes a submission only when its inbound
  folder is a real folder owned by the account it claims to be from, and copies only the allowed
  files (``copy_submission``), each opened without following a link. What it left behind is
  written to ``lab-refused.json`` in the collected folder;
* ``screen_in_place`` (nbgrader's ``pre_convert_hook``): before ``autograde`` or
  ``generate_feedback`` copies a folder, anything not allowed in it (a folder filled by hand,
  not by collect) is moved out to ``<course>/refused/``;
* ``safe_exchange.SafeReleaseFeedback`` (``nbgrader release_feedback``): releases only the
  feedback page of each of the assignment's notebooks, opened without following a link.

The grader (``nbgrader_grading.SandboxedExecute``) puts what ``lab-refused.json`` lists at the top
of the graded notebook, so the student reads in their feedback which files were not taken.

Lessons: shared
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from pathlib import Path

NOTES = ("timestamp.txt", "submission_secret.txt")  # what `nbgrader submit` writes itself
NOTE_BYTES = 4096
REFUSED_FILE = "lab-refused.json"  # written by collect (the instructor's process), never taken from a student
SHOWN_REFUSALS = 20  # entries named in the feedback; a folder of thousands says "…" after these
_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC  # a FIFO must not block the open


def assignment_notebooks(source_dir: str | os.PathLike, assignment: str) -> set[str]:
    """The notebook file names of ``assignment``, from the instructor's own source folder."""
    folder = Path(source_dir) / assignment
    return {p.name for p in folder.glob("*.ipynb") if p.is_file() and not p.is_symlink()}


def _why_not(entry: os.DirEntry, notebooks: set[str], extra: tuple[str, ...]) -> str | None:
    if entry.is_symlink():
        return "是一个链接（只收文件本身）"
    if not entry.is_file(follow_symlinks=False):
        return "不是普通文件（文件夹、管道……）"
    if entry.name not in notebooks and entry.name not in NOTES and entry.name not in extra:
        return "不是这份作业的 notebook（只收作业发下来的 notebook）"
    return None


def screen(
    folder_fd: int, notebooks: set[str], extra: tuple[str, ...] = ()
) -> tuple[list[str], list[list[str]]]:
    """(allowed names, [[refused name, why], …]) in the open folder ``folder_fd``; nothing is followed."""
    allowed, refused = [], []
    with os.scandir(folder_fd) as entries:
        for entry in sorted(entries, key=lambda e: e.name):
            why = _why_not(entry, notebooks, extra)
            if why is None:
                allowed.append(entry.name)
            else:
                refused.append([entry.name, why])
    return allowed, refused


def _copy_file(name: str, src_fd: int, dest_fd: int, limit: int) -> str | None:
    """Copy ``name`` between two open folders; why it was not copied, or None."""
    try:
        fd = os.open(name, _FILE, dir_fd=src_fd)
    except OSError as exc:
        return f"打不开（{type(exc).__name__}）"
    with open(fd, "rb") as source:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return "不是普通文件"
        if info.st_size > limit:
            return f"太大（{info.st_size} 字节，上限 {limit}）"
        out = os.open(
            name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644, dir_fd=dest_fd
        )
        with open(out, "wb") as target:
            target.write(source.read(limit + 1)[:limit])
    return None


def copy_submission(src: str, dest: str, notebooks: set[str], limit: int) -> list[list[str]]:
    """Copy the allowed files of the submission folder ``src`` into the new folder ``dest``;
    the refused entries (also written to ``dest/lab-refused.json``)."""
    src_fd = os.open(src, _DIR)  # ELOOP when the submission folder itself is a link
    try:
        os.makedirs(dest)
        dest_fd = os.open(dest, _DIR)
        try:
            allowed, refused = screen(src_fd, notebooks)
            for name in allowed:
                why = _copy_file(name, src_fd, dest_fd, NOTE_BYTES if name in NOTES else limit)
                if why:
                    refused.append([name, why])
            if refused:
                write_refusals(dest_fd, refused)
        finally:
            os.close(dest_fd)
    finally:
        os.close(src_fd)
    return refused


def write_refusals(folder_fd: int, refused: list[list[str]]) -> None:
    text = json.dumps(
        refused[:SHOWN_REFUSALS]
        + ([["…", f"还有 {len(refused) - SHOWN_REFUSALS} 个"]] if len(refused) > SHOWN_REFUSALS else []),
        ensure_ascii=False,
    )
    with contextlib.suppress(FileNotFoundError):
        os.unlink(REFUSED_FILE, dir_fd=folder_fd)
    fd = os.open(
        REFUSED_FILE,
        os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
        0o644,
        dir_fd=folder_fd,
    )
    with open(fd, "w", encoding="utf-8") as out:
        out.write(text)


def read_refusals(folder: str | os.PathLike) -> list[list[str]]:
    """What ``lab-refused.json`` in ``folder`` lists (empty when there is none or it is not ours)."""
    try:
        fd = os.open(Path(folder) / REFUSED_FILE, _FILE)
    except OSError:
        return []
    with open(fd, "rb") as f:
        try:
            data = json.loads(f.read(64 * 1024))
        except ValueError:
            return []
    if not isinstance(data, list):
        return []
    return [
        [str(x)[:200] for x in item[:2]]
        for item in data[: SHOWN_REFUSALS + 1]
        if isinstance(item, list) and len(item) == 2
    ]


def screen_in_place(assignment: str, student: str, notebooks: list[str]) -> None:
    """nbgrader's ``pre_convert_hook`` for ``autograde`` and ``generate_feedback``: before either
    copies the folder it is about to convert (``<course>/<step>/<student>/<assignment>``), move
    what the folder must not hold to ``<course>/refused/<step>/<student>/<assignment>``, and drop
    it from the notebooks nbgrader is about to convert (a notebook that is a link).

    ``assignment`` and ``student`` may be nbgrader's patterns (``*``): the folder comes from the
    notebooks' own paths, in nbgrader's default layout."""
    if not notebooks:
        return
    folder = Path(notebooks[0]).parent
    course = folder.parents[2]
    for depth in (2, 1, 0):  # <step>, <student>, <assignment>: a link anywhere on the way is moved away
        place = folder.parents[depth - 1] if depth else folder
        if place.is_symlink():
            _quarantine_link(course, place)
            notebooks[:] = []  # nothing of it is converted: nbgrader reports the student's folder as empty
            return
    allowed = assignment_notebooks(course / "source", folder.name) or {Path(n).name for n in notebooks}
    try:
        folder_fd = os.open(folder, _DIR)
    except OSError as exc:  # not screened means not copied: stop the whole run, loudly
        raise SubmissionRefused(f"{folder}: {exc}") from None
    try:
        _, refused = screen(folder_fd, allowed, extra=(REFUSED_FILE,))
        if not refused:
            return
        quarantine = course / "refused" / folder.relative_to(course)
        quarantine.mkdir(parents=True, exist_ok=True)
        quarantine_fd = os.open(quarantine, _DIR)
        try:
            for name, _ in refused:
                with contextlib.suppress(OSError):  # the entry itself moves, never what it points to
                    os.rename(name, name, src_dir_fd=folder_fd, dst_dir_fd=quarantine_fd)
        finally:
            os.close(quarantine_fd)
        earlier = read_refusals(folder)
        write_refusals(folder_fd, earlier + [r for r in refused if r not in earlier])
    finally:
        os.close(folder_fd)
    names = {name for name, _ in refused}
    notebooks[:] = [n for n in notebooks if Path(n).name not in names]


class SubmissionRefused(BaseException):
    """A folder that could not be screened: nbgrader's hook runner swallows ``Exception``, and
    copying it unscreened is what must not happen, so this stops the command."""


def _quarantine_link(course: Path, link: Path) -> None:
    target = course / "refused" / link.relative_to(course)
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(link, target)  # the link itself moves
