"""Lesson 07's sandbox as root, and zig's cache under it: what a build script can and cannot do.

Most students and every CI run as root in a container, so these attacks run as whoever runs
the tests: a build script tries to unmount the empty file over ``.env``, remount the
read-only parts writable, become root again in a new user namespace, write zig's shared
cache, and poison the runtime another workdir will link. Each one must fail; where the test
runs as root, the same script without the dropped privileges shows that it would work.
Also here: which variants reach each workdir's cache layer, a variant no warm-up made, the
layer refresh refusing links a build planted, and a warm-up that reports and can be stopped.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import threading
from pathlib import Path

import pytest

from lab_code.agent import verify
from lab_code.agent.projects import copy_project
from lab_code.agent.tools import Workspace
from lab_code.workspace import cache_layer, runtimes, sandbox, toolchain, workdir_layout
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.workdir_scan import scan_workdir

TARGET = "aarch64-linux-musl"
SECRET = "root-test-hunter2"
needs_bwrap = pytest.mark.skipif(
    not sandbox.available(), reason="bubblewrap 不可用（apt-get install bubblewrap）"
)
as_root = pytest.mark.skipif(os.geteuid() != 0, reason="bubblewrap keeps capabilities only for root")


def ok(done: CommandResult) -> str:
    """The text of a command that must have succeeded (decided by its exit code field)."""
    assert done.exit_code == 0, done.text
    return done.text


def hexed(text: str) -> str:
    return text.encode().hex()


def script_project(root: Path, script: str) -> Path:
    """A project whose configure step runs ``script`` with sh and prints what it said."""
    root.mkdir(parents=True)
    (root / "src").mkdir()
    (root / "src" / "main.c").write_text("int main(void) { return 0; }\n")
    (root / ".env").write_text(f"DB_PASSWORD={SECRET}\n")
    (root / "attack.sh").write_text(script)
    (root / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(attack NONE)\n"
        "execute_process(COMMAND sh ${CMAKE_SOURCE_DIR}/attack.sh OUTPUT_VARIABLE out ERROR_VARIABLE out)\n"
        'message(STATUS "said:\\n${out}")\n'
    )
    return root


# What a root build script would try, in the words of the issue: unmount the credential mask
# (the secret comes back hex-encoded, which no redactor recognises), remount read-only parts
# writable, and become root again in a new user namespace.
CAPABILITY_ATTACKS = {
    "umount the mask": "umount .env 2>&1; od -An -tx1 .env | tr -d ' \\n'; echo",
    "lazy umount": "umount -l .env 2>&1; od -An -tx1 .env | tr -d ' \\n'; echo",
    "remount the sources": "mount -o remount,rw,bind src 2>&1; touch src/planted 2>&1",
    "remount .xbuild": "mount -o remount,rw,bind .xbuild 2>&1; touch .xbuild/planted 2>&1",
    "remount /usr": "mount -o remount,rw,bind /usr 2>&1; touch /usr/planted-by-a-build 2>&1",
    "remount zig's cache": 'mount -o remount,rw,bind "$SHARED" 2>&1; touch "$SHARED/planted" 2>&1',
    "new user namespace": (
        "unshare -Urm sh -c 'umount .env; od -An -tx1 .env | tr -d \" \\n\"; echo;"
        " mount -o remount,rw,bind src && touch src/planted' 2>&1"
    ),
    "new namespace, no map": "unshare -Um sh -c 'umount .env; od -An -tx1 .env; touch src/planted' 2>&1",
}


@needs_bwrap
def test_inside_the_command_is_not_root_and_holds_no_capability(tmp_path):
    root = script_project(tmp_path / "wd", "id -u; grep CapEff /proc/self/status\n")
    out = ok(Workspace.create(root, TARGET, sandbox="on").run_command("cmake -S . -B build"))
    said = out[out.index("said:") :]
    assert f"\n{sandbox.SANDBOX_UID}\n" in said or sandbox.identity() == sandbox.CAPS_ONLY
    assert "CapEff:\t0000000000000000" in said


@needs_bwrap
@pytest.mark.parametrize("name", sorted(CAPABILITY_ATTACKS))
def test_a_build_script_cannot_undo_the_masks_or_the_read_only_mounts(tmp_path, name):
    shared = toolchain.zig_cache_dir().resolve()
    script = f'SHARED="{shared}"\n{CAPABILITY_ATTACKS[name]}\n'
    root = script_project(tmp_path / "wd", script)
    out = Workspace.create(root, TARGET, sandbox="on").run_command("cmake -S . -B build").text
    logs = "".join(p.read_text(errors="replace") for p in workdir_layout.log_dir(root).glob("*.log"))
    assert hexed(SECRET) not in out + logs and SECRET not in logs
    planted = [root / "src" / "planted", root / ".xbuild" / "planted", shared / "planted"]
    planted.append(Path("/usr/planted-by-a-build"))
    assert not [p for p in planted if p.exists()], out


@needs_bwrap
@as_root
def test_without_dropping_privileges_the_same_script_gets_the_secret_as_root(tmp_path, monkeypatch):
    """The check above can fail: bubblewrap as root, as it was, lets the script unmount the mask.
    (A build's commands see the sources' copy, which holds no credential: a file command, which
    sees the workdir itself, shows it -- ``cmake -E`` runs no project script, so the attack is
    run as the build would run it, with the file command's mounts.)"""
    monkeypatch.setattr(sandbox, "identity", lambda: ("--unshare-ipc",))  # no uid, no --cap-drop
    root = script_project(tmp_path / "wd", CAPABILITY_ATTACKS["umount the mask"] + "\n")
    ws = Workspace.create(root, TARGET, sandbox="on")
    argv = ["sh", str(root / "attack.sh")]
    wrapped = sandbox.wrap(argv, ws.toolchain, ws.scan, view=False)
    out = subprocess.run(wrapped, capture_output=True, text=True, cwd=root, timeout=60).stdout
    assert hexed(SECRET) in out.replace("\n", "")


# --- zig's cache: one shared, written by the warm-up only; one layer per workdir ----------------

POISON = r"""
L="$ZIG_GLOBAL_CACHE_DIR"
for entry in "$L"/o/*; do
  for item in "$entry"/*; do
    target=$(readlink "$item") || continue
    SHARED="${target%/o/*}"
    printf poison > "$target" 2>/dev/null && echo "WROTE-SHARED $target"
    ln -sf /etc/passwd "$target" 2>/dev/null && echo "WROTE-SHARED $target"
  done
done
for d in h o b tmp z lab-warm; do touch "$SHARED/$d/planted" 2>/dev/null && echo "PLANTED-SHARED $d"; done
for entry in "$L"/o/*; do
  for item in "$entry"/*; do rm -f "$item" && echo garbage > "$item"; done
done
echo poisoned-my-own-layer
"""


def _holds_only_links(entry: Path) -> bool:
    """A layer entry zig did not compile itself: a real directory with a link per shared item."""
    return entry.is_dir() and not entry.is_symlink() and all(f.is_symlink() for f in entry.iterdir())


def _snapshot(shared: Path, layer: Path) -> dict[str, tuple[int, int]]:
    """Size and mtime of every shared file this workdir's layer uses, and of the index."""
    seen = {}
    for entry in (layer / "o").iterdir():
        for link in entry.iterdir():
            f = Path(os.readlink(link))
            seen[str(f)] = (f.stat().st_size, f.stat().st_mtime_ns)
    for name in os.listdir(layer / "h"):  # manifests (zig also keeps a "timestamp" file there)
        if len(name) == 32 and (shared / "h" / name).is_file():
            info = (shared / "h" / name).stat()
            seen[name] = (info.st_size, info.st_mtime_ns)
    return seen


@needs_bwrap
def test_a_build_cannot_change_what_another_workdirs_build_will_use(tmp_path):
    hostile = copy_project("hello_lib", tmp_path / "hostile")
    (hostile / "poison.sh").write_text(POISON)
    with open(hostile / "CMakeLists.txt", "a", encoding="utf-8") as fh:
        fh.write(
            "execute_process(COMMAND sh ${CMAKE_SOURCE_DIR}/poison.sh OUTPUT_VARIABLE out ERROR_VARIABLE out)\n"
        )
        fh.write('message(STATUS "poison:\\n${out}")\n')
    bad = Workspace.create(hostile, TARGET, sandbox="on")
    shared = toolchain.zig_cache_dir().resolve()
    out = bad.run_command("cmake -S . -B build").text  # the warm-up runs first, then the script
    layer = workdir_layout.zig_layer_dir(hostile)
    assert "poisoned-my-own-layer" in out and "WROTE-SHARED" not in out and "PLANTED-SHARED" not in out
    # Its own layer is ruined (its link of a program now fails) ...
    assert bad.run_command("cmake --build build").exit_code != 0
    assert not any(f.is_symlink() for p in (layer / "o").iterdir() for f in p.iterdir())
    # ... and nothing of it reaches another workdir, which links the shared runtime as before.
    good_dir = copy_project("hello_lib", tmp_path / "good")
    good = Workspace.create(good_dir, TARGET, sandbox="on")
    ok(good.run_command("cmake -S . -B build"))
    before = _snapshot(shared, workdir_layout.zig_layer_dir(good_dir))
    ok(good.run_command("cmake --build build"))
    result = verify.verify(good, require_agent_build=True)
    assert result.ok, result.reason
    assert _snapshot(shared, workdir_layout.zig_layer_dir(good_dir)) == before
    assert not [d for d in ("h", "o", "b", "tmp", "z", "lab-warm") if (shared / d / "planted").exists()]


@needs_bwrap
@pytest.mark.parametrize("target", sorted(toolchain.TARGETS))
def test_every_target_builds_c_and_cpp_release_and_shared_in_the_sandbox_from_its_warm_up(tmp_path, target):
    """What real projects ask zig for -- a shared library, Release, C and C++ -- comes from the
    warm-up: the workdir's layer only links to it and compiles nothing itself."""
    root = tmp_path / "mixed"
    root.mkdir()
    (root / "lib.c").write_text("int triple(int x) { return 3 * x; }\n")
    (root / "main.cpp").write_text(
        '#include <iostream>\nextern "C" int triple(int);\nint main() { std::cout << triple(14) << std::endl; }\n'
    )
    (root / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(mixed C CXX)\n"
        "add_library(triple SHARED lib.c)\nadd_executable(app main.cpp)\ntarget_link_libraries(app triple)\n"
    )
    ws = Workspace.create(root, target, sandbox="on")
    ok(ws.run_command("cmake -S . -B build -DCMAKE_BUILD_TYPE=Release"))
    ok(ws.run_command("cmake --build build"))
    assert runtimes.is_warm(target, ("c", "c++"))
    compiled_here = [
        p.name for p in (workdir_layout.zig_layer_dir(root) / "o").iterdir() if not _holds_only_links(p)
    ]
    assert compiled_here == []
    program = root / "build" / ("app" + toolchain.TARGETS[target].exe_suffix)
    assert verify.check_machine(program, target, root)[0]


@needs_bwrap
def test_a_variant_no_warm_up_made_is_compiled_into_the_workdirs_layer_only(tmp_path):
    """c-ares on Windows links ws2_32, a DLL the warm-up never linked: zig makes its import
    library during the build -- in this workdir's layer, not in the shared cache."""
    target = "x86_64-windows-gnu"
    root = copy_project("hello_lib", tmp_path / "wd")
    with open(root / "CMakeLists.txt", "a", encoding="utf-8") as fh:
        fh.write("target_link_libraries(hello PRIVATE ws2_32)\n")
    ws = Workspace.create(root, target, sandbox="on")
    ok(ws.run_command("cmake -S . -B build"))
    shared = toolchain.zig_cache_dir().resolve()
    before = set(os.listdir(shared / "o"))
    ok(ws.run_command("cmake --build build"))
    layer = workdir_layout.zig_layer_dir(root)
    made = [p for p in (layer / "o").iterdir() if not _holds_only_links(p)]
    assert any((p / "ws2_32.lib").is_file() for p in made)
    assert not any(
        (shared / "o" / name / "ws2_32.lib").exists() for name in set(os.listdir(shared / "o")) - before
    )


def test_the_layer_refresh_replaces_links_a_build_planted_and_never_follows_them(tmp_path, monkeypatch):
    monkeypatch.setenv("LAB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("ZIG_GLOBAL_CACHE_DIR", raising=False)
    shared = toolchain.zig_cache_dir()  # under LAB_CACHE_DIR, one folder per zig installation
    (shared / "b" / ("b" * 32)).mkdir(parents=True)
    (shared / "b" / ("b" * 32) / "builtin.zig").write_text("// generated\n")
    root = tmp_path / "wd"
    toolchain.prepare_toolchain(root, TARGET)
    outside = tmp_path / "outside"
    outside.mkdir()
    layer = workdir_layout.zig_layer_dir(root)
    layer.mkdir(exist_ok=True)
    (layer / "h").symlink_to(outside)  # what a build could leave behind
    (layer / "b").write_text("not a directory")
    cache_layer.sync(root, TARGET)
    assert list(outside.iterdir()) == []
    assert all((layer / d).is_dir() and not (layer / d).is_symlink() for d in cache_layer.LAYER_DIRS)
    assert (layer / "b" / ("b" * 32) / "builtin.zig").read_text() == "// generated\n"


def test_zig_can_rebuild_a_stale_entry_over_the_layer_and_the_shared_one_stays(tmp_path, monkeypatch):
    """What zig does when it finds an entry stale (another build rewrote something it depends on):
    compile into tmp/, then rename the result over o/<hash>, removing what is there first. Over a
    link to the shared entry that rename fails (NotDir: the traps project's link step failed with
    "failed to rename … into local cache" on a machine whose cache two virtualenvs had written)."""
    monkeypatch.setenv("LAB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("ZIG_GLOBAL_CACHE_DIR", raising=False)
    shared = toolchain.zig_cache_dir()
    entry = "f" * 32
    (shared / "o" / entry).mkdir(parents=True)
    (shared / "o" / entry / "libc.so").write_text("shared runtime")
    index = shared / cache_layer.INDEX_DIR / f"{TARGET}-c-test.json"  # as a warm-up records it
    index.parent.mkdir(parents=True)
    index.write_text(json.dumps({"manifests": [], "outputs": [entry], "complete": True}))
    root = tmp_path / "wd"
    toolchain.prepare_toolchain(root, TARGET)
    layer = cache_layer.sync(root, TARGET)
    mine = layer / "o" / entry
    assert _holds_only_links(mine) and (mine / "libc.so").read_text() == "shared runtime"
    rebuilt = layer / "tmp" / "rebuilt"
    rebuilt.mkdir(parents=True)
    (rebuilt / "libc.so").write_text("rebuilt here")
    with pytest.raises(OSError) as taken:  # zig: PathAlreadyExists -> delete the tree, try again
        os.rename(rebuilt, mine)
    assert taken.value.errno in (errno.ENOTEMPTY, errno.EEXIST)
    shutil.rmtree(mine)
    os.rename(rebuilt, mine)
    assert (mine / "libc.so").read_text() == "rebuilt here"
    assert (shared / "o" / entry / "libc.so").read_text() == "shared runtime"


# --- the warm-up: progress while it runs, and a stop that stops the compiler -------------------


def test_the_warm_up_reports_progress_and_stops_the_compiler_when_cancelled(tmp_path, monkeypatch):
    monkeypatch.setenv("LAB_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("ZIG_GLOBAL_CACHE_DIR", raising=False)
    monkeypatch.setattr(runtimes, "HEARTBEAT_S", 0.5)
    said: list[str] = []
    heartbeat = threading.Event()
    cancel = threading.Event()
    failure: list[BaseException] = []

    def hear(text: str) -> None:
        said.append(text)
        if text.startswith("仍在为"):
            heartbeat.set()

    def warm() -> None:
        try:
            runtimes.warm_up(TARGET, hear, cancel=cancel)
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            failure.append(exc)

    worker = threading.Thread(target=warm)
    worker.start()
    assert heartbeat.wait(60), said
    cancel.set()
    worker.join(15)
    assert not worker.is_alive() and isinstance(failure[0], runtimes.WarmUpCancelled)
    assert said[0].startswith(f"首次为 {TARGET} 准备") and "C 运行库" in said[0]
    assert "已编译" in said[1] and "秒" in said[1]
    assert not runtimes.is_warm(TARGET)  # nothing half-done is recorded as warm
    cache = str(tmp_path / "cache")
    still = [p for p in os.listdir("/proc") if p.isdigit() and _mentions(p, cache)]
    assert still == []


def _mentions(pid: str, text: str) -> bool:
    try:
        with open(f"/proc/{pid}/environ", "rb") as fh:
            return text.encode() in fh.read()
    except OSError:
        return False


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("project(hello_lib VERSION 1.0 LANGUAGES C)", ("c",)),
        ("PROJECT (c-ares LANGUAGES C VERSION \"1.34.9\" )", ("c",)),
        ("project(x LANGUAGES C)\nINCLUDE (GNUInstallDirs) # include this *AFTER* PROJECT()", ("c",)),
        ("project(tinyxml2 VERSION 9.0.0)", ("c", "c++")),  # no language list: C and C++
        ("project(cJSON C)", ("c",)),  # languages without the LANGUAGES keyword
        ("project(x)", ("c", "c++")),
        ("project(x C CXX)", ("c", "c++")),
        ("project(x LANGUAGES C)\nif(WITH_GTEST)\n  enable_language(CXX)\nendif()", ("c", "c++")),
        ('project(x LANGUAGES C)\nset(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} -O2")', ("c",)),
        ("project(x NONE)", ("c",)),
    ],
)
def test_the_runtimes_a_project_asks_for_are_read_from_its_cmake_scripts(tmp_path, script, expected):
    (tmp_path / "CMakeLists.txt").write_text(f"cmake_minimum_required(VERSION 3.16)\n{script}\n")
    assert runtimes.runtimes_for(tmp_path) == expected


def test_reading_the_scripts_never_waits_on_a_fifo_or_overflows_on_a_deep_tree(tmp_path):
    """A build may leave a FIFO named CMakeLists.txt or a directory chain 1,500 deep behind; the
    program reads the scripts before every command that compiles, outside the sandbox."""
    (tmp_path / "CMakeLists.txt").write_text("project(x LANGUAGES C)\n")
    (tmp_path / "gen").mkdir()
    os.mkfifo(tmp_path / "gen" / "CMakeLists.txt")  # no writer: a plain open() waits forever
    fd = os.open(tmp_path, os.O_RDONLY)
    for _ in range(1500):  # one level at a time: os.makedirs itself recurses
        os.mkdir("d", dir_fd=fd)
        fd, parent = os.open("d", os.O_RDONLY, dir_fd=fd), fd
        os.close(parent)
    with open(os.open("CMakeLists.txt", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), "w") as fh:
        fh.write("project(y CXX)\n")  # too deep to be read: never reached
    try:
        assert runtimes.runtimes_for(tmp_path) == ("c",)
        assert scan_workdir(tmp_path).credential_files == ()
    finally:  # shutil.rmtree recurses too: take the chain down from the bottom
        os.unlink("CMakeLists.txt", dir_fd=fd)
        for _ in range(1500):
            fd, child = os.open("..", os.O_RDONLY, dir_fd=fd), fd
            os.close(child)
            os.rmdir("d", dir_fd=fd)
        os.close(fd)
