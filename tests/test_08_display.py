"""Lesson 08 as a student sees it: charts that are pictures, a notebook progress bar, no cost
warning offline, long jobs first. The committed notebook is read as committed (nbval compares
text outputs but not images, so a lost picture would pass it)."""

import json

from conftest import NOTEBOOKS_DIR
from IPython.core.formatters import DisplayFormatter

from lab_code.evals import plots, reports
from lab_code.evals.batch import grid, longest_first, progress_bar
from lab_code.evals.bfcl_data import load_cases
from lab_code.evals.single_step import cost_warning, request_estimate

LESSON = NOTEBOOKS_DIR / "08_evaluation.ipynb"


def _cells():
    return json.loads(LESSON.read_text(encoding="utf-8"))["cells"]


def test_each_chart_displays_as_a_png_in_a_fresh_kernel_too():
    measured = reports.load_jsonl(reports.BATCH_RESULTS)
    figures = [
        plots.success_and_steps(
            reports.report(measured, "success_rate"), reports.report(measured, "steps_per_run")
        ),
        plots.tool_failures(reports.report(measured, "tool_calls")),
        plots.ablation(reports.report(measured, "detours"), reports.report(measured, "toolchain_failures")),
    ]
    for figure in figures:
        data, _ = DisplayFormatter().format(figure)  # what IPython sends to the notebook
        assert data["image/png"].startswith(b"\x89PNG"), figure
    # the same rows draw the same bytes: a rebuild does not churn the committed notebook
    assert figures[1]._repr_png_() == plots.tool_failures(reports.report(measured, "tool_calls"))._repr_png_()


def _cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_titles_axes_and_legends_are_chinese_and_drawn_in_a_cjk_font_when_there_is_one():
    measured = reports.load_jsonl(reports.BATCH_RESULTS)
    figure = plots.ablation(
        reports.report(measured, "detours"), reports.report(measured, "toolchain_failures")
    )
    texts = [ax.get_title() for ax in figure.axes] + [ax.get_ylabel() for ax in figure.axes]
    texts += [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    texts += [t.get_text() for ax in figure.axes for t in ax.get_xticklabels()]
    assert texts and all(_cjk(t) for t in texts), texts
    if plots.font_family()[0] != "DejaVu Sans":  # this machine has a CJK font: the title is drawn in it
        from matplotlib import font_manager

        with plots.chinese_text():
            used = font_manager.findfont(figure.axes[0].title.get_fontproperties(), fallback_to_default=False)
        assert font_manager.get_font(used).family_name in plots.CJK_FONTS, used


def test_the_committed_lesson_holds_three_chart_pictures():
    pictures = [
        output
        for cell in _cells()
        if cell["cell_type"] == "code" and "plots." in "".join(cell["source"])
        for output in cell["outputs"]
        if "image/png" in output.get("data", {})
    ]
    assert len(pictures) == 3
    assert all(len(p["data"]["image/png"]) > 5_000 for p in pictures)  # base64 of a real chart


def test_offline_the_lesson_prints_no_billing_warning_and_no_stderr_bar():
    outputs = json.dumps([c.get("outputs", []) for c in _cells()], ensure_ascii=False)
    assert "按服务商价格计费" not in outputs
    assert "不计费" in outputs
    assert not [
        o
        for c in _cells()
        for o in c.get("outputs", [])
        if o.get("output_type") == "stream" and o["name"] == "stderr"
    ], "stderr shows as a pink error box in JupyterLab"
    batch_cell = next(c for c in _cells() if "progress_bar(" in "".join(c["source"]))
    # one plain-text output, its last frame: readable without running the cell again
    assert ["".join(o["data"]["text/plain"]) for o in batch_cell["outputs"]] == [
        "批量运行 4/4 |####################|"
    ]


def test_the_offline_estimate_and_the_real_warning_count_the_same_requests():
    cases = load_cases(limit=1)
    assert "5 个请求" in request_estimate(cases) and "不计费" in request_estimate(cases)
    assert "5 个请求" in cost_warning(cases, "m") and "计费" in cost_warning(cases, "m")


def test_a_stable_bar_shows_no_times_or_rates(capsys):
    with progress_bar(3, stable=True, desc="批量") as bar:
        for _ in range(3):
            bar.update(1)
    shown = capsys.readouterr().err
    assert "批量 3/3" in shown and "it/s" not in shown and "00:" not in shown


def test_real_libraries_start_first_then_the_rule_model_then_the_lazy_script():
    jobs = grid(["hello_lib", "zlib-ng"], ["aarch64-linux-musl"], ["lazy", "rule"], ["current"])
    order = [(j.project, j.model) for j in longest_first(jobs)]
    assert order[:2] == [("zlib-ng", "lazy"), ("zlib-ng", "rule")]
    assert order[2:] == [("hello_lib", "rule"), ("hello_lib", "lazy")]
    assert sorted(longest_first(jobs), key=lambda j: j.index) == jobs  # nothing lost or repeated


def test_in_a_notebook_the_bar_updates_one_output_instead_of_writing_stderr(monkeypatch, capsys):
    from lab_code.evals import batch

    shown = []

    class Handle:
        def update(self, value):
            shown.append(value.data)

    monkeypatch.setattr(batch, "_in_notebook", lambda: True)
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: Handle())
    with progress_bar(2, stable=True, desc="批量") as bar:
        bar.update(1)
        bar.update(1)
    assert shown[-1] == "批量 2/2 |####################|"
    assert capsys.readouterr().err == ""
