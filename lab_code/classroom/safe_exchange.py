"""nbgrader's exchange steps that move submissions and feedback, made to take only what they should.

``feedback.configure`` puts these in nbgrader's place (``c.ExchangeFactory``):

* ``SafeCollect`` (``nbgrader collect``, formgrader's Collect): nbgrader 0.9.6 takes the newest
  folder named ``<student>+<assignment>+<time>+…`` in ``inbound`` and only *warns* when another
  account made it, then copies it with ``shutil``, following every link. Here a folder is taken
  only when it is a real folder of the account it names, and only the allowed files are copied
  (``submission_files.copy_submission``);
* ``SafeReleaseFeedback`` (``nbgrader release_feedback``): nbgrader releases every ``*.html``
  of a student's feedback folder; here only each of the assignment's notebooks' own page,
  opened without following a link.

Lessons: shared
"""

from __future__ import annotations

import glob
import os
import pwd
import stat
from pathlib import Path

from nbgrader.api import Gradebook, MissingEntry
from nbgrader.exchange.default.collect import ExchangeCollect, groupby
from nbgrader.exchange.default.release_feedback import ExchangeReleaseFeedback
from nbgrader.utils import check_mode, notebook_hash

from lab_code.classroom.submission_files import NOTE_BYTES, NOTES, assignment_notebooks, copy_submission
from lab_code.wire.atomic_write import write_atomically

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


class SafeCollect(ExchangeCollect):
    """``nbgrader collect``, taking only real folders of their own account and only allowed files."""

    def init_src(self):
        """nbgrader 0.9.6's ``ExchangeCollect.init_src``, with forged entries left out *before* the
        latest submission of each student is chosen: a classmate's folder named after you and
        stamped later must not replace your work (nbgrader only warns about it)."""
        if self.coursedir.course_id == "":
            self.fail("No course id specified. Re-run with --course flag.")
        self.course_path = os.path.join(self.root, self.coursedir.course_id)
        self.inbound_path = os.path.join(self.course_path, "inbound")
        if not os.path.isdir(self.inbound_path):
            self.fail(f"Course not found: {self.inbound_path}")
        if not check_mode(self.inbound_path, read=True, execute=True):
            self.fail(f"You don't have read permissions for the directory: {self.inbound_path}")
        student_id = self.coursedir.student_id or "*"
        pattern = os.path.join(self.inbound_path, f"{student_id}+{self.coursedir.assignment_id}+*")
        records = []
        for path in glob.glob(pattern):
            record = self._path_to_record(path)
            why = _not_theirs(path, record["username"])
            if why:
                self.log.error("没有收 %s：%s", record["filename"], why)
            else:
                records.append(record)
        with Gradebook(self.coursedir.db_url, self.coursedir.course_id) as gb:
            try:
                self.duedate = gb.find_assignment(self.coursedir.assignment_id).duedate
            except MissingEntry:
                self.duedate = None
        self.src_records = []
        for mine in groupby(records, lambda item: item["username"]).values():
            latest = self._sort_by_timestamp(mine)
            if self.duedate is not None and self.before_duedate:
                in_time = [r for r in latest if r["timestamp"] <= self.duedate]
                latest = in_time or latest
            self.src_records.append(latest[0])

    def do_copy(self, src, dest, log=None):
        notebooks = assignment_notebooks(
            self.coursedir.format_path(self.coursedir.source_directory, ".", "."),
            self.coursedir.assignment_id,
        )
        refused = copy_submission(src, dest, notebooks, self.coursedir.max_file_size * 1000)
        for name, why in refused:
            self.log.warning("%s 里的 %s 没有收：%s", os.path.basename(src), name, why)


def _not_theirs(path: str, username: str) -> str | None:
    """Why the inbound entry ``path`` is not a submission of ``username``, or None."""
    try:
        info = os.lstat(path)
        owner = pwd.getpwnam(username).pw_uid
    except KeyError:
        return f"没有叫 {username} 的账号"
    except OSError as exc:
        return f"读不到（{type(exc).__name__}）"
    if not stat.S_ISDIR(info.st_mode):
        return "不是文件夹（链接或文件）"
    if info.st_uid != owner:
        return f"它属于另一个账号（uid {info.st_uid}），不是 {username}：有人冒名交作业"
    return None


class SafeReleaseFeedback(ExchangeReleaseFeedback):
    """``nbgrader release_feedback``, releasing only each notebook's own feedback page."""

    def copy_files(self):
        exclude = (
            set(self.coursedir.student_id_exclude.split(",")) if self.coursedir.student_id_exclude else set()
        )
        notebooks = {
            Path(n).stem
            for n in assignment_notebooks(
                self.coursedir.format_path(self.coursedir.source_directory, ".", "."),
                self.coursedir.assignment_id,
            )
        }
        root = Path(self.coursedir.format_path(self.coursedir.feedback_directory, ".", "."))
        for folder in sorted(root.glob(f"*/{self.coursedir.assignment_id}")):
            student = folder.parent.name
            if student in exclude or not self._wanted(student):
                continue
            try:
                fd = os.open(folder, _DIR)
            except OSError:
                continue
            try:
                self._release(student, fd, notebooks)
            finally:
                os.close(fd)

    def _wanted(self, student: str) -> bool:
        return self.coursedir.student_id in ("*", "", student)

    def _release(self, student: str, folder_fd: int, notebooks: set[str]) -> None:
        notes = {name: _read_small(folder_fd, name) for name in NOTES}
        if None in notes.values():
            self.log.warning("%s 的反馈缺少 timestamp.txt 或 submission_secret.txt，没有发布", student)
            return
        for notebook_id in sorted(notebooks):
            page = _read_small(folder_fd, f"{notebook_id}.html", limit=20 * 1024 * 1024)
            if page is None:
                continue
            checksum = notebook_hash(secret=notes["submission_secret.txt"], notebook_id=notebook_id)
            # The course's one atomic write: a fresh temporary name never opened through a link.
            write_atomically(os.path.join(self.dest_path, f"{checksum}.html"), page, mode=0o644)
            self.log.info(
                "Releasing feedback for student '%s' on '%s/%s'",
                student,
                self.coursedir.assignment_id,
                notebook_id,
            )


def _read_small(folder_fd: int, name: str, limit: int = NOTE_BYTES) -> str | None:
    try:
        fd = os.open(name, _FILE, dir_fd=folder_fd)
    except OSError:
        return None
    with open(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        data = f.read(limit + 1)
    return None if len(data) > limit else data.decode("utf-8", "replace")
