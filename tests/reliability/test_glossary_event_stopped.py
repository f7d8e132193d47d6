"""An event of the bilingual glossary said not to recur after a time fails when a later line of
its log states it; said after the last one, it passes.

`03:14 之后没有再出现超时`, `After 03:14, no request timeouts occurred` citing a `request timed out`
line at 03:15:11 passed: only exceptions and error codes were read as events that stop
(`evidence/firsts.py`); `sshd 没有出现认证失败` citing `Failed password` passed too (no glossary
event of a failed login: `text/glossary.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_failed, not_passed

#: (a line stating the event, the claim's words of it in Chinese, in English)
EVENTS = (("WARN [{s}] request to bank-gw timed out after 5000ms", "超时", "timeouts"),
          ("ERROR [{s}] Connection refused: db-01:3306", "连接被拒绝", "connection refused errors"),
          ("sshd[24200]: Failed password for root from 173.234.31.186 port 38926 ssh2", "认证失败",
           "authentication failures"))


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, log): the forged time is before the last line."""
    rng = random.Random(3516)
    probes = []
    for _ in range(60):
        line, zh, en = rng.choice(EVENTS)
        service, clock = rng.choice(("payment-svc", "order-svc")), rng.randrange(3600, 70000)
        stamps = []
        for _ in range(rng.randint(2, 5)):
            clock += rng.randint(61, 600)
            stamps.append(clock)
        after = stamps[-1] + rng.randint(61, 900)
        before = stamps[0] + 60 * rng.randint(0, (stamps[-1] - stamps[0]) // 60 - 1)
        log = "\n".join([*(f"{clock_stamp(at)} {line.format(s=service)}" for at in stamps),
                         f"{clock_stamp(after)} INFO [{service}] health check passed"])
        said = rng.choice(("{t} 之后没有再出现{e}", "{t} 以后未再发生{e}", "After {t}, no {en} occurred"))

        def claim(at: int, said: str = said, zh: str = zh, en: str = en) -> str:
            return said.format(t=f"{at // 3600:02d}:{at // 60 % 60:02d}", e=zh, en=en)

        probes.append((claim(after), claim(before), log))
    return probes


def test_an_event_said_to_stop_before_a_line_states_it_fails() -> None:
    assert not_failed((forged, log, log) for _, forged, log in _probes()) == []


def test_an_event_said_to_stop_after_its_last_line_passes() -> None:
    assert not_passed((faithful, log, log) for faithful, _, log in _probes()) == []
