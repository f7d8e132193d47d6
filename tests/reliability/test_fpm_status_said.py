"""PHP-FPM's status page as a claim says it (`达到最大子进程数 7 次`, `监听队列中有 12 个请求`, `有 3 个空闲
进程`), pass; another field's value fails.

`children`, `reached` and `listen` were named by no claim's words, so the faithful `达到最大子进程数 7
次` named `total processes` (its `进程`) and was contradicted by its 50 (REJECT), and `监听队列中有 128
个请求` (the max listen queue) passed (at 89443fd, 7 faithful claims failed and 9 forged ones passed).
Now they are named (`gatekeeper.rules.support.evidence.field_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"max children reached": ("达到最大子进程数 {v} 次", "max children was reached {v} times"),
        "listen queue": ("监听队列中有 {v} 个请求", "the listen queue holds {v} requests"),
        "max listen queue": ("最大监听队列为 {v}", "the max listen queue was {v}"),
        "idle processes": ("有 {v} 个空闲进程", "there are {v} idle processes"),
        "slow requests": ("慢请求有 {v} 个", "there were {v} slow requests")}
FORGED = {"max children reached": ("slow requests", "listen queue"), "listen queue": ("max listen queue",),
          "max listen queue": ("listen queue len", "listen queue"), "idle processes": ("active processes",),
          "slow requests": ("max children reached",)}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    total = rng.randint(20, 200)
    idle = rng.randint(1, total // 3)
    small = rng.sample(range(1, 99), 3)
    values = {"accepted conn": rng.randint(10**4, 10**7), "listen queue": small[0],
              "max listen queue": rng.randint(100, 400), "listen queue len": rng.choice((511, 1024, 4096)),
              "idle processes": idle, "active processes": total - idle, "total processes": total,
              "max active processes": total, "max children reached": small[1], "slow requests": small[2]}
    lines = ["pool:                 www", "process manager:      dynamic",
             f"start since:          {rng.randint(60, 99999)}",
             *(f"{name + ':':<21} {value}" for name, value in values.items())]
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4528)
    return [_probe(rng) for _ in range(60)]


def test_a_field_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
