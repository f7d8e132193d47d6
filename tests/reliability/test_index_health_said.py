"""An index or a cluster said of another colour than `_cat/indices` or `_cat/health` prints for
it, or said not of the colour printed, fails; its own colour, or one it is not, passes.

`logs-2026.12.01 索引状态为 green` citing `yellow open logs-2026.12.01 ...`: the colour and the index
are the output's, so of 60 forged claims 55 passed and 5 only warned (the colour of a table's row
was read by no check), and 3 faithful ones warned (`index X is not yellow`, another index's cell
`yellow`, read as a flip). Now a row's `health` cell is read (`gatekeeper.rules.support.evidence
.health`, evidence/row_states.py) and a term denied of one row that only others' cells write is
no flip (evidence/denied_of.py).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

COLOURS = ("green", "yellow", "red")
CHINESE = {"green": "绿色", "yellow": "黄色", "red": "红色"}
SAID = ("索引 {i} 的健康状态为 {c}", "{i} 索引状态为 {c}", "index {i} is {c}", "{i} 的 health 是 {c}")
DENIED = ("索引 {i} 的健康状态不是 {c}", "index {i} is not {c}", "{i} 的 health 不是 {c}")
EVERY = ("所有索引都是 {c}", "all indices are {c}", "所有索引的健康状态均为 {c}")
CLUSTER = ("集群状态为 {c}", "the cluster is {c}", "集群健康状态是 {c}")


def _indices(rng: random.Random) -> tuple[list[str], list[str], str]:
    names = sorted({f"{rng.choice(('logs', 'metrics', 'orders', 'audit'))}-2026.{rng.randint(10, 12)}."
                    f"{rng.randint(1, 28):02d}" for _ in range(rng.randint(2, 5))})
    colours = [rng.choice(COLOURS) for _ in names]
    rows = [[colour, rng.choice(("open", "open", "close")), name, f"{rng.getrandbits(64):016x}",
             str(rng.choice((1, 3, 5))), str(rng.randint(0, 2)), str(rng.randint(1000, 9999999)),
             f"{rng.randint(1, 900)}.{rng.randint(0, 9)}mb"]
            for name, colour in zip(names, colours, strict=True)]
    header = ["health", "status", "index", "uuid", "pri", "rep", "docs.count", "store.size"]
    return names, colours, "$ curl -s localhost:9200/_cat/indices?v\n" + aligned_table(header, rows)


def _colour(rng: random.Random, colour: str) -> str:
    return CHINESE[colour] if rng.random() < 0.2 else colour


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names, colours, output = _indices(rng)
    way = rng.random()
    if way < 0.45:  # one index's colour
        n = rng.randrange(len(names))
        form = rng.choice(SAID)
        other = rng.choice([c for c in COLOURS if c != colours[n]])
        return (form.format(i=names[n], c=_colour(rng, colours[n])),
                form.format(i=names[n], c=_colour(rng, other)), output)
    if way < 0.7:  # a colour denied
        n = rng.randrange(len(names))
        form = rng.choice(DENIED)
        other = rng.choice([c for c in COLOURS if c != colours[n]])
        return form.format(i=names[n], c=other), form.format(i=names[n], c=colours[n]), output
    if way < 0.85:  # every index, of two colours or more (its twin: one index's own)
        if len(set(colours)) == 1:
            return None
        n = rng.randrange(len(names))
        return (rng.choice(SAID).format(i=names[n], c=colours[n]),
                rng.choice(EVERY).format(c=_colour(rng, colours[n])), output)
    colour = rng.choice(COLOURS)
    output = ("$ curl -s localhost:9200/_cat/health?v\n" + aligned_table(
        ["epoch", "timestamp", "cluster", "status", "node.total", "node.data", "shards", "pri", "unassign"],
        [[str(1701234567 + rng.randint(0, 99999)), f"0{rng.randint(0, 9)}:{rng.randint(10, 59)}:07",
          "es-prod", colour, "3", "3", str(rng.randint(10, 400)), str(rng.randint(5, 200)),
          str(rng.randint(0, 30))]]))
    form = rng.choice(CLUSTER)
    return form.format(c=colour), form.format(c=rng.choice([c for c in COLOURS if c != colour])), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4723, 60)


def test_an_index_said_of_another_colour_or_not_of_its_own_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_an_index_s_own_colour_or_one_it_is_not_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
