"""A file system's inodes as `df -i` prints them (`/data 只剩 10 个空闲 inode`, `/ 已用 3276790 个 inode`),
pass; another file system's count, or another column's, fails.

`IUsed` and `IFree` were named by no claim's words, so every count was the output's: `/data 只剩 10
个空闲 inode` (/'s) passed. Now each column is named by its words
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

MOUNTS = {"/dev/sda1": "/", "/dev/sdb1": "/data", "/dev/sdc1": "/var/log", "/dev/nvme0n1p2": "/srv"}
SAID = {"ifree": ("{m} 只剩 {v} 个空闲 inode", "{m} has {v} free inodes"),
        "iused": ("{m} 已用 {v} 个 inode", "{m} has used {v} inodes")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    devices = rng.sample(tuple(MOUNTS), rng.randint(2, 4))
    rows = {}
    for device in devices:
        total = rng.choice((3276800, 6553600, 13107200, 26214400))
        used = rng.randint(1000, total - 10)
        rows[device] = {"inodes": total, "iused": str(used), "ifree": str(total - used),
                        "iuse%": f"{-(-used * 100 // total)}%"}
    lines = ["Filesystem        Inodes    IUsed    IFree IUse% Mounted on"]
    lines += [f"{d:<15} {r['inodes']:>8} {r['iused']:>8} {r['ifree']:>8} {r['iuse%']:>5} {MOUNTS[d]}"
              for d, r in rows.items()]
    device = rng.choice(devices)
    kind = rng.choice(tuple(SAID))
    own = rows[device]
    forged = own["iused" if kind == "ifree" else "ifree"] if rng.random() < 0.5 else rows[
        rng.choice([d for d in devices if d != device])][kind]
    form = rng.choice(SAID[kind])
    mount = MOUNTS[device]
    return form.format(m=mount, v=own[kind]), form.format(m=mount, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4514)
    return [_probe(rng) for _ in range(60)]


def test_a_file_system_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_file_system_s_or_column_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
