"""Lesson 02's hand-written validator reads Pydantic's schemas and agrees with Pydantic on them.

The only disagreements are the two the lesson explains (null = "not given" in ToolArgs, and
3.0 as an integer); any other one fails here, with the value that caused it.
"""

import pytest

from lab_code.arguments.pydantic_agreement import KNOWN_DIFFERENCES, compare
from lab_code.arguments.pydantic_args import TOOL_MODELS
from lab_code.arguments.schema_subset import check_schema
from lab_code.arguments.strict_schema import to_strict_schema


@pytest.mark.parametrize("name", sorted(TOOL_MODELS))
def test_pydantic_schemas_are_accepted_by_the_hand_written_checker(name):
    schema = TOOL_MODELS[name].model_json_schema()
    assert check_schema(schema) == [] and check_schema(to_strict_schema(schema)) == []


@pytest.mark.parametrize("name", sorted(TOOL_MODELS))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_two_checkers_agree_except_where_the_lesson_says(name, seed):
    result = compare(TOOL_MODELS[name], count=300, seed=seed)
    assert set(result.differences) <= set(KNOWN_DIFFERENCES), result.examples.get("unexplained")
    assert result.both_accept > 30 and result.both_refuse > 30  # both verdicts are really exercised


def test_the_known_differences_really_are_those():
    read_file = compare(TOOL_MODELS["read_file"], count=300)
    value, hand, pydantic = read_file.examples["null_means_default"]
    assert None in value.values() and (hand, pydantic) == (False, True)
    value, hand, pydantic = read_file.examples["integral_float"]
    assert any(isinstance(v, float) for v in value.values()) and (hand, pydantic) == (True, False)
