"""Layered configuration (SPEC §5): built-in → project → --config → command line; every error exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from helpers import REPO, run_cli

from gatekeeper.config import Overrides, load_config
from gatekeeper.errors import ConfigError
from gatekeeper.resources import data_dir

SIM = "evidence.excerpt_similarity"
PHRASES = "claim.hallucination_phrases"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def sim_params(**values: object) -> str:
    return yaml.safe_dump({"ruleMetadata": {SIM: {"params": values}}})


# --- the shipped layer -----------------------------------------------------------------------

@pytest.mark.parametrize("layer", sorted(data_dir("rules.d").glob("*.yaml")), ids=lambda p: p.name)
def test_shipped_rules_d_files_are_valid_against_the_config_schema(layer: Path) -> None:
    schema = json.loads((REPO / "schemas" / "config.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    document = yaml.safe_load(layer.read_text("utf-8"))
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(document)) == []


SEED = ("schema.executor_v2", "evidence.invocation_ref", SIM, PHRASES, "claim.evidence_utilization")


def test_builtin_defaults_match_the_spec() -> None:
    config = load_config(REPO, isolated=True)
    seed = {m.id: m for m in config.rules if m.id in SEED}
    assert list(seed) == list(SEED)  # index order
    assert {r: (m.enabled, m.severity, m.verdict_impact) for r, m in seed.items()} == {
        "schema.executor_v2": (True, "error", "low_confid_on_fail"),
        "evidence.invocation_ref": (True, "error", "reject_on_fail"),
        SIM: (True, "error", "low_confid_on_fail"),
        PHRASES: (True, "error", "low_confid_on_fail"),
        "claim.evidence_utilization": (False, "warning", "warn_only"),
    }
    assert (seed[SIM].params["passThreshold"], seed[SIM].params["warnThreshold"]) == (0.5, 0.3)
    assert seed["claim.evidence_utilization"].params["minKeywordCoverage"] == 0.5


# --- layers and merging ----------------------------------------------------------------------

def test_project_file_found_from_the_working_directory_upward(tmp_path: Path) -> None:
    write(tmp_path / ".gatekeeper.yaml", sim_params(passThreshold=0.7))
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    config = load_config(deep)
    assert config.rule(SIM).params["passThreshold"] == 0.7
    origin = config.origins[("ruleMetadata", SIM, "params", "passThreshold")]
    assert origin == str(tmp_path / ".gatekeeper.yaml")
    assert load_config(deep, isolated=True).rule(SIM).params["passThreshold"] == 0.5


def test_pyproject_tool_gatekeeper_table(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", '[project]\nname = "x"\n\n'
          f'[tool.gatekeeper.ruleMetadata."{SIM}".params]\npassThreshold = 0.8\n')
    config = load_config(tmp_path)
    assert config.rule(SIM).params["passThreshold"] == 0.8
    assert config.origins[("ruleMetadata", SIM, "params", "passThreshold")].endswith(
        "pyproject.toml [tool.gatekeeper]")


def test_pyproject_without_the_table_is_skipped_for_a_higher_project_file(tmp_path: Path) -> None:
    write(tmp_path / ".gatekeeper.yaml", sim_params(passThreshold=0.6))
    write(tmp_path / "pkg" / "pyproject.toml", '[project]\nname = "x"\n')
    assert load_config(tmp_path / "pkg").rule(SIM).params["passThreshold"] == 0.6


def test_nearest_project_config_wins(tmp_path: Path) -> None:
    write(tmp_path / ".gatekeeper.yaml", sim_params(passThreshold=0.6))
    write(tmp_path / "sub" / ".gatekeeper.yaml", sim_params(passThreshold=0.9))
    assert load_config(tmp_path / "sub").rule(SIM).params["passThreshold"] == 0.9


def test_layer_order_and_merge_rules(tmp_path: Path) -> None:
    write(tmp_path / ".gatekeeper.yaml", yaml.safe_dump({
        "rules": [{"id": "claim.evidence_utilization", "enabled": True}],
        "ruleMetadata": {SIM: {"params": {"passThreshold": 0.6}},
                         PHRASES: {"params": {"blacklist": ["probably"]}}},
    }))
    extra = write(tmp_path / "ci.yaml", sim_params(warnThreshold=0.2))
    drop_in = tmp_path / "rules.d"
    write(drop_in / "10-a.yaml", sim_params(passThreshold=0.65))
    write(drop_in / "20-b.yaml", sim_params(passThreshold=0.66))
    overrides = Overrides(disable=["claim.evidence_utilization"],
                          set=[f"{SIM}.compareAgainst=[output_preview]"])
    config = load_config(tmp_path, [extra, drop_in], overrides)
    sim = config.rule(SIM)
    # mappings merge key by key across layers; later wins
    assert (sim.params["passThreshold"], sim.params["warnThreshold"]) == (0.66, 0.2)
    # lists replace the list below them
    assert list(sim.params["compareAgainst"]) == ["output_preview"]
    assert list(config.rule(PHRASES).params["blacklist"]) == ["probably"]
    # index entries merge by id: name/description stay, enabled comes from the last layer
    util = config.rule("claim.evidence_utilization")
    assert (util.enabled, util.name) == (False, "Evidence Utilization Check")
    origins = config.origins
    assert origins[("ruleMetadata", SIM, "params", "passThreshold")] == str(drop_in / "20-b.yaml")
    assert origins[("ruleMetadata", SIM, "params", "warnThreshold")] == str(extra)
    assert origins[("rules", util.id, "enabled")] == "--disable claim.evidence_utilization"
    assert origins[("ruleMetadata", SIM, "params", "compareAgainst")].startswith("--set ")


def test_enable_and_set_severity_from_the_command_line() -> None:
    config = load_config(REPO, overrides=Overrides(
        enable=["claim.evidence_utilization"],
        set=["claim.evidence_utilization.minKeywordCoverage=0.8",
             "evidence.invocation_ref.verdictImpact=low_confid_on_fail"]), isolated=True)
    assert config.rule("claim.evidence_utilization").enabled
    assert config.rule("claim.evidence_utilization").params["minKeywordCoverage"] == 0.8
    assert config.rule("evidence.invocation_ref").verdict_impact == "low_confid_on_fail"


def test_merged_params_are_read_only() -> None:
    params = load_config(REPO, isolated=True).rule(SIM).params
    with pytest.raises(TypeError):
        params["passThreshold"] = 0.1  # type: ignore[index]


# --- errors: exit 2 naming file and key ------------------------------------------------------

CONFIG_ERRORS = [
    ("unknown-key", "foo: 1\n", "(key foo): unknown field 'foo'"),
    ("unknown-meta-key", f"ruleMetadata:\n  {SIM}:\n    severty: error\n", "severty"),
    ("unknown-rule-meta", "ruleMetadata:\n  nope.rule:\n    severity: error\n",
     "ruleMetadata names rule 'nope.rule', which is not in the rule index"),
    ("unknown-rule-index", "rules:\n  - id: nope.rule\n    enabled: false\n",
     "(key rules): unknown rule 'nope.rule'"),
    ("threshold-type", sim_params(passThreshold="high"),
     f'(key ruleMetadata["{SIM}"].params.passThreshold): rule \'{SIM}\': expected number, found string'),
    ("threshold-bool", sim_params(passThreshold=True), "expected number, found boolean"),
    ("threshold-above-1", sim_params(passThreshold=1.5), "expected a number <= 1, found 1.5"),
    ("threshold-below-0", sim_params(warnThreshold=-0.1), "expected a number >= 0, found -0.1"),
    ("warn-above-pass", sim_params(warnThreshold=0.6),
     f'(key ruleMetadata["{SIM}"].params.warnThreshold): rule \'{SIM}\': warnThreshold 0.6 must not '
     "exceed passThreshold 0.5"),
    ("unknown-param", sim_params(passThreshhold=0.6), "unknown field 'passThreshhold'"),
    ("bad-impact", f"ruleMetadata:\n  {SIM}:\n    verdictImpact: reject\n", '"reject_on_fail"'),
    ("bad-severity", f"ruleMetadata:\n  {SIM}:\n    severity: fatal\n", '"error", "warning"'),
    ("enabled-type", f"rules:\n  - id: {SIM}\n    enabled: 'yes'\n",
     "(key rules[0].enabled): expected boolean, found string"),
    ("not-a-mapping", "- a\n- b\n", "expected a mapping at the top"),
    ("invalid-yaml", "rules:\n  - id: x\n   enabled: [\n", "(line 3 column 4): invalid YAML"),
    ("python-tag", 'rules: !!python/object/apply:os.system ["echo pwned"]\n',
     "(line 1 column 8): invalid YAML: could not determine a constructor for the tag"),
]


@pytest.mark.parametrize(("name", "text", "message"), CONFIG_ERRORS, ids=[c[0] for c in CONFIG_ERRORS])
def test_config_errors_are_exit_2_naming_file_and_key(tmp_path: Path, name: str, text: str,
                                                      message: str) -> None:
    config = write(tmp_path / f"{name}.yaml", text)
    with pytest.raises(ConfigError) as error:
        load_config(tmp_path, [config], isolated=True)
    assert str(error.value).startswith(f"{config}")
    assert message in str(error.value)


def test_python_tag_is_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    config = write(tmp_path / "c.yaml", f'rules: !!python/object/apply:os.system ["touch {marker}"]\n')
    with pytest.raises(ConfigError):
        load_config(tmp_path, [config], isolated=True)
    assert not marker.exists()


@pytest.mark.parametrize(("args", "message"), [
    (["--set", f"{SIM}.passThreshold=2"], f'--set {SIM}.passThreshold=2 (key ruleMetadata["{SIM}"]'
                                          ".params.passThreshold)"),
    (["--set", f"{SIM}.warnThreshold=0.9"], "warnThreshold 0.9 must not exceed passThreshold 0.5"),
    # a disabled rule's params are validated too, before anyone switches it on
    (["--set", "claim.evidence_utilization.minKeywordCoverage=2"],
     "rule 'claim.evidence_utilization': expected a number <= 1, found 2"),
    (["--set", "nonsense"], "--set nonsense: expected RULE.PARAM=VALUE"),
    (["--enable", "nope.rule"], "--enable nope.rule (key rules): unknown rule 'nope.rule'"),
    (["--enable", SIM, "--disable", SIM], f"rule '{SIM}' is both enabled and disabled"),
    (["-c", "missing.yaml"], "missing.yaml: configuration file not found"),
])
def test_command_line_config_errors_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = run_cli("check", REPO / "examples" / "payment-timeout.bundle.json", "--isolated", *args,
                     cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.startswith("gatekeeper: error: ") and message in result.stderr
    assert "Traceback" not in result.stderr


def test_project_config_applies_through_the_cli_and_isolated_ignores_it(tmp_path: Path) -> None:
    write(tmp_path / ".gatekeeper.yaml", "foo: 1\n")  # a broken project config...
    sub = tmp_path / "work"
    sub.mkdir()
    example = REPO / "examples" / "payment-timeout.bundle.json"
    broken = run_cli("check", example, cwd=sub)
    assert broken.returncode == 2 and ".gatekeeper.yaml (key foo)" in broken.stderr
    assert run_cli("check", example, "--isolated", cwd=sub).returncode == 0  # ...is not read


def test_project_config_changes_the_result_through_the_cli(tmp_path: Path) -> None:
    # Raising passThreshold above every score turns the faithful example's excerpts into failures.
    write(tmp_path / "pyproject.toml", f'[tool.gatekeeper.ruleMetadata."{SIM}".params]\n'
          "passThreshold = 1.0\nwarnThreshold = 1.0\n")
    bundle = json.loads((REPO / "examples" / "payment-timeout.bundle.json").read_text("utf-8"))
    bundle["executor_output"]["claims"][0]["evidence_bindings"][0]["evidence_excerpt"] = "request timed out"
    path = tmp_path / "case.bundle.json"
    path.write_text(json.dumps(bundle, ensure_ascii=False), encoding="utf-8")
    assert run_cli("check", path, "--isolated", cwd=tmp_path).returncode == 0
    strict = run_cli("check", path, cwd=tmp_path)
    assert strict.returncode == 1 and SIM in strict.stdout
