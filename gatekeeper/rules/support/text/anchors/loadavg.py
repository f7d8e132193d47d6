"""The load averages `/proc/loadavg` prints, each named by its window.

    3.21 2.87 1.95 4/1203 28761

`uptime`'s `load average: 3.21, 2.87, 1.95` names its values `load1`, `load5`, `load15`
(numbers.py), but the kernel's file prints no word: `系统 1 分钟负载为 1.95` (the 15-minute
average) named a value of the output and passed. The file's line, alone in a text or after a
word of the file's name (`cat /proc/loadavg`), is read here: its first three values named by their
windows as a claim's are.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_LINE = compiled(r"^[ \t]*(\d+\.\d\d) (\d+\.\d\d) (\d+\.\d\d) \d+/\d+ \d+[ \t]*$", re.MULTILINE)
_NAMES = ("load1", "load5", "load15")
_ALONE = 64  # characters a text of the line alone may have


def loadavg_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with the three averages of `/proc/loadavg`'s line named (see the module docstring)."""
    if "loadavg" in folded:
        lines = list(_LINE.finditer(folded, folded.index("loadavg")))
    else:  # the line alone (its blanks around it kept: where its values start)
        alone = len(folded) <= _ALONE and _LINE.fullmatch(folded.strip()) is not None
        lines = list(_LINE.finditer(folded)) if alone else []
    named = {m.start(n + 1): name for m in lines for n, name in enumerate(_NAMES)}
    if not named:
        return anchors
    return [anchor._replace(metric=named[anchor.start]) if anchor.kind == "number" and anchor.start in named
            else anchor for anchor in anchors]
