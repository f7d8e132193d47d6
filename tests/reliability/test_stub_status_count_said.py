"""nginx's counts as its stub_status page prints them (`nginx 共处理了 31070465 个请求`, `接受了
16630948 个连接`), pass; the connections' count given as the requests' or the other way fails.

`共处理了 N 个请求` named nginx's `handled` and `requests` as near (a tie: unsure) and `已建立 N 个连接`
named no count, so of 60 forged claims 8 passed at 7a99b56; now the noun a count counts, right
after it, is its field (`gatekeeper.rules.support.evidence.field_names`), and `建立` is `accepts`'.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

REQUESTS = ("nginx 共处理了 {n} 个请求", "nginx served {n} requests", "请求总数为 {n}", "累计 {n} 个请求")
ACCEPTED = ("nginx 共接受了 {n} 个连接", "nginx accepted {n} connections", "已建立 {n} 个连接")
HANDLED = ("nginx 处理了 {n} 个连接", "nginx handled {n} connections")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    accepts = rng.randint(10_000, 90_000_000)
    handled = accepts - rng.choice((0, 0, 3, 17))
    requests = accepts + rng.randint(accepts // 5, accepts * 2)
    active, reading, writing = rng.randint(5, 900), rng.randint(0, 9), rng.randint(1, 300)
    waiting = max(active - reading - writing, 0)
    output = (f"Active connections: {active} \nserver accepts handled requests\n"
              f" {accepts} {handled} {requests} \nReading: {reading} Writing: {writing} Waiting: {waiting} ")
    facet = rng.choice(("requests", "accepted", "handled"))
    if facet == "requests":
        form = rng.choice(REQUESTS)
        return form.format(n=requests), form.format(n=rng.choice((accepts, handled))), output
    form = rng.choice(ACCEPTED if facet == "accepted" else HANDLED)
    own = accepts if facet == "accepted" else handled
    return form.format(n=own), form.format(n=requests), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4404)
    return [_probe(rng) for _ in range(60)]


def test_each_count_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_of_the_three_counts_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
