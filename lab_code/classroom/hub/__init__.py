"""A class on JupyterHub: one machine (``jupyterhub_config.py``, ``install.sh``, ``roster``) or
Kubernetes (``z2jh/``), with nbgrader's exchange. The instructor guide is ``../README.md``.

Lessons: shared
"""
