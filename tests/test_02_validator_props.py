"""Property tests: the hand-written subset agrees with jsonschema on generated schemas and values.

The reference is ``jsonschema.Draft202012Validator(schema).is_valid(value)``. Schemas are drawn
only from the documented subset; values are JSON values with the awkward cases made likely
(``True`` next to ``1``, ``1.0`` next to ``1``, astral-plane characters, nested containers).
"""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from lab_code.schema_subset import JSON_TYPES, check_schema
from lab_code.validator import handle, validate

PROPS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Few keys and few characters, so generated values often hit the generated properties.
KEYS = st.sampled_from(["a", "b", "path", "é", "𝔸", "a b"])
CHARS = st.sampled_from(["a", "é", "中", "😀", "𝔸", " ", "\x00"])
TEXT = st.one_of(st.text(CHARS, max_size=5), st.text(max_size=4))

NUMBERS = st.one_of(
    st.sampled_from([0, 1, -1, 1.0, 0.0, -0.0, 2, 2.5, 10**20, 1e20]),
    st.integers(-5, 5),
    st.floats(-6, 6, allow_nan=False).map(lambda f: round(f, 1)),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, TEXT)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=4)),
    max_leaves=12,
)

TYPE_NAMES = st.sampled_from(JSON_TYPES)
TYPE_KEYWORD = st.one_of(TYPE_NAMES, st.lists(TYPE_NAMES, min_size=1, max_size=3, unique=True))
BOUND = st.one_of(st.integers(-3, 3), st.floats(-3, 3, allow_nan=False).map(lambda f: round(f, 1)))
COUNT = st.one_of(st.integers(0, 4), st.sampled_from([1.0, 2.0]))  # 2.0 is a valid count in JSON
ENUM = st.lists(st.one_of(SCALARS, st.lists(SCALARS, max_size=2), st.dictionaries(KEYS, SCALARS, max_size=2)),
                min_size=1, max_size=4)


def _leaf_keywords() -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries({}, optional={
        "type": TYPE_KEYWORD, "enum": ENUM, "minimum": BOUND, "maximum": BOUND,
        "minLength": COUNT, "maxLength": COUNT, "minItems": COUNT, "maxItems": COUNT,
        "description": st.just("ignored: unknown to the checker and to validation"),
    })


def _extend(inner: st.SearchStrategy) -> st.SearchStrategy:
    container = st.fixed_dictionaries({}, optional={
        "properties": st.dictionaries(KEYS, inner, max_size=3),
        "required": st.lists(KEYS, max_size=3, unique=True),
        "additionalProperties": st.one_of(st.booleans(), inner),
        "items": inner,
    })
    return st.tuples(_leaf_keywords(), container).map(lambda parts: {**parts[0], **parts[1]})


SCHEMAS = st.recursive(st.one_of(st.booleans(), _leaf_keywords()), _extend, max_leaves=6)


@PROPS
@given(value=VALUES, schema=SCHEMAS)
def test_validate_agrees_with_jsonschema(value, schema):
    problems = validate(value, schema)
    assert check_schema(schema) == []
    assert (problems == []) == Draft202012Validator(schema).is_valid(value), problems
    assert all(isinstance(p, str) and p for p in problems)


@PROPS
@given(value=VALUES, schema=SCHEMAS)
def test_validate_agrees_on_values_that_went_through_json(value, schema):
    # What the model sends is text: 1.0 stays a float after json.loads, -0.0 too.
    value = json.loads(json.dumps(value))
    assert (validate(value, schema) == []) == Draft202012Validator(schema).is_valid(value)


@PROPS
@given(schema=SCHEMAS.filter(lambda s: isinstance(s, dict)), value=VALUES)
def test_every_message_names_what_was_received(schema, value):
    # A problem the model can act on quotes the offending value (or names the missing key).
    for problem in validate(value, schema):
        assert "收到的是" in problem or problem.startswith(("缺少必填参数", "不认识的参数")), problem


@PROPS
@given(value=st.one_of(VALUES, st.builds(object), st.tuples(st.integers()), st.sets(st.integers())),
       schema=st.one_of(SCHEMAS, st.recursive(
           st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=2)),
           lambda inner: st.dictionaries(
               st.sampled_from(["type", "properties", "required", "enum", "minimum", "minLength",
                                "items", "additionalProperties", "maxItems"]), inner, max_size=3),
           max_leaves=8)))
def test_validate_never_raises_even_on_weird_schemas(value, schema):
    problems = validate(value, schema)
    assert isinstance(problems, list) and all(isinstance(p, str) for p in problems)
    if check_schema(schema):  # a broken schema is reported, never half-applied
        assert problems


READ_FILE = {
    "type": "object",
    "properties": {"path": {"type": "string", "minLength": 1},
                   "offset": {"type": "integer", "minimum": 1}},
    "required": ["path"],
    "additionalProperties": False,
}


@PROPS
@given(raw=st.one_of(st.text(), st.text(st.sampled_from('{}[]",:\'\\ 01aeflnrstu.')), st.binary().map(repr)))
def test_handle_never_raises_on_any_text(raw):
    result = handle(raw, READ_FILE)
    assert result["ok"] is True or result["error_type"] in ("invalid_json", "invalid_arguments")
    if result["ok"]:
        assert result["args"] == json.loads(raw)
    else:
        assert result["message"]


@PROPS
@given(value=VALUES)
def test_handle_on_dumped_values_matches_the_reference(value):
    result = handle(json.dumps(value), READ_FILE)
    valid = isinstance(value, dict) and Draft202012Validator(READ_FILE).is_valid(value)
    assert result["ok"] is valid
