"""The wire formats: one list (``wire.formats.FORMATS``), one written contract every fake meets.

Every listed format's fake implements ``FormatServer``, is what ``lab_code.wire`` exports under
its class name, is a ``--format`` of the serve command, and answers its SDK's call in-process.
"""

from __future__ import annotations

import pytest

import lab_code.wire
from lab_code.wire import __main__ as serve_cli
from lab_code.wire.fake_server import FakeServer
from lab_code.wire.formats import FORMATS, FormatServer
from lab_code.wire.messages import ScriptedModel, assistant_text


@pytest.mark.parametrize("name", list(FORMATS))
def test_every_listed_format_meets_the_contract_and_answers_its_sdk(name):
    wire_format = FORMATS[name]
    server_class = wire_format.load()
    assert issubclass(server_class, FakeServer)
    assert getattr(lab_code.wire, wire_format.server_class) is server_class
    server = server_class(ScriptedModel([assistant_text("你好")]))
    assert isinstance(server, FormatServer)
    client = server.client()
    if name == "anthropic":
        reply = client.messages.create(
            model="fake-model", max_tokens=64, messages=[{"role": "user", "content": "hi"}]
        )
        text = reply.content[0].text
    elif name == "responses":
        text = client.responses.create(model="fake-model", input="hi").output_text
    else:
        reply = client.chat.completions.create(
            model="fake-model", messages=[{"role": "user", "content": "hi"}]
        )
        text = reply.choices[0].message.content
    assert text == "你好" and len(server.requests) == 1


def test_the_package_exports_exactly_the_listed_formats_servers():
    assert sorted(lab_code.wire.__all__) == sorted(f.server_class for f in FORMATS.values())


def test_the_serve_command_offers_exactly_the_listed_formats(capsys):
    with pytest.raises(SystemExit):
        serve_cli.main(["serve", "--format", "gemini"])
    err = capsys.readouterr().err
    assert all(name in err for name in FORMATS) and "gemini" in err


def test_a_class_that_misses_part_of_the_contract_is_not_a_format_server():
    class Partial:
        routes = ()
        requests: list = []

        def answer(self, method, path, content, headers=None): ...

    assert not isinstance(Partial(), FormatServer)
