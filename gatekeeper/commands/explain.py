"""`gatekeeper explain RULE`: what a rule checks and why, how it is set up, and two examples.

Shows, for one rule: its documentation (the rule module's docstring), its index entry (name,
description, enabled), its metadata (severity, verdictImpact), the distribution that provides
it, each param with its current value, its built-in default and the layer (file or flag) that
set it, and the rule's failing and passing examples, each run through the real engine with the
current configuration (the rule enabled even when the configuration disables it) so the output
shows the findings they produce.

`--format json` prints the same as one object. An unknown rule id is an input error (exit 2)
that names the closest known ids.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TextIO

from gatekeeper.commands.common import ConfigRequest, plain_table, write_json
from gatekeeper.engine.result import Report
from gatekeeper.engine.runner import Engine
from gatekeeper.errors import InputError
from gatekeeper.parse.bundle import case_from_bundle

if TYPE_CHECKING:
    from gatekeeper.config import Config
    from gatekeeper.plugin import RuleSet


def _known(rule_id: str, config: Config, rule_set: RuleSet) -> None:
    known = sorted({m.id for m in config.rules} | set(rule_set.plugins))
    if rule_id in known:
        return
    import difflib

    close = difflib.get_close_matches(rule_id, known, n=3, cutoff=0.5)
    hint = f"did you mean {', '.join(close)}?" if close else f"known rules: {', '.join(known)}"
    raise InputError(f"rule {rule_id!r}", f"unknown rule; {hint}")


def _origin(config: Config, *path: str) -> str | None:
    # The most specific key that has an origin: a param, else its rule's metadata block.
    while path:
        origin = config.origins.get(path)
        if origin is not None:
            return origin
        path = path[:-1]
    return None


def describe(rule_id: str, request: ConfigRequest) -> dict[str, Any]:
    from gatekeeper.config.loader import build_config
    from gatekeeper.config.model import _plain
    from gatekeeper.plugin import RuleSet

    rule_set = RuleSet.installed()
    layers = request.layers()
    config = build_config(layers, rule_set)
    _known(rule_id, config, rule_set)
    plugin = rule_set.plugin(rule_id)
    rule = rule_set.rule(rule_id) if plugin else None
    documentation = sys.modules[type(rule).__module__].__doc__ if rule else None
    info: dict[str, Any] = {
        "id": rule_id,
        "documentation": (documentation or "").strip() or None,
        "distribution": plugin.distribution if plugin else None,
        "version": plugin.version if plugin else None,
        "entryPoint": plugin.value if plugin else None,
        "indexed": any(m.id == rule_id for m in config.rules),
    }
    if not info["indexed"]:
        return info  # installed but not in the index: nothing configured, nothing runs
    meta = config.rule(rule_id)
    defaults = build_config([layer for layer in layers if layer.builtin], rule_set)
    default_params = defaults.rule(rule_id).params if rule_id in {m.id for m in defaults.rules} else {}
    info.update({
        "name": meta.name,
        "description": meta.description,
        "enabled": meta.enabled,
        "severity": meta.severity,
        "verdictImpact": meta.verdict_impact,
        "origins": {
            "enabled": _origin(config, "rules", rule_id, "enabled"),
            "severity": _origin(config, "ruleMetadata", rule_id, "severity"),
            "verdictImpact": _origin(config, "ruleMetadata", rule_id, "verdictImpact"),
        },
        "params": [
            {"name": name, "value": _plain(value), "default": _plain(default_params.get(name)),
             "setBy": _origin(config, "ruleMetadata", rule_id, "params", name)}
            for name, value in meta.params.items()
        ],
    })
    if rule is not None and rule.examples:
        # Run the examples with the rule on, even where this configuration turns it off.
        runnable = config if meta.enabled else request._replace(
            enable=[*request.enable, rule_id],
            disable=[r for r in request.disable if r != rule_id]).load()
        info["examples"] = {}
        for kind in ("fail", "pass"):
            if kind in rule.examples:
                report = run_example(rule_id, rule.examples[kind], runnable)
                info["examples"][kind] = {
                    "bundle": rule.examples[kind],
                    "status": report.rule_statuses.get(rule_id),
                    "findings": [f.to_dict() for f in report.findings if f.rule_id == rule_id],
                }
    return info


def _flow(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def render(info: dict[str, Any], out: TextIO) -> None:
    title = f"{info['id']} — {info['name']}" if info.get("name") else info["id"]
    out.write(f"{title}\n")
    if info.get("description"):
        out.write(f"  {info['description']}\n")
    out.write(f"\n{info['documentation'] or '(the rule has no documentation)'}\n\n")
    provider = (f"{info['distribution']} {info['version']} ({info['entryPoint']})"
                if info["distribution"] else "no installed distribution")
    out.write(f"Provided by: {provider}\n")
    if not info["indexed"]:
        out.write("Not in the rule index: add it to a configuration layer's `rules:` to use it.\n")
        return
    out.write("\nSettings:\n")
    settings = [["key", "value", "set by"]]
    settings += [[key, _flow(info[key]), info["origins"][key] or "-"]
                 for key in ("enabled", "severity", "verdictImpact")]
    plain_table(settings, _Indented(out))
    out.write("\nParams:\n")
    if info["params"]:
        rows = [["param", "value", "built-in default", "set by"]]
        rows += [[p["name"], _flow(p["value"]), _flow(p["default"]), p["setBy"] or "-"]
                 for p in info["params"]]
        plain_table(rows, _Indented(out))
    else:
        out.write("  (none)\n")
    for kind, label in (("fail", "Failing example"), ("pass", "Passing example")):
        example = info.get("examples", {}).get(kind)
        if example is None:
            continue
        out.write(f"\n{label} (a fixture bundle):\n")
        for line in json.dumps(example["bundle"], ensure_ascii=False, indent=2).splitlines():
            out.write(f"  {line}\n")
        out.write(f"  => {info['id']}: {example['status']}\n")
        for finding in example["findings"]:
            out.write(f"     {finding['severity']} {finding['target']}: {finding['message']}\n")


class _Indented:
    """A stream that indents every line written to it by two spaces."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def write(self, text: str) -> None:
        self.out.write("".join(f"  {line}" for line in text.splitlines(keepends=True)))


def run(rule_id: str, request: ConfigRequest, output_format: str = "text") -> int:
    info = describe(rule_id, request)
    if output_format == "json":
        write_json(info)
    else:
        render(info, sys.stdout)
    return 0


def run_example(rule_id: str, bundle: Mapping[str, Any], config: Config) -> Report:
    """Run one example through the real engine with `config` (which must enable `rule_id`)."""
    case = case_from_bundle(bundle, f"<{rule_id} example>")
    return Engine(config).run(case.parsed, case.invocations, case.source, case.chain)
