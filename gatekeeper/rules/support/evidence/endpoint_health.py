"""Whether a claim says an endpoint is healthy, against the line a health check prints for it.

`etcd 节点 10.0.0.2 健康` citing `etcdctl endpoint health`, whose lines are `https://10.0.0.1:2379 is
healthy: ...` and `https://10.0.0.2:2379 is unhealthy: failed to commit proposal`: the address is
the output's and both words of health are, so nothing was missing or contradicted (the outcome
check reads the output as a whole: it writes both). A check's line is `<endpoint> is healthy` /
`is unhealthy` (etcd), HAProxy's `Server <backend>/<server> is UP` / `is DOWN`, or a service's
`[order-svc] health check passed` / `failed`, or a Prometheus target's `"health": "up"` /
`"down"` (by its job and instance). A clause naming
one endpoint (whole, its host, or the server after its backend's `/`) and saying it is healthy
(`健康`, `正常`, `healthy`, `is up`) or not (`不健康`, `异常`, `故障`, `宕机`, `unhealthy`, `down`)
is denied by the endpoint's lines saying only the other. Unsure says nothing: a clause naming
two endpoints, or both words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.two_states import Fact, denied_in
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_CHECKED = compiled(r"(?:^|\s)(?:Server\s+)?(?P<name>[\w.:/\-\[\]]+) is "
                    r"(?P<state>healthy|unhealthy|UP|DOWN)\b"
                    r"|(?:^|[\s\[])(?P<checked>[\w.\-]+)\]?:?\s+health\s*check\s+(?P<result>passed|failed)\b")
#: Not healthy first (`不健康` holds `健康`), then healthy.
_UNHEALTHY = compiled(r"不健康|异常|故障|宕机|挂了|不可用|健康检查[^，。；,;]{0,3}?(?:失败|不通过|未通过)"
                      r"|(?<![A-Za-z])(?:unhealthy|down|is\s+not\s+healthy|health\s+checks?\s+failed)(?![A-Za-z])",
                      re.IGNORECASE)
#: (`健康检查失败` is no word of health: a check of it, failed)
_HEALTHY = compiled(r"健康(?!检查)|健康检查[^，。；,;]{0,3}?(?:通过|正常|成功)|正常"
                    r"|(?:是|为|处于)\s*up(?![A-Za-z])"
                    r"|(?<![A-Za-z])(?:healthy|(?:is|are|was|were)\s+up|(?-i:UP))(?![A-Za-z])", re.IGNORECASE)


def endpoint_health_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the endpoint's line]) for the first endpoint the claim gives the
    health its check's lines deny (see the module docstring)."""
    del anchors, anchors_of  # the checks are read as printed
    return denied_in(claim, texts, _checks_in, _HEALTHY, _UNHEALTHY)


@lru_cache(maxsize=64)
def _checks_in(text: str) -> tuple[Fact, ...]:
    """Each health check line's endpoint, by the names a claim may call it (whole, its host, the
    server after its backend's `/`), healthy or not."""
    found = list(_targets(text)) if '"activeTargets"' in text else []
    for line in text.splitlines():
        check = _CHECKED.search(line)
        if check is not None:
            endpoint = check.group("name") or check.group("checked")
            host = re.sub(r"^\w+://", "", endpoint).rsplit(":", 1)[0].strip("[]")
            server = endpoint.rsplit("/", 1)[-1] if "://" not in endpoint else host
            names = tuple(name_pattern(name) for name in dict.fromkeys((endpoint, host, server)))
            state = check.group("state") or check.group("result")
            found.append(Fact(endpoint, names, state in ("healthy", "UP", "passed"), line))
    return tuple(found)


def _targets(text: str) -> list[Fact]:
    """Prometheus' scrape targets (`/api/v1/targets`: `"health": "up"` or `"down"`), each by its
    job and its instance (whole, and its host)."""
    try:
        reply = json.loads(text)
    except ValueError:
        return []
    data = reply.get("data") if isinstance(reply, dict) else None
    targets = data.get("activeTargets") if isinstance(data, dict) else None
    found = []
    for target in targets if isinstance(targets, list) else []:
        labels = target.get("labels") if isinstance(target, dict) else None
        if not isinstance(labels, dict) or target.get("health") not in ("up", "down"):
            continue
        instance = str(labels.get("instance", ""))
        names = [str(labels.get("job", "")), instance, instance.rsplit(":", 1)[0]]
        shown = json.dumps({"labels": labels, "health": target["health"]}, ensure_ascii=False)
        found.append(Fact(instance or names[0], tuple(name_pattern(n) for n in dict.fromkeys(names) if n),
                          target["health"] == "up", shown))
    return found
