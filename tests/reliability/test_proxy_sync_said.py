"""The sync state `istioctl proxy-status` prints for a proxy as a claim says it (`reviews-v1 的 RDS
状态为 STALE`, `reviews-v2's EDS is SYNCED`), passes; another proxy's or type's fails.

    NAME                      CLUSTER     CDS     LDS     EDS     RDS     ECDS      ISTIOD        VERSION
    reviews-v1-5b9c.default   Kubernetes  SYNCED  SYNCED  SYNCED  STALE   NOT SENT  istiod-7d8f   1.20.3

`reviews-v2 的 RDS 状态为 STALE` (reviews-v1's) passed, each state being the output's (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TYPES = ("CDS", "LDS", "EDS", "RDS")
SAID = ("{p} 的 {t} 状态为 {s}", "{p} 的 {t} 为 {s}", "{p}'s {t} is {s}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    proxies = [f"{name}-{rng.randint(1000, 9999):x}-{rng.choice('abcdfghk')}{rng.randint(10, 99)}.{namespace}"
               for name, namespace in rng.sample((("reviews-v1", "default"), ("reviews-v2", "default"),
                                                  ("ratings-v1", "default"), ("productpage-v1", "shop"),
                                                  ("istio-ingressgateway", "istio-system")),
                                                 rng.randint(2, 4))]
    states = {p: {t: rng.choice(("SYNCED", "SYNCED", "STALE", "NOT SENT")) for t in TYPES} for p in proxies}
    lines = [f"{'NAME':<44}{'CLUSTER':<12}" + "".join(f"{t:<11}" for t in TYPES)
             + f"{'ECDS':<11}{'ISTIOD':<28}VERSION"]
    lines += [f"{p:<44}{'Kubernetes':<12}" + "".join(f"{states[p][t]:<11}" for t in TYPES)
              + f"{'NOT SENT':<11}{'istiod-7d8f6c9b-x2kq4':<28}1.20.3" for p in proxies]
    output = "\n".join(lines)
    proxy, kind = rng.choice(proxies), rng.choice(TYPES)
    mine = states[proxy][kind]
    others = sorted({s for row in states.values() for s in row.values()} - {mine})
    if not others:
        return _probe(rng)
    name = proxy.split(".")[0].rsplit("-", 2)[0] if rng.random() < 0.5 else proxy
    if sum(p.startswith(name) for p in proxies) > 1:
        name = proxy
    form = rng.choice(SAID)
    return form.format(p=name, t=kind, s=mine), form.format(p=name, t=kind, s=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4611)
    return [_probe(rng) for _ in range(60)]


def test_a_proxy_s_own_state_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
