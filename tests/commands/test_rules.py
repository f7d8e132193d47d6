"""`gatekeeper rules`: every rule with its state and provider; table, plain text or JSON."""

from __future__ import annotations

import json

from helpers import ALL_RULES, run_cli

from gatekeeper.commands import rules as rules_command
from gatekeeper.commands.common import ConfigRequest
from gatekeeper.config import load_config
from gatekeeper.plugin import Plugin


def test_json_lists_every_rule_with_provider(tmp_path) -> None:
    result = run_cli("rules", "--format", "json", "--isolated", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    indexed = [meta.id for meta in load_config(isolated=True).rules]
    assert [r["id"] for r in rows] == indexed  # index order
    assert set(ALL_RULES) <= set(indexed)
    by_id = {r["id"]: r for r in rows}
    assert by_id["evidence.invocation_ref"]["verdictImpact"] == "reject_on_fail"
    assert by_id["claim.evidence_utilization"]["enabled"] is False
    assert by_id["claim.evidence_utilization"]["severity"] == "warning"
    assert {r["distribution"] for r in rows} == {"gatekeeper-lint"}
    assert all(r["version"] and r["entryPoint"].startswith("gatekeeper.rules.") for r in rows)


def test_plain_table_is_aligned_and_follows_config_options(tmp_path) -> None:
    (tmp_path / ".gatekeeper.yaml").write_text(
        "ruleMetadata:\n  schema.executor_v2:\n    severity: warning\n", encoding="utf-8")
    result = run_cli("rules", "--disable", "evidence.invocation_ref", "--enable",
                     "claim.evidence_utilization", "--set",
                     "claim.hallucination_phrases.verdictImpact=warn_only", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "enabled", "severity", "verdictImpact", "distribution"]
    rows = {line.split()[0]: line.split() for line in lines[1:]}
    assert rows["evidence.invocation_ref"][1] == "no"
    assert rows["claim.evidence_utilization"][1] == "yes"
    assert rows["schema.executor_v2"][2] == "warning"  # the project file was read
    assert rows["claim.hallucination_phrases"][3] == "warn_only"
    # aligned: every column starts at the same offset on every line
    column = lines[0].index("enabled")
    assert all(line[column - 2:column] == "  " and line[column] != " " for line in lines[1:])
    isolated = run_cli("rules", "--isolated", cwd=tmp_path)
    assert "warning" not in isolated.stdout.splitlines()[1]


def test_rich_table_when_colour_is_forced(tmp_path) -> None:
    result = run_cli("rules", "--color", "--isolated", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "\x1b[" in result.stdout and "─" in result.stdout  # styled, ruled header
    assert "evidence.invocation_ref" in result.stdout


def test_bad_config_option_is_exit_2(tmp_path) -> None:
    result = run_cli("rules", "--set", "no.such_rule.x=1", "--isolated", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("gatekeeper: error: ")


def test_installed_but_unindexed_rule_is_listed(monkeypatch) -> None:
    from gatekeeper import plugin as registry

    extra = Plugin("acme.extra_rule", "acme.rules:Extra", "acme-rules", "1.2")
    real = registry.find_plugins()
    monkeypatch.setattr(registry, "find_plugins", lambda: {**real, extra.rule_id: extra})
    rows = rules_command.rule_rows(ConfigRequest(isolated=True))
    assert rows[-1]["id"] == "acme.extra_rule"
    assert rows[-1]["enabled"] is None and rows[-1]["distribution"] == "acme-rules"
    assert rules_command._cells(rows[-1])[1] == "not indexed"
