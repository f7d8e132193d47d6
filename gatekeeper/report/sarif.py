"""`--format sarif`: SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.

One run. `tool.driver` names Gatekeeper (name, version, informationUri) and describes every
enabled rule (`rules[]`: `id`, `name` (the index name in PascalCase), `shortDescription` (the
index description), `fullDescription` (the first paragraph of the rule module's docstring),
`help` (the whole docstring, text and Markdown), `defaultConfiguration.level` (`error` or
`warning`, from the rule's severity and verdictImpact; `error` for every rule under `--fail-on
warn`), `helpUri` (the rule's section of docs/rules.md), and `properties.verdictImpact`).

Each finding is a `result`: `ruleId`, `ruleIndex`, `level` (`error` for a failing finding,
`warning` for a warning, `error` for both under `--fail-on warn`), `message.text` (`target:
message`), one location with a `physicalLocation` (the file relative to the working directory,
forward slashes, and a `region` with `startLine`/`startColumn`; columns count Unicode code
points, declared by the run's `columnKind`) and a `logicalLocation` whose `fullyQualifiedName`
is the JSON path of the target, and `partialFingerprints` that stay stable while the finding
does (so code scanning tracks one alert across commits). Findings taken out by a waiver or by
the baseline are results too, with an `external`, `accepted` suppression whose justification is
the waiver's reason (or "recorded in the baseline"), so code scanning shows them dismissed
rather than hiding them.
`invocations[0].executionSuccessful` is false when a file of the batch could not be checked;
each such file is a `toolExecutionNotifications[]` entry (level `error`, the located message,
the file as its location). Artifact URIs are relative references with `%`-encoding; a colon in
the first segment (`c:x.bundle.json`) is encoded, so that it does not read as a URI scheme.

The output is deterministic (no timestamps, no absolute paths) and validated in the tests
against the official OASIS schema (tests/data/sarif-schema-2.1.0.json).
"""

from __future__ import annotations

import hashlib
import inspect
import os
import sys
from collections.abc import Iterable
from pathlib import PureWindowsPath
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.engine.verdict import FAIL, WARN, level_of_severity, only_warns, severity
from gatekeeper.report import BaseReporter, artifact_path, write_json
from gatekeeper.version import __version__

if TYPE_CHECKING:
    from gatekeeper.plugin import RuleMetadata

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
INFORMATION_URI = "https://pypi.org/project/gatekeeper-lint/"
#: docs/rules.md as published; a rule's section is its id (`#evidence.invocation_ref`).
RULES_DOC_URI = "https://gatekeeper.dev/docs/rules.md"


def rule_documentation(rule_id: str) -> str:
    """The rule module's docstring (a rule's documentation), or "" if it cannot be loaded."""
    from gatekeeper.errors import ConfigError
    from gatekeeper.plugin import RuleSet

    try:
        rule = RuleSet.installed().rule(rule_id)
    except ConfigError:
        return ""
    return inspect.getdoc(sys.modules.get(type(rule).__module__)) or ""


def _pascal(name: str) -> str:
    return "".join(word[:1].upper() + word[1:] for word in name.replace(".", " ").split())


def describe_rule(meta: RuleMetadata, fail_on: str = FAIL) -> dict[str, Any]:
    doc = rule_documentation(meta.id)
    first_paragraph = " ".join(doc.split("\n\n", 1)[0].split()) if doc else meta.description
    warns = only_warns(meta) and fail_on != WARN
    return {
        "id": meta.id,
        "name": _pascal(meta.name or meta.id),
        "shortDescription": {"text": meta.description or meta.name or meta.id},
        "fullDescription": {"text": first_paragraph or meta.id},
        "help": {"text": doc or meta.description or meta.id, "markdown": doc or meta.description
                 or meta.id},
        "helpUri": f"{RULES_DOC_URI}#{quote(meta.id)}",
        "defaultConfiguration": {"enabled": meta.enabled, "level": "warning" if warns else "error"},
        "properties": {"verdictImpact": meta.verdict_impact, "severity": meta.severity},
    }


def artifact_uri(source: str) -> str:
    path = artifact_path(source)
    if os.name == "nt" and PureWindowsPath(path).is_absolute():  # C:/x outside the cwd
        return "file:///" + quote(path, safe="/:@")
    if path.startswith("/"):
        return quote(path, safe="/:@")
    # RFC 3986 §4.2: a relative reference's first segment may not hold a colon.
    first, slash, rest = path.partition("/")
    return quote(first, safe="@") + slash + quote(rest, safe="/:@")


def _fingerprint(report: Report, finding: ReportedFinding) -> str:
    key = "\0".join((artifact_path(report.source), finding.rule_id, finding.target))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def sarif_result(report: Report, finding: ReportedFinding, rule_index: dict[str, int],
                 failing: bool | None = None) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": {"uri": artifact_uri(report.source)}}
    if finding.line is not None:
        physical["region"] = {"startLine": finding.line, "startColumn": finding.column or 1}
    name = str(finding.path[-1]) if finding.path else finding.target
    result: dict[str, Any] = {"ruleId": finding.rule_id}
    if finding.rule_id in rule_index:
        result["ruleIndex"] = rule_index[finding.rule_id]
    result.update({
        "level": severity(finding.level if failing is None else FAIL if failing else WARN),
        "message": {"text": f"{finding.target}: {finding.message}"},
        "locations": [{
            "physicalLocation": physical,
            "logicalLocations": [{"name": name, "fullyQualifiedName": finding.target}],
        }],
        "partialFingerprints": {"gatekeeperFinding/v1": _fingerprint(report, finding)},
    })
    return result


#: Findings taken out of a report by a waiver or the baseline (report.extra), and why.
_SUPPRESSIONS = (("waived", "waived by configuration"), ("baselined", "recorded in the baseline"))


def suppressed_results(report: Report, rule_index: dict[str, int]) -> list[dict[str, Any]]:
    """Waived and baselined findings as results with an external, accepted suppression, so
    that code scanning shows them as dismissed rather than not at all."""
    results = []
    for key, why in _SUPPRESSIONS:
        for record in report.extra.get(key, ()):
            finding = ReportedFinding(record["rule_id"], level_of_severity(record["severity"]),
                                      record["target"], record["message"],
                                      line=record["line"], column=record["column"])
            result = sarif_result(report, finding, rule_index)
            result["suppressions"] = [{"kind": "external", "status": "accepted",
                                       "justification": record.get("reason") or why}]
            results.append(result)
    return results


def notification(report: Report) -> dict[str, Any]:
    """A file that could not be checked, as a tool execution notification."""
    assert report.error is not None
    return {"level": "error", "message": {"text": f"not checked: {report.error.text}"},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": artifact_uri(report.source)}}}],
            "descriptor": {"id": "gatekeeper.input_error"}}


class SarifReporter(BaseReporter):
    # Takes each report as it comes and keeps only its results: the document opens with what
    # the whole batch adds up to (the rules seen, `executionSuccessful`), so it is written last.
    streaming = True

    def _described(self) -> list[dict[str, Any]]:
        return ([describe_rule(m, self.fail_on) for m in self.config.enabled]
                if self.config else [])

    def document(self, reports: Iterable[Report]) -> dict[str, Any]:
        rules = self._described()
        rule_index = {rule["id"]: index for index, rule in enumerate(rules)}
        known = set(rule_index)
        results: list[dict[str, Any]] = []
        suppressed: list[dict[str, Any]] = []
        notifications = []
        reported: set[str] = set()  # rule ids of findings: a rule not configured is described
        pending = _PendingIndex(rule_index)
        for report in reports:
            for finding in report.findings:
                reported.add(finding.rule_id)
                results.append(sarif_result(report, finding, pending, self.fails(finding)))
            suppressed += suppressed_results(report, pending)
            if report.error is not None:
                notifications.append(notification(report))
        for rule_id in sorted(reported - known):
            # Reported but not configured (a report built without its Config): id only.
            rule_index[rule_id] = len(rules)
            rules.append({"id": rule_id, "shortDescription": {"text": rule_id}})
        results += suppressed
        for result in results:  # the indexes of rules not configured are known only now
            if result.get("ruleIndex", 0) < 0:
                if result["ruleId"] in rule_index:
                    result["ruleIndex"] = rule_index[result["ruleId"]]
                else:
                    del result["ruleIndex"]  # a suppressed finding of a rule not described
        invocation: dict[str, Any] = {"executionSuccessful": not notifications}
        if notifications:
            invocation["toolExecutionNotifications"] = notifications
        return {
            "$schema": SCHEMA_URI,
            "version": "2.1.0",
            "runs": [{
                "tool": {"driver": {
                    "name": "gatekeeper",
                    "version": __version__,
                    "semanticVersion": __version__,
                    "informationUri": INFORMATION_URI,
                    "rules": rules,
                }},
                "invocations": [invocation],
                "columnKind": "unicodeCodePoints",
                "results": results,
            }],
        }

    def write(self, reports: Iterable[Report]) -> None:
        write_json(self.document(reports), self.stream)


class _PendingIndex(dict[str, int]):
    """A rule index that also holds the rules not described yet, at -1 (`ruleIndex` keeps its
    place in a result; `SarifReporter.document` sets it once every report has been seen)."""

    def __contains__(self, key: object) -> bool:
        return True

    def __missing__(self, key: str) -> int:
        return -1
