"""An NVMe drive's counter as `nvme smart-log` prints it (`介质错误数为 0`, `不安全关机 41 次`, `错误日志
条目数为 12`), pass; another counter's value fails.

    media_errors                            : 0
    num_err_log_entries                     : 12
    unsafe_shutdowns                        : 41

`介质错误数为 12` (the error log's entries) passed (at 3f755b4): `介质` and `不安全关机` were no words
of a claim's naming the counters.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"media_errors": ("介质错误数为 {v}", "有 {v} 个介质错误", "{v} media errors"),
        "num_err_log_entries": ("错误日志条目数为 {v}", "num_err_log_entries 为 {v}"),
        "unsafe_shutdowns": ("不安全关机 {v} 次", "异常断电 {v} 次", "{v} unsafe shutdowns"),
        "power_cycles": ("power_cycles 为 {v}", "{v} power cycles")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    counters = dict(zip(SAID, rng.sample(range(1, 5000), len(SAID)), strict=True))
    device = f"nvme{rng.randint(0, 3)}n1"
    lines = [f"Smart Log for NVME device:{device} namespace-id:ffffffff",
             f"{'critical_warning':<40}: 0", f"{'temperature':<40}: {rng.randint(30, 70)} C",
             f"{'available_spare':<40}: {rng.randint(90, 100)}%",
             f"{'percentage_used':<40}: {rng.randint(0, 40)}%",
             f"{'data_units_read':<40}: {rng.randint(10**6, 10**8):,}",
             f"{'power_on_hours':<40}: {rng.randint(100, 40000):,}"]
    lines += [f"{name:<40}: {value:,}" for name, value in counters.items()]
    one, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[one])
    return form.format(v=counters[one]), form.format(v=counters[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4836)


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
