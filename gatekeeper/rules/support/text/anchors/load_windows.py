"""A load average's window, where a text writes one: the `15` of `15-minute load average` is no
value of its own, and the values `uptime` and `top` print after `load average:` (or a claim after
a window's words) are the windows' (`load1`, `load5`, `load15`: their labels)."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.patterns import compiled

#: A load average's window (`1 分钟平均负载`, `15-minute load average`), and the same before the
#: value it labels (`1 分钟平均负载为`, `the 15-minute load average was`); `uptime`'s and `top`'s
#: `load average: 3.21, 2.05, 1.02` before its first, second, third value.
_WINDOW = (r"(\d+)\s*-?\s*(?:分钟|minutes?|mins?|m)\s*(?:的)?\s*(?:平均)?\s*(?:系统)?\s*"
           r"(?:负载|load\s+averages?)")
LOAD_WINDOW = compiled(_WINDOW, re.IGNORECASE)
_CLAIMED_LOAD = compiled(_WINDOW + r"\s*(?:为|是|达到|达|高达|was|is|of|at|reached|:|=)?\s*\Z", re.IGNORECASE)
_PRINTED_LOAD = compiled(r"load\s+averages?:\s*((?:\d+(?:\.\d+)?,?\s+){0,2})\Z", re.IGNORECASE)
_WINDOWS = ("1", "5", "15")
#: ... or, in a sentence of load, right before its value of two places (`负载 1 分钟 12.35`)
BARE_WINDOW = compiled(r"(1|5|15)\s*-?\s*(?:分钟|minutes?|mins?)\s*(?:的)?\s*(?:为|是|:|：)?\s*"
                        r"(?=\d+\.\d{2}(?![\d.]))", re.IGNORECASE)
_CLAIMED_BARE = compiled(r"(1|5|15)\s*-?\s*(?:分钟|minutes?|mins?)\s*(?:的)?\s*(?:为|是|:|：)?\s*\Z",
                         re.IGNORECASE)


def load_windows(text: str) -> list[tuple[int, int]]:
    """Where `text` writes a load average's window's number (the `15` of `15-minute load
    average`): no value of its own."""
    spans = [m.span(1) for m in LOAD_WINDOW.finditer(text)]
    if "负载" in text or "load" in text.lower():  # `负载在上升（1 分钟 12.35 高于 15 分钟 4.02）`
        spans += [m.span(1) for m in BARE_WINDOW.finditer(text)]
    return sorted(spans)


def says_load(before: str) -> bool:
    return "负载" in before or "load" in before.lower()


def load_label(before: str) -> str | None:
    """`load1`, `load5` or `load15` for a load average's value (see `_PRINTED_LOAD`)."""
    if not says_load(before):
        return None  # the searches below, for every number of every text
    printed = _PRINTED_LOAD.search(before)
    if printed is not None:
        return f"load{_WINDOWS[len(printed.group(1).split())]}"
    claimed = _CLAIMED_LOAD.search(before) or _CLAIMED_BARE.search(before)
    return f"load{claimed.group(1)}" if claimed is not None and claimed.group(1) in _WINDOWS else None
