"""A claim giving Redis' memory peak its memory in use (or its limit) never passes, and the
fields as printed pass.

`redis-cli INFO memory` as a diagnosis agent reads it: `used_memory_human:1.50G`,
`used_memory_peak_human:3.20G`, `maxmemory_human:4.00G` among its fields. The claim gives the
peak, the memory in use or the limit (`Redis 内存峰值为 3.20G`, `redis peak memory is 3.20G`,
`Redis 已用内存 1.50G`, `Redis 内存上限为 4.00G`); the forged one gives one of them another's
value. A claim writing the peak's words (`内存峰值`) named no field, `used` unwritten, so before,
the forged peaks passed (16 of the 60; the others failed already). Now a field's `used` is
implied by two other words the claim writes (gatekeeper.rules.support.evidence.fields): every
forged claim fails REJECT, every faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"used_memory_peak_human": ("Redis 内存峰值为 {v}", "redis peak memory is {v}",
                                    "Redis 的内存使用峰值达到 {v}"),
         "used_memory_human": ("Redis 已用内存 {v}", "Redis 当前已使用内存 {v}", "redis used memory is {v}"),
         "maxmemory_human": ("Redis 内存上限为 {v}", "Redis 的最大内存为 {v}")}


def _info(rng: random.Random) -> tuple[str, dict[str, str]]:
    limit = rng.choice((2, 4, 8, 16))
    used, peak = sorted(round(limit * rng.uniform(0.1, 0.99), 2) for _ in range(2))
    shown = {"used_memory_human": f"{used:.2f}G", "used_memory_peak_human": f"{peak:.2f}G",
             "maxmemory_human": f"{limit:.2f}G"}
    lines = ["# Memory", f"used_memory:{int(used * 1024**3)}",
             f"used_memory_human:{shown['used_memory_human']}",
             f"used_memory_rss:{int(used * 1.1 * 1024**3)}",
             f"used_memory_peak:{int(peak * 1024**3)}",
             f"used_memory_peak_human:{shown['used_memory_peak_human']}",
             f"maxmemory:{limit * 1024**3}", f"maxmemory_human:{shown['maxmemory_human']}",
             f"maxmemory_policy:{rng.choice(('allkeys-lru', 'volatile-lru', 'noeviction'))}",
             f"mem_fragmentation_ratio:{rng.uniform(1.0, 1.6):.2f}"]
    return "\n".join(lines), shown


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(6379)
    found = []
    while len(found) < 60:
        output, shown = _info(rng)
        field, other = rng.sample(list(FORMS), 2)
        if shown[field] == shown[other]:
            continue
        form = rng.choice(FORMS[field])
        found.append((form.format(v=shown[field]), form.format(v=shown[other]), output))
    return found


def test_a_memory_field_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_memory_fields_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
