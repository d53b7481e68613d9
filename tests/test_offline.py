"""OFFLINE CHECK: proves the suite really runs without a network, where it runs offline.

The course promises to work with no network at all. CI runs the whole suite in a network
namespace with only loopback up, e.g.::

    unshare -n sh -c 'ip link set lo up && LAB_OFFLINE=1 python -m pytest'

These tests run only there: when the machine has no default route, or when ``LAB_OFFLINE=1``
says it must not have one (then a reachable network is a failure: the sandbox did not take).
Anywhere else they are skipped with a reason. Nothing here sends a byte to the outside:
connecting to a public address fails in the kernel before any packet leaves.
"""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path

import pytest

PUBLIC_ADDRESSES = [("1.1.1.1", 443), ("8.8.8.8", 53)]  # well-known anycast addresses
UNREACHABLE = {errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EADDRNOTAVAIL}


def has_default_route() -> bool:
    """True when the kernel's routing tables (IPv4 or IPv6) hold a default route."""
    ipv4 = Path("/proc/net/route")
    if ipv4.exists():
        for line in ipv4.read_text().splitlines()[1:]:
            fields = line.split()
            if len(fields) > 1 and fields[1] == "00000000":
                return True
    ipv6 = Path("/proc/net/ipv6_route")
    if ipv6.exists():
        for line in ipv6.read_text().splitlines():
            fields = line.split()
            # destination ::/0 on a device other than loopback
            if fields and fields[0] == "0" * 32 and fields[1] == "00" and fields[-1] != "lo":
                return True
    return False


def _require_offline() -> None:
    if os.environ.get("LAB_OFFLINE") == "1":
        assert not has_default_route(), (
            "LAB_OFFLINE=1，但这台机器有默认路由：网络没有被隔离。"
            "请用 unshare -n sh -c 'ip link set lo up && ...' 运行测试。"
        )
        return
    if not Path("/proc/net/route").exists():
        pytest.skip("离线检查只在 Linux 上运行（需要 /proc/net/route）")
    if has_default_route():
        pytest.skip("这里有网络：离线检查只在隔离网络时运行（unshare -n，或设 LAB_OFFLINE=1）")


@pytest.mark.parametrize("address", PUBLIC_ADDRESSES, ids=lambda a: a[0] if isinstance(a, tuple) else a)
def test_offline_public_address_is_unreachable(address):
    _require_offline()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(10)  # only a safety net: without a route connect fails at once
        with pytest.raises(OSError) as refused:
            sock.connect(address)
    assert refused.value.errno in UNREACHABLE, f"期望“网络不可达”，得到 {refused.value!r}"


def test_offline_public_name_does_not_resolve():
    _require_offline()
    with pytest.raises(OSError):
        socket.getaddrinfo("pypi.org", 443, type=socket.SOCK_STREAM)


def test_offline_loopback_still_works():
    """JupyterLab, its kernels and the browser talk over 127.0.0.1: lo must be up."""
    _require_offline()
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.create_connection(server.getsockname(), timeout=10) as client:
            accepted, _ = server.accept()
            with accepted:
                client.sendall(b"ping")
                assert accepted.recv(4) == b"ping"
