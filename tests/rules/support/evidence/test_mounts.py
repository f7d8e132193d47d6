"""Whether a file system is mounted read-only (gatekeeper.rules.support.evidence.mounts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.mounts import mount_mode_denied

MOUNT = "/dev/sda1 on / type ext4 (rw,relatime)\n/dev/sdb1 on /data type ext4 (ro,relatime)"
PROC_MOUNTS = "/dev/sda1 / ext4 rw,relatime 0 0\n/dev/sdb1 /data xfs ro,relatime,attr2 0 0"


def _denied(claim: str, output: str) -> bool:
    return mount_mode_denied(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("/data 以读写方式挂载", MOUNT), ("/ 被挂载为只读", MOUNT), ("/data is mounted read-write", PROC_MOUNTS),
    ("/data可写", MOUNT),  # Chinese with no spaces
])
def test_the_other_mode_is_denied(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("/data 被挂载为只读", MOUNT), ("/data以只读方式挂载", MOUNT),
    ("/data is mounted read-only", PROC_MOUNTS),
    ("/data 从读写变为只读", MOUNT),  # both modes: a remount told
    ("/ 和 /data 都是只读", MOUNT),  # two points: unsure
    ("/var 被挂载为只读", MOUNT),  # a point no line mounts
])
def test_the_mounted_mode_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)
