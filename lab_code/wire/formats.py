"""The wire formats the course's fakes speak: the contract each one meets, and the one list of them.

A wire format is one API's way of writing a model request and its answer. The course's fakes
speak three, to the official SDKs, offline:

    openai      Chat Completions    POST /v1/chat/completions     openai.OpenAI
    responses   Responses API       POST /v1/responses            openai.OpenAI
    anthropic   Anthropic Messages  POST /v1/messages             anthropic.Anthropic

Every fake server of a format is a ``FormatServer``: a ``FakeServer`` (``wire.fake_server``:
routing, parsing, asking its brain, never a traceback) that says how its API differs. What
it must provide is written down here, once:

* ``routes`` -- ``(method, path pattern, handler name)``: the endpoints it serves;
* ``answer(method, path, content, headers)`` -> ``Reply`` (and ``handle`` for
  ``httpx2.MockTransport``): every request gets an HTTP answer, whatever arrives;
* its request checks, raising ``api_errors.ApiError`` with the API's own words where the
  course knows them (``request_checks``, ``responses_format``, ``anthropic_format``), and the
  translation of its request into the neutral Chat Completions shape a brain reads
  (``ask_brain``);
* ``error_body(exc, request_id)``, ``not_found(method, path)``, ``unparsable()``: its errors,
  spelled as that API spells them;
* ``client(**options)`` and ``async_client(**options)``: the official SDK's client, wired to it
  in-process;
* ``requests``: every parsed request body, in order (what the "model" saw).

``FORMATS`` is the list the package's lazy exports (``lab_code.wire``), the ``serve`` command
(``python -m lab_code.wire serve --format …``) and the tests read. A new format is a new
``FormatServer`` and one entry here. The servers are imported only when asked for (``load``):
importing the list imports no SDK.

    >>> sorted(FORMATS), FORMATS["anthropic"].server_class
    (['anthropic', 'openai', 'responses'], 'FakeAnthropicServer')

Lessons: shared
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:  # types only: importing this module must stay light
    from lab_code.wire.api_errors import ApiError
    from lab_code.wire.fake_server import Reply


@runtime_checkable
class FormatServer(Protocol):
    """What a fake server of a wire format provides (see the module docstring)."""

    routes: tuple[tuple[str, str, str], ...]
    requests: list[Any]

    def answer(
        self, method: str, path: str, content: bytes, headers: Mapping[str, str] | None = None
    ) -> Reply: ...

    def handle(self, request: Any) -> Any: ...

    def error_body(self, exc: ApiError, request_id: str) -> dict: ...

    def not_found(self, method: str, path: str) -> ApiError: ...

    def unparsable(self) -> ApiError: ...

    def client(self, **options: Any) -> Any: ...

    def async_client(self, **options: Any) -> Any: ...


@dataclass(frozen=True)
class WireFormat:
    name: str  # the --format value
    api: str  # what the provider calls it
    sdk: str  # the official client that speaks it
    module: str  # where its FormatServer lives
    server_class: str
    base_path: str  # the SDK's base_url is http://127.0.0.1:PORT + this
    serves: str  # the endpoints, as the serve command says them

    def load(self) -> type:
        """The server class (its module, and so its SDK, is imported now)."""
        return getattr(importlib.import_module(self.module), self.server_class)


FORMATS: dict[str, WireFormat] = {
    f.name: f
    for f in (
        WireFormat(
            "openai",
            "Chat Completions",
            "openai.OpenAI",
            "lab_code.wire.fake_openai",
            "FakeOpenAIServer",
            "/v1",
            "POST /v1/chat/completions，GET /v1/models",
        ),
        WireFormat(
            "responses",
            "Responses API",
            "openai.OpenAI",
            "lab_code.wire.fake_responses",
            "FakeResponsesServer",
            "/v1",
            "POST /v1/responses 和 /v1/chat/completions，GET /v1/models",
        ),
        WireFormat(
            "anthropic",
            "Anthropic Messages",
            "anthropic.Anthropic",
            "lab_code.wire.fake_anthropic",
            "FakeAnthropicServer",
            "",
            "POST /v1/messages 和 /v1/messages/count_tokens，GET /v1/models",
        ),
    )
}
