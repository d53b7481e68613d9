"""Running one tool call: what a tool is, and the policies between "the arguments are valid"
and "a result goes back to the model".

``tool.Tool`` (its definition, its function, its layer-3 rule and side-effect tier),
``safe_call`` (a ``ToolError`` is a result, anything else stops the run), the error policy and
backoff, timeouts, the circuit breaker, side-effect tiers and idempotency, the call log and
paging. Lesson 05 teaches them; lesson 04's registry and the capstone agent (lesson 07) run on
them. The capstone's processes, guard, files and toolchain are one layer up, in
``lab_code.workspace``. Stands on ``wire`` and ``arguments``.

Lessons: 04, 05, 07
"""
