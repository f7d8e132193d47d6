"""`gatekeeper init`: a commented .gatekeeper.yaml that validates, loads and changes nothing."""

from __future__ import annotations

import json

import yaml
from helpers import run_cli

from gatekeeper.parse.schemas import validators as schemas


def test_init_writes_a_valid_layer_equal_to_the_defaults(tmp_path) -> None:
    result = run_cli("init", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    written = tmp_path / ".gatekeeper.yaml"
    text = written.read_text(encoding="utf-8")
    assert text.startswith("# Gatekeeper project configuration")
    assert schemas.validation_problems("config", yaml.safe_load(text)) == []
    merged = json.loads(run_cli("config", "--format", "json", cwd=tmp_path).stdout)
    defaults = json.loads(run_cli("config", "--format", "json", "--isolated", cwd=tmp_path).stdout)
    assert merged == defaults
    origins = run_cli("config", "--show-origin", cwd=tmp_path).stdout
    assert f"file:{written}\truleMetadata[\"evidence.excerpt_similarity\"].params.passThreshold=0.5" \
        in origins.splitlines()
    assert [p.name for p in tmp_path.iterdir()] == [".gatekeeper.yaml"]  # no temporary left


def test_init_refuses_to_overwrite_without_force(tmp_path) -> None:
    written = tmp_path / ".gatekeeper.yaml"
    written.write_text("rules: []\n", encoding="utf-8")
    refused = run_cli("init", cwd=tmp_path)
    assert refused.returncode == 2
    assert "already exists" in refused.stderr and "--force" in refused.stderr
    assert written.read_text(encoding="utf-8") == "rules: []\n"
    forced = run_cli("init", "--force", cwd=tmp_path)
    assert forced.returncode == 0, forced.stderr
    assert written.read_text(encoding="utf-8").startswith("# Gatekeeper project configuration")


def test_the_commented_examples_also_validate_when_uncommented() -> None:
    from gatekeeper.commands.init import TEMPLATE, check_template

    uncommented = TEMPLATE.replace("  # claim.", "  claim.").replace("  #   ", "    ").replace(
        "  # schema.", "  schema.")
    assert uncommented != TEMPLATE
    data = yaml.safe_load(uncommented)
    assert data["ruleMetadata"]["schema.executor_v2"] == {"verdictImpact": "reject_on_fail"}
    assert len(data["ruleMetadata"]["claim.hallucination_phrases"]["params"]["blacklist"]) == 7
    check_template(uncommented, "uncommented template")
