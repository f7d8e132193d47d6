"""A thread pool said full while its stats show room, its tasks said never rejected while the
executor rejected one, or its active threads given the queue's count fails; the true ones pass.

`线程池已满` citing `active=150, poolSize=200, max=200, queue=0` passed (only a connection pool's
stats were read: `evidence/saturation.py`); `没有任务被拒绝` citing a `RejectedExecutionException`
passed (no glossary event of a rejected task: `text/glossary.py`); `线程池活跃线程数为 500` citing
`ThreadPoolExecutor[Running, pool size = 200, active threads = 200, queued tasks = 500, ...]`
passed (no field of `name = value`: `evidence/fields.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

FULL = ("{s} 线程池已满", "{s} 的线程池已被打满", "{s} 业务线程池耗尽", "The thread pool of {s} is exhausted")
NOT_REJECTED = ("{s} 没有任务被拒绝", "{s} 的线程池没有拒绝任务", "{s} 线程池没有出现拒绝执行")
ACTIVE = ("{s} 线程池活跃线程数为 {n}", "{s} 的活跃线程有 {n} 个", "{s} has {n} active threads")
QUEUED = ("{s} 线程池队列中有 {n} 个任务", "{s} 排队的任务有 {n} 个", "{s} has {n} queued tasks")


def _stats(rng: random.Random, service: str, active: int, maximum: int, queue: int) -> str:
    return (f"{clock_stamp(rng.randrange(80000))} WARN [{service}] ThreadPool biz-executor stats: "
            f"active={active}, poolSize={maximum}, max={maximum}, queue={queue}")


def _rejected(rng: random.Random, service: str, size: int, queued: int) -> str:
    return (f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] java.util.concurrent."
            f"RejectedExecutionException: Task com.shop.OrderTask@{rng.getrandbits(28):07x} rejected from "
            f"java.util.concurrent.ThreadPoolExecutor@{rng.getrandbits(28):07x}[Running, pool size = {size}, "
            f"active threads = {size}, queued tasks = {queued}, "
            f"completed tasks = {rng.randint(10 ** 4, 10 ** 6)}]")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3509)
    probes = []
    for n in range(90):
        service = rng.choice(("order-svc", "payment-svc", "inventory-api"))
        maximum = rng.choice((64, 100, 200))  # (no minute of a line's stamp: `03:50:17` prints a 50)
        if n % 3 == 0:  # room: said full; full: said so
            busy = rng.randint(maximum // 4, maximum - 1)
            claim = rng.choice(FULL).format(s=service)
            room, full = _stats(rng, service, busy, maximum, 0), _stats(rng, service, maximum, maximum, 500)
            probes.append((f"{service} 线程池活跃线程数为 {busy}", claim, room))
            probes.append((claim, f"{service} 线程池活跃线程数为 {busy}", full))
        elif n % 3 == 1:  # a rejection: denied, or said
            queued = rng.choice((100, 500, 1000))
            output = _rejected(rng, service, maximum, queued)
            denied = rng.choice(NOT_REJECTED).format(s=service)
            probes.append((f"{service} 的线程池拒绝了任务", denied, output))
        else:  # the active threads and the queue, each its own count
            queued = rng.choice((300, 500, 1000))
            output = _rejected(rng, service, maximum, queued)
            active, queue = rng.choice(ACTIVE), rng.choice(QUEUED)
            probes.append((active.format(s=service, n=maximum), active.format(s=service, n=queued), output))
            probes.append((queue.format(s=service, n=queued), queue.format(s=service, n=maximum), output))
    return probes


def test_a_pool_s_state_its_stats_deny_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []


def test_the_pool_s_state_as_its_stats_show_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
