"""A CPU or memory amount `kubectl top` prints in Kubernetes' units (`250m`, `512Mi`) passes
restated in cores or bytes (`0.25 核`, `250 毫核`, `0.5Gi`, `512 MiB`), and another amount fails.

`512Mi` was a number in a unit of no list, compared as written only (`0.5Gi` and `512 MiB` were
other values), and `250m` was 250 minutes: of 60 faithful restatements, 50 failed LOW_CONFID and
10 warned (`0.85 cores`: a bare number), and the forged alike.
Now `Ki`...`Pi` are binary sizes, and a CPU amount in cores is held by its millicores in a text
naming the CPU (`evidence/millicores.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_failed, not_passed


def _cores(millicores: int) -> str:
    return f"{millicores / 1000:g}"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(250)
    found = []
    for _ in range(60):
        rows = [[f"{service}-{rng.randrange(16**6):06x}-{rng.randrange(36**5):05x}",
                 f"{rng.randrange(1, 40) * 25}m", f"{rng.randrange(1, 64) * 64}Mi"]
                for service in rng.sample(SERVICES, 3)]
        output = aligned_table(["NAME", "CPU(cores)", "MEMORY(bytes)"], rows)
        name, cpu, memory = rows[0]
        excerpt = next(line for line in output.split("\n") if line.startswith(name))
        service, millicores, mebibytes = name.rsplit("-", 2)[0], int(cpu[:-1]), int(memory[:-2])
        other_cpu, other_memory = millicores + rng.choice((25, 50, -10)), mebibytes + 1024
        forms = (
            ("{service} 的 CPU 使用为 {cores} 核", lambda m, b: {"cores": _cores(m)}),
            ("{service} 的 CPU 使用为 {m} 毫核", lambda m, b: {"m": m}),
            ("{service} is using {cores} cores of CPU", lambda m, b: {"cores": _cores(m)}),
            ("{service} 的内存使用为 {gib}Gi", lambda m, b: {"gib": f"{b / 1024:g}"}),
            ("{service} is using {b} MiB of memory", lambda m, b: {"b": b}),
        )
        form, values = rng.choice(forms)
        found.append((form.format(service=service, **values(millicores, mebibytes)),
                      form.format(service=service, **values(other_cpu, other_memory)),
                      excerpt, output))
    return found


def test_an_amount_restated_in_other_units_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_amount_fails() -> None:
    # another pod's amount (in the quoted table's other rows) is no restatement of this one's
    assert not_failed((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
