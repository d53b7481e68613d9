"""Checking a model's tool arguments: parse → schema → business rules (and where a path may go).

Lesson 02's hand-written three-layer funnel (``validator.handle``) on top of a small JSON
Schema checker (``schema_subset``); the workdir guard and the credential rules every path
tool asks; lesson 03's Pydantic models, provider strict-mode conversion and the validator
benchmark. Stands on ``lab_code.wire`` only.

Lessons: 02, 03, 04, 05, 07
"""
