"""Lesson 05's measured demonstrations of the tool-design principles.

Overlapping tools (a security hole), exclusive descriptions, poka-yoke parameters, paging vs
tail-only results, on-demand tool loading, and untrusted tool results (prompt injection).
Each demo is small, deterministic and labelled for what it is: a constructed toy that shows
a mechanism, with the real figures of the source article's author cited beside it. Imported
by lesson 05 (and ``code_mode`` by lesson 06).

Lessons: 05
"""
