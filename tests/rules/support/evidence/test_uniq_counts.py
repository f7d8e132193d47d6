"""A count a claim gives one item of a `uniq -c` tally (gatekeeper.rules.support.evidence.uniq_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.uniq_counts import tallies_of, tally_count_swapped

STATUSES = "   1523 200\n    412 502\n     37 504"
MESSAGES = ("    152 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out\n"
            "     37 ERROR [payment-svc] redis.exceptions.ConnectionError: Connection refused")


def _swapped(claim: str, output: str) -> bool:
    return tally_count_swapped(claim, [], [output], lambda text: []) is not None


def test_a_tally_is_two_or_more_counted_lines() -> None:
    assert [tally.counts for tally in tallies_of(STATUSES)] == [{"200": "1523", "502": "412", "504": "37"}]
    assert tallies_of("    12 alone\nnext line") == ()  # one line: no tally
    assert tallies_of("200 1523\n502 412") == ()  # no count right-aligned first


@pytest.mark.parametrize(("claim", "output"), [
    ("502 错误出现了 37 次", STATUSES), ("共有 412 次 504 响应", STATUSES),
    ("SocketTimeoutException 出现了 37 次", MESSAGES),  # named by a word no other item writes
    ("payment-svc 有 152 条 ConnectionError", MESSAGES),
    ("502错误出现了37次", STATUSES),  # Chinese with no spaces
])
def test_another_item_s_count_is_contradicted(claim: str, output: str) -> None:
    assert _swapped(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("502 错误出现了 412 次", STATUSES), ("共有 37 次 504 响应", STATUSES),
    ("200 和 502 分别有 1523 和 412 次", STATUSES),  # two items: unsure
    ("502 错误超过 30 次", STATUSES),  # a bound
    ("SocketTimeoutException 出现了 152 次", MESSAGES),
    ("ERROR 共出现 189 次", MESSAGES),  # a word every item writes names none
])
def test_the_item_s_own_count_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _swapped(claim, output)
