"""A claim naming an order, a user or a process by the number its evidence writes inside a path
passes; naming another number there fails.

`订单 1002 查询失败，返回 500` citing `"GET /api/orders/1002 HTTP/1.1" 500`, `进程 33894 打开了 1021 个
文件` citing `ls /proc/33894/fd | wc -l`: the number was read only as part of the path, so the
claim's was found nowhere and the faithful claim failed (`evidence/anchorset.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_failed, not_passed


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    # (a round number found nowhere only warns in English: `order 79300` may be a paraphrase's)
    number, other = (rng.randrange(1, 999) * 100 + rng.randint(1, 99) for _ in range(2))
    kind = rng.randrange(3)
    if kind == 0:
        status = rng.choice((500, 502, 503, 404))
        output = (f'10.0.3.{rng.randint(2, 250)} - - [06/Dec/2026:10:01:{rng.randint(10, 59)} +0000] '
                  f'"GET /api/orders/{number} HTTP/1.1" {status} {rng.randint(100, 900)}')
        form = rng.choice(("订单 {n} 查询失败，返回 {s}", "the request for order {n} returned {s}"))
        return form.format(n=number, s=status), form.format(n=other, s=status), output
    if kind == 1:
        count = rng.randint(10, 4000)
        output = f"$ ls /proc/{number}/fd | wc -l\n{count}"
        form = rng.choice(("进程 {n} 打开了 {c} 个文件", "process {n} has {c} open files"))
        return form.format(n=number, c=count), form.format(n=other, c=count), output
    output = f"2026-12-06 10:01:02 WARN GET /users/{number}/profile timeout after 5000ms"
    form = rng.choice(("用户 {n} 的请求超时", "user {n}'s profile request timed out after 5000ms"))
    return form.format(n=number), form.format(n=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4603, 60)


def test_a_number_the_evidence_writes_in_a_path_is_found() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_number_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
