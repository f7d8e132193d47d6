"""A file's size and owner against `ls -l` (gatekeeper.rules.support.evidence.file_listing)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.file_listing import listing_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LISTING = ("-rw-r--r-- 1 mysql mysql 1073741824 Dec  1 10:22 ibdata1\n"
           "-rw-r----- 1 mysql mysql   52428800 Dec  1 10:25 ib_logfile0\n"
           "-rw-r--r-- 1 app   app          20 Nov 30 08:00 app.jar\n"
           "-rw-r--r-- 1 root  root       10240 Nov 30 08:00 auto.cnf")


def contradicted(claim: str) -> bool:
    return listing_contradicted(claim, extract_anchors(claim), [LISTING], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "ib_logfile0 大小为 1073741824 字节", "auto.cnf is 52428800 bytes", "auto.cnf 属于 mysql 用户",
    "ibdata1 is owned by root", "app.jar 的属主是 root",
])
def test_another_file_s_size_or_owner_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [LISTING], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "ibdata1 大小为 1073741824 字节", "ibdata1 is 1.0G",  # a size scaled is rounded
    "auto.cnf 属于 root", "app.jar is owned by app",  # `app` of `app.jar` is no owner written
    "ib_logfile0 is not owned by root",  # denied
    "ibdata1 和 ib_logfile0 属于 mysql",  # two files
    "ibdata1 超过 1000000 字节",  # a bound
])
def test_its_own_size_or_owner_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)
