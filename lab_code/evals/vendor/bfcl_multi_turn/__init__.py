"""BFCL's simulated file system, vendored from the ``bfcl-eval`` wheel so a multi-turn case can be scored
by state offline (``lab_code.evals.multi_turn`` drives it; ``NOTICE.md`` says what was copied and changed).

Lessons: 08
"""
