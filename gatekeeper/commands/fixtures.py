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

Files, directories and globs are found as `gatekeeper check` finds them
(`gatekeeper.parse.discovery`): bundles are checked; split pairs (`NAME.json` + `NAME.invocations.json`)
cannot carry an `expect` block and count as skipped.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from gatekeeper.commands.common import ConfigRequest
from gatekeeper.errors import InputError

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


def run(paths: Sequence[Path], request: ConfigRequest, out: TextIO | None = None) -> int:
    from gatekeeper.engine.runner import Engine
    from gatekeeper.parse.bundle import load_bundle
    from gatekeeper.parse.discovery import BUNDLE, discover
    from gatekeeper.report.locate import locate_report

    out = out or sys.stdout
    targets = discover(paths)
    engine = Engine(request.load())
    checked = failed = skipped = 0
    for target in targets:
        case = load_bundle(target.path) if target.kind == BUNDLE else None
        if case is None or case.expect is None:
            skipped += 1
            continue
        _check_expect(case.source, case.expect)
        report = locate_report(engine.run(case.parsed, case.invocations, case.source,
                                          case.chain), case)
        actual = expected_view(report)
        found = list(mismatches(case.expect, actual))
        checked += 1
        if not found:
            continue
        failed += 1
        for key, wanted, got in found:
            out.write(f"{case.source}: expect.{key}: expected {_show(wanted)}, actual {_show(got)}\n")
        for finding in report.findings:
            where = f"{finding.line}:{finding.column}: " if finding.line is not None else ""
            out.write(f"    {where}{finding.rule_id} [{finding.severity}] {finding.target}: "
                      f"{finding.message}\n")
    out.write(f"fixtures: {checked} checked, {failed} mismatched, {skipped} skipped (no expect)\n")
    return 1 if failed else 0
