"""The capstone's stand-in model: ``RuleBasedModel``, and the cross-build plan it follows.

``RuleBasedModel`` is NOT a language model. It is a deterministic stand-in so the whole agent
runs offline and the same way every time. Like every model of the course it is a ``ChatModel``
(``lab_code.wire.chat_model``); what it does comes from a ``Plan`` (``lab_code.agent.rule_plan``:
"given what the last step returned, the next step"). Its default plan, ``CrossBuildPlan``, is
written by hand: explore → read ``CMakeLists.txt`` page by page → configure → build, plus a few
repair rules keyed on the tool output and the knowledge hits the loop appends. It sees only
``messages`` — it never opens a file or imports a demo project itself; everything it knows
came back from a tool.

The other models the capstone runs live in ``lab_code.wire``: ``ScriptedModel`` replays a
fixed list (tests), ``OpenAIModel`` is a real OpenAI-compatible provider (``--model openai``).

    >>> m = RuleBasedModel()
    >>> msg = m.next_message([{"role": "user", "content": "目标平台：aarch64-linux-musl"}], [])
    >>> msg["tool_calls"][0]["function"]["name"]
    'list_files'

Lessons: 07, 08
"""

from __future__ import annotations

import re

from lab_code.agent import plan_signals as sig
from lab_code.agent.rule_plan import GeneratorPlan, Observation, PlanFactory, PlannedCall
from lab_code.wire.chat_model import ANY_REPLY, ReplyRules
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.workspace.workdir_layout import sysroot_relative


class RuleBasedModel:
    """A ``ChatModel`` that follows a ``Plan`` (see module docstring). One instance per run."""

    def __init__(self, plan: PlanFactory | None = None, name: str = "rule"):
        self.make_plan = plan or CrossBuildPlan
        self.name = name
        self._plan = None
        self._calls = 0

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        if self._plan is None:
            task = next((m.get("content") or "" for m in messages if m.get("role") == "user"), "")
            self._plan = self.make_plan(task)
            step = self._plan.next_step(None)
        else:
            last = messages[-1] if messages else {}
            step = self._plan.next_step(
                Observation.of(last.get("content") or "" if last.get("role") == "tool" else "")
            )
        if isinstance(step, str):  # the plan is over: its final answer
            return assistant_text(step)
        self._calls += 1
        return assistant_calls(tool_call(step.tool, step.arguments, f"call_{self._calls}"), content=step.note)


class CrossBuildPlan(GeneratorPlan):
    """The rule model's default plan: cross-build the project in the workdir for the task's target."""

    def __init__(self, task: str):
        match = sig.TARGET_IN_TASK.search(task)
        self.target = match.group(1) if match else "aarch64-linux-musl"
        said = sig.DEFINES_IN_TASK.search(task)
        self.defines = said.group(1).split() if said else []  # the user's -D options, as given
        self._script = ""  # CMakeLists.txt as read through read_file (its only source)
        self._script_path = "CMakeLists.txt"
        self._stale = False
        self._tests_off: list[str] = []  # test options this plan switched off after a time-out
        self._main = "."  # the folder of the project's own CMakeLists.txt

    def steps(self):
        """Yields each ``PlannedCall``, receives its ``Observation``, returns the final answer."""
        listing = yield PlannedCall("先看看工作目录里有什么。", "list_files", {"path": "."})
        names = listing.text.splitlines()
        source = "."
        if "CMakeLists.txt" not in names:
            source = yield from self._find_project(names)
            if source is None:
                return "工作目录里（包括子目录）没有调用 project() 的 CMakeLists.txt，这不是 CMake 项目，我无法构建。"
        # A build dir that exists before we configured anything was made by someone else,
        # maybe with the host compiler: CMake would silently keep it and ignore the toolchain.
        self._stale = "build/CMakeCache.txt" in names
        build_dir = "build" if self._stale else sig.free_build_dir(names, self.target)
        self._main = source
        if source == ".":
            self._script = yield from self._read_whole("CMakeLists.txt")
        problem = yield from self._configure_and_build(source, build_dir, list(self.defines))
        if problem:
            return f"构建没有成功，我没有更多办法了：{problem}"
        said = [f"项目的 CMakeLists.txt 在 {source}/"] if source != "." else []
        said += [f"构建目录是 {build_dir}"] if build_dir != "build" else []
        said += [f"关掉了测试（{' '.join(self._tests_off)}），测试程序没有构建"] if self._tests_off else []
        # nothing out of the ordinary: the words lesson 07 has always shown
        return f"已为 {self.target} 完成配置和构建" + (
            f"：{'；'.join(said)}。" if said else "（构建目录见上面的命令）。"
        )

    def _find_project(self, names: list[str]):
        """The folder of the shallowest CMakeLists.txt that calls project(), or None. The listing
        is recursive but cut at 200 entries: folders whose names suggest a build are listed too."""
        found = [m.group(1) for n in names if (m := sig.SUBFOLDER_CMAKE.match(n))]
        if not found and any(sig.LISTING_CUT.match(n) for n in names):
            for folder in [n.rstrip("/") for n in names if n.endswith("/") and "/" not in n.rstrip("/")]:
                if not sig.CMAKE_FOLDER_NAMES.search(folder):
                    continue
                inside = yield PlannedCall(
                    f"顶层没有 CMakeLists.txt：看看 {folder}/ 里有没有。", "list_files", {"path": folder}
                )
                found += [m.group(1) for n in inside.text.splitlines() if (m := sig.SUBFOLDER_CMAKE.match(n))]
                if found:
                    break
        for folder in sorted(found, key=lambda f: (f.count("/"), f)):
            script = yield from self._read_whole(f"{folder}/CMakeLists.txt")
            if sig.PROJECT_CALL.search(script):
                self._script, self._script_path = script, f"{folder}/CMakeLists.txt"
                return folder
        return None

    def _read_whole(self, path: str):
        """Follow the paging header (``offset=K``) until the last page; return the text."""
        offset, lines = 1, []
        while True:
            page = yield PlannedCall("读构建脚本。", "read_file", {"path": path, "offset": offset})
            if not page.succeeded:
                return "\n".join(lines)
            header, *body = page.text.splitlines()
            lines += body
            more = sig.NEXT_OFFSET.search(header)
            if not more:
                return "\n".join(lines) + "\n"
            offset = int(more.group(1))

    def _configure_and_build(self, source: str, build_dir: str, flags: list[str]):
        """Configure and build, applying the repair rules; returns None or the problem left."""
        main = source == self._main
        fresh = self._stale and main
        tried_fresh = fresh
        what = "主项目" if main else f"依赖 {source}"
        note = "build/ 是别人留下的旧构建目录：用 --fresh 从头配置。" if fresh else f"配置{what}。"
        for _ in range(6):
            command = " ".join(
                ["cmake", *(["--fresh"] if fresh else []), "-S", source, "-B", build_dir, *flags]
            )
            result = yield PlannedCall(note, "run_command", {"command": command})
            fresh, note = False, f"配置{what}。"
            if not result.succeeded:
                evidence = result.evidence
                if sig.OLD_CMAKE.search(evidence) and not any(f.startswith("-DCMAKE_POLICY") for f in flags):
                    flag = sig.POLICY_FLAG.search(result.hits) or sig.POLICY_FLAG.search(evidence)
                    flags.append(flag.group(0) if flag else "-DCMAKE_POLICY_VERSION_MINIMUM=3.5")
                    note = f"CMake 4 不接受这么旧的 cmake_minimum_required{result.cite}：加上 {flags[-1]} 再配置。"
                    continue
                switches = [f for f in self._download_switches() if f not in flags]
                if sig.DOWNLOAD_FAILED.search(evidence) and switches:
                    flags += switches
                    note = (
                        f"配置时要从网上下载依赖，这里没有网络{result.cite}：关掉它 {' '.join(flags[-2:])}。"
                    )
                    continue
                if sig.STALE_BUILD_DIR.search(evidence) and not tried_fresh:
                    fresh = tried_fresh = True  # a cache made elsewhere: throw it away, start clean
                    note = f"构建目录的缓存不是这里生成的{result.cite}：用 --fresh 从头配置。"
                    continue
                tests = [f for f in self._test_switches() if f not in flags] if main else []
                if sig.TEST_CONFIGURE_FAILED.search(evidence) and tests:
                    flags += tests  # e.g. fmt's tests want a GoogleTest that Debian's source leaves out
                    self._tests_off += tests
                    note = f"项目的测试配置失败{result.cite}：测试不是要交付的东西，关掉它们 {' '.join(tests)} 再配置。"
                    continue
                missing = sig.MISSING_PACKAGE.search(evidence)
                if missing and main:
                    problem = yield from self._build_dependency(
                        missing.group(1) or missing.group(2), list(flags), result.cite
                    )
                    if problem:
                        return problem
                    continue
                return sig.last_error_line(result)
            built = yield PlannedCall(
                f"编译{what}。", "run_command", {"command": f"cmake --build {build_dir}"}
            )
            if built.timed_out:  # ninja keeps what it finished: going on costs only what is left
                built = yield PlannedCall(
                    f"构建超过时间上限被停止{built.cite}：ninja 会从停下的地方接着做，续跑一次。",
                    "run_command",
                    {"command": f"ninja -C {build_dir}"},
                )
            if built.succeeded:
                return None
            if built.timed_out:
                switches = [f for f in self._test_switches() if f not in flags] if main else []
                if not switches:
                    return f"构建续跑一次后仍然超过时间上限，没有完成（{build_dir}）"
                flags += switches
                self._tests_off += switches
                note = (
                    f"续跑一次仍然超时{built.cite}：多半是项目的测试程序太多。关掉测试 {' '.join(switches)} 重新配置，"
                    "测试程序不再构建（最后会说明）。"
                )
                continue
            host_lib = next(
                (m for m in sig.HOST_LIBRARY.finditer(built.evidence) if m.group(1) in self._script), None
            )
            if sig.UNDEFINED_VERSION.search(built.evidence) and sig.UNDEFINED_VERSION_FLAG not in flags:
                flags.append(sig.UNDEFINED_VERSION_FLAG)
                note = (
                    f"链接器 lld 不接受版本脚本里没有定义的符号{built.cite}：加 {sig.UNDEFINED_VERSION_FLAG} "
                    "让它像 GNU ld 一样放过，重新配置。"
                )
                continue
            tests = [f for f in self._test_switches() if f not in flags] if main else []
            if (
                sig.TEST_BUILD_FAILED.search(built.evidence)
                and tests
                and not sig.WARNING_AS_ERROR.search(built.evidence)
            ):
                flags += tests
                self._tests_off += tests
                note = f"失败的是项目自己的测试程序，不是要交付的库{built.cite}：关掉测试 {' '.join(tests)} 重新配置。"
                continue
            guard = self._werror_switch() if sig.WARNING_AS_ERROR.search(built.evidence) else None
            if guard and guard not in flags:
                flags.append(guard)
                note = f"项目把警告当成错误（-Werror），新版编译器的警告就让构建失败{built.cite}：关掉加 -Werror 的选项 {guard}。"
                continue
            if main and host_lib:
                # the knowledge hit: system libraries by name, never a host path; anything else
                # would need a cross-built copy, so the stand-in drops it and lets the build tell
                path, name = host_lib.group(1), host_lib.group(2)
                keep = name if name in sig.SYSTEM_LIBRARIES else ""
                self._script = self._script.replace(path, keep)
                change = f"改成按名字链接 {keep}" if keep else "删掉它（源码里没有用到时链接就会通过）"
                yield PlannedCall(
                    f"{path} 是主机上的库，不能用于交叉编译{built.cite}：{change}。",
                    "write_file",
                    {"path": "CMakeLists.txt", "content": self._script},
                )
                note = f"按改好的 CMakeLists.txt 重新配置{what}。"
                continue
            return sig.last_error_line(built)
        return "配置和构建反复失败"

    def _download_switches(self) -> list[str]:
        """-D<option>=OFF for the options that make the project download at configure time."""
        names = [
            n
            for n, help_text in sig.PROJECT_OPTION.findall(self._script)
            if sig.FETCHES.search(n + " " + help_text)
        ]
        return [f"-D{n}=OFF" for n in dict.fromkeys(names)] or ["-DBUILD_TESTING=OFF"]

    def _test_switches(self) -> list[str]:
        """-D<option>=OFF for the project's test options (and CTest's BUILD_TESTING)."""
        names = [n for n, _help in sig.PROJECT_OPTION.findall(self._script) if sig.TEST_OPTION.search(n)]
        return [f"-D{n}=OFF" for n in dict.fromkeys([*names, "BUILD_TESTING"])]

    def _werror_switch(self) -> str | None:
        """-D<option>=OFF for the project option that adds -Werror: one named for it, else the
        nearest ``if(<option>)`` above the first ``-Werror`` in the script."""
        options = {name for name, _help in sig.PROJECT_OPTION.findall(self._script)}
        named = [n for n in options if re.search(r"werror|warnings?_as_errors?", n, re.I)]
        at = self._script.find("-Werror")
        if not named and at >= 0:
            named = [m.group(1) for m in sig.IF_OPTION.finditer(self._script[:at]) if m.group(1) in options][
                -1:
            ]
        if not named:
            return None
        # DISABLE_WERROR / NO_WERROR switch -Werror off by being ON (json-c 0.16: DISABLE_WERROR)
        return f"-D{named[0]}={'ON' if re.match(r'(DISABLE|NO)_', named[0], re.I) else 'OFF'}"

    def _build_dependency(self, package: str, flags: list[str], cite: str = ""):
        deps = yield PlannedCall(
            f"缺少 {package}{cite}：看项目自带的 deps/ 里有没有源码。",
            "list_files",
            {"path": "deps"},
        )
        # list_files gives one workdir-relative path per line, directories ending in "/"
        names = (
            [n.strip().rstrip("/") for n in deps.text.splitlines() if n.strip().endswith("/")]
            if deps.succeeded
            else []
        )
        wanted = package.lower().removesuffix("lib")
        match = next(
            (n for n in names if n.split("/")[-1].lower() in (package.lower(), wanted, f"lib{wanted}")), None
        )
        if match is None:
            return f"缺少 {package}，而 deps/ 里没有它的源码"
        source = match if match.startswith("deps/") else f"deps/{match.split('/')[-1]}"
        build_dir = f"build-{source.split('/')[-1]}"
        problem = yield from self._configure_and_build(source, build_dir, flags)
        if problem:
            return problem
        installed = yield PlannedCall(
            f"把 {package} 装进目标平台的 sysroot。",
            "run_command",
            {"command": f"cmake --install {build_dir} --prefix {sysroot_relative(self.target)}"},
        )
        return None if installed.succeeded else sig.last_error_line(installed)
