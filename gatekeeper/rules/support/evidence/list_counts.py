"""How many items a claim says a printed list holds, against the list.

`ISR 只有 1 个副本` citing Kafka's `Topic: orders Partition: 0 Leader: 1 Replicas: 1,2,3 Isr: 1,2`:
the claim's `1` is a broker's id the line prints, so nothing was missing, though the in-sync
replicas are two. A list is a field's comma-separated values (`Isr: 1,2`, `Endpoints:
10.0.0.5:8080,10.0.0.6:8080`), or a known list's single value (`Isr: 1`). A count is a number
with a word of things after it (`1 个`, `2 replicas`) or a word of only before it (`只有 1`, `only
1`). A clause naming a list (its name, or a word of it: `ISR`, `副本`, `replicas`; by the count's
own word of things after it, `2 个副本`, only when nothing else does), and counting another number
of items than every list it names holds, contradicts it; of the lines printing a field's value
the claim's sentence writes (`分区 3` reads `Partition: 3`'s line), when there are such lines.
Unsure says nothing: a clause naming no list, a count a named list holds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.field_names import Field, names_field, word_spans
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

#: A field whose value is a list: two items or more, or one of a list's known name.
#: (not a tally's first count: `kubectl describe deploy`'s `Replicas:  3 desired | 3 updated | ...`)
_LIST = compiled(r"(?<![\w\-])(?P<name>[A-Za-z][\w\-]*):[ \t]*(?P<items>[\w.:\-]+(?:,[\w.:\-]+)*)(?=[ \t]|$)"
                 r"(?![ \t]+[a-z]+[ \t]+\|)", re.MULTILINE | re.ASCII)
LIST_NAMES = frozenset({"isr", "replicas", "endpoints", "offline", "members", "brokers"})
#: What counts: a word of things after the number, or of only before it; the words of things any
#: list may be of (`个副本`, `replicas`: no naming of one), which the clause is read without.
_THINGS = r"(?:副本|节点|成员|(?:replicas?|brokers?|members?|nodes?|endpoints?|items?)(?![A-Za-z]))"
_COUNTED = compiled(rf"\s*(?:个|台|名|份|(?:in-sync\s+)?{_THINGS})", re.IGNORECASE)
_GENERIC = compiled(rf"\s*(?:个|台|名|份)?\s*{_THINGS}?", re.IGNORECASE)
_ONLY = compiled(r"(?:只有|仅有|仅剩|只剩|剩下|缩减为|减少到|降为|(?<![A-Za-z])only|shrunk\s+to"
                 r"|down\s+to)\s*\Z", re.IGNORECASE)
_MAY_LIST = compiled(r":[ \t]*[\w.:\-]+,")
#: A label's word before a list's name: `Blocks with corrupt replicas: 0` counts blocks, lists no replica.
_LABEL_WORD = compiled(r"[a-z]+ \Z")
_MAY_NAMED = compiled(rf"(?i:{'|'.join(sorted(LIST_NAMES))}):")


def list_count_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]
                            ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the list it names and its length]) for the first count of a list's
    items its evidence's list contradicts (see the module docstring)."""
    del anchors_of  # the lists are read as printed
    for count, named in _counts(claim, anchors, texts):
        if named and all(len(items) != int(count.value) for _, items in named):
            said = Anchor(count.kind, count.value, count.raw, count.start, count.end)
            return said, [f"{field.name} lists {len(items)} ({clipped(field.line.strip(), 70)!r})"
                          for field, items in named[:2]]
    return None


def list_counts_held(claim: str, anchors: Sequence[Anchor], texts: Sequence[str]) -> set[tuple[int, int]]:
    """The spans of the claim's counts a list they name holds as many items as (`ISR 只有 1 个副本`
    for `Isr: 2`): counts, not the list's values."""
    return {(count.start, count.end) for count, named in _counts(claim, anchors, texts)
            if any(len(items) == int(count.value) for _, items in named)}


def _counts(claim: str, anchors: Sequence[Anchor], texts: Sequence[str]
            ) -> list[tuple[Anchor, list[tuple[Field, list[str]]]]]:
    """Each count of the claim, with the lists of `texts` its clause names."""
    counts = [a for a in anchors if a.kind == "number" and a.unit is None and a.value.isdigit()
              and (_COUNTED.match(claim, a.end) or _ONLY.search(claim, max(0, a.start - 12), a.start))]
    lists = [found for text in dict.fromkeys(texts) for found in lists_of(text)] if counts else []
    found = []
    for count in counts if lists else ():
        low, high = clause_around(claim, count.start, count.end)
        # the clause without the count's own word of things (`2 个副本`: no naming of `Replicas`)
        after = _GENERIC.match(claim, count.end).end()  # type: ignore[union-attr]
        clause = (claim[low:count.start] + " " + claim[after:high]).lower()
        mine = _on_lines_of(claim, count, anchors, lists)
        named = [(f, items) for f, items in mine if names_field(clause, f)] or [
            (f, items) for f, items in mine if names_field(claim[low:high].lower(), f)]
        found.append((count, _specific(claim[low:high].lower(), named)))
    return found


def _specific(clause: str, named: list[tuple[Field, list[str]]]) -> list[tuple[Field, list[str]]]:
    """The named lists without those the clause names only inside another's longer word
    (`同步副本`, `in-sync replicas` name the ISR, not the replicas)."""
    spans = {f.name: [span for word in dict.fromkeys((f.name, *f.words)) for span in word_spans(word, clause)]
             for f, _ in named}
    return [(f, items) for f, items in named if not spans[f.name] or any(
        not any(low <= at and end <= high and (low, high) != (at, end)
                for other, ranges in spans.items() if other != f.name for low, high in ranges)
        for at, end in spans[f.name])]


def _on_lines_of(claim: str, count: Anchor, anchors: Sequence[Anchor],
                 lists: list[tuple[Field, list[str]]]) -> list[tuple[Field, list[str]]]:
    """The lists on the lines printing as a field's value each other number of the count's
    sentence (`分区 3 的 ISR 只有 1 个`: `Partition: 3`'s line), or all of them."""
    low, high = sentence_around(claim, count.start, count.end)
    others = [a for a in anchors if a.kind == "number" and a.start != count.start and low <= a.start < high]
    if not others:
        return lists
    kept = {line for line in {field.line for field, _ in lists}
            if all(_prints(line, claim, a) for a in others)}
    return [(field, items) for field, items in lists if field.line in kept] or lists


def _prints(line: str, claim: str, value: Anchor) -> bool:
    """Whether `line` prints the claim's value as a field's, of the field the claim's words
    right before it name if they name one of the line's (`分区 1`: `Partition: 1`)."""
    fields = [Field(name.lower(), (name.lower(),), printed, line)
              for name, printed in _VALUE.findall(line) if printed == value.value]
    before = claim[max(0, value.start - 24):value.start].lower()
    return bool(fields) and (any(names_field(before, f) for f in fields) or not any(
        names_field(before, Field(name.lower(), (name.lower(),), "", line))
        for name, _ in _VALUE.findall(line)))


_VALUE = compiled(r"([A-Za-z][\w\-]*):[ \t]*([\w.\-]+)(?![\w.,])", re.ASCII)


def counts_items(clause: str) -> bool:
    """Whether a clause counts things (`只有 1 个`, `2 replicas`): of a list, no value of it."""
    return _COUNTING.search(clause) is not None


_COUNTING = compiled(rf"\d\s*(?:个|台|名|份|(?:in-sync\s+)?{_THINGS})"
                     r"|(?:只有|仅有|仅剩|只剩|(?<![A-Za-z])only)\s*\d", re.IGNORECASE)


@lru_cache(maxsize=256)  # a cited output is read for each claim citing it
def lists_of(text: str) -> tuple[tuple[Field, list[str]], ...]:
    """Each list `text` prints, as a field and its items."""
    if ":" not in text or (not _MAY_LIST.search(text) and not _MAY_NAMED.search(text)):
        return ()
    found = []
    for line in text.split("\n"):
        for match in _LIST.finditer(line):
            items = match.group("items").split(",")
            name = match.group("name")
            if len(items) > 1 or (name.lower() in LIST_NAMES
                                  and not _LABEL_WORD.search(line, 0, match.start())):
                found.append((Field(name.lower(), (name.lower(),), match.group("items"), line), items))
    return tuple(found)
