"""Values missing as written that the evidence holds otherwise
(gatekeeper.rules.support.evidence.held)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

LOG = ("commit 50693837abcdef0123456789abcdef0123456789\nAuthor: Han Meimei <hmm@corp.cn>\n\n"
       "    fix: raise pool size\n\ncommit 8e1d0b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d\n"
       "Author: Bob Chen <bob@example.com>")


def test_a_hash_abbreviated_to_its_first_digits_is_held() -> None:
    assert check("commit 5069383 was authored by hmm@corp.cn", LOG, LOG).status == "pass"
    assert check("提交 5069383 修复了连接池大小", LOG, LOG).status == "pass"


def test_digits_no_hash_starts_with_are_not() -> None:
    assert check("commit 5069384 was authored by hmm@corp.cn", LOG, LOG).status == "fail"
    assert check("commit 506938 was authored by hmm@corp.cn", LOG, LOG).status == "fail"  # six digits


CEPH = """  cluster:
    id:     a7f64266-0894-4f1e-a635-d0aeaca0e993
    health: HEALTH_WARN
            1 osds down
            Degraded data redundancy: 212/1524 objects degraded (13.911%), 27 pgs degraded

  services:
    mon: 3 daemons, quorum ceph-1,ceph-2,ceph-3 (age 2d)
    mgr: ceph-1(active, since 2d), standbys: ceph-2
    osd: 9 osds: 8 up (since 4m), 8 in (since 3m)

  data:
    pools:   5 pools, 81 pgs
    usage:   6.1 GiB used, 173 GiB / 180 GiB avail
    pgs:     212/1524 objects degraded (13.911%)
             54 active+clean
             27 active+undersized+degraded"""


@pytest.mark.parametrize("claim", [
    "8 osds are in", "8 osds are up", "有 8 个 OSD 处于 in 状态", "1 个 OSD down",
])
def test_a_count_ceph_s_reading_makes_beside_another_count_is_held(claim: str) -> None:
    # `1 osds down` gives `osds` another count: the 8 is the status' `8 up`, `8 in`
    assert check(claim, CEPH, CEPH).status == "pass"


@pytest.mark.parametrize("claim", ["9 osds are in", "7 osds are in"])
def test_a_count_ceph_s_reading_does_not_make_is_still_rejected(claim: str) -> None:
    report = check(claim, CEPH, CEPH)
    assert report.status == "fail" and report.verdict_ceiling == "REJECT"
