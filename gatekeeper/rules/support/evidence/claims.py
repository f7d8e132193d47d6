"""A claim compared with its evidence, once per claim for both claim rules.

`claim.value_contradiction` reports the anchors of a claim its evidence gives another value
for; `claim.entity_grounding` the anchors found in none of it. Both ask `compare_claim`, which
decides on the cheap paths first (the claim's anchors written in its excerpts or in a cited
output's text, then in the anchors of the output lines naming them) and anchors whole outputs
only when those cannot settle it. Grades: docs/anchors.md (Claims).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from decimal import Decimal
from functools import partial

from gatekeeper.parse.invocations import Invocation, InvocationSet
from gatekeeper.plugin import RuleContext
from gatekeeper.rules.support.evidence.anchorset import AnchorSet, digits
from gatekeeper.rules.support.evidence.calls import agreed_calls, reversed_call
from gatekeeper.rules.support.evidence.connected import connection_contradicted
from gatekeeper.rules.support.evidence.contradicted import contradiction
from gatekeeper.rules.support.evidence.counted import count_spans
from gatekeeper.rules.support.evidence.counted_words import Counted, count_word, numbers_by_next_word
from gatekeeper.rules.support.evidence.denied_cells import denial_told
from gatekeeper.rules.support.evidence.denied_of import (
    denials_of_others,
    denied_of_another,
    quote_denied_of_another,
)
from gatekeeper.rules.support.evidence.grades import NAME_KINDS, contradictable
from gatekeeper.rules.support.evidence.held import count_explained, held_forms, printed_bare, stated_otherwise
from gatekeeper.rules.support.evidence.index import MAX_LINE_ANCHORS, BoundedMemo, EvidenceIndex
from gatekeeper.rules.support.evidence.lines import surface_forms
from gatekeeper.rules.support.evidence.metrics import metric_swaps
from gatekeeper.rules.support.evidence.negated import (
    claim_negation,
    denied_anchor,
    negated_in_time,
    negated_quote,
    negation_moved,
)
from gatekeeper.rules.support.evidence.period_length import lasted_lengths, period_lengths
from gatekeeper.rules.support.evidence.placed import placed_values
from gatekeeper.rules.support.evidence.precision import bounds, tolerance
from gatekeeper.rules.support.evidence.printed_checks import recap_counters
from gatekeeper.rules.support.evidence.quotes import negation_possible, written
from gatekeeper.rules.support.evidence.replaced import replaced_values, source_words_memo
from gatekeeper.rules.support.evidence.requoted import Requoted, requoted
from gatekeeper.rules.support.evidence.row_counts import counted_columns
from gatekeeper.rules.support.evidence.series import (
    carried_metrics,
    claimed_changes,
    moved_from,
    reversed_change,
)
from gatekeeper.rules.support.evidence.signals import held_spans
from gatekeeper.rules.support.evidence.spliced import turned_around
from gatekeeper.rules.support.evidence.table_rows import row_outcome_conflict
from gatekeeper.rules.support.evidence.told import events_contradicted
from gatekeeper.rules.support.evidence.unanchored import loose_digits
from gatekeeper.rules.support.evidence.unstated import unstated_events
from gatekeeper.rules.support.evidence.words import placed_conflict
from gatekeeper.rules.support.evidence.zoned import in_evidence_zone, zone_mislabelled
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.glossary import cross_flip, mentions_event
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.ratios import ratio_conflict
from gatekeeper.rules.support.text.states import method_conflict, state_conflict
from gatekeeper.rules.support.text.trends import trend_conflict
from gatekeeper.slotted import Slotted

_SOURCE_LABEL = compiled(r"(?:/\w+)?\s*(?:日志|集群|系统|logs?(?![A-Za-z]))", re.IGNORECASE)


class ClaimComparison(Slotted):
    __slots__ = ("contradicted", "missing", "negation", "placed", "quoted_negation", "recounted",
                 "replaced", "requoted")
    missing: list[Anchor]  # found in none of the evidence
    contradicted: list[tuple[Anchor, list[str]]]  # + its values
    negation: tuple[str, bool] | None  # negation_conflict of the claim and its evidence
    quoted_negation: bool  # the negation is of words an excerpt writes as they are
    # present, but its cited outputs count the word after it with other values only (+ those)
    recounted: list[tuple[Anchor, list[str]]]
    # present elsewhere, but written where an excerpt writes another of its kind (+ those)
    replaced: list[tuple[Anchor, list[str]]]
    # present, but written between two words its excerpts write around another value (+ those)
    placed: list[tuple[Anchor, list[str]]]
    # a printed line the claim copies, changed: words put for others, another line's end glued on
    requoted: Requoted | None

    def __init__(self, missing: list[Anchor] | None = None) -> None:
        """An empty comparison, or one of `missing` anchors only (`_replace` adds the rest)."""
        self.missing = [] if missing is None else missing
        self.contradicted, self.recounted, self.replaced, self.placed = [], [], [], []
        self.negation, self.quoted_negation, self.requoted = None, False, None


class ClaimComparisons:
    """The comparisons of one dump's claims, kept per dump (`context.derived`)."""

    def __init__(self, dump: InvocationSet) -> None:
        self.dump = dump
        self.memo: BoundedMemo[tuple[str, tuple[str, ...], tuple[str, ...], bool],
                               ClaimComparison] = BoundedMemo()
        # (output text, word) -> what its lines count that word with (`_counted_in_source`)
        self.counted: BoundedMemo[tuple[str, str], Counted | None] = BoundedMemo()
        self.source_words = source_words_memo()  # (output text) -> replaced.SourceWords

    @classmethod
    def of(cls, context: RuleContext) -> ClaimComparisons:
        return context.derived(cls)


def compare_claim(context: RuleContext, text: str, excerpts: Sequence[str],
                  outputs: Sequence[Invocation], negation: bool) -> ClaimComparison:
    index = EvidenceIndex.of(context)
    # `北京时间 11:15` citing `03:15:40Z`: compared as the evidence writes it, shown as the claim does
    rezoned = in_evidence_zone(text, [*excerpts, *index.texts_of(outputs)], index.anchors)
    result = _compared(context, index, rezoned.text, excerpts, outputs, negation)
    return rezoned.shown_in(result) if rezoned.moves else result


def _compared(context: RuleContext, index: EvidenceIndex, text: str, excerpts: Sequence[str],
              outputs: Sequence[Invocation], negation: bool) -> ClaimComparison:
    comparisons = ClaimComparisons.of(context)
    memo = comparisons.memo
    key = (text, tuple(excerpts), tuple(inv.id for inv in outputs))

    def without_negation() -> ClaimComparison:
        return memo.get((*key, False), lambda: _compare_all(index, comparisons, text,
                                                            list(excerpts), outputs, False))

    if not negation:
        return without_negation()

    def with_negation() -> ClaimComparison:
        # No flip possible: the comparison is the one without negation (the same paths run),
        # made once for both rules that ask (claim.entity_grounding does not check negation).
        raw = index.texts_of(outputs)
        if not negation_possible(index.anchor_set([text]), [*excerpts, *raw], index):
            result = without_negation()
        else:
            result = _compare_all(index, comparisons, text, list(excerpts), outputs, True)
        weak = result.negation is None or result.negation[0].isascii()  # none, or one English word
        if weak and mentions_event(text):
            # across languages (`没有出现请求超时` against `request timeout`): the glossary's
            # events, over a weak English flip of one word (`did not fail` of `... fail errorCode`);
            # a copy, the comparison without negation is shared
            flip = cross_flip(text, excerpts or raw, [*excerpts, *raw], index.glossary_events)
            if flip is not None and flip[1] and denied_of_another(text, flip[0].partition(" (")[0],
                                                                  index.anchors(text), excerpts or raw,
                                                                  index.anchors_unkept):
                flip = None  # `order-svc 没有出现超时`, the log's timeouts payment-svc's
            if flip is not None:
                result = result._replace(negation=flip)
        run = negated_quote(text, excerpts) or denied_anchor(
            text, index.anchors(text), excerpts, [index.anchors(e) for e in excerpts])
        if run is not None and quote_denied_of_another(text, run, index.anchors(text), excerpts or raw,
                                                       index.anchors_unkept):
            run = None  # `order-svc had no request timeouts`, the log's payment-svc's
        if run is not None and weak:  # a quote over one word, or the glossary's event
            result = result._replace(negation=(run, True), quoted_negation=True)
        return result

    return memo.get((*key, True), with_negation)


def _compare_all(index: EvidenceIndex, comparisons: ClaimComparisons, text: str,
                 excerpts: list[str], outputs: Sequence[Invocation],
                 negation: bool) -> ClaimComparison:
    """`_compare`, the numbers taken from another sentence of the outputs (`_recounted`), a
    state the claim names where its excerpts name another (`PAID` against `| O1002 | FAILED
    |`), and the names and dates it writes in the place of the excerpts' (`_replaced`): apart,
    the anchors' fast paths settle a claim whose words are all somewhere in the output."""
    quoted = index.anchor_set(excerpts, negation=negation)
    beside = numbers_by_next_word(index, excerpts)
    result = _compare(index, text, excerpts, outputs, negation, quoted, beside)
    loose = loose_digits(index, text, excerpts, outputs)
    loose += unstated_events(text, index.anchors(text), lambda: [*excerpts, *index.texts_of(outputs)],
                             index.compacted, index.glossary_events)
    if loose:
        result = result._replace(missing=[*result.missing, *loose])
    changes = claimed_changes(text, index.anchors(text))
    # an average the evidence writes as one (`avg=79%`) is no other sample's value swapped in
    swapped = [(a, others) for a, others in metric_swaps(carried_metrics(asserted(index, text),
                                                                         changes), quoted, _reported(result))
        if not stated_otherwise(index, text, a, quoted.anchors, excerpts, outputs)]
    if swapped:
        result = result._replace(contradicted=[*result.contradicted, *swapped])
    recounted = _recounted(index, comparisons, text, outputs, result, quoted, beside)
    if recounted:
        result = result._replace(recounted=recounted)
    sources = index.texts_of(outputs)
    mine, theirs = index.anchors(text), [index.anchors(excerpt) for excerpt in excerpts]
    # what a claim's times and calls are read against: the outputs' lines carry the times an
    # excerpt cut off; counts and durations, each cited output apart or the excerpts together
    cited, groups = sources or excerpts, [excerpts, *([source] for source in sources)]
    conflict = (state_conflict(text, excerpts) or method_conflict(text, excerpts)
                or row_outcome_conflict(text, mine, excerpts)
                or trend_conflict(text, excerpts) or placed_conflict(text, excerpts)
                or ratio_conflict(text, excerpts, sources)
                or turned_around(text, [index.compacted_lines(excerpt) for excerpt in excerpts])
                or connection_contradicted(text, excerpts, sources, [  # (a request's path too)
                    a.value for a in mine if a.kind in ("ip", "host", "service")
                    or (a.kind == "identifier" and a.value.startswith("/"))])
                or reversed_change(changes, mine, cited, index.anchors)
                or reversed_call(text, mine, cited, index.anchors))
    if conflict is not None:
        written, others = conflict
        at = max(text.lower().find(written.lower()), 0)  # where the claim writes it: one finding
        state = Anchor("state", written.lower(), written, at, at + len(written))
        result = result._replace(contradicted=[*result.contradicted, (state, others)])
    blamed = events_contradicted(text, mine, excerpts, theirs, sources, groups, index.anchors,
                                 index.anchors_unkept)
    blamed = blamed or zone_mislabelled(text, mine, [*excerpts, *sources], index.anchors)
    if blamed is not None and (blamed[0].kind == "state" or not any(  # a row's value, once
            start < blamed[0].end and blamed[0].start < end for start, end in _spans(text, result))):
        result = result._replace(contradicted=[*result.contradicted, blamed])
    replaced = _replaced(index, comparisons, text, excerpts, outputs, quoted, result)
    if replaced:
        result = result._replace(replaced=replaced)
    # the value a change moves from is not the one an excerpt of the later line writes there
    placed = placed_values(text, asserted(index, text), excerpts,
                           [index.anchors(e) for e in excerpts], sources,
                           [*_spans(text, result), *moved_from(changes), *count_spans(text, mine)])
    if placed:
        result = result._replace(placed=placed)
    changed = requoted(text, excerpts, sources, index.compacted_lines, [
        *_spans(text, result), *((a.start, a.end) for a in result.missing),
        *agreed_calls(text, mine, cited, index.anchors)])
    return result._replace(requoted=changed) if changed else result


def asserted(index: EvidenceIndex, text: str) -> list[Anchor]:
    """The anchors of a claim that evidence must account for, not the values it denies."""
    return [a for a in index.comparable_anchors(text) if a.approx != "!"]


def _compare(index: EvidenceIndex, text: str, excerpts: list[str], outputs: Sequence[Invocation],
             negation: bool, quoted: AnchorSet, beside: Counted) -> ClaimComparison:
    """The claim's anchors against its excerpts' (`quoted`, and the values they write before
    each word: `beside`) and its outputs'."""
    compared = [a for a in index.comparable_anchors(text) if checked(a, text)]
    if lengths := period_lengths(text, compared) | lasted_lengths(text, compared, excerpts):  # `共约 7 分钟`
        compared = [a for a in compared if (a.start, a.end) not in lengths]
    anchors = [a for a in compared if a.approx != "!"]
    # `不是 92%`: told by the values of what it denies, never by its own being written; a status
    # denied (`没有 5xx 错误`) by the statuses the evidence prints (`evidence.uniform` reads them)
    denials = [a for a in compared if a.approx == "!"]
    # A number beside a word the excerpts count with another value needs the full comparison,
    # however present it is elsewhere in the outputs or in the excerpts themselves.
    if not denials and not (beside and any(a.kind == "number" and (not quoted.has(a) or _swapped(
            index, text, a, beside, quoted)) for a in anchors)):
        missing = _missing_as_written(index, anchors, text, quoted, excerpts, outputs, negation)
        if missing is not None and not any(map(contradictable, missing)):
            return ClaimComparison(held_forms(index, text, missing, excerpts, outputs))
        if missing is None and _grounded_in_lines(index, anchors, text, quoted, excerpts,
                                                   outputs, negation):
            return ClaimComparison()
    evidence = AnchorSet.union([quoted, *(index.invocation_anchors(inv) for inv in outputs)])
    result = ClaimComparison()
    # A denial the evidence contradicts, or that no value tells, is not held, whatever else
    # holds its digits (held_forms): claim.entity_grounding reports it too.
    unheld_denials = []
    for anchor in (a for a in denials if not evidence.has(a)):  # held by the same denial
        if anchor.kind == "http_status":  # unknown only where the evidence prints no status
            if not any(a.kind == "http_status" for a in evidence.anchors):
                unheld_denials.append(anchor)
            continue
        others = denial_told(text, anchor, evidence, quoted, [*excerpts, *index.texts_of(outputs)])
        if others:
            result.contradicted.append((anchor, others))
        if others != []:
            unheld_denials.append(anchor)
    for anchor in anchors:
        if evidence.has(anchor) or evidence.allows(anchor) or evidence.holds_as_share(anchor) or _bound_met(
                anchor, _beside_values(text, anchor, beside), quoted):
            # Present somewhere in a long output, but the cited line counts it otherwise
            # (`27 counts` where the excerpt says `21 counts`): a value swapped for another.
            others = _swapped(index, text, anchor, beside, quoted)
            if others and not count_explained(index, text, anchor, evidence.anchors, excerpts, outputs):
                result.contradicted.append((anchor, others))
            continue
        result.missing.append(anchor)
        others = contradiction(anchor, evidence, quoted, partial(printed_bare, index, excerpts, outputs),
                               excerpts)
        if others and not stated_otherwise(index, text, anchor, evidence.anchors, excerpts, outputs):
            result.contradicted.append((anchor, others))
    result.missing = [*held_forms(index, text, result.missing, excerpts, outputs), *unheld_denials]
    told = {a.start for a, _ in result.contradicted}  # a count found nowhere: `7 users` for `3 users`
    result.contradicted += [(a, others) for a in result.missing if a.kind == "number" and a.start not in told
                            for others in [_swapped(index, text, a, beside, quoted)] if others
                            and not count_explained(index, text, a, evidence.anchors, excerpts, outputs)]
    if negation:
        mine = index.anchor_set([text])
        cited = quoted if excerpts else evidence
        moved = {t for t in mine.negated | cited.negated
                 if negation_moved(t, mine.negated, cited.negated, text, excerpts)}
        moved |= negated_in_time(text, index.anchors(text))
        sources = [*excerpts, *index.texts_of(outputs)]
        moved |= counted_columns(text, index.anchors(text), sources) | recap_counters(text, sources)
        if mine.negated - moved:  # `order-svc had no timeouts`, the log's timeouts payment-svc's
            moved |= denials_of_others(text, mine.negated - moved, index.anchors(text), excerpts or sources,
                                       index.anchors_unkept)
        result.negation = claim_negation(mine, cited, evidence, moved)
    return result


MAX_COUNTED_LINES = 256  # an output counting a word on more lines counts it too many ways
def _swapped(index: EvidenceIndex, text: str, anchor: Anchor, beside: Counted,
             quoted: AnchorSet | None = None) -> list[str]:
    """Values the excerpts give the word `anchor` counts when none is `anchor`'s value and the
    claim does not state them too (a claim citing two lines may count both): also when the
    excerpts write `anchor`'s value beside another word (`falling at 9,500ft a minute, and fell
    to just 1,100ft above the ocean` for a claim's `9,500ft above the ocean`). Compared by
    value: `three` is `3`."""
    values = _beside_values(text, anchor, beside)
    if not values:
        return []
    if reversed_bound := _bound_reversed(anchor, values, quoted):
        return reversed_bound
    stated = {a.value for a in index.anchors(text) if a.kind == "number"}
    if values.keys() & stated:
        return []
    if anchor.approx in ("~", "+", "*"):  # `近百人`, `十余人`, `数十人` for the excerpt's `97人`;
        low, high = tolerance(anchor)  # an exact value is compared exactly (`$2 billion` is
        if any(low <= Decimal(value) <= high for value in values):  # not `$1.8 billion`)
            return []
    return [] if _bound_met(anchor, values, quoted) else list(values.values())


def _beside_values(text: str, anchor: Anchor, beside: Counted) -> dict[str, str]:
    """{value: raw} the excerpts write before the word after `anchor` (a number) in `text`."""
    word = count_word(text, anchor) if anchor.kind == "number" else None
    return (beside.get(f"{anchor.unit}:{word}") or {}) if word else {}


def _bound_reversed(anchor: Anchor, values: dict[str, str], quoted: AnchorSet | None) -> list[str]:
    """The excerpts' bound of `anchor`'s value before the same word, turned the other way
    (`fewer than 100 stores` citing `over 100 stores`, `不到100家` citing `超过100家`)."""
    if quoted is None or anchor.approx not in (">", "<") or anchor.value not in values:
        return []
    other = "<" if anchor.approx == ">" else ">"
    return [f"{'above' if other == '>' else 'below'} {a.raw.strip()}" for a in quoted.anchors
            if a.kind == "number" and a.value == anchor.value and a.unit == anchor.unit
            and a.approx == other][:1]


def _bound_met(anchor: Anchor, values: dict[str, str], quoted: AnchorSet | None) -> bool:
    """Whether `anchor` is a bound (`超过30%的企业`, `上百人受伤`) that one of `values`, the
    excerpts' before the same word, meets (`38%的企业`, `132人受伤`), that value no bound itself
    (`more than 500 million years` is not the excerpt's `more than 540 million years`)."""
    if quoted is None or not values or anchor.approx not in (">", "<"):
        return False
    low, high = bounds(anchor)
    return any(a.kind == "number" and a.unit == anchor.unit and a.approx is None and a.value in values
               and low <= Decimal(a.value) <= high for a in quoted.anchors)


def _reported(result: ClaimComparison) -> set[tuple[str, str, int]]:
    """The claim's anchors `result` reports missing or contradicted already."""
    return {(a.kind, a.value, a.start) for a in (*result.missing,
                                                  *(a for a, _ in result.contradicted))}


def _recounted(index: EvidenceIndex, comparisons: ClaimComparisons, text: str,
               outputs: Sequence[Invocation], result: ClaimComparison, quoted: AnchorSet,
               beside: Counted) -> list[tuple[Anchor, list[str]]]:
    """The claim's numbers its excerpts (`quoted`, `beside`: see `_compare`) do not write,
    found elsewhere in the cited outputs, where the outputs write the word after them
    (`£280,000 at auction`) only after other values (`£10,000 at auction`) that the claim does
    not state: a value taken from another sentence, which is a warning (a long text may count
    one word several ways)."""
    reported = _reported(result)
    found = []
    for anchor in index.comparable_anchors(text):
        if (anchor.kind != "number" or (anchor.kind, anchor.value, anchor.start) in reported
                or not checked(anchor, text) or quoted.has(anchor)):
            continue
        word = count_word(text, anchor)
        if word is None or f"{anchor.unit}:{word}" in beside:  # the excerpts count it: _swapped
            continue
        others = _swapped(index, text, anchor, _counted_in_outputs(index, comparisons, outputs,
                                                                   word))
        if others:
            found.append((anchor, others))
    return found


def _replaced(index: EvidenceIndex, comparisons: ClaimComparisons, text: str,
              excerpts: Sequence[str], outputs: Sequence[Invocation], quoted: AnchorSet,
              result: ClaimComparison) -> list[tuple[Anchor, list[str]]]:
    """`replaced_values` of the claim's names, dates, codes and ids not reported already."""
    reported = _reported(result)
    states = {a.value for a, _ in result.contradicted if a.kind == "state"}  # `PAID` is a name too
    # a row's entity spans what the claim gives it (`rows`): its value is reported with it
    rows = [(a.start, a.end) for a, _ in result.contradicted if a.end - a.start > len(a.raw)]
    rows += held_spans(text, [*excerpts, *index.texts_of(outputs)])  # `SIGKILL` for `status=9/KILL`
    candidates = [a for a in index.comparable_anchors(text)
                  if checked(a, text) and a.value not in states
                  and (a.kind, a.value, a.start) not in reported
                  and not any(start <= a.start and a.end <= end for start, end in rows)]
    return replaced_values(index, text, excerpts, index.texts_of(outputs),
                           comparisons.source_words, quoted, candidates)


def _spans(text: str, result: ClaimComparison) -> list[tuple[int, int]]:
    """Where the claim's findings so far are: nothing there is reported twice (`Accepted` for
    `Failed`, an outcome flipped, is no changed word too; nor is `account` of `account-svc`)."""
    found = [a for a, _ in (*result.contradicted, *result.replaced, *result.placed)]
    return [*((a.start, a.end) for a in found if a.kind != "state"),
            *(m.span() for a in found if a.kind == "state"
              for m in re.finditer(re.escape(a.raw), text))]


def _counted_in_outputs(index: EvidenceIndex, comparisons: ClaimComparisons,
                        outputs: Sequence[Invocation], word: str) -> Counted:
    """What the cited outputs' lines that write `word` count it with (a number and the word
    it counts are on one line), once per output and word; nothing when an output writes the
    word on more than `MAX_COUNTED_LINES` lines (counted too many ways to tell)."""
    needle = word.rsplit(" ", 1)[-1]
    counted: Counted = {}
    for source in dict.fromkeys(index.texts_of(outputs)):
        in_source = comparisons.counted.get((source, needle),
                                            partial(_counted_in_source, index, source, needle))
        if in_source is None:
            return {}
        for key, values in in_source.items():
            merged = counted.setdefault(key, {})
            for value, raw in values.items():
                merged.setdefault(value, raw)
    return counted


def _counted_in_source(index: EvidenceIndex, source: str, needle: str) -> Counted | None:
    lines = [line for line, lowered in index.output_lines(source) if needle in lowered]
    return None if len(lines) > MAX_COUNTED_LINES else numbers_by_next_word(index, lines)


def checked(anchor: Anchor, text: str) -> bool:
    """Whether a claim's anchor is compared at all: not the name of the source a claim cites
    (`HDFS 日志显示`). An unparsed timestamp (`17/06/09 20:10:58`, an epoch `1131566472`) is
    compared as written: it had been skipped, so a claim could change any of its digits."""
    return not (anchor.kind == "name" and _SOURCE_LABEL.match(text, anchor.end))


def _missing_as_written(index: EvidenceIndex, anchors: Sequence[Anchor], text: str,
                        quoted: AnchorSet, excerpts: list[str], outputs: Iterable[Invocation],
                        negation: bool) -> list[Anchor] | None:
    """The fast path: the claim's anchors its evidence lacks, when telling needs no cited
    output's anchors: each anchor is in its excerpts' anchors (`quoted`), written as it is in a
    cited output (present), or a name none of whose forms occurs in the outputs' text (absent).
    None when an output must be anchored, or a negation flip is possible."""
    raw = index.texts_of(outputs)
    compacted = [index.prepared(source)[0] for source in raw]
    missing = []
    for anchor in anchors:
        if quoted.has(anchor) or (anchor.kind != "timestamp" and written([anchor], compacted, raw)):
            continue
        if anchor.kind in NAME_KINDS and not digits(anchor.value) and not any(
                form in source for form in (compact(anchor.raw), compact(anchor.value))
                for source in compacted):
            missing.append(anchor)
            continue
        return None
    if negation and negation_possible(index.anchor_set([text]), [*excerpts, *raw], index):
        return None
    return missing


def _grounded_in_lines(index: EvidenceIndex, anchors: Sequence[Anchor], text: str,
                       quoted: AnchorSet, excerpts: list[str], outputs: Iterable[Invocation],
                       negation: bool) -> bool:
    """The second cheap path: whether every anchor of the claim is in its excerpts or in the
    anchors of the cited outputs' lines that write one of its surface forms or its metric
    label (each line anchored once per dump), and no negation flip is possible. Then the full
    comparison would find nothing either (presence only grows with more anchors); otherwise
    the caller anchors the whole outputs."""
    raw = index.texts_of(outputs)
    # The substring fallback looks at the whole outputs, as the full comparison does.
    found = AnchorSet(texts=[index.compacted(source) for source in raw])
    anchored: set[str] = set()
    for anchor in anchors:
        if quoted.has(anchor) or found.has(anchor):
            continue
        needles = [*surface_forms(anchor), *([anchor.metric.lower()] if anchor.metric else [])]
        lines = (line for source in raw for line, lowered in index.output_lines(source)
                 if line not in anchored and any(needle in lowered for needle in needles))
        for line in lines:  # anchored one at a time, until one holds the anchor
            anchored.add(line)
            line_anchors = index.anchors(line)
            if len(line_anchors) > MAX_LINE_ANCHORS:
                return False  # a whole output on one line: its set is kept, this one is not
            found.add(line, line_anchors, negation=False, compacted="")
            found.sort()
            if found.has(anchor):
                break
        else:
            return False
    return not (negation and negation_possible(index.anchor_set([text]), [*excerpts, *raw], index))
