"""How many addresses a claim says a name resolves to, against dig's answer section.

`api.example.com 只解析到一个地址` citing dig's answer with two `A` records: the name is the output's
and `一个` no anchor, so nothing was missing or contradicted, and the Verifier reads a single
point of failure where the name has two. A record is an answer line `name. TTL IN A|AAAA
address`. A clause saying what a name resolves to (`解析到`, `解析出`, `resolves to`, `resolved to`,
`returns`) and counting addresses (`一个地址`, `2 个 IP`, `两条 A 记录`, `a single address`, `three
addresses`, `2 A records`) is contradicted when the answer of the name it names (the one
answered, when it names none) holds another number of records of that kind (`A`, `AAAA`; both
when it names neither). Unsure says nothing: a clause naming another name, a truncated answer,
a time the clause names.

A clause saying a name's TTL (`TTL`, `缓存时间`) in whole seconds gives its record's: another than
the record's (dig prints it bare after the name) contradicts it, the record's own in seconds is
held (`300 秒`: no number the output prints). Unsure says nothing: two values in a clause, a bound or
an approximation, a name whose records have two TTLs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.anchors.number_words import EN_NUMBERS
from gatekeeper.rules.support.text.clauses import (
    APPROX,
    BOUND,
    CHANGE,
    clause_around,
    said_number,
    sure_values,
)
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.written import name_pattern

#: A record's line: `api.example.com.	300	IN	A	10.0.3.21` (any section's, any type's).
_RECORD = compiled(r"^(?P<name>[\w.\-]+?)\.?[ \t]+(?P<ttl>\d+)[ \t]+IN[ \t]+(?P<type>[A-Z]+)[ \t]+\S",
                   re.MULTILINE)
_RESOLVES = compiled(r"解析(?:到|出|为|成)|(?<![A-Za-z])(?:resolves?|resolved|resolving)\s+(?:only\s+)?to"
                     r"(?![A-Za-z])", re.IGNORECASE)
_ZH_COUNTS = {"一": 1, "单": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
              "九": 9}
#: A count of addresses: `一个地址`, `2 个 IP`, `两条 A 记录`, `a single address`, `2 A records`.
_COUNT = compiled(r"(?P<n>\d+|[一单两二三四五六七八九]|(?i:a\s+single|one|two|three|four|five|six|seven"
                  r"|eight|nine|ten))\s*(?:个|条)?\s*(?P<type>AAAA|A|IPv[46])?\s*"
                  r"(?:地址|IP|记录|(?i:addresses|address|IPs?|records?)(?![A-Za-z]))")
_KIND = {"A": "A", "AAAA": "AAAA", "IPv4": "A", "IPv6": "AAAA"}
#: The words a TTL is said in, and a value of it in whole seconds.
_TTL = compiled(r"(?<![A-Za-z])(?i:ttl)(?![A-Za-z])|缓存时间|存活时间")
_SECONDS = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+)(?![\d.])(?:\s*(?:秒|(?i:s|secs?|seconds?)(?![A-Za-z])))?")


@lru_cache(maxsize=64)
def _records(text: str) -> tuple[tuple[str, str, str], ...]:
    """Each record of any section: (its name, lower-cased; its TTL; its type)."""
    return tuple((m["name"].lower(), m["ttl"], m["type"]) for m in _RECORD.finditer(text))


def _answers(text: str) -> dict[str, dict[str, int]]:
    """The name answered -> record type (`A`, `AAAA`) -> how many records."""
    found: dict[str, dict[str, int]] = {}
    for name, _, kind in _records(text):
        if kind in ("A", "AAAA"):
            kinds = found.setdefault(name, {})
            kinds[kind] = kinds.get(kind, 0) + 1
    return found


def answer_count_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(the claim's count, [the answer's records]) for the first count of addresses a name is said
    to resolve to that its answer denies (see the module docstring)."""
    del anchors, anchors_of  # the answers are read as printed
    for count, printed, kinds in _counts(claim, texts):
        if _number(count.group("n")) != printed:
            shown = ", ".join(f"{n} {k} record{'s' if n != 1 else ''}" for k, n in sorted(kinds.items()))
            return Anchor("state", count.group().lower(), count.group(), count.start(), count.end()), [shown]
    return None


def answer_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without a count of addresses the answer holds (`resolves to 2 addresses`)."""
    held = [count.span("n") for count, printed, _ in _counts(claim, texts)
            if _number(count.group("n")) == printed]
    return outside(missing, held)


def _counts(claim: str, texts: Sequence[str]) -> Iterator[tuple[re.Match[str], int, dict[str, int]]]:
    """(a count of addresses a name is said to resolve to, how many records of that kind its
    answer holds, the answer's records by kind)."""
    answers: dict[str, dict[str, int]] = {}
    for text in dict.fromkeys(texts):
        if "truncated" in text.lower():
            return
        for name, kinds in _answers(text).items():
            answers.setdefault(name, {}).update(kinds)
    for said in _RESOLVES.finditer(claim) if answers else ():
        low, high = clause_around(claim, said.start(), said.end())
        count = _COUNT.search(claim, said.end(), high)
        if count is None or OTHER_TIME.search(claim, low, high):
            continue
        clause = claim[low:high].lower()
        named = {name for name in answers if name in clause}
        names = named or (set(answers) if len(answers) == 1 else set())
        if len(names) == 1:
            kinds = answers[names.pop()]
            kind = _KIND.get(count.group("type") or "")
            yield count, kinds.get(kind, 0) if kind else sum(kinds.values()), kinds


def _number(word: str) -> int:
    word = " ".join(word.lower().split())
    if word.isdigit():
        return int(word)
    if word in _ZH_COUNTS:
        return _ZH_COUNTS[word]
    return 1 if word in ("a single", "one") else int(EN_NUMBERS[word])


def ttl_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the TTL the claim writes, [the name's record]) for the first TTL the claim gives a name
    otherwise than its record (see the module docstring)."""
    del anchors, anchors_of  # the records are read as printed
    for said, name, ttl in _ttls_said(claim, texts):
        if said["n"] != ttl:
            return said_number(claim, said), [f"{name}. {ttl} IN"]
    return None


def record_ttls_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without a TTL the claim gives a name as its record prints it (`300 秒`)."""
    return outside(missing, [said.span() for said, _, ttl in _ttls_said(claim, texts) if said["n"] == ttl])


def _ttls_said(claim: str, texts: Sequence[str]) -> Iterator[tuple[re.Match[str], str, str]]:
    """(a TTL a clause gives a name, the name, its records' one TTL)."""
    records: dict[str, set[str]] = {}
    for text in dict.fromkeys(texts):
        for name, ttl, _ in _records(text):
            records.setdefault(name, set()).add(ttl)
    for said, low, high in sure_values(claim, _SECONDS, APPROX, BOUND, CHANGE) if records else ():
        if _TTL.search(claim, low, high) is None:
            continue
        named = [name for name in records if name_pattern(name, ".", ".").search(claim, low, high)]
        names = named or (list(records) if len(records) == 1 else [])
        if len(names) == 1 and len(records[names[0]]) == 1:
            yield said, names[0], next(iter(records[names[0]]))
