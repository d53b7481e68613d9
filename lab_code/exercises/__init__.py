"""Exercise checkers, one module per lesson (``ex02`` ↔ ``notebooks/02_*.ipynb``).

Lessons: shared
"""
