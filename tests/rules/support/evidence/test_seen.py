"""gatekeeper/rules/support/evidence/seen.py: an event given another event's count."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.seen import events_seen, seen_count_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

DESCRIBED = """Events:
  Type     Reason     Age                  From     Message
  ----     ------     ----                 ----     -------
  Normal   Started    12m (x5 over 40m)    kubelet  Started container app
  Warning  BackOff    3m (x12 over 38m)    kubelet  Back-off restarting failed container
  Warning  Unhealthy  2m (x30 over 39m)    kubelet  Liveness probe failed: statuscode: 503"""
LISTED = ("3m (x12 over 38m)   Warning   BackOff     pod/payment-svc-7d9f   Back-off restarting\n"
          "2m (x30 over 39m)   Warning   Unhealthy   pod/payment-svc-7d9f   Readiness probe failed: 503")


def _swapped(claim: str, output: str = DESCRIBED) -> str | None:
    found = seen_count_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[0].raw


def test_the_events_and_how_often_each_was_seen() -> None:
    assert [(e.reason, e.times) for e in events_seen(DESCRIBED)] == [
        ("Started", 5), ("BackOff", 12), ("Unhealthy", 30)]
    assert [(e.reason, e.times) for e in events_seen(LISTED)] == [("BackOff", 12), ("Unhealthy", 30)]
    assert "存活探针" in events_seen(DESCRIBED)[2].words
    assert "就绪探针" in events_seen(LISTED)[1].words
    assert events_seen("Warning BackOff 3m kubelet Back-off") == ()  # seen once: no count printed


def test_kubectl_s_count_is_a_number() -> None:
    assert [a.value for a in extract_anchors("BackOff 3m (x12 over 38m) kubelet") if a.kind == "number"] \
        == ["180000", "12", "2280000"]
    assert [a.value for a in extract_anchors("seen (x3)") if a.kind == "number"] == ["3"]


def test_another_event_s_count_is_contradicted() -> None:
    assert _swapped("BackOff 事件发生了 30 次") == "30"
    assert _swapped("存活探针失败了 12 次") == "12"
    assert _swapped("the liveness probe failed 12 times") == "12"
    assert _swapped("BackOff 发生了 30 次", LISTED) == "30"


def test_what_says_nothing() -> None:
    assert _swapped("BackOff 事件发生了 12 次") is None  # its own count
    assert _swapped("BackOff 事件发生了 38 次") is None  # no line's count: entity_grounding's
    assert _swapped("容器 restarted 12 次") is None  # `restarted` names no `Started` (x5)
    assert _swapped("共发生了 30 次") is None  # names no event
    assert _swapped("BackOff 和存活探针失败共 30 次") is None  # one of the named is seen 30 times


def test_a_count_of_a_window_says_nothing() -> None:
    assert _swapped("最近 10 分钟内 BackOff 发生了 30 次") is None
    assert _swapped("BackOff occurred 30 times in the last hour") is None
