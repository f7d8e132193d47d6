"""Whether a text was printed by a machine (a log line, a status line) rather than written as prose.

A claim may reword prose (`recovered` for `found`), but a line a program printed says what it
says: `[error] mod_jk child workerEnv in error state 6` quoted as `... in www state 6`, or
`Failed password for root` as `Failed password for ftp`, is not a rewording. The signs are the
shapes programs print and people do not write in a sentence: a clock time, a log level in
capitals or in brackets, `key=value` or `key:value`, a camelCase or snake_case identifier
(`blk_-5623176793330377570` too), a dotted name of code (`storage.MemoryStore`), an IPv4
address, a path, a short bracketed field. A text with at least `MIN_SIGNS` kinds of them
is machine output.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gatekeeper.rules.support.text.patterns import compiled

#: Kinds of sign a text must show to be machine output: one is a prose sentence's (`at 10:05`).
MIN_SIGNS = 2
_SIGNS = (
    compiled(r"(?<!\d)\d{1,2}:\d{2}:\d{2}(?!\d)"),
    compiled(r"(?<![A-Za-z])(?:INFO|WARN|WARNING|ERROR|DEBUG|FATAL|TRACE|NOTICE|CRITICAL)"
             r"(?![A-Za-z])|\[(?:info|warn|warning|error|debug|notice|crit)\]", re.ASCII),
    compiled(r"[A-Za-z_][\w.-]*[=:][^\s:=]", re.ASCII),
    compiled(r"(?<![A-Za-z])[a-z]+[A-Z]\w*|[A-Za-z0-9]+_-?\w+", re.ASCII),
    # a dotted name of code (`dfs.DataNode$PacketResponder`, `storage.MemoryStore`): words of two
    # characters or more, one with a capital or a `$` (not a host, not `e.g.`)
    compiled(r"(?<![\w.$])[A-Za-z_]\w+(?:\.[A-Za-z_$][\w$]+)*\.(?=[\w$]*[A-Z$])[A-Za-z_$][\w$]+",
             re.ASCII),
    compiled(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"),
    compiled(r"(?:^|[\s(\[])/[\w.-]+/"),
    compiled(r"\[[^\]\s]{1,40}\]"),
)


def machine_printed(text: str) -> bool:
    """Whether `text` shows at least `MIN_SIGNS` kinds of what programs print."""
    # an excerpt is asked about by several checks of each claim citing it
    return _printed_short(text) if len(text) <= _CACHED else _printed(text)


_CACHED = 1024


@lru_cache(maxsize=4096)
def _printed_short(text: str) -> bool:
    return _printed(text)


def _printed(text: str) -> bool:
    signs = 0
    for sign in _SIGNS:
        if sign.search(text):
            signs += 1
            if signs >= MIN_SIGNS:
                return True
    return False
