"""A Redis slow command's duration as `SLOWLOG GET` prints it (microseconds, no unit) passes,
written in microseconds or milliseconds.

`KEYS 命令耗时 152340 微秒` citing an entry whose third item is `(integer) 152340`: the claim
gave a unit the output does not print, so it failed LOW_CONFID (the unit unchecked). Now an
entry's duration is read in microseconds (`gatekeeper.rules.support.text.anchors.redis_slowlog`).
A duration given another entry's command stays unsure (it is the output's).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed

COMMANDS = ("KEYS", "HGETALL", "SMEMBERS", "ZRANGE", "LRANGE", "SCAN", "DEL", "EVAL")
SAID = ("{c} 命令耗时 {us} 微秒", "{c} 执行了 {ms}ms", "the {c} command took {us} microseconds",
        "{c} took {ms} ms", "慢查询 {c} 耗时 {ms} 毫秒")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, faithful claim, output): this family has no forged claim."""
    commands = rng.sample(COMMANDS, 3)
    entries, durations = [], []
    for number, command in enumerate(commands, 1):
        micros = rng.randint(10001, 999999)
        durations.append(micros)
        entries.append(f"{number}) 1) (integer) {rng.randint(1, 500)}\n"
                       f"   2) (integer) {rng.randint(1733000000, 1734000000)}\n"
                       f"   3) (integer) {micros}\n"
                       f'   4) 1) "{command}"\n      2) "{rng.choice(("session:*", "user:1001", "cart:*"))}"')
    mine = rng.randrange(3)
    claim = rng.choice(SAID).format(c=commands[mine], us=durations[mine], ms=round(durations[mine] / 1000))
    return claim, claim, "\n".join(entries)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8510, 60)


def test_a_command_s_duration_in_microseconds_or_milliseconds_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []
