"""A `du -h` listing read as a table of paths and their disk usage.

`/var/lib 目录占用空间最大` citing `du -sh /var/* | sort -h`'s `3.4G /var/lib` and `18G /var/log`
passed: a listing has no header, so no table was read and the ranked rows (evidence/
ranked_rows.py) had nothing to rank. A listing is two or more lines, each a human-readable size
(`4.0K`, `1.2G`, `0`: du's powers of 1024) and a path without blanks, and nothing else but a
command echoed (`$ du ...`); its column is `disk usage`, named by a word of space or size
(table_words). du's total (`total`, with `-c`) and a directory listed with what is under it (its
sum: `du -h --max-depth=1`'s last line) are no rows: a claim ranks the parts. Bare numbers (`du -s`'s
KiB, `-b`'s bytes, `wc -l`'s lines) are read as nothing: their unit is the command's flags'.
"""

from __future__ import annotations

from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import Table

COLUMN = "disk usage"
_LINE = compiled(r"[ \t]*(?P<size>0|\d+(?:\.\d+)?[KMGTP])[ \t]+(?P<path>[^\s]+)[ \t]*")
_ECHO = compiled(r"[ \t]*[$#] ")


def size_listing(text: str) -> Table | None:
    """The `du -h` listing `text` is, as a table (path, disk usage in bytes), if it is one."""
    found = []
    for line in text.split("\n"):
        if not line.strip() or _ECHO.match(line):
            continue
        m = _LINE.fullmatch(line)
        if m is None:
            return None
        found.append((m["path"].rstrip("/") or "/", m["size"]))
    paths = [path for path, _ in found]
    rows = [(path, _bytes(size)) for path, size in found
            if path != "total" and not any(other.startswith(f"{path.rstrip('/')}/") for other in paths)]
    return Table(("path", COLUMN), tuple(rows)) if len(rows) > 1 else None


def _bytes(size: str) -> str:
    """du's size as a size the cells are read by (`1.2G` is 1.2 GiB)."""
    return "0B" if size == "0" else f"{size}iB"
