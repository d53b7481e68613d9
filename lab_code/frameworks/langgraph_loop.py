"""Lesson 01's loop, built from LangGraph's prebuilt pieces, against the course's fake model.

The graph is the one LangGraph's documentation draws: a ``model`` node that sends the messages
and the tools, a ``tools`` node (``ToolNode``) that runs the calls, and ``tools_condition``
between them, which goes to ``tools`` while the last reply has ``tool_calls`` and ends the run
otherwise. ``build_agent(client, tools, answer_invalid=...)`` builds it on any ``openai`` client:
here, the fake model's, so every run is offline and the fake answers like the real API, 400s
included.

What LangChain does with a call whose ``arguments`` are not JSON is the lesson's point. Its
OpenAI client parses each call; one that does not parse goes to ``AIMessage.invalid_tool_calls``
instead of ``tool_calls``. ``ToolNode`` and ``tools_condition`` read ``tool_calls`` only, so that
call gets no tool message: the next request breaks the pairing rule and the API answers 400 —
or, when it was the only call, the run just ends with no answer. ``answer_invalid=True`` adds the
one missing step: every invalid call is answered with an error result, the way lesson 01's loop
answers every id.

    >>> require_framework()   # doctest: +SKIP  (raises FrameworkMissing with the install line)

Lessons: 11
"""

from __future__ import annotations

import importlib.util

INSTALL = ".venv/bin/pip install -r requirements-framework.txt"
NEEDED = ("langgraph", "langchain_openai", "langchain_core")


class FrameworkMissing(ImportError):
    """LangGraph is not installed: one line that says how to install it, no traceback in Jupyter."""

    def _render_traceback_(self) -> list[str]:  # IPython shows these lines instead of a traceback
        return [str(self)]


def require_framework() -> None:
    missing = [name for name in NEEDED if importlib.util.find_spec(name) is None]
    if missing:
        raise FrameworkMissing(
            f"这一课要用 LangGraph，本机没有装（缺 {', '.join(missing)}）。它不在课程的基本安装里"
            f"（约 55 MB，只有这一课用）。在仓库根目录运行：{INSTALL}，再重启内核（Kernel → Restart）。"
        )


def chat_model(client):
    """LangChain's OpenAI chat model on ``client`` (an ``openai.OpenAI``, e.g. the fake's)."""
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model="fake-model", client=client.chat.completions, max_retries=0, api_key="sk-not-used"
    )


def answer_invalid_calls(state: dict) -> dict:
    """The missing step: one error ``ToolMessage`` for each call LangChain could not parse."""
    from langchain_core.messages import ToolMessage

    return {
        "messages": [
            ToolMessage(
                f"参数不是合法的 JSON（{_why(call.get('args'))}），这个调用没有执行；请重新发送一个 JSON 对象。",
                tool_call_id=call["id"],
                name=call.get("name") or "",
                status="error",
            )
            for call in state["messages"][-1].invalid_tool_calls
        ]
    }


def _why(arguments) -> str:
    """What is wrong with the text, as ``json`` says it (LangChain's own note is a paragraph)."""
    import json

    try:
        json.loads(arguments or "")
    except json.JSONDecodeError as exc:
        return f"{exc.msg}，第 {exc.pos} 个字符"
    return "不是一个 JSON 对象"


def route_calls(state: dict) -> str:
    """``tools_condition``, except that a reply with calls LangChain could not parse goes to
    ``answer_invalid`` first: those calls must be answered too."""
    from langgraph.prebuilt import tools_condition

    return "answer_invalid" if state["messages"][-1].invalid_tool_calls else tools_condition(state)


def _after_invalid(state: dict) -> str:
    """Run the reply's valid calls next (``ToolNode`` finds that reply itself), else ask again."""
    from langchain_core.messages import AIMessage

    reply = next(m for m in reversed(state["messages"]) if isinstance(m, AIMessage))
    return "tools" if reply.tool_calls else "model"


def build_agent(client, tools: list, *, answer_invalid: bool = False):
    """The compiled graph: model → (tools | end), tools → model; see the module docstring."""
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode, tools_condition

    llm = chat_model(client).bind_tools(tools)

    def model(state: MessagesState) -> dict:  # step 1 of lesson 01: messages and tools go out
        return {"messages": [llm.invoke(state["messages"])]}

    graph = StateGraph(MessagesState)
    graph.add_node("model", model)
    graph.add_node("tools", ToolNode(tools))  # steps 3 and 4: run each call, answer its id
    graph.add_edge(START, "model")
    if answer_invalid:
        graph.add_node("answer_invalid", answer_invalid_calls)
        graph.add_conditional_edges("model", route_calls)
        graph.add_conditional_edges("answer_invalid", _after_invalid)
    else:
        graph.add_conditional_edges("model", tools_condition)  # step 5: another turn, or the end
    graph.add_edge("tools", "model")
    return graph.compile()


# ---- what the lesson runs the graph on ----------------------------------------------------------


def lesson01_tools() -> list:
    """Lesson 01's two tools (``list_files``, ``read_file`` on its small project) as LangChain tools."""
    from langchain_core.tools import tool

    from lab_code.wire import roundtrip

    @tool
    def list_files() -> str:
        """列出项目里的所有文件。想知道有哪些文件时用；要看内容用 read_file。"""
        return roundtrip.list_files()

    @tool
    def read_file(path: str) -> str:
        """读取项目里一个文本文件的全文。需要确认文件内容时用。"""
        return roundtrip.read_file(path)

    return [list_files, read_file]


def lesson01_server():
    """The fake model with lesson 01's stand-in: two parallel calls, then the answer."""
    from lab_code.wire import roundtrip
    from lab_code.wire.fake_openai import FakeOpenAIServer

    return FakeOpenAIServer(roundtrip.roundtrip_brain)


def scripted_server(*replies: dict):
    """The fake model reading out ``replies`` in order (a stand-in model that follows a script)."""
    from lab_code.wire.fake_openai import FakeOpenAIServer
    from lab_code.wire.messages import scripted

    return FakeOpenAIServer(scripted(list(replies)))


def transcript(messages: list) -> list[str]:
    """One line per message of a run: who, the calls (valid and invalid) and the text."""
    lines = []
    for message in messages:
        kind = type(message).__name__.removesuffix("Message")
        calls = [f"{c['name']}({c['id']})" for c in getattr(message, "tool_calls", [])]
        broken = [f"{c['name']}({c['id']}, 坏参数)" for c in getattr(message, "invalid_tool_calls", [])]
        answered = getattr(message, "tool_call_id", "")
        text = str(message.content).replace("\n", " ")[:60]
        lines.append(
            f"{kind:6} {' '.join(calls + broken)}{' → ' + answered if answered else ''} {text}".rstrip()
        )
    return lines


def lesson01_messages() -> list:
    """Lesson 01's opening: its system prompt and its user question, as LangChain messages."""
    from langchain_core.messages import HumanMessage, SystemMessage

    from lab_code.wire import roundtrip

    return [SystemMessage(roundtrip.SYSTEM_PROMPT), HumanMessage(roundtrip.USER_QUESTION)]
