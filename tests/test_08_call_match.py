"""The hand-written AST checker against hand-labelled edge cases, and the dialect conversion."""

import jsonschema
import pytest

from lab_code.evals.bfcl_data import CATEGORIES, load_cases
from lab_code.evals.bfcl_schema import to_json_schema, to_tools, tool_name
from lab_code.evals.call_match import KINDS, check_call, check_case, normalise

DOC = {
    "name": "hotel.book",
    "parameters": {
        "type": "dict",
        "properties": {
            "city": {"type": "string"},
            "nights": {"type": "integer"},
            "budget": {"type": "float"},
            "breakfast": {"type": "boolean"},
            "guests": {"type": "array", "items": {"type": "string"}},
            "filters": {"type": "dict"},
        },
        "required": ["city", "nights"],
    },
}
ANSWER = {
    "city": ["New York, NY", "NYC"],
    "nights": [3],
    "budget": [250.0, ""],
    "breakfast": [True, ""],
    "guests": [["Ann", "Bo"], ["Bo", "Ann"], ""],
    "filters": [{"stars": [4, 5], "pool": [True, ""]}, ""],
}
GOOD = {"city": "NYC", "nights": 3}

# (label, arguments, expected kind) -- each one decided by hand, not by running the checker.
EDGE_CASES = [
    ("minimal correct call", GOOD, "ok"),
    ("string: case, comma and spaces ignored", {"city": "new york ny", "nights": 3}, "ok"),
    ("int where float is documented", {**GOOD, "budget": 250}, "ok"),
    ("list in an allowed order", {**GOOD, "guests": ["Bo", "Ann"]}, "ok"),
    ("nested dict, optional key omitted", {**GOOD, "filters": {"stars": 5}}, "ok"),
    ("number sent as a string", {"city": "NYC", "nights": "3"}, "wrong_type"),
    ("bool is not an integer", {"city": "NYC", "nights": True}, "wrong_type"),
    ("float where integer is documented", {"city": "NYC", "nights": 3.0}, "wrong_type"),
    ("required parameter missing", {"city": "NYC"}, "missing_required"),
    ("invented parameter", {**GOOD, "currency": "USD"}, "unknown_parameter"),
    ("value not acceptable", {"city": "Boston", "nights": 3}, "wrong_value"),
    ("list in another order than listed", {**GOOD, "guests": ["Ann"]}, "wrong_value"),
    ("nested dict with a wrong value", {**GOOD, "filters": {"stars": 3}}, "wrong_value"),
    ("nested dict with an invented key", {**GOOD, "filters": {"stars": 4, "spa": True}}, "wrong_value"),
    ("bool value wrong", {**GOOD, "breakfast": False}, "wrong_value"),
]


@pytest.mark.parametrize("label, args, kind", EDGE_CASES, ids=[c[0] for c in EDGE_CASES])
def test_check_call_edge_cases(label, args, kind):
    assert check_call({"name": "hotel.book", "arguments": args}, DOC, ANSWER).kind == kind


def test_omitting_an_expected_optional_parameter_is_wrong():
    answer = {**ANSWER, "budget": [250.0]}  # no "" -> the question asked for a budget
    assert check_call({"name": "hotel.book", "arguments": GOOD}, DOC, answer).kind == "omitted_expected"


def test_wrong_name_and_arguments_that_are_not_an_object():
    assert check_call({"name": "hotel_book", "arguments": GOOD}, DOC, ANSWER).kind == "wrong_function"
    assert check_call({"name": "hotel.book", "arguments": '{"city": '}, DOC, ANSWER).kind == "invalid_json"


def test_case_rules_per_category():
    call = {"name": "hotel.book", "arguments": GOOD}
    other = {"name": "hotel.book", "arguments": {"city": "Paris", "nights": 1}}
    truth = ({"hotel.book": ANSWER},)
    both = ({"hotel.book": ANSWER}, {"hotel.book": {"city": ["Paris"], "nights": [1]}})
    assert check_case("irrelevance", [], [DOC], ()).ok
    assert check_case("irrelevance", [call], [DOC], ()).kind == "should_not_call"
    assert check_case("simple", [], [DOC], truth).kind == "no_call"
    assert check_case("simple", [call, call], [DOC], truth).kind == "wrong_count"
    assert check_case("parallel", [other, call], [DOC], both).ok  # any order
    assert check_case("parallel", [call, call], [DOC], both).kind == "wrong_value"
    assert check_case("parallel", [call], [DOC], both).kind == "wrong_count"


def test_normalise_and_kinds_have_chinese_names():
    assert normalise("San Diego, CA") == normalise("san-diego ca") == "sandiegoca"
    assert set(KINDS) >= {"ok", "should_not_call", "wrong_type", "wrong_value"}


def test_dialect_becomes_valid_json_schema_for_every_committed_case():
    for case in load_cases():
        tools, back = to_tools(case.functions)
        for tool in tools:
            parameters = tool["function"]["parameters"]
            jsonschema.Draft202012Validator.check_schema(parameters)
            text = str(parameters)
            assert "'dict'" not in text and "'float'" not in text and "'tuple'" not in text
            assert back[tool["function"]["name"]] in [f["name"] for f in case.functions]
            assert all(c.isalnum() or c in "_-" for c in tool["function"]["name"])


def test_conversion_details():
    schema = {
        "type": "dict",
        "properties": {
            "t": {"type": "tuple", "items": {"type": "float"}},
            "any": {"type": "any", "optional": True},
        },
    }
    assert to_json_schema(schema) == {
        "type": "object",
        "properties": {"t": {"type": "array", "items": {"type": "number"}}, "any": {}},
    }
    assert tool_name("a.b.c") == "a_b_c"


def test_committed_subset_is_balanced():
    cases = load_cases()
    assert len(cases) == 100
    assert {c: sum(x.category == c for x in cases) for c in CATEGORIES} == dict.fromkeys(CATEGORIES, 20)
    assert all(not c.ground_truth for c in cases if c.category == "irrelevance")
    assert all(c.ground_truth for c in cases if c.category != "irrelevance")
