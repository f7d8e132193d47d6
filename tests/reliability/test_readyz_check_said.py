"""A check's result as the API server's `/readyz?verbose` prints it (`etcd 检查失败`, `the ping check
passed`), pass; another check's result fails.

    [+]ping ok
    [-]etcd failed: reason withheld
    [+]poststarthook/start-kube-apiserver-admission-initializer ok

Every forged claim passed (at 3f755b4): `[+]` and `[-]` were no words of a claim's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"-": ("{c} 检查失败", "{c} 检查未通过", "the {c} check failed"),
        "+": ("{c} 检查通过", "{c} 检查正常", "the {c} check passed")}
CHECKS = ("ping", "log", "etcd", "etcd-readiness", "informer-sync", "shutdown",
          "poststarthook/rbac/bootstrap-roles", "poststarthook/start-apiextensions-controllers",
          "poststarthook/crd-informer-synced", "api-priority-and-fairness")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    checks = rng.sample(CHECKS, rng.randint(4, 8))
    marks = {check: "-" if rng.random() < 0.3 else "+" for check in checks}
    if len(set(marks.values())) < 2:
        return None
    lines = [f"[{marks[c]}]{c} {'ok' if marks[c] == '+' else 'failed: reason withheld'}" for c in checks]
    lines.append("readyz check failed")
    one = rng.choice(checks)
    other = rng.choice([c for c in checks if marks[c] != marks[one]])
    form = rng.choice(SAID[marks[one]])
    return (form.format(c=one.rpartition("/")[2]), form.format(c=other.rpartition("/")[2]), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4838)


def test_a_check_s_own_result_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_check_s_result_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
