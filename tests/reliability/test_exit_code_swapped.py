"""A claim giving a service the exit code another service's line prints never passes.

Generated supervisor and container logs (three or four services exiting, each with its own
code: 1, 2, 137, 139, 143, 255) in one of three printed forms; the claim cites the service's
own line, or the whole output, and gives it another's code (`order-svc 进程以退出码 137 退出`,
`order-svc 的退出码为 137`, `order-svc exited with code 137`). The code is the output's, so it
was no number found nowhere, and a Chinese claim's words are not the line's: every Chinese claim
passed with no finding on round 16's tree (`退出码 137` was no error code, and a code only
another line of the output prints was not looked for there); each service's own code passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check

LINE_FORMS = ("{t} ERROR [{s}] process exited with code {c}",
              "{t} WARN supervisord: {s} exited: exit status {c}; not expected",
              "{t} ERROR [{s}] Container {s} exited with exit code {c}")
CLAIM_FORMS = ("{s} 进程以退出码 {c} 退出", "{s} 的退出码为 {c}", "{s} 异常退出，退出码 {c}",
               "{s} exited with code {c}.", "{s} exited with exit code {c}.")
CODES = (1, 2, 137, 139, 143, 255)


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(227)
    found = []
    while len(found) < 60:
        services = rng.sample(SERVICES, rng.randint(3, 4))
        codes = rng.sample(CODES, len(services))
        form = rng.choice(LINE_FORMS)
        lines = [form.format(t=f"2026-12-01 10:0{n}:{rng.randint(10, 59)}", s=service, c=code)
                 for n, (service, code) in enumerate(zip(services, codes, strict=True))]
        output = "\n".join(lines)
        mine = rng.randrange(len(services))
        excerpt = lines[mine] if len(found) % 2 else output
        claim = rng.choice(CLAIM_FORMS)
        other = rng.choice([code for code in codes if code != codes[mine]])
        found.append((claim.format(s=services[mine], c=codes[mine]),
                      claim.format(s=services[mine], c=other), excerpt, output))
    return found


def test_another_service_s_exit_code_fails() -> None:
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_service_s_own_exit_code_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
