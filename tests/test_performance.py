"""Start-up guarantees behind docs/performance.md, checked without timing anything.

* a default `gatekeeper check` of a valid-shaped bundle imports neither jsonschema (the fast
  schema path proves it valid) nor rich (not a terminal) nor jieba (its rule is off), nor typer
  and click (gatekeeper/cli/quick.py runs it);
* `gatekeeper --version` loads no configuration machinery;
* once the shipped rules.d's parsed YAML is cached, a default check imports no PyYAML;
* the shipped rules.d params, which `load_config` no longer validates on every run, are valid
  against each rule's params_schema.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from gatekeeper.config import load_config
from gatekeeper.plugin import RuleSet

REPO = Path(__file__).resolve().parent.parent
PROBE = """
import sys
from gatekeeper.cli import main
sys.argv = ["gatekeeper", *sys.argv[1:]]
try:
    main()
except SystemExit:
    pass
print("LOADED", sorted(m for m in {heavy} if m in sys.modules))
"""


def loaded_after(*args: str, heavy: tuple[str, ...], env: dict[str, str] | None = None) -> list[str]:
    result = subprocess.run([sys.executable, "-c", PROBE.format(heavy=heavy), *args],
                            capture_output=True, text=True, encoding="utf-8", cwd=REPO / "examples",
                            timeout=120, env=env)
    line = next(line for line in result.stdout.splitlines() if line.startswith("LOADED"))
    return eval(line.removeprefix("LOADED "))  # a list literal printed by the probe


def test_default_check_imports_no_heavy_module() -> None:
    heavy = ("jsonschema", "rich", "jieba", "gatekeeper.rules.support.text.keywords", "typer",
             "click")
    assert loaded_after("check", "--isolated", "payment-timeout.bundle.json", heavy=heavy) == []
    # The probe can see them: with the keyword rule on, jieba is loaded; the --enable layer is
    # checked against the config schema on the fast path, without jsonschema.
    enabled = loaded_after("check", "--isolated", "--enable", "claim.evidence_utilization",
                           "payment-timeout.bundle.json", heavy=heavy)
    assert "gatekeeper.rules.support.text.keywords" in enabled
    assert "jsonschema" not in enabled


def test_a_default_check_with_a_warm_cache_imports_no_yaml(tmp_path: Path) -> None:
    env = {**os.environ, "GATEKEEPER_CACHE_DIR": str(tmp_path / "cache")}
    args = ("check", "--isolated", "payment-timeout.bundle.json")
    assert loaded_after(*args, heavy=("yaml",), env=env) == ["yaml"]  # the first run parses
    assert loaded_after(*args, heavy=("yaml",), env=env) == []


def test_version_loads_no_configuration() -> None:
    heavy = ("yaml", "gatekeeper.config.loader", "gatekeeper.commands.check.run", "jsonschema")
    assert loaded_after("--version", heavy=heavy) == []


def thaw(value: Any) -> Any:
    """Config params as loaded (read-only mappings, tuples) back to JSON-shaped data."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(item) for item in value]
    return value


def test_shipped_params_are_valid_against_each_rules_schema() -> None:
    rule_set = RuleSet.installed()
    config = load_config(REPO, isolated=True)
    checked = 0
    for meta in config.rules:  # enabled or not: --enable uses the shipped params as they are
        rule = rule_set.rule(meta.id)
        params = thaw(meta.params)
        errors = [e.message for e in Draft202012Validator(rule.params_schema).iter_errors(params)]
        assert errors == [], (meta.id, errors)
        checked += 1
    assert checked >= 5
