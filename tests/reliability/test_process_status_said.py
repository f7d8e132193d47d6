"""The memory and threads `/proc/PID/status` prints as a claim says them (`java 进程的常驻内存为
2345678 kB`, `峰值常驻内存为 3456789 kB`, `the process runs 312 threads`), pass; another line's
value fails.

`java 进程的峰值内存为 2345678 kB` (VmRSS's, not VmHWM's) and `常驻内存为 3456789 kB` (VmHWM's)
passed: `VmRSS` and `VmHWM` were named by no claim's word (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"VmRSS": ("{p} 进程的常驻内存为 {v} kB", "{p} 当前物理内存占用 {v} kB",
                  "{p}'s resident memory is {v} kB"),
        "VmHWM": ("{p} 进程的峰值常驻内存为 {v} kB", "{p} 的物理内存峰值为 {v} kB",
                  "{p}'s peak resident memory was {v} kB"),
        "VmPeak": ("{p} 的虚拟内存峰值为 {v} kB", "{p}'s peak virtual memory was {v} kB"),
        "VmSize": ("{p} 的虚拟内存为 {v} kB", "{p}'s virtual memory size is {v} kB"),
        "Threads": ("{p} 进程的线程数为 {v}", "{p} runs {v} threads")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    name = rng.choice(("java", "mysqld", "node", "python3", "nginx"))
    peak, size = sorted(rng.sample(range(2_000_000, 30_000_000), 2), reverse=True)
    hwm, rss = sorted(rng.sample(range(100_000, 1_999_999), 2), reverse=True)
    values = {"VmPeak": peak, "VmSize": size, "VmHWM": hwm, "VmRSS": rss, "Threads": rng.randint(8, 900)}
    lines = [f"Name:\t{name}", "Umask:\t0022", "State:\tS (sleeping)", f"Tgid:\t{rng.randint(100, 99999)}",
             f"Pid:\t{rng.randint(100, 99999)}", f"VmPeak:\t{peak:>8} kB", f"VmSize:\t{size:>8} kB",
             "VmLck:\t       0 kB", f"VmHWM:\t{hwm:>8} kB", f"VmRSS:\t{rss:>8} kB",
             f"RssAnon:\t{rss - rng.randint(1000, 90000):>8} kB", f"VmSwap:\t{rng.randint(0, 9999):>8} kB",
             f"Threads:\t{values['Threads']}", f"voluntary_ctxt_switches:\t{rng.randint(1000, 999999)}",
             f"nonvoluntary_ctxt_switches:\t{rng.randint(10, 9999)}"]
    output = "\n".join(lines)
    line = rng.choice(tuple(SAID))
    kilobytes = line != "Threads"
    other = rng.choice([key for key in SAID if key not in (line, "Threads")]) if kilobytes else "VmHWM"
    form = rng.choice(SAID[line])
    forged = values[other] if kilobytes else rng.choice((values["Threads"] + rng.randint(1, 40),
                                                        int(lines[-1].split("\t")[1])))
    return form.format(p=name, v=values[line]), form.format(p=name, v=forged), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4614)
    return [_probe(rng) for _ in range(60)]


def test_a_line_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_line_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
