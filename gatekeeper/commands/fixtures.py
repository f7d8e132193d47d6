"""`gatekeeper fixtures FILE|DIR...`: check fixture bundles' `expect` blocks against real results.

Each bundle (docs/contract.md §2.3) is linted with the current configuration, as `gatekeeper check` would.
A bundle with an `expect` block is compared key by key, only on the keys it gives:

* `status` (`pass` / `warn` / `fail`) and `verdict_ceiling` (`PASS` / `LOW_CONFID` / `REJECT`):
  equal;
* `failed_rules` and `warnings`: the same rule ids, in any order;
* `chain_result` (`status`, `failed_rules`, `warnings`): the chain rules' result, compared the
  same way (a bundle without chain parts has a passing, empty one).

For each mismatch it prints `FILE: expect.KEY: expected X, actual Y`, then the bundle's findings
so the cause is visible. Bundles without `expect` are counted as skipped. The last line counts
checked, mismatched and skipped bundles.

Exit codes: 0 every expectation holds (or there was none), 1 any mismatch, 2 an input error (a
file that is not a bundle, an `expect` value that is not one of the values above, a missing path).

`--update` rewrites each mismatching bundle's `expect` block with the actual values, on the keys
it has, preserving the rest of the file (gatekeeper/commands/fixtures_update.py); it prints
`FILE: updated expect.KEY: X -> Y` and exits 0. `--format junit` writes JUnit XML instead of
text: one test case per bundle, a `<failure>` per mismatching bundle, `<skipped>` without
`expect`.

Files, directories and globs are found as `gatekeeper check` finds them
(`gatekeeper.parse.discovery`): bundles are checked; split pairs (`NAME.json` + `NAME.invocations.json`)
cannot carry an `expect` block and count as skipped.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from gatekeeper.commands.common import ConfigRequest
from gatekeeper.config.model import require_enabled_rules
from gatekeeper.errors import InputError

if TYPE_CHECKING:
    from gatekeeper.engine.result import ReportedFinding

ALLOWED = {"status": ("pass", "warn", "fail"), "verdict_ceiling": ("PASS", "LOW_CONFID", "REJECT")}
SET_KEYS = ("failed_rules", "warnings")


def _check_expect(source: str, expect: Mapping[str, Any], where: str = "expect") -> None:
    for key, allowed in ALLOWED.items():
        if key in expect and expect[key] not in allowed:
            raise InputError(source, f"expected one of {', '.join(allowed)}; found "
                             f"{json.dumps(expect[key], ensure_ascii=False)}", f"{where}.{key}")
    if isinstance(expect.get("chain_result"), Mapping):
        _check_expect(source, expect["chain_result"], f"{where}.chain_result")


def expected_view(report: Any) -> dict[str, Any]:
    """What an expect block is compared with: gatekeeper_result, the ceiling, chain_result."""
    chain = report.chain_result or {"status": "pass", "failed_rules": [], "warnings": []}
    return {**report.gatekeeper_result, "verdict_ceiling": report.verdict_ceiling,
            "chain_result": chain}


def mismatches(expect: Mapping[str, Any], actual: Mapping[str, Any],
               prefix: str = "") -> Iterator[tuple[str, Any, Any]]:
    """(key, expected, actual) for every key of `expect` that the actual result contradicts."""
    for key, wanted in expect.items():
        got = actual[key]
        if key == "chain_result":
            yield from mismatches(wanted, got, "chain_result.")
            continue
        same = sorted(set(wanted)) == sorted(set(got)) if key in SET_KEYS else wanted == got
        if not same:
            yield prefix + key, wanted, got


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def run(paths: Sequence[Path], request: ConfigRequest, out: TextIO | None = None,
        update: bool = False, output_format: str = "text") -> int:
    from gatekeeper.engine.runner import Engine
    from gatekeeper.parse.bundle import load_bundle
    from gatekeeper.parse.discovery import BUNDLE, discover
    from gatekeeper.report.locate import locate_report

    out = out or sys.stdout
    targets = discover(paths)
    config = request.load()
    require_enabled_rules(config)  # every expectation would be judged against nothing
    engine = Engine(config)
    outcomes: list[Outcome] = []
    for target in targets:
        case = load_bundle(target.path) if target.kind == BUNDLE else None
        if case is None or case.expect is None:
            outcomes.append(Outcome(str(target.path), None, [], ()))
            continue
        _check_expect(case.source, case.expect)
        report = locate_report(engine.run(case.parsed, case.invocations, case.source,
                                          case.chain), case)
        actual = expected_view(report)
        found = list(mismatches(case.expect, actual))
        if found and update:
            _update(target.path, case.text, case.expect, actual)
        outcomes.append(Outcome(case.source, case.expect, found, report.findings, update))
    if output_format == "junit":
        _junit(outcomes, out)
    else:
        _text(outcomes, out)
    return 1 if any(o.mismatches and not o.updated for o in outcomes) else 0


@dataclass(frozen=True)
class Outcome:
    source: str
    expect: Mapping[str, Any] | None  # None: skipped (no expect block, or a split pair)
    mismatches: list[tuple[str, Any, Any]]
    findings: Sequence[ReportedFinding]
    updated: bool = False


def _update(path: Path, text: str, expect: Mapping[str, Any], actual: Mapping[str, Any]) -> None:
    from gatekeeper.commands.fixtures_update import rewrite, updated_expect
    from gatekeeper.commands.output import write_atomically

    raw = path.read_bytes()
    bom = "\ufeff" if raw.startswith(b"\xef\xbb\xbf") else ""
    write_atomically(path, bom + rewrite(path, text, updated_expect(expect, actual)))


def _finding_lines(outcome: Outcome) -> list[str]:
    lines = []
    for finding in outcome.findings:
        where = f"{finding.line}:{finding.column}: " if finding.line is not None else ""
        lines.append(f"{where}{finding.rule_id} [{finding.severity}] {finding.target}: "
                     f"{finding.message}")
    return lines


def _text(outcomes: Sequence[Outcome], out: TextIO) -> None:
    for outcome in outcomes:
        for key, wanted, got in outcome.mismatches:
            if outcome.updated:
                out.write(f"{outcome.source}: updated expect.{key}: {_show(wanted)} -> {_show(got)}\n")
            else:
                out.write(f"{outcome.source}: expect.{key}: expected {_show(wanted)}, actual "
                          f"{_show(got)}\n")
        if outcome.mismatches and not outcome.updated:
            out.writelines(f"    {line}\n" for line in _finding_lines(outcome))
    out.write(_summary(outcomes) + "\n")


def _summary(outcomes: Sequence[Outcome]) -> str:
    checked = sum(o.expect is not None for o in outcomes)
    failed = sum(bool(o.mismatches) and not o.updated for o in outcomes)
    updated = sum(o.updated and bool(o.mismatches) for o in outcomes)
    done = f", {updated} updated" if updated else ""
    return (f"fixtures: {checked} checked, {failed} mismatched{done}, "
            f"{len(outcomes) - checked} skipped (no expect)")


def _junit(outcomes: Sequence[Outcome], out: TextIO) -> None:
    from xml.etree import ElementTree as ET

    from gatekeeper.report import artifact_path
    from gatekeeper.report.junit import write_suites

    cases = []
    for outcome in outcomes:
        path = artifact_path(outcome.source)
        case = ET.Element("testcase", {"classname": "gatekeeper.fixtures", "name": path,
                                       "file": path})
        if outcome.expect is None:
            ET.SubElement(case, "skipped", {"message": "no expect block"})
        elif outcome.mismatches and not outcome.updated:
            failure = ET.SubElement(case, "failure", {
                "type": ",".join(f"expect.{key}" for key, _, _ in outcome.mismatches),
                "message": "; ".join(f"expect.{k}: expected {_show(w)}, actual {_show(g)}"
                                     for k, w, g in outcome.mismatches)})
            failure.text = "\n".join(_finding_lines(outcome))
        cases.append(case)
    write_suites(out, cases, "gatekeeper fixtures")
