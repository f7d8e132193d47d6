"""A slow command's duration as Redis' `SLOWLOG GET` prints it (`KEYS user:* 耗时 52340 微秒`),
passes; another entry's duration given the command fails.

    1) 1) (integer) 14
       2) (integer) 1733040000
       3) (integer) 52340
       4) 1) "KEYS"
          2) "user:*"

`HGETALL 耗时 52340 微秒` (the KEYS entry's) passed (at 371b2c9): each entry's duration was read
(`test_slowlog_duration_said`), whichever entry's command the claim gave it.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COMMANDS = ("KEYS", "HGETALL", "SMEMBERS", "ZRANGE", "LRANGE", "SCAN", "DEL", "EVAL", "FLUSHDB")
SAID = ("{c} 命令耗时 {us} 微秒", "{c} 执行了 {ms}ms", "the {c} command took {us} microseconds",
        "{c} took {ms} ms", "慢查询 {c} 耗时 {ms} 毫秒")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    commands = rng.sample(COMMANDS, rng.randint(2, 4))
    entries, durations = [], {}
    prompt = rng.choice(("127.0.0.1:6379> SLOWLOG GET 10\n", ""))
    for number, command in enumerate(commands, 1):
        micros = rng.randint(10001, 999999)
        durations[command] = micros
        entries.append(f"{number}) 1) (integer) {rng.randint(1, 500)}\n"
                       f"   2) (integer) {rng.randint(1733000000, 1734000000)}\n"
                       f"   3) (integer) {micros}\n"
                       f'   4) 1) "{command}"\n      2) "{rng.choice(("session:*", "user:1001", "cart:*"))}"')
    one, other = rng.sample(commands, 2)
    if round(durations[one] / 1000) == round(durations[other] / 1000):
        return None
    form = rng.choice(SAID)
    us, ms = durations[one], round(durations[one] / 1000)
    return form.format(c=one, us=us, ms=ms), form.format(c=other, us=us, ms=ms), prompt + "\n".join(entries)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4711)


def test_an_entry_s_own_duration_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_entry_s_duration_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
