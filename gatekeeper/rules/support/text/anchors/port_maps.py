"""Kubernetes' ports of a service mapped to its nodes' (`kubectl get svc`'s `PORT(S)`):
`80:31380/TCP,443:31390/TCP`.

The number pattern reads no number beside a `:` (a clock's part), so neither port was read: a
faithful `gateway 的 443 端口映射到 31390` named two values found nowhere and failed. Each port
of a pair before its protocol is read here as a number.
"""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.patterns import compiled

#: A service's port and its node port, before the protocol.
_PAIR = compiled(r"(?<![\w.:])(\d{1,5}):(\d{1,5})/(?:TCP|UDP|SCTP)(?![\w])")
#: The words every pair is written before (the cheap test before the pattern).
PROTOCOLS = ("/TCP", "/UDP", "/SCTP")


def port_map_anchors(folded: str, text: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with both ports of each pair read as numbers."""
    found = [Anchor("number", str(int(pair.group(side))), text[pair.start(side):pair.end(side)],
                    pair.start(side), pair.end(side))
             for pair in _PAIR.finditer(folded) for side in (1, 2)]
    return replacing(anchors, found)
