"""Certificates against `certbot certificates` (gatekeeper.rules.support.evidence.certificates)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.certificates import certificate_contradicted, certificates

LISTED = """Found the following certs:
  Certificate Name: example.com
    Serial Number: 4a1f
    Key Type: ECDSA
    Domains: example.com www.example.com
    Expiry Date: 2027-01-05 10:00:00+00:00 (VALID: 29 days)
    Certificate Path: /etc/letsencrypt/live/example.com/fullchain.pem
  Certificate Name: api.example.com
    Domains: api.example.com
    Expiry Date: 2026-12-09 10:00:00+00:00 (VALID: 2 days)
  Certificate Name: old.example.com
    Domains: old.example.com
    Expiry Date: 2026-11-01 10:00:00+00:00 (INVALID: EXPIRED)"""


def test_each_block_is_read() -> None:
    assert certificates(LISTED)["example.com"] == (("example.com", "www.example.com"), "2027-01-05", 29)
    assert certificates(LISTED)["old.example.com"] == (("old.example.com",), "2026-11-01", None)


def test_a_block_without_its_expiry_is_no_list() -> None:
    assert certificates("Certificate Name: example.com\n    Domains: example.com") == {}


@pytest.mark.parametrize("claim", [
    "api.example.com 的证书还有 29 天过期", "www.example.com 的证书 2 天后到期",
    "example.com 的证书还剩 30 天",
    "the certificate for example.com expires in 2 days", "api.example.com 的证书将于 2027-01-05 过期",
    "api.example.com 的证书到期日为 2027年1月5日", "api.example.com 的证书已过期",
    "old.example.com 的证书仍然有效",
    "old.example.com's certificate is still valid", "old.example.com 的证书还有 2 天过期",
])
def test_days_a_day_or_a_state_the_list_gives_otherwise_is_contradicted(claim: str) -> None:
    assert certificate_contradicted(claim, [], [LISTED], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "example.com 的证书还有 29 天过期", "www.example.com 的证书将于 2027-01-05 过期",
    "old.example.com 的证书已过期",
    "the certificate for api.example.com expires in 2 days", "api.example.com 的证书仍然有效",
    "api.example.com 的证书没有过期",  # a negator: unsure
    "api.example.com 的证书不到 3 天就过期", "example.com 的证书约 30 天后到期",  # a bound, an approximation
    "example.com 和 api.example.com 的证书都还有效",  # two certificates
    "shop.example.org 的证书已过期",  # not listed
])
def test_what_the_list_holds_or_leaves_unsure_is_not(claim: str) -> None:
    assert certificate_contradicted(claim, [], [LISTED], lambda line: []) is None
