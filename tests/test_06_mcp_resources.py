"""Lesson 06: the server's resources and prompts, in process, through the SDK client under both
revisions (2025-11-25 and 2026-07-28): what is listed, what a read and a filled-in prompt return,
and that every bad request is the protocol error the spec names for its revision.
"""

from __future__ import annotations

import json

import pytest
from mcp import MCPError

from lab_code.agent import knowledge
from lab_code.agent.projects import copy_project
from lab_code.mcp.blocking import BlockingClient
from lab_code.mcp.resources_prompts import MAX_ARGUMENT_CHARS, RESOURCE_NOT_FOUND_2025, SETTINGS_URI
from lab_code.mcp.server import build_server
from lab_code.mcp.toolbox import AgentToolbox

INVALID_PARAMS = -32602


@pytest.fixture(scope="module")
def toolbox(tmp_path_factory) -> AgentToolbox:
    workdir = copy_project("hello_lib", tmp_path_factory.mktemp("mcp-resources") / "hello_lib")
    return AgentToolbox.open(workdir, "riscv64-linux-musl", sandbox="off")


@pytest.fixture(scope="module", params=["legacy", "auto"])
def client(request, toolbox):
    with BlockingClient(build_server(toolbox), mode=request.param) as connected:
        yield connected


def _call(client, method: str, *args, **kwargs):
    return client.portal.call(lambda: getattr(client.client, method)(*args, **kwargs))


def test_resources_are_the_settings_and_every_knowledge_entry(client, toolbox):
    listed = _call(client, "list_resources").resources
    uris = [str(r.uri) for r in listed]
    assert uris == [SETTINGS_URI] + [f"knowledge://{e.id}" for e in knowledge.ENTRIES]
    settings = json.loads(_call(client, "read_resource", SETTINGS_URI).contents[0].text)
    assert settings["target"] == "riscv64-linux-musl" and settings["workdir"] == "hello_lib"
    assert str(toolbox.workdir.parent) not in json.dumps(settings), "no machine path in a resource"
    entry = knowledge.ENTRIES[1]
    read = _call(client, "read_resource", f"knowledge://{entry.id}").contents[0]
    assert read.mime_type == "text/markdown" and entry.title in read.text and entry.fix in read.text


def test_an_unknown_uri_is_resource_not_found_in_the_code_of_the_revision(client):
    with pytest.raises(MCPError) as caught:
        _call(client, "read_resource", "knowledge://../../etc/passwd")
    expected = RESOURCE_NOT_FOUND_2025 if client.protocol_version == "2025-11-25" else INVALID_PARAMS
    assert caught.value.error.code == expected
    assert "resources/list" in caught.value.error.message


def test_prompts_are_listed_with_their_arguments(client):
    prompts = {p.name: p for p in _call(client, "list_prompts").prompts}
    assert set(prompts) == {"crossbuild", "explain_failure"}
    assert [(a.name, a.required) for a in prompts["explain_failure"].arguments] == [("output", True)]
    started = _call(client, "get_prompt", "crossbuild", {"notes": "依赖 minicrc 在 deps/ 里"})
    text = started.messages[0].content.text
    assert "riscv64-linux-musl" in text and "依赖 minicrc" in text


def test_explain_failure_embeds_the_best_knowledge_entry(client):
    output = "CMake Error at CMakeLists.txt:3 (find_package):\n  Could NOT find ZLIB (missing: ZLIB_LIBRARY)"
    messages = _call(client, "get_prompt", "explain_failure", {"output": output}).messages
    assert output.splitlines()[-1] in messages[0].content.text
    embedded = messages[1].content.resource
    assert (
        str(embedded.uri)
        == f"knowledge://{knowledge.search(output)[0].id}"
        == "knowledge://missing-cross-dependency"
    )


@pytest.mark.parametrize(
    "name, arguments, says",
    [
        ("explain_failure", None, "缺少必填参数"),
        ("explain_failure", {"output": "   "}, "缺少必填参数"),
        ("explain_failure", {"output": "x" * (MAX_ARGUMENT_CHARS + 1)}, "超过上限"),
        ("delete_everything", None, "没有名为"),
    ],
)
def test_a_bad_prompt_request_is_invalid_params(client, name, arguments, says):
    with pytest.raises(MCPError) as caught:
        _call(client, "get_prompt", name, arguments)
    assert caught.value.error.code == INVALID_PARAMS and says in caught.value.error.message
