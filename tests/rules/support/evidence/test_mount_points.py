"""A mount point's type or device against `mount`, `/proc/mounts` and `blkid`
(gatekeeper.rules.support.evidence.mount_points)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.mount_points import mount_point_contradicted, mount_points
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

MOUNT = ("/dev/sda1 on / type ext4 (rw,relatime,errors=remount-ro)\n"
         "/dev/sdb1 on /data type xfs (ro,noatime,attr2,inode64)\n"
         "tmpfs on /run type tmpfs (rw,nosuid,nodev,size=813744k,mode=755)")
PROC_MOUNTS = "/dev/sda1 / ext4 rw,relatime 0 0\n/dev/sdb1 /data xfs rw,relatime 0 0"
BLKID = ('/dev/sda1: UUID="3e6be9de-8139-11d1-9106-a43f08d823a6" TYPE="ext4" PARTUUID="0a1b2c3d-01"\n'
         '/dev/sdb1: UUID="7f3c2a1b-9e8d-4c6b-a5f4-e3d2c1b0a9f8" TYPE="xfs" PARTUUID="0a1b2c3d-02"')


def contradicted(claim: str, text: str = MOUNT) -> bool:
    return mount_point_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_point_s_device_and_type_are_read() -> None:
    assert mount_points(MOUNT) == {"/": frozenset({("/dev/sda1", "ext4")}),
                                   "/data": frozenset({("/dev/sdb1", "xfs")}),
                                   "/run": frozenset({("tmpfs", "tmpfs")})}
    assert mount_points(PROC_MOUNTS) == {"/": frozenset({("/dev/sda1", "ext4")}),
                                         "/data": frozenset({("/dev/sdb1", "xfs")})}
    assert mount_points(BLKID) == {"/dev/sda1": frozenset({("/dev/sda1", "ext4")}),
                                   "/dev/sdb1": frozenset({("/dev/sdb1", "xfs")})}


@pytest.mark.parametrize("text", [MOUNT, PROC_MOUNTS])
@pytest.mark.parametrize("claim", [
    "/ 的文件系统类型为 xfs", "/data 挂载的是 /dev/sda1",  # each the other's
    "/data 的文件系统是 ext4", "/ is mounted from /dev/sdb1", "/data is an ext4 file system",
])
def test_another_point_s_type_or_device_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize("claim", ["/dev/sda1 的文件系统是 xfs", "/dev/sdb1 的文件系统是 ext4"])
def test_another_device_s_type_blkid_prints_is_contradicted(claim: str) -> None:
    assert contradicted(claim, BLKID)
    assert tool_contradicted(claim, extract_anchors(claim), [BLKID], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("/ 的文件系统类型为 ext4", MOUNT), ("/data 挂载的是 /dev/sdb1", MOUNT), ("/run 是 tmpfs", MOUNT),
    ("/data 的文件系统是 xfs", PROC_MOUNTS), ("/dev/sdb1 的文件系统是 xfs", BLKID),
    ("/ 和 /data 都是 xfs", MOUNT),  # two points
    ("/data 是 xfs 或 ext4", MOUNT),  # two types
    ("/data 挂载的是 /dev/sda1 或 /dev/sdb1", MOUNT),  # two devices
    ("/ 不是 xfs 文件系统", MOUNT), ("/data 挂载的不是 /dev/sda1", MOUNT),  # a negator
    ("/ 的文件系统类型为 btrfs", MOUNT),  # a type of no line
    ("/mnt 是 xfs 文件系统", MOUNT), ("/data/backup 是 ext4 文件系统", MOUNT),  # a point printed nowhere
    ("/run 是 xfs 文件系统", PROC_MOUNTS),  # not a point of these lines
    ("/dev/sda1 的文件系统是 xfs", MOUNT),  # a device's type is blkid's
])
def test_its_own_type_or_device_or_an_unsure_one_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


def test_a_text_without_the_mount_s_words_gives_nothing() -> None:
    claim = "/ 的文件系统类型为 xfs"
    text = "/dev/sda1 on / (ext4)\n/dev/sdb1 on /data (xfs)"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
