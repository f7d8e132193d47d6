"""The settings and counters a database client prints as rows, as fields (evidence/fields.py).

MySQL's `SHOW [GLOBAL] STATUS` and `SHOW VARIABLES` print a table of two columns, `Variable_name`
and `Value`, boxed in `|` and `+---+` lines (the interactive client, `-t`) or apart by a tab
(`mysql -e`, batch mode): each row is one field, `Aborted_connects` of value `128`. redis-cli's
`CONFIG GET` prints numbered lines, a name then its value (`1) "maxmemory"`, `2) "0"`): each
pair is one field (`Redis 的淘汰策略是 allkeys-lru` over `noeviction` only warned). memcached's
`stats` prints `STAT evictions 312`: one space apart, so no `name  value` line of fields.py's.
"""

from __future__ import annotations

import re
from itertools import pairwise

from gatekeeper.rules.support.evidence.field_names import Field, spoken_words
from gatekeeper.rules.support.text.patterns import compiled

#: A row: `| Aborted_connects | 128   |` or `Aborted_connects<TAB>128`.
_ROW = compiled(r"[ \t]*(?:\|[ \t]*(?P<boxed>[A-Za-z][\w.\-]*)[ \t]*\|[ \t]*(?P<boxed_value>[^|\s][^|]*?)"
                r"[ \t]*\||(?P<tabbed>[A-Za-z][\w.\-]*)\t(?P<tabbed_value>[^\t]+?))[ \t]*")
_HEADER = compiled(r"[ \t]*\|?[ \t]*Variable_name[ \t]*(?:\||\t)[ \t]*Value[ \t]*\|?[ \t]*")
_BORDER = compiled(r"[ \t]*\+[-+]+[ \t]*")


def variable_fields(text: str) -> list[Field]:
    """The fields of the `Variable_name` / `Value` tables the text prints (none if it prints none)."""
    if "Variable_name" not in text:
        return []
    found: list[Field] = []
    in_table = False
    for line in text.split("\n"):
        if _HEADER.fullmatch(line):
            in_table = True
        elif in_table and not _BORDER.fullmatch(line):
            row = _ROW.fullmatch(line)
            in_table = row is not None
            if row is not None and (words := spoken_words(name := row["boxed"] or row["tabbed"])):
                value = row["boxed_value"] or row["tabbed_value"]
                found.append(Field(name.lower(), words, value.strip(), line.strip()))
    return found


#: redis-cli's numbered reply line (`1) "maxmemory-policy"`).
_NUMBERED = compiled(r'[ \t]*(\d+)\) "([^"\n]*)"[ \t]*')


def config_pairs(text: str) -> list[Field]:
    """The fields of redis-cli's `CONFIG GET` replies (none if the text prints none)."""
    if ') "' not in text:
        return []
    found: list[Field] = []
    lines = text.split("\n")
    for first, second in pairwise(lines):
        name, value = _NUMBERED.fullmatch(first), _NUMBERED.fullmatch(second)
        if name is None or value is None or int(name[1]) % 2 == 0 or int(value[1]) != int(name[1]) + 1:
            continue
        if words := spoken_words(name[2]):
            found.append(Field(name[2].lower(), words, value[2], f"{first.strip()} {second.strip()}"))
    return found


#: memcached's `stats` line (`STAT curr_connections 10`).
_STAT = compiled(r"^STAT (?P<name>[a-z][\w.\-]*) (?P<value>\S+)[ \t]*$", re.MULTILINE)


def stat_lines(text: str) -> list[Field]:
    """The fields of memcached's `stats` lines (none if the text prints none); a `get_` count is
    the cache's own (`命中次数` names `get_hits`, not `delete_hits`)."""
    if "STAT " not in text:
        return []
    return [Field(m["name"], words, m["value"], m.group().strip()) for m in _STAT.finditer(text)
            if (words := spoken_words(m["name"].removeprefix("get_")))]
