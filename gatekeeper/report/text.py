"""`--format text`: findings grouped by file, then one summary line for the run.

    examples/forged-evidence.bundle.json: FAIL (parse valid, verdict ceiling REJECT)
    examples/forged-evidence.bundle.json:17:13: evidence.invocation_ref [error] claims[0]…: …
    examples/payment-timeout.bundle.json: PASS (parse valid, verdict ceiling PASS)
    2 files: 1 pass, 0 warn, 1 fail (3 errors, 0 warnings)

Each file gets a status line, followed by its findings in file order (line, column, then rule
order), each as `path:line:col: rule-id [error|warning] target: message` so that editors and
terminals can jump to it; a finding inside a claim is followed by a code frame, the claim's
`claim_text` (`    | claims[0].claim_text: …`, one line, cut at 160 characters). A file that
could not be checked gets `path: ERROR not checked: <where>: <what was expected>`. The last line
counts files per status and findings per level. With --quiet only findings, their frames and
errors are printed.

Colour (through rich) only when writing to a terminal and NO_COLOR is not set; otherwise plain
text, without importing rich at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from gatekeeper.engine.result import FAIL, WARN, InputProblem, Report, ReportedFinding
from gatekeeper.engine.verdict import severity
from gatekeeper.report import BaseReporter, Tally
from gatekeeper.suppress.rejudge import text_notes

FRAME_WIDTH = 160

_STATUS_STYLE = {"pass": "bold green", "warn": "bold yellow", "fail": "bold red"}
_LEVEL_STYLE = {FAIL: "red", WARN: "yellow"}


def _escape(text: str) -> str:
    return text.replace("[", "\\[")


def finding_location(report: Report, finding: ReportedFinding) -> str:
    if finding.line is not None:
        return f"{report.source}:{finding.line}:{finding.column or 1}"
    return report.source


def claim_frame(report: Report, finding: ReportedFinding) -> str | None:
    """`claims[i].claim_text: …` for a finding inside claim i (the text it is about), else None."""
    path = finding.path
    if len(path) < 2 or path[0] != "claims" or not isinstance(path[1], int):
        return None
    claims: Any = (report.structured_output or {}).get("claims")
    if not isinstance(claims, list) or not 0 <= path[1] < len(claims):
        return None
    claim = claims[path[1]]
    text = claim.get("claim_text") if isinstance(claim, dict) else None
    if not isinstance(text, str) or not text.strip():
        return None
    flat = " ".join(text.split())
    if len(flat) > FRAME_WIDTH:
        flat = flat[: FRAME_WIDTH - 1] + "…"
    return f"claims[{path[1]}].claim_text: {flat}"


def problem_text(report: Report, problem: InputProblem) -> str:
    """Where and what, without repeating the file when the problem is in the file itself."""
    if problem.source != report.source:
        return problem.text
    return f"{problem.where}: {problem.message}" if problem.where else problem.message


def in_file_order(findings: Sequence[ReportedFinding]) -> list[ReportedFinding]:
    """By position; the engine's (rule index) order breaks ties and orders unlocated findings."""
    order = {id(f): i for i, f in enumerate(findings)}
    return sorted(findings, key=lambda f: (f.line or 0, f.column or 0, order[id(f)]))


class TextReporter(BaseReporter):
    def __init__(self, stream: TextIO, *, color: bool = False, **settings: Any) -> None:
        super().__init__(stream, color=color, **settings)
        self._console = None
        if color:
            from rich.console import Console

            # Colour was decided by the caller (a terminal, or --color): rich must not undo it.
            self._console = Console(file=stream, highlight=False, soft_wrap=True,
                                    force_terminal=True, color_system="standard")

    def _line(self, plain: str, markup: str | None = None) -> None:
        if self._console is not None:
            self._console.print(markup if markup is not None else _escape(plain))
        else:
            self.stream.write(plain + "\n")

    def _status(self, report: Report) -> None:
        if report.error is not None:
            text = f"not checked: {problem_text(report, report.error)}"
            self._line(f"{report.source}: ERROR {text}",
                       f"[bold]{_escape(report.source)}[/]: [bold red]ERROR[/] {_escape(text)}")
            return
        if self.quiet:
            return
        status = report.status
        chain = f", chain {report.chain_result['status']}" if report.chain_result else ""
        details = f"(parse {report.parse_status}, verdict ceiling {report.verdict_ceiling}{chain})"
        self._line(f"{report.source}: {status.upper()} {details}",
                   f"[bold]{_escape(report.source)}[/]: [{_STATUS_STYLE[status]}]"
                   f"{status.upper()}[/] {details}")

    def _finding(self, report: Report, finding: ReportedFinding) -> None:
        where = finding_location(report, finding)
        label = severity(finding.level)
        style = _LEVEL_STYLE[finding.level]
        self._line(f"{where}: {finding.rule_id} [{label}] {finding.target}: {finding.message}",
                   f"[bold]{_escape(where)}[/]: [{style}]{finding.rule_id}[/] "
                   f"[{style}]\\[{label}][/] [cyan]{_escape(finding.target)}[/]: "
                   f"{_escape(finding.message)}")
        frame = claim_frame(report, finding)
        if frame is not None:
            self._line(f"    | {frame}", f"[dim]    | {_escape(frame)}[/]")

    streaming = True  # each report written as it comes (gatekeeper.report.streams)

    def write(self, reports: Iterable[Report]) -> None:
        tally = Tally()
        for report in map(tally.add, reports):
            self._status(report)
            for finding in in_file_order(report.findings):
                self._finding(report, finding)
            if not self.quiet:
                for note in text_notes(report):  # waived / baselined counts, fixed entries
                    self._line(note)
        if not self.quiet:
            self._line(tally.line(), f"[bold]{_escape(tally.line())}[/]")
