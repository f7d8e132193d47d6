"""A software RAID array against `mdadm --detail` and `/proc/mdstat`
(gatekeeper.rules.support.evidence.raid_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.raid_status import arrays, raid_contradicted, raid_counts_held
from gatekeeper.rules.support.text.anchors import extract_anchors

DETAIL = """/dev/md0:
        Raid Level : raid5
      Raid Devices : 4
             State : clean, degraded
    Active Devices : 3
   Working Devices : 3
    Failed Devices : 1
     Spare Devices : 0

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       -       0        0        2      removed
       3       8       65        3      active sync   /dev/sde1

       2       8       49        -      faulty   /dev/sdd1"""
MDSTAT = """Personalities : [raid5]
md1 : active raid5 sde1[3] sdd1[2](F) sdc1[1] sdb1[0]
      5860270080 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UU_U]

unused devices: <none>"""


def test_both_outputs_read_the_array() -> None:
    (detail,), (mdstat,) = arrays(DETAIL), arrays(MDSTAT)
    assert detail.degraded and detail.counts["failed"] == 1 and detail.devices["sdd1"]
    assert mdstat.degraded and mdstat.counts == {"failed": 1, "spare": 0, "active": 3}
    assert mdstat.devices["sdd1"] and not mdstat.devices["sdc1"]


@pytest.mark.parametrize("text", [DETAIL, MDSTAT])
@pytest.mark.parametrize("claim", [
    "阵列有 2 块盘故障", "the array has 2 failed devices", "阵列的活动设备为 4 个", "阵列状态正常",
    "the array is healthy", "/dev/sdc1 已失效", "sdc1 盘故障", "/dev/sdd1 状态正常",
])
def test_what_the_array_prints_otherwise_is_contradicted(claim: str, text: str) -> None:
    assert raid_contradicted(claim, [], [text], lambda line: []) is not None


@pytest.mark.parametrize("text", [DETAIL, MDSTAT])
@pytest.mark.parametrize("claim", [
    "阵列处于降级状态，1 块盘故障", "阵列的活动设备为 3 个", "/dev/sdd1 已失效", "sdc1 状态正常",
    "超过 1 块盘故障", "约 3 块活动盘",  # a bound, an approximation
    "sdc1 和 sdd1 都故障了",  # two devices: whose is which is unsure
    "阵列没有故障",  # a negator
])
def test_what_it_prints_or_unsure_is_not(claim: str, text: str) -> None:
    assert raid_contradicted(claim, [], [text], lambda line: []) is None


def test_of_two_arrays_the_one_named_is_read() -> None:
    assert raid_contradicted("md1 的活动设备为 4 个", [], [DETAIL, MDSTAT], lambda line: []) is not None
    assert raid_contradicted("阵列的活动设备为 4 个", [], [DETAIL, MDSTAT], lambda line: []) is None


def test_the_counts_its_fields_print_hold() -> None:
    claim = "阵列处于降级状态，1 块盘故障"
    assert raid_counts_held(claim, [a for a in extract_anchors(claim) if a.kind == "number"], [DETAIL]) == []
