"""The outcome of linting one executor output: findings, the `gatekeeper_result`, the ceiling.

`gatekeeper_result` is exactly the four keys of docs/contract.md §4, in that order; it is embedded verbatim
by users, so nothing else goes in it. Everything else (parse status, every finding with its
severity and location, the verdict ceiling) is carried beside it.

`gatekeeper_result` and the verdict ceiling cover the Executor rules only: they are what the
Verifier is given. The chain rules (Verifier and Composer outputs, docs/chain.md) have their own
`chain_result` of the same four keys, present when the case carried a chain part; `status` (the
exit code, the summary) counts both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from gatekeeper.engine.verdict import (
    ERROR,
    FAIL,
    PASS,
    VERDICT_LOW_CONFID,
    VERDICT_PASS,
    VERDICT_REJECT,
    WARN,
    WARNING,
    severity,
    worst,
)
from gatekeeper.slotted import Frozen

# Re-exported: reporters and plugins read a report's vocabulary from here.
__all__ = [
    "ERROR",
    "FAIL",
    "INPUT_ERROR",
    "PASS",
    "VERDICT_LOW_CONFID",
    "VERDICT_PASS",
    "VERDICT_REJECT",
    "WARN",
    "WARNING",
    "InputProblem",
    "Report",
    "ReportedFinding",
]

#: The status of a case that could not be checked (an InputError while reading it): exit code 2.
INPUT_ERROR = "error"


def printable(name: str) -> str:
    """A file name every reporter can write: as is, or ascii() when it holds undecodable bytes."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return ascii(name)
    return name


class ReportedFinding(NamedTuple):
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
        return self._replace(line=line, column=column)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "severity": self.severity,
            "target": self.target,
            "message": self.message,
            "line": self.line,
            "column": self.column,
        }


class InputProblem(NamedTuple):
    """Why a case of a batch could not be checked: the InputError's parts, picklable."""

    source: str  # the file at fault: the linted file, or the dump it is checked against
    message: str
    where: str | None = None

    @property
    def text(self) -> str:
        """The located message, as `gatekeeper: error:` prints it."""
        return f"{self.source}{f' ({self.where})' if self.where else ''}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "where": self.where, "message": self.message,
                "text": self.text}


class Report(Frozen):
    """One case's result. Not a tuple: a caller may hold a weak reference to it (a stream of
    reports is not kept: tests/report/test_streaming.py)."""

    __slots__ = (
        "__weakref__",
        "chain_rules",
        "error",
        "extra",
        "findings",
        "parse_detail",
        "parse_status",
        "rule_statuses",
        "source",
        "structured_output",
        "verdict_ceiling",
    )
    source: str
    parse_status: str
    parse_detail: str
    rule_statuses: Mapping[str, str]  # every rule that ran (or was skipped), in index order
    findings: tuple[ReportedFinding, ...]
    verdict_ceiling: str
    structured_output: Mapping[str, Any] | None
    extra: Mapping[str, Any]
    # Which of `rule_statuses` are chain rules (they ran: the case carried their part).
    chain_rules: tuple[str, ...]
    error: InputProblem | None  # set: the case was not checked (see not_checked)

    def __init__(self, source: str, parse_status: str, parse_detail: str,
                 rule_statuses: Mapping[str, str], findings: tuple[ReportedFinding, ...],
                 verdict_ceiling: str, structured_output: Mapping[str, Any] | None = None,
                 extra: Mapping[str, Any] | None = None, chain_rules: tuple[str, ...] = (),
                 error: InputProblem | None = None) -> None:
        self._set(source=source, parse_status=parse_status, parse_detail=parse_detail,
                  rule_statuses=rule_statuses, findings=findings,
                  verdict_ceiling=verdict_ceiling, structured_output=structured_output,
                  extra={} if extra is None else extra, chain_rules=chain_rules, error=error)

    @classmethod
    def not_checked(cls, source: str, problem: InputProblem) -> Report:
        """The entry of a case that could not be read or framed: no rules ran, no verdict."""
        return cls(source, "", "", {}, (), VERDICT_REJECT, error=problem)

    @property
    def status(self) -> str:
        """Executor and chain rules together: what the exit code and the summary count;
        INPUT_ERROR for a case that was not checked."""
        if self.error is not None:
            return INPUT_ERROR
        return worst(self.rule_statuses.values())

    @property
    def failed_rules(self) -> list[str]:
        """Every rule that failed, chain rules included."""
        return [rule for rule, status in self.rule_statuses.items() if status == FAIL]

    @property
    def warnings(self) -> list[str]:
        return [rule for rule, status in self.rule_statuses.items() if status == WARN]

    @property
    def executor_statuses(self) -> dict[str, str]:
        return {r: s for r, s in self.rule_statuses.items() if r not in self.chain_rules}

    @property
    def chain_statuses(self) -> dict[str, str]:
        return {r: s for r, s in self.rule_statuses.items() if r in self.chain_rules}

    @property
    def gatekeeper_result(self) -> dict[str, Any]:
        """The Executor rules' result (docs/contract.md §4): what the Verifier is given."""
        return _result(self.executor_statuses, [f for f in self.findings
                                                if f.rule_id not in self.chain_rules])

    @property
    def chain_result(self) -> dict[str, Any] | None:
        """The chain rules' result, same four keys; None when no chain rule ran."""
        if not self.chain_rules:
            return None
        return _result(self.chain_statuses, [f for f in self.findings
                                             if f.rule_id in self.chain_rules])

    @property
    def executor_output_parse_status(self) -> dict[str, str]:
        return {"status": self.parse_status, "detail": self.parse_detail}

    def to_dict(self) -> dict[str, Any]:
        if self.error is not None:  # schemas/report.schema.json, $defs/notChecked
            return {"file": self.source, "error": self.error.to_dict()}
        return {
            "file": self.source,
            "parse_status": self.executor_output_parse_status,
            "gatekeeper_result": self.gatekeeper_result,
            "verdict_ceiling": self.verdict_ceiling,
            "findings": [f.to_dict() for f in self.findings],
            "executor_structured_output": self.structured_output,
            **({"chain_result": self.chain_result} if self.chain_rules else {}),
            # Findings taken out of the result, each with why: `waived` (waivers.py) when the
            # configuration has overrides, `baselined` / `baseline_fixed` with --baseline.
            **self.extra,
        }

    def with_findings(self, findings: tuple[ReportedFinding, ...]) -> Report:
        return self._replace(findings=findings)


def _result(statuses: Mapping[str, str], findings: list[ReportedFinding]) -> dict[str, Any]:
    return {
        "status": worst(statuses.values()),
        "failed_rules": [rule for rule, status in statuses.items() if status == FAIL],
        "warnings": [rule for rule, status in statuses.items() if status == WARN],
        "errors": [
            {"rule_id": f.rule_id, "target": f.target, "message": f.message}
            for f in findings
            if f.level == FAIL
        ],
    }
