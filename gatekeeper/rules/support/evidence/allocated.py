"""A node's allocated requests or limits a claim gives otherwise than `kubectl describe node`
prints them.

`节点 CPU requests 已分配 175%` citing `kubectl describe node`, whose `Allocated resources` row
`cpu  3800m (95%)  7 (175%)`: the 175% is the output's (the limits'), so nothing was missing or
contradicted. Each resource's row gives its requests and limits, each an amount and a share of
the node's allocatable. A clause naming one resource (`CPU`, `cpu`; `内存`, `memory`; `临时存储`,
`ephemeral-storage`) and one side (`requests`, `请求`, `已分配`, `预留`; `limits`, `限制`, `上限`,
`超分`, `超卖`) gives it a share (`95%`) or an amount (`3800m`, `6Gi`) as printed: another than the
side's contradicts it. Unsure says nothing: two resources or sides in a clause, a bound, an
approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled

_ROW = compiled(r"^[ \t]+(?P<resource>cpu|memory|ephemeral-storage|hugepages-\w+|pods)[ \t]+"
                r"(?P<requests>\S+) \((?P<requests_share>\d+)%\)[ \t]+"
                r"(?P<limits>\S+) \((?P<limits_share>\d+)%\)", re.MULTILINE)
_RESOURCES = {"cpu": compiled(r"(?<![A-Za-z])(?i:cpu)(?![A-Za-z])"),
              "memory": compiled(r"内存|(?<![A-Za-z])(?i:memory|mem)(?![A-Za-z])"),
              "ephemeral-storage": compiled(r"临时存储"
                                            r"|(?<![A-Za-z])(?i:ephemeral-storage|ephemeral\s+storage)(?![A-Za-z])")}
_SIDES = {"requests": compiled(r"请求|已分配|分配|预留"
                               r"|(?<![A-Za-z])(?i:requests?|requested|allocated)(?![A-Za-z])"),
          "limits": compiled(r"限制|上限|超分|超卖|(?<![A-Za-z])(?i:limits?|overcommit\w*)(?![A-Za-z])")}
_SHARE = compiled(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*%")
_AMOUNT = compiled(r"(?<![A-Za-z0-9_.\-])(?P<n>\d+(?:\.\d+)?(?:m|Mi|Gi|Ki|Ti|M|G))(?![A-Za-z0-9])")


@lru_cache(maxsize=64)
def allocated(text: str) -> dict[str, dict[str, str]]:
    """Each resource's requests and limits (amount and share), and its row."""
    return {m.group("resource"): {**m.groupdict(), "row": line_around(text, m.start())}
            for m in _ROW.finditer(text)}


def allocation_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the resource's row]) for the first share or amount the claim gives
    a resource's requests or limits otherwise (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    rows = sole_reading(texts, ("Allocated resources",), allocated)
    if rows is None:
        return None  # none, or two nodes' that differ: which one the claim reads is unsure
    for value in (*_SHARE.finditer(claim), *_AMOUNT.finditer(claim)):
        low, high = clause_around(claim, value.start(), value.end())
        resources = [name for name, words in _RESOURCES.items()
                     if name in rows and words.search(claim, low, high)]
        sides = [side for side, words in _SIDES.items() if words.search(claim, low, high)]
        if len(resources) != 1 or len(sides) != 1 or BOUND.search(claim, low, high) \
                or APPROX.search(claim, low, high):
            continue
        row, side = rows[resources[0]], sides[0]
        printed = row[f"{side}_share"] if value.re is _SHARE else row[side]
        if value.group("n") != printed:
            start, end = value.span("n")
            shown = clipped(row["row"].strip(), 80)
            return Anchor("number", value.group("n"), claim[start:end], start, end), [
                f"{resources[0]} {side} {row[side]} ({row[f'{side}_share']}%) ({shown!r})"]
    return None
