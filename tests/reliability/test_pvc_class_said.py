"""A claim's storage class of a PVC as `kubectl get pvc` prints it (`data-mysql-0 使用 standard 存储类`),
pass; another claim's class fails.

`STORAGECLASS` was named by no claim's words, so `data-mysql-0 使用 fast-ssd 存储类` (logs-es-0's)
passed (at 89443fd, 48 of 60 forged claims). Now `存储类` and `storage class` name it
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

CLAIMS = ("data-mysql-0", "logs-es-0", "cache-redis-0", "uploads", "kafka-data-1", "pg-wal-0")
CLASSES = ("standard", "fast-ssd", "ebs-gp3", "premium-rwo", "local-path")
SAID = ("{n} 使用 {c} 存储类", "{n} 的存储类为 {c}", "{n} uses the {c} storage class")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(CLAIMS, rng.randint(2, 4))
    classes = {name: rng.choice(CLASSES) for name in names}
    if len(set(classes.values())) == 1:
        classes[names[-1]] = next(c for c in CLASSES if c != classes[names[0]])
    lines = ["NAME            STATUS   VOLUME                                     CAPACITY   ACCESS MODES   "
             "STORAGECLASS   AGE"]
    lines += [f"{n:<15} Bound    pvc-{rng.randrange(16**8):08x}-8d7e-4f6a-9b5c-1d2e3f4a5b6c   "
              f"{rng.choice((10, 50, 100)):<3}Gi      RWO            {c:<14} {rng.randint(1, 90)}d"
              for n, c in classes.items()]
    name = rng.choice([n for n in names if any(c != classes[n] for c in classes.values())])
    other = rng.choice([c for c in classes.values() if c != classes[name]])
    form = rng.choice(SAID)
    return form.format(n=name, c=classes[name]), form.format(n=name, c=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4529)
    return [_probe(rng) for _ in range(60)]


def test_a_claim_s_own_class_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_claim_s_class_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
