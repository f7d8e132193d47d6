"""Every login of an address or an account said to fail fails when sshd accepted one of them, and
passes when sshd only failed them.

`来自 183.62.140.253 的登录全部失败`, `all logins from 183.62.140.253 failed` citing that address's
`Failed password` lines and its `Accepted password` one passed: `失败` is printed, and a claim of
every login has no value to compare (`evidence/logins.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

ALL_FAILED = ("来自 {a} 的登录全部失败", "{a} 的登录尝试都失败了", "all logins from {a} failed",
              "every login attempt from {a} failed", "{u} 用户的登录全部失败")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, sshd's log): one address fails and then gets in, another
    only fails."""
    rng = random.Random(3622)
    probes = []
    for _ in range(40):
        ours, theirs = (f"{rng.choice((10, 183, 112))}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{n}"
                        for n in rng.sample(range(1, 255), 2))
        user, other_user = rng.sample(("root", "deploy", "git", "admin"), 2)
        attempts = [("Failed", user, ours), ("Failed", other_user, theirs), ("Accepted", user, ours),
                    ("Failed", other_user, theirs)]
        lines = [f"Dec 10 07:0{n}:{rng.randint(10, 59)} LabSZ sshd[{rng.randint(20000, 29999)}]: {outcome} "
                 f"password for {who} from {address} port {rng.randint(30000, 65000)} ssh2"
                 for n, (outcome, who, address) in enumerate(attempts)]
        form = rng.choice(ALL_FAILED)
        probes.append((form.format(a=theirs, u=other_user), form.format(a=ours, u=user), "\n".join(lines)))
    return probes


def test_every_login_said_failed_over_an_accepted_one_is_rejected() -> None:
    assert not_rejected((forged, log, log) for _, forged, log in _probes()) == []


def test_every_login_said_failed_where_all_failed_passes() -> None:
    assert not_passed((faithful, log, log) for faithful, _, log in _probes()) == []
