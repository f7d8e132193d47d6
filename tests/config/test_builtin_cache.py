"""The shipped rules.d layers' parsed YAML, remembered between runs (gatekeeper/config/builtin.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gatekeeper.config import builtin, sources
from gatekeeper.config.loader import Overrides, collect_layers
from gatekeeper.errors import ConfigError
from gatekeeper.resources import data_dir


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def shipped(tmp_path: Path) -> list[Path]:
    """The files of a copy of the shipped rules.d, to edit."""
    directory = shutil.copytree(data_dir("rules.d"), tmp_path / "rules.d")
    return sorted(p for p in directory.iterdir() if p.suffix == ".yaml")


def read(files: list[Path]) -> list[builtin.Layer]:
    return builtin.read_builtin_layers(files[0].parent)


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builtin, "parse_yaml", lambda *_: pytest.fail("parsed again"))


def test_the_second_read_comes_from_the_cache_equal_in_value_and_type(
        cache: Path, shipped: list[Path], monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = [sources.read_layer_file(path, builtin=True) for path in shipped]
    first = read(shipped)
    assert first == parsed
    _no_parsing(monkeypatch)
    second = read(shipped)
    assert second == parsed
    assert repr(second) == repr(parsed)  # 1 is not 1.0, True is not 1


def test_a_changed_file_is_parsed_again(cache: Path, shipped: list[Path]) -> None:
    read(shipped)
    text = shipped[0].read_text(encoding="utf-8")
    shipped[0].write_text(text.replace("enabled: true", "enabled: false", 1), encoding="utf-8")
    changed = read(shipped)
    assert changed == [sources.read_layer_file(path, builtin=True) for path in shipped]
    assert changed[0].data != sources.yaml_layer(shipped[0], sources.parse_yaml(text, shipped[0])).data


def test_another_installation_state_is_parsed_again(cache: Path, shipped: list[Path],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    read(shipped)
    # e.g. PyYAML upgraded: site-packages' modification time is part of the key
    monkeypatch.setattr("gatekeeper.plugin.import_path_key", lambda label: [label, "changed"])
    calls = []
    monkeypatch.setattr(builtin, "parse_yaml", lambda *a: calls.append(a) or sources.parse_yaml(*a))
    read(shipped)
    assert len(calls) == len(shipped)


def test_broken_yaml_is_an_error_every_time(cache: Path, shipped: list[Path]) -> None:
    shipped[0].write_text("rules: [\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ConfigError, match="invalid YAML"):
            read(shipped)
    assert not list(cache.glob("builtin-layers*"))


@pytest.mark.parametrize("text", ["a: &x [1]\nb: *x\n", "a: 2026-11-29\n", "1: one\n", "a: .nan\n"])
def test_data_json_would_change_is_not_stored(cache: Path, tmp_path: Path, text: str) -> None:
    path = tmp_path / "layers" / "00-x.yaml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    read([path])
    assert not list(cache.glob("builtin-layers*"))


def test_an_unusable_cache_only_means_parsing(tmp_path: Path, shipped: list[Path],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("GATEKEEPER_CACHE_DIR", str(blocker / "sub"))
    for _ in range(2):
        assert read(shipped) == [
            sources.read_layer_file(path, builtin=True) for path in shipped]


def test_user_layers_are_parsed_every_run(cache: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    user = tmp_path / "mine.yaml"
    user.write_text("rules:\n  - id: evidence.misattribution\n    enabled: false\n", encoding="utf-8")
    collect_layers(tmp_path, [user], Overrides(), isolated=True)
    _no_parsing(monkeypatch)  # the shipped layers come from the cache now
    parsed: list[Path] = []
    real = sources.parse_yaml
    monkeypatch.setattr(sources, "parse_yaml",
                        lambda text, path: parsed.append(path) or real(text, path))
    layers = collect_layers(tmp_path, [user], Overrides(), isolated=True)
    assert parsed == [user]
    assert (layers[-1].origin, layers[-1].builtin) == (str(user), False)
