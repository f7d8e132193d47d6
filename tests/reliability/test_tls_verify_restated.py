"""A certificate said verified fails when the cited `openssl s_client` prints a verify error,
and one said to fail verification fails when it prints `Verify return code: 0 (ok)`.

`证书校验通过` citing `verify error:num=10:certificate has expired` and `Verify return code: 10
(certificate has expired)` passed: `error` is a level's word, no outcome's, and `expired` a
validity's (`text/outcomes.py` now reads openssl's code).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

ERRORS = ((10, "certificate has expired"), (18, "self-signed certificate"),
          (20, "unable to get local issuer certificate"), (62, "hostname mismatch"))
VERIFIED = ("{h} 的证书校验通过", "{h} TLS 证书验证通过", "The certificate of {h} was verified successfully")
FAILED = ("{h} 的证书校验失败", "{h} TLS 证书验证失败", "Certificate verification failed for {h}")


def _s_client(host: str, code: int, reason: str) -> str:
    lines = [f"$ openssl s_client -connect {host}:443 -servername {host}", "CONNECTED(00000003)",
             f"depth=0 CN = {host}"]
    if code:
        lines.append(f"verify error:num={code}:{reason}")
    lines += ["---", "SSL handshake has read 3120 bytes and written 392 bytes", "---",
              f"Verify return code: {code} ({reason if code else 'ok'})"]
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3512)
    probes = []
    for n in range(60):
        host = rng.choice(("api.example.com", "pay.internal", "auth.shop.cn"))
        if n % 2:
            code, reason = rng.choice(ERRORS)
            probes.append((rng.choice(FAILED).format(h=host), rng.choice(VERIFIED).format(h=host),
                           _s_client(host, code, reason)))
        else:
            probes.append((rng.choice(VERIFIED).format(h=host), rng.choice(FAILED).format(h=host),
                           _s_client(host, 0, "ok")))
    return probes


def test_a_verification_said_otherwise_than_its_code_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_the_verification_as_its_code_says_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
