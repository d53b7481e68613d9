"""Lesson 02: the hand-written schema subset and the three-layer funnel, case by case.

Generated comparisons with jsonschema live in ``test_02_validator_props.py``.
"""

import html as html_module
import json

import pytest

from lab_code.arguments.schema_subset import check_schema, json_equal, path_label
from lab_code.arguments.validator import (
    MAX_PROBLEMS_SHOWN,
    READ_FILE_SCHEMA,
    describe_json_error,
    error_position,
    handle,
    inside_workdir_check,
    parse_arguments,
    validate,
)
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.widgets.funnel import FunnelWidget, stopped_at
from lab_code.wire.misbehaviour import READ_FILE_ARGUMENTS
from lab_code.wire.tool_results import ToolError, to_tool_content

READ_FILE = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "minLength": 1},
        "offset": {"type": "integer", "minimum": 1},
        "mode": {"type": "string", "enum": ["head", "tail"]},
    },
    "required": ["path"],
    "additionalProperties": False,
}


# --- layer 2: validate ------------------------------------------------------------------


def test_the_messages_of_the_lesson():
    assert validate({"path": "a", "offset": 0}, READ_FILE) == ["参数 offset 不能小于 1，收到的是 0"]
    assert validate({"file": "a"}, READ_FILE) == [
        "缺少必填参数 path",
        "不认识的参数 file，可用参数: ['mode', 'offset', 'path']",
    ]
    assert validate({"path": "a", "mode": "middle"}, READ_FILE) == [
        "参数 mode 只能取 ['head', 'tail'] 之一，收到的是 'middle'"
    ]


@pytest.mark.parametrize(
    "value, valid",
    [
        (1, True),
        (1.0, True),
        (-0.0, True),
        (1e20, True),
        (10**40, True),
        (True, False),
        (False, False),
        (1.5, False),
        ("1", False),
        (None, False),
        (float("inf"), False),
    ],
)
def test_integer_follows_json_not_python(value, valid):
    assert (validate(value, {"type": "integer"}) == []) is valid


@pytest.mark.parametrize("value, valid", [(1, True), (2.5, True), (True, False), ("2", False)])
def test_number_excludes_booleans(value, valid):
    assert (validate(value, {"type": "number"}) == []) is valid


def test_bool_message_says_boolean():
    assert validate({"path": "a", "offset": True}, READ_FILE) == [
        "参数 offset 应该是 integer，收到的是 True（boolean）"
    ]


@pytest.mark.parametrize(
    "a, b, equal",
    [
        (1, 1.0, True),
        (1, True, False),
        (0, False, False),
        ([1], [1.0], True),
        ([1], [True], False),
        ({"a": 1}, {"a": 1.0}, True),
        ({"a": 0}, {"a": False}, False),
        (None, None, True),
        ("1", 1, False),
        ([], {}, False),
        ({"a": 1}, {"a": 1, "b": 2}, False),
    ],
)
def test_enum_uses_json_equality(a, b, equal):
    assert json_equal(a, b) is equal
    assert (validate(a, {"enum": [b]}) == []) is equal


def test_lengths_count_code_points_not_utf16_units():
    # '𝔸' is one code point but two UTF-16 units (JavaScript's .length says 2).
    assert validate("𝔸", {"maxLength": 1}) == []
    assert validate("𝔸𝔸", {"maxLength": 1}) == ["参数整体最多 1 个字符，收到的是 '𝔸𝔸'（2 个字符）"]
    assert validate("", {"minLength": 1}) == ["参数整体至少要 1 个字符，收到的是 ''（0 个字符）"]


def test_type_specific_keywords_ignore_other_types():
    # As the spec says: minimum says nothing about strings, minLength nothing about numbers.
    assert validate("abc", {"minimum": 5, "maxItems": 0}) == []
    assert validate(3, {"minLength": 10, "required": ["x"], "items": False}) == []


def test_nested_paths_in_messages():
    schema = {
        "type": "object",
        "properties": {
            "a": {
                "type": "object",
                "properties": {"b": {"type": "array", "items": {"type": "integer"}, "maxItems": 3}},
                "required": ["c"],
            }
        },
    }
    assert validate({"a": {"b": [1, "x", 2.0]}}, schema) == [
        "缺少必填参数 a.c",
        "参数 a.b[1] 应该是 integer，收到的是 'x'（string）",
    ]
    assert validate({"a": {"c": 0, "b": [1, 2, 3, 4]}}, schema) == [
        "参数 a.b 最多 3 项，收到的是 [1, 2, 3, 4]（4 项）"
    ]
    assert path_label(("a b", 0, "x")) == "参数 ['a b'][0].x"


def test_type_lists_and_boolean_schemas():
    assert validate(None, {"type": ["string", "null"]}) == []
    assert validate(3, {"type": ["string", "null"]}) == [
        "参数整体应该是 string 或 null，收到的是 3（integer）"
    ]
    assert validate({"x": 1}, {"properties": {"x": False}}) == ["参数 x 在这里不允许出现，收到的是 1"]
    assert validate({"x": 1}, {"additionalProperties": {"type": "string"}}) == [
        "参数 x 应该是 string，收到的是 1（integer）"
    ]
    assert validate("anything", True) == []


def test_unknown_keywords_are_ignored():
    assert validate("abc", {"type": "string", "pattern": "^x", "format": "email", "const": 1}) == []


@pytest.mark.parametrize(
    "schema, fragment",
    [
        ("not a schema", "每一层 schema 应该是对象或 true/false"),
        ({"type": "text"}, "type 只能是"),
        ({"type": []}, "type 只能是"),
        ({"properties": ["a"]}, "properties 应该是"),
        ({"required": "path"}, "required 应该是参数名"),
        ({"enum": "ab"}, "enum 应该是取值的列表"),
        ({"minimum": "1"}, "minimum 应该是数字"),
        ({"maximum": True}, "maximum 应该是数字"),
        ({"minLength": -1}, "minLength 应该是非负整数"),
        ({"maxItems": 1.5}, "maxItems 应该是非负整数"),
        ({"items": [{"type": "string"}]}, "不再用列表写法"),
        ({"properties": {"a": {"properties": {"b": 7}}}}, "位置 /properties/a/properties/b"),
    ],
)
def test_broken_schemas_are_reported_not_raised(schema, fragment):
    for value in (None, 1, "x", [1], {"a": {"b": 1}}):
        problems = validate(value, schema)
        assert problems and fragment in problems[0]


def test_cyclic_and_explosive_schemas_stop():
    cyclic: dict = {"type": "object"}
    cyclic["properties"] = {"self": cyclic}
    assert "引用了自己" in check_schema(cyclic)[0]
    wide: dict = {}
    for _ in range(40):  # 2**40 paths through shared sub-schemas, a few hundred dict objects
        wide = {"properties": {"a": wide, "b": wide}}
    assert "个节点" in check_schema(wide)[-1]


def test_huge_and_deep_values_do_not_raise():
    huge = 10**5000  # repr() of this raises ValueError in Python ≥ 3.11
    assert "无法显示" in validate(huge, {"maximum": 1})[0]
    long_text = "x" * 100_000
    message = validate(long_text, {"maxLength": 3})[0]
    assert len(message) < 200 and "100000 个字符" in message
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    assert validate(deep, {"enum": [[1]]})  # json_equal recursion hits the limit → a message


# --- the funnel: handle -----------------------------------------------------------------


@pytest.mark.parametrize(
    "doc, kind",
    [('{"path": "a.txt",}', "对象"), ('{"a": [1, 2 ,\n ]}', "数组"), ('{"a": 1,\n\n}', "对象")],
)
def test_trailing_comma_reads_the_same_whatever_python_reported(doc, kind):
    """3.11/3.12 report the token after the comma, 3.13+ the comma itself: one message for both."""
    comma = doc.rindex(",")
    closing = comma + 1 + (len(doc[comma + 1 :]) - len(doc[comma + 1 :].lstrip()))
    old = json.JSONDecodeError("Expecting property name enclosed in double quotes", doc, closing)
    if doc[closing] == "]":
        old = json.JSONDecodeError("Expecting value", doc, closing)
    new = json.JSONDecodeError(
        f"Illegal trailing comma before end of {'object' if kind == '对象' else 'array'}", doc, comma
    )
    assert (
        describe_json_error(old)
        == describe_json_error(new)
        == (f"{kind}最后一项后面多了一个逗号（尾逗号），JSON 不允许")
    )
    assert error_position(old) == error_position(new) == comma
    messages = {parse_arguments(doc)[1]["message"] for _ in range(2)}
    assert len(messages) == 1 and "尾逗号" in messages.pop()


def test_where_counts_lines_and_columns_like_json():
    doc = '{"a": 1,\n  "b": x}'
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(doc)
    exc = caught.value
    assert f"第 {exc.lineno} 行第 {exc.colno} 列" in parse_arguments(doc)[1]["message"]


def test_layer_pass_returns_parsed_args():
    assert handle('{"path": "CMakeLists.txt", "offset": 1.0}', READ_FILE) == {
        "ok": True,
        "args": {"path": "CMakeLists.txt", "offset": 1.0},
    }


@pytest.mark.parametrize(
    "raw, fragment",
    [
        ('{"path": "a.txt",}', "尾逗号"),
        ('[1, 2,]', "尾逗号"),
        ("{'path': 'a.txt'}", "双引号"),
        ('{"path": "a.txt", "mode": None}', "true / false / null"),
        ('{"path": "a.t', "被截断"),
        ('{"path": "a"}{"path": "b"}', "只发送一个对象"),
        ('{"path": "C:\\dir"}', "反斜杠"),
        ('{"path": "a\nb"}', "\\n"),
        ("", "空字符串"),
        ('{"path": "a", "offset": NaN}', "NaN"),
        ('{"offset": ' + "9" * 5000 + "}", "位数过多"),
        ("[" * 100_000, "嵌套太深"),
        ('"CMakeLists.txt"', "收到的是 JSON string：'CMakeLists.txt'"),
        ("[]", "JSON 对象"),
        ("null", "收到的是 JSON null"),
    ],
)
def test_layer1_invalid_json_says_what_and_how_to_resend(raw, fragment):
    result = handle(raw, READ_FILE)
    assert result["ok"] is False and result["error_type"] == "invalid_json"
    assert fragment in result["message"], result["message"]
    assert "请重新发送一个 JSON 对象" in result["message"]
    assert "可用参数: ['mode', 'offset', 'path']" in result["message"]


def test_layer1_says_where():
    message = handle('{"path": "a.txt",}', READ_FILE)["message"]
    # the position is the extra comma itself (column 17), on every Python version
    assert "第 1 行第 17 列" in message and '「"path": "a.txt",}」' in message


@pytest.mark.parametrize("raw", [b'{"path": "a"}', {"path": "a"}, None, 42])
def test_layer1_non_string_arguments(raw):
    result = handle(raw, READ_FILE)
    assert result["error_type"] == "invalid_json"
    assert f"收到的是 Python {type(raw).__name__}" in result["message"]


def test_layer2_joins_all_problems():
    result = handle('{"file": "a.txt", "offset": true}', READ_FILE)
    assert result == {
        "ok": False,
        "error_type": "invalid_arguments",
        "message": "缺少必填参数 path；不认识的参数 file，可用参数: ['mode', 'offset', 'path']；"
        "参数 offset 应该是 integer，收到的是 True（boolean）",
    }


def test_layer2_caps_a_flood_of_problems():
    schema = {"type": "object", "properties": {"xs": {"items": {"type": "string"}}}}
    result = handle(json.dumps({"xs": list(range(1000))}), schema)
    assert result["message"].count("应该是 string") == MAX_PROBLEMS_SHOWN
    assert result["message"].endswith(f"另有 {1000 - MAX_PROBLEMS_SHOWN} 个问题未列出，先改正上面这些")


def _inside(workdir):
    def check(args):
        resolve_inside(workdir, args["path"])  # raises PathOutsideWorkdir → permission_denied
        return None

    return check


def test_layer3_reason_becomes_permission_denied():
    result = handle(
        '{"path": "secrets.txt"}',
        READ_FILE,
        lambda args: "不能读取 secrets.txt：它含有密钥" if "secret" in args["path"] else None,
    )
    assert result == {
        "ok": False,
        "error_type": "permission_denied",
        "message": "不能读取 secrets.txt：它含有密钥",
    }


def test_layer3_workdir_guard_and_tool_error(tmp_path):
    result = handle('{"path": "../outside.txt"}', READ_FILE, _inside(tmp_path))
    assert result["error_type"] == "permission_denied" and "工作目录之外" in result["message"]
    assert str(tmp_path) not in result["message"]
    assert handle('{"path": "inside.txt"}', READ_FILE, _inside(tmp_path))["ok"] is True

    def not_found(args):
        raise ToolError("没有 a.txt；可以先列出目录", error_type="not_found")

    assert handle('{"path": "a.txt"}', READ_FILE, not_found)["error_type"] == "not_found"


@pytest.mark.parametrize(
    "check, fragment",
    [
        (lambda args: 1 / 0, "ZeroDivisionError"),
        (lambda args: True, "实际返回了 True"),
        (lambda args: "  ", "实际返回了 '  '"),
    ],
)
def test_layer3_our_own_bugs_are_internal_errors(check, fragment):
    result = handle('{"path": "a.txt"}', READ_FILE, check)
    assert result["error_type"] == "internal_error" and fragment in result["message"]


def test_layer3_runs_only_after_layers_1_and_2():
    calls = []
    handle('{"path": 3}', READ_FILE, calls.append)
    handle("{", READ_FILE, calls.append)
    assert calls == []


def test_broken_schema_is_our_error_not_the_models():
    result = handle('{"path": "a"}', {"type": "object", "properties": {"path": {"type": "str"}}})
    assert result["error_type"] == "internal_error"
    assert "schema 本身有误" in result["message"] and "/properties/path" in result["message"]


# --- the funnel widget, driven without a browser -------------------------------------------


def test_widget_lights_the_layer_that_stopped_the_input(tmp_path):
    widget = FunnelWidget(READ_FILE_SCHEMA, inside_workdir_check(tmp_path))
    expected_stop = {
        "good": 4,
        "trailing_comma": 1,
        "single_quotes": 1,
        "json_comment": 1,
        "truncated": 1,
        "not_an_object": 1,
        "wrong_param_name": 2,
        "extra_param": 2,
        "string_for_int": 2,
        "bool_for_int": 2,
        "outside_workdir": 3,
        "not_in_enum": 2,
        "float_for_int": 4,
        "null_for_optional": 2,  # lesson 02's schema has no null; lesson 03's ToolArgs reads it as "not given"
    }
    assert set(expected_stop) == set(READ_FILE_ARGUMENTS)  # the presets are the course's catalogue
    assert [label for label, _ in widget.preset.options[1:]] == [
        c.description for c in READ_FILE_ARGUMENTS.values()
    ]
    for name, (_, raw) in READ_FILE_ARGUMENTS.items():
        widget.preset.value = raw  # choosing a preset fills the text area …
        assert widget.input.value == raw
        result = widget.submit()  # … and the button runs what is in it
        assert result == handle(raw, READ_FILE_SCHEMA, inside_workdir_check(tmp_path))
        assert stopped_at(result) == expected_stop[name], name
        view = widget.view.value
        stop = expected_stop[name]
        assert view.count("lab-funnel-stopped") == (1 if stop < 4 else 0)
        assert view.count("lab-funnel-passed") == (3 if stop == 4 else stop - 1)
        assert str(tmp_path) not in view


def test_widget_shows_the_exact_tool_content_escaped():
    widget = FunnelWidget(READ_FILE_SCHEMA)
    result = widget.submit('{"path": "<script>x</script>", "extra": 1}')
    assert result["error_type"] == "invalid_arguments"
    assert html_module.escape(to_tool_content(result)) in widget.view.value
    assert "<script>" not in widget.view.value
    assert widget.input.value == '{"path": "<script>x</script>", "extra": 1}'


def test_widget_internal_error_lights_no_layer():
    widget = FunnelWidget({"type": "object"}, lambda args: 1 / 0, presets={})
    assert widget.submit("{}")["error_type"] == "internal_error"
    assert "lab-funnel-stopped" not in widget.view.value and "internal_error" in widget.view.value


def test_widget_has_stable_css_classes():
    widget = FunnelWidget(READ_FILE_SCHEMA)
    classes = {
        c for w in (widget.preset, widget.input, widget.run_button, widget.view) for c in w._dom_classes
    }
    assert classes == {"lab-funnel-preset", "lab-funnel-input", "lab-funnel-run", "lab-funnel-view"}
    widget.input.value = '{"path": "a.txt"}'
    widget.run_button.click()
    assert "三层都通过" in widget.view.value
