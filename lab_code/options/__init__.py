"""Three ways to implement tool use (lesson 04): text protocol, registry + decorator, native calls.

The regex parser of option 1, the registry of option 2 (one home per tool, schemas from type
hints), the native loop of option 3 over the real SDK, the five demo tools every example uses, the
generated reply corpus and the comparison measured on it, and the parallel-execution planner. Stands on ``wire``, ``arguments``
and ``running``.

Lessons: 04, 05
"""
