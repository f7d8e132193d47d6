"""Where and when a user logged in as `w` prints it (`deploy 从 10.0.0.9 登录`, `root 在 09:12 登录`),
passes; another session's address or time fails.

     10:22:01 up 3 days,  4:12,  2 users,  load average: 1.20, 0.98, 0.75
    USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT
    root     pts/0    10.0.0.5         09:12    1:02m  0.05s  0.01s -bash

`root 从 10.0.0.9 登录` (deploy's address) passed (at 371b2c9): the sessions' rows were read, but
an address was no value a row's user was given.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FROM = ("{u} 从 {v} 登录", "{u} 的登录来源是 {v}", "{u} logged in from {v}")
AT = ("{u} 在 {v} 登录", "{u} 的登录时间为 {v}", "{u} logged in at {v}")
WHAT = ("-bash", "vim app.conf", "top", "tail -f app.log")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    users = rng.sample(("root", "deploy", "admin", "chen", "ops", "jenkins"), rng.randint(2, 4))
    sessions = {u: {"from": f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
                    "at": f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}"} for u in users}
    head = (f" 10:22:01 up {rng.randint(1, 90)} days,  4:12,  {len(users)} users,  "
            "load average: 1.20, 0.98, 0.75")
    lines = [head, "USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT",
             *(f"{u:<9}pts/{n:<5}{sessions[u]['from']:<17}{sessions[u]['at']:<9}{rng.randint(0, 59)}.00s  "
               f"0.{rng.randint(10, 99)}s  0.01s {rng.choice(WHAT)}" for n, u in enumerate(users))]
    one, other = rng.sample(users, 2)
    kind, forms = rng.choice((("from", FROM), ("at", AT)))
    if sessions[one][kind] == sessions[other][kind]:
        return None
    form = rng.choice(forms)
    value = sessions[one][kind]
    return form.format(u=one, v=value), form.format(u=other, v=value), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4719)


def test_a_session_s_own_address_and_time_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_session_s_address_or_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
