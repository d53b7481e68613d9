"""The course in a classroom: every exercise as an nbgrader assignment, graded by nbgrader itself.

``python -m lab_code.classroom nbgrader DIR`` writes an nbgrader course directory (config and one
source notebook per lesson with exercises: reference solutions between nbgrader's solution
markers, the checkers as autograder tests with points and hidden cases); from there on only
nbgrader's own commands run. ``python -m lab_code.classroom catalogue`` prints the exercise
catalogue that the README's instructor section holds. No lesson notebook imports this package:
it is a teacher's tool, installed with ``requirements-test.txt``.

Lessons: shared
"""
