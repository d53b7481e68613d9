"""Reference solutions of the exercises (``exNN_<lesson>.py``). Try first, then compare."""
