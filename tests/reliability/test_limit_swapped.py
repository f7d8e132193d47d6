"""A process's resource limits restated (`该进程的最大打开文件数软限制为 1024，硬限制为 4096` for
`/proc/<pid>/limits`; `open files 限制为 1024` for `ulimit -a`) pass, and a limit given the other
limit's value or another resource's fails.

Every number is the output's and `硬限制` is no anchor: every forged claim passed. Now each
resource's row is read with its soft and hard limit (`gatekeeper.rules.support.evidence.rlimits`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: (row name in /proc/<pid>/limits, its unit, how a claim names it, its `ulimit -a` line).
RESOURCES = (("Max open files", "files", ("最大打开文件数", "open files", "文件描述符"),
              "open files                      (-n) {v}"),
             ("Max processes", "processes", ("最大进程数", "max user processes", "nproc"),
              "max user processes              (-u) {v}"),
             ("Max pending signals", "signals", ("挂起信号数", "pending signals"),
              "pending signals                 (-i) {v}"),
             ("Max locked memory", "bytes", ("锁定内存", "max locked memory"),
              "max locked memory       (kbytes, -l) {v}"))
BOTH = ("该进程的{r}软限制为 {s}，硬限制为 {h}", "{r} 的 soft limit 为 {s}，hard limit 为 {h}",
        "For the process, {r}: soft limit {s}, hard limit {h}")
HARD = ("该进程的{r}硬限制为 {h}", "The hard limit of {r} is {h}", "{r}硬限制为{h}")
SOFT = ("进程的{r}软限制只有 {s}", "{r} soft limit is {s}")
ANY = ("{r}的限制为 {v}", "The {r} limit is {v}")


def _proc(rng: random.Random) -> tuple[str, str, str]:
    lines = ["Limit                     Soft Limit           Hard Limit           Units     ",
             "Max cpu time              unlimited            unlimited            seconds   "]
    values = {}
    for row, unit, _, _ in RESOURCES:
        soft = rng.choice((1024, 4096, 65535, 7823, 31541, 65536))
        hard = rng.choice([v for v in (4096, 524288, 1048576, 262144, 31541) if v > soft] or [soft * 2])
        values[row] = (soft, hard)
        lines.append(f"{row:<25} {soft:<20} {hard:<20} {unit:<10}")
    row, _, names, _ = rng.choice(RESOURCES)
    (soft, hard), name = values[row], rng.choice(names)
    other = rng.choice([v for r, v in values.items() if r != row and soft not in v and hard not in v]
                       or [(hard, soft)])
    told = {"r": name, "s": soft, "h": hard}
    forged = rng.choice((
        rng.choice(BOTH).format(**{**told, "s": hard, "h": soft}),  # the two limits swapped
        rng.choice(HARD).format(**{**told, "h": soft}),
        rng.choice(SOFT).format(**{**told, "s": other[0]})))  # another resource's
    faithful = rng.choice((*BOTH, *HARD, *SOFT)).format(**told)
    return faithful, forged, "\n".join(lines)


def _ulimit(rng: random.Random) -> tuple[str, str, str]:
    values = rng.sample((1024, 4096, 7823, 31541, 65535, 63413, 127368), len(RESOURCES))
    lines = ["core file size          (blocks, -c) 0", "stack size              (kbytes, -s) 8192"]
    lines += [line.format(v=v) for (_, _, _, line), v in zip(RESOURCES, values, strict=True)]
    at = rng.randrange(len(RESOURCES))
    name = rng.choice(RESOURCES[at][2])
    other = values[(at + rng.randint(1, len(RESOURCES) - 1)) % len(RESOURCES)]
    form = rng.choice(ANY)
    return form.format(r=name, v=values[at]), form.format(r=name, v=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4312)
    return [_proc(rng) if n % 3 else _ulimit(rng) for n in range(60)]


def test_a_process_s_limits_restated_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_limit_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
