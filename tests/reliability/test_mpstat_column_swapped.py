"""A CPU's share of time restated from `mpstat -P ALL` or `sar -P ALL` (`CPU 1 的 iowait 为 60.3%`)
passes; another CPU's value of the column fails.

Each line starts with the time it was taken (`10:02:12 AM  1  0.00 ...`), so the lines were no
table: every faithful claim failed LOW_CONFID (`60.3%` read nowhere: the cell is `60.30` under
`%iowait`) and every forged one as well. Now the time before the cells is set aside
(`gatekeeper.rules.support.text.tables`) and `用户态`, `内核态`, `iowait`, `空闲` name their columns.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

COLUMNS = ("%usr", "%nice", "%sys", "%iowait", "%irq", "%soft", "%steal", "%guest", "%gnice", "%idle")
SAID = {"%usr": ("CPU {c} 的用户态使用率为 {v}%", "CPU {c} 用户态占用 {v}%", "CPU {c} %usr is {v}%"),
        "%sys": ("CPU {c} 的内核态使用率为 {v}%", "CPU {c} 的 %sys 为 {v}%"),
        "%iowait": ("CPU {c} 的 iowait 为 {v}%", "CPU {c} iowait 高达 {v}%", "CPU {c}的iowait为{v}%"),
        "%idle": ("CPU {c} 的空闲率为 {v}%", "CPU {c} idle {v}%")}


def _shares(rng: random.Random) -> list[float]:
    usr, sys, iowait = rng.randint(0, 60), rng.randint(0, 25), rng.randint(0, 40)
    shares = [usr + rng.randint(0, 99) / 100, 0.0, sys + rng.randint(0, 99) / 100,
              iowait + rng.randint(0, 99) / 100, 0.0, rng.randint(0, 300) / 100, 0.0, 0.0, 0.0]
    return [*shares, round(max(0.0, 100 - sum(shares)), 2)]


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    clock = (f"{rng.randint(1, 12):02}:{rng.randint(0, 59):02}:{rng.randint(0, 59):02} "
             f"{rng.choice(('AM', 'PM'))}")
    cpus = [str(n) for n in range(rng.choice((2, 4)))]
    rows = {cpu: _shares(rng) for cpu in cpus}
    column = rng.choice(tuple(SAID))
    at = COLUMNS.index(column)
    cpu = rng.choice(cpus)
    other = rng.choice([c for c in cpus if f"{rows[c][at]:.2f}" != f"{rows[cpu][at]:.2f}"])
    lines = [f"{clock}  CPU" + "".join(f"{name:>8}" for name in COLUMNS)]
    lines += [f"{clock}  {name:>3}" + "".join(f"{share:8.2f}" for share in shares)
              for name, shares in rows.items()]
    form = rng.choice(SAID[column])
    return (form.format(c=cpu, v=_written(rows[cpu][at])), form.format(c=cpu, v=_written(rows[other][at])),
            "\n".join(lines))


def _written(share: float) -> str:
    """A share as a claim writes it: no trailing zeros (`60.3` for `60.30`)."""
    return f"{share:.2f}".rstrip("0").rstrip(".")


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1111)
    return [_probe(rng) for _ in range(60)]


def test_a_cpu_s_own_share_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_cpu_s_share_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
