"""A claim giving one of `top`'s CPU states or memory figures another's value never passes, and
the values as printed pass.

`top -b -n 1` as a diagnosis agent reads it: the summary lines, `%Cpu(s): 62.0 us, 18.0 sy, 0.0
ni, 2.0 id, 17.5 wa, ...` and `MiB Mem : 15884.2 total, 312.4 free, 12040.1 used, ...`, over a
few processes. The claim gives a CPU state's share (`CPU iowait 为 17.5%`, `用户态 CPU 占用
62.0%`, `the CPU was 2.0% idle`) or a memory figure in the line's unit (`空闲内存为 312.4 MiB`,
`可用内存 2980.3 MiB`); the forged one gives it another state's or figure's value. No value was
read with its unit (top prints it before the line, or not at all), so before 60 of the 60
faithful claims failed LOW_CONFID (a value found nowhere), and the forged ones alike. Now the
summary's values are read with their units and names
(gatekeeper.rules.support.text.anchors.summary) and as fields
(gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT, every faithful
one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

CPU_FORMS = {"us": ("用户态 CPU 占用 {v}%", "CPU user time is {v}%"),
             "sy": ("内核态 CPU 占用 {v}%", "系统态 CPU 使用率为 {v}%"),
             "id": ("CPU 空闲率为 {v}%", "CPU idle is {v}%"),
             "wa": ("CPU iowait 为 {v}%", "CPU 的 IO 等待占比为 {v}%"),
             "st": ("CPU steal 为 {v}%",)}
MEMORY_FORMS = {"free": ("空闲内存为 {v} MiB", "free memory is {v} MiB"),
                "used": ("已用内存 {v} MiB", "used memory is {v} MiB"),
                "avail": ("可用内存 {v} MiB", "available memory is {v} MiB")}


def _output(rng: random.Random) -> tuple[str, dict[str, str], dict[str, str]]:
    shares = rng.sample(range(1, 700), 5)
    cpu = {name: f"{share / 10:.1f}" for name, share in zip(CPU_FORMS, shares, strict=True)}
    total = rng.choice((7821.4, 15884.2, 31927.0))
    free, avail = sorted(round(rng.uniform(50, total / 4), 1) for _ in range(2))
    used = round(total - avail - rng.uniform(10, 200), 1)
    memory = {"free": f"{free:.1f}", "used": f"{used:.1f}", "avail": f"{avail:.1f}"}
    lines = [f"top - 03:14:{rng.randint(10, 59)} up 12 days,  4:05,  1 user,  load average: 8.12, 6.40, 5.02",
             "Tasks: 212 total,   3 running, 209 sleeping,   0 stopped,   0 zombie",
             f"%Cpu(s): {cpu['us']} us, {cpu['sy']} sy,  0.0 ni, {cpu['id']} id, {cpu['wa']} wa,  0.0 hi,"
             f"  0.3 si, {cpu['st']} st",
             f"MiB Mem :  {total} total,  {memory['free']} free,  {memory['used']} used,  "
             f"{round(total - free - used, 1)} buff/cache",
             f"MiB Swap:   2048.0 total,   1024.0 free,   1024.0 used.  {memory['avail']} avail Mem", "",
             "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND",
             "  24871 app       20   0   12.3g   6.1g  21384 S 185.3  39.3  84:12.55 java"]
    return "\n".join(lines), cpu, memory


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1717)
    found = []
    while len(found) < 60:
        output, cpu, memory = _output(rng)
        values, forms = (cpu, CPU_FORMS) if rng.random() < 0.6 else (memory, MEMORY_FORMS)
        name, other = rng.sample(list(values), 2)
        if values[name] == values[other]:
            continue
        form = rng.choice(forms[name])
        found.append((form.format(v=values[name]), form.format(v=values[other]), output))
    return found


def test_a_cpu_state_or_memory_figure_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_top_s_summary_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
