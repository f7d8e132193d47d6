"""A claim pairing a login's user with another attempt's address, or giving a user an outcome
its lines deny, never passes.

Real OpenSSH lines (`Invalid user test9 from 52.80.34.196`, `Failed password for root from
183.62.140.253 port 50394 ssh2`, `Accepted password for fztu from 119.137.62.142`), windows of
consecutive ones: the claim cites the window and puts one attempt's user on another attempt's
address (`用户 {u} 从 {ip} 尝试登录`, `Login attempt for user {u} from {ip}`), or says a user whose
logins all failed logged in (`用户 {u} 登录成功`) while another's was accepted. User, address and
outcome are all the output's, so every such claim passed with no finding before
claim.value_contradiction paired them (gatekeeper.rules.support.evidence.paired); all fail now,
and the pairs and outcomes the lines give pass.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, check

_ATTEMPT = re.compile(r"(?:Invalid user|Failed password for(?: invalid user)?|Accepted password for) "
                      r"([a-z][a-z0-9_]{1,15}) from (\d+\.\d+\.\d+\.\d+)")
PAIRED = ("用户 {u} 从 {ip} 尝试登录", "Login attempt for user {u} from {ip}.")
WINDOW = 12


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(137)
    lines = [line for line in (LOGHUB / "OpenSSH_2k.log").read_text(encoding="utf-8").splitlines()
             if "sshd" in line]
    found = []
    for start in range(0, len(lines) - WINDOW, WINDOW):
        window = lines[start:start + WINDOW]
        pairs = {m.groups() for line in window if (m := _ATTEMPT.search(line))}
        users = {u for u, _ in pairs}
        swaps = [(u, ip, other_ip) for u, ip in pairs for v, other_ip in pairs
                 if v != u and other_ip != ip and (u, other_ip) not in pairs
                 and all(not re.search(rf"\b{re.escape(u)}\b", line) or other_ip not in line
                         for line in window)
                 and len(users) > 1]
        if not swaps:
            continue
        user, ip, other_ip = rng.choice(sorted(swaps))
        form = rng.choice(PAIRED)
        found.append((form.format(u=user, ip=ip), form.format(u=user, ip=other_ip), "\n".join(window)))
    return found


def test_a_user_put_on_another_attempt_s_address_fails() -> None:
    probes = _probes()
    assert len(probes) >= 30
    reports = [(forged, check(forged, output, output)) for _, forged, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_pairs_the_lines_give_pass() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_an_outcome_a_user_s_lines_deny_fails() -> None:
    """Around the one accepted login of the log: a user whose attempts failed said to have
    logged in, and the accepted user said to have failed."""
    lines = (LOGHUB / "OpenSSH_2k.log").read_text(encoding="utf-8").splitlines()
    at = next(n for n, line in enumerate(lines) if "Accepted password" in line)
    window = "\n".join(lines[max(0, at - 40):at + 40])
    accepted = _ATTEMPT.search(lines[at]).group(1)  # type: ignore[union-attr]
    failed = sorted({m.group(1) for line in window.split("\n") if "Failed password" in line
                     and (m := _ATTEMPT.search(line))} - {accepted})
    assert failed
    forged = [f"用户 {accepted} 登录失败", *(f"用户 {user} 登录成功" for user in failed)]
    faithful = [f"用户 {accepted} 登录成功", *(f"用户 {user} 登录失败" for user in failed)]
    assert [c for c in forged if check(c, window, window).status != "fail"] == []
    assert [c for c in faithful if check(c, window, window).status != "pass"] == []
