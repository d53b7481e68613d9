"""Static libraries read as the linker reads them, checked against ``zig ar t`` (llvm-ar).

Issue 27: the verifier skipped every member whose name starts with ``/``, so a C++ project's
``libgtest.a`` -- one member, ``gmock-gtest-all.cc.o``, stored as ``/0`` in the name table -- read
as no architecture at all, and a mixed archive was judged by its first object only.
"""

from __future__ import annotations

import struct
import subprocess

import pytest

from lab_code.agent.archive_reader import ArchiveError, list_members, read_archive
from lab_code.agent.library_verify import archive_machine, artifact_machines
from lab_code.workspace.toolchain import zig_path

pytestmark = pytest.mark.toolchain
LONG = "gmock-gtest-all.cc.o"  # longer than 15 characters: a /<offset> name


def zig(*args: str, cwd) -> str:
    done = subprocess.run([str(zig_path()), *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def objects(tmp_path_factory):
    """Two real objects (aarch64 and x86-64, compiled only: no runtime library is needed)."""
    where = tmp_path_factory.mktemp("objects")
    (where / "a.c").write_text("int answer(void) { return 42; }\n")
    zig("cc", "-c", "-target", "aarch64-linux-musl", "a.c", "-o", LONG, cwd=where)
    zig("cc", "-c", "-target", "x86_64-linux-musl", "a.c", "-o", "host-side-object-x86.o", cwd=where)
    zig("cc", "-c", "-target", "aarch64-linux-musl", "a.c", "-o", "s.o", cwd=where)
    return where


@pytest.mark.parametrize("layout", ["gnu", "bsd", "thin"])
def test_every_member_is_read_by_its_real_name_as_zig_ar_lists_it(objects, layout):
    options = ["--thin"] if layout == "thin" else [f"--format={layout}"]
    archive = objects / f"lib-{layout}.a"
    archive.unlink(missing_ok=True)
    zig("ar", "rcs", *options, archive.name, LONG, "s.o", "host-side-object-x86.o", cwd=objects)
    listed = zig("ar", "t", archive.name, cwd=objects).split()
    members = read_archive(archive, objects)
    assert [m.name for m in members] == listed == [LONG, "s.o", "host-side-object-x86.o"]
    assert [m.machine for m in members] == ["EM_AARCH64", "EM_AARCH64", "EM_X86_64"]
    # the verifier's reading: one entry per member, the x86-64 one named
    readings = dict(artifact_machines(archive, objects))
    assert readings["(host-side-object-x86.o)"] == "EM_X86_64" and readings[f"({LONG})"] == "EM_AARCH64"


def test_a_one_member_archive_with_a_long_name_reads_as_its_architecture(objects):
    """The libgtest.a of issue 27: with its only member named /0, it read as no architecture."""
    archive = objects / "libgtest.a"
    archive.unlink(missing_ok=True)
    zig("ar", "rcs", "--format=gnu", archive.name, LONG, cwd=objects)
    assert zig("ar", "t", archive.name, cwd=objects).split() == [LONG]
    assert archive_machine(archive.read_bytes()) == "EM_AARCH64"


def test_a_windows_import_library_is_read_member_by_member(tmp_path):
    (tmp_path / "demo.def").write_text("LIBRARY demo.dll\nEXPORTS\n  answer\n  question\n")
    zig("dlltool", "-m", "i386:x86-64", "-d", "demo.def", "-l", "libdemo.dll.a", cwd=tmp_path)
    members = read_archive(tmp_path / "libdemo.dll.a", tmp_path)
    assert [m.name for m in members] == zig("ar", "t", "libdemo.dll.a", cwd=tmp_path).split()
    assert {m.machine for m in members} == {"IMAGE_FILE_MACHINE_AMD64"} and len(members) >= 3


def _member(name: bytes, body: bytes) -> bytes:
    header = name.ljust(16) + b"0".ljust(12) + b"0".ljust(6) + b"0".ljust(6) + b"644".ljust(8)
    return header + str(len(body)).encode().ljust(10) + b"`\n" + body + (b"\n" if len(body) % 2 else b"")


def _elf(machine: int) -> bytes:
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"
    header[6] = 1
    struct.pack_into("<HHI", header, 16, 1, machine, 1)
    struct.pack_into("<H", header, 52, 64)
    return bytes(header)


def test_sym64_tables_bsd_names_and_a_truncated_archive():
    """Layouts zig ar writes only for huge archives or other systems, made by hand."""
    names = b"a-very-long-member-name.o/\n"
    gnu64 = b"!<arch>\n" + _member(b"/SYM64/", bytes(8)) + _member(b"//", names) + _member(b"/0", _elf(243))
    assert [(m.name, m.machine) for m in list_members(gnu64)] == [("a-very-long-member-name.o", "EM_RISCV")]
    bsd_name = b"another-long-name.o\0"  # BSD pads the name it puts before the data
    bsd = (
        b"!<arch>\n"
        + _member(b"#1/20", b"__.SYMDEF SORTED\0\0\0\0")
        + _member(b"#1/20", bsd_name + _elf(183))
    )
    assert [(m.name, m.machine) for m in list_members(bsd)] == [("another-long-name.o", "EM_AARCH64")]
    with pytest.raises(ArchiveError):
        list_members(gnu64[:-20])  # a member longer than the file
    bitcode = b"!<arch>\n" + _member(b"lto.o/", b"BC\xc0\xde" + bytes(60))
    assert [m.machine for m in list_members(bitcode)] == [None]  # unreadable is reported, never skipped
