"""A claim giving one authentication attempt's source to another line's account never passes.

Real OpenSSH lines (`Failed password for root from 187.141.143.180`, `Failed password for
invalid user admin from 103.99.0.122`, `Invalid user oracle from ...`, `Accepted password for
fztu from ...`): a line is the excerpt, the output the lines around it writing two accounts or
more (what a log query for the failed logins returns). The forged claim says the excerpt's source
address tried another account of the output (`{ip} 尝试以 {u} 登录失败`, `用户 {u} 从 {ip} 登录失败`,
`Failed password for {u} from {ip}`): the account, a plain word, was no anchor and is written on
another line, so every such claim passed with no finding before accounts were read
(gatekeeper.rules.support.text.anchors.accounts); all fail now, and the same claims with the
excerpt's account pass.
"""

from __future__ import annotations

import random

from loghub_quotes import LOGHUB, check

from gatekeeper.rules.support.text.anchors import extract_anchors

FORMS = ("{ip} 尝试以 {u} 登录失败。", "用户 {u} 从 {ip} 登录失败", "Failed password for {u} from {ip}.",
         "{ip} 以 {u} 身份登录失败")
WINDOW = 12


def _account_and_ip(line: str) -> tuple[str, str] | None:
    anchors = extract_anchors(line)
    users = [a.raw for a in anchors if a.kind == "user"]
    ips = [a.raw for a in anchors if a.kind == "ip"]
    return (users[0], ips[0]) if len(users) == 1 and len(ips) == 1 else None


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(53)
    lines = (LOGHUB / "OpenSSH_2k.log").read_text(encoding="utf-8").splitlines()
    failed = [n for n, line in enumerate(lines)
              if ("Failed password" in line or "Invalid user" in line) and _account_and_ip(line)]
    found = []
    for n in rng.sample(failed, 80):
        window = [line for line in lines[max(0, n - WINDOW):n + WINDOW]
                  if ("Failed password" in line or "Invalid user" in line) and _account_and_ip(line)]
        user, ip = _account_and_ip(lines[n])  # type: ignore[misc]
        others = sorted({u for u, _ in filter(None, map(_account_and_ip, window))} - {user},
                        key=str.lower)
        others = [u for u in others if u.lower() != user.lower()]
        if not others:
            continue
        form = rng.choice(FORMS)
        found.append((form.format(u=user, ip=ip), form.format(u=rng.choice(others), ip=ip),
                      lines[n], "\n".join(window)))
    return found


def test_an_attempt_given_another_line_s_account_fails() -> None:
    probes = _probes()
    assert len(probes) >= 30
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_attempt_with_its_own_account_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
