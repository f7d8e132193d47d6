"""The TTL dig prints for a record as a claim says it (`api.example.com 的 TTL 为 300`, `the A
record's TTL is 300 seconds`), passes; the message size or another record's TTL fails.

    ;; ANSWER SECTION:
    api.example.com.	300	IN	A	10.0.0.5
    ;; MSG SIZE  rcvd: 59

`api.example.com 的 TTL 为 59` (the message's size) only warned, and so did the faithful `TTL 为 300`:
a record's TTL is a cell of no named column (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = ("{n} 的 TTL 为 {v}", "{n} 的 TTL 是 {v} 秒", "the TTL of {n} is {v} seconds",
        "{n} 的缓存时间 (TTL) 为 {v}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(("api.example.com", "db.internal.corp", "cdn.example.net", "auth.svc.local",
                        "mail.example.org"), 2)
    ttls = rng.sample(range(5, 86400), 2)
    size, query = rng.randint(40, 512), rng.randint(1, 300)
    records = [f"{name}.\t\t{ttl}\tIN\tA\t10.{rng.randint(0, 9)}.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
               for name, ttl in zip(names, ttls, strict=True)]
    output = (f"; <<>> DiG 9.18.18 <<>> {names[0]}\n;; global options: +cmd\n;; Got answer:\n"
              f";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: {rng.randint(1000, 65535)}\n"
              ";; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n"
              f";; ANSWER SECTION:\n{records[0]}\n\n;; AUTHORITY SECTION:\n{records[1]}\n\n"
              f";; Query time: {query} msec\n;; SERVER: 10.0.0.2#53(10.0.0.2) (UDP)\n"
              f";; WHEN: Mon Dec 07 10:00:00 UTC 2026\n;; MSG SIZE  rcvd: {size}")
    other = rng.choice([value for value in (ttls[1], size, query) if value != ttls[0]])
    form = rng.choice(SAID)
    return form.format(n=names[0], v=ttls[0]), form.format(n=names[0], v=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4610)
    return [_probe(rng) for _ in range(60)]


def test_a_record_s_own_ttl_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
