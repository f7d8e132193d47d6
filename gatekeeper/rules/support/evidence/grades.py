"""How much a claim's anchor counts: core or minor when the evidence lacks it, and whether
another value in the evidence contradicts it (docs/anchors.md, Claims)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.anchorset import SUBJECT_KINDS, is_weekday
from gatekeeper.rules.support.evidence.unanchored import KIND as UNANCHORED
from gatekeeper.rules.support.evidence.unstated import KIND as UNSTATED
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.model import is_cjk, words
from gatekeeper.rules.support.text.anchors.names import SHORT_CODE_RE
from gatekeeper.rules.support.text.patterns import compiled

#: Anchors whose canonical value is written in any text holding them (lower-cased): when no form
#: of one occurs in an output's text, no anchor of that output is it.
NAME_KINDS = (*SUBJECT_KINDS, "identifier", "uuid", "code", "name")
#: Kinds another value of which in the evidence contradicts the claim (a service or host the
#: evidence does not name is only ungrounded: a claim may name the caller of a failing call).
CONTRADICTING_KINDS = ("error_code", "http_status", "exception", "identifier", "code", "uuid",
                       "version")
_WORDS_ONLY = compiled(r"[a-z]+(?:-[a-z]+)+")
#: A number written in words, or joined to its unit by a hyphen (`two years`, `11-year`).
_PROSE_NUMBER = compiled(r"[A-Za-z][A-Za-z \t\-]*|\d+-[A-Za-z]+")
#: Parts that make a hyphenated name a component (`order-svc`, `redis-cache`, `pay-gateway`).
OPS_PARTS = words(
    "svc service services server api db cache gateway gw proxy worker consumer producer queue mq "
    "redis kafka mysql pg postgres nginx backend frontend pod cluster replica auth rpc grpc http "
    "cron es elastic mongo zk etcd lb ingress daemon broker scheduler storage"
)


def specific(value: str) -> bool:
    """A bare value nobody writes by rounding or counting: an integer of three digits or more,
    not round (`100,000`) nor a year (`2015`): `3504`, `13842`."""
    if not value.isdigit() or len(value) < 3 or value.endswith("00"):
        return False
    return not (len(value) == 4 and 1900 <= int(value) <= 2100)


def core(anchor: Anchor) -> bool:
    """An anchor a claim must not invent (design: service, error code, order/id, metric value,
    date); the others (a proper noun, a bare count, a clock time) only warn when unknown."""
    if anchor.kind in ("name", UNANCHORED, "version", UNSTATED):
        # a proper noun; digits no anchor kind reads; a release written nowhere (a target, a
        # planned upgrade): one another release of the evidence contradicts fails all the same;
        # an event its evidence names nowhere (a tool may name it in words no glossary knows)
        return False
    if anchor.kind == "number":
        # A bare count (`27 counts`, `Stockport's 26`) is often a sum or a paraphrase; a metric
        # value has a unit or a Chinese metric label (`线程数 245`).
        # An ordinal (`sixth`, `15th`) is a rank, as minor as a bare count; so is a value
        # written in words or as a modifier (`six minutes`, `an 11-year wait`): prose's.
        if _PROSE_NUMBER.fullmatch(anchor.raw):
            return False
        return (anchor.unit not in (None, "th")
                or bool(anchor.metric and any(map(is_cjk, anchor.metric)))
                or specific(anchor.value))
    if anchor.kind == "service" and _WORDS_ONLY.fullmatch(anchor.value):
        # `cost-cutting`, `sell-out`: hyphenated words, unless a part says component
        return any(part in OPS_PARTS for part in anchor.value.split("-"))
    if anchor.kind == "code" and SHORT_CODE_RE.fullmatch(anchor.raw):
        return False  # `G20`, `F1`, `U11`: as often a name as a node
    if anchor.kind == "timestamp":  # a full date; `May 7`, `August 2022`, `21:14` only warn
        return anchor.unit in ("YMD", "YMDT")
    return True


def endpoint(anchor: Anchor) -> bool:
    """A service or host with its port: another port of the same name is another endpoint."""
    return anchor.kind in ("service", "host") and ":" in anchor.value


def contradictable(anchor: Anchor) -> bool:
    """An anchor that another value in the evidence contradicts (not only leaves unsupported):
    a weekday too (`Thursday` where the cited line writes `Tuesday` or a Tuesday's date)."""
    return anchor.kind in CONTRADICTING_KINDS or endpoint(anchor) or is_weekday(anchor)
