"""`--format junit`: JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure).

One `<testsuite name="gatekeeper">` per run inside `<testsuites>`; one `<testcase>` per linted
file (`name` and `file` are the path, `classname` is `gatekeeper`). A file whose status is
`fail` carries one `<failure>` whose `message` counts its errors and whose text lists every
finding as `path:line:col: rule-id [error|warning] target: message`; a file that only warns
passes and lists its warnings in `<system-out>`. `tests`, `failures`, `errors` (always 0: input
errors stop the run with exit 2 before any report) and `skipped` are counted on both elements.
No timestamps or durations: the same input gives the same bytes.

Characters XML 1.0 cannot carry (control characters from a linted file) are written as `\\uXXXX`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TextIO
from xml.etree import ElementTree as ET

from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.engine.verdict import severity
from gatekeeper.report import artifact_path, status_counts

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml_safe(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def finding_line(path: str, finding: ReportedFinding) -> str:
    where = f"{path}:{finding.line}:{finding.column}" if finding.line is not None else path
    label = severity(finding.level)
    return _xml_safe(f"{where}: {finding.rule_id} [{label}] {finding.target}: {finding.message}")


def _counts(element: ET.Element, reports: Sequence[Report]) -> None:
    element.set("tests", str(len(reports)))
    element.set("failures", str(status_counts(reports)[FAIL]))
    element.set("errors", "0")
    element.set("skipped", "0")


def testcase(report: Report) -> ET.Element:
    path = artifact_path(report.source)
    case = ET.Element("testcase", {"classname": "gatekeeper", "name": path, "file": path})
    errors = [f for f in report.findings if f.level == FAIL]
    warnings = [f for f in report.findings if f.level == WARN]
    if report.status == FAIL:
        failure = ET.SubElement(case, "failure", {
            "type": ",".join(report.failed_rules),
            "message": f"{len(errors)} error(s), {len(warnings)} warning(s); "
                       f"verdict ceiling {report.verdict_ceiling}"
                       + (f"; chain {report.chain_result['status']}" if report.chain_result else ""),
        })
        failure.text = "\n".join(finding_line(path, f) for f in report.findings)
    elif warnings:
        ET.SubElement(case, "system-out").text = "\n".join(finding_line(path, f) for f in warnings)
    return case


class JunitReporter:
    def __init__(self, stream: TextIO, *, color: bool = False, config: object = None) -> None:
        self.stream = stream

    def write(self, reports: Sequence[Report]) -> None:
        root = ET.Element("testsuites", {"name": "gatekeeper"})
        _counts(root, reports)
        suite = ET.SubElement(root, "testsuite", {"name": "gatekeeper"})
        _counts(suite, reports)
        suite.extend(testcase(report) for report in reports)
        ET.indent(root)
        self.stream.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        self.stream.write(ET.tostring(root, encoding="unicode"))
        self.stream.write("\n")
