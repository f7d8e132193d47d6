"""A state a claim gives a path of `multipath -ll` that the path's line does not print.

    mpatha (3600508b400105e210000900000490000) dm-0 HP,MSA2012sa
    |-+- policy='service-time 0' prio=50 status=active
    | `- 0:0:0:1 sda 8:0  active ready running
    `-+- policy='service-time 0' prio=10 status=enabled
      `- 1:0:0:1 sdb 8:16 failed faulty running

`sda 路径处于 failed 状态` and `sdb 路径处于 active 状态` passed: both words are the output's, and a
path's line is no field nor table. Each path's line gives its device-mapper state (`active`,
`failed`) and its checker's (`ready`, `faulty`, `ghost`...). A clause naming one path's device
(`sdb`) and saying it failed (`failed`, `faulty`, `故障`, `失效`) or works (`active`, `ready`,
`正常`) is read against its line: a failed path is `failed` or `faulty`, a working one `active`
and not `faulty`. Unsure says nothing: two paths or states in a clause, a negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

PATH = "`- "  # every path's line hangs from the tree by it: what the reading needs (tool_outputs gates on it)
_PATH = compiled(r"`- (?P<hctl>\d+:\d+:\d+:\d+) (?P<dev>[a-z]+\d*) \d+:\d+[ \t]+(?P<dm>active|failed)[ \t]+"
                 r"(?P<checker>ready|faulty|ghost|shaky|i/o pending|undef)")
_SAID = {"failed": compiled(r"故障|失效|失败|(?<![A-Za-z])(?i:failed|faulty)(?![A-Za-z])"),
         "active": compiled(r"正常|(?<![A-Za-z])(?i:active|ready)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def multipath_paths(text: str) -> dict[str, tuple[str, str]]:
    """Each path's (device-mapper state, checker state), by its device (`sdb`)."""
    return {m["dev"]: (m["dm"], m["checker"]) for m in _PATH.finditer(text)}


def path_state_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the path's states]) for the first state the claim gives a path
    that its line does not print (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    paths = sole_reading(texts, (PATH,), multipath_paths)
    if not paths:
        return None
    for state, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        named = [dev for dev in paths if _device(dev).search(claim, low, high)]
        if len(named) != 1 or NEGATOR_IN.search(claim, low, high):
            continue
        dm, checker = paths[named[0]]
        failed = dm == "failed" or checker == "faulty"
        if failed != (state == "failed"):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{named[0]} {dm} {checker}"]
    return None


@lru_cache(maxsize=256)
def _device(dev: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_/\-]){re.escape(dev)}(?![A-Za-z0-9_\-])")
