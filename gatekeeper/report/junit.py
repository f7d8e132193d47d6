"""`--format junit`: JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure).

One `<testsuite name="gatekeeper">` per run inside `<testsuites>`; one `<testcase>` per linted
file (`name` and `file` are the path, `classname` is `gatekeeper`). A file that fails the run
(status `fail`, or `warn` under `--fail-on warn`) carries one `<failure>` whose `message` counts
its errors and whose text lists every finding as `path:line:col: rule-id [error|warning]
target: message`; a file that only warns otherwise passes and lists its warnings in
`<system-out>`. A file that could not be checked carries an `<error type="input error">` with
the located message. `tests`, `failures`, `errors` and `skipped` are counted on both elements.
No timestamps or durations: the same input gives the same bytes.

Characters XML 1.0 cannot carry (control characters from a linted file) are written as `\\uXXXX`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TextIO
from xml.etree import ElementTree as ET

from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.engine.verdict import severity
from gatekeeper.report import BaseReporter, artifact_path

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml_safe(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def finding_line(path: str, finding: ReportedFinding) -> str:
    where = f"{path}:{finding.line}:{finding.column}" if finding.line is not None else path
    label = severity(finding.level)
    return _xml_safe(f"{where}: {finding.rule_id} [{label}] {finding.target}: {finding.message}")


def _counts(element: ET.Element, cases: Sequence[ET.Element]) -> None:
    element.set("tests", str(len(cases)))
    element.set("failures", str(sum(c.find("failure") is not None for c in cases)))
    element.set("errors", str(sum(c.find("error") is not None for c in cases)))
    element.set("skipped", str(sum(c.find("skipped") is not None for c in cases)))


def testcase(report: Report, failing: bool) -> ET.Element:
    path = artifact_path(report.source)
    case = ET.Element("testcase", {"classname": "gatekeeper", "name": path, "file": path})
    if report.error is not None:
        ET.SubElement(case, "error", {"type": "input error", "message": _xml_safe(
            f"not checked: {report.error.text}")}).text = _xml_safe(report.error.text)
        return case
    errors = [f for f in report.findings if f.level == FAIL]
    warnings = [f for f in report.findings if f.level == WARN]
    if failing:
        failure = ET.SubElement(case, "failure", {
            "type": ",".join(report.failed_rules or report.warnings),
            "message": f"{len(errors)} error(s), {len(warnings)} warning(s); "
                       f"verdict ceiling {report.verdict_ceiling}"
                       + (f"; chain {report.chain_result['status']}" if report.chain_result else ""),
        })
        failure.text = "\n".join(finding_line(path, f) for f in report.findings)
    elif warnings:
        ET.SubElement(case, "system-out").text = "\n".join(finding_line(path, f) for f in warnings)
    return case


def write_suites(stream: TextIO, cases: Sequence[ET.Element], name: str = "gatekeeper") -> None:
    """`<testsuites>` with one `<testsuite>` holding `cases`, counted on both (also `fixtures`)."""
    root = ET.Element("testsuites", {"name": name})
    _counts(root, cases)
    suite = ET.SubElement(root, "testsuite", {"name": name})
    _counts(suite, cases)
    suite.extend(cases)
    ET.indent(root)
    stream.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    stream.write(ET.tostring(root, encoding="unicode"))
    stream.write("\n")


class JunitReporter(BaseReporter):
    # Takes each report as it comes and keeps only its test case: the suite opens with the
    # batch's counts, so it is written last.
    streaming = True

    def write(self, reports: Iterable[Report]) -> None:
        write_suites(self.stream, [testcase(r, self.report_fails(r)) for r in reports])
