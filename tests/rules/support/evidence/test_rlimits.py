"""A resource's limits against `/proc/<pid>/limits` and `ulimit -a`
(gatekeeper.rules.support.evidence.rlimits)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.rlimits import limit_contradicted, limit_held, limits_of
from gatekeeper.rules.support.text.anchors import Anchor

PROC = """Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max stack size            8388608              unlimited            bytes
Max open files            1024                 4096                 files
Max processes             63413                63413                processes"""
ULIMIT = """core file size          (blocks, -c) 0
stack size              (kbytes, -s) 8192
open files                      (-n) 1024
max user processes              (-u) 63413"""


def _denied(claim: str, output: str) -> bool:
    return limit_contradicted(claim, [], [output], lambda text: []) is not None


def test_each_resource_s_row_is_read() -> None:
    rows = {limit.name: (limit.soft, limit.hard, limit.unit) for limit in limits_of(PROC)}
    assert rows["open files"] == ("1024", "4096", "files")
    assert rows["stack size"] == ("8388608", "unlimited", "bytes")
    rows = {limit.name: (limit.soft, limit.hard, limit.unit) for limit in limits_of(ULIMIT)}
    assert rows["open files"] == ("1024", None, "") and rows["stack size"] == ("8192", None, "kbytes")


@pytest.mark.parametrize(("claim", "output"), [
    ("进程最大打开文件数的硬限制为 1024", PROC), ("open files soft limit is 4096", PROC),
    ("最大打开文件数的软限制为 4096，硬限制为 1024", PROC),
    ("最大打开文件数为 63413", PROC),  # another resource's
    ("栈大小软限制为 8GB", PROC), ("The stack size hard limit is 8388608", PROC),
    ("最大打开文件数为 63413", ULIMIT), ("max user processes 限制为 1024", ULIMIT),
    ("进程最大打开文件数的硬限制为1024", PROC),  # Chinese with no spaces
])
def test_a_value_the_row_does_not_have_is_contradicted(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("进程最大打开文件数的软限制为 1024，硬限制为 4096", PROC), ("最大打开文件数限制为 4096", PROC),
    ("栈大小软限制为 8MB，硬限制为 unlimited", PROC), ("Max processes 的上限为 63413", PROC),
    ("打开文件数为 987，已接近上限", PROC),  # a use, no limit's value
    ("软限制和硬限制分别为 4096 和 1024，针对 open files", PROC),  # respectively: unsure
    ("open files 和 max processes 的软限制都是 1024", PROC),  # two resources: unsure
    ("最大打开文件数为 1024", ULIMIT), ("stack size limit is 8192", ULIMIT),
    ("open files 的硬限制为 65536", ULIMIT),  # `ulimit -a` prints no hard limit
])
def test_the_row_s_own_limit_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)


def test_a_hard_limit_is_held_though_the_row_s_label_reads_the_soft_one() -> None:
    claim = "The hard limit of open files is 4096"
    value = Anchor("number", "4096", "4096", claim.index("4096"), len(claim))
    assert limit_held(claim, value, [PROC])
    wrong = "The hard limit of open files is 1024"
    assert not limit_held(wrong, Anchor("number", "1024", "1024", wrong.index("1024"), len(wrong)), [PROC])
