"""gatekeeper/cachedir.py and the rule-plugin cache built on it (gatekeeper.plugin)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gatekeeper import cachedir
from gatekeeper import plugin as registry


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_values_come_back_only_under_the_same_key(cache: Path) -> None:
    cachedir.write_json("x.json", ["k", 1], {"v": [1, 2]})
    assert cachedir.read_json("x.json", ["k", 1]) == {"v": [1, 2]}
    assert cachedir.read_json("x.json", ["k", 2]) is None
    assert cachedir.read_json("missing.json", ["k", 1]) is None
    cachedir.cache_file("x.json").write_text("{broken", encoding="utf-8")
    assert cachedir.read_json("x.json", ["k", 1]) is None


def test_an_unusable_cache_directory_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(blocker / "sub"))
    cachedir.write_json("x.json", 1, 2)  # no error
    assert cachedir.read_json("x.json", 1) is None


def test_plugins_are_scanned_once_then_read_from_the_cache(cache: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    registry.find_plugins.cache_clear()
    try:
        scanned = registry.find_plugins()
        assert cachedir.cache_file(registry.PLUGIN_CACHE).is_file()
        registry.find_plugins.cache_clear()
        monkeypatch.setattr(registry, "_scan_plugins", lambda *_: pytest.fail("scanned again"))
        assert registry.find_plugins() == scanned
        # Another import path (an installed or removed distribution changes a directory's
        # mtime, which is part of the key) means a new scan.
        registry.find_plugins.cache_clear()
        monkeypatch.setattr(registry, "import_path_key", lambda *_: ["changed"])
        monkeypatch.setattr(registry, "_scan_plugins", lambda *_: {})
        assert registry.find_plugins() == {}
    finally:
        registry.find_plugins.cache_clear()


def test_each_python_environment_has_its_own_file(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cachedir.write_json("x.json", "k", "here")
    here = cachedir.cache_file("x.json")
    assert here.parent == cache and here.name.startswith("x-") and here.suffix == ".json"
    monkeypatch.setattr("sys.prefix", "/some/other/venv")
    assert cachedir.cache_file("x.json") != here
    assert cachedir.read_json("x.json", "k") is None  # another environment's entry
    cachedir.write_json("x.json", "k", "there")
    monkeypatch.undo()
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(cache))
    assert cachedir.read_json("x.json", "k") == "here"  # not overwritten


def test_a_cache_file_others_may_write_is_not_read(cache: Path) -> None:
    # What the caches hold decides what is checked (configuration, compiled patterns): a file
    # another user could have written is ignored (docs/security.md, Caches).
    cachedir.write_json("x.json", "k", {"v": 1})
    path = cachedir.cache_file("x.json")
    assert cachedir.read_json("x.json", "k") == {"v": 1}
    for mode in (0o620, 0o602):  # group-writable, world-writable
        path.chmod(mode)
        assert cachedir.read_json("x.json", "k") is None
    path.chmod(0o600)
    assert cachedir.read_json("x.json", "k") == {"v": 1}


def test_a_working_directory_on_the_import_path_is_keyed_by_its_distributions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `python -m gatekeeper` puts its working directory first: a file written there (any run's
    # report) must not mean a new scan of the entry points, a distribution put there must.
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    before = registry.import_path_key("rules")
    (tmp_path / "report.json").write_text("{}", encoding="utf-8")
    assert registry.import_path_key("rules") == before
    (tmp_path / "extra_rules-1.0.dist-info").mkdir()
    assert registry.import_path_key("rules") != before
