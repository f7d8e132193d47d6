"""A node's allocated requests and limits against `kubectl describe node`
(gatekeeper.rules.support.evidence.allocated)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.allocated import allocation_swapped

NODE = """Allocated resources:
  (Total limits may be over 100 percent, i.e., overcommitted.)
  Resource           Requests      Limits
  --------           --------      ------
  cpu                3800m (95%)   7 (175%)
  memory             6Gi (41%)     12Gi (82%)
  ephemeral-storage  0 (0%)        0 (0%)"""


@pytest.mark.parametrize("claim", [
    "节点 CPU requests 已分配 175%", "内存 requests 为 12Gi", "内存 limits 占 41%",
    "the node's CPU limits are 95%",
])
def test_the_other_side_s_value_is_contradicted(claim: str) -> None:
    assert allocation_swapped(claim, [], [NODE], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "节点 CPU requests 已分配 95%", "节点 CPU limits 超分到 175%", "内存 requests 为 6Gi",
    "CPU 和内存的 requests 为 95%",  # two resources
    "CPU requests 和 limits 为 95%",  # both sides
    "CPU requests 超过 90%",  # a bound
])
def test_its_own_side_s_value_or_unsure_is_not(claim: str) -> None:
    assert allocation_swapped(claim, [], [NODE], lambda line: []) is None
