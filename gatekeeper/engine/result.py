"""The outcome of linting one executor output: findings, the `gatekeeper_result`, the ceiling.

`gatekeeper_result` is exactly the four keys of docs/contract.md §4, in that order; it is embedded verbatim
by users, so nothing else goes in it. Everything else (parse status, every finding with its
severity and location, the verdict ceiling) is carried beside it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from gatekeeper.engine.verdict import (
    ERROR,
    FAIL,
    PASS,
    VERDICT_LOW_CONFID,
    VERDICT_PASS,
    VERDICT_REJECT,
    WARN,
    WARNING,
    Status,
    severity,
    worst,
)

# Re-exported: reporters and plugins read a report's vocabulary from here.
__all__ = [
    "ERROR",
    "FAIL",
    "PASS",
    "VERDICT_LOW_CONFID",
    "VERDICT_PASS",
    "VERDICT_REJECT",
    "WARN",
    "WARNING",
    "Report",
    "ReportedFinding",
]


@dataclass(frozen=True)
class ReportedFinding:
    rule_id: str
    level: str  # FAIL: the rule failed on it; WARN: it only warns
    target: str
    message: str
    path: tuple[str | int, ...] = ()
    line: int | None = None
    column: int | None = None

    @property
    def severity(self) -> str:
        return severity(self.level)

    def located(self, line: int, column: int) -> ReportedFinding:
        return replace(self, line=line, column=column)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "severity": self.severity,
            "target": self.target,
            "message": self.message,
            "line": self.line,
            "column": self.column,
        }


@dataclass(frozen=True)
class Report:
    source: str
    parse_status: str
    parse_detail: str
    rule_statuses: Mapping[str, str]  # every rule that ran (or was skipped), in index order
    findings: tuple[ReportedFinding, ...]
    verdict_ceiling: str
    structured_output: Mapping[str, Any] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def status(self) -> Status:
        return worst(self.rule_statuses.values())

    @property
    def failed_rules(self) -> list[str]:
        return [rule for rule, status in self.rule_statuses.items() if status == FAIL]

    @property
    def warnings(self) -> list[str]:
        return [rule for rule, status in self.rule_statuses.items() if status == WARN]

    @property
    def gatekeeper_result(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "failed_rules": self.failed_rules,
            "warnings": self.warnings,
            "errors": [
                {"rule_id": f.rule_id, "target": f.target, "message": f.message}
                for f in self.findings
                if f.level == FAIL
            ],
        }

    @property
    def executor_output_parse_status(self) -> dict[str, str]:
        return {"status": self.parse_status, "detail": self.parse_detail}

    def to_dict(self) -> dict[str, Any]:
        return {
            "file": self.source,
            "parse_status": self.executor_output_parse_status,
            "gatekeeper_result": self.gatekeeper_result,
            "verdict_ceiling": self.verdict_ceiling,
            "findings": [f.to_dict() for f in self.findings],
            "executor_structured_output": self.structured_output,
            # Findings taken out of the result, each with why: `waived` (waivers.py) when the
            # configuration has overrides, `baselined` / `baseline_fixed` with --baseline.
            **self.extra,
        }

    def with_findings(self, findings: tuple[ReportedFinding, ...]) -> Report:
        return replace(self, findings=findings)
