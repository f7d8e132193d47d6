"""No code execution from data: YAML is loaded safely everywhere, configuration can only name
rules that installed distributions provide, and no configuration string becomes a regular
expression (docs/security.md). Also the YAML alias guards (cycles, "billion laughs") of
gatekeeper/parse/limits.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from gatekeeper.cli import app

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "payment-timeout.bundle.json"


def run(*args: Any) -> Any:
    result = CliRunner().invoke(app, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result


@pytest.fixture
def case(tmp_path: Path) -> Path:
    path = tmp_path / "case.bundle.json"
    path.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def python_tag(marker: Path) -> str:
    return f"!!python/object/apply:os.system ['touch {marker}']"


def test_python_tag_in_a_config_layer_is_refused_and_not_run(case: Path, tmp_path: Path) -> None:
    marker = tmp_path / "executed"
    layer = tmp_path / "evil.yaml"
    layer.write_text(f"ruleMetadata: {python_tag(marker)}\n", encoding="utf-8")
    result = run("check", case, "--isolated", "--config", layer)
    assert result.exit_code == 2 and str(layer) in result.stderr
    assert not marker.exists()


def test_python_tag_in_a_project_config_is_refused_and_not_run(case: Path, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "executed"
    (tmp_path / ".gatekeeper.yaml").write_text(f"rules: {python_tag(marker)}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("check", case)
    assert result.exit_code == 2 and ".gatekeeper.yaml" in result.stderr
    assert not marker.exists()


def test_python_tag_in_a_yaml_bundle_is_refused_and_not_run(tmp_path: Path) -> None:
    marker = tmp_path / "executed"
    bundle = tmp_path / "evil.bundle.yaml"
    bundle.write_text(f"executor_output: {python_tag(marker)}\ntool_invocations: []\n",
                      encoding="utf-8")
    result = run("check", bundle, "--isolated")
    assert result.exit_code == 2 and str(bundle) in result.stderr
    assert not marker.exists()


def test_python_tag_in_a_set_value_is_refused_and_not_run(case: Path, tmp_path: Path) -> None:
    marker = tmp_path / "executed"
    result = run("check", case, "--isolated", "--set",
                 f"evidence.excerpt_similarity.passThreshold={python_tag(marker)}")
    assert result.exit_code == 2 and "--set" in result.stderr
    assert not marker.exists()


@pytest.mark.parametrize("layer", [
    "rules: [{id: os.system, name: x, description: x, enabled: true}]\n"
    "ruleMetadata: {os.system: {severity: error, verdictImpact: warn_only}}\n",
    "rules: [{id: schema.executor_v2, module: os}]\n",
    "module: os\n",
    "plugins: [os:system]\n",
    "ruleMetadata: {schema.executor_v2: {class: 'os:system'}}\n",
])
def test_configuration_cannot_name_code(case: Path, tmp_path: Path, layer: str) -> None:
    path = tmp_path / "layer.yaml"
    path.write_text(layer, encoding="utf-8")
    result = run("check", case, "--isolated", "--config", path)
    assert result.exit_code == 2 and str(path) in result.stderr


def test_a_rule_id_is_only_ever_an_installed_entry_point(case: Path, tmp_path: Path) -> None:
    path = tmp_path / "layer.yaml"
    path.write_text("rules: [{id: os.system, name: x, description: x, enabled: true}]\n"
                    "ruleMetadata: {os.system: {severity: error, verdictImpact: warn_only}}\n",
                    encoding="utf-8")
    result = run("check", case, "--isolated", "--config", path)
    assert "no installed distribution" in result.stderr or "no implementation" in result.stderr


@pytest.mark.parametrize("text", [
    "a: &a [*a]\n",  # a cycle
    "a: &a {b: *a}\n",
    "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
    "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n"
    "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\n"
    "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]\n",  # ten million values from 70 lines
    "a: " + "[" * 300 + "]" * 300 + "\n",
])
def test_yaml_alias_bombs_and_cycles_are_refused(case: Path, tmp_path: Path, text: str) -> None:
    config = tmp_path / "bomb.yaml"
    config.write_text(text, encoding="utf-8")
    result = run("check", case, "--isolated", "--config", config)
    assert result.exit_code == 2 and str(config) in result.stderr
    bundle = tmp_path / "bomb.bundle.yaml"
    bundle.write_text(text.replace("a: ", "executor_output: ", 1) + "tool_invocations: []\n",
                      encoding="utf-8")
    result = run("check", bundle, "--isolated")
    assert result.exit_code == 2 and str(bundle) in result.stderr


# --- no configuration string becomes code or a regular expression -----------------------------

def test_config_schema_takes_no_pattern_or_module_strings() -> None:
    # No config string becomes a regex (phrases are matched literally). A key named like one
    # in the config schema needs a guard against catastrophic backtracking first
    # (docs/security.md).
    schema = json.loads((Path(__file__).resolve().parents[2] / "schemas" /
                         "config.schema.json").read_text(encoding="utf-8"))
    text = json.dumps(schema).lower()
    assert '"module"' not in text and '"class"' not in text and '"regex"' not in text
