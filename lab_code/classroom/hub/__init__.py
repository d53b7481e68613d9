"""A class on JupyterHub: one machine (``jupyterhub_config.py``, ``install.sh``, ``roster``) or
Kubernetes (``z2jh/``), with nbgrader's exchange. The instructor guide is ``../README.md``.

The rule: root never acts through a student's files
====================================================

The Hub runs as root; a student's home, and everything a student can write (the exchange's
root, their inbound folders), is full of names the student chose, links included. A path
there, opened or changed by root, can be made to point anywhere: ``/etc/nologin``, ``/tmp``, a
classmate's home. So anything done there on a student's behalf runs **as that student**
(uid, gid and groups changed before the work starts), or, where root's rights are the point,
on a folder of root's own that no student can reach, handed to the student's process as an
open descriptor (``zig_seed``: root makes hard links in its staging folder, the student's
process moves them into its cache). Root-side decisions never depend on a file the student
controls: whether an account's cache was seeded is recorded in the Hub's state folder, not in
the home. The same holds for the instructor's folders where root sets up the course
(``install.sh`` writes the course directory elsewhere and the instructor copies it in;
``setup_exchange.sh`` makes the course's exchange folder as the instructor; the roster hands
its list to nbgrader in a folder of root's).

Tests: ``tests/test_classroom_hub.py`` plants links as a real student (dangling, a folder
replaced by a link, a link swapped in while the seeding runs) and checks that root changed and
created nothing through them.

Lessons: shared
"""
