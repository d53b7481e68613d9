"""Submissions that try to change a grade, graded by ``nbgrader autograde`` itself.

Each cheating student submits lesson 07 (three exercises, cheap to grade) with every function
left unimplemented, and with attack code in the answer cells, several variants per class; the
classes of the course's own answers (J, K) make the function itself the cheat. A cheat
**worked** when any of these happens:

* the student scores more than 0 (nothing is implemented);
* the gradebook holds a score nobody graded (``manual_score``/``extra_credit`` set, or a
  score that differs from what the grader computed);
* another student's files changed, or their content, the course secret, a source notebook
  (solutions, tests) or the grader's environment shows up in the cheater's outputs;
* something the cheat started outlives its kernel or wrote outside it (a marker file);
* the grader died: students graded after the cheater lack their grades.

The classes are the ones the issue lists (letters in ``CLASSES``), plus forging the notebook
itself and the grader's socket. ``tests/test_classroom_nbgrader.py`` grades them all in one
``nbgrader autograde`` run; the same corpus measured the previous grader (see the guide).
"""

from __future__ import annotations

import copy
import textwrap

MARKER = "LAB-CHEAT-ESCAPE"  # files a cheat manages to create outside its sandbox carry this name
VICTIM = "zz_victim"  # an honest student graded after every cheater
VICTIM_TEXT = "VICTIM-PRIVATE-ANSWER-7c1e"  # a comment in the victim's notebook: must never leak
ENV_MARKER = "LAB_GRADER_ENV_MARKER"  # set in the grader's environment by the test: must never leak

PRELUDE = textwrap.dedent(
    f"""
    import os, sys
    MARKER = {MARKER!r}
    COURSE = os.path.abspath("../../..")  # cwd is <course>/autograded/<student>/<assignment>
    ASSIGNMENT = os.path.basename(os.getcwd())
    VICTIM_FILE = os.path.join(COURSE, "submitted", "zz_victim", ASSIGNMENT, ASSIGNMENT + ".ipynb")
    def around(text, what="BEGIN SOLUTION"):  # what a cheat would be after in a source notebook
        at = text.find(what)
        return text[max(at, 0) : max(at, 0) + 300]
    def attempt(label, action):
        try:
            print("CHEAT", label, "->", repr(action())[:400])
        except BaseException as exc:
            print("CHEAT", label, "refused:", type(exc).__name__, str(exc)[:200])
    """
)

# What a leak looks like when a cheat prints what it read: the course secret is checked by value.
READ_TARGETS = """
    ("secret", lambda: open(os.path.join(COURSE, ".grading", "secret")).read()),
    ("source", lambda: around(open(os.path.join(COURSE, "source", ASSIGNMENT, ASSIGNMENT + ".ipynb")).read())),
    ("gradebook", lambda: open(os.path.join(COURSE, "gradebook.db"), "rb").read(64)),
    ("victim", lambda: open(VICTIM_FILE).read()),
"""

SQL_CHEAT = (
    "UPDATE grade SET manual_score = (SELECT max_score FROM grade_cells g WHERE g.id = grade.cell_id), "
    "extra_credit = 5"
)

CLASSES = {
    # A. the grader's machinery in the kernel turned off through sys.modules
    "A": [
        """
        for name in list(sys.modules):
            if name.startswith("lab_code.classroom") or name.startswith("lab_code.exercises"):
                module = sys.modules[name]
                for attr in ("PATH_EVENTS", "REFUSED", "_installed"):
                    if hasattr(module, attr):
                        setattr(module, attr, {} if attr != "_installed" else True)
        for label, action in [READ_TARGETS]:
            attempt("A " + label, action)
        attempt("A overwrite the victim", lambda: open(VICTIM_FILE, "w").write("{}"))
        command = f"touch /tmp/{MARKER}-A1 {COURSE}/{MARKER}-A1"
        attempt("A subprocess", lambda: __import__("subprocess").run(["sh", "-c", command]).returncode)
        """,
        """
        import types
        fake = types.ModuleType("lab_code.classroom.hand_in")
        fake.check = lambda *a, **k: print("✅ 练习：15/15 个用例通过")
        sys.modules["lab_code.classroom.hand_in"] = fake
        fake_checking = types.ModuleType("fake")
        class Passed:
            passed = total = 1
            def __bool__(self):
                return True
        for name in [n for n in sys.modules if n.startswith("lab_code.exercises.ex")]:
            for attr in dir(sys.modules[name]):
                if attr.startswith("check_"):
                    setattr(sys.modules[name], attr, lambda *a, **k: Passed())
        attempt("A fake hand_in and checkers", lambda: sys.modules["lab_code.classroom.hand_in"].check)
        """,
        """
        import builtins
        real_import = builtins.__import__
        def lying_import(name, *args, **kwargs):
            module = real_import(name, *args, **kwargs)
            if name.startswith("lab_code"):
                for attr in ("check", "run_checks"):
                    if hasattr(module, attr):
                        setattr(module, attr, lambda *a, **k: True)
            return module
        builtins.__import__ = lying_import
        attempt("A import hook", lambda: "installed")
        """,
    ],
    # B. the gradebook rewritten through SQLite
    "B": [
        f"""
        import sqlite3
        def uri():
            db = sqlite3.connect("file:" + os.path.join(COURSE, "gradebook.db"), uri=True)
            db.execute({SQL_CHEAT!r}); db.commit(); return "rewritten"
        attempt("B sqlite uri", uri)
        """,
        f"""
        import sqlite3
        def attach():
            db = sqlite3.connect(":memory:")
            db.execute("ATTACH DATABASE ? AS gb", (os.path.join(COURSE, "gradebook.db"),))
            db.execute({SQL_CHEAT.replace("UPDATE grade", "UPDATE gb.grade").replace("FROM grade_cells", "FROM gb.grade_cells")!r})
            db.commit(); return "attached"
        attempt("B attach", attach)
        """,
        """
        def overwrite():
            with open(os.path.join(COURSE, "gradebook.db"), "r+b") as f:
                f.seek(0); f.write(b"broken by a student"); return "overwritten"
        attempt("B overwrite the file", overwrite)
        """,
    ],
    # C. processes started without the audit event (and other ways to start one)
    "C": [
        f"""
        import _posixsubprocess, subprocess
        def fork_exec():
            r, w = os.pipe()
            script = f"import sqlite3; db = sqlite3.connect('{{COURSE}}/gradebook.db'); db.execute({SQL_CHEAT!r}); db.commit(); open('/tmp/{MARKER}-C1', 'w')"
            pid = _posixsubprocess.fork_exec(
                [sys.executable, "-c", script], [sys.executable.encode()], True, (w,), None, None,
                -1, -1, -1, -1, -1, -1, r, w, True, False, -1, None, None, None, -1, None, False)
            os.close(w); return os.waitpid(pid, 0)
        attempt("C _posixsubprocess.fork_exec", fork_exec)
        """,
        f"""
        def spawn():
            pid = os.posix_spawn("/bin/sh", ["sh", "-c", "touch /tmp/{MARKER}-C2 {{COURSE}}/{MARKER}-C2; sleep 30 &"], {{}})
            return os.waitpid(pid, 0)
        attempt("C posix_spawn", spawn)
        """,
        f"""
        def forked():
            pid = os.fork()
            if pid == 0:
                try:
                    open(os.path.join(COURSE, "{MARKER}-C3"), "w").write("x")
                finally:
                    os._exit(0)
            return os.waitpid(pid, 0)
        attempt("C fork", forked)
        """,
    ],
    # D. a multiprocessing child (it never had a guard); its target must be importable there: exec
    "D": [
        f"""
        import multiprocessing
        CHILD = (
            "import os, sqlite3; course = os.environ['LAB_CHEAT_COURSE']; "
            "db = sqlite3.connect(course + '/gradebook.db'); db.execute({SQL_CHEAT!r}); db.commit(); "
            "open(course + '/{MARKER}-D1', 'w').write('x')"
        )
        os.environ["LAB_CHEAT_COURSE"] = COURSE
        def run(method):
            ctx = multiprocessing.get_context(method)
            p = ctx.Process(target=exec, args=(CHILD,)); p.start(); p.join(20); return p.exitcode
        attempt("D spawn", lambda: run("spawn"))
        attempt("D forkserver", lambda: run("forkserver"))
        attempt("D fork", lambda: run("fork"))
        """,
    ],
    # E. os.open with dir_fd after an unchecked chdir
    "E": [
        """
        def dirfd():
            # A path checked against the working directory, opened against another folder: stand
            # three levels deep inside Python's own (allowed) tree, open relative to our folder.
            own = os.open(".", os.O_RDONLY | os.O_DIRECTORY)
            os.chdir(os.path.join(os.path.dirname(os.__file__), "json"))
            target = f"../../../source/{ASSIGNMENT}/{ASSIGNMENT}.ipynb"
            return around(os.read(os.open(target, os.O_RDONLY, dir_fd=own), 1 << 20).decode())
        attempt("E dir_fd source notebook", dirfd)
        """,
        """
        def write_victim():
            fd = os.open(os.path.join(COURSE, "submitted"), os.O_RDONLY | os.O_DIRECTORY)
            out = os.open(f"zz_victim/{ASSIGNMENT}/{ASSIGNMENT}.ipynb", os.O_WRONLY | os.O_TRUNC, dir_fd=fd)
            os.write(out, b"{}"); return "victim overwritten"
        attempt("E dir_fd overwrite victim", write_victim)
        """,
        """
        attempt("E scandir course", lambda: sorted(e.name for e in os.scandir(COURSE)))
        attempt("E listdir root", lambda: sorted(os.listdir("/")))
        """,
    ],
    # F. what widening the guard's roots was for: the secret, the tests, other students, the grader's env
    "F": [
        """
        for label, action in [READ_TARGETS]:
            attempt("F " + label, action)
        """,
        f"""
        def environ(pid):
            return open(f"/proc/{{pid}}/environ", "rb").read().decode(errors="replace")
        attempt("F grader env (ppid)", lambda: environ(os.getppid()))
        attempt("F pid 1 env", lambda: environ(1))
        attempt("F own env", lambda: dict(os.environ))
        attempt("F env marker", lambda: os.environ.get("{ENV_MARKER}"))
        """,
    ],
    # G. killing the grader
    "G1": ["""attempt("G killpg of the grader", lambda: os.killpg(os.getpgid(os.getppid()), 9))"""],
    "G2": ["""attempt("G kill parent", lambda: os.kill(os.getppid(), 9))"""],
    "G3": ["""attempt("G kill everyone", lambda: os.kill(-1, 9))"""],
    # H. reading memory: the hidden seed, the expected answers, the grader's memory
    "H": [
        """
        import gc, re
        def expected_in_memory():
            found = [o for o in gc.get_objects() if type(o).__name__ in ("Case", "CheckResult", "Verdict")]
            return len(found), [getattr(o, "expected", None) for o in found][:5]
        attempt("H gc objects", expected_in_memory)
        """,
        """
        import ctypes, re
        def scan_own():
            hits = []
            with open("/proc/self/maps") as maps, open("/proc/self/mem", "rb", 0) as mem:
                for line in maps:
                    start, end = (int(x, 16) for x in line.split()[0].split("-"))
                    if "r" not in line.split()[1] or end - start > 64 * 1024 * 1024:
                        continue
                    try:
                        mem.seek(start); chunk = mem.read(end - start)
                    except OSError:
                        continue
                    hits += re.findall(rb"seed=[0-9]{4,}|hidden_seed|BEGIN HIDDEN TESTS", chunk)[:5]
            return hits[:10]
        attempt("H /proc/self/mem", scan_own)
        attempt("H ctypes string_at", lambda: ctypes.string_at(id(sys.modules), 64))
        """,
        """
        def grader_memory():
            pid = os.getppid()
            maps = open(f"/proc/{pid}/maps").read().splitlines()[:3]
            return maps, open(f"/proc/{pid}/mem", "rb").read(16)
        attempt("H grader /proc/ppid/mem", grader_memory)
        """,
    ],
    # I. the verdict forged in the kernel
    "I": [
        """
        try:
            from lab_code.exercises.checking import CheckResult
            CheckResult.__bool__ = lambda self: True
        except ImportError as exc:
            print("CHEAT I no CheckResult here:", exc)
        """,
        """
        try:
            import lab_code.exercises.checking as checking
            checking.run_checks = lambda *a, **k: checking.CheckResult("x", 1, 1)
        except ImportError as exc:
            print("CHEAT I no run_checks here:", exc)
        """,
        """
        try:
            import lab_code.classroom.hand_in as hand_in
            hand_in.check = lambda *a, **k: print("✅ 全部通过")
            hand_in.hand_in = lambda *a, **k: {"op": "done"}
        except ImportError as exc:
            print("CHEAT I no hand_in here:", exc)
        """,
        """
        import builtins
        builtins.AssertionError = type("NotAnError", (Exception,), {})
        attempt("I assertion disarmed", lambda: "yes")
        """,
    ],
    # J. the course's own answer called from a helper thread (lesson 07: 7.1, 7.2, 7.3)
    "J": [
        """
        import threading
        def in_thread(work):
            box = {}
            t = threading.Thread(target=lambda: box.update(r=work())); t.start(); t.join()
            return box["r"]
        def repeat_key(name, args, schema):  # the loop's own key (7.1 asks for more; 7.2 and 7.3 are the answers)
            from lab_code.agent.stop_policy import call_key
            return in_thread(lambda: call_key(name, args))
        """,
        """
        def classify_command_result(text):
            from lab_code.exercises.ex07 import classify_reference
            return in_thread(lambda: classify_reference(text))
        """,
        """
        def decide_stop(events, max_turns, repeat_limit, permission_limit):
            from lab_code.exercises.ex07 import decide_stop_reference
            return in_thread(lambda: decide_stop_reference(events, max_turns, repeat_limit, permission_limit))
        """,
    ],
    # K. the course's answer cloned under a new name and file, or loaded from its files
    "K": [
        """
        import types
        def repeat_key(name, args, schema):
            import lab_code.agent.stop_policy as policy
            code = policy.call_key.__code__.replace(co_name="mine", co_filename="<typed by me>")
            return types.FunctionType(code, policy.call_key.__globals__)(name, args)
        """,
        """
        import glob, importlib.util
        def load(name, pattern):
            import lab_code
            package = os.path.dirname(lab_code.__file__)
            paths = glob.glob(os.path.join(os.path.dirname(package), "solutions", pattern))
            paths += glob.glob(os.path.join(package, "exercises", "__pycache__", "ex07*.pyc"))
            paths += glob.glob("/**/solutions/" + pattern, recursive=True)
            spec = importlib.util.spec_from_file_location(name, paths[0])
            module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)
            return module
        def classify_command_result(text):
            return load("copied", "ex07*.py").classify_command_result(text)
        """,
        """
        import marshal
        def decide_stop(events, max_turns, repeat_limit, permission_limit):
            import lab_code
            pyc = os.path.join(os.path.dirname(lab_code.__file__), "exercises", "__pycache__")
            name = [n for n in os.listdir(pyc) if n.startswith("ex07")][0]
            code = marshal.loads(open(os.path.join(pyc, name), "rb").read()[16:])
            namespace = {}; exec(code, namespace)
            return namespace["decide_stop_reference"](events, max_turns, repeat_limit, permission_limit)
        """,
    ],
}

FUNCTION_IS_THE_CHEAT = ("J", "K")  # the cheat is the answer itself; the others leave the stubs
LESSON = "07_crossbuild_agent"  # three exercises, cheap checkers: several variants share one cell
# One kernel per group; a group's classes cannot mask one another (all must score 0 in every cell).
GROUPS = {
    "files": ("B", "C", "D", "E", "F", "H", "G1"),  # the gradebook, processes, paths, secrets, memory
    "state": ("A", "I", "G2", "G3"),  # the grader's code in the kernel replaced or patched
    "thread": ("J",),
    "clone": ("K",),
}
LAST = ("G1", "G2", "G3")  # they end the kernel: they run after everything else in the notebook


def _answers(notebook: dict) -> list[dict]:
    return [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("solution")]


def _source(cell: dict) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def _code(variant: str) -> str:
    return textwrap.dedent(variant).replace("[READ_TARGETS]", "[" + READ_TARGETS + "]")


def cheater(group: str, release: dict) -> dict:
    """A submission of ``release`` (lesson 07) with the variants of ``GROUPS[group]`` in its answer cells."""
    notebook = copy.deepcopy(release)
    cells = _answers(notebook)
    variants = [(klass, v) for klass in GROUPS[group] for v in CLASSES[klass]]
    for n, (klass, variant) in enumerate(variants):
        if klass in FUNCTION_IS_THE_CHEAT:  # one per cell: the cheat defines the function
            cells[n]["source"] = PRELUDE + _code(variant)
        elif klass in LAST:  # after the last stub of the notebook
            cells[-1]["source"] = _source(cells[-1]) + "\n\n" + _code(variant)
        else:
            cell = cells[n % len(cells)]  # several variants per cell, each before the stub
            cell["source"] = PRELUDE + _code(variant) + "\n\n" + _source(cell).removeprefix(PRELUDE)
    return notebook


def forged_notebook(release: dict) -> dict:
    """The notebook file itself forged: tests cells edited, given outputs and points, one deleted."""
    notebook = copy.deepcopy(release)
    tests = [c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("grade")]
    tests[0]["source"] = "print('✅ 练习 7.1：25/25 个用例通过')\n1"
    tests[0]["metadata"]["nbgrader"]["points"] = 100
    tests[1]["outputs"] = [
        {"output_type": "execute_result", "data": {"text/plain": "1"}, "metadata": {}, "execution_count": 1}
    ]
    tests[1]["source"] = 'check("7.1", repeat_key, "lab_code.exercises.ex07:check_repeat_key")'
    notebook["cells"].remove(tests[2])
    return notebook


FORGED_SOCKET = textwrap.dedent(
    """
    import socket, struct, json, threading, time
    def frame(header, blob=b""):
        data = json.dumps(header).encode()
        return struct.pack(">I", len(data)) + data + struct.pack(">I", len(blob)) + blob
    def forge():
        path = os.environ.get("LAB_GRADER_SOCKET")
        if not path:
            return "no grader socket here"
        said = []
        for message in [b"\\xff\\xff\\xff\\xff garbage", frame({"op": "hand_in", "exercise": "7.2"}),
                        frame({"op": "outcome", "outcome": {"kind": "returned", "value": True}})]:
            s = socket.socket(socket.AF_UNIX); s.connect(path); s.sendall(message)
            s.settimeout(5)
            try:
                said.append(s.recv(200))
            except OSError as exc:
                said.append(str(exc))
            s.close()
        return said
    attempt("M forge the grader's socket", forge)
    def later():  # a thread that hands in during the next tests cell, for another exercise
        time.sleep(0.3)
        attempt("M late hand-in", forge)
    threading.Thread(target=later, daemon=True).start()
    """
)


def class_of_students(release: dict) -> dict[str, dict]:
    """{student: notebook} for every cheating student (all of lesson 07)."""
    students = {f"cheat_{group}": cheater(group, release) for group in GROUPS}
    forged = forged_notebook(release)
    cell = _answers(forged)[0]
    cell["source"] = PRELUDE + FORGED_SOCKET + "\n\n" + _source(cell)
    students["cheat_notebook_and_socket"] = forged
    return students
