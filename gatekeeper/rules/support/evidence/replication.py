"""A replica a claim says replicates normally, or without lag, while its status says a thread
stopped, its link is down or it lags.

`主从复制正常` citing MySQL's `SHOW REPLICA STATUS`, whose `Slave_IO_Running: No`; `主从同步正常，
没有延迟` citing `Seconds_Behind_Master: 3600`; `replication is healthy` citing Redis's
`master_link_status:down`: a judgement is no anchor and every field named is the output's, so the
claim passed (a thread's own state, `IO 线程在运行`, was read: evidence/flags.py). A clause saying
replication is well (`复制正常`, `同步正常`, `主从正常`, `replication is healthy`, `replica is in
sync`) is contradicted by a thread not running (`Slave_IO_Running` / `Replica_IO_Running`,
`..._SQL_Running` other than `Yes`) or a link down (`master_link_status:down`); a clause saying the
replica does not lag (`没有延迟`, `无延迟`, `延迟为 0`, `no lag`, `not lagging`) by
`Seconds_Behind_Master` of `NULL` (no thread to measure it) or of `LAGGING` seconds or more.
Unsure says nothing: a sentence naming a time or a point after which (`重启后`, `after`, `now`), a
judgement denied (`复制不正常`), a status printed twice otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

_THREAD = compiled(r"^[ \t]*(?:Slave|Replica)_(?P<thread>IO|SQL)_Running:[ \t]*(?P<state>\w+)", re.MULTILINE)
_LINK = compiled(r"^[ \t]*master_link_status:(?P<state>\w+)", re.MULTILINE)
_BEHIND = compiled(r"^[ \t]*Seconds_Behind_(?:Master|Source):[ \t]*(?P<seconds>\d+|NULL)", re.MULTILINE)
#: Replication said to be well.
_WELL = compiled(r"(?:主从|复制|同步|replication|replica(?:tion)?)[^，。；,;\n]{0,12}?"
                 r"(?<![不未没非])(?:正常|健康|良好|稳定|没有问题|无异常|(?:is|was|are|were)\s+(?:healthy|fine|ok|okay"
                 r"|working|normal|running|in\s+sync|up))"
                 r"|(?<![A-Za-z])replica\s+(?:is|was)\s+in\s+sync(?![A-Za-z])", re.IGNORECASE)
#: The replica said not to lag.
_NO_LAG = compiled(r"(?:没有|无|不存在)(?:任何|明显)?(?:的)?\s*(?:复制|同步|主从)?\s*延迟"
                   r"|延迟(?:为|是)\s*0(?![\d.])|(?<![A-Za-z])(?:no|zero)\s+(?:replication\s+)?lag(?![A-Za-z])"
                   r"|not\s+lagging", re.IGNORECASE)
#: Seconds behind the source at which a replica lags, whatever a claim rounds to `no lag`.
LAGGING = 10


def replication_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the status saying otherwise]) for the first judgement of
    replication its evidence's status denies (see the module docstring)."""
    del anchors, anchors_of  # the status is read as printed
    for words, broken in ((_WELL, _broken), (_NO_LAG, _lagging)):
        for said in words.finditer(claim):
            start, end = sentence_around(claim, *said.span())
            if LATER.search(claim, start, end):
                continue
            shown = broken(texts)
            if shown is not None:
                low, high = clause_around(claim, *said.span())
                return (Anchor("state", said.group().lower(), claim[low:high].strip(), low, high),
                        [repr(clipped(shown.strip(), 100))])
    return None


def _broken(texts: Sequence[str]) -> str | None:
    """A thread not running or a link down, when the status prints each one way only."""
    states: dict[str, set[str]] = {}
    lines: dict[str, str] = {}
    for text in dict.fromkeys(texts):
        for m in (*_THREAD.finditer(text), *_LINK.finditer(text)):
            key = m.group("thread") if m.re is _THREAD else "link"
            states.setdefault(key, set()).add(m.group("state").lower())
            lines.setdefault(f"{key}:{m.group('state').lower()}", m.group())
    for key, found in sorted(states.items()):
        bad = found - {"yes", "up"}
        if len(found) == 1 and bad:
            return lines[f"{key}:{bad.pop()}"]
    return None


def _lagging(texts: Sequence[str]) -> str | None:
    """`Seconds_Behind_Master` of NULL or of `LAGGING` seconds or more, printed one way only."""
    found = {m.group("seconds"): m.group() for text in dict.fromkeys(texts) for m in _BEHIND.finditer(text)}
    if len(found) != 1:
        return None
    ((seconds, line),) = found.items()
    return line if seconds == "NULL" or int(seconds) >= LAGGING else None
