"""A process's memory as top prints it scaled (`6.1g`), written by a claim in GB or GiB, passes;
another process's fails.

`java 进程内存占用 6.1 GB` citing top's `2345 app ... 12.3g   6.1g  12344 S ... java`: top scales a
size too wide for its column by a lower-case letter, no unit the number pattern knows, so the
faithful claim named a value found nowhere and failed LOW_CONFID. Now a scaled cell of `VIRT`,
`RES`, `SHR` is read in bytes (`gatekeeper.rules.support.text.anchors.top_sizes`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = ("{p} 进程内存占用 {v} GB", "{p} 的常驻内存为 {v}GB", "{p} is using {v} GiB of memory",
        "{p} 进程 RES 为 {v}G")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    processes = rng.sample(("java", "mysqld", "elasticsearch", "redis-server", "node"), 3)
    sizes = [rng.randint(11, 99) / 10 for _ in processes]
    if len(set(sizes)) < 3:
        return None
    rows = [f"{rng.randint(300, 40000):5d} {rng.choice(('app', 'mysql', 'root')):<9} 20   0 {size * 2:7.1f}g"
            f" {size:6.1f}g {rng.randint(1000, 99999):6d} S {rng.randint(0, 3000) / 10:5.1f}"
            f" {rng.randint(1, 600) / 10:5.1f} {rng.randint(0, 99)}:{rng.randint(10, 59)}."
            f"{rng.randint(10, 99)} {name}"
            for name, size in zip(processes, sizes, strict=True)]
    output = ("  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
              + "\n".join(rows))
    mine, other = rng.sample(range(3), 2)
    form = rng.choice(SAID)
    return (form.format(p=processes[mine], v=sizes[mine]), form.format(p=processes[mine], v=sizes[other]),
            output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8600, 60)


def test_another_process_s_memory_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_process_s_scaled_memory_in_gb_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
