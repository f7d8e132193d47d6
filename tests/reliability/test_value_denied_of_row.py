"""A share denied of one mount (`/data 的使用率不是 90%`, `/data is not 90% full`) against `df -h`:
another row's value denied passes, the row's own fails.

A denied value is found only by the same denial, so at 7a99b56 the faithful Chinese form failed
LOW_CONFID (`不是 90%` found nowhere) and the English one REJECT (any 90% printed contradicted it):
60 of 60 faithful claims failed, and 42 forged ones failed only LOW_CONFID. Now the row the clause
names is read (`gatekeeper.rules.support.evidence.denied_cells`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

MOUNTS = ("/", "/data", "/var", "/home", "/opt", "/srv")
DF_SAID = ("{r} 的使用率不是 {v}", "{r} is not {v} full", "{r} 的磁盘使用率并不是 {v}")


def _df(rng: random.Random) -> tuple[list[str], list[str], str]:
    mounts = rng.sample(MOUNTS[1:], rng.randint(2, 4))
    shares = [f"{share}%" for share in rng.sample(range(5, 99), len(mounts))]
    rows = [[f"/dev/sd{chr(98 + n)}1", "500G", f"{int(share[:-1]) * 5}G", f"{500 - int(share[:-1]) * 5}G",
             share, mount] for n, (mount, share) in enumerate(zip(mounts, shares, strict=True))]
    return mounts, shares, aligned_table(["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"], rows)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows, values, output = _df(rng)
    form = rng.choice(DF_SAID)
    one, other = rng.sample(range(len(rows)), 2)
    return form.format(r=rows[one], v=values[other]), form.format(r=rows[one], v=values[one]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4418)
    return [_probe(rng) for _ in range(60)]


def test_another_row_s_value_denied_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_row_s_own_value_denied_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
