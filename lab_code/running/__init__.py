"""Running one tool safely: the bug policy, timeouts, retries, breakers, paging, processes, files.

What a tool is (``tool.Tool``: its definition, its function, its layer-3 rule and side-effect
tier), and what happens between "the arguments are valid" and "a result goes back to the
model": ``safe_call`` (a ``ToolError`` is a result, anything else stops the run), the error policy and
backoff, timeouts, the circuit breaker, side-effect tiers and idempotency, the call log,
paging and the process runner, the command guard, the guarded workdir file tools and the
one module that knows the program's ``.xbuild/`` directory. Lesson 05 teaches it; lesson 04's
registry and the capstone agent (lesson 07) run on it. Stands on ``wire`` and ``arguments``.

Lessons: 04, 05, 07
"""
