"""Which paths hold secrets: refused by every tool, even inside the workdir.

A tool guard is a layer-3 (business) rule: the path is well-formed and inside the workdir,
and still the program must not read it, because ``.env`` or a private key would end up in
the model's context (and, from there, in logs and other requests). The rules are names and
patterns, deliberately simple; every tool that touches a path asks *this* module, so one
list decides for reading, writing and command arguments alike.

    >>> is_credential_path(".env"), is_credential_path("src/main.c")
    (True, False)

Lessons: 05, 07
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from pathlib import PurePosixPath

from lab_code.wire.tool_results import ToolError

CREDENTIAL_DIRS = {".ssh", ".aws", ".gnupg", ".docker", ".kube"}
CREDENTIAL_NAMES = {
    ".env",
    ".netrc",
    ".pgpass",
    ".npmrc",
    ".pypirc",
    ".git-credentials",
    "credentials",
    "credentials.json",
    "secrets.json",
}
CREDENTIAL_PATTERNS = (
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    ".env.*",
    "*.keystore",
)


def name_as_opened(name: str) -> str:
    """One path component as a case-insensitive file system sees it: case folded, Windows'
    trailing dots and spaces dropped, an NTFS stream suffix (``:$DATA``) cut off."""
    return name.split(":", 1)[0].rstrip(". ").casefold() or name.casefold()


def is_credential_dir(name: str) -> bool:
    """A directory name that holds credentials (``.ssh``, ``.aws`` …), in any case."""
    return name_as_opened(name) in CREDENTIAL_DIRS


def is_credential_path(relative: str | PurePosixPath) -> bool:
    """Names that usually hold secrets, in any letter case. Refused even inside the workdir."""
    parts = [name_as_opened(p) for p in PurePosixPath(relative).parts]
    if any(p in CREDENTIAL_DIRS for p in parts):
        return True
    name = parts[-1] if parts else ""
    return name in CREDENTIAL_NAMES or any(fnmatchcase(name, p) for p in CREDENTIAL_PATTERNS)


def credential_refusal(path: str) -> ToolError:
    return ToolError(
        f"拒绝访问 {path!r}：这类文件（.env、私钥、.ssh/、.netrc 等）通常保存密钥或口令，"
        "即使在工作目录里也不读取、不传给模型。构建用不到它们，请换一个文件。",
        error_type="permission_denied",
        path=path,
    )
