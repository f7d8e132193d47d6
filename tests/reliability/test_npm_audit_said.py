"""A package's severity and the counts of an `npm audit` report (`minimist 的漏洞为 critical 级别`,
`2 vulnerabilities were found`, `有 1 个 high 级别漏洞`), pass; another package's severity, or the
report's other count, fails.

    # npm audit report

    lodash  <4.17.21
    Severity: high
    Command Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm
    fix available via `npm audit fix`
    node_modules/lodash

    minimist  <1.2.6
    Severity: critical
    Prototype Pollution in minimist - https://github.com/advisories/GHSA-xvch-5gv4-984h
    fix available via `npm audit fix`
    node_modules/minimist

    2 vulnerabilities (1 high, 1 critical)

    To address all issues, run:
      npm audit fix

Every forged claim passed (at 8863ac7): a package's `Severity:` was nobody's, and the summary's total
no field (`evidence.audit_severities`, `keyed_lines.tally_totals`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SEVERITY = ("{p} 的漏洞为 {s} 级别", "{p} 存在 {s} 级别的漏洞", "the {p} vulnerability is {s}",
            "{p} has a {s} severity vulnerability")
TOTAL = ("共发现 {n} 个漏洞", "npm audit 报告了 {n} 个漏洞", "{n} vulnerabilities were found")
COUNT = ("有 {n} 个 {s} 级别漏洞", "{s} 级别的漏洞有 {n} 个")
LEVELS = ("low", "moderate", "high", "critical")

#: A package -> its advisories: (vulnerable range, severity, title, GHSA id, the version a breaking fix
#: installs or "").
ADVISORIES = {
    "lodash": (("<4.17.21", "high", "Command Injection in lodash", "GHSA-35jh-r3h4-6jhm", ""),
               ("<4.17.21", "moderate", "Regular Expression Denial of Service (ReDoS) in lodash",
                "GHSA-29mw-wpgm-hmr9", ""),
               ("<4.17.12", "critical", "Prototype Pollution in lodash", "GHSA-jf85-cpcp-j695", ""),
               ("<4.17.5", "low", "Prototype Pollution in lodash", "GHSA-fvqr-27wr-82fm", "")),
    "minimist": (("<1.2.6", "critical", "Prototype Pollution in minimist", "GHSA-xvch-5gv4-984h", ""),
                 ("1.0.0 - 1.2.2", "moderate", "Prototype Pollution in minimist", "GHSA-vh95-rmgr-6w4m", "")),
    "axios": (("0.8.1 - 0.27.2", "moderate", "Axios Cross-Site Request Forgery Vulnerability",
               "GHSA-wf5p-g6vw-rhxx", "axios@1.7.7"),
              ("1.3.2 - 1.7.3", "high", "Server-Side Request Forgery in axios", "GHSA-8hc4-vh64-cxmj", "")),
    "semver": (("7.0.0 - 7.5.1", "moderate", "semver vulnerable to Regular Expression Denial of Service",
                "GHSA-c2qf-rxjj-qqgw", ""),),
    "tar": (("<6.2.1", "moderate", "Denial of service while parsing a tar file due to lack of folders count "
             "validation", "GHSA-f5x3-32g6-xq36", ""),
            ("<=4.4.17", "high", "Arbitrary File Creation/Overwrite via insufficient symlink protection due "
             "to directory cache poisoning", "GHSA-9r2w-394v-53qc", "tar@6.2.1")),
    "ws": (("8.0.0 - 8.17.0", "high", "ws affected by a DoS when handling a request with many HTTP headers",
            "GHSA-3h5v-q93c-6h6q", ""),
           ("7.0.0 - 7.4.5", "moderate", "ReDoS in Sec-Websocket-Protocol header", "GHSA-6fc8-4gx4-v693",
            "")),
    "follow-redirects": (("<=1.15.5", "moderate", "follow-redirects' Proxy-Authorization header kept across "
                          "hosts", "GHSA-cxjh-pqwp-8mfp", ""),
                         ("<1.14.7", "high", "Exposure of sensitive information in follow-redirects",
                          "GHSA-74fj-2j2h-c42q", "")),
    "json5": (("<1.0.2", "high", "Prototype Pollution in JSON5 via Parse Method", "GHSA-9c47-m6qq-7p4h", ""),
              ("2.0.0 - 2.2.1", "high", "Prototype Pollution in JSON5 via Parse Method",
               "GHSA-9c47-m6qq-7p4h", ""))}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    packages = sorted(rng.sample(tuple(ADVISORIES), rng.randint(2, 4)))
    picked = {p: rng.choice(ADVISORIES[p]) for p in packages}
    severities = {p: advisory[1] for p, advisory in picked.items()}
    if len(set(severities.values())) < len(severities):
        return None
    lines, breaking = ["# npm audit report", ""], False
    for package, (versions, severity, title, ghsa, install) in picked.items():
        lines += [f"{package}  {versions}", f"Severity: {severity}",
                  f"{title} - https://github.com/advisories/{ghsa}"]
        if install:
            lines += ["fix available via `npm audit fix --force`",
                      f"Will install {install}, which is a breaking change"]
            breaking = True
        else:
            lines.append("fix available via `npm audit fix`")
        lines += [f"node_modules/{package}", ""]
    counts = ", ".join(f"1 {level}" for level in LEVELS if level in severities.values())
    lines += [f"{len(packages)} vulnerabilities ({counts})", ""]
    lines += (["To address issues that do not require attention, run:", "  npm audit fix", "",
               "To address all issues (including breaking changes), run:", "  npm audit fix --force"]
              if breaking else ["To address all issues, run:", "  npm audit fix"])
    output = "\n".join(lines)
    kind = rng.choice(("severity", "severity", "total", "count"))
    if kind == "severity":
        one = rng.choice(packages)
        other = rng.choice([severities[p] for p in packages if p != one])
        form = rng.choice(SEVERITY)
        return form.format(p=one, s=severities[one]), form.format(p=one, s=other), output
    if kind == "total":
        form = rng.choice(TOTAL)
        forged = "1 vulnerability was found" if form.startswith("{n} ") else form.format(n=1)
        return form.format(n=len(packages)), forged, output
    level = rng.choice(list(severities.values()))
    form = rng.choice(COUNT)
    return form.format(n=1, s=level), form.format(n=len(packages), s=level), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7384)


def test_a_package_s_own_severity_or_the_report_s_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_package_s_severity_or_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
