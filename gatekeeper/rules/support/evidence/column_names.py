"""How a claim names a table's column (evidence/tables.py): by the column's words in English or
Chinese (`table_words.COLUMN_WORDS`), its name, or a part of its name no other column has."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.table_words import COLUMN_WORDS

#: Parts of a column's name no claim names it by (`error_count`, `p99_ms`, `updated_at`).
_GENERIC_PARTS = frozenset({"count", "total", "ms", "at", "id", "num", "value", "pct", "percent"})


def names_column(clause: str, name: str, columns: Sequence[str] = ()) -> bool:
    """Whether a claim's clause (lower-cased) names the column `name`: by its words, or a part
    of its name (`error` of `error_count`, `p99` of `p99_ms`) no other of the table's `columns`
    has (`offset` names neither `current-offset` nor `log-end-offset`)."""
    for longer in (other for other in columns if other != name and name in other):
        clause = clause.replace(longer, " ")  # `ipv6` names no `IP` (ss -s), `sync_state` no `state`
    words = _naming_words(name, tuple(columns))
    for longer in _others_words(name, tuple(columns)):
        clause = clause.replace(longer, " ")
    return any(_written(word, clause) for word in words)


@lru_cache(maxsize=1024)
def _others_words(name: str, columns: tuple[str, ...]) -> tuple[str, ...]:
    """Other columns' words holding a word of this one's: a Chinese compound names that column,
    not this (`副本上限` names MAXPODS, not REPLICAS's `副本`), and so does an English phrase
    bounding the word (`max replicas`; English words overlap loosely otherwise: `memory usage`
    names docker stats' MEM USAGE and MEM %)."""
    words = _naming_words(name, columns)
    return tuple(w for other in columns if other != name for w in COLUMN_WORDS.get(other, ())
                 if any(word != w and (_bounded(word, w) if w.isascii() else word in w) for word in words))


def column_word_at(clause: str, name: str, columns: Sequence[str] = ()) -> int | None:
    """Where the clause (lower-cased) first writes a word naming the column `name`, if any."""
    found = [m.start() for word in _naming_words(name, tuple(columns))
             for m in re.finditer(re.escape(word) if not word[:1].isascii() or not word[:1].isalnum()
                                  else rf"(?<![a-z0-9]){re.escape(word)}", clause)]
    return min(found, default=None)


def _bounded(word: str, phrase: str) -> bool:
    """Whether an English `phrase` is `word` after a word of a bound (`max replicas`)."""
    return re.fullmatch(rf"(?:max|maximum|min|minimum|desired)\s+{re.escape(word)}", phrase) is not None


@lru_cache(maxsize=1024)
def _naming_words(name: str, columns: tuple[str, ...]) -> tuple[str, ...]:
    """The words naming the column `name` among `columns`: its own, its parts no other column's
    name has, and the claims' words of each (`table_words`)."""
    if f"%{name}" in columns:  # pidstat's `CPU`, the processor, beside `%CPU`: `CPU 占用` names the share
        return _PROCESSOR_WORDS.get(name, (name,))
    twins = (name, name.removeprefix("%"))
    shared = {part for other in columns if other not in twins for part in _parts(other)}
    parts = [part for part in _parts(name) if part not in shared]
    words = [*COLUMN_WORDS.get(name, ()), name, *parts]
    for part in parts:
        words += [*COLUMN_WORDS.get(part, ()), *COLUMN_WORDS.get(f"{part}s", ())]
    return tuple(words)


#: The words naming a column that is the processor a task ran on (pidstat's `CPU`).
_PROCESSOR_WORDS = {"cpu": ("processor", "处理器", "cpu 核", "cpu核")}


def _written(word: str, clause: str) -> bool:
    """Whether `clause` writes `word`, an English one starting a word (`restarted` names
    `RESTARTS`, `imagepullbackoff` no `AGE`); `使用` and `占用` before `率` name a share, not an
    amount (`内存使用率` names no `MEM USAGE`)."""
    if not word.endswith(("使用", "占用")):
        return word in clause and (not word[:1].isascii() or not word[:1].isalnum()
                                   or re.search(rf"(?<![a-z0-9]){re.escape(word)}", clause) is not None)
    at = clause.find(word)
    while at >= 0:
        if clause[at + len(word):at + len(word) + 1] != "率":
            return True
        at = clause.find(word, at + 1)
    return False


@lru_cache(maxsize=1024)
def _parts(name: str) -> tuple[str, ...]:
    """The parts of a column's name a claim may name it by."""
    return tuple(part for part in re.split(r"[_\-\s%+.]+", name)
                 if len(part) >= 3 and part not in _GENERIC_PARTS)
