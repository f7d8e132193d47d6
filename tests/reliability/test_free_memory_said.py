"""`free -h`'s memory said in English (`available memory is 1.2Gi`, `memory usage is 13Gi`, `swap
usage is 3.9Gi`), pass; another column's or row's value fails.

`available memory is 1.2Gi` was read as the memory usage and contradicted by `Mem:`'s first
number, the total (`memory usage is 13Gi` too): at 7a99b56, 27 of 60 faithful claims failed
REJECT, and 7 forged ones passed (another row's value of another column: `free memory is 3.3Gi`
of swap's used). Now `available` and `free` make their own metric
(`gatekeeper.rules.support.text.anchors.numbers`), a row's words name it for the value it holds
(`gatekeeper.rules.support.evidence.table_rows.row_holds`), and a column named reads another row's
other cells too (`tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"available": ("available memory is {v}", "only {v} of memory is available",
                      "the available memory is {v}"),
        "free": ("free memory is {v}", "only {v} of memory is free"),
        "used": ("memory usage is {v}", "used memory is {v}", "{v} of memory is used"),
        "swap": ("swap usage is {v}", "{v} of swap is used")}


def _gi(rng: random.Random, low: float, high: float) -> str:
    return f"{rng.uniform(low, high):.1f}Gi"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    total = rng.choice((7.7, 15.0, 31.0, 62.0))
    used, shared, cache = _gi(rng, total * 0.5, total * 0.8), _gi(rng, 0.1, 1.0), _gi(rng, 1.0, 3.0)
    free, available = f"{rng.randint(100, 900)}Mi", _gi(rng, 1.1, total * 0.3)
    swap_total, swap_used = "4.0Gi", _gi(rng, 0.5, 3.9)
    cells = [f"{total}Gi", used, free, shared, cache, available]
    output = "\n".join(["               total        used        free      shared  buff/cache   available",
                        "Mem:    " + "".join(f"{cell:>12}" for cell in cells),
                        "Swap:   " + "".join(f"{cell:>12}" for cell in (swap_total, swap_used, "100Mi"))])
    own = {"available": available, "free": free, "used": used, "swap": swap_used}
    said = rng.choice(tuple(SAID))
    other = rng.choice([value for key, value in own.items() if key != said and value != own[said]])
    form = rng.choice(SAID[said])
    return form.format(v=own[said]), form.format(v=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4419)
    return [_probe(rng) for _ in range(60)]


def test_each_figure_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_column_s_or_row_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
