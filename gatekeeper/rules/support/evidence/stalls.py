"""A share of stalled time a claim gives one line of pressure stall information that the other
line (or another window) prints.

`CPU 压力 full avg10 为 12.34%` citing `/proc/pressure/cpu`, whose `some avg10=12.34` and `full
avg10=3.21`: the value is the output's (a percentage: text/anchors/pressure.py), so nothing was
missing or contradicted. `some` is the share of time at least one task stalled, `full` the share
all did; each line prints the last 10, 60 and 300 seconds' averages. A clause writing one
percentage, one of the lines (`some`, `部分`; `full`, `全部`, `所有任务`; none, `some`: stalls the
way `有 8.91% 的时间存在 CPU 争用` says, as PSI's own headline) and one window (`avg10`, `10 秒`;
`avg60`, `60 秒`, `1 分钟`; `avg300`, `300 秒`, `5 分钟`) gives that average the value: another
than it prints, rounded as written, contradicts it; the window written as a duration (`过去 60
秒`) is held. Unsure says nothing: both lines or no window named, two windows or percentages, a
bound or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_LINE = compiled(r"^(?P<kind>some|full)[ \t]+avg10=(?P<w10>\d+(?:\.\d+)?)[ \t]+avg60=(?P<w60>\d+(?:\.\d+)?)"
                 r"[ \t]+avg300=(?P<w300>\d+(?:\.\d+)?)", re.MULTILINE)
_PERCENT = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)\s*%")
_KINDS = {"some": compiled(r"部分|(?<![A-Za-z])some(?![A-Za-z])"),
          "full": compiled(r"全部|所有任务|完全|(?<![A-Za-z])full(?![A-Za-z])")}
_WINDOWS = {"w10": compiled(r"avg10|(?<!\d)10\s*(?:秒|s\b|seconds?)"),
            "w60": compiled(r"avg60|(?<!\d)60\s*(?:秒|s\b|seconds?)|(?<!\d)1\s*(?:分钟|minutes?)"),
            "w300": compiled(r"avg300|(?<!\d)300\s*(?:秒|s\b|seconds?)|(?<!\d)5\s*(?:分钟|minutes?)")}


@lru_cache(maxsize=64)
def stalls(text: str) -> dict[str, dict[str, str]]:
    """`some` and `full` -> their averages by window, as printed (none when not both once)."""
    lines = {m["kind"]: {window: m[window] for window in _WINDOWS} for m in _LINE.finditer(text)}
    return lines if len(lines) == 2 else {}


def stall_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the share the claim writes, [the average it names]) for the first average the claim gives
    a value the output prints otherwise (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    lines = sole_reading(texts, ("avg10=",), stalls)
    if not lines:
        return None
    for said, low, high in sure_values(claim, _PERCENT, APPROX, BOUND):
        kinds = [kind for kind, words in _KINDS.items() if words.search(claim, low, high)] or ["some"]
        windows = [window for window, words in _WINDOWS.items() if words.search(claim, low, high)]
        if len(kinds) != 1 or len(windows) != 1:
            continue
        printed = lines[kinds[0]][windows[0]]
        if not rounded_to(Decimal(printed), said["n"]):
            return Anchor("number", said["n"], said.group(), *said.span()), [
                f"{kinds[0]} avg{windows[0][1:]}={printed}"]
    return None


#: The windows' lengths as durations are read (milliseconds).
_WINDOW_LENGTHS = frozenset({"10000", "60000", "300000"})


def stall_windows_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the windows the averages are of, written as durations (`过去 60 秒`)."""
    if not missing or not sole_reading(texts, ("avg10=",), stalls):
        return missing
    return [anchor for anchor in missing if not (anchor.unit == "ms" and anchor.value in _WINDOW_LENGTHS)]
