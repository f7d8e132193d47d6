"""Where a text prints a counter at zero (or a flag at false): it says none happened, it states
nothing a claim's denial could contradict (`没有超时` of Envoy's `upstream_rq_timeout: 0`, `没有发生
OOM` of docker inspect's `"OOMKilled": false`)."""

from __future__ import annotations

import re

from gatekeeper.rules.support.text.patterns import compiled

#: A counter at zero: `failed=0`, `errors=0` (Ansible's recap, key=value logs).
_ASSIGNED = compiled(r"(?<![\w.\-])[A-Za-z][\w\-]*=0(?![\d.])", re.ASCII)
#: A field at zero on its own line (`upstream_rq_timeout: 0`, Envoy's; `Failed Devices : 0`).
_FIELD = compiled(r"(?m)^[ \t]*[A-Za-z][\w.|\- ]*?[ \t]*:[ \t]*0[ \t]*$")
#: ... inside a line (`Tests run: 12, Failures: 0, Errors: 0`, ifconfig's `RX errors 0  dropped 48`;
#: not a time's `12:00`).
_FIELD_INLINE = compiled(r"(?<![\w.\-])[A-Za-z][\w.\-]*(?:[ \t]*:[ \t]*|[ \t]+)0(?![\w.:])", re.ASCII)
#: A count of zero before what it counts (`1200 requests, 0 failed`, `Summary: 0 errors`; netstat
#: -s's `    0 segments retransmitted`, the word after too), first in its line or after a mark
#: (not `errors 0 dropped 48`: the word before's value; not `unreachable=0 failed=1`: the next
#: field's key).
_COUNT = compiled(r"(?:^[ \t]*|(?<=[,;:(\[|])|(?<=[,;:(\[|][ \t]))0[ \t]+(?![\w\-]*[=:])[A-Za-z][\w\-]*"
                  r"(?:[ \t]+(?![\w\-]*[=:])[a-z][\w\-]*)?",
                  re.ASCII | re.MULTILINE)
#: A share of zero before what it measures, after a mark (ping's `10 received, 0% packet loss`,
#: Windows' `(0% loss)`): none was lost.
_SHARE = compiled(r"(?:(?<=[,;:(\[|])|(?<=[,;:(\[|][ \t]))0(?:\.0+)?%[ \t]+[A-Za-z][\w\-]*"
                  r"(?:[ \t]+[a-z][\w\-]*)?", re.ASCII)
#: A flag at false (`"OOMKilled": false`, docker inspect's; `oom_killed=false`): none happened.
_FALSE = compiled(r"(?<![\w.\-])\"?[A-Za-z][\w\-]*\"?[ \t]*[:=][ \t]*(?:false|False|FALSE)(?![\w.\-])",
                  re.ASCII)
#: smartctl's attribute whose raw value is 0 (`199 UDMA_CRC_Error_Count 0x003e ... -  0`).
_ATTRIBUTE = compiled(r"(?m)^[ \t]*\d{1,3}[ \t]+[A-Za-z][\w\-]+[ \t]+0x[0-9a-fA-F]{4}[ \t][^\n]*[ \t]0"
                      r"[ \t]*$")


def zero_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` prints a counter at zero, in order (cheap tests first: most texts print
    none)."""
    spans = []
    if "=0" in text:
        spans += [m.span() for m in _ASSIGNED.finditer(text)]
    if " 0x" in text:
        spans += [m.span() for m in _ATTRIBUTE.finditer(text)]
    if ": 0" in text or ":0" in text:
        spans += [m.span() for m in _FIELD.finditer(text)]
    if " 0" in text or ":0" in text or "\t0" in text:
        spans += [m.span() for m in _FIELD_INLINE.finditer(text)]
    if "0 " in text or "0\t" in text:
        spans += [m.span() for m in _COUNT.finditer(text)]
    if "0% " in text:
        spans += [m.span() for m in _SHARE.finditer(text)]
    if "alse" in text or "ALSE" in text:
        spans += [m.span() for m in _FALSE.finditer(text)]
    kept: list[tuple[int, int]] = []
    for span in sorted(spans):  # one span each: a field on its own line is found inside it again
        if not kept or span[1] > kept[-1][1]:
            kept.append(span)
    return kept


def blank_zeros(text: str) -> str:
    """`text` with its counters at zero blanked (offsets kept)."""
    for start, end in zero_spans(text):
        text = text[:start] + " " * (end - start) + text[end:]
    return text
