"""`gatekeeper config`: the merged configuration, and `--show-origin` across all four layers."""

from __future__ import annotations

import json

import yaml
from helpers import run_cli

from gatekeeper.resources import data_dir

BUILTIN = data_dir("rules.d")  # the installed copy when testing a wheel


def _origins(output: str) -> dict[str, tuple[str, str]]:
    table = {}
    for line in output.splitlines():
        origin, _, assignment = line.partition("\t")
        key, _, value = assignment.partition("=")
        table[key] = (origin, value)
    return table


def test_show_origin_names_every_layer(tmp_path) -> None:
    project, work = tmp_path / "project", tmp_path / "project" / "sub" / "dir"
    work.mkdir(parents=True)
    (project / ".gatekeeper.yaml").write_text(
        "ruleMetadata:\n  evidence.excerpt_similarity:\n    params:\n      warnThreshold: 0.2\n"
        "  schema.executor_v2:\n    severity: warning\n", encoding="utf-8")
    extra = tmp_path / "extra.yaml"
    extra.write_text("ruleMetadata:\n  claim.hallucination_phrases:\n    params:\n"
                     "      blacklist: [猜测]\n", encoding="utf-8")
    setting = "evidence.excerpt_similarity.passThreshold=0.7"
    result = run_cli("config", "--show-origin", "--config", extra, "--set", setting,
                     "--enable", "claim.evidence_utilization", cwd=work)
    assert result.returncode == 0, result.stderr
    table = _origins(result.stdout)
    sim = 'ruleMetadata["evidence.excerpt_similarity"].params.'
    # built-in
    assert table[sim + "compareAgainst"][0] == f"file:{BUILTIN / '10-metadata.yaml'}"
    assert table['rules["schema.executor_v2"].name'][0] == f"file:{BUILTIN / '00-index.yaml'}"
    # the project file, found from the working directory upward
    assert table[sim + "warnThreshold"] == (f"file:{project / '.gatekeeper.yaml'}", "0.2")
    assert table['ruleMetadata["schema.executor_v2"].severity'] == (
        f"file:{project / '.gatekeeper.yaml'}", '"warning"')
    # --config
    assert table['ruleMetadata["claim.hallucination_phrases"].params.blacklist'] == (
        f"file:{extra}", '["猜测"]')
    # command line
    assert table[sim + "passThreshold"] == (f"command line:--set {setting}", "0.7")
    assert table['rules["claim.evidence_utilization"].enabled'] == (
        "command line:--enable claim.evidence_utilization", "true")
    isolated = _origins(run_cli("config", "--show-origin", "--isolated", cwd=work).stdout)
    assert isolated[sim + "warnThreshold"] == (f"file:{BUILTIN / '10-metadata.yaml'}", "0.3")


def test_yaml_output_is_a_usable_layer_and_json_matches(tmp_path) -> None:
    result = run_cli("config", "--isolated", "--set", "evidence.excerpt_similarity.passThreshold=0.6",
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    merged = yaml.safe_load(result.stdout)
    assert merged["ruleMetadata"]["evidence.excerpt_similarity"]["params"]["passThreshold"] == 0.6
    assert merged["rules"][0]["id"] == "schema.executor_v2"
    as_json = json.loads(run_cli("config", "--isolated", "--format", "json", "--set",
                                 "evidence.excerpt_similarity.passThreshold=0.6", cwd=tmp_path).stdout)
    assert as_json == merged
    layer = tmp_path / "merged.yaml"
    layer.write_text(result.stdout, encoding="utf-8")
    again = run_cli("config", "--isolated", "--config", layer, "--format", "json", cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout) == merged


def test_json_show_origin(tmp_path) -> None:
    result = run_cli("config", "--isolated", "--show-origin", "--format", "json", cwd=tmp_path)
    data = json.loads(result.stdout)
    entry = next(e for e in data["origins"]
                 if e["path"] == ["ruleMetadata", "evidence.invocation_ref", "params"])
    assert entry["value"] == {} and entry["origin"].endswith("10-metadata.yaml")
    assert set(data) == {"config", "origins"}


def test_invalid_project_config_is_exit_2_naming_the_file(tmp_path) -> None:
    (tmp_path / ".gatekeeper.yaml").write_text(
        "ruleMetadata:\n  evidence.excerpt_similarity:\n    params:\n      passThreshold: 2\n",
        encoding="utf-8")
    result = run_cli("config", cwd=tmp_path)
    assert result.returncode == 2
    assert ".gatekeeper.yaml" in result.stderr and "passThreshold" in result.stderr
