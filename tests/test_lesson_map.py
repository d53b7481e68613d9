"""The lesson → module map is true: claims, notebook imports, layering, no cycles, README table."""

from lab_code.course import lesson_map


def test_every_module_claims_its_lessons_and_the_layers_hold():
    assert lesson_map.problems() == []


def test_readme_table_is_the_generated_one():
    text = lesson_map.README.read_text(encoding="utf-8")
    assert lesson_map.render() in text, "run: python -m lab_code.course.lesson_map --write"


def test_the_checks_can_fail(tmp_path, monkeypatch):
    # A module without a claim, a top-level module, an upward import and a cycle are all reported.
    package = tmp_path / "lab_code"
    (package / "wire").mkdir(parents=True)
    (package / "arguments").mkdir()
    (package / "__init__.py").write_text('"""Root.\n\nLessons: shared\n"""\n')
    (package / "stray.py").write_text('"""No claim here."""\n')
    (package / "wire" / "__init__.py").write_text('"""W.\n\nLessons: shared\n"""\n')
    (package / "wire" / "low.py").write_text(
        '"""Low.\n\nLessons: shared\n"""\nfrom lab_code.arguments import high\n'
    )
    (package / "arguments" / "__init__.py").write_text('"""A.\n\nLessons: shared\n"""\n')
    (package / "arguments" / "high.py").write_text(
        '"""High.\n\nLessons: shared\n"""\nfrom lab_code.wire import low\n'
    )
    (tmp_path / "notebooks").mkdir()
    monkeypatch.setattr(lesson_map, "REPO_ROOT", tmp_path)
    monkeypatch.setattr(lesson_map, "PACKAGE_DIR", package)
    found = "\n".join(lesson_map.problems())
    assert "stray.py: docstring lacks" in found
    assert "lab_code/stray.py: the top level holds packages only" in found
    assert "package wire may not import arguments" in found
    assert "import cycle" in found
