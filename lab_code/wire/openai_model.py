"""``OpenAIModel``: any OpenAI-compatible Chat Completions endpoint as a ``ChatModel``.

Without a client it is the real provider the settings name (``LAB_BACKEND=openai`` and
``OPENAI_API_KEY``; optional ``OPENAI_BASE_URL`` and ``LAB_MODEL``: DeepSeek, Qwen, …; see
``lab_code.wire.settings``). Given a client it talks to that one — offline, a fake server's
client, e.g. ``FakeOpenAIServer(stand_in).client()``: the path lesson 07's agent and lesson
08's BFCL harness take, so the same code runs unchanged against a real provider. The SDK's
retries are off (``max_retries=0``): a failure shows at once. The reply rules of a request
(``tool_choice`` …) are sent as given.

    >>> from lab_code.wire.fake_openai import FakeOpenAIServer
    >>> from lab_code.wire.messages import ScriptedModel, assistant_text
    >>> model = OpenAIModel(FakeOpenAIServer(ScriptedModel([assistant_text("你好")])).client())
    >>> model.name, model.next_message([{"role": "user", "content": "hi"}], [])["content"]
    ('openai:fake-model', '你好')

Lessons: 04, 07, 08
"""

from __future__ import annotations

from lab_code.wire.chat_model import ANY_REPLY, ReplyRules
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.wire.settings import load_settings

NO_REAL_MODEL = (
    "--model openai 需要 LAB_BACKEND=openai 和 OPENAI_API_KEY（可选 OPENAI_BASE_URL、LAB_MODEL）；"
    "离线请用 --model rule。"
)


class OpenAIModel:
    """A model behind the Chat Completions API; ``name`` is ``openai:<model id>`` unless given."""

    def __init__(self, client=None, model: str | None = None, name: str | None = None):
        if client is None:
            settings = load_settings()
            if not settings.uses_real_model:
                raise ValueError(NO_REAL_MODEL)
            from lab_code.wire.client import real_client  # only a real provider needs the SDK here

            client, model = real_client(settings), model or settings.model
        self.client, self.model = client, model or "fake-model"
        self.name = name or f"openai:{self.model}"

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        request = {"model": self.model, "messages": messages, **rules.sent()}
        if tools:  # an empty list is refused by the API: no tools means no "tools" field
            request["tools"] = tools
        message = self.client.chat.completions.create(**request).choices[0].message
        calls = [tool_call(c.function.name, c.function.arguments, c.id) for c in message.tool_calls or []]
        return assistant_calls(*calls, content=message.content) if calls else assistant_text(message.content)
