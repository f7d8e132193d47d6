"""Plugins: a real second distribution (rules and a reporter), pip-installed, run by the CLI.

tests/plugin_pkg/ is installed once for this module (`pip install --no-deps
--no-build-isolation --target`, non-editable) into a directory of its own, which only this
module's runs of the installed `gatekeeper` console script put on their PYTHONPATH: the plugin's
entry points are discovered as any installed distribution's are, and never leak into the tests
that other pytest-xdist workers run in the same environment meanwhile.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO, binding, bundle, claim, doc, inv, run_cli, write_json

from gatekeeper.plugin import GROUP, Plugin, find_plugins, load_rule

PLUGIN_DIR = Path(__file__).resolve().parent / "plugin_pkg"
LAYER = PLUGIN_DIR / "gatekeeper-example.yaml"
DIST = "gatekeeper-example-plugin"


def _pip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def installed_plugin(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment under which the console script finds the plugin installed."""
    # Build from a copy so that no build artefacts land in the source tree.
    source = tmp_path_factory.mktemp("plugin") / "plugin_pkg"
    shutil.copytree(PLUGIN_DIR, source)
    target = tmp_path_factory.mktemp("site-packages")
    result = _pip("install", "--no-deps", "--no-build-isolation", "--no-index",
                  "--target", str(target), str(source))
    assert result.returncode == 0, result.stdout + result.stderr
    return {"PYTHONPATH": str(target)}


def _check(plugin_env: dict[str, str], *args: object) -> subprocess.CompletedProcess[str]:
    """`gatekeeper check ARGS` run where the plugin is installed."""
    return run_cli("check", *args, env=plugin_env)


@pytest.fixture
def case(tmp_path: Path) -> Path:
    document = doc(
        claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout"),
              claim_id="claim-1"),
        claim("CPU 使用率 92%。", binding("query_metrics", [395], "CPU 使用率 92%"), claim_id="c2"),
    )
    records = [inv(394, "query_logs", "ERROR [payment-service] request timeout after 5000ms"),
               inv(395, "query_metrics", "payment-service CPU 使用率 92%，线程数 245")]
    return write_json(tmp_path / "case.bundle.json", bundle(document, records))


def _report(result: subprocess.CompletedProcess[str]) -> dict:
    [report] = json.loads(result.stdout)
    return report


def test_plugin_rule_runs_with_index_and_metadata_from_its_yaml_layer(installed_plugin: dict[str, str],
                                                                      case: Path) -> None:
    result = _check(installed_plugin, case, "--isolated", "-c", LAYER, "--format", "json")
    assert result.returncode == 1, result.stderr
    report = _report(result)
    assert report["gatekeeper_result"]["failed_rules"] == ["example.claim_id_format"]
    [error] = report["gatekeeper_result"]["errors"]
    assert error == {"rule_id": "example.claim_id_format", "target": "claims[1].claim_id",
                     "message": "claim_id 'c2' does not match the expected format: 'claim-' "
                                "followed by digits"}
    assert report["verdict_ceiling"] == "LOW_CONFID"  # verdictImpact from the YAML layer


def test_plugin_params_and_metadata_follow_later_layers(installed_plugin: dict[str, str], case: Path) -> None:
    # --set changes the param: now claim-1 is the odd one out.
    result = _check(installed_plugin, case, "--isolated", "-c", LAYER, "--format", "json",
                     "--set", "example.claim_id_format.prefix=c")
    assert _report(result)["gatekeeper_result"]["errors"][0]["target"] == "claims[0].claim_id"
    # severity warning from the command line: the plugin's finding only warns.
    warned = _check(installed_plugin, case, "--isolated", "-c", LAYER, "--format", "json",
                     "--set", "example.claim_id_format.severity=warning")
    assert warned.returncode == 0
    assert "example.claim_id_format" in _report(warned)["gatekeeper_result"]["warnings"]


def test_plugin_params_are_validated_against_its_schema(installed_plugin: dict[str, str], case: Path) -> None:
    result = _check(installed_plugin, case, "--isolated", "-c", LAYER,
                     "--set", "example.claim_id_format.prefix=7")
    assert result.returncode == 2
    assert "example.claim_id_format" in result.stderr
    assert "expected string, found integer" in result.stderr


def test_installed_plugin_does_nothing_until_a_layer_indexes_it(installed_plugin: dict[str, str],
                                                                case: Path) -> None:
    result = _check(installed_plugin, case, "--isolated", "--format", "json")
    assert result.returncode == 0, result.stdout + result.stderr


def test_crashing_plugin_fails_the_run_naming_the_distribution(installed_plugin: dict[str, str],
                                                               case: Path) -> None:
    result = _check(installed_plugin, case, "--isolated", "-c", LAYER, "--enable", "example.always_crashes",
                     "--set", "example.claim_id_format.prefix=c", "--format", "json")
    assert result.returncode == 1, result.stderr
    report = _report(result)
    assert report["gatekeeper_result"]["status"] == "fail"
    assert "example.always_crashes" in report["gatekeeper_result"]["failed_rules"]
    errors = report["gatekeeper_result"]["errors"]
    crash = [e for e in errors if e["rule_id"] == "example.always_crashes"]
    assert crash == [{"rule_id": "example.always_crashes", "target": "$", "message":
                      f"rule crashed ({DIST} 0.1.0 (gatekeeper_example_plugin:AlwaysCrashes)): "
                      "RuntimeError: example plugin failure (on purpose)"}]
    # its metadata says warning / warn_only, yet a crash never passes and lowers the ceiling
    assert report["verdict_ceiling"] == "LOW_CONFID"
    assert "Traceback" not in result.stderr


def test_index_entry_without_implementation_is_exit_2(installed_plugin: dict[str, str], case: Path,
                                                      tmp_path: Path) -> None:
    layer = tmp_path / "ghost.yaml"
    layer.write_text("rules:\n  - id: example.not_installed\n    name: Ghost\n    description: x\n"
                     "    enabled: true\nruleMetadata:\n  example.not_installed:\n    severity: error\n"
                     "    verdictImpact: reject_on_fail\n", encoding="utf-8")
    result = _check(installed_plugin, case, "--isolated", "-c", LAYER, "-c", layer)
    assert result.returncode == 2
    assert result.stderr.startswith(f"gatekeeper: error: {layer} (key rules): unknown rule "
                                    "'example.not_installed'")
    assert "example.claim_id_format" in result.stderr  # the installed rules are listed


def test_builtin_rules_come_through_the_same_entry_point_group() -> None:
    plugins = find_plugins()
    for rule_id in ("schema.executor_v2", "evidence.invocation_ref", "evidence.excerpt_similarity",
                    "claim.hallucination_phrases", "claim.evidence_utilization"):
        assert plugins[rule_id].distribution == "gatekeeper-lint"
        assert load_rule(plugins[rule_id]).id == rule_id
    assert GROUP == "gatekeeper.rules"


@pytest.mark.parametrize(("value", "message"), [
    ("gatekeeper_no_such_module:Rule", "cannot be loaded: ModuleNotFoundError"),
    ("gatekeeper.plugin:FAIL", "is not a rule: it has no validate()"),
    ("gatekeeper.rules.invocation_ref:InvocationRef", "declares id 'evidence.invocation_ref' but is "
                                                      "registered as 'x.rule'"),
])
def test_unusable_plugins_are_config_errors_naming_them(value: str, message: str) -> None:
    from gatekeeper.errors import ConfigError

    with pytest.raises(ConfigError) as error:
        load_rule(Plugin("x.rule", value, "some-dist", "2.0"))
    assert f"rule plugin some-dist 2.0 ({value})" in str(error.value) and message in str(error.value)


def test_plugin_package_is_what_the_docs_point_at() -> None:
    assert "tests/plugin_pkg/" in (REPO / "docs" / "plugins.md").read_text(encoding="utf-8")


def test_a_reporter_plugin_is_a_format_choice(installed_plugin: dict[str, str], case: Path) -> None:
    """Reporters come through the gatekeeper.reporters entry-point group, like rules."""
    result = _check(installed_plugin, case, "--isolated", "--format", "example-counts")
    assert result.returncode == 0, result.stderr
    report = _report(_check(installed_plugin, case, "--isolated", "--format", "json"))
    severities = [f["severity"] for f in report["findings"]]
    assert result.stdout == (f"{case} {report['gatekeeper_result']['status']} "
                             f"{report['verdict_ceiling']} {severities.count('error')} "
                             f"{severities.count('warning')}\n")
    listed = _check(installed_plugin, "--help").stdout
    assert "example-counts" in listed
    assert "example-counts" not in run_cli("check", "--help").stdout  # only where it is installed
