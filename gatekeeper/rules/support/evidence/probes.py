"""A Kubernetes probe a claim says failed while its evidence shows another kind of probe failing.

`pod 因 liveness probe 失败被重启` citing the kubelet's `Readiness probe failed: HTTP probe failed
with statuscode: 503`: `probe` and `failed` are the event's, so the claim passed, yet a readiness
probe failing takes the pod out of its Service and restarts nothing; the two are remedied
differently. A probe's failure is the kubelet's `Liveness probe failed`, `Readiness probe failed`,
`Startup probe failed` (an event's message, `kubectl describe`'s) or `failed liveness probe, will be
restarted`. A clause naming one kind (`liveness`, `存活探针`, `livenessProbe`; `readiness`, `就绪探针`;
`startup`, `启动探针`) and its failing (`失败`, `不通过`, `failed`, `failing`) is contradicted when the
cited lines show probes of other kinds failing and none of its kind. Unsure says nothing: a
clause naming two kinds, a failure denied (`没有`, `未`, `no`, `not`), no probe failing at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled

_FAILED = compiled(r"(?P<kind>Liveness|Readiness|Startup) probe failed"
                   r"|failed (?P<after>liveness|readiness|startup) probe", re.IGNORECASE)
_KINDS = tuple((kind, compiled(rf"{zh}(?:探针|探测|检查|检测)|(?<![A-Za-z]){kind}(?:\s*probe|Probe)?"
                                r"(?![A-Za-z])", re.IGNORECASE))
               for kind, zh in (("liveness", "存活"), ("readiness", "就绪"), ("startup", "启动")))
_FAILING = compiled(r"失败|不通过|未通过|(?<![A-Za-z])(?:failed|failing|fails?)(?![A-Za-z])", re.IGNORECASE)
_DENIED = compiled(r"没有|未|无|不是|并非|(?<![A-Za-z])(?:no|not|never|didn't|wasn't)(?![A-Za-z])",
                   re.IGNORECASE)


def probe_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's probe, [a failing probe's line of another kind]) for the first probe the
    claim says failed that only probes of other kinds did (see the module docstring)."""
    del anchors, anchors_of  # the kubelet's lines are read as printed
    failing: dict[str, str] = {}
    for text in dict.fromkeys(texts):
        for m in _FAILED.finditer(text):
            kind = (m.group("kind") or m.group("after")).lower()
            failing.setdefault(kind, line_around(text, m.start()))
    if not failing:
        return None
    for kind, words in _KINDS:
        for said in words.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            both = any(other != kind and pattern.search(claim, low, high) for other, pattern in _KINDS)
            if both or not _FAILING.search(claim, low, high) or _DENIED.search(claim, low, high):
                continue
            if kind not in failing:
                shown = next(iter(sorted(failing.items())))
                return (Anchor("state", f"{kind} probe failed", said.group(), said.start(), said.end()),
                        [f"{shown[0]} probe failed ({clipped(shown[1].strip(), 100)!r})"])
    return None
