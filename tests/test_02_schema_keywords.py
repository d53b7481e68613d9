"""The keywords beyond the core (schema_keywords) agree with jsonschema; anything else is refused.

Schemas mix the core with ``const``, ``pattern``, exclusive bounds, ``multipleOf``,
``uniqueItems``, ``prefixItems``, ``allOf``/``anyOf``/``oneOf``/``not`` and local
``$ref``/``$defs``; values are drawn near each schema (often valid, sometimes just off), so the
agreement test compares real decisions, not two "invalid" answers.
"""

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from test_02_validator_props import ENUM_MEMBERS, LEAF_KEYWORDS, TEXT, VALUES, _look_alikes, near

from lab_code.arguments.schema_keywords import resolve
from lab_code.arguments.schema_subset import check_schema
from lab_code.arguments.validator import handle, parse_arguments, validate

PROPS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

PATTERNS = st.sampled_from(["^a", "a$", "\\d", "^[a-z]+$", "中", "^$", ".", "😀|é", "^.{2}$"])
STEPS = st.sampled_from([1, 2, 3, 0.5, 0.1, 2.5, 1.0, 10**20, 1e-3])
NUMBER_BOUNDS = st.one_of(st.integers(-3, 3), st.sampled_from([0.5, -1.5, 2.0]))
EXTENDED_LEAVES = {
    "const": ENUM_MEMBERS,
    "pattern": PATTERNS,
    "exclusiveMinimum": NUMBER_BOUNDS,
    "exclusiveMaximum": NUMBER_BOUNDS,
    "multipleOf": STEPS,
    "uniqueItems": st.booleans(),
    "title": st.just("an annotation"),
    "format": st.sampled_from(["email", "date-time"]),
}
REFS = st.sampled_from(["#/$defs/A", "#/$defs/B", "#/$defs/A/properties/x"])


# One keyword per strategy, merged in pairs: built once, so drawing stays cheap (no flatmap).
ONE_EXTENDED = st.one_of(*[st.fixed_dictionaries({k: v}) for k, v in EXTENDED_LEAVES.items()])
ONE_CORE = st.one_of(*[st.fixed_dictionaries({k: v}) for k, v in LEAF_KEYWORDS.items()])
EXTENDED_LEAF = st.tuples(
    st.one_of(st.just({}), ONE_CORE), ONE_EXTENDED, st.one_of(st.just({}), ONE_EXTENDED)
).map(lambda t: {**t[0], **t[1], **t[2]})
CORE_LEAF = st.tuples(ONE_CORE, st.one_of(st.just({}), ONE_CORE)).map(lambda t: {**t[0], **t[1]})


def _combine(inner: st.SearchStrategy) -> st.SearchStrategy:
    lists = st.lists(inner, min_size=1, max_size=3)
    return st.one_of(
        st.fixed_dictionaries({"anyOf": lists}),
        st.fixed_dictionaries({"allOf": lists}),
        st.fixed_dictionaries({"oneOf": lists}),
        st.fixed_dictionaries({"not": inner}),
        st.fixed_dictionaries(
            {"prefixItems": lists}, optional={"items": inner, "uniqueItems": st.booleans()}
        ),
        st.fixed_dictionaries(
            {"properties": st.dictionaries(st.sampled_from(["x", "y"]), inner, min_size=1, max_size=2)},
            optional={"required": st.just(["x"]), "additionalProperties": st.booleans()},
        ),
        st.fixed_dictionaries({"items": inner}, optional={"uniqueItems": st.booleans()}),
    )


LEAVES = st.one_of(st.booleans(), EXTENDED_LEAF, CORE_LEAF, REFS.map(lambda r: {"$ref": r}))
SUB = st.recursive(LEAVES, _combine, max_leaves=5)
DEFS = st.fixed_dictionaries(
    {
        "A": st.recursive(st.one_of(EXTENDED_LEAF, CORE_LEAF), _combine, max_leaves=3).map(
            lambda s: (
                {**s, "properties": {**s.get("properties", {}), "x": {"type": "integer"}}}
                if isinstance(s, dict)
                else s
            )
        ),
        "B": st.one_of(EXTENDED_LEAF, CORE_LEAF),
    }
)
SCHEMAS = st.tuples(SUB, DEFS).map(lambda t: {"allOf": [t[0]], "$defs": t[1]})


def near_ext(schema, root) -> st.SearchStrategy:
    """Values near ``schema``, following the extended keywords (and ``$ref``) as well as the core."""
    if not isinstance(schema, dict):
        return VALUES
    options = [near(schema)]
    if "$ref" in schema:
        options.append(st.deferred(lambda: near_ext(resolve(root, schema["$ref"]), root)))
    for key in ("anyOf", "allOf", "oneOf"):
        if key in schema:
            options.append(st.sampled_from(schema[key]).flatmap(lambda s: near_ext(s, root)))
    if "const" in schema:
        options.append(_look_alikes(schema["const"]))
    if "prefixItems" in schema:
        parts = [near_ext(s, root) for s in schema["prefixItems"]]
        rest = near_ext(schema.get("items", True), root)
        options.append(st.tuples(st.tuples(*parts), st.lists(rest, max_size=2)).map(lambda t: [*t[0], *t[1]]))
    if "properties" in schema:
        options.append(
            st.fixed_dictionaries(
                {}, optional={k: near_ext(s, root) for k, s in schema["properties"].items()}
            )
        )
    if "items" in schema and "prefixItems" not in schema:
        options.append(st.lists(near_ext(schema["items"], root), max_size=3))
    if "pattern" in schema:
        options.append(st.sampled_from(["a", "ab", "1", "中", "", "😀", "é"]))
    if "multipleOf" in schema:
        options.append(st.integers(-3, 3).map(lambda k, m=schema["multipleOf"]: k * m))
    if "uniqueItems" in schema:
        options.append(st.lists(st.sampled_from([1, 1.0, True, "a", [1], {"a": 1}]), max_size=3))
    return st.one_of(*options)


@PROPS
@given(schema=SCHEMAS, data=st.data())
def test_extended_keywords_agree_with_jsonschema(schema, data):
    assert check_schema(schema) == [], check_schema(schema)
    value = data.draw(near_ext(schema["allOf"][0], schema), label="value")
    problems = validate(value, schema)
    assert (problems == []) == Draft202012Validator(schema).is_valid(value), problems
    for problem in problems:  # every message quotes what was received or names the key
        assert "收到的是" in problem or problem.startswith(("缺少必填参数", "不认识的参数")), problem


@settings(max_examples=300, deadline=None)
@given(
    step=STEPS,
    value=st.one_of(
        st.integers(-(10**22), 10**22),
        st.floats(-1e6, 1e6, allow_nan=False),
        st.sampled_from([0.3, 1e308, 3 * 10**20]),
    ),
)
def test_multiple_of_uses_the_same_arithmetic_as_jsonschema(step, value):
    schema = {"multipleOf": step}
    assert (validate(value, schema) == []) == Draft202012Validator(schema).is_valid(value)


@pytest.mark.parametrize(
    "schema, fragment",
    [
        ({"type": "object", "requried": ["a"]}, "不支持关键字 'requried'"),
        (
            {"properties": {"a": {"patternProperties": {}}}},
            "位置 /properties/a）：不支持关键字 'patternProperties'",
        ),
        ({"$ref": "https://example.com/s.json"}, "只支持本 schema 内的引用"),
        ({"$ref": "#/$defs/Missing"}, "指向的位置在 schema 里不存在"),
        (
            {
                "$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"anyOf": [{"$ref": "#/$defs/A"}]}},
                "$ref": "#/$defs/A",
            },
            "绕回了自己",
        ),
        ({"pattern": "(unclosed"}, "应该是合法的正则表达式"),
        ({"multipleOf": 0}, "multipleOf 应该是大于 0"),
        ({"exclusiveMinimum": float("inf")}, "exclusiveMinimum 应该是有限的数字"),
        ({"anyOf": []}, "anyOf 应该是非空的 schema 列表"),
        ({"properties": {"a": {"$id": "x"}}}, "$id 只能写在根 schema 上"),
        ({"$schema": "http://json-schema.org/draft-07/schema#"}, "$schema 只支持 2020-12"),
        ({"prefixItems": [{"not": {"typo": 1}}]}, "位置 /prefixItems/0/not）：不支持关键字 'typo'"),
    ],
)
def test_schemas_this_checker_cannot_honour_are_refused(schema, fragment):
    problems = check_schema(schema)
    assert problems and any(fragment in p for p in problems), problems
    assert handle("{}", schema)["error_type"] == "internal_error"  # our schema's fault, not the model's


def test_recursive_refs_descend_and_work():
    tree = {
        "$defs": {
            "node": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                },
                "required": ["name"],
                "additionalProperties": False,
            }
        },
        "$ref": "#/$defs/node",
    }
    good = {"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}
    bad = {"name": "a", "children": [{"name": "b", "children": [{"nom": "c"}]}]}
    assert check_schema(tree) == [] and validate(good, tree) == []
    assert validate(bad, tree) == [
        "缺少必填参数 children[0].children[0].name",
        "不认识的参数 children[0].children[0].nom，可用参数: ['children', 'name']",
    ]


def test_optional_fields_read_as_one_sentence():
    schema = {"properties": {"offset": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]}}}
    assert validate({"offset": "3"}, schema) == ["参数 offset 应该是 integer 或 null，收到的是 '3'（string）"]
    assert validate({"offset": 0}, schema)[0].startswith(
        "参数 offset 不符合 anyOf 的任何一个选项，收到的是 0（选项 1："
    )


def test_big_enum_against_big_array_is_fast_and_short():
    enum = [f"option_{i}" for i in range(2000)]
    schema = {"type": "object", "properties": {"a": {"type": "array", "items": {"enum": enum}}}}
    raw = json.dumps({"a": [f"bad_{i}" for i in range(5000)]})
    started = time.perf_counter()  # reported, not asserted (no timed tests): see the message checks
    result = handle(raw, schema)
    elapsed = time.perf_counter() - started
    assert result["error_type"] == "invalid_arguments" and "另有 4980 个问题未列出" in result["message"]
    assert "（共 2000 项）" in result["message"] and len(result["message"]) < 20 * 400
    print(f"5000 items x 2000-member enum: {elapsed * 1000:.0f} ms")


@pytest.mark.parametrize(
    "raw, fragment",
    [
        ('{"n": 1e400}', "超出了双精度浮点数的范围"),
        ('{"n": -2E+999}', "超出了双精度浮点数的范围"),
        ('{"s": "a\\ud800b"}', "不成对的 UTF-16 代理项"),
        ('{"\\udfff": 1}', "不成对的 UTF-16 代理项"),
    ],
)
def test_layer_1_refuses_infinity_and_lone_surrogates(raw, fragment):
    args, failure = parse_arguments(raw)
    assert args is None and failure["error_type"] == "invalid_json" and fragment in failure["message"]
    assert parse_arguments('{"s": "\\ud83d\\ude00", "n": 1e300}')[0] == {"s": "😀", "n": 1e300}


def test_pydantic_schemas_pass_the_check():
    from lab_code.arguments.pydantic_args import TOOL_MODELS
    from lab_code.arguments.strict_schema import to_strict_schema

    for model in TOOL_MODELS.values():
        assert check_schema(model.model_json_schema()) == []
        assert check_schema(to_strict_schema(model.model_json_schema())) == []


@settings(max_examples=200, deadline=None)
@given(text=TEXT)
def test_pattern_is_an_unanchored_search_like_jsonschema(text):
    for pattern in ("a", "^a", "a$", "^$", "中."):
        schema = {"pattern": pattern}
        assert (validate(text, schema) == []) == Draft202012Validator(schema).is_valid(text)


def test_every_implemented_keyword_has_its_rule_in_the_table():
    from lab_code.arguments import schema_keywords

    # $defs only holds sub-schemas for $ref: it constrains no value itself
    assert set(schema_keywords.VALUE_RULES) == set(schema_keywords.IMPLEMENTED) - {"$defs"}


def test_the_keywords_check_sub_schemas_with_the_callable_they_are_given():
    from lab_code.arguments import schema_keywords

    seen = []

    def check(value, schema, path):
        seen.append((value, schema, path))
        return ["no"]

    schema = {"anyOf": [{"type": "string"}], "prefixItems": [{"type": "integer"}], "not": {"const": 1}}
    problems = schema_keywords.keyword_problems(["x"], schema, ("a",), check)
    assert (["x"], {"type": "string"}, ("a",)) in seen and ("x", {"type": "integer"}, ("a", 0)) in seen
    assert problems and not any("not 里的" in p for p in problems)  # check said "no": `not` holds
