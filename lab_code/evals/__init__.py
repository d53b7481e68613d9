"""Evaluating tool use (lesson 08): single-step checks on real BFCL cases, whole-task batches.

Two levels, as in seed §4.12:

* **single step** -- is this one reply's tool call right? ``bfcl_data`` loads a committed,
  balanced subset of the Berkeley Function Calling Leaderboard's published cases;
  ``bfcl_schema`` turns their schema dialect into JSON Schema; ``call_match`` is the
  hand-written AST/structure checker; ``single_step`` sends every case through the official
  ``openai`` SDK (offline: to ``stand_ins``, clearly labelled non-LLM policies) and scores it
  per category.
* **whole task** -- did the agent of lesson 07 really finish? ``batch`` runs demo and real
  projects × targets × models × tool designs (``--jobs N`` in parallel processes), each job the
  one run assembly of ``agent.crossbuild`` with the verifier its catalogue entry names
  (``agent.projects``; the real libraries' sources are vendored in ``vendor/``), every run in
  ``runs.db``; ``reports`` are SQL over that file, ``plots`` draw them; ``tool_designs`` holds
  the earlier tool design for the ablation.

``python -m lab_code.evals --help`` lists the commands.

Lessons: 08
"""
