"""A real agent framework next to the course's hand-written loop (lesson 11): LangGraph's prebuilt
``ToolNode`` and ``tools_condition``, run against the course's fake model. The framework itself is
an optional install (``requirements-framework.txt``); ``langgraph_loop.require_framework`` says so
in one readable line when it is missing.

Lessons: 11
"""
