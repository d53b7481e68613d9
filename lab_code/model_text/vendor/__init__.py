"""Third-party code lesson 10 runs as it was published: each folder holds its licence and a
``NOTICE.md`` saying where it came from and what changed. Size, duplicate and complexity counts of
the course's own code leave this folder out.

Lessons: 10
"""
