"""Lesson 10: the text a model really reads and writes when it calls tools.

``chat_templates`` renders real tool-calling templates (vLLM's, with their licence) the way
servers do: ``pre_render`` prepares the messages as vLLM does, ``template_sandbox`` is the
sandbox a template runs in and ``bounded_render`` adds time and memory limits; ``template_anatomy`` finds where tools, calls and results
land in that text; ``tool_parsers`` is what a server (vLLM) makes of a completion,
``careful_client`` the rules a client adds, ``server_records`` what vLLM's own code did on the
course's inputs; ``pythonic_calls`` reads the recorded outputs' pythonic calls;
``recorded_outputs`` holds published raw outputs of real open models on BFCL cases, which
``scoring`` scores with lesson 08's checker and ``official_agreement`` compares with BFCL's
own checker (vendored in ``vendor/bfcl_official``); ``constrained_decoding`` is a teaching-size
decoder; ``training_example`` builds a loss mask; ``local_servers`` holds the commands to serve
an open model and point ``LAB_BACKEND=openai`` at it.

Lessons: 10
"""
