"""The anchors a claim's evidence does not write as the claim does, but holds otherwise:
elsewhere in the session, in another form of the same words, counted, as the span of its lines,
as a table's cell (docs/anchors.md, Claims: present)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.parse.invocations import Invocation
from gatekeeper.rules.support.evidence.bare import bare_held
from gatekeeper.rules.support.evidence.changes import changes_held
from gatekeeper.rules.support.evidence.counted import counts_held
from gatekeeper.rules.support.evidence.durations import durations_held
from gatekeeper.rules.support.evidence.extremes import average_stated
from gatekeeper.rules.support.evidence.fields import field_held
from gatekeeper.rules.support.evidence.grades import core
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.intervals import intervals_held
from gatekeeper.rules.support.evidence.levels import level_counts_held
from gatekeeper.rules.support.evidence.list_counts import list_counts_held
from gatekeeper.rules.support.evidence.millicores import millicores_held
from gatekeeper.rules.support.evidence.printed_checks import limit_held
from gatekeeper.rules.support.evidence.row_counts import row_counts_held
from gatekeeper.rules.support.evidence.samples import samples_held
from gatekeeper.rules.support.evidence.signals import signals_held
from gatekeeper.rules.support.evidence.status_counts import status_counts_held
from gatekeeper.rules.support.evidence.table_rows import row_holds
from gatekeeper.rules.support.evidence.tables import cells_held
from gatekeeper.rules.support.evidence.tool_outputs import held_apart, tool_values_held
from gatekeeper.rules.support.evidence.windows import windows_held
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled


def _outside_session(index: EvidenceIndex, missing: list[Anchor]) -> list[Anchor]:
    """A proper noun the session itself names (its id, an invocation's tool or output) is
    context, not an invention; the other anchors must be in the claim's own evidence."""
    if not any(a.kind == "name" for a in missing):
        return missing
    context = " ".join(str(part).lower() for part in (
        index.dump.current_session, *(inv.tool_name for inv in index.dump.session_invocations())))
    return [a for a in missing if a.kind != "name" or not (
        a.value in context or index.lines_with(a.value))]


#: Endings of a nationality or language adjective (`Chinese`, `English`, `Australian`).
_DEMONYM = compiled(r"([A-Z][a-z]{3,}?)(?:ese|ish|ian|an|i)")
#: A name with a number after its word (`COVID-19`): the word alone names it too.
_NUMBERED_NAME = compiled(r"([A-Z][A-Za-z]{3,})-\d+")
_WORD = compiled(r"[a-z]+")


def held_forms(index: EvidenceIndex, text: str, missing: list[Anchor], excerpts: Sequence[str],
                outputs: Sequence[Invocation]) -> list[Anchor]:
    """The anchors missing from the evidence as written that are not in it otherwise either:
    elsewhere in the session, in another form (`_derived_forms`), counted (`counts_held`), a
    duration the lines span (`durations_held`), a table's cell in its column's unit, a number a
    line prints bare under a name of its dimension (`bare_held`), a CPU amount in millicores
    or cores (`millicores_held`), a percentage a Prometheus sample writes as a ratio
    (`samples_held`), a count of its rows in a state (`row_counts_held`), what one tool's output
    makes (a ring's nodes, Ceph's OSDs, smartctl's raw values, mtr's milliseconds:
    `tool_values_held`), the value of the field the claim names (`field_held`), a count of its
    lines at a level or state (`level_counts_held`) or of
    its requests by status (`status_counts_held`), a change or a share two values give
    (`changes_held`), a duration a measurement's interval is as long as (`intervals_held`:
    iperf3's `0.00-10.00  sec`), a hash abbreviated to its first digits (`_hashes_held`)."""
    missing = _derived_forms(index, _outside_session(index, missing), excerpts, outputs)
    groups = [excerpts, *([source] for source in index.texts_of(outputs))]
    cited = [excerpt for group in groups for excerpt in group]
    missing = cells_held(missing, cited)
    missing = bare_held(missing, excerpts, index.anchors)  # the lines the claim quotes
    missing = signals_held(text, missing, cited)
    missing = millicores_held(text, missing, excerpts, index.texts_of(outputs))
    missing = samples_held(index.anchors(text), missing, excerpts, index.texts_of(outputs))
    missing = row_counts_held(text, index.anchors(text), missing, cited)
    missing = tool_values_held(text, missing, cited)
    missing = [a for a in missing if not field_held(text, a, cited)]  # `6 cores` of `Core(s) per socket:  6`
    missing = counts_held(text, index.anchors(text), missing, groups)
    missing = level_counts_held(text, index.anchors(text), missing, groups)
    missing = status_counts_held(text, index.anchors(text), missing, groups)
    missing = windows_held(text, index.anchors(text), missing, groups, index.anchors_unkept)
    missing = changes_held(text, index.anchors(text), missing, excerpts, index.anchors_unkept)
    missing = intervals_held(missing, cited)
    missing = _hashes_held(missing, cited)
    counted = list_counts_held(text, index.anchors(text), cited) if missing else set()
    missing = [a for a in missing if (a.start, a.end) not in counted]
    return durations_held(text, index.anchors(text), missing, groups, index.anchors)


_HASH_REST = r"[0-9a-f]*[a-f][0-9a-f]*(?![0-9A-Za-z])"  # a hash's digits and letters after its first ones


def _hashes_held(missing: list[Anchor], cited: Sequence[str]) -> list[Anchor]:
    """`missing` without a number of seven digits or more a cited text prints as the start of a
    hash (`commit 5069383` of `commit 50693837ab...`: a hash's abbreviation of digits only)."""
    held = [a for a in missing if a.kind == "number" and a.unit is None and len(digits := a.raw.strip()) >= 7
            and digits.isdigit()
            and any(re.search(rf"(?<![0-9A-Za-z]){digits}{_HASH_REST}", text) for text in cited)]
    return [a for a in missing if a not in held] if held else missing


def printed_bare(index: EvidenceIndex, excerpts: Sequence[str], outputs: Sequence[Invocation],
                 value: Anchor) -> bool:
    """Whether the evidence prints a value with a unit bare: a table's cell in its column's unit
    (MySQL processlist's `Time 408`), a quoted line's number under a name of its dimension
    (`Seconds_Behind_Master: 120`)."""
    return not cells_held([value], [*excerpts, *index.texts_of(outputs)]) \
        or not bare_held([value], excerpts, index.anchors)


def stated_otherwise(index: EvidenceIndex, text: str, value: Anchor, evidence: Sequence[Anchor],
                     excerpts: Sequence[str], outputs: Sequence[Invocation]) -> bool:
    """Whether a value its evidence gives its metric other values of states something else than
    the metric's reading: an average the evidence labels (`average_stated`), a field's own value
    (`field_held`), a resource's hard limit (`limit_held`), a change two values give (`错误率从
    34% 降到 8%，下降了 76%`: `changes_held`), a count of a list's items (`ISR 只有 1 个副本` for
    `Isr: 2`: `list_counts_held`), another cell of the table row the metric names (`row_holds`),
    a rule's counter iptables lists or a record's TTL dig prints (`held_apart`)."""
    cited = [*excerpts, *index.texts_of(outputs)]
    return average_stated(text, value, evidence) or field_held(text, value, cited) \
        or limit_held(text, value, cited) \
        or not changes_held(text, index.anchors(text), [value], excerpts, index.anchors_unkept) \
        or (value.start, value.end) in list_counts_held(text, index.anchors(text), cited) \
        or (value.metric is not None and row_holds(value.metric, value, cited)) \
        or not held_apart(text, [value], cited)


def count_explained(index: EvidenceIndex, text: str, value: Anchor, evidence: Sequence[Anchor],
                    excerpts: Sequence[str], outputs: Sequence[Invocation]) -> bool:
    """`stated_otherwise` of a count the evidence gives the word it counts other values of, the
    count printed bare too (`_counted_bare`), or one a tool's reading makes (`8 osds are in` of
    Ceph's `8 in`, beside its `1 osds down`: `tool_values_held`)."""
    cited = [*excerpts, *index.texts_of(outputs)]
    return stated_otherwise(index, text, value, evidence, excerpts, outputs) \
        or _counted_bare(value, cited) or not tool_values_held(text, [value], cited)


def _counted_bare(value: Anchor, cited: Sequence[str]) -> bool:
    """Whether the evidence prints a count bare, at the end of its line or cell (`12` of `grep -c
    BLOCKED`, psql's `count` cell), where another line counts the claim's word (`230 threads`):
    the claim's `12 threads are BLOCKED` counts what the bare number does."""
    if value.kind != "number" or value.unit is not None or not value.raw.strip().isdigit():
        return False
    bare = re.compile(rf"(?m)(?<![\w.,:/\-]){value.raw.strip()}[ \t]*(?:\||$)")  # re's own cache
    return any(bare.search(text) for text in cited)


def _derived_forms(index: EvidenceIndex, missing: list[Anchor], excerpts: Sequence[str],
                   outputs: Sequence[Invocation]) -> list[Anchor]:
    """Drop the minor anchors the evidence writes in another form of the same words: a
    nationality by its country (`Chinese` by `China`, `English` by `England`: the first five
    letters of the stem start a capitalised word), a hyphenated lower-case compound that is no
    component by its parts (`cost-cutting` by `cutting costs`, `expert-guiding` by `expert
    guidance`: each part of three letters or more starts a word with its first four letters),
    a numbered name by its word (`COVID-19` by `COVID`). A swapped value or another name keeps
    its finding: its stem is not written."""
    candidates = [a for a in missing if (a.kind == "name" and _stem(a.raw.strip()))
                  or (a.kind == "service" and not core(a))]
    if not candidates:
        return missing
    raw = [*excerpts, *index.texts_of(outputs)]
    lowered = {w for text in raw for w in _WORD.findall(text.lower())}
    capitalised = " ".join(raw)
    dropped = set()
    for anchor in candidates:
        if anchor.kind == "name":
            if re.search(_stem(anchor.raw.strip()), capitalised):
                dropped.add(id(anchor))
        elif all(any(w.startswith(part[:4]) for w in lowered)
                 for part in anchor.value.split("-") if len(part) >= 3):
            dropped.add(id(anchor))
    return [a for a in missing if id(a) not in dropped]


def _stem(name: str) -> str:
    """The pattern another form of a minor `name` is written by in its evidence ("" if none):
    a nationality's country (its stem's first five letters start a word), a numbered name's
    word (`COVID` for `COVID-19`)."""
    demonym = _DEMONYM.fullmatch(name)
    if demonym:
        return rf"(?<![A-Za-z]){re.escape(demonym.group(1)[:5])}"
    numbered = _NUMBERED_NAME.fullmatch(name)
    return rf"(?<![A-Za-z]){re.escape(numbered.group(1))}(?![A-Za-z])" if numbered else ""
