"""Whether an event a claim denies of one subject is stated only of others in its evidence.

`order-svc 没有出现超时` citing a log whose only timeout is `[payment-svc] POST /api/pay request timeout
after 3000ms`: the event the claim denies is stated, so the denial read as a flip and the faithful
claim failed REJECT, while the log says nothing of order-svc timing out. A denial in a clause
naming one subject (a service or host; else an IP address or an account: `10.0.0.5 没有认证失败`
over another address's `Failed password`; the sentence's when the clause names none) is no flip when
every cited line stating the event names another subject of its kind and none names the claim's (its name
anywhere in the line, as a pod's prefix too: `order-svc-7d9f8b6c5-x2x9k`), while the evidence names
the claim's elsewhere (an aggregated log, not the subject's own). Unsure stays a flip: a clause
naming two subjects or none, a stating line naming no subject, evidence never naming the claim's,
more stating lines than `MAX_STATING_LINES`. A denial in a clause naming one row of a cited table
is no flip when the row's cells hold no term denied and every time the texts write it is a cell
of another row (`index logs-2026.12.01 is not yellow`, another index `yellow`). Read for the
glossary's events across languages (`denied_of_another`), for a negated term as written
(`denials_of_others`) and for a negated run of an excerpt's words (`quote_denied_of_another`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from itertools import islice

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.table_rows import mentions
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.glossary import event_spans, states
from gatekeeper.rules.support.text.tables import tables_of


def denied_of_another(claim: str, key: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> bool:
    """Whether the glossary event `key` the claim denies is stated in `texts` only on lines
    naming subjects other than the one the denying clause names."""
    spans = [(start, end) for start, end, found in event_spans(claim, outcomes=True) if found == key]
    subject = _subject(claim, spans, anchors)
    return subject is not None and _only_of_others(
        subject, texts, (line for line in _lines(texts) if states(key, line)), anchors_of)


def denials_of_others(claim: str, terms: Iterable[str], anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> set[str]:
    """The negated `terms` of the claim (its negation anchors' values) that `texts` write only
    on lines naming subjects other than the one the denying clause names."""
    found = set()
    for term in terms:
        spans = [(a.start, a.end) for a in anchors if a.kind == "negation" and a.value == term]
        subject = _subject(claim, spans, anchors)
        if (subject is not None and _only_of_others(
                subject, texts, (line for line in _lines(texts) if term in line.lower()), anchors_of)) \
                or (len(spans) == 1 and _of_other_rows(claim, spans[0], term, anchors, texts)):
            found.add(term)
    return found


def _of_other_rows(claim: str, span: tuple[int, int], term: str, anchors: Sequence[Anchor],
                   texts: Sequence[str]) -> bool:
    """Whether the denying clause names one row of a cited table, whose cells hold no `term`,
    and every time the texts write `term` it is a cell of the table's other rows (`index
    logs-2026.12.01 is not yellow`, another index's health `yellow`)."""
    low, high = clause_around(claim, *span)
    blanked = claim[:span[0]] + " " * (span[1] - span[0]) + claim[span[1]:]  # the term names no row
    subjects = [a for a in anchors if a.kind in SUBJECTS]
    written = sum(len(re.findall(rf"(?<![\w.\-]){re.escape(term)}(?![\w.\-])", text.lower()))
                  for text in dict.fromkeys(texts))
    for table in (table for text in dict.fromkeys(texts) for table in tables_of(text)):
        named = {row for at, row in mentions(blanked, subjects, table) if low <= at[0] < high}
        if len(named) == 1:
            own, = named
            cells = sum(cell.lower() == term for row in table.rows if row != own for cell in row)
            return term not in (cell.lower() for cell in own) and cells == written
    return False


def quote_denied_of_another(claim: str, run: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> bool:
    """Whether the run of an excerpt's words the claim negates (`request timeout`) is written in
    `texts` only on lines naming subjects other than the one the denying clause names."""
    run = "".join(run.lower().split())  # as compacted: `out of memory error` of `OutOfMemoryError`
    at = re.search(r"\s*".join(map(re.escape, run)), claim.lower())
    subject = _subject(claim, [at.span()] if at else [], anchors)
    return subject is not None and _only_of_others(
        subject, texts, (line for line in _lines(texts) if run in "".join(line.lower().split())), anchors_of)


#: The kinds of subject a denial may name, in the order read: an address or an account only
#: where no service or host is named; each compared with another subject of its kind.
_KINDS = (SUBJECTS, frozenset({"ip"}), frozenset({"user"}))


def _subject(claim: str, spans: list[tuple[int, int]], anchors: Sequence[Anchor]
             ) -> tuple[str, frozenset[str]] | None:
    """The one subject the clause of the claim's one denial names, and the kinds of another;
    the sentence's when the clause names none (`web-01 执行成功，无失败任务`)."""
    if len(spans) != 1:
        return None
    for low, high in (clause_around(claim, *spans[0]), sentence_around(claim, *spans[0])):
        for kinds in _KINDS:
            subjects = {a.value for a in anchors if a.kind in kinds and low <= a.start < high}
            if subjects:
                return (next(iter(subjects)), kinds) if len(subjects) == 1 else None
    return None


def _lines(texts: Sequence[str]) -> Iterable[str]:
    return (line for text in dict.fromkeys(texts) for line in text.split("\n") if line.strip())


#: The stating lines read one by one at most (each is anchored: a 10k-line log of another
#: service's timeouts would cost seconds per claim); beyond, unsure.
MAX_STATING_LINES = 256


def _only_of_others(named: tuple[str, frozenset[str]], texts: Sequence[str], stating: Iterable[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]) -> bool:
    """Whether the texts name `subject`, and there are `stating` lines and each names another
    subject and never `subject` (a service's own log may name only what it calls: `calling
    payment-svc: request timeout` in order-svc's is order-svc's timeout too)."""
    subject, kinds = named
    lines = list(islice(stating, MAX_STATING_LINES + 1))
    if not lines or len(lines) > MAX_STATING_LINES or not any(subject in text.lower() for text in texts):
        return False  # (more lines than are read one by one: unsure, the flip stays)
    return all(subject not in line.lower() and any(
        (a.kind in kinds or _row_name(a, line)) and subject not in a.value and a.value not in subject
        for a in anchors_of(line)) for line in lines)


def _row_name(anchor: Anchor, line: str) -> bool:
    """Whether `anchor` is the id a table's row starts with (`kubectl get pods`' pod names): the
    row's subject."""
    return anchor.kind == "identifier" and anchor.start == len(line) - len(line.lstrip())
