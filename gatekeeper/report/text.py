"""`--format text`: one line per finding, `path:line:col: rule-id message`, then a summary.

Colour (through rich) only when writing to a terminal and NO_COLOR is not set; otherwise plain
text, without importing rich at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TextIO

from gatekeeper.report.model import FAIL, WARN, Report, ReportedFinding

_STATUS_STYLE = {"pass": "bold green", "warn": "bold yellow", "fail": "bold red"}
_LEVEL_STYLE = {FAIL: "red", WARN: "yellow"}


def _escape(text: str) -> str:
    return text.replace("[", "\\[")


def finding_location(report: Report, finding: ReportedFinding) -> str:
    if finding.line is not None:
        return f"{report.source}:{finding.line}:{finding.column or 1}"
    return report.source


class TextReporter:
    def __init__(self, stream: TextIO, *, color: bool = False) -> None:
        self.stream = stream
        self.color = color
        self._console = None
        if color:
            from rich.console import Console

            self._console = Console(file=stream, highlight=False, soft_wrap=True)

    def _line(self, plain: str, markup: str | None = None) -> None:
        if self._console is not None:
            self._console.print(markup if markup is not None else _escape(plain))
        else:
            self.stream.write(plain + "\n")

    def write(self, reports: Sequence[Report]) -> None:
        for report in reports:
            for finding in report.findings:
                where = finding_location(report, finding)
                label = "error" if finding.level == FAIL else "warning"
                plain = f"{where}: {finding.rule_id} [{label}] {finding.target}: {finding.message}"
                style = _LEVEL_STYLE[finding.level]
                markup = (f"[bold]{_escape(where)}[/]: [{style}]{finding.rule_id}[/] "
                          f"[{style}]\\[{label}][/] [cyan]{_escape(finding.target)}[/]: "
                          f"{_escape(finding.message)}")
                self._line(plain, markup)
            status = report.status
            summary = (f"{report.source}: {status.upper()} (parse {report.parse_status}, "
                       f"verdict ceiling {report.verdict_ceiling})")
            markup = (f"[bold]{_escape(report.source)}[/]: [{_STATUS_STYLE[status]}]"
                      f"{status.upper()}[/] (parse {report.parse_status}, verdict ceiling "
                      f"{report.verdict_ceiling})")
            self._line(summary, markup)
        if len(reports) != 1:
            counts = Counter(r.status for r in reports)
            self._line(f"{len(reports)} file(s): {counts['pass']} pass, {counts['warn']} warn, "
                       f"{counts['fail']} fail")
