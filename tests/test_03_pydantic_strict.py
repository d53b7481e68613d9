"""Lesson 03: Pydantic argument models, Chinese error messages, the strict-schema converter, the benchmark.

The converter is checked on generated nested schemas (random shapes from fixed seeds) and on
generated Pydantic models: the result passes our own provider check, the input is unchanged,
and a value valid for the original — with omitted optional fields sent as null, the way a
strict-mode model sends them — is valid for the strict schema under ``jsonschema``.
"""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Literal

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openai import pydantic_function_tool
from pydantic import Field, ValidationError, create_model

from lab_code.arguments import bench_validators
from lab_code.arguments.pydantic_args import (
    TOOL_MODELS,
    EditFileArgs,
    ReadFileArgs,
    SearchTextArgs,
    ToolArgs,
    compare_strict_and_lax,
    explain_error,
    explain_validation_error,
    format_loc,
    validate_with_model,
)
from lab_code.arguments.strict_schema import (
    PROVIDERS,
    StrictSchemaError,
    accepts_null,
    make_nullable,
    provider_problems,
    to_strict_schema,
    tool_definition,
)
from lab_code.arguments.validator import handle

CJK = re.compile(r"[\u4e00-\u9fff]")
LEAKS = ("Traceback", "pydantic.dev", "Input should", 'File "', "ValidationError")


# ---------------------------------------------------------------- generated shapes


def gen_spec(rng: random.Random, depth: int, defs: dict) -> tuple:
    """A random value shape: ('string',) ('integer', min) ('enum', values) ('array', item) ('object', props) ('ref', name)."""
    kinds = ["string", "integer", "enum"] + (["array", "object", "ref"] if depth > 0 else [])
    kind = rng.choice(kinds)
    if kind == "integer":
        return ("integer", rng.randint(-5, 5))
    if kind == "enum":
        return ("enum", tuple(rng.sample(["a", "b", "c", "d"], rng.randint(1, 3))), rng.random() < 0.5)
    if kind == "array":
        return ("array", gen_spec(rng, depth - 1, defs))
    if kind in ("object", "ref"):
        props = [
            (f"p{i}", gen_spec(rng, depth - 1, defs), rng.random() < 0.5) for i in range(rng.randint(0, 4))
        ]
        obj = ("object", props, rng.choice([None, False]))  # additionalProperties absent or false
        if kind == "object":
            return obj
        name = f"D{len(defs)}"
        defs[name] = obj
        return ("ref", name, rng.random() < 0.5)  # with or without a sibling description
    return ("string",)


def schema_of(spec: tuple, defs: dict) -> dict:
    kind = spec[0]
    if kind == "string":
        return {"type": "string"}
    if kind == "integer":
        return {"type": "integer", "minimum": spec[1]}
    if kind == "enum":
        values, typed = spec[1], spec[2]
        return {"type": "string", "enum": list(values)} if typed else {"enum": list(values)}
    if kind == "array":
        return {"type": "array", "items": schema_of(spec[1], defs)}
    if kind == "object":
        schema = {
            "type": "object",
            "properties": {name: schema_of(sub, defs) for name, sub, _ in spec[1]},
            "required": [name for name, _, required in spec[1] if required],
        }
        if spec[2] is False:
            schema["additionalProperties"] = False
        return schema
    ref = {"$ref": f"#/$defs/{spec[1]}"}
    return {**ref, "description": "a sibling of $ref"} if spec[2] else ref


def value_of(spec: tuple, defs: dict, rng: random.Random):
    kind = spec[0]
    if kind == "string":
        return rng.choice(["", "x", "路径"])
    if kind == "integer":
        return spec[1] + rng.randint(0, 3)
    if kind == "enum":
        return rng.choice(spec[1])
    if kind == "array":
        return [value_of(spec[1], defs, rng) for _ in range(rng.randint(0, 2))]
    if kind == "ref":
        return value_of(defs[spec[1]], defs, rng)
    return {
        name: value_of(sub, defs, rng) for name, sub, required in spec[1] if required or rng.random() < 0.5
    }


def fill_nulls(spec: tuple, defs: dict, value):
    """What a strict-mode model sends for ``value``: omitted optional fields become null."""
    kind = spec[0]
    if kind == "ref":
        return fill_nulls(defs[spec[1]], defs, value)
    if kind == "array":
        return [fill_nulls(spec[1], defs, item) for item in value]
    if kind == "object":
        return {
            name: fill_nulls(sub, defs, value[name]) if name in value else None for name, sub, _ in spec[1]
        }
    return value


def generated_cases(count: int):
    for seed in range(count):
        rng = random.Random(seed)
        defs: dict = {}
        props = [(f"f{i}", gen_spec(rng, 3, defs), rng.random() < 0.5) for i in range(rng.randint(1, 5))]
        root_spec = ("object", props, rng.choice([None, False]))
        schema = schema_of(root_spec, defs)
        if defs:
            schema["$defs"] = {name: schema_of(obj, defs) for name, obj in defs.items()}
        values = [value_of(root_spec, defs, rng) for _ in range(3)]
        yield seed, schema, values, [fill_nulls(root_spec, defs, v) for v in values]


@pytest.mark.parametrize("seed, schema, values, filled", list(generated_cases(150)))
def test_to_strict_schema_on_generated_shapes(seed, schema, values, filled):
    original = copy.deepcopy(schema)
    strict = to_strict_schema(schema)
    assert schema == original, "the input must not be changed"
    assert provider_problems(strict, "openai-strict") == []
    jsonschema.Draft202012Validator.check_schema(strict)
    before, after = jsonschema.Draft202012Validator(schema), jsonschema.Draft202012Validator(strict)
    for value, sent in zip(values, filled, strict=True):
        assert before.is_valid(value), "generator bug: value invalid for its own schema"
        assert after.is_valid(sent), list(after.iter_errors(sent))[:1]
        assert not after.is_valid({**sent, "zz_unknown": 1}), "strict objects are closed"
    optional = [name for name in schema["properties"] if name not in schema.get("required", [])]
    for name in optional:  # strict mode spells "optional" as "required but nullable"
        assert not after.is_valid({k: v for k, v in filled[0].items() if k != name})


FIELD_TYPES = [
    (str, "x"),
    (int, 3),
    (float, 1.5),
    (bool, True),
    (Literal["head", "tail"], "tail"),
    (list[str], ["a"]),
    (int | None, None),
]


def generated_models(count: int):
    """(seed, model, value a strict-mode model would send): required fields filled, optional ones null."""
    for seed in range(count):
        rng = random.Random(1000 + seed)

        def fields_and_sent(types, prefix, rng=rng):
            fields, sent = {}, {}
            for i in range(rng.randint(1, 4)):
                type_, sample, *default = rng.choice(types)
                optional = rng.random() < 0.4  # optional = has a default
                default = default[0] if default else sample
                fields[f"{prefix}{i}"] = (type_, default if optional else Field(description=f"字段 {i}"))
                sent[f"{prefix}{i}"] = None if optional else sample
            return fields, sent

        inner_fields, inner_sent = fields_and_sent(FIELD_TYPES, "i")
        inner = create_model(f"Inner{seed}", __base__=ToolArgs, **inner_fields)
        inner_default = inner.model_validate(inner_sent)  # a real instance, so model_dump stays quiet
        fields, sent = fields_and_sent(
            FIELD_TYPES + [(inner, inner_sent, inner_default), (list[inner], [inner_sent], [inner_default])],
            "f",
        )
        yield seed, create_model(f"Generated{seed}", __base__=ToolArgs, **fields), sent


@pytest.mark.parametrize("seed, model_cls, sent", list(generated_models(60)))
def test_to_strict_schema_on_generated_pydantic_models(seed, model_cls, sent):
    schema = model_cls.model_json_schema()
    original = copy.deepcopy(schema)
    strict = to_strict_schema(schema)
    assert schema == original
    assert provider_problems(strict, "openai-strict") == []
    validator = jsonschema.Draft202012Validator(strict)
    assert validator.is_valid(sent), list(validator.iter_errors(sent))[:1]
    # … and the model accepts what strict mode lets through: null means "use the default".
    result = validate_with_model(model_cls, json.dumps(sent))
    assert result["ok"], result


@pytest.mark.parametrize("name, model_cls", sorted(TOOL_MODELS.items()))
def test_course_tools_convert_cleanly_for_each_provider(name, model_cls):
    raw = model_cls.model_json_schema()
    for provider in PROVIDERS:
        assert provider_problems(to_strict_schema(raw, provider), provider) == []
    # converted for OpenAI and sent to DeepSeek: only DeepSeek's extra array limits remain
    cross = provider_problems(to_strict_schema(raw), "deepseek-beta")
    assert all(("minItems" in p or "maxItems" in p) and p.startswith("$") for p in cross)
    if model_cls is EditFileArgs:
        assert "$.properties.edits: deepseek-beta 不支持 minItems（素材文章引用的说法，未核实）" in cross


def _all_keys(node):
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from _all_keys(value)
    elif isinstance(node, list):
        for item in node:
            yield from _all_keys(item)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_defaults_and_unsupported_keywords_move_into_the_description(provider):
    strict = to_strict_schema(EditFileArgs.model_json_schema(), provider)
    assert "default" not in set(_all_keys(strict))
    assert "可以传 null，表示用默认值 false" in strict["properties"]["dry_run"]["description"]
    old = strict["$defs"]["TextEdit"]["properties"]["old"]
    assert "minLength" not in old and "minLength=1，由程序检查" in old["description"]
    raw = SearchTextArgs.model_json_schema()
    assert any("不接受 default" in p for p in provider_problems(raw, provider))
    # the program-side model keeps every constraint the provider could not take
    assert not validate_with_model(SearchTextArgs, json.dumps({"query": ""}))["ok"]


def test_a_property_named_like_a_keyword_is_not_mistaken_for_one():
    schema = {"type": "object", "properties": {"minLength": {"type": "integer", "minLength": 2}}}
    strict = to_strict_schema(schema)
    assert list(strict["properties"]) == ["minLength"] and strict["required"] == ["minLength"]
    assert "minLength" not in strict["properties"]["minLength"]


def test_provider_problems_name_each_problem_and_its_path():
    schema = {
        "type": "object",
        "properties": {
            "a": {"type": "object", "properties": {"b": {"type": "string"}}},
            "c": {"$ref": "#/$defs/C", "description": "x"},
            "d": {"allOf": [{"type": "string"}]},
        },
        "required": ["a"],
        "$defs": {"C": {"type": "string", "format": "uri"}},
    }
    problems = provider_problems(schema, "openai-strict")
    assert "$: 对象必须写 additionalProperties: false" in problems
    assert any(p.startswith("$: properties 里的 c, d 没有列进 required") for p in problems)
    assert "$.properties.a: 对象必须写 additionalProperties: false" in problems
    assert any(p.startswith("$.properties.a: properties 里的 b") for p in problems)
    assert any(p.startswith("$.properties.c: $ref 旁边不能再写其它关键字") for p in problems)
    assert "$.properties.d: openai-strict 不支持 allOf" in problems
    assert any(p.startswith("$.$defs.C: openai-strict 不支持 format='uri'") for p in problems)
    assert provider_problems({"anyOf": [{"type": "object"}]}, "openai-strict")[0].startswith("$: 根 schema")
    with pytest.raises(ValueError, match="可选"):
        provider_problems(schema, "anthropic")


def test_openai_sdk_conversion_agrees_with_our_checker_except_defaults_and_lengths():
    """A second opinion: the OpenAI SDK's converter passes our openai-strict check, except that it
    keeps non-null defaults and minLength/maxLength, which OpenAI's list of keywords leaves out."""
    for model_cls in TOOL_MODELS.values():
        sdk_schema = pydantic_function_tool(model_cls)["function"]["parameters"]
        problems = provider_problems(sdk_schema, "openai-strict")
        assert all("不接受 default" in p or "Length" in p for p in problems), problems


def test_open_maps_are_refused_with_a_clear_error():
    schema = {
        "type": "object",
        "properties": {"env": {"type": "object", "additionalProperties": {"type": "string"}}},
    }
    with pytest.raises(StrictSchemaError, match=r"\$\.properties\.env: 这是一个开放映射"):
        to_strict_schema(schema)
    with pytest.raises(StrictSchemaError, match="只支持本文件内的引用"):
        to_strict_schema({"type": "object", "properties": {"x": {"$ref": "other.json#/X", "title": "X"}}})
    with pytest.raises(StrictSchemaError):
        to_strict_schema("not a schema")


MAKE_NULLABLE_SHAPES = [
    ({"type": "string"}, ["x"], [1]),
    ({"type": ["integer", "string"]}, [1, "a"], [True]),
    ({"type": "string", "enum": ["a", "b"]}, ["a"], ["c"]),
    ({"enum": [1, 2]}, [1], [3]),
    ({"const": "x"}, ["x"], ["y"]),
    (
        {
            "type": "object",
            "properties": {"a": {"type": "string"}},
            "required": ["a"],
            "additionalProperties": False,
        },
        [{"a": "x"}],
        [{}],
    ),
    ({"type": "array", "items": {"type": "integer"}}, [[1]], [["a"]]),
    ({"$ref": "#/$defs/X"}, ["s"], [5]),
    ({"anyOf": [{"type": "string"}, {"type": "integer"}], "description": "d"}, ["s", 1], [1.5]),
    ({"type": ["string", "null"]}, ["s"], [1]),
    ({"anyOf": [{"type": "string"}, {"type": "null"}]}, ["s"], [1]),
]


@pytest.mark.parametrize("prop, good, bad", MAKE_NULLABLE_SHAPES)
def test_make_nullable_adds_exactly_null(prop, good, bad):
    before = copy.deepcopy(prop)
    result = make_nullable(prop)
    assert prop == before
    root = {"$defs": {"X": {"type": "string"}}}
    check = jsonschema.Draft202012Validator({**root, **result})
    assert check.is_valid(None) and accepts_null(result)
    assert all(check.is_valid(v) for v in good)
    assert not any(check.is_valid(v) for v in bad)
    assert make_nullable(result) == result, "already nullable: unchanged"


def test_tool_definition_shapes():
    strict = tool_definition("read_file", "读文件", ReadFileArgs)
    assert strict["type"] == "function" and strict["function"]["strict"] is True
    assert strict["function"]["parameters"]["required"] == ["path", "offset", "limit", "mode"]
    loose = tool_definition("read_file", "读文件", ReadFileArgs, strict=False)
    assert "strict" not in loose["function"]
    assert loose["function"]["parameters"] == ReadFileArgs.model_json_schema()


# ---------------------------------------------------------------- messages and results


def _bad_payloads(rng: random.Random):
    """(payload, expected fragments) for ReadFileArgs: one problem each, values generated."""
    n = rng.randint(-50, 0)
    yield {"path": "a", "offset": n}, ["offset", "不能小于 1", str(n)]
    big = rng.randint(2001, 10**6)
    yield {"path": "a", "limit": big}, ["limit", "不能大于 2000", str(big)]
    word = rng.choice(["middle", "HEAD", "all", "尾部"])
    yield {"path": "a", "mode": word}, ["mode", "'head'", "'tail'", word]
    text = str(rng.randint(1, 99))
    yield {"path": "a", "offset": text}, ["offset", "整数", f'"{text}"']
    yield {"path": "a", "offset": True}, ["offset", "整数", "true"]
    yield {"path": rng.randint(1, 9)}, ["path", "字符串"]
    name = rng.choice(["file", "filename", "lines", "路径"])
    yield {"path": "a", name: "x"}, [name, "不认识", "limit, mode, offset, path"]
    yield {}, ["缺少必填参数 path"]


@pytest.mark.parametrize("seed", range(25))
def test_explain_validation_error_is_chinese_specific_and_clean(seed):
    for payload, fragments in _bad_payloads(random.Random(seed)):
        with pytest.raises(ValidationError) as info:
            ReadFileArgs.model_validate(payload)
        message = explain_validation_error(info.value, ReadFileArgs)
        assert message and CJK.search(message)
        assert not any(leak in message for leak in LEAKS), message
        for fragment in fragments:
            assert fragment in message, (fragment, message)


def test_nested_errors_name_the_path_and_the_allowed_fields():
    raw = {"path": "a", "edits": [{"old": "", "new": "x"}, {"old": "a", "new": 1, "neu": "b"}]}
    result = validate_with_model(EditFileArgs, json.dumps(raw))
    assert result["error_type"] == "invalid_arguments"
    assert "edits[0].old 长度至少 1 个字符" in result["message"]
    assert "edits[1].new 应该是字符串" in result["message"]
    assert "不认识的参数 edits[1].neu，可用参数：new, old" in result["message"]
    assert result["fields"] == ["edits[0].old", "edits[1].new", "edits[1].neu"]
    assert (
        "edits 至少要有 1 项，收到 0 项"
        in validate_with_model(EditFileArgs, '{"path": "a", "edits": []}')["message"]
    )


def test_huge_and_many_problems_stay_short():
    huge = {"path": "a", "mode": "x" * 100_000}
    message = validate_with_model(ReadFileArgs, json.dumps(huge))["message"]
    assert len(message) < 400 and "共 100002 个字符" in message
    many = {"path": "a", "edits": [{"old": 1, "new": 2}] * 20}
    message = validate_with_model(EditFileArgs, json.dumps(many))["message"]
    assert "另有 35 处问题未列出" in message and len(message) < 1000
    assert (
        "最多要有 20 项，收到 50 项"
        in validate_with_model(
            EditFileArgs, json.dumps({"path": "a", "edits": [{"old": "a", "new": "b"}] * 50})
        )["message"]
    )


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
        lambda children: (
            st.lists(children, max_size=3)
            | st.dictionaries(st.sampled_from(["path", "offset", "limit", "mode", "x"]), children, max_size=4)
        ),
        max_leaves=10,
    )
)
def test_any_json_gets_a_structured_answer(value):
    result = validate_with_model(ReadFileArgs, json.dumps(value))
    assert set(result) >= {"ok"}
    if not result["ok"]:
        assert result["error_type"] in ("invalid_json", "invalid_arguments")
        assert CJK.search(result["message"]) and not any(leak in result["message"] for leak in LEAKS)


@pytest.mark.parametrize(
    "raw, error_type",
    [
        ('{"path": "a",}', "invalid_json"),
        ("", "invalid_json"),
        ('"a.txt"', "invalid_json"),
        ("[" * 100_000, "invalid_json"),
        ('{"path": "a", "offset": "3"}', "invalid_arguments"),
        ('{"path": 7}', "invalid_arguments"),
        ('{"file": "a"}', "invalid_arguments"),
    ],
)
def test_same_result_shape_as_the_hand_written_funnel(raw, error_type):
    ours = validate_with_model(ReadFileArgs, raw)
    theirs = handle(raw, ReadFileArgs.model_json_schema())
    assert ours["ok"] is False and ours["error_type"] == error_type == theirs["error_type"]
    assert set(ours) - {"fields"} == set(theirs)


def test_success_fills_defaults_and_null_means_default():
    ok = validate_with_model(ReadFileArgs, '{"path": "a.txt", "offset": null, "mode": null}')
    assert ok == {"ok": True, "args": {"path": "a.txt", "offset": 1, "limit": 200, "mode": "head"}}
    assert handle('{"path": "a.txt"}', ReadFileArgs.model_json_schema())["ok"] is True
    assert validate_with_model(ReadFileArgs, '{"path": null}')["error_type"] == "invalid_arguments"
    # layer 3 is not here: a well-formed escape attempt passes layers 1–2
    assert validate_with_model(ReadFileArgs, '{"path": "../../.ssh/id_rsa"}')["ok"] is True
    with pytest.raises(TypeError, match="arguments string"):
        validate_with_model(ReadFileArgs, {"path": "a"})


def test_strict_rejects_what_lax_coerces():
    outcome = compare_strict_and_lax(ReadFileArgs, {"path": "a", "offset": "3"})
    assert outcome["lax"].startswith("接受") and '"offset": 3' in outcome["lax"]
    assert outcome["strict"].startswith("拒绝") and "offset" in outcome["strict"]
    both = compare_strict_and_lax(ReadFileArgs, {"path": "a", "offset": 3})
    assert both["lax"] == both["strict"]


def test_explain_error_handles_unknown_kinds_and_root():
    assert format_loc(()) == "（参数整体）" and format_loc(("a", 0, "b")) == "a[0].b"
    message = explain_error({"type": "made_up", "loc": ("x",), "msg": "odd", "input": 1})
    assert "x" in message and "odd" in message and "整数 1" in message


# ---------------------------------------------------------------- benchmark (numbers not asserted)


def test_benchmark_returns_sane_rows():
    rows = bench_validators.run_benchmark(rounds=1, calls_per_round=20)
    names = {row.validator for row in rows}
    assert {
        "jsonschema.validate",
        "Draft202012Validator (cached)",
        "pydantic model_validate",
        "pydantic model_validate_json",
    } <= names
    assert {row.case for row in rows} == {"valid", "invalid"}
    validators = [row for row in rows if row.validator != bench_validators.REFERENCE]
    assert len(rows) == 2 * (len(validators) // 2 + 1)
    for row in rows:
        assert row.us_per_call > 0 and row.calls == 20
    for case in ("valid", "invalid"):
        ratios = [row.ratio for row in validators if row.case == case]
        assert min(ratios) == 1.0 and all(r >= 1.0 for r in ratios)
    assert "µs/call" in bench_validators.format_table(rows)


def test_benchmark_refuses_zero_rounds_and_checks_verdicts(monkeypatch):
    with pytest.raises(ValueError, match="rounds"):
        bench_validators.run_benchmark(rounds=0)
    broken = bench_validators.contenders()
    broken["pydantic model_validate"] = lambda raw: True  # a "validator" that accepts everything
    monkeypatch.setattr(bench_validators, "contenders", lambda: broken)
    with pytest.raises(RuntimeError, match="does not judge"):
        bench_validators.run_benchmark(rounds=1, calls_per_round=1)
