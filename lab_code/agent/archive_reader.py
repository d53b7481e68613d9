"""Read a static library (``ar`` archive) the way the linker does: every member, by its real name.

The verifier must say which CPU every object in a ``.a`` / ``.lib`` was compiled for, and an
archive is not a list of objects in a row. What real toolchains write:

* **GNU / LLVM** (``!<arch>``): a symbol table named ``/`` (``/SYM64/`` when it needs 64-bit
  offsets), a name table ``//``, and members named ``foo.o/`` -- or, when the name is longer
  than 15 characters, ``/<offset>`` into the name table. A C++ project's ``libgtest.a`` holds
  one member, ``gmock-gtest-all.cc.o``: an early version of this check skipped every name that
  starts with ``/``, read no object at all, and failed a correct build;
* **BSD / Darwin**: a symbol table named ``__.SYMDEF`` (``SORTED``, ``_64``), and long names as
  ``#1/<length>``: the name is the first ``length`` bytes of the member's data;
* **thin** (``!<thin>``): only the tables are stored; each member names a file beside the
  archive, which is read from there (never outside the root it was given);
* **Windows** (``.lib``, ``.dll.a``): GNU layout, but members may be short *import* records
  (``00 00 FF FF``, machine at offset 6) instead of COFF objects.

Each member's machine is read from its own header (ELF ``e_machine`` via pyelftools, COFF
``Machine``); a member that is neither -- LLVM bitcode from an LTO build, a text file -- is
reported as unreadable (``None``), never skipped. ``tests/test_08_archives.py`` checks the names
against ``zig ar t`` (zig bundles llvm-ar) on archives of every layout.

    >>> list_members(b"!<arch>\\n")
    []

Lessons: 07, 08
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from lab_code.agent.verify import PE_MACHINES, machine_name

GLOBAL = b"!<arch>\n"
THIN = b"!<thin>\n"
HEADER = 60  # bytes of one member header
SYMBOL_TABLES = {"/", "/SYM64/", "__.SYMDEF", "__.SYMDEF SORTED", "__.SYMDEF_64", "__.SYMDEF_64 SORTED"}
HEAD_BYTES = 4096  # enough of a member to read its header


class ArchiveError(ValueError):
    """The bytes are not a well-formed archive (what is wrong is in the message)."""


@dataclass(frozen=True)
class Member:
    name: str
    machine: str | None  # e.g. 'EM_AARCH64', 'IMAGE_FILE_MACHINE_AMD64'; None: not an object
    size: int
    note: str = ""  # why ``machine`` is None, when there is more to say


def is_archive(head: bytes) -> bool:
    return head[:8] in (GLOBAL, THIN)


def object_machine(head: bytes) -> str | None:
    """Machine of one member from its first bytes: ELF, COFF object or a COFF import record."""
    found = machine_name(head)
    if found:
        return found
    if len(head) >= 8 and head[:4] == b"\x00\x00\xff\xff":  # import record / bigobj: machine at 6
        return PE_MACHINES.get(struct.unpack_from("<H", head, 6)[0])
    if len(head) >= 20:
        machine, sections = struct.unpack_from("<HH", head, 0)
        optional_header = struct.unpack_from("<H", head, 16)[0]
        if machine in PE_MACHINES and optional_header == 0 and 0 < sections < 0xFF00:
            return PE_MACHINES[machine]
    return None


def _long_name(table: bytes, offset: str) -> str:
    if not offset.isdigit() or int(offset) >= len(table):
        raise ArchiveError(f"成员名 /{offset} 指向名字表之外")
    start = int(offset)
    end = table.find(b"\n", start)
    raw = table[start : end if end >= 0 else len(table)]
    return raw.rstrip(b"/").decode("utf-8", "replace")  # GNU ends each long name with "/\n"


def _entries(data: bytes):
    """(name, payload start, payload size, stored size) of every header, tables included."""
    thin = data[:8] == THIN
    pos, names = 8, b""
    while pos < len(data):
        if data[pos : pos + 1] == b"\n":  # padding some writers leave at the very end
            pos += 1
            continue
        header = data[pos : pos + HEADER]
        if len(header) < HEADER or header[58:60] != b"`\n":
            raise ArchiveError(f"第 {pos} 字节处不是成员头")
        raw_name = header[:16].decode("ascii", "replace").rstrip(" ")
        size_text = header[48:58].strip()
        if not size_text.isdigit():
            raise ArchiveError(f"成员 {raw_name!r} 的大小 {size_text!r} 不是数字")
        size = int(size_text)
        start = pos + HEADER
        table = raw_name in ("/", "//", "/SYM64/") or raw_name.startswith("__.SYMDEF")
        stored = size if (not thin or table) else 0  # a thin archive stores only its tables
        if start + stored > len(data):
            raise ArchiveError(f"成员 {raw_name!r} 的长度超出文件末尾")
        if raw_name == "//":
            names = data[start : start + size]
            name = "//"
        elif raw_name.startswith("#1/"):  # BSD: the name is the first <length> bytes of the data
            length = int(raw_name[3:]) if raw_name[3:].isdigit() else -1
            if not 0 <= length <= size:
                raise ArchiveError(f"BSD 成员名 {raw_name!r} 的长度不对")
            name = data[start : start + length].rstrip(b"\0").decode("utf-8", "replace")
            start, size, stored = start + length, size - length, stored - length
        elif raw_name.startswith("/") and raw_name[1:].isdigit():
            name = _long_name(names, raw_name[1:])
        else:
            name = raw_name[:-1] if raw_name.endswith("/") and raw_name not in ("/", "/SYM64/") else raw_name
        yield name, start, size, stored
        pos = start + stored + (stored & 1)  # members start on even offsets


def list_members(data: bytes, root: Path | None = None, where: Path | None = None) -> list[Member]:
    """Every object member of archive ``data`` with its machine (symbol and name tables left out).

    A thin archive's members are files: ``where`` is the archive's directory and ``root`` the
    directory no member may be read from outside of (a member that leads out, or is missing,
    is reported with machine ``None`` and a note)."""
    if not is_archive(data):
        raise ArchiveError("不是 ar 归档（开头不是 !<arch> 或 !<thin>）")
    thin = data[:8] == THIN
    members = []
    for name, start, size, stored in _entries(data):
        if name in SYMBOL_TABLES or name == "//":
            continue
        if thin:
            members.append(_thin_member(name, size, root, where))
            continue
        machine = object_machine(data[start : start + min(stored, HEAD_BYTES)])
        members.append(Member(name, machine, size, "" if machine else "不是 ELF 或 COFF 目标文件"))
    return members


def _thin_member(name: str, size: int, root: Path | None, where: Path | None) -> Member:
    if root is None or where is None:
        return Member(name, None, size, "瘦归档的成员在归档之外，没有给出它所在的目录")
    path = (where / name).resolve()
    if not path.is_relative_to(root.resolve()):
        return Member(name, None, size, "瘦归档的成员指向工作目录之外")
    if path.is_symlink() or not path.is_file():
        return Member(name, None, size, "瘦归档的成员文件不存在")
    with open(path, "rb") as fh:
        machine = object_machine(fh.read(HEAD_BYTES))
    return Member(name, machine, size, "" if machine else "不是 ELF 或 COFF 目标文件")


def read_archive(path: Path, root: Path) -> list[Member]:
    """The members of the archive file ``path`` (thin members read below ``root`` only)."""
    return list_members(path.read_bytes(), root, path.parent)
