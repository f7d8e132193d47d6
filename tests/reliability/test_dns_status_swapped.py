"""A DNS answer restated (`pay.internal.shop.com 解析失败，返回 NXDOMAIN` for `dig`'s `status:
NXDOMAIN`) passes, and the other outcome or another status fails.

`解析成功` is no anchor and `NOERROR` was a name: of 60 forged claims 32 passed and 28 only
warned. Now a DNS response code is an error code (`gatekeeper.rules.support.text.anchors.names`)
and NXDOMAIN, SERVFAIL a failure, NOERROR a success (`gatekeeper.rules.support.text.outcomes`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

FAILED = ("{host} 解析失败，返回 {status}", "DNS lookup of {host} failed with {status}",
          "{host} 的 DNS 查询返回 {status}")
SUCCEEDED = ("{host} 解析成功", "DNS resolution of {host} succeeded", "{host} 的 DNS 查询返回 NOERROR")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    host = f"{rng.choice(SERVICES)}.{rng.choice(('internal', 'svc.cluster.local', 'prod.shop.com'))}"
    status = rng.choice(("NXDOMAIN", "SERVFAIL", "NOERROR"))
    lines = [f"; <<>> DiG 9.18.18 <<>> {host}", ";; global options: +cmd", ";; Got answer:",
             f";; ->>HEADER<<- opcode: QUERY, status: {status}, id: {rng.randint(1000, 65535)}",
             ";; QUESTION SECTION:", f";{host}.\t\tIN\tA"]
    if status == "NOERROR":
        address = f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
        lines += [";; ANSWER SECTION:", f"{host}.\t30\tIN\tA\t{address}"]
        failed = rng.choice(FAILED).format(host=host, status=rng.choice(("NXDOMAIN", "SERVFAIL")))
        return rng.choice(SUCCEEDED).format(host=host), failed, "\n".join(lines)
    return (rng.choice(FAILED).format(host=host, status=status), rng.choice(SUCCEEDED).format(host=host),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(53)
    return [_probe(rng) for _ in range(60)]


def test_a_dns_answer_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_outcome_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_lookup_said_normal_or_the_name_said_missing_is_read_as_its_outcome() -> None:
    """`解析正常` over `NXDOMAIN` and `域名不存在` over an answer passed: neither was an outcome's
    word."""
    rng = random.Random(3607)
    probes = []
    for _ in range(30):
        host = f"{rng.choice(SERVICES)}.{rng.choice(('internal', 'prod.shop.com'))}"
        header = ";; ->>HEADER<<- opcode: QUERY, status: {s}, id: " + str(rng.randint(1000, 65535))
        answer = f";; ANSWER SECTION:\n{host}.\t30\tIN\tA\t10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}"
        found = f"; <<>> DiG 9.18.18 <<>> {host}\n{header.format(s='NOERROR')}\n{answer}"
        missing = f"; <<>> DiG 9.18.18 <<>> {host}\n{header.format(s='NXDOMAIN')}"
        normal = f"{host} 解析正常"
        absent = rng.choice(("{h} 的域名不存在", "域名 {h} 不存在")).format(h=host)
        probes += [(normal, absent, found), (absent, normal, missing)]
    assert not_passed((faithful, output, output) for faithful, _, output in probes) == []
    assert not_rejected((forged, output, output) for _, forged, output in probes) == []


COUNTS = {1: ("{h} 只解析到一个地址", "{h} resolves to a single address"),
          2: ("{h} 解析到两个地址", "{h} resolves to 2 addresses"),
          3: ("{h} 解析到三个地址", "{h} resolves to three addresses")}


def _counts() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, dig's answer): `api.example.com 只解析到一个地址` over two A
    records passed: `一个` is no anchor (`evidence/dns_answers.py`)."""
    rng = random.Random(3620)
    probes = []
    for _ in range(30):
        host = f"{rng.choice(SERVICES)}.{rng.choice(('internal', 'prod.shop.com'))}"
        records = rng.randint(1, 3)
        answer = "\n".join(f"{host}.\t{rng.choice((30, 300))}\tIN\tA\t10.0.{rng.randint(0, 9)}.{10 + n}"
                           for n in range(records))
        output = (f"; <<>> DiG 9.18.18 <<>> {host}\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: "
                  f"{rng.randint(1000, 65535)}\n;; ANSWER SECTION:\n{answer}")
        form = rng.randrange(2)
        other = rng.choice([n for n in COUNTS if n != records])
        probes.append((COUNTS[records][form].format(h=host), COUNTS[other][form].format(h=host), output))
    return probes


def test_a_name_said_to_resolve_to_another_count_of_addresses_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _counts()) == []


def test_the_answer_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _counts()) == []
