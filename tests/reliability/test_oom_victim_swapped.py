"""A claim giving the process the OOM killer killed another number of its line never passes, and
the line's values pass.

The kernel's log as a diagnosis agent reads it (`dmesg -T`, `journalctl -k`): `java invoked
oom-killer: ...`, then `Out of memory: Killed process 24871 (java) total-vm:12845676kB,
anon-rss:6234512kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:13000kB oom_score_adj:0`. The
claim gives the killed process' PID, its resident memory or its virtual memory (`OOM killer
杀死了 PID 24871 的 java 进程`, `被杀进程的 RSS 为 6234512kB`, `the killed process' virtual memory
was 12845676kB`); the forged one another value of the line (the UID as the PID, the virtual
memory as the resident). The line's `name:value` items after a space were no fields and `RSS`
named none, so before, 48 of the 60 forged claims passed. Now the OOM killer's line is
read as fields (gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT,
every faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"pid": ("OOM killer 杀死了进程号为 {v} 的 {n} 进程", "the OOM killer killed process {v} ({n})"),
         "anon-rss": ("被杀进程 {n} 的 RSS 为 {v}kB", "the killed process' RSS was {v}kB"),
         "total-vm": ("被杀进程 {n} 的虚拟内存为 {v}kB", "the killed process' virtual memory was {v}kB")}
OTHER = {"pid": "uid", "anon-rss": "total-vm", "total-vm": "anon-rss"}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(137)
    found = []
    while len(found) < 60:
        name = rng.choice(("java", "python3", "node", "mysqld", "redis-server"))
        values = {"pid": rng.randint(2000, 90000), "uid": rng.choice((0, 999, 1000, 1001, 27)),
                  "total-vm": rng.randint(2 * 10**6, 3 * 10**7)}
        values["anon-rss"] = values["total-vm"] // rng.randint(2, 5)
        stamp = f"[Tue Dec  1 03:{rng.randint(10, 59)}:{rng.randint(10, 59)} 2026]"
        output = (f"{stamp} {name} invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0, "
                  f"oom_score_adj=0\n{stamp} Out of memory: Killed process {values['pid']} ({name}) "
                  f"total-vm:{values['total-vm']}kB, anon-rss:{values['anon-rss']}kB, file-rss:0kB, "
                  f"shmem-rss:0kB, UID:{values['uid']} pgtables:{rng.randint(100, 30000)}kB oom_score_adj:0")
        field = rng.choice(list(FORMS))
        form = rng.choice(FORMS[field])
        found.append((form.format(v=values[field], n=name), form.format(v=values[OTHER[field]], n=name),
                      output))
    return found


def test_another_value_of_the_oom_killer_s_line_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_oom_killer_s_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
