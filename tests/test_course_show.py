"""show(): the full source, or an excerpt with the whole function one click away."""

import pytest

from lab_code.arguments.validator import describe_json_error
from lab_code.course.show import GAP, SourceView, excerpt_lines
from lab_code.wire.shorten import shorten


def test_full_view_is_the_real_source_with_a_repo_relative_title():
    view = SourceView(shorten)
    assert view.source == view.full and "def shorten" in view.source
    assert view.title == "lab_code/wire/shorten.py · shorten"
    assert "<details" not in view._repr_html_()


def test_excerpt_keeps_the_header_the_focus_lines_and_marks_every_gap():
    view = SourceView(
        describe_json_error, focus=["comma = _trailing_comma_at", ("if not text.strip()", "return \"参数")]
    )
    lines = view.source.splitlines()
    assert lines[0].startswith("def describe_json_error")
    assert lines[1].strip() == GAP  # the docstring and the first assignments are left out
    assert any("comma = _trailing_comma_at(exc)" in line for line in lines)
    assert lines[-1] == GAP  # the tail of the function is left out too
    assert len(lines) < len(view.full.splitlines())
    assert view.title.endswith("（节选）")


def test_excerpt_html_has_the_whole_function_behind_a_click_and_is_deterministic():
    focus = ["comma = _trailing_comma_at"]
    page = SourceView(describe_json_error, focus=focus)._repr_html_()
    assert page == SourceView(describe_json_error, focus=focus)._repr_html_()
    assert "<details class='lab-source-full'>" in page and "展开完整源码" in page
    assert page.count("describe_json_error") >= 2  # excerpt and full source


@pytest.mark.parametrize("focus", [["no such text anywhere"], ["return"]])
def test_a_focus_that_does_not_name_exactly_one_line_fails_at_build_time(focus):
    with pytest.raises(ValueError, match="show\\(focus=…\\)"):
        SourceView(describe_json_error, focus=focus)


def test_block_end_must_come_after_its_start():
    source = "def f():\n    a = 1\n    b = 2\n"
    assert excerpt_lines(source, [("a = 1", "b = 2")]) == [0, 1, 2]
    with pytest.raises(ValueError, match="结尾"):
        excerpt_lines(source, [("b = 2", "a = 1")])


def test_a_librarys_code_is_named_by_its_place_in_its_package_not_by_a_machine_path():
    import json
    import sys

    assert SourceView(json.dumps).where == "json/__init__.py"
    assert sys.prefix not in repr(SourceView(json.dumps)) and "site-packages" not in repr(
        SourceView(json.dumps)
    )
