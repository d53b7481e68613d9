"""Each student's cases when graded: the seed they see, and hidden ones only the grader can compute.

A student's own checks use the seed printed in their report (``LAB_SEED`` mixed with their id,
``checking.student_seed``). Grading runs those cases again and, per exercise, batches nobody
has seen: their seeds are an HMAC of the student id and the exercise under the **course
secret**, a random key that ``python -m lab_code.classroom nbgrader`` writes once into the
course directory (``.grading/secret``, readable by the instructor only) and never into a
notebook. Neighbours therefore get different hidden cases, a student cannot compute theirs,
and grading the same submission again gives the same score.

    >>> key = bytes(32)
    >>> hidden_seed(key, "alice", "0.1", 0) == hidden_seed(key, "alice", "0.1", 0)
    True
    >>> hidden_seed(key, "alice", "0.1", 0) != hidden_seed(key, "bob", "0.1", 0)
    True

Lessons: shared
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

SECRET_FILE = Path(".grading") / "secret"
SECRET_BYTES = 32
SEED_RANGE = 2**32  # hidden seeds: too many to find one by regenerating cases


class SecretError(RuntimeError):
    """The course secret is missing or unreadable; the message says what to do."""


def write_secret(course: Path) -> Path:
    """Create the course secret (mode 600, in a 700 folder); an existing one is never replaced."""
    path = Path(course) / SECRET_FILE
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(path.parent, 0o700)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path
    with os.fdopen(fd, "w") as out:
        out.write(secrets.token_hex(SECRET_BYTES) + "\n")
    return path


def read_secret(course: Path) -> bytes:
    path = Path(course) / SECRET_FILE
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
    except FileNotFoundError:
        raise SecretError(
            f"找不到课程密钥 {path}：隐藏用例的种子由它算出。用 python -m lab_code.classroom nbgrader "
            "写出的课程目录里才有它；从备份恢复这个文件，或者重新生成课程目录（学生的隐藏用例会变）。"
        ) from None
    except (OSError, ValueError) as exc:
        raise SecretError(
            f"课程密钥 {path} 读不出来（{type(exc).__name__}）：它应该是一行十六进制。"
        ) from None
    if len(key) < 16:
        raise SecretError(f"课程密钥 {path} 太短：至少 16 字节（32 个十六进制字符）。")
    return key


def hidden_seed(secret: bytes, student: str, exercise_id: str, batch: int) -> int:
    """The seed of hidden batch ``batch`` of ``exercise_id`` for ``student``."""
    message = f"{student}\n{exercise_id}\n{batch}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") % SEED_RANGE
