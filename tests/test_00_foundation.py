"""Config, the workdir guard, structured results and the exercise runner."""

import os

import pytest

from lab_code.arguments.workdir_guard import PathOutsideWorkdir, resolve_inside
from lab_code.exercises.checking import Case, run_checks
from lab_code.wire.settings import ConfigError, load_settings
from lab_code.wire.tool_results import ToolError, error_result, ok_result, to_tool_content


def test_default_backend_is_offline_and_key_never_printed():
    s = load_settings({})
    assert s.backend == "fake" and not s.uses_real_model and s.api_key is None
    real = load_settings(
        {
            "LAB_BACKEND": "openai",
            "OPENAI_API_KEY": "sk-secret-123",
            "OPENAI_BASE_URL": "https://api.deepseek.com",
            "LAB_MODEL": "deepseek-v4-flash",
        }
    )
    assert real.uses_real_model and real.model == "deepseek-v4-flash"
    assert "sk-secret" not in repr(real) and "<set>" in repr(real)


@pytest.mark.parametrize(
    "env, fragment",
    [
        ({"LAB_BACKEND": "claude"}, "不认识"),
        ({"LAB_BACKEND": "openai"}, "OPENAI_API_KEY"),
        ({"LAB_SEED": "abc"}, "不是整数"),
    ],
)
def test_bad_settings_explain_themselves(env, fragment):
    with pytest.raises(ConfigError, match=fragment):
        load_settings(env)


def test_workdir_guard(tmp_path):
    work = tmp_path / "demo"
    (work / "src").mkdir(parents=True)
    (tmp_path / "demo-backup").mkdir()
    os.symlink(tmp_path, work / "escape")
    assert resolve_inside(work, "src/../src") == (work / "src").resolve()
    for bad in ["../demo-backup", "/etc/passwd", "escape/demo-backup", "a\x00b", "", "x" * 5000]:
        with pytest.raises(PathOutsideWorkdir):
            resolve_inside(work, bad)
    # ~ and $VARS are literal names inside the workdir, never expanded
    assert resolve_inside(work, "~/x") == (work / "~" / "x").resolve()
    assert resolve_inside(work, "$HOME") == (work / "$HOME").resolve()


def test_structured_results():
    assert ok_result("x") == {"ok": True, "content": "x"}
    err = ToolError("缺少 path", "invalid_arguments", param="path")
    assert err.to_result() == {
        "ok": False,
        "error_type": "invalid_arguments",
        "message": "缺少 path",
        "param": "path",
    }
    assert to_tool_content(error_result("not_found", "没有 a.txt")).startswith('{"ok": false')
    with pytest.raises(ValueError, match="allowed"):
        error_result("oops", "x")


def test_run_checks_reports_and_never_raises(capsys):
    cases = [Case("两倍", (2,), expected=4), Case("零", (0,), expected=0, hint="乘以 2")]
    assert run_checks("9.1", lambda x: x * 2, cases)
    assert not run_checks("9.1", lambda x: x + 2, cases)
    out = capsys.readouterr().out
    assert "2/2" in out and "1/2" in out and "提示：乘以 2" in out

    def stub(x):
        raise NotImplementedError("练习 9.1")

    assert not run_checks("9.1", stub, cases)
    assert "还没有完成" in capsys.readouterr().out

    def crashes(x):
        raise KeyError(x)

    assert not run_checks("9.1", crashes, cases)
    assert "抛出 KeyError" in capsys.readouterr().out
    assert not run_checks("9.1", lambda x: x, [])  # no cases is never a pass


def test_each_zig_installation_gets_its_own_cache_folder(tmp_path, monkeypatch):
    """Two virtualenvs (or a moved checkout) must not write one zig cache: the sandbox links a
    workdir's layer to its entries read-only, and an entry the other installation rewrote broke
    sandboxed builds (zig: "failed to rename … into local cache: NotDir")."""
    from lab_code.wire import settings

    here = settings.load_settings({"LAB_CACHE_DIR": str(tmp_path)}).zig_cache_dir
    assert here.parent == tmp_path / "zig" and here == settings.zig_cache_for(tmp_path)
    monkeypatch.setattr(settings, "_zig_install", lambda: "/another/venv/site-packages/ziglang")
    assert settings.zig_cache_for(tmp_path) != here
    explicit = tmp_path / "mine"  # a cache named explicitly is taken as it is
    assert settings.load_settings({"ZIG_GLOBAL_CACHE_DIR": str(explicit)}).zig_cache_dir == explicit
