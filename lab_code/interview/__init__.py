"""Interview drills: the question bank, flashcards, mock interviews and the evidence you ran.

``bank`` is the one home of every card (cheat sheet, confusable pairs, spoken answers,
follow-ups, the closed-book self-test, `pi`'s design choices), each linked to the lesson
section and the code that back it; ``render`` turns cards into the Markdown lesson 09 shows.
``rubric`` is the answer shape (conclusion → reason → cost/boundary → evidence) taught in
lesson 00; ``figures`` reads the bank's list of the source authors' figures
(``author_figures.toml``), which a draft may only cite as theirs; ``evidence`` turns what
*you* ran (a ``runs.db``, a measured table) into sentences you can say without borrowing
anyone's experience. ``leitner``, ``progress``,
``flashcards`` and ``mock`` are the spaced-repetition drill behind lesson 09's widgets.

Lessons: 00, 03, 04, 07, 09
"""
