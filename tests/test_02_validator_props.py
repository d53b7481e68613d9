"""Property tests: the hand-written subset agrees with jsonschema on generated schemas and values.

The reference is ``jsonschema.Draft202012Validator(schema).is_valid(value)``. Schemas are drawn
only from the documented subset; values are JSON values with the awkward cases made likely
(``True`` next to ``1``, ``1.0`` next to ``1``, astral-plane characters, nested containers).
"""

import json

from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from lab_code.arguments.schema_subset import JSON_TYPES, check_schema
from lab_code.arguments.validator import handle, validate

PROPS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LIGHT = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

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
# Members where JSON and Python equality part ways are drawn on purpose, not left to luck.
TRICKY_MEMBERS = st.sampled_from([0, 1, 1.0, True, False, [1], [True, 0], {"a": 0}, {"a": False}, [], {}])
ENUM_MEMBERS = st.one_of(
    TRICKY_MEMBERS, SCALARS, st.lists(SCALARS, max_size=2), st.dictionaries(KEYS, SCALARS, max_size=2)
)
ENUM = st.lists(ENUM_MEMBERS, min_size=1, max_size=4)


LEAF_KEYWORDS = {
    "type": TYPE_KEYWORD,
    "enum": ENUM,
    "minimum": BOUND,
    "maximum": BOUND,
    "minLength": COUNT,
    "maxLength": COUNT,
    "minItems": COUNT,
    "maxItems": COUNT,
    "description": st.just("ignored: unknown to the checker and to validation"),
}


def _leaf_keywords(most: int = 3, least: int = 0) -> st.SearchStrategy[dict]:
    # A few keywords per node: a node with all of them at once is almost never satisfiable.
    names = st.lists(st.sampled_from(sorted(LEAF_KEYWORDS)), min_size=least, max_size=most, unique=True)
    return names.flatmap(lambda chosen: st.fixed_dictionaries({n: LEAF_KEYWORDS[n] for n in chosen}))


def _merge(parts: tuple) -> dict:
    return {**parts[0], **parts[1]}


def _extend(inner: st.SearchStrategy) -> st.SearchStrategy:
    obj = st.fixed_dictionaries(
        {"properties": st.dictionaries(KEYS, inner, min_size=1, max_size=3)},
        optional={
            "type": st.one_of(st.just("object"), TYPE_KEYWORD),
            "required": st.lists(KEYS, max_size=3, unique=True),
            "additionalProperties": st.one_of(st.booleans(), inner),
        },
    )
    arr = st.fixed_dictionaries(
        {"items": inner},
        optional={"type": st.one_of(st.just("array"), TYPE_KEYWORD), "minItems": COUNT, "maxItems": COUNT},
    )
    mixed = st.tuples(_leaf_keywords(most=2), st.one_of(obj, arr)).map(_merge)  # odd combinations too
    return st.one_of(obj, arr, mixed)


SCHEMAS = st.recursive(st.one_of(st.booleans(), _leaf_keywords()), _extend, max_leaves=6)
CONTAINER_SCHEMAS = _extend(SCHEMAS)  # a tool's schema is an object with nested parts: test those hard


def _swap_bool(x):
    """Python-equal but not JSON-equal (all the way down): 1 → True, [0] → [False]."""
    if isinstance(x, bool):
        return int(x)
    if isinstance(x, list):
        return [_swap_bool(i) for i in x]
    if isinstance(x, dict):
        return {k: _swap_bool(v) for k, v in x.items()}
    return bool(x) if isinstance(x, int) and x in (0, 1) else x


def _look_alikes(member) -> st.SearchStrategy:
    """A value JSON may or may not call equal to ``member``: 1 ↔ True ↔ 1.0, a key more or less."""
    options = [st.just(member)]
    if isinstance(member, bool):
        options.append(st.just(int(member)))
    elif isinstance(member, (int, float)) and member in (0, 1):
        options += [st.just(bool(member)), st.just(float(member))]
    elif isinstance(member, list):
        options += [st.just(member[:-1]), st.just(member + [None]), st.just(_swap_bool(member))]
    elif isinstance(member, dict):
        options += [
            st.just(dict(list(member.items())[:-1])),
            st.just({**member, "zz": 1}),
            st.just(_swap_bool(member)),
        ]
    return st.one_of(options)


def near(schema) -> st.SearchStrategy:
    """Values shaped by ``schema`` (often valid, sometimes just off), mixed with arbitrary ones.

    Purely random values almost never satisfy a nested schema, so without this the agreement
    test would mostly compare two "invalid" answers.
    """
    if not isinstance(schema, dict):
        return VALUES
    types = schema.get("type", list(JSON_TYPES))
    types = types if isinstance(types, list) else [types]
    by_type = {
        "null": st.none(),
        "boolean": st.booleans(),
        "string": TEXT,
        "integer": st.one_of(st.integers(-4, 4), st.sampled_from([1.0, -0.0, 3.0])),
        "number": st.one_of(st.integers(-4, 4), st.sampled_from([2.5, -1.5, 1.0])),
        "array": st.lists(near(schema.get("items", True)), max_size=4),
    }
    if "object" in types:
        properties = schema.get("properties", {})
        required = [k for k in schema.get("required", []) if k in properties]
        by_type["object"] = st.fixed_dictionaries(
            {k: near(properties[k]) for k in required},
            optional={
                **{k: VALUES for k in ("a", "zz") if k not in required},
                **{k: near(sub) for k, sub in properties.items() if k not in required},
            },
        )
    shaped = [by_type[t] for t in types if t in by_type]
    # The keywords say which shape the schema is about: draw that one most of the time.
    for shape, keywords in (
        ("object", {"properties", "required", "additionalProperties"}),
        ("array", {"items", "minItems", "maxItems"}),
    ):
        if shape in types and keywords & set(schema):
            shaped = [by_type[shape]] * 3 + shaped
    if "enum" in schema:
        shaped.append(st.sampled_from(schema["enum"]).flatmap(_look_alikes))
    return st.one_of(*shaped, VALUES)


@PROPS
@given(schema=st.one_of(SCHEMAS, CONTAINER_SCHEMAS), data=st.data())
def test_validate_agrees_with_jsonschema(schema, data):
    value = data.draw(near(schema), label="value")
    assert check_schema(schema) == []
    problems = validate(value, schema)
    assert (problems == []) == Draft202012Validator(schema).is_valid(value), problems
    # A problem the model can act on quotes the offending value (or names the missing key).
    for problem in problems:
        assert "收到的是" in problem or problem.startswith(("缺少必填参数", "不认识的参数")), problem
    # What the model sends is text: after a JSON round trip 1.0 stays a float, -0.0 too.
    value = json.loads(json.dumps(value))
    assert (validate(value, schema) == []) == Draft202012Validator(schema).is_valid(value)


@PROPS
@given(schema=_leaf_keywords(most=2, least=1), data=st.data())
def test_scalar_keywords_agree_with_jsonschema(schema, data):
    # One or two keywords on one node, so the JSON-vs-Python traps (True vs 1 in enum and type,
    # 1.0 as an integer, astral characters in lengths) are hit often, not by luck.
    value = data.draw(near(schema), label="value")
    assert (validate(value, schema) == []) == Draft202012Validator(schema).is_valid(value)


@PROPS
@given(member=st.one_of(TRICKY_MEMBERS, ENUM_MEMBERS), data=st.data())
def test_enum_equality_agrees_with_jsonschema(member, data):
    # enum is where Python's == (True == 1, [0] == [False]) and JSON's equality part ways.
    value = data.draw(st.one_of(st.just(_swap_bool(member)), _look_alikes(member), VALUES), label="value")
    schema = {"enum": [member]}
    assert (validate(value, schema) == []) == Draft202012Validator(schema).is_valid(value)


@LIGHT
@given(
    value=st.one_of(VALUES, st.builds(object), st.tuples(st.integers()), st.sets(st.integers())),
    schema=st.one_of(
        SCHEMAS,
        st.recursive(
            st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=2)),
            lambda inner: st.dictionaries(
                st.sampled_from(
                    [
                        "type",
                        "properties",
                        "required",
                        "enum",
                        "minimum",
                        "minLength",
                        "items",
                        "additionalProperties",
                        "maxItems",
                    ]
                ),
                inner,
                max_size=3,
            ),
            max_leaves=8,
        ),
    ),
)
def test_validate_never_raises_even_on_weird_schemas(value, schema):
    problems = validate(value, schema)
    assert isinstance(problems, list) and all(isinstance(p, str) for p in problems)
    if check_schema(schema):  # a broken schema is reported, never half-applied
        assert problems
        assert handle("{}", schema)["error_type"] == "internal_error"  # our bug, not the model's
    else:
        assert handle('{"a": 1}', schema)["ok"] in (True, False)


READ_FILE = {
    "type": "object",
    "properties": {"path": {"type": "string", "minLength": 1}, "offset": {"type": "integer", "minimum": 1}},
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


@LIGHT
@given(value=VALUES)
def test_handle_on_dumped_values_matches_the_reference(value):
    result = handle(json.dumps(value), READ_FILE)
    valid = isinstance(value, dict) and Draft202012Validator(READ_FILE).is_valid(value)
    assert result["ok"] is valid


def test_the_generators_reach_interesting_valid_cases():
    # Guards the agreement test against vacuity: valid, non-trivial pairs must be reachable,
    # an object whose generated keys meet the generated properties and that passes them all.
    def interesting(pair):
        value, schema = pair
        return (
            isinstance(value, dict)
            and isinstance(schema, dict)
            and set(value) & set(schema.get("properties", {}))
            and validate(value, schema) == []
        )

    find(
        st.tuples(VALUES, SCHEMAS),
        interesting,
        settings=settings(max_examples=2000, database=None, phases=[Phase.generate]),
    )
