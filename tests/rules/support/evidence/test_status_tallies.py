"""A count of responses by status against a load test's tally
(gatekeeper.rules.support.evidence.status_tallies)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.status_tallies import tallies, tally_contradicted

HEY = "Status code distribution:\n  [200]\t19800 responses\n  [503]\t153 responses"
VEGETA = "Status Codes  [code:count]                      200:9847  503:153"


def test_each_status_s_count_is_read() -> None:
    assert tallies(HEY) == {"200": 19800, "503": 153}
    assert tallies(VEGETA) == {"200": 9847, "503": 153}


@pytest.mark.parametrize(("claim", "output"), [
    ("有 19800 个 503 响应", HEY), ("9847 responses were 503", VEGETA), ("共有 153 个请求返回 200", HEY),
])
def test_another_status_s_count_is_contradicted(claim: str, output: str) -> None:
    assert tally_contradicted(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("有 153 个 503 响应", HEY), ("153 responses were 503", VEGETA),
    ("有 12 个 504 响应", HEY),  # a status the tally does not list: unsure
])
def test_the_status_s_own_count_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert tally_contradicted(claim, [], [output], lambda text: []) is None
