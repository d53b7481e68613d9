"""What the ``anthropic-version`` and ``anthropic-beta`` headers change about a Messages request.

Anthropic versions its API by a request header, and the same body means different things
under two versions. Anthropic's "Versions" page (platform.claude.com/docs/en/api/versioning,
checked 2026-12) lists, for ``2026-10-21``: "The temperature, top_p, and top_k request
parameters are removed. A request that sends any of them returns a 400". The official SDKs
from ``anthropic`` 2.0 on send ``2026-10-21``; clients that pin ``2023-06-01`` (raw HTTP, older
SDKs, gateways) may still sample. So the fake:

* refuses a request without the header, in Anthropic's words ("anthropic-version: header is
  required", seen in many public reports) — and a version it does not model, in its own;
* under ``2023-06-01`` accepts ``temperature`` (0–1), ``top_p`` (0–1) and ``top_k`` (≥ 0), with
  range errors in the course's words, and ignores them: the brains are deterministic;
* under ``2026-10-21`` refuses them like any unknown field, in the API's words
  (``temperature: Extra inputs are not permitted``, even for ``temperature: 1.0``: the text
  Synthorai's public test of the new version reports, "Anthropic API 2026-10-21: temperature は
  1.0 でも 400 に").

Beta fields (those only ``client.beta.messages`` sends) need their beta named in the
``anthropic-beta`` header. The fake models one of them, ``thread`` (beta
``message-threads-2026-08-12``, see ``lab_code.wire.anthropic_threads``); any other beta field is
refused in the course's words (``code`` ``fake_unmodelled_beta``), never in words that would
pass for the real service's.

Lessons: shared
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from anthropic.types import message_create_params
from anthropic.types.beta import message_create_params as beta_params

from lab_code.wire import api_errors as err

LATEST = "2026-10-21"
SAMPLING_VERSION = "2023-06-01"
VERSIONS = (SAMPLING_VERSION, LATEST)
SAMPLING = {"temperature": (0, 1), "top_p": (0, 1), "top_k": (0, None)}  # name -> (lowest, highest)


def parameter_names(params: type) -> frozenset[str]:
    return frozenset(params.__required_keys__ | params.__optional_keys__)


KNOWN_PARAMETERS = parameter_names(message_create_params.MessageCreateParamsStreaming)
# Body fields only the beta endpoint knows; ``betas`` is the SDK's name for the header itself.
BETA_FIELDS = parameter_names(beta_params.MessageCreateParamsStreaming) - KNOWN_PARAMETERS - {"betas"}
MODELLED_BETAS = {"thread": "message-threads-2026-08-12"}


def version(headers: Mapping[str, str]) -> str:
    """The request's API version, or the error the service (or the course) answers."""
    given = headers.get("anthropic-version")
    if not given:
        raise err.real("anthropic-version: header is required")
    if given not in VERSIONS:
        raise err.ours(
            f"anthropic-version: the course's fake models the versions {' and '.join(VERSIONS)}, not {given!r}."
        )
    return given


def betas(headers: Mapping[str, str]) -> list[str]:
    return [b.strip() for b in (headers.get("anthropic-beta") or "").split(",") if b.strip()]


def allowed_parameters(api_version: str, parameters: frozenset[str] = KNOWN_PARAMETERS) -> frozenset[str]:
    """The body fields a request under ``api_version`` may send (beta fields are checked apart)."""
    return parameters | set(SAMPLING) if api_version == SAMPLING_VERSION else parameters


def check_sampling(body: dict) -> None:
    for name, (low, high) in SAMPLING.items():
        value = body.get(name)
        if value is None:
            continue
        whole = name == "top_k"
        fits = isinstance(value, int if whole else (int, float)) and not isinstance(value, bool)
        if not fits or value < low or (high is not None and value > high):
            upper = f" and {high}" if high is not None else ""
            raise err.ours(
                f"{name}: must be {'a whole number' if whole else 'a number'} between {low}{upper}"
                f"{'' if high is not None else ' or more'}, got {value!r}"
            )


def check_beta_fields(body: dict, given_betas: list[str]) -> None:
    """Refuse a beta field whose beta is not in the header, or that the fake does not model."""
    for name in body:
        if name not in BETA_FIELDS:
            continue
        beta: Any = MODELLED_BETAS.get(name)
        if beta is None:
            raise err.ours(
                f"{name}: the course's fake does not model this beta field; leave it out to run offline, "
                "or send the request to the real service.",
                code="fake_unmodelled_beta",
            )
        if beta not in given_betas:
            raise err.ours(
                f"{name}: this field belongs to the beta {beta!r}; send the header 'anthropic-beta: {beta}'."
            )
