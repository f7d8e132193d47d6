"""The files `ls -l` lists, each one's size in bytes.

    -rw-r--r-- 1 mysql mysql 1073741824 Dec  1 10:22 ibdata1

A size is printed in bytes with no unit (and ten digits read as a time since the epoch): a
faithful `ibdata1 大小为 1073741824 字节` named a value found nowhere and failed. Each row's size
is read here in bytes, named by its file; the rows are what evidence/file_listing.py reads a
file's owner and size from.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import placed_sizes
from gatekeeper.rules.support.text.patterns import compiled

#: What a listing prints to be read: its rows' months (`Dec  1 10:22`, `Nov 30  2025`).
MONTHS = ("Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ", "Dec ")
_ROW = compiled(r"^[-dlcbps][rwxsStT\-]{9}[.+@]?[ \t]+\d+[ \t]+(?P<owner>[\w.\-]+)[ \t]+(?P<group>[\w.\-]+)"
                rf"[ \t]+(?P<size>\d+)[ \t]+(?:{'|'.join(MONTHS)})[ \t]*\d{{1,2}}"
                r"[ \t]+(?:\d{1,2}:\d{2}|\d{4})"
                r"[ \t]+(?P<name>[^\s/][^\n]*?)(?:[ \t]+->[ \t][^\n]*)?[ \t]*$", re.MULTILINE)


class Listed(NamedTuple):
    name: str
    owner: str
    group: str
    size: str  # bytes, as printed
    start: int  # where the size is printed


@lru_cache(maxsize=64)
def listed_files(text: str) -> tuple[Listed, ...]:
    """The rows `ls -l` prints in `text`."""
    return tuple(Listed(m["name"], m["owner"], m["group"], m["size"], m.start("size"))
                 for m in _ROW.finditer(text))


def listed_size_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each listed file's size in bytes, named by the file."""
    return placed_sizes(anchors, {row.start: (row.size, row.name) for row in listed_files(folded)})
