"""cert-manager's certificates and issuers as `kubectl get certificate` (or `clusterissuer`)
lists them (`shop-tls 证书已就绪`, `api-tls is not ready`), pass; another one's readiness fails.

Their READY is `True` or `False`, no pod's `1/1`, so readiness was read from nothing (at 7a99b56, 60
of 60 forged claims passed); now `True` is ready and `False` not
(`gatekeeper.rules.support.evidence.readiness`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

NAMES = ("shop-tls", "api-tls", "grafana-tls", "auth-tls", "wildcard-example-com", "letsencrypt-prod",
         "letsencrypt-staging", "internal-ca")
READY = ("{c} 证书已就绪", "{c} is ready", "{c} 已经就绪", "the certificate {c} is ready")
NOT_READY = ("{c} 证书未就绪", "{c} is not ready", "{c} 还没有就绪", "{c} 尚未就绪")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, rng.randint(2, 5))
    ready = [True, False, *(rng.random() < 0.6 for _ in names[2:])]
    rng.shuffle(ready)
    issuers = rng.random() < 0.3
    header = ["NAME", "READY", "AGE"] if issuers else ["NAME", "READY", "SECRET", "AGE"]
    rows = [[name, str(flag), *([] if issuers else [f"{name}-secret"]), f"{rng.randint(1, 90)}d"]
            for name, flag in zip(names, ready, strict=True)]
    one = rng.randrange(len(names))
    other = rng.choice([n for n in range(len(names)) if ready[n] != ready[one]])
    form = rng.choice(READY if ready[one] else NOT_READY)
    return form.format(c=names[one]), form.format(c=names[other]), aligned_table(header, rows)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4411)
    return [_probe(rng) for _ in range(60)]


def test_a_certificate_s_own_readiness_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_certificate_s_readiness_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
