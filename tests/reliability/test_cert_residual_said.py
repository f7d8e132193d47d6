"""A certificate's residual time as `kubeadm certs check-expiration` prints it (`apiserver-etcd-client
证书还剩 27 天过期`, `the apiserver certificate expires in 356d`), passes; another row's days fail.

    CERTIFICATE             EXPIRES                  RESIDUAL TIME   CERTIFICATE AUTHORITY   EXTERNALLY ...
    apiserver               Nov 30, 2027 03:12 UTC   356d            ca                      no
    apiserver-etcd-client   Jan 05, 2027 03:12 UTC   27d             etcd-ca                 no

    CERTIFICATE AUTHORITY   EXPIRES                  RESIDUAL TIME   EXTERNALLY MANAGED
    ca                      Dec 09, 2034 03:12 UTC   8y              no

49 of 60 forged claims passed (at 8863ac7) and 11 faithful ones failed: `356d` was no duration a
claim's `356 天` could be, `过期` named the EXPIRES date (a duration is no date's value now), and
the last row's `no` negated the next line's `CERTIFICATE` (a negator's word is on its line).
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import drawn, not_passed, not_rejected

NOW = datetime.datetime(2026, 12, 9, 3, 12, tzinfo=datetime.UTC)
CERTS = {"admin.conf": "ca", "apiserver": "ca", "apiserver-etcd-client": "etcd-ca",
         "apiserver-kubelet-client": "ca", "controller-manager.conf": "ca",
         "etcd-healthcheck-client": "etcd-ca",
         "etcd-peer": "etcd-ca", "etcd-server": "etcd-ca", "front-proxy-client": "front-proxy-ca",
         "scheduler.conf": "ca"}
DAYS = (27, 356, 89, 178, 12, 241, 303, 45, 3)
SAID = ("{c} 证书还剩 {n} 天过期", "{c} 证书剩余 {n} 天", "{c} 的证书还有 {n} 天到期",
        "the {c} certificate expires in {n}d", "the {c} certificate has {n} days left")


def _expires(days: int) -> str:
    return (NOW + datetime.timedelta(days=days)).strftime("%b %d, %Y %H:%M UTC")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = sorted(rng.sample(tuple(CERTS), rng.randint(4, 7)))
    left = dict(zip(names, rng.sample(DAYS, len(names)), strict=True))
    lines = ["[check-expiration] Reading configuration from the cluster...",
             "[check-expiration] FYI: You can look at this config file with "
             "'kubectl -n kube-system get cm kubeadm-config -o yaml'", "",
             "CERTIFICATE                EXPIRES                  RESIDUAL TIME   CERTIFICATE AUTHORITY   "
             "EXTERNALLY MANAGED"]
    lines += [f"{name:<26} {_expires(days):<24} {f'{days}d':<15} {CERTS[name]:<23} no"
              for name, days in left.items()]
    if rng.random() < 0.6:
        years = rng.choice((8, 9))
        lines += ["", "CERTIFICATE AUTHORITY   EXPIRES                  RESIDUAL TIME   EXTERNALLY MANAGED"]
        lines += [f"{ca:<23} {_expires(years * 365 + 2):<24} {f'{years}y':<15} no"
                  for ca in ("ca", "etcd-ca", "front-proxy-ca")]
    one, other = rng.sample(names, 2)
    form = rng.choice(SAID)
    return form.format(c=one, n=left[one]), form.format(c=one, n=left[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4973)


def test_a_certificate_s_own_residual_time_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_certificate_s_residual_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
