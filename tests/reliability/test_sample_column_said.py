"""A value a claim gives a column of vmstat's samples or iostat's CPU line that no sample holds
fails; one a sample holds passes.

`si 为 0` citing vmstat's samples, every one swapping in; `%iowait 为 5%` citing iostat's
`15.30`: the numbers are the output's (other columns') and the claim names no row, so no cell
was given to another row's entity (`evidence/unnamed_rows.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

#: vmstat's columns a claim names, by the words it names them with, and their cells' range.
VMSTAT_SAID = {
    "swpd": (("swpd 为 {v}", "swap 使用量为 {v}", "swap used is {v}"), (0, 900000)),
    "si": (("si 为 {v}", "换入为 {v}", "swap in 是 {v}", "vmstat 的 si 为 {v}"), (0, 900)),
    "so": (("so 为 {v}", "换出为 {v}", "swap out is {v}"), (0, 900)),
    "cs": (("cs 为 {v}", "上下文切换为 {v}", "context switches are {v}"), (300, 9000)),
    "wa": (("wa 为 {v}", "iowait 为 {v}%", "I/O wait is {v}%"), (0, 60)),
}
COLUMNS = ("r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs",
           "us", "sy", "id", "wa", "st")
CPU_SAID = {"%iowait": ("%iowait 为 {v}%", "iowait 是 {v}%", "CPU iowait is {v}%", "I/O 等待为 {v}%"),
            "%idle": ("%idle 为 {v}%", "CPU 空闲为 {v}%", "CPU idle is {v}%"),
            "%system": ("%system 为 {v}%", "内核态为 {v}%", "system time is {v}%")}
CPU_COLUMNS = ("%user", "%nice", "%system", "%iowait", "%steal", "%idle")


def _vmstat(rng: random.Random) -> tuple[str, str, str] | None:
    column = rng.choice(sorted(VMSTAT_SAID))
    words, (low, high) = VMSTAT_SAID[column]
    samples = []
    for _ in range(rng.randint(1, 4)):
        cpu = [rng.randint(0, 60) for _ in range(4)]
        sample = {"r": rng.randint(0, 9), "b": rng.randint(0, 4), "swpd": rng.randint(0, 900000),
                  "free": rng.randint(50000, 900000), "buff": rng.randint(1000, 90000),
                  "cache": rng.randint(10000, 900000), "si": rng.randint(0, 900), "so": rng.randint(0, 900),
                  "bi": rng.randint(0, 2000), "bo": rng.randint(0, 2000), "in": rng.randint(300, 9000),
                  "cs": rng.randint(300, 9000), "st": 0,
                  **dict(zip(("us", "sy", "id", "wa"), cpu, strict=True))}
        samples.append(sample)
    held = {sample[column] for sample in samples}
    printed = {str(sample[name]) for sample in samples for name in COLUMNS}
    forged = rng.randint(low, high)
    if forged in held or (str(forged) in printed and rng.random() < 0.5):
        return None
    lines = ["$ vmstat 1 " + str(len(samples)),
             "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
             " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st"]
    lines += [" ".join(f"{sample[name]:>{width}}" for name, width in zip(COLUMNS, (
        2, 2, 6, 6, 6, 6, 4, 4, 5, 5, 4, 4, 2, 2, 2, 2, 2), strict=True)) for sample in samples]
    word = rng.choice(words)
    return (word.format(v=rng.choice(sorted(held))), word.format(v=forged), "\n".join(lines))


def _iostat(rng: random.Random) -> tuple[str, str, str] | None:
    cells = {name: round(rng.uniform(0, 60), 2) for name in CPU_COLUMNS}
    column = rng.choice(sorted(CPU_SAID))
    forged = rng.choice([round(rng.uniform(0, 99), 1),
                         *(cells[other] for other in CPU_COLUMNS if other != column)])
    if f"{forged:.2f}" == f"{cells[column]:.2f}" or round(forged) == round(cells[column]):
        return None
    output = "\n".join([
        "$ iostat -x 1 1", "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
        "        " + "".join(f"{cells[name]:>8.2f}" for name in CPU_COLUMNS), "",
        "Device            r/s     w/s   %util",
        "sda            " + "  ".join(f"{rng.uniform(0, 99):6.2f}" for _ in range(3))])
    word = rng.choice(CPU_SAID[column])
    return word.format(v=f"{cells[column]:.2f}"), word.format(v=f"{forged:g}"), output


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    return _vmstat(rng) if rng.random() < 0.6 else _iostat(rng)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3811, 60)


def test_a_value_no_sample_holds_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_value_a_sample_holds_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
