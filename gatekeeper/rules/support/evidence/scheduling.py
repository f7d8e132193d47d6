"""Why a claim says a pod could not be scheduled, against the scheduler's `FailedScheduling`
message.

`调度失败，原因是节点 CPU 不足` citing `0/3 nodes are available: 3 Insufficient memory.`: `3` and
the pod are the output's and the reason is no anchor, so nothing was missing or contradicted. The
scheduler lists why each node was passed over (`1 Insufficient cpu, 2 node(s) had untolerated
taint {...}`, `didn't match Pod's node affinity/selector`). A clause telling of scheduling
(`调度`, `无法调度`, `Pending`, `schedul...`, in its sentence) and naming a reason
(`CPU 不足`, `内存不足`, `污点`, `亲和性`, `端口`, `卷`, `GPU`) contradicts a message listing
none of that reason; one counting nodes for it (`2 个节点内存不足`) a message counting another
number for it. Unsure says nothing: a clause naming no reason, or a message the evidence does
not print.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

_MESSAGE = compiled(r"\d+/(?P<total>\d+) nodes are available: (?P<reasons>[^\n]*)")
_REASON = compiled(r"(?P<count>\d+) (?P<reason>.+?)(?=, \d+ |\.(?:\s|$)|$)")
_SCHEDULING = compiled(r"调度|(?<![A-Za-z])(?:schedul\w*|pending|FailedScheduling)(?![A-Za-z])",
                       re.IGNORECASE)
#: A reason a claim names, and the words of the scheduler's that are it.
_REASONS = (
    ("cpu", compiled(r"cpu\s*(?:资源)?\s*(?:不足|不够)|(?<![A-Za-z])(?:insufficient|not\s+enough)\s+cpu",
                     re.IGNORECASE), "insufficient cpu"),
    ("memory", compiled(r"内存\s*(?:资源)?\s*(?:不足|不够)"
                        r"|(?<![A-Za-z])(?:insufficient|not\s+enough)\s+memory", re.IGNORECASE),
     "insufficient memory"),
    ("gpu", compiled(r"gpu\s*(?:资源)?\s*(?:不足|不够)|(?<![A-Za-z])insufficient\s+(?:nvidia\.com/)?gpu",
                     re.IGNORECASE), "gpu"),
    ("taint", compiled(r"污点|(?<![A-Za-z])(?:taints?|untolerated)(?![A-Za-z])", re.IGNORECASE), "taint"),
    ("affinity", compiled(r"亲和|选择器|nodeSelector|(?<![A-Za-z])(?:affinity|selector)(?![A-Za-z])",
                          re.IGNORECASE), "affinity"),
    ("ports", compiled(r"端口\s*(?:冲突|被占用|不可用)|(?<![A-Za-z])free\s+ports?", re.IGNORECASE),
     "free port"),
    ("volume", compiled(r"(?:卷|存储卷|pvc)\s*(?:冲突|绑定|不可用|节点亲和)|(?<![A-Za-z])volume",
                        re.IGNORECASE), "volume"),
)
_NODES = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?:个|台)?\s*(?:节点|nodes?\b)", re.IGNORECASE)


def scheduling_reason_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's reason, [the scheduler's message]) for the first reason a clause gives a
    pod's failed scheduling that the message does not list, or counts otherwise."""
    del anchors, anchors_of  # the message is read as printed
    if _SCHEDULING.search(claim) is None or not any("nodes are available" in text for text in texts):
        return None
    messages = [m for text in dict.fromkeys(texts) for m in _MESSAGE.finditer(text)]
    listed = [(int(r.group("count")), r.group("reason").lower()) for m in messages
              for r in _REASON.finditer(m.group("reasons"))]
    if not listed:
        return None
    totals = {int(m.group("total")) for m in messages}
    for _, said, words in _REASONS:
        for named in said.finditer(claim):
            if _SCHEDULING.search(claim, *sentence_around(claim, named.start(), named.end())) is None:
                continue  # `容器因内存不足被 OOMKilled`: no scheduling
            low, high = clause_around(claim, named.start(), named.end())
            counts = {count for count, reason in listed if words in reason}
            nodes = [int(m.group("n")) for m in _NODES.finditer(claim, low, high)]
            if counts and not (len(nodes) == 1 and nodes[0] not in counts | totals):
                continue
            return Anchor("state", named.group(), claim[low:high].strip(), low, high), [
                f"{clipped(messages[0].group().strip(), 110)!r}"]
    return None
