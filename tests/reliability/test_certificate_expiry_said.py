"""Certificates as `certbot certificates` lists them (`example.com 的证书还有 29 天过期`,
`old.example.com 的证书已过期`, `expires on 2027-01-05`), pass; another certificate's days, day or
state fails.

At 7a99b56 a faithful `还有 29 天过期` failed REJECT (`过期` read as the certificate's state against
`VALID`; a prospect now: text/outcomes.py), and the blocks made no table, so another
certificate's days or day passed (`gatekeeper.rules.support.evidence.certificates` reads them).
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import not_passed, not_rejected

NAMES = ("example.com", "api.example.com", "shop.example.org", "mail.example.net", "grafana.internal.io",
         "auth.example.com", "cdn.example.org")
TODAY = datetime.date(2026, 12, 7)
LEFT = ("{c} 的证书还有 {n} 天过期", "{c} 的证书 {n} 天后到期", "the certificate for {c} expires in {n} days",
        "{c} 的证书还剩 {n} 天")
DAY = ("{c} 的证书将于 {d} 过期", "{c} 的证书到期日为 {d}", "the certificate for {c} expires on {d}")
EXPIRED = ("{c} 的证书已过期", "the certificate for {c} has expired", "{c} 的证书已经过期了")


def _block(name: str, days: int) -> str:
    day = TODAY + datetime.timedelta(days=days)
    left = f"VALID: {days} day{'s' if days != 1 else ''}" if days > 0 else "INVALID: EXPIRED"
    domains = f"{name} www.{name}" if name.count(".") == 1 else name
    serial = f"{sum(map(ord, name)) * 7919:x}"
    return (f"Certificate Name: {name}\n    Serial Number: {serial}\n    Key Type: ECDSA\n"
            f"    Domains: {domains}\n    Expiry Date: {day} 10:00:00+00:00 ({left})\n"
            f"    Certificate Path: /etc/letsencrypt/live/{name}/fullchain.pem")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    listed = rng.sample(NAMES, rng.randint(2, 4))
    days = rng.sample((2, 5, 9, 13, 29, 44, 61, 88), len(listed))
    if rng.random() < 0.4:
        days[1] = -rng.randint(1, 30)
    blocks = [_block(name, left) for name, left in zip(listed, days, strict=True)]
    output = "\n".join(["Found the following certs:", *blocks])
    one, other = listed[0], listed[1]
    facet = rng.choice(("left", "day", "expired"))
    if facet == "expired" and days[1] < 0:
        form = rng.choice(EXPIRED)
        return form.format(c=other), form.format(c=one), output
    if facet == "day":
        form = rng.choice(DAY)
        day = (TODAY + datetime.timedelta(days=days[0])).isoformat()
        return form.format(c=one, d=day), form.format(c=other, d=day), output
    form = rng.choice(LEFT)
    return form.format(c=one, n=days[0]), form.format(c=other, n=days[0]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4402)
    return [_probe(rng) for _ in range(60)]


def test_a_certificate_s_own_days_day_and_state_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_certificate_s_days_day_or_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
