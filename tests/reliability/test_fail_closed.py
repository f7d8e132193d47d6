"""Fail closed: a rule that raises, times out or returns nonsense fails the run and is named; a
plugin that cannot load and a parameter that cannot be applied are configuration errors (exit 2).
Never `pass`.

The misbehaving rules are registered like any third-party rule: a `Plugin` record whose value
"reliability_rules:Class" the real registry imports (entry-point discovery is the only step
skipped; `gatekeeper.plugin.find_plugins` is patched for the CLI tests).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import reliability_rules
from typer.testing import CliRunner

from gatekeeper import plugin as registry
from gatekeeper.api import as_invocation_set
from gatekeeper.cli import app
from gatekeeper.config.loader import Overrides, build_config, collect_layers
from gatekeeper.config.sources import Layer
from gatekeeper.engine.runner import Engine
from gatekeeper.errors import ConfigError
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.plugin import Plugin, RuleSet

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "payment-timeout.bundle.json"
BUNDLE = json.loads(EXAMPLE.read_text(encoding="utf-8"))
TEST_PLUGINS = {
    "test.crashing": "reliability_rules:CrashingRule",
    "test.slow": "reliability_rules:SlowRule",
    "test.wrong_result": "reliability_rules:WrongResultRule",
    "test.param": "reliability_rules:ParamRule",
    "test.not_a_rule": "reliability_rules:NotARule",
    "test.broken": "broken_plugin:Rule",
}
_INSTALLED = registry.find_plugins  # the real discovery, before any test patches it


def plugins() -> dict[str, Plugin]:
    extra = {rule_id: Plugin(rule_id, value, "gatekeeper-test-plugins", "0.1")
             for rule_id, value in TEST_PLUGINS.items()}
    return {**_INSTALLED(), **extra}


def layer_adding(rule_id: str, verdict_impact: str = "warn_only", **params: Any) -> dict[str, Any]:
    # warn_only / warning on purpose: a crash must fail whatever the metadata says.
    return {"rules": [{"id": rule_id, "name": rule_id, "description": "test rule", "enabled": True}],
            "ruleMetadata": {rule_id: {"severity": "warning", "verdictImpact": verdict_impact,
                                       "params": params}}}


def engine_with(rule_id: str, *, timeout: float | None = 60, **params: Any) -> Engine:
    layers = collect_layers(Path.cwd(), (), Overrides(limits=(("ruleTimeoutSeconds", timeout),)),
                            isolated=True)
    layers.insert(-1, Layer("test layer", layer_adding(rule_id, **params)))
    rule_set = RuleSet(plugins())
    return Engine(build_config(layers, rule_set), rule_set)


def run_engine(engine: Engine) -> Any:
    invocations = as_invocation_set(BUNDLE["tool_invocations"], BUNDLE["session_id"])
    return engine.run(parse_executor_output(BUNDLE["executor_output"]), invocations, "case.json")


@pytest.fixture(autouse=True)
def _release_slow_rules() -> Iterator[None]:
    reliability_rules.RELEASE.clear()
    yield
    reliability_rules.RELEASE.set()  # let abandoned rules return


def assert_failed_naming(report: Any, rule_id: str, words: str) -> None:
    assert report.status == "fail"
    assert report.gatekeeper_result["failed_rules"] == [rule_id]
    (error,) = report.gatekeeper_result["errors"]
    assert error["rule_id"] == rule_id and error["target"] == "$"
    assert words in error["message"] and "gatekeeper-test-plugins 0.1" in error["message"]
    assert report.verdict_ceiling == "LOW_CONFID"


def test_a_rule_that_raises_fails_the_run_naming_the_plugin() -> None:
    report = run_engine(engine_with("test.crashing"))
    assert_failed_naming(report, "test.crashing", "rule crashed")
    assert "RuntimeError: boom from a plugin" in report.gatekeeper_result["errors"][0]["message"]


def test_a_rule_that_returns_nonsense_fails_the_run() -> None:
    assert_failed_naming(run_engine(engine_with("test.wrong_result")), "test.wrong_result",
                         "rule crashed")


def test_a_rule_that_times_out_fails_the_run_naming_the_rule() -> None:
    report = run_engine(engine_with("test.slow", timeout=0.2))
    assert_failed_naming(report, "test.slow", "rule timed out")
    assert "limits.ruleTimeoutSeconds" in report.gatekeeper_result["errors"][0]["message"]
    # The other rules still ran and passed: only the runaway rule is blamed.
    assert report.rule_statuses["evidence.invocation_ref"] == "pass"


def test_a_timed_out_rule_does_not_block_the_next_output() -> None:
    engine = engine_with("test.slow", timeout=0.2)
    first, second = run_engine(engine), run_engine(engine)
    assert first.gatekeeper_result == second.gatekeeper_result


def test_a_parameter_that_fails_when_applied_fails_the_run() -> None:
    layers = collect_layers(Path.cwd(), (), Overrides(), isolated=True)
    layers.append(Layer("test layer", layer_adding("test.param")))
    layers.append(Layer("--set test.param.factor", {"ruleMetadata": {"test.param": {
        "params": {"factor": 0.0}}}}))
    with pytest.raises(ConfigError, match=r"test.param.*factor.*must not be 0"):
        build_config(layers, RuleSet(plugins()))


@pytest.mark.parametrize(("rule_id", "message"), [
    ("test.broken", "cannot be loaded: ImportError"),
    ("test.not_a_rule", "is not a rule"),
])
def test_a_plugin_that_cannot_load_is_a_configuration_error(rule_id: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message) as caught:
        engine_with(rule_id)
    assert "gatekeeper-test-plugins 0.1" in str(caught.value)


# --- the same through the command line ------------------------------------------------------------

@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    monkeypatch.setattr(registry, "find_plugins", plugins)
    bundle_path = tmp_path / "case.bundle.json"
    bundle_path.write_text(json.dumps(BUNDLE), encoding="utf-8")

    def invoke(rule_id: str, *args: str, **params: Any) -> Any:
        import yaml

        layer = tmp_path / "plugins.yaml"
        layer.write_text(yaml.safe_dump(layer_adding(rule_id, **params)), encoding="utf-8")
        result = CliRunner().invoke(app, ["check", str(bundle_path), "--isolated", "--format",
                                          "json", "--config", str(layer), *args])
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        return result

    return invoke


def test_cli_crash_exits_1_with_the_plugin_named(cli: Any) -> None:
    result = cli("test.crashing")
    assert result.exit_code == 1
    (report,) = json.loads(result.stdout)
    assert report["gatekeeper_result"]["failed_rules"] == ["test.crashing"]
    assert "gatekeeper-test-plugins" in report["gatekeeper_result"]["errors"][0]["message"]


def test_cli_timeout_exits_1_with_the_rule_named(cli: Any) -> None:
    result = cli("test.slow", "--rule-timeout", "0.2")
    assert result.exit_code == 1
    (report,) = json.loads(result.stdout)
    assert report["gatekeeper_result"]["failed_rules"] == ["test.slow"]
    assert "timed out" in report["gatekeeper_result"]["errors"][0]["message"]


def test_cli_plugin_that_cannot_load_exits_2(cli: Any) -> None:
    result = cli("test.broken")
    assert result.exit_code == 2
    assert result.stderr.startswith("gatekeeper: error: rule plugin gatekeeper-test-plugins 0.1 "
                                    "(broken_plugin:Rule)")


def test_cli_parameter_that_cannot_be_applied_exits_2(cli: Any, tmp_path: Path) -> None:
    result = cli("test.param", factor=0)
    assert result.exit_code == 2
    assert str(tmp_path / "plugins.yaml") in result.stderr and "factor" in result.stderr
    result = cli("test.param", "--set", "test.param.factor=abc")
    assert result.exit_code == 2 and "--set test.param.factor=abc" in result.stderr
