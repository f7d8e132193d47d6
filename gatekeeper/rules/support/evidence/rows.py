"""A metric's value a claim gives one entity while its evidence gives it to another.

`/api/pay 的 p99 延迟为 5300ms` citing a gateway's output whose lines are `/api/orders
p99_latency=5300ms` and `/api/pay p99_latency=180ms`: the path, the metric and the value are
all the output's, so nothing was missing or contradicted, but the slow endpoint is the other
one. The same for a mount point (`/data` for `/var`), a pod (`order-svc-7d9f` for
`order-svc-51ac`), a service or host on a line of its own. The claim's value is a metric's
(`p99 延迟 5300ms`, `disk usage 40%`), its entity the one path, named identifier, service or host
of that kind in its clause. The lines of the cited outputs (the excerpts when none) that give
the metric in the value's unit contradict it when those naming the entity give it only other
values (beyond the claim's precision) and a line not naming it (another entity's, as a rule)
gives the claim's value: the value was read off the neighbouring row. So for a state
(`CrashLoopBackOff`, `PAID`) or a release (`v2.14.0`) a row names. Unsure says
nothing: two entities of a kind in the clause (`/api/orders 和 /api/pay 分别为`), a bound (`超过
5s`), no line of the entity giving the metric.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import partial

from gatekeeper.rules.support.evidence.anchorset import metric_matches
from gatekeeper.rules.support.evidence.attributed import SUBJECTS, measured
from gatekeeper.rules.support.evidence.bare import readings
from gatekeeper.rules.support.evidence.extremes import averaged, mean_allows
from gatekeeper.rules.support.evidence.precision import bounds
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.metric_names import metric_key, named_metrics, names_a_metric
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.states import holds, states
from gatekeeper.rules.support.text.written import name_pattern as whole_name

#: A name an identifier may be: a pod (`order-svc-7d9f`), a node (`node-12`).
_NAMED_ID = compiled(r"[A-Za-z][A-Za-z0-9]{2,}(?:-[A-Za-z0-9]+)+")
#: A component's class name, two capitalised words run together (`OrderApplication`, `HikariPool`).
_CLASS_NAME = compiled(r"[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+")


def entity_kind(anchor: Anchor) -> str | None:
    """The kind of entity `anchor` names (a row of an output may be of one): "subject" (a
    service or host, or an identifier that is a name: `order-svc-4992` is a pod as
    `order-svc-913b` is), "path" (`/api/pay`, `/data`), "code" (`O1002`), "ip", "user",
    "class" (`OrderApplication`), or None."""
    if anchor.kind in SUBJECTS:
        return "subject"
    if anchor.kind in ("code", "ip", "user"):  # an order's, a job's: `O1002`; a client's
        return anchor.kind
    if anchor.kind == "identifier":
        if anchor.raw.startswith("/"):
            return "path"
        if _NAMED_ID.fullmatch(anchor.raw):
            return "subject"
    if anchor.kind == "name" and _CLASS_NAME.fullmatch(anchor.raw):
        return "class"
    return None


def value_of_another_row(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's entity, [what its lines give the metric, and whose line gives the claim's
    value]) for the first metric value the claim gives an entity its evidence gives to another;
    None when there is none (see the module docstring)."""
    for value in anchors:
        if value.kind != "number" or value.unit == "th" or value.approx in (">", "<"):
            continue  # a rank, or a bound: no row's reading
        low, high = clause_around(claim, value.start, value.end)
        metric = _metric_of(claim, value, low)
        if metric is None or (value.unit is None and not names_a_metric(metric)):
            continue  # a count of no glossary metric: no row's reading either
        # an average of samples agrees with the entity's rows' mean, not with one of them
        average = averaged(claim, low, value.start) and not metric.startswith("average")
        entities = entities_in(claim, anchors, low, high)
        kinds = Counter(kind for _, kind in entities)
        for entity, kind in entities:
            if kinds[kind] == 1:
                found = _row_of(value, metric, entity, _called(claim, entity, kind), kind, texts,
                                anchors_of, average)
                if found is not None:
                    return _spanning(entity, value.start, value.end), [found]
    return None


def state_of_another_row(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    """(the claim's entity, [the states, versions or HTTP statuses its rows name, and whose row
    names the claim's]) for the first state (gatekeeper.rules.support.text.states), version or
    HTTP status the claim
    gives an entity whose rows name others only, while another entity's row names it
    (`order-svc-51ac 处于 CrashLoopBackOff 状态` where that pod's row says `Running` and
    `order-svc-7d9f`'s `CrashLoopBackOff`; `order-svc 发布了 v2.14.0` where `payment-svc rolled out
    v2.14.0`)."""
    for words in (states, partial(_versions_of, anchors_of), partial(_statuses_of, anchors_of)):
        for key, written in words(claim).items():
            at = claim.find(written)
            found = _word_of_another_row(claim, anchors, *clause_around(claim, at, at + len(written)),
                                         key, written, words, texts, anchors_of)
            if found is not None:
                return found
    return None


def _statuses_of(anchors_of: Callable[[str], Sequence[Anchor]], text: str) -> dict[str, str]:
    """The HTTP statuses `text` gives (`/api/pay 返回 503` where `/api/pay`'s request line is
    200 and `/api/orders`' 503)."""
    return {a.value: a.raw for a in anchors_of(text) if a.kind == "http_status"}


def _versions_of(anchors_of: Callable[[str], Sequence[Anchor]], text: str) -> dict[str, str]:
    return {a.value: a.raw for a in anchors_of(text) if a.kind == "version"} if "." in text else {}


def _word_of_another_row(claim: str, anchors: Sequence[Anchor], low: int, high: int, key: str,
                         written: str, words: Callable[[str], dict[str, str]],
                         texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                         ) -> tuple[Anchor, list[str]] | None:
    # a clause naming no entity is of its sentence's (`POST /api/pay 请求失败，状态码 503`)
    entities = entities_in(claim, anchors, low, high) or entities_in(
        claim, anchors, *sentence_around(claim, low, high))
    kinds = Counter(kind for _, kind in entities)
    lines = lines_of(texts)
    for entity, kind in entities:
        if kinds[kind] > 1:
            continue
        name, shown, written_at = _called(claim, entity, kind)
        own = [(line, found) for line in lines if entity.raw in line and name.search(line)
               and (found := words(line))]
        if not own or any(holds(key, written, found) for _, found in own):
            continue
        # the other row prints the claim's word (a Chinese one, the state it says: `Running`)
        other = next(((named, line) for line in lines if (
            written.lower() in line.lower() or not written.isascii())
                      and not name.search(line) and key in words(line)
                      and (named := _named(line, kind, anchors_of, shown != entity.raw))), None)
        if other is not None:
            line, found = own[0]
            at = claim.find(written, low)
            return _spanning(entity, min(at, written_at), at + len(written)), [
                f"{', '.join(found.values())} for {shown} "
                            f"({clipped(line.strip(), 100)!r}), {written} for {other[0]} "
                            f"({clipped(other[1].strip(), 100)!r})"]
    return None


def _spanning(entity: Anchor, start: int, end: int) -> Anchor:
    """The entity, spanning what the claim gives it too (where the value or word is): a value
    the excerpts contradict already is not reported again for its row (`claims`)."""
    return Anchor(entity.kind, entity.value, entity.raw, min(entity.start, start),
                  max(entity.end, end))


def lines_of(texts: Sequence[str]) -> list[str]:
    """The lines of `texts`, each text once (a derived summary repeats its preview)."""
    return [line for text in dict.fromkeys(texts) for line in text.split("\n")]


def name_pattern(entity: Anchor) -> re.Pattern[str]:
    """The entity's name written as a whole (`/api/pay`, not in `/api/payments`)."""
    return whole_name(entity.raw, before="/.-", after="/-")


def _called(claim: str, entity: Anchor, kind: str) -> tuple[re.Pattern[str], str, int]:
    """How the entity's lines write it, how it is shown and where the claim starts writing it:
    by its name (`name_pattern`), but a path the claim writes after an HTTP method (`POST
    /api/pay 返回 503`) by that method's request only: the same path's `GET` is another row."""
    method = _METHOD_BEFORE.search(claim, max(0, entity.start - 10), entity.start) if (
        kind == "path") else None
    if method is None:
        return name_pattern(entity), entity.raw, entity.start
    verb = method.group(1).upper()
    return re.compile(rf"(?<![A-Za-z]){verb}\s+{re.escape(entity.raw)}(?![\w/\-])",
                      re.IGNORECASE), f"{verb} {entity.raw}", method.start()


_METHODS = "GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS"
_METHOD_BEFORE = compiled(rf"(?<![A-Za-z])({_METHODS})\s+\Z", re.IGNORECASE)
_REQUEST = compiled(rf"(?<![A-Za-z])(?:{_METHODS})\s+/[^\s\"?]*", re.IGNORECASE)


def _named(line: str, kind: str, anchors_of: Callable[[str], Sequence[Anchor]],
           request: bool = False) -> str:
    """The first entity of `kind` the line names (the entity's own rows give other values
    only: whoever this line is of, `another line` when it names none); with `request`, the
    line's request (`GET /api/pay`)."""
    if request and (asked := _REQUEST.search(line)) is not None:
        return asked.group()
    named = [a.raw for a in anchors_of(line) if entity_kind(a) == kind] or (
        [m.group() for m in _PATH.finditer(line)] if kind == "path" else [])
    return named[0] if named else "another line"


def _metric_of(claim: str, value: Anchor, low: int) -> str | None:
    """The metric `value` measures: its label's, or the one metric of the glossary its clause
    names before it (`The p99 latency of /api/pay was 5300ms`), "" for a value with a unit and
    no label (read against the lines' values of its unit no label names)."""
    if value.metric and names_a_metric(value.metric):
        return metric_key(value.metric)
    named = {metric for _, metric in named_metrics(claim, low, value.start)}
    if len(named) == 1:
        return named.pop()
    if measured(value):
        return metric_key(value.metric or "")
    return "" if value.unit not in (None, "th") else None  # `timed out after 3000ms`: no label


#: A path no anchor reads (a mount point: `/data`, `/var/log`).
_PATH = compiled(r"(?<![\w/.\-])/[A-Za-z][\w.\-]*(?:/[\w.\-]+)*", re.ASCII)


def entities_in(claim: str, anchors: Sequence[Anchor], low: int, high: int
                ) -> list[tuple[Anchor, str]]:
    """(entity, its `entity_kind`) for each entity `claim[low:high]` names: the anchors', then
    the paths no anchor reads (`/data`)."""
    return [*((a, kind) for a in anchors if low <= a.start and a.end <= high
              and (kind := entity_kind(a)) is not None), *_paths(claim, anchors, low, high)]


def _paths(claim: str, anchors: Sequence[Anchor], low: int, high: int) -> list[tuple[Anchor, str]]:
    taken = [(a.start, a.end) for a in anchors]
    return [(Anchor("identifier", m.group(), m.group(), *m.span()), "path")
            for m in _PATH.finditer(claim, low, high)
            if not any(start <= m.start() < end for start, end in taken)]


def _row_of(value: Anchor, key: str, entity: Anchor, call: tuple[re.Pattern[str], str, int], kind: str,
            texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]],
            average: bool = False) -> str | None:
    """What the entity's lines give the metric `key` and whose line gives the value, when the
    entity's give it other values only (and, for an `average`, their mean is not it either)
    and another's gives it."""
    low, high = bounds(value)
    name, shown, _ = call
    digits = value.raw.strip().rstrip("%").split(".")[0][:8]
    lines = lines_of(texts)
    own = [(line, given) for line in lines if entity.raw in line and name.search(line)
           and (given := _given(line, value, key, anchors_of))]
    # most claims give the value their entity's rows give: the other rows are read only when
    # none does (and then only those writing the value's digits)
    if not own or any(low <= Decimal(a.value) <= high for _, given in own for a in given):
        return None
    if average and mean_allows(value, [Decimal(a.value) for _, given in own for a in given]):
        return None
    other = next(((named, line) for line in lines if (digits in line or value.unit in _READ)
                  and not name.search(line)
                  and any(low <= Decimal(a.value) <= high for a in _given(line, value, key, anchors_of))
                  and (named := _named(line, kind, anchors_of, shown != entity.raw))), None)
    if other is None:
        return None
    line, given = own[0]
    label = f"{key} " if key else ""
    return (f"{label}{', '.join(dict.fromkeys(a.raw.strip() for a in given))} for {shown} "
            f"({clipped(line.strip(), 100)!r}), {value.raw.strip()} for {other[0]} "
            f"({clipped(other[1].strip(), 100)!r})")


#: Units a line may print a value in bare (its digits then are not the claim's: `rt=1.830`).
_READ = ("ms", "bytes")


def _given(line: str, value: Anchor, key: str,
           anchors_of: Callable[[str], Sequence[Anchor]]) -> list[Anchor]:
    """The line's values of the metric `key` in `value`'s unit (a duration or a size printed
    bare under a name of its dimension read every way it may be: gatekeeper.rules.support.
    evidence.bare); on a line giving none, its one value in that unit no label names (`[order-svc]
    ... timed out after 3000ms`, `Started OrderApplication in 12.8 seconds`); a value without
    a unit, when it is the line's only number (a query's series: `{instance="node-2:9100"}
    0.30`)."""
    anchors = anchors_of(line)
    if value.unit in _READ:
        given = [reading for a in anchors if measured(a)
                 and (a.unit is None or (key and metric_matches(metric_key(a.metric or ""), key)))
                 for reading in readings(a, value.unit)]
    else:
        given = [a for a in anchors if measured(a) and a.unit == value.unit and key
                 and metric_matches(metric_key(a.metric or ""), key)]
    if given:
        return given
    numbers = [a for a in anchors if a.kind == "number"]
    unlabelled = [a for a in numbers if a.unit == value.unit and not a.metric]
    if value.unit is None:  # a ratio of a glossary metric (`0.85`): a line's only number
        return unlabelled if len(numbers) == len(unlabelled) == 1 else []
    return unlabelled if len(unlabelled) == 1 else []
