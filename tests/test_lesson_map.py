"""The lesson → module map is true: claims, notebook imports, layering, no cycles, README table."""

from lab_code.course import lesson_map


def test_every_module_claims_its_lessons_and_the_layers_hold():
    assert lesson_map.problems() == []


def test_readme_tables_are_the_generated_ones():
    from lab_code.course import layers

    text = lesson_map.README.read_text(encoding="utf-8")
    assert lesson_map.render() in text, "run: python -m lab_code.course.lesson_map --write"
    assert layers.render() in text, "run: python -m lab_code.course.lesson_map --write"
    assert lesson_map.LAYERS is layers.LAYERS  # the table on the page is the rule the check uses


CLAIMED = '"""M.\n\nLessons: shared\n"""\n'


def problems_of(tmp_path, monkeypatch, files: dict[str, str]) -> str:
    """``lesson_map.problems()`` of a package made of ``files`` (path -> source), one per line."""
    package = tmp_path / "lab_code"
    for name, text in files.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(text)
    (tmp_path / "notebooks").mkdir()
    monkeypatch.setattr(lesson_map, "REPO_ROOT", tmp_path)
    monkeypatch.setattr(lesson_map, "PACKAGE_DIR", package)
    return "\n".join(lesson_map.problems())


def test_the_checks_can_fail(tmp_path, monkeypatch):
    # A module without a claim, a top-level module, an upward import and a cycle are all reported.
    found = problems_of(
        tmp_path,
        monkeypatch,
        {
            "__init__.py": CLAIMED,
            "stray.py": '"""No claim here."""\n',
            "wire/__init__.py": CLAIMED,
            "wire/low.py": CLAIMED + "from lab_code.arguments import high\n",
            "arguments/__init__.py": CLAIMED,
            "arguments/high.py": CLAIMED + "from lab_code.wire import low\n",
        },
    )
    assert "stray.py: docstring lacks" in found
    assert "lab_code/stray.py: the top level holds packages only" in found
    assert "package wire may not import arguments" in found
    assert "import cycle" in found


def test_imports_in_every_form_are_checked_and_private_names_stay_in_their_package(tmp_path, monkeypatch):
    """A relative import, an ``import_module`` string and a private name of another package are
    each reported; within a package a private name is fine."""
    sources = {
        "__init__.py": "",
        "wire/__init__.py": "",
        "wire/low.py": "def _helper():\n    return 1\n",
        "wire/up.py": "from ..arguments import high\n",  # relative, and upwards
        "wire/late.py": 'import importlib\nimportlib.import_module("lab_code.arguments.high")\n',
        "wire/mate.py": "from lab_code.wire.low import _helper\n",  # same package: allowed
        "arguments/__init__.py": "",
        "arguments/high.py": "from lab_code.wire.low import _helper\n",
        "arguments/other.py": "from lab_code.wire import low\nlow._helper()\n",
    }
    found = problems_of(tmp_path, monkeypatch, {name: CLAIMED + body for name, body in sources.items()})
    assert "lab_code.wire.up imports lab_code.arguments.high" in found
    assert "lab_code.wire.late imports lab_code.arguments.high" in found
    assert "lab_code.arguments.high uses lab_code.wire.low._helper" in found
    assert "lab_code.arguments.other uses lab_code.wire.low._helper" in found
    assert "lab_code.wire.mate" not in found
