"""Pick the chat client the settings ask for: the offline fake (default) or a real provider.

    LAB_BACKEND=openai OPENAI_API_KEY=... OPENAI_BASE_URL=https://api.deepseek.com \\
        LAB_MODEL=deepseek-v4-flash jupyter lab

switches every lesson cell that goes through ``chat_client`` to the real provider. Cells that
*only* make sense with a real model check ``real_model_available()`` and skip cleanly.

Lessons: 01, 03, 04, 07, 08
"""

from __future__ import annotations

import openai

from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.settings import Settings, load_settings


def real_model_available(settings: Settings | None = None) -> bool:
    return (settings or load_settings()).uses_real_model


def real_client(settings: Settings) -> openai.OpenAI:
    """The provider's client the settings name; no retries, so a failure shows at once."""
    return openai.OpenAI(api_key=settings.api_key, base_url=settings.base_url, max_retries=0)


def chat_client(
    fake_server: FakeOpenAIServer | None = None, settings: Settings | None = None
) -> openai.OpenAI:
    """The client for this run. With the fake backend, ``fake_server`` decides the replies."""
    settings = settings or load_settings()
    if settings.uses_real_model:
        return real_client(settings)
    if fake_server is None:
        raise ValueError(
            "离线模式（LAB_BACKEND=fake）需要传入 fake_server=FakeOpenAIServer(brain)；"
            "或设置 LAB_BACKEND=openai 和 OPENAI_API_KEY 使用真实模型。"
        )
    return fake_server.client()
