"""What the agent tells the model before the first turn: the system prompt and the task.

Short on purpose. The rules that matter are enforced by code, not by this text (the
toolchain is set by the program, the guard refuses host paths, the program searches the
knowledge base after a failure, the program verifies the result): a prompt is a request, a
guard is a guarantee. The mini agent and the full loop send the same two messages; a tool
design (``agent.crossbuild.Design``) may edit the system prompt, e.g. lesson 08's early design
takes out the sentence about the toolchain (its tools let the model pass it).

    >>> task_message("riscv64-linux-musl")
    '请把工作目录里的 CMake 项目交叉编译到目标平台：riscv64-linux-musl。'

Lessons: 07
"""

from __future__ import annotations

from collections.abc import Iterable

from lab_code.workspace.workdir_layout import SYSROOT_HINT

TOOLCHAIN_SET = "交叉编译 toolchain 已经由程序通过环境变量设置好，不要传 -DCMAKE_TOOLCHAIN_FILE。"
SYSTEM_PROMPT = (
    "你负责把工作目录里的 C/CMake 项目交叉编译到指定的目标平台。只能通过工具行动。"
    f"{TOOLCHAIN_SET}"
    f"缺少的依赖要在工作目录内交叉编译（例如 deps/ 下的源码）并安装到 {SYSROOT_HINT}，"
    "不能使用主机上的头文件和库。CMakeLists.txt 不在顶层时，用 -S 指向它所在的子目录；"
    "构建目录用一个项目里还没有的名字。构建成功后用一句话说明结果。"
)
DEFINES_SAID = "配置项目时加上用户给的选项："  # the rule-based model reads the options after these words


def task_message(target: str, defines: Iterable[str] = ()) -> str:
    """The user turn; the rule-based model reads the target from the words "目标平台：" and the
    user's ``-D`` options (``--define`` on the command line, checked by the guard) from ``DEFINES_SAID``."""
    text = f"请把工作目录里的 CMake 项目交叉编译到目标平台：{target}。"
    options = " ".join(f"-D{d}" for d in defines)
    return text + (f"{DEFINES_SAID}{options} 。" if options else "")


def opening_messages(
    target: str, edits: Iterable[tuple[str, str]] = (), defines: Iterable[str] = ()
) -> list[dict]:
    """The system prompt (each ``(old, new)`` of ``edits`` replaced) and the task: how every run starts."""
    prompt = SYSTEM_PROMPT
    for old, new in edits:
        if old not in prompt:  # an edit that no longer matches would silently change nothing
            raise ValueError(f"系统提示词里没有要改的这句话：{old!r}")
        prompt = prompt.replace(old, new)
    return [{"role": "system", "content": prompt}, {"role": "user", "content": task_message(target, defines)}]
