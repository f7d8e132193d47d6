"""A count the claim makes of its evidence's lines (gatekeeper.rules.support.evidence.counted)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.counted import count_of_another, counts_held, understated
from gatekeeper.rules.support.text.anchors import extract_anchors

OOM = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
       "2026-12-01 03:15:11 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
       "2026-12-01 03:15:40 WARN [payment-svc] 请求超时 after 5000ms")


def _missing_after(claim: str, texts: list[list[str]]) -> list[str]:
    anchors = extract_anchors(claim)
    numbers = [a for a in anchors if a.kind == "number"]
    return [a.raw for a in counts_held(claim, anchors, numbers, texts)]


@pytest.mark.parametrize("claim", [
    "order-svc 出现 2 次 OutOfMemoryError。",
    "OutOfMemoryError 在 order-svc 出现了 2 次",
    "order-svc threw OutOfMemoryError 2 times.",
    "payment-svc 出现 1 次请求超时",  # the words after 次
])
def test_a_count_the_lines_make_is_held(claim: str) -> None:
    assert _missing_after(claim, [[OOM]]) == []


def test_a_count_held_by_a_cited_output_not_the_excerpt() -> None:
    excerpt = OOM.split("\n")[0]
    assert _missing_after("order-svc 出现 2 次 OutOfMemoryError", [[excerpt]]) == ["2"]
    assert _missing_after("order-svc 出现 2 次 OutOfMemoryError", [[excerpt], [OOM]]) == []


@pytest.mark.parametrize("claim", [
    "order-svc 出现 5 次 OutOfMemoryError。",  # the lines make 2
    "order-svc 重启 2 次",  # nothing named to count
    "order-svc 出现 2 个 OutOfMemoryError 告警",  # not a count of times
])
def test_a_count_the_lines_do_not_make_keeps_its_finding(claim: str) -> None:
    assert _missing_after(claim, [[OOM]]) != []


def _understated(claim: str) -> tuple[str, list[str]] | None:
    found = understated(claim, extract_anchors(claim, include_timestamps=True), [[], [OOM]])
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 仅出现 1 次 OutOfMemoryError，影响很小", "1 次"),
    ("OutOfMemoryError was thrown only 1 times.", "1 times"),
])
def test_a_count_lower_than_the_lines_printed_is_contradicted(claim: str, written: str) -> None:
    assert _understated(claim) == (written, ["2 lines writing outofmemoryerror"])


@pytest.mark.parametrize("claim", [
    "order-svc 出现 2 次 OutOfMemoryError",  # the lines' count
    "order-svc 出现 3 次 OutOfMemoryError",  # more: the output may be a sample
    "order-svc 至少出现 1 次 OutOfMemoryError",  # a bound
    "03:15 之后 order-svc 出现 1 次 OutOfMemoryError",  # a window
    "OutOfMemoryError was thrown more than 1 times.",
    "order-svc 重试 1 次后成功",  # no event counted
])
def test_a_count_of_the_lines_more_a_bound_or_a_window_is_not(claim: str) -> None:
    assert _understated(claim) is None


RESTARTS = ("2026-12-01 03:14:09 [kubelet] pod order-svc-7d9f restarted (OOMKilled)\n"
            "2026-12-01 03:15:09 [kubelet] pod order-svc-7d9f restarted (OOMKilled)\n"
            "2026-12-01 03:16:09 [kubelet] pod order-svc-51ac restarted (OOMKilled)\n"
            "2026-12-01 03:17:09 [kubelet] pod order-svc-7d9f restarted (OOMKilled)")


@pytest.mark.parametrize(("claim", "written", "printed"), [
    ("order-svc 仅出现一次 OutOfMemoryError", "一次", "2 lines writing outofmemoryerror"),
    ("OutOfMemoryError occurred only once.", "once", "2 lines writing outofmemoryerror"),
    ("order-svc logged one OutOfMemoryError.", "one", "2 lines writing outofmemoryerror"),
    ("order-svc-7d9f 重启了两次", "两次", "3 lines writing 重启"),  # the pod's, not order-svc-51ac's
    ("order-svc-7d9f restarted twice.", "twice", "3 lines writing 重启"),
    ("order-svc-7d9f 重启了 2 次", "2 次", "3 lines writing 重启"),  # an event of the glossary
])
def test_a_count_in_words_before_its_event_or_of_a_glossary_event_is_read(
        claim: str, written: str, printed: str) -> None:
    anchors = extract_anchors(claim, include_timestamps=True)
    found = understated(claim, anchors, [[], [OOM, RESTARTS]])
    assert found is not None and (found[0].raw, found[1]) == (written, [printed])


@pytest.mark.parametrize("claim", [
    "order-svc-7d9f 重启了三次",  # its lines' count
    "order-svc-51ac restarted once.",
    "一次请求超时导致 OutOfMemoryError",  # a measure word, not how often
    "order-svc 第一次出现 OutOfMemoryError",  # first, not once
    "Once the pool is exhausted, OutOfMemoryError follows.",  # when, not how often
    "order-svc-7d9f restarted twice as often as order-svc-51ac.",
])
def test_a_true_count_or_no_count_is_not(claim: str) -> None:
    anchors = extract_anchors(claim, include_timestamps=True)
    assert understated(claim, anchors, [[], [OOM, RESTARTS]]) is None


def test_a_count_of_a_pod_s_restarts_is_held_by_its_lines_only() -> None:
    assert _missing_after("order-svc-7d9f 重启了 3 次", [[RESTARTS]]) == []
    assert _missing_after("order-svc-7d9f 重启了 4 次", [[RESTARTS]]) == ["4"]


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


TIMEOUTS = """10:00:01 ERROR [order-svc] timeout calling stock-db
10:00:02 ERROR [payment-svc] timeout calling bank
10:00:03 ERROR [payment-svc] timeout calling bank
10:00:04 ERROR [payment-svc] timeout calling bank"""


@pytest.mark.parametrize("claim", ["order-svc 出现了 3 次超时", "order-svc timed out 3 times"])
def test_a_count_another_subject_s_lines_make_is_contradicted(claim: str) -> None:
    found = count_of_another(claim, _anchors(claim), [[TIMEOUTS]], _anchors)
    assert found is not None and found[1] == ["1 lines writing 超时 name order-svc, 3 name payment-svc"]
    # a callee's line is its line too: one timeout calling stock-db
    callee = "stock-db 出现了 3 次超时"
    found = count_of_another(callee, _anchors(callee), [[TIMEOUTS]], _anchors)
    assert found is not None and found[1] == ["1 lines writing 超时 name stock-db, 3 name payment-svc"]


@pytest.mark.parametrize(("claim", "output"), [
    ("order-svc 出现了 1 次超时", TIMEOUTS),
    ("payment-svc 出现了 3 次超时", TIMEOUTS),
    ("order-svc 出现了 2 次超时", TIMEOUTS),  # no other subject's lines make it
    ("inventory-api 出现了 3 次超时", TIMEOUTS),  # no line of its own
    ("order-svc 出现了 3 次超时", TIMEOUTS + " ...[truncated]"),  # the cut may hold more of its
    ("order-svc 至少出现了 3 次超时", TIMEOUTS),  # a bound
])
def test_a_count_no_other_subject_makes_or_of_a_cut_output_is_not(claim: str, output: str) -> None:
    assert count_of_another(claim, _anchors(claim), [[output]], _anchors) is None


def test_a_line_tallying_the_retries_is_no_retry() -> None:
    """`succeeded after 1 retry` counts the retry its line before made: one retry, not two."""
    log = ("2026-12-05 03:14:09 WARN [payment-svc] call to bank-gw failed, retrying (1/3)\n"
           "2026-12-05 03:14:11 INFO [payment-svc] call to bank-gw succeeded after 1 retry")
    claim = "payment-svc 重试 1 次后调用成功"
    assert understated(claim, extract_anchors(claim, include_timestamps=True), [[log]]) is None
    claim = "payment-svc 重试了 2 次"
    assert understated(claim, extract_anchors(claim, include_timestamps=True), [[f"{log}\n{log}"]]) is None


def test_a_table_s_header_writes_no_event() -> None:
    """(`web pod 重启了 0 次` counted kubectl's `RESTARTS` header as a restart: its cells count them.)"""
    pods = ("NAME                  READY   STATUS    RESTARTS   AGE\n"
            "web-5c8d7f9b4-abcde   1/1     Running   0          3d")
    claim = "web pod 重启了 0 次"
    assert understated(claim, extract_anchors(claim, include_timestamps=True), [[pods]]) is None

