"""What the agent tells the model before the first turn: the system prompt and the task.

Short on purpose. The rules that matter are enforced by code, not by this text (the
toolchain is set by the program, the guard refuses host paths, the program searches the
knowledge base after a failure, the program verifies the result): a prompt is a request, a
guard is a guarantee. The mini agent and the full loop send the same two messages.

    >>> task_message("riscv64-linux-musl")
    '请把工作目录里的 CMake 项目交叉编译到目标平台：riscv64-linux-musl。'

Lessons: 07
"""

from __future__ import annotations

from lab_code.workspace.workdir_layout import SYSROOT_HINT

SYSTEM_PROMPT = (
    "你负责把工作目录里的 C/CMake 项目交叉编译到指定的目标平台。只能通过工具行动。"
    "交叉编译 toolchain 已经由程序通过环境变量设置好，不要传 -DCMAKE_TOOLCHAIN_FILE。"
    f"缺少的依赖要在工作目录内交叉编译（例如 deps/ 下的源码）并安装到 {SYSROOT_HINT}，"
    "不能使用主机上的头文件和库。构建成功后用一句话说明结果。"
)


def task_message(target: str) -> str:
    """The user turn; the rule-based model reads the target from the words "目标平台："."""
    return f"请把工作目录里的 CMake 项目交叉编译到目标平台：{target}。"


def opening_messages(target: str) -> list[dict]:
    """The system prompt and the task: how every run starts."""
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": task_message(target)}]
