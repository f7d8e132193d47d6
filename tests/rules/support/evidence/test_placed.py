"""A claim's value written where its excerpt writes another (gatekeeper.rules.support.evidence.placed)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.placed import placed_values
from gatekeeper.rules.support.text.anchors import extract_anchors


def placed(claim: str, *excerpts: str) -> list[tuple[str, list[str]]]:
    found = placed_values(claim, extract_anchors(claim), excerpts,
                          [extract_anchors(excerpt) for excerpt in excerpts])
    return [(anchor.raw, others) for anchor, others in found]


@pytest.mark.parametrize(("claim", "excerpt", "found"), [
    # two values of one line swapped: both present, each in the other's place
    ("will cover 9,180 miles and consume more than 1,836 gallons of fuel",
     "a 1,836 mile flight, it burns up more than 9,180 gallons of fuel",
     [("1,836", ["9,180"])]),
    ("src: /10.250.19.102:50010 dest: /10.250.19.102:54106",
     "src: /10.250.19.102:54106 dest: /10.250.19.102:50010",
     [("10.250.19.102:50010", ["10.250.19.102:54106"]),
      ("10.250.19.102:54106", ["10.250.19.102:50010"])]),
    # thread ids of a copied line: a run of values bounded by where both texts start and `D`
    ("03-17 16:15:53.084  2105  1702 D PowerManagerService: ready=true",
     "03-17 16:15:53.084  1702  2105 D PowerManagerService: ready=true",
     [("2105", ["1702"]), ("1702", ["2105"])]),
    # a value no anchor reads is compared as written
    ("RAS KERNEL INFO 1122165429 floating point alignment exceptions",
     "RAS KERNEL INFO 5 floating point alignment exceptions", [("1122165429", ["5"])]),
    ("重试 5 次后失败，超时 3 秒", "重试 3 次后失败，超时 5 秒", [("5", ["3"]), ("3 秒", ["5 秒"])]),
    # rounded otherwise: another value
    ("Query_time: 12.4s Lock_time: 0.00012s", "Query_time: 12.500321  Lock_time: 0.000120",
     [("12.4s", ["12.500321"])]),
    # rounded, in a unit other than seconds: no rounding read (the bare number holds any unit)
    ("Query_time: 12.5ms", "Query_time: 12.500321", [("12.5ms", ["12.500321"])]),
    # numbers in words and magnitudes are values too
    ("recovered with birdies at sixth and 15th", "recovered by recording birdies on the 13th and 15th",
     [("sixth", ["13th"])]),
    ("the most bang for the millions it has", "the most bang for the billions it has",
     [("millions", ["billions"])]),
    # who called whom: two services swapped
    ("ERROR [order-service] call to payment-service failed: timeout",
     "ERROR [payment-service] call to order-service failed: timeout",
     [("order-service", ["payment-service"]), ("payment-service", ["order-service"])]),
])
def test_a_value_put_in_another_values_place_is_found(claim, excerpt, found) -> None:
    assert placed(claim, excerpt) == found


@pytest.mark.parametrize(("claim", "excerpts"), [
    ("payment-service CPU 使用率 92%，线程数 245", ["CPU 使用率 92%，线程数 245"]),  # as written
    ("耗时 5.3s 后超时", ["耗时 5300ms 后超时"]),  # one value in another unit
    # aligned with the first line, but the excerpt writes 95% between the same words too
    ("CPU at 95% at 10:05", ["CPU at 92% at 10:00, CPU at 95% at 10:05"]),
    ("CPU at 95% at 10:05", ["CPU at 92% at 10:00", "CPU at 95% at 10:05"]),
    # a run of values another word ends: `p99` is not in the place of `502`
    ("5xx 比例 18.5%，p99 延迟 30s。", ["5xx 比例 18.5%，502 次数 4231，p99 延迟 30s"]),
    # the claim leaves one value out: 7% is the excerpt's too, 5% is not the claim's
    ("revenue increased by 7% in Q2", ["revenue increased by 5% in Q1 and 7% in Q2"]),
    # a count is not compared with a rank: `four consecutive wins` is no misspelt `fourth`
    ("Leicester have four consecutive wins", ["Leicester have a fourth consecutive win"]),
    # the items of a list in another order
    ("payment-service and order-service timed out", ["order-service and payment-service timed out"]),
    ("payment-service, order-service timed out", ["order-service, payment-service timed out"]),
    # a name the claim writes where the excerpt writes another is replaced.py's, not a swap
    ("The deploy by Alice on Monday night", ["deploy by Bob on Monday night"]),
    # one shared word does not place a value
    ("over 3 million users signed up", ["it has over 40 books"]),
    ("the claim writes no value", ["over 40 books"]),
    # a bare number rounded, a unit added (MySQL's slow log prints seconds bare): no other value
    ("Query_time: 12.5s Lock_time: 0.00012s", ["Query_time: 12.500321  Lock_time: 0.000120"]),
    # two pods named in another order than the table's rows: an identifier's words are its own
    ("order-svc-7d9f-k8p2m 已就绪，另一个 Pod order-svc-7d9f-x2x9k 处于 CrashLoopBackOff",
     ["order-svc-7d9f-x2x9k  0/1  CrashLoopBackOff  12  40m\norder-svc-7d9f-k8p2m  1/1  Running  0  40m"]),
    # a share is put in no duration's place (`15%` where the excerpt writes `one-year`)
    ("with a 15% reduction for a one-year commitment",
     ["extend a 15% discount with a one-year commitment"]),
    # a host numbered is a subject, no number in `ok=0`'s place (an Ansible recap)
    ("lb-01 changed=0", ["web-02 : ok=12 changed=1 failed=0\nlb-01 : ok=0 changed=0 failed=0"]),
])
def test_a_value_in_its_own_place_or_not_placed_is_not(claim, excerpts) -> None:
    assert placed(claim, *excerpts) == []


def test_a_claim_writing_the_excerpts_value_in_that_place_too_is_not_reported() -> None:
    # two lines of one shape: the claim names both values, each where a line writes it
    assert placed("retry 3 times on a, retry 5 times on b",
                  "retry 3 times on a", "retry 5 times on b") == []


def test_a_claim_copying_its_output_where_the_excerpt_says_otherwise_is_not_reported() -> None:
    # the tampered excerpt is evidence.misattribution's; the claim writes what the output does
    claim, excerpt = "request timeout after 5000ms", "request timeout after 3000ms"
    found = placed_values(claim, extract_anchors(claim), [excerpt], [extract_anchors(excerpt)],
                          ["10:02:11 ERROR PayClient - request timeout after 5000ms"])
    assert found == []
    assert placed(claim, excerpt) == [("5000ms", ["3000ms"])]
