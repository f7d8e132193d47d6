"""A query's calls and share against pt-query-digest's profile
(gatekeeper.rules.support.evidence.query_digest)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.query_digest import digest_value_contradicted, profiled
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted

PROFILE = """# Profile
# Rank Query ID                     Response time  Calls  R/Call V/M   Item
# ==== ============================ ============== ====== ====== ===== ========
#    1 0xABCDEF1234567890ABCDEF12345 1234.5678 65.2%   5678 0.2174  0.12 SELECT orders
#    2 0x1234567890ABCDEF1234567890A  456.7890 24.1%  12345 0.0370  0.05 UPDATE inventory"""


def contradicted(claim: str) -> bool:
    return digest_value_contradicted(claim, [], [PROFILE], lambda text: []) is not None


def test_each_row_is_read_with_its_item() -> None:
    assert profiled(PROFILE)["UPDATE inventory"] == {"calls": "12345", "share": "24.1"}


@pytest.mark.parametrize("claim", ["UPDATE inventory 被调用 5678 次", "SELECT orders 占总响应时间的 24.1%",
                                   "SELECT orders was called 12345 times"])
def test_another_query_s_value_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, [], [PROFILE], lambda text: []) is not None  # through the gate


@pytest.mark.parametrize("claim", [
    "SELECT orders 被调用 5678 次", "UPDATE inventory 占 24% 的响应时间",  # rounded
    "SELECT orders 和 UPDATE inventory 共调用 18023 次",  # two items
    "SELECT orders 调用超过 5000 次",  # a bound
    "慢查询共 18023 次",  # no item
])
def test_its_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)
