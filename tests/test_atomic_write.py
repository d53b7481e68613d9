"""One way to rewrite a file in place (``wire.atomic_write``), and every writer uses it."""

from __future__ import annotations

import errno
import os
import re

import pytest

from lab_code import REPO_ROOT
from lab_code.wire import atomic_write
from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.tool_results import ToolError
from lab_code.workspace import workdir_files


def _fail_fsync(monkeypatch, exc: BaseException) -> None:
    def fsync(_fd):
        raise exc

    monkeypatch.setattr(atomic_write.os, "fsync", fsync)


def test_replaces_whole_and_leaves_nothing_beside(tmp_path):
    target = tmp_path / "notes.txt"
    write_atomically(target, "old\n")
    write_atomically(target, b"new\n")
    assert target.read_bytes() == b"new\n"
    assert os.listdir(tmp_path) == ["notes.txt"]


@pytest.mark.parametrize("exc", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()])
def test_an_interrupted_write_leaves_the_old_file_whole(tmp_path, monkeypatch, exc):
    target = tmp_path / "toolchain.cmake"
    target.write_text("set(CMAKE_SYSTEM_NAME Linux)\n")
    _fail_fsync(monkeypatch, exc)
    with pytest.raises(type(exc)):
        write_atomically(target, "half" * 100_000)
    assert target.read_text() == "set(CMAKE_SYSTEM_NAME Linux)\n"
    assert os.listdir(tmp_path) == ["toolchain.cmake"]  # the temporary file is gone too


def test_a_link_at_the_target_is_replaced_not_followed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    inside = tmp_path / "work"
    inside.mkdir()
    (inside / "a.txt").symlink_to(outside)
    write_atomically(inside / "a.txt", "written")
    assert outside.read_text() == "keep me"
    assert not (inside / "a.txt").is_symlink() and (inside / "a.txt").read_text() == "written"


def test_beneath_a_directory_handle_and_with_a_mode(tmp_path):
    folder = os.open(tmp_path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        write_atomically("secret.json", "{}", dir_fd=folder, mode=0o600)
    finally:
        os.close(folder)
    assert (tmp_path / "secret.json").read_text() == "{}"
    assert (tmp_path / "secret.json").stat().st_mode & 0o777 == 0o600


def test_the_models_write_file_tool_keeps_the_old_file_when_the_disk_is_full(tmp_path, monkeypatch):
    (tmp_path / "main.c").write_text("int main(void) { return 0; }\n")
    _fail_fsync(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    with pytest.raises(ToolError):
        workdir_files.write_file(tmp_path, "main.c", "int main(void) {")
    assert (tmp_path / "main.c").read_text() == "int main(void) { return 0; }\n"
    assert sorted(os.listdir(tmp_path)) == ["main.c"]


# Renames that are not "rewrite a file in place", each with its reason.
NOT_REWRITES = {  # moves of whole files or links, not rewrites of a file's content
    "lab_code/interview/progress.py": ("os.replace(self.path, target)",),  # a corrupt file aside
    "lab_code/workspace/process_runner.py": ("tempfile.mkstemp(",),  # a new log, published by os.link
    "lab_code/classroom/hub/zig_seed.py": ("os.rename(str(here / name), copy, src_dir_fd=staging_fd)",),
    "lab_code/workspace/install_stage.py": (
        "os.replace(path, destination)",
    ),  # a staged entry into the sysroot
    "lab_code/workspace/source_view.py": ("os.rename(source, dest)",),  # a folder moved whole
    "lab_code/classroom/submission_files.py": (
        "os.rename(name, name, src_dir_fd=folder_fd, dst_dir_fd=quarantine_fd)",  # into quarantine
        "os.replace(link, target)",  # a planted link moved aside as a link
    ),
}
REWRITE_IN_PLACE = re.compile(
    r"os\.(?:replace|rename)\(|\b(?:tmp|temp\w*|partial)\.(?:replace|rename)\(|NamedTemporaryFile|mkstemp|\.tmp\b"
)


def test_no_module_rewrites_a_file_its_own_way():
    found = []
    for path in sorted((REPO_ROOT / "lab_code").rglob("*.py")):
        rel = path.relative_to(REPO_ROOT).as_posix()
        if rel == "lab_code/wire/atomic_write.py" or "/vendor/" in rel:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            allowed = NOT_REWRITES.get(rel, ())
            if REWRITE_IN_PLACE.search(code) and not any(a in code for a in allowed) and "``" not in code:
                found.append(f"{rel}:{number}: {line.strip()}")
    assert found == [], "use lab_code.wire.atomic_write.write_atomically:\n" + "\n".join(found)
