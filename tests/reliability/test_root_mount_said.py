"""The root file system's row of `df -h` said by `/` alone (`/ 的使用率为 96%`, `/ 只剩 2.0G`, `/ has
2.0G available`), pass; another mount's value fails.

A bare `/` named no row (`/ 分区` and `根分区` did), so `/ 的使用率为 20%` (/data's) passed (at
89443fd, 60 of 60 forged claims). Now `/` alone before what it has names the root's row
(`gatekeeper.rules.support.text.spans.ROOT_SAID`), and `只剩`, `还剩` name `Avail`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

MOUNTS = ("/data", "/var/log", "/srv", "/home", "/boot")
SAID = {"use%": ("/ 的使用率为 {v}", "/ is {v} full", "/ 的磁盘使用率已达 {v}"),
        "avail": ("/ 只剩 {v}", "/ has {v} available", "/ 的可用空间为 {v}", "根分区还剩 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    mounts = ["/", *rng.sample(MOUNTS, rng.randint(1, 3))]
    rows = {}
    for n, mount in enumerate(mounts):
        size = rng.choice((20, 50, 100, 200, 500))
        used = rng.randint(1, size - 1)
        rows[mount] = {"device": f"/dev/sd{'abcd'[n]}1", "size": f"{size}G", "used": f"{used}G",
                       "avail": f"{size - used}G", "use%": f"{-(-used * 100 // size)}%"}
    lines = ["Filesystem      Size  Used Avail Use% Mounted on"]
    lines += [f"{r['device']:<14} {r['size']:>5} {r['used']:>5} {r['avail']:>5} {r['use%']:>4} {m}"
              for m, r in rows.items()]
    kind = rng.choice(tuple(SAID))
    own = rows["/"][kind]
    others = [r[kind] for m, r in rows.items() if m != "/" and r[kind] != own]
    if not others:  # one mount besides the root, of the same value
        others = [("1%" if own != "1%" else "2%") if kind == "use%" else own.replace("G", "0G")]
    forged = rng.choice(others)
    form = rng.choice(SAID[kind])
    return form.format(v=own), form.format(v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4515)
    return [_probe(rng) for _ in range(60)]


def test_the_root_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_mount_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
