"""An outcome a claim gives Redis' RDB or AOF persistence that `INFO persistence` prints otherwise.

    rdb_last_bgsave_status:err
    aof_last_bgrewrite_status:ok
    aof_last_write_status:ok

`AOF 最后一次写入失败` (the RDB save failed) passed, and the faithful `RDB 最后一次后台保存失败` failed
REJECT: `err` was no failure (`text/outcomes.py` reads `_status:err` as one now) and `ok` the only
outcome. Each `*_status:` field gives a persistence (`rdb`, `aof`) an operation's outcome. A clause
naming one persistence (`RDB`, `AOF`) and saying it failed (`失败`, `出错`, `failed`, `error`) or
succeeded (`正常`, `成功`, `ok`, `succeeded`) is read against its statuses, those of the operation it
names if it names one (`写入`, `write`; `重写`, `rewrite`; `保存`, `bgsave`, `save`): an outcome none
has contradicts it. Unsure says nothing: both persistences or outcomes in a clause, a negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_BUT_RESULT, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

STATUS = "_status:"  # every status field's: what the reading needs (tool_outputs gates on it)
_FIELD = compiled(r"^(?P<kind>rdb|aof)_last_(?P<operation>[a-z_]+?)_status:(?P<outcome>ok|err)\r?$",
                  re.MULTILINE)
_SAID = {"err": compiled(r"(?<![未不没])失败|出错|错误"
                         r"|(?<![A-Za-z])(?i:failed|failing|errors?|err)(?![A-Za-z])"),
         "ok": compiled(r"正常|(?<![未不没])成功|(?<![A-Za-z])(?i:ok|succeeded|successful)(?![A-Za-z])")}
_KIND_SAID = {"rdb": compiled(r"(?<![A-Za-z])(?i:rdb)(?![A-Za-z])"),
              "aof": compiled(r"(?<![A-Za-z])(?i:aof)(?![A-Za-z])")}
_OPERATIONS = {"write": compiled(r"写入|(?<![A-Za-z])(?i:write)"),
               "bgrewrite": compiled(r"重写|(?i:rewrite)"),
               "bgsave": compiled(r"保存|(?<![A-Za-z])(?i:bgsave|save)")}


@lru_cache(maxsize=64)
def persistence_statuses(text: str) -> tuple[tuple[str, str, str], ...]:
    """Each status field: (persistence, operation, outcome)."""
    return tuple((m["kind"], m["operation"], m["outcome"]) for m in _FIELD.finditer(text))


def persistence_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the persistence's statuses]) for the first outcome the claim gives a
    persistence that none of its statuses has (see the module docstring)."""
    del anchors, anchors_of  # the fields are read as printed
    statuses = sole_reading(texts, (STATUS,), persistence_statuses)
    if not statuses:
        return None
    for outcome, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        kinds = [kind for kind, words in _KIND_SAID.items() if words.search(claim, low, high)]
        if len(kinds) != 1 or NEGATOR_BUT_RESULT.search(claim, low, high):
            continue
        operations = [op for op, words in _OPERATIONS.items() if words.search(claim, low, high)]
        own = [s for s in statuses if s[0] == kinds[0] and (len(operations) != 1 or s[1] == operations[0])]
        if own and all(s[2] != outcome for s in own):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                ", ".join(f"{k}_last_{op}_status:{result}" for k, op, result in own)]
    return None
