"""Running one tool call: what a tool is, and the one pipeline every call goes through.

``pipeline.Pipeline`` is that pipeline: parse → validate → authorise → execute → redact →
shape, in that order. ``tool.Tool`` carries its definition, its function and its policies
(layer-3 rule, side-effect tier, time limit, breaker key, renderer); the steps use the rest of
the package: ``safe_call`` (a ``ToolError`` is a result, anything else stops the run),
``timeouts`` (a thread's time limit), the circuit breaker, the call log, the error policy
with backoff and the one denial rule, side-effect tiers with idempotency, and paging.
Lesson 05 teaches them; lesson 04's registry, the capstone agent (lesson 07) and its MCP
server (lesson 06) run on them. The capstone's processes, guard, files and toolchain are one
layer up, in ``lab_code.workspace``. Stands on ``wire`` and ``arguments``.

Lessons: 04, 05, 06, 07
"""
