"""Evaluate the rules on a labelled corpus of fixture bundles.

    gatekeeper eval tests/corpus [--format markdown|json] [--misses] [configuration options]

Every `*.json` / `*.yaml` bundle under the given directories is linted with the configuration
the shared options give, as `check` would (`--isolated` for the built-in rules.d alone).
A bundle's `labels` say what it is:

    labels:
      category: number_swap              # what was done to the case
      expected_rules: [evidence.misattribution]   # rules that should report it (fail or warn)
      optional_rules: [claim.entity_grounding]    # may report it too; not counted either way
      expected_ceiling: REJECT           # PASS for faithful cases; else the least severe
                                         # acceptable ceiling (REJECT also satisfies LOW_CONFID)

Printed:

* per rule: true / false positives and negatives, precision and recall, where a rule
  "reports" a case when its status is `warn` or `fail` (cases listing the rule in
  `optional_rules` are not counted for it);
* the confusion of verdict ceilings and of overall statuses by category;
* the targets (docs/evaluation.md): every forged id, cross-session id and tool mismatch at REJECT; at
  least 95% of misattributions and swaps at REJECT or LOW_CONFID; no faithful case failed.

`--misses` lists every case whose ceiling or status misses its label. Exit status: 0 when the
targets hold, 1 when one does not, 2 on bad input. The output is deterministic.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gatekeeper.commands.common import ConfigRequest
from gatekeeper.config.model import require_enabled_rules

SEVERITY = {"PASS": 0, "LOW_CONFID": 1, "REJECT": 2}
CEILINGS = ("PASS", "LOW_CONFID", "REJECT")
STATUSES = ("pass", "warn", "fail")
ALWAYS_REJECT = ("forged_id", "cross_session", "tool_mismatch")
SWAPS = ("misattributed", "number_swap", "id_swap", "service_swap", "error_code_swap",
         "negation_flip")
SWAP_TARGET = 0.95


@dataclass(frozen=True)
class Outcome:
    path: str
    category: str
    expected_rules: frozenset[str]
    optional_rules: frozenset[str]
    expected_ceiling: str
    status: str
    ceiling: str
    reported: frozenset[str]  # rules whose status is warn or fail
    messages: tuple[str, ...]

    @property
    def faithful(self) -> bool:
        return self.expected_ceiling == "PASS" and not self.category.startswith("claim_")

    @property
    def ceiling_ok(self) -> bool:
        if self.expected_ceiling == "PASS":
            return self.ceiling == "PASS"
        return SEVERITY[self.ceiling] >= SEVERITY[self.expected_ceiling]


@dataclass(frozen=True)
class Target:
    name: str
    achieved: int
    total: int
    required: float  # fraction

    @property
    def met(self) -> bool:
        return self.total == 0 or self.achieved >= self.required * self.total - 1e-9


def find_bundles(paths: Sequence[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(p for p in path.rglob("*") if p.suffix in (".json", ".yaml", ".yml"))
        else:
            found.append(path)
    return sorted(found)


def _labels(path: Path, value: Any) -> Mapping[str, Any]:
    from gatekeeper.errors import InputError

    labels = value.get("labels") if isinstance(value, Mapping) else None
    if not isinstance(labels, Mapping) or not isinstance(labels.get("category"), str):
        raise InputError(str(path), "expected labels.category (a string)", "labels")
    for key in ("expected_rules", "optional_rules"):
        rules = labels.get(key, [])
        if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
            raise InputError(str(path), "expected an array of rule ids", f"labels.{key}")
    if labels.get("expected_ceiling") not in SEVERITY:
        raise InputError(str(path), f"expected one of {', '.join(CEILINGS)}",
                         "labels.expected_ceiling")
    return labels


def evaluate(paths: Sequence[Path], config_request: ConfigRequest | None = None,
             root: Path | None = None) -> list[Outcome]:
    from gatekeeper.engine.runner import Engine
    from gatekeeper.parse.bundle import case_from_bundle, is_bundle_document, read_document
    from gatekeeper.parse.files import read_text
    from gatekeeper.plugin import RuleSet

    config = (config_request or ConfigRequest()).load()
    require_enabled_rules(config)
    engine = Engine(config, RuleSet.installed())
    outcomes = []
    for path in find_bundles(paths):
        text = read_text(path)
        document = read_document(path, text)
        value = document.value
        if not is_bundle_document(value):
            continue
        labels = _labels(path, value)
        case = case_from_bundle(value, str(path), text, duplicate_keys=document.duplicate_keys)
        report = engine.run(case.parsed, case.invocations, case.source)
        shown = path.relative_to(root).as_posix() if root and path.is_relative_to(root) else str(path)
        outcomes.append(Outcome(
            shown, labels["category"], frozenset(labels.get("expected_rules", [])),
            frozenset(labels.get("optional_rules", [])), labels["expected_ceiling"], report.status,
            report.verdict_ceiling,
            frozenset(rule for rule, status in report.rule_statuses.items() if status != "pass"),
            tuple(f"{f.level} {f.rule_id} {f.target}: {f.message}" for f in report.findings),
        ))
    return outcomes


def rule_table(outcomes: Sequence[Outcome]) -> list[dict[str, Any]]:
    rules = sorted({r for o in outcomes for r in o.expected_rules | o.reported})
    rows = []
    for rule in rules:
        counted = [o for o in outcomes if rule not in o.optional_rules]
        tp = sum(1 for o in counted if rule in o.expected_rules and rule in o.reported)
        fp = sum(1 for o in counted if rule not in o.expected_rules and rule in o.reported)
        fn = sum(1 for o in counted if rule in o.expected_rules and rule not in o.reported)
        rows.append({"rule": rule, "tp": tp, "fp": fp, "fn": fn,
                     "precision": tp / (tp + fp) if tp + fp else None,
                     "recall": tp / (tp + fn) if tp + fn else None})
    return rows


def confusion(outcomes: Sequence[Outcome], attribute: str,
              columns: Sequence[str]) -> list[tuple[str, dict[str, int]]]:
    categories: dict[str, dict[str, int]] = {}
    for outcome in outcomes:
        row = categories.setdefault(outcome.category, dict.fromkeys(columns, 0))
        row[getattr(outcome, attribute)] += 1
    return sorted(categories.items())


def targets(outcomes: Sequence[Outcome]) -> list[Target]:
    def count(selected: Iterable[Outcome], ok: Any) -> tuple[int, int]:
        chosen = list(selected)
        return sum(1 for o in chosen if ok(o)), len(chosen)

    rejects = count((o for o in outcomes if o.category in ALWAYS_REJECT),
                    lambda o: o.ceiling == "REJECT")
    swaps = count((o for o in outcomes if o.category in SWAPS), lambda o: o.ceiling != "PASS")
    faithful = count((o for o in outcomes if o.faithful), lambda o: o.status != "fail")
    return [
        Target("forged id / cross-session / tool mismatch at REJECT", *rejects, 1.0),
        Target("misattributions and swaps at REJECT or LOW_CONFID", *swaps, SWAP_TARGET),
        Target("faithful cases not failed", *faithful, 1.0),
    ]


def misses(outcomes: Sequence[Outcome]) -> list[Outcome]:
    return [o for o in outcomes if not o.ceiling_ok or (o.faithful and o.status == "fail")
            or (o.category.startswith("claim_") and not o.expected_rules <= o.reported)]


def _ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def render_markdown(outcomes: Sequence[Outcome], show_misses: bool = False) -> str:
    lines = [f"{len(outcomes)} cases.", "", "### Rules", "",
             "| rule | TP | FP | FN | precision | recall |", "|---|---:|---:|---:|---:|---:|"]
    for row in rule_table(outcomes):
        lines.append(f"| `{row['rule']}` | {row['tp']} | {row['fp']} | {row['fn']} | "
                     f"{_ratio(row['precision'])} | {_ratio(row['recall'])} |")
    for title, attribute, columns in (("Verdict ceiling by category", "ceiling", CEILINGS),
                                      ("Status by category", "status", STATUSES)):
        lines += ["", f"### {title}", "",
                  "| category | expected | " + " | ".join(columns) + " |",
                  "|---|---|" + "---:|" * len(columns)]
        expected = {o.category: o.expected_ceiling for o in outcomes}
        for category, row in confusion(outcomes, attribute, columns):
            lines.append(f"| {category} | {expected[category]} | "
                         + " | ".join(str(row[c]) for c in columns) + " |")
    lines += ["", "### Targets", "", "| target | achieved | required | met |", "|---|---:|---:|---|"]
    for target in targets(outcomes):
        lines.append(f"| {target.name} | {target.achieved}/{target.total} | "
                     f"{target.required:.0%} | {'yes' if target.met else 'NO'} |")
    if show_misses:
        lines += ["", "### Misses", ""]
        for outcome in misses(outcomes):
            lines.append(f"- `{outcome.path}` ({outcome.category}): status {outcome.status}, "
                         f"ceiling {outcome.ceiling}, expected {outcome.expected_ceiling}")
            lines += [f"  - {message}" for message in outcome.messages]
    return "\n".join(lines) + "\n"


def render_json(outcomes: Sequence[Outcome]) -> str:
    return json.dumps({
        "cases": len(outcomes),
        "rules": rule_table(outcomes),
        "ceilings": dict(confusion(outcomes, "ceiling", CEILINGS)),
        "statuses": dict(confusion(outcomes, "status", STATUSES)),
        "targets": [{"name": t.name, "achieved": t.achieved, "total": t.total,
                     "required": t.required, "met": t.met} for t in targets(outcomes)],
        "misses": [o.path for o in misses(outcomes)],
    }, ensure_ascii=False, indent=2) + "\n"


def run(paths: Sequence[Path], output_format: str, show_misses: bool,
        config_request: ConfigRequest) -> int:
    """`gatekeeper eval`: 0 every target met, 1 a target missed, 2 nothing to evaluate."""
    from gatekeeper.errors import InputError

    outcomes = evaluate(paths, config_request, root=Path.cwd())
    if not outcomes:
        raise InputError(", ".join(map(str, paths)), "no labelled fixture bundles found")
    out = render_json(outcomes) if output_format == "json" else render_markdown(outcomes, show_misses)
    sys.stdout.write(out)
    return 0 if all(t.met for t in targets(outcomes)) else 1
