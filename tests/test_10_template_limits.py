"""Lesson 10's template sandbox has limits: a runaway template gets a clear error, never a hang.

jinja2's sandbox stops attribute tricks but not loops, big numbers or big strings; each render
runs in a child process with a wall-clock limit and an address-space limit
(``bounded_render``). Every case runs as root and, through ``tests/as_user.py``, as an
unprivileged account. Margins are wide on purpose: the assertions are that the render stops
with the right error, and that it is the limit (not luck) that stopped it.
"""

from __future__ import annotations

import os
import time

import pytest
from jinja2.exceptions import SecurityError, TemplateError

from lab_code.model_text import bounded_render as ts
from lab_code.model_text.bounded_render import RenderLimitExceeded, render_template

LIMIT_S = 0.3  # a real template renders in milliseconds
SLOW_MARGIN_S = 15.0  # a busy machine may be slow to start the render; a hang would take forever
UNPRIVILEGED = "test_the_limits_hold_for_an_unprivileged_user_too"
pytestmark = pytest.mark.skipif(not ts.ISOLATED, reason="需要 fork 和 /proc（Linux）")


@pytest.fixture(scope="module")
def user_run(request):
    """The same tests as an unprivileged user, started first so that both runs overlap."""
    wanted = any(item.name == UNPRIVILEGED for item in request.session.items)
    if not wanted:
        yield None
        return
    import as_user

    if as_user.available():
        yield None
        return
    run = as_user.UserRun(["-q", "-n", "0", "-p", "no:randomly", __file__, "-k", f"not {UNPRIVILEGED}"])
    yield run
    if run.process.poll() is None:
        run.process.kill()
        run.process.communicate()


@pytest.fixture(autouse=True)
def _start_user_run_early(user_run):
    yield


def stopped_within(source: str, **limits) -> tuple[str, float]:
    started = time.monotonic()
    with pytest.raises(RenderLimitExceeded) as raised:
        render_template(source, {}, **limits)
    return str(raised.value), time.monotonic() - started


def test_nested_loops_are_stopped_at_the_time_limit():
    loops = "{% for a in range(100000) %}{% for b in range(100000) %}{{ '' }}{% endfor %}{% endfor %}"
    before = ts._STATE["worker"].pid if ts._STATE["worker"] else None
    message, took = stopped_within(loops, time_limit_s=LIMIT_S)
    assert "超过 0.3 秒" in message and LIMIT_S <= took < LIMIT_S + SLOW_MARGIN_S
    assert ts._STATE["worker"] is None  # the child that ran it was killed, not left running
    if before is not None:
        with pytest.raises(ProcessLookupError):
            os.kill(before, 0)


def test_a_huge_power_is_stopped_at_the_time_limit():
    message, took = stopped_within("{{ 10 ** 10000000 }}", time_limit_s=LIMIT_S)
    assert "超过 0.3 秒" in message and took < LIMIT_S + SLOW_MARGIN_S


def test_a_huge_string_hits_the_memory_bound():
    message, took = stopped_within("{{ 'x' * 1000000000 }}", memory_mb=64, time_limit_s=30)
    assert "内存超过 64 MB" in message and took < 30  # the memory bound, not the clock, stopped it


def test_a_too_long_template_and_a_too_long_prompt_are_refused():
    message, took = stopped_within("x" * (ts.MAX_TEMPLATE_CHARS + 1))
    assert "超过上限" in message and "几 KB" in message and took < 1
    message, _ = stopped_within("{{ 'ab' * 2000001 }}")
    assert f"超过上限 {ts.MAX_OUTPUT_CHARS}" in message


def test_after_a_limit_the_next_render_works_and_the_sandbox_still_holds():
    stopped_within(
        "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}",
        time_limit_s=LIMIT_S,
    )
    assert render_template("{{ x | tojson }}", {"x": {"城市": "<杭州>"}})[0] == '{"城市": "<杭州>"}'
    with pytest.raises(SecurityError):
        render_template("{{ ''.__class__.__mro__[1].__subclasses__() }}", {})
    with pytest.raises(TemplateError, match="no"):
        render_template("{{ raise_exception('no') }}", {})
    with pytest.raises(TypeError, match="JSON"):
        render_template("{{ x }}", {"x": object()})


def test_the_limits_hold_for_an_unprivileged_user_too(user_run):
    import as_user

    reason = as_user.available()
    if reason:
        pytest.skip(reason)
    done = user_run.wait(timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "skipped" not in done.stdout.splitlines()[-1], done.stdout[-500:]
