import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gatekeeper.rules.support.text import keywords
from gatekeeper.rules.support.text.keywords import default_cache_dir, extract_keywords

ROOT = Path(__file__).resolve().parents[4]
SAMPLE = "payment-service 出现请求超时日志，ERR_TIMEOUT，同比 -26.95%，调用order-svc失败"
PRINT_KEYWORDS = (
    "import json, sys;"
    "from gatekeeper.rules.support.text.keywords import extract_keywords;"
    f"print(json.dumps(sorted(extract_keywords({SAMPLE!r})), ensure_ascii=False))"
)


def run_python(code: str, cache_dir: Path | str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "PYTHONPATH": str(ROOT), "GATEKEEPER_CACHE_DIR": str(cache_dir), **env}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=full_env, timeout=120
    )


@pytest.fixture(scope="module")
def cold_run(tmp_path_factory):
    """One cold subprocess run with a fresh cache directory: (cache_dir, keywords, stderr)."""
    cache_dir = tmp_path_factory.mktemp("gatekeeper-cache")
    proc = run_python(PRINT_KEYWORDS, cache_dir)
    assert proc.returncode == 0, proc.stderr
    return cache_dir, json.loads(proc.stdout), proc.stderr


@pytest.fixture(scope="module", autouse=True)
def jieba_loaded_from_test_cache(cold_run):
    # jieba is process-global: load it from the test cache so that in-process
    # tests never build or write a cache in the user's home directory.
    keywords._load_jieba(cold_run[0])


# --- behaviour ---------------------------------------------------------------------


def test_chinese_and_mixed_sentence():
    found = extract_keywords("payment-service 出现请求超时日志")
    assert "payment-service" in found
    assert {"请求", "超时", "日志"} <= found or {"请求超时", "日志"} <= found


def test_identifiers_survive_segmentation():
    found = extract_keywords("ERR_TIMEOUT 后 order-svc 同比 -26.95%，SK-II 销量下降")
    assert {"err_timeout", "order-svc", "-26.95%", "sk-ii"} <= found
    # none of the fragments jieba would produce on its own
    assert not {"err", "timeout", "_", "-", "26.95%", "sk", "ii", "order", "svc"} & found


def test_full_width_identifiers_are_folded():
    assert "err_timeout" in extract_keywords("错误码：ＥＲＲ＿ＴＩＭＥＯＵＴ")


def test_numbers_become_canonical_keywords():
    assert "5300ms" in extract_keywords("耗时 5.3s")
    assert "5300ms" in extract_keywords("耗时 5300 毫秒")
    assert "95%" in extract_keywords("CPU 使用率 95 ％")
    assert "503" in extract_keywords("接口返回 503")


def test_stop_words_punctuation_and_timestamps_are_dropped():
    found = extract_keywords("2015-10-18 18:01:47,978 的 了 是 the pool is exhausted，；！…")
    assert found == {"pool", "exhausted"}


def test_negators_are_kept():
    found = extract_keywords("连接池未耗尽")
    assert "耗尽" in found
    assert "未" in found or "未耗尽" in found


def test_english_is_casefolded():
    assert {"connection", "refused"} <= extract_keywords("Connection REFUSED")


def test_empty_and_blank_text():
    assert extract_keywords("") == frozenset()
    assert extract_keywords("  ，。 ") == frozenset()


def test_deterministic():
    first = extract_keywords(SAMPLE)
    assert all(extract_keywords(SAMPLE) == first for _ in range(3))
    assert isinstance(first, frozenset)


def test_stopwords_file_is_small_and_keeps_negators():
    words = keywords._stopwords()
    assert 50 < len(words) < 600
    assert {"的", "了", "the", "is"} <= words
    assert not {"不", "未", "没", "无", "非", "not", "no", "never"} & words


# --- cache and loading ---------------------------------------------------------------


def test_cold_run_writes_the_cache(cold_run):
    cache_dir, found, stderr = cold_run
    files = list(cache_dir.glob("jieba-*.sqlite"))
    assert len(files) == 1
    assert files[0].stat().st_size > 1_000_000
    assert not list(cache_dir.glob("*.tmp"))  # written atomically, temp file gone
    assert stderr == ""
    assert "payment-service" in found


def test_warm_run_reuses_the_cache_and_gives_identical_output(cold_run):
    cache_dir, found, _ = cold_run
    (cache_file,) = cache_dir.glob("jieba-*.sqlite")
    before = cache_file.stat().st_mtime_ns
    proc = run_python(PRINT_KEYWORDS, cache_dir)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == found
    assert proc.stderr == ""
    assert cache_file.stat().st_mtime_ns == before


def test_corrupt_cache_is_rebuilt(cold_run, tmp_path):
    cache_dir, found, _ = cold_run
    (cache_file,) = cache_dir.glob("jieba-*.sqlite")
    broken = tmp_path / cache_file.name
    broken.write_bytes(b"not a dictionary file")
    proc = run_python(PRINT_KEYWORDS, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == found
    assert broken.stat().st_size > 1_000_000


@pytest.mark.parametrize("layout", ["file", "below-a-file"])
def test_unusable_cache_dir_still_works_silently(cold_run, tmp_path, layout):
    _, found, _ = cold_run
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a directory")
    cache_dir = blocker if layout == "file" else blocker / "sub"
    proc = run_python(PRINT_KEYWORDS, cache_dir, TMPDIR=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == found
    assert proc.stderr == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["blocker"]  # no jieba.cache in TMPDIR


def test_import_does_not_import_jieba_and_pkg_resources_is_restored(cold_run):
    code = (
        "import sys;"
        "import gatekeeper.rules.support.text.keywords as k;"
        "print('jieba' in sys.modules);"
        "k._load_jieba();"
        "print('jieba' in sys.modules, 'pkg_resources' in sys.modules)"
    )
    proc = run_python(code, cold_run[0])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "True", "False"]


def test_first_load_is_thread_safe(cold_run):
    code = (
        "import json, threading;"
        "from gatekeeper.rules.support.text.keywords import extract_keywords;"
        "out = [];"
        f"ts = [threading.Thread(target=lambda: out.append(sorted(extract_keywords({SAMPLE!r})))) "
        "for _ in range(8)];"
        "[t.start() for t in ts]; [t.join() for t in ts];"
        "print(json.dumps(out, ensure_ascii=False))"
    )
    proc = run_python(code, cold_run[0])
    assert proc.returncode == 0, proc.stderr
    results = json.loads(proc.stdout)
    assert len(results) == 8
    assert all(r == cold_run[1] for r in results)


def test_default_cache_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(tmp_path / "explicit"))
    assert default_cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("GATEKEEPER_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert default_cache_dir() == tmp_path / "xdg" / "gatekeeper"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_cache_dir() == tmp_path / "home" / ".cache" / "gatekeeper"
