"""What a claim says of the biggest keys `redis-cli --bigkeys` prints otherwise: which key is a
type's biggest, a biggest key's size, the keys sampled.

    Sampled 120342 keys in the keyspace!
    Biggest   list found 'queue:jobs' has 912345 items
    Biggest string found 'cache:home' has 5242880 bytes
    80123 strings with 412345678 bytes (66.58% of keys, avg size 5146.39)

`最大的 list 是 cache:home` (the biggest string), `queue:jobs 有 5242880 字节` (cache:home's) and
`共采样 80123 个 key` (the strings') passed: the values are the summary's. A clause naming one
type's biggest (`最大`, `biggest`, `largest` and the type) and one biggest key is read against the
type's; a clause naming one biggest key and one number, against the key's size; a number said
sampled (`采样`, `sampled`) with no type, against the keys sampled. Unsure says nothing: two keys, types or
numbers in a clause, a negator, a bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, NEGATOR_IN, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

BIGGEST = "Biggest"  # what the reading needs (tool_outputs gates on it)
#: (newer releases quote the key: `found '"queue:jobs"' has`)
_BIGGEST = compiled(r"^Biggest[ \t]+(?P<type>[a-z]+) found '\"?(?P<key>[^'\"\n]+)\"?' has (?P<size>\d+)"
                    r" [a-z]+[ \t]*$", re.MULTILINE)
_SAMPLED = compiled(r"^Sampled (?P<n>\d+) keys in the keyspace!", re.MULTILINE)
_SAID_BIGGEST = compiled(r"最大|(?<![A-Za-z])(?i:biggest|largest)(?![A-Za-z])")
_SAID_SAMPLED = compiled(r"采样|(?<![A-Za-z])(?i:sampled)(?![A-Za-z])")
_NUMBER = compiled(r"(?<![A-Za-z0-9_.:/\-])\d+(?![A-Za-z0-9_.:/])")
_key = partial(name_pattern, before="-.:_/", after="-.:_/")


class _Summary(NamedTuple):
    biggest: dict[str, tuple[str, str]]  # type -> (its biggest key, its size)
    sampled: str


@lru_cache(maxsize=64)
def summary(text: str) -> _Summary | None:
    """The biggest key of each type and the keys sampled, as the summary prints them."""
    biggest = {m["type"]: (m["key"], m["size"]) for m in _BIGGEST.finditer(text)}
    sampled = _SAMPLED.search(text)
    return _Summary(biggest, sampled["n"] if sampled else "") if biggest else None


def big_key_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the summary's line]) for the first biggest key, size or count of keys
    sampled the claim gives otherwise than the summary (see the module docstring)."""
    del anchors, anchors_of  # the summary is read as printed
    found = sole_reading(texts, (BIGGEST,), summary)
    if found is None:
        return None
    keys = {key: (kind, size) for kind, (key, size) in found.biggest.items()}
    for said in (*_SAID_BIGGEST.finditer(claim), *_NUMBER.finditer(claim), *_SAID_SAMPLED.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        if NEGATOR_IN.search(claim, low, high) or BOUND.search(claim, low, high):
            continue
        named = [key for key in keys if _key(key).search(claim, low, high)]
        numbers = _NUMBER.findall(claim, low, high)
        kinds = [kind for kind in found.biggest if _kind(kind).search(claim, low, high)]
        if _SAID_BIGGEST.fullmatch(said.group()) and len(named) == 1 and len(kinds) == 1 and not numbers:
            own = found.biggest[kinds[0]][0]
            if own != named[0]:
                return _told(claim, low, high, f"Biggest {kinds[0]} found '{own}'")
        elif said.group().isdigit() and len(named) == 1 and len(numbers) == 1 and not kinds \
                and said.group() != keys[named[0]][1] \
                and any(said.group() == size for _, size in keys.values()):
            return _told(claim, low, high,
                         f"Biggest {keys[named[0]][0]} found '{named[0]}' has {keys[named[0]][1]}")
        elif _SAID_SAMPLED.fullmatch(said.group()) and not named and not kinds and len(numbers) == 1 \
                and found.sampled and numbers[0] != found.sampled:
            return _told(claim, low, high, f"Sampled {found.sampled} keys")
    return None


@lru_cache(maxsize=16)
def _kind(kind: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z]){kind}(?![A-Za-z])")


def _told(claim: str, low: int, high: int, line: str) -> tuple[Anchor, list[str]]:
    return Anchor("state", "", claim[low:high].strip(), low, high), [line]
