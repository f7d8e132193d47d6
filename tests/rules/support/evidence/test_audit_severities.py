"""A package's severity against `npm audit`'s report
(gatekeeper.rules.support.evidence.audit_severities)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.audit_severities import advisories, severity_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

AUDIT = ("# npm audit report\n\n"
         "@babel/traverse  <7.23.2\n"
         "Severity: critical\n"
         "Babel vulnerable to arbitrary code execution when compiling specifically crafted malicious code"
         " - https://github.com/advisories/GHSA-67hx-6x53-jw92\n"
         "fix available via `npm audit fix`\n"
         "node_modules/@babel/traverse\n\n"
         "lodash  <=4.17.20\n"
         "Severity: high\n"
         "Command Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm\n"
         "Prototype Pollution in lodash - https://github.com/advisories/GHSA-p6mc-m468-83gw\n"
         "fix available via `npm audit fix`\n"
         "node_modules/lodash\n\n"
         "minimist  <1.2.6\n"
         "Severity: critical\n"
         "Prototype Pollution in minimist - https://github.com/advisories/GHSA-xvch-5gv4-984h\n"
         "fix available via `npm audit fix`\n"
         "node_modules/minimist\n\n"
         "semver  <5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2\n"
         "Severity: moderate\n"
         "semver vulnerable to Regular Expression Denial of Service"
         " - https://github.com/advisories/GHSA-c2qf-rxjj-qqgw\n"
         "fix available via `npm audit fix`\n"
         "node_modules/semver\n\n"
         "word-wrap  <1.2.4\n"
         "Severity: low\n"
         "word-wrap vulnerable to Regular Expression Denial of Service"
         " - https://github.com/advisories/GHSA-j8xg-fqg3-53r7\n"
         "fix available via `npm audit fix`\n"
         "node_modules/word-wrap\n\n"
         "5 vulnerabilities (1 low, 1 moderate, 1 high, 2 critical)\n\n"
         "To address all issues, run:\n"
         "  npm audit fix\n")


def contradicted(claim: str, text: str = AUDIT) -> bool:
    return severity_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_package_s_severity_is_read() -> None:
    assert advisories(AUDIT) == {"@babel/traverse": "critical", "lodash": "high", "minimist": "critical",
                                 "semver": "moderate", "word-wrap": "low"}


@pytest.mark.parametrize("claim", [
    "lodash 的漏洞为 critical 级别", "lodash has a moderate severity vulnerability",
    "minimist 存在高危漏洞", "semver 的漏洞是严重级别", "word-wrap 的漏洞为中危", "word-wrap 为高风险",
    "@babel/traverse 存在 high 级别漏洞", "lodash 的 Severity 为 critical",
    "lodash 是 high，minimist 是 high",  # minimist's clause
])
def test_another_severity_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [AUDIT], extract_anchors) is not None


def test_the_finding_gives_the_package_s_severity() -> None:
    found = severity_contradicted("lodash 的漏洞为 critical 级别", [], [AUDIT], extract_anchors)
    assert found is not None
    assert found[0].value == "critical" and found[1] == ["lodash: Severity: high"]


@pytest.mark.parametrize("claim", [
    "lodash 的漏洞为 high 级别", "minimist 存在严重漏洞", "@babel/traverse 存在 critical 漏洞",
    "semver 的漏洞为中危", "semver is rated Medium", "word-wrap 为低危",
    "lodash 和 minimist 存在严重漏洞",  # two packages
    "lodash 的漏洞是 high 还是 critical",  # two severities
    "lodash 的漏洞不是 critical", "lodash 并非严重漏洞",  # a negator
    "lodash 的漏洞至少为 high 级别",  # a bound
    "traverse 存在 high 级别漏洞", "wrap 的漏洞为高危",  # no name written whole
    "lodash.merge 存在严重漏洞", "lodash-es 存在严重漏洞",  # another package
    "共 2 个 critical 漏洞",  # no package
])
def test_the_package_s_own_severity_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_package_printed_twice_is_nobody_s() -> None:
    twice = AUDIT + "\nlodash  <4.17.21\nSeverity: critical\nnode_modules/nested/node_modules/lodash\n"
    assert "lodash" not in advisories(twice)
    assert not contradicted("lodash 的漏洞为 critical 级别", twice)
    assert contradicted("minimist 存在高危漏洞", twice)  # the others still are


def test_a_report_without_a_severity_line_gives_nothing() -> None:
    claim = "lodash 的漏洞为 critical 级别"
    summary_only = ("found 5 vulnerabilities (1 low, 1 moderate, 1 high, 2 critical)\n"
                    "  run `npm audit fix` to fix them, or `npm audit` for details")  # npm install's
    assert tool_contradicted(claim, extract_anchors(claim), [summary_only], extract_anchors) is None
    assert tool_contradicted(claim, extract_anchors(claim), [AUDIT], extract_anchors) is not None
