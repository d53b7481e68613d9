"""BFCL's own checking code, vendored from the ``bfcl-eval`` wheel so its verdicts can be computed offline.

Lesson 10 compares lesson 08's hand-written checker with the official one on recorded model
outputs. The official package cannot be installed here (its dependency tree pins numpy and
pulls in model SDKs), so the few files its checker needs are copied, with their licence, and
only their imports changed (``NOTICE.md`` lists every change). The course's code that drives
them is ``lab_code.model_text.official_agreement``.

Lessons: 10
"""
