"""`--format github`: GitHub Actions workflow commands, one annotation per finding.

    ::error file=cases/a.bundle.json,line=17,col=13,title=evidence.invocation_ref::claims[0]…: …
    ::warning file=cases/b.json,line=9,col=11,title=evidence.excerpt_similarity::…
    ::notice title=gatekeeper::2 files: 0 pass, 1 warn, 1 fail (1 error, 1 warning)

Failing findings are `::error`, warnings `::warning` (`::error` too under `--fail-on warn`, since
they then fail the run); a file that could not be checked is an `::error` titled `gatekeeper`
with the located message; a closing `::notice` carries the summary.
Escaping follows GitHub's runner (actions/toolkit `command.ts`): in the message `%`, `\\r`, `\\n`
become `%25`, `%0D`, `%0A`; in property values `:` and `,` are escaped too (`%3A`, `%2C`).
Files are relative to the working directory, which in a workflow is the repository root.
"""

from __future__ import annotations

from collections.abc import Iterable

from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.engine.verdict import severity
from gatekeeper.report import BaseReporter, Tally, artifact_path


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, **properties: object) -> str:
    props = ",".join(f"{key}={escape_property(str(value))}"
                     for key, value in properties.items() if value is not None)
    return f"::{name}{' ' + props if props else ''}::{escape_data(message)}"


def annotation(report: Report, finding: ReportedFinding, failing: bool) -> str:
    return command(severity(FAIL if failing else WARN), f"{finding.target}: {finding.message}",
                   file=artifact_path(report.source), line=finding.line, col=finding.column,
                   title=finding.rule_id)


class GithubReporter(BaseReporter):
    streaming = True  # each report written as it comes (gatekeeper.report.streams)

    def write(self, reports: Iterable[Report]) -> None:
        tally = Tally()
        for report in map(tally.add, reports):
            if report.error is not None:
                self.stream.write(command("error", f"not checked: {report.error.text}",
                                          file=artifact_path(report.source),
                                          title="gatekeeper") + "\n")
            for finding in report.findings:
                self.stream.write(annotation(report, finding, self.fails(finding)) + "\n")
        self.stream.write(command("notice", tally.line(), title="gatekeeper") + "\n")
