"""A fail2ban jail's counts as `fail2ban-client status <jail>` prints them (`sshd jail 当前封禁了 2 个 IP`,
`累计失败 128 次`, `Currently banned is 2`, `Total failed is 128`), pass; the current count given as the
total (or back), or the banned count given as the failed one (or back), fails.

    Status for the jail: sshd
    |- Filter
    |  |- Currently failed:	3
    |  |- Total failed:	128
    |  `- File list:	/var/log/auth.log
    `- Actions
       |- Currently banned:	2
       |- Total banned:	17
       `- Banned IP list:	203.0.113.7 198.51.100.23

46 of 60 forged claims passed (at 8863ac7): the tree's `|-` before each name hid its fields, and
`封禁`, `currently` named none.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

JAILS = {"sshd": "/var/log/auth.log", "nginx-http-auth": "/var/log/nginx/error.log",
         "postfix": "/var/log/mail.log", "dovecot": "/var/log/mail.log", "recidive": "/var/log/fail2ban.log"}
SAID = {"Currently failed": ("{j} jail 当前失败 {n} 次", "{j} 的 Currently failed 为 {n}",
                             "Currently failed is {n}", "the {j} jail has {n} failure{s} currently"),
        "Total failed": ("{j} jail 累计失败 {n} 次", "{j} 的 Total failed 为 {n}", "Total failed is {n}",
                         "the {j} jail has {n} failure{s} in total"),
        "Currently banned": ("{j} jail 当前封禁了 {n} 个 IP", "{j} 的 Currently banned 为 {n}",
                             "Currently banned is {n}", "the {j} jail currently bans {n} IP{s}"),
        "Total banned": ("{j} jail 累计封禁 {n} 个 IP", "{j} 的 Total banned 为 {n}", "Total banned is {n}",
                         "the {j} jail has banned {n} IP{s} in total")}
#: Each field's counterparts: the other tense of its count, the other count of its tense.
SWAPS = {"Currently failed": ("Total failed", "Currently banned"),
         "Total failed": ("Currently failed", "Total banned"),
         "Currently banned": ("Total banned", "Currently failed"),
         "Total banned": ("Currently banned", "Total failed")}


def _ip(rng: random.Random) -> str:
    net = rng.choice(("203.0.113", "198.51.100", "192.0.2", "45.141.84", "185.220.101"))
    return f"{net}.{rng.randint(2, 254)}"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    jail = rng.choice(tuple(JAILS))
    counts = {"Currently failed": rng.randint(0, 9), "Total failed": rng.randint(20, 900),
              "Currently banned": rng.randint(1, 6), "Total banned": rng.randint(7, 80)}
    if len(set(counts.values())) < len(counts):
        return None
    ips = sorted({_ip(rng) for _ in range(counts["Currently banned"])})
    if len(ips) < counts["Currently banned"]:
        return None
    files = (f"`- Journal matches:\t_SYSTEMD_UNIT={jail}.service + _COMM={jail}"
             if jail == "sshd" and rng.random() < 0.3 else f"`- File list:\t{JAILS[jail]}")
    output = "\n".join([f"Status for the jail: {jail}", "|- Filter",
                        f"|  |- Currently failed:\t{counts['Currently failed']}",
                        f"|  |- Total failed:\t{counts['Total failed']}", f"|  {files}", "`- Actions",
                        f"   |- Currently banned:\t{counts['Currently banned']}",
                        f"   |- Total banned:\t{counts['Total banned']}",
                        f"   `- Banned IP list:\t{' '.join(ips)}"])
    field = rng.choice(tuple(SAID))
    form = rng.choice(SAID[field])
    other = counts[rng.choice(SWAPS[field])]
    true = counts[field]
    return (form.format(j=jail, n=true, s="s"[:true != 1]), form.format(j=jail, n=other, s="s"[:other != 1]),
            output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6463)


def test_a_jail_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
