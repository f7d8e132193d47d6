"""--format junit: parsed with xml.etree; suite and case counts, failures carry the findings."""

from __future__ import annotations

import io
from pathlib import Path
from xml.etree import ElementTree as ET

from report_corpus import EXPECTED, check

from gatekeeper.engine.result import FAIL, Report, ReportedFinding
from gatekeeper.report.junit import JunitReporter


def test_junit_counts_and_failures(corpus: Path) -> None:
    root = ET.fromstring(check(corpus, "--format", "junit").stdout)
    assert root.tag == "testsuites"
    (suite,) = root.findall("testsuite")
    failing = [p for p, (status, _, _) in EXPECTED.items() if status == "fail"]
    for element in (root, suite):
        assert element.get("tests") == str(len(EXPECTED))
        assert element.get("failures") == str(len(failing))
        assert element.get("errors") == "0" and element.get("skipped") == "0"
    cases = {case.get("name"): case for case in suite.findall("testcase")}
    assert sorted(cases) == sorted(EXPECTED)
    for path, (status, errors, warnings) in EXPECTED.items():
        failure = cases[path].find("failure")
        if status == "fail":
            lines = failure.text.splitlines()
            assert sum("[error]" in line for line in lines) == errors
            assert sum("[warning]" in line for line in lines) == warnings
            assert all(line.startswith(f"{path}:") for line in lines)
            assert failure.get("message").startswith(f"{errors} error(s)")
        else:
            assert failure is None
            out = cases[path].find("system-out")
            assert (out is not None) == (warnings > 0)


def test_control_characters_stay_parseable() -> None:
    finding = ReportedFinding("r", FAIL, "claims[0]", "bad \x01 byte & <tag> \"q\"", ("claims", 0), 1, 2)
    stream = io.StringIO()
    JunitReporter(stream).write([Report("a.json", "valid", "", {"r": FAIL}, (finding,), "PASS")])
    failure = ET.fromstring(stream.getvalue()).find("testsuite/testcase/failure")
    assert failure.text == 'a.json:1:2: r [error] claims[0]: bad \\u0001 byte & <tag> "q"'
