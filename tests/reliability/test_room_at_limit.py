"""Room said of inodes or swap that `df -i` or `free` print used up, or of the root file system or
every partition where `df` prints one full, fails; said where there is room it passes.

`inode 没有用完` over `df -i`'s `IUse% 100%`, `swap 还有空闲` over free's `Swap: 2047 2047 0`,
`根分区还有很多空间` and `没有分区写满` over df's `/` at 100% passed: the words are no anchor, and
inodes, swap, `根分区` and `没有 ... 写满` were no resource or room the check read
(`evidence/exhausted.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

INODES = ("{m} 的 inode 没有用完", "{m} 的 inode 还有剩余", "{m} 的 inode 充足", "{m} has enough inodes")
SWAP = ("swap 还有空闲", "swap 空间充足", "swap 没有用满", "there is enough swap")
ROOT = ("根分区还有很多空间", "根分区没有满", "the root filesystem is not full")
NONE_FULL = ("没有分区写满", "没有任何磁盘已满", "no partition is full", "none of the disks are full")
MOUNTS = ("/data", "/var/lib/mysql", "/opt", "/home")


def _df(rng: random.Random, inodes: bool, full: bool, mount: str) -> str:
    """`df -i` (or `df -h`) of `/` and `mount`, the latter (or `/` for `df -h`) full or not."""
    if inodes:
        total = rng.choice((6553600, 13107200, 26214400))
        used = total if full else rng.randint(total // 20, total // 2)
        rows = [f"/dev/vda1      {total:>9} {total // 3:>9} {total - total // 3:>9}   33% /",
                f"/dev/vdb1      {total:>9} {used:>9} {total - used:>9} {100 * used // total:>4}% {mount}"]
        return "$ df -i\nFilesystem        Inodes     IUsed     IFree IUse% Mounted on\n" + "\n".join(rows)
    size = rng.choice((40, 50, 100))
    used = size if full else rng.randint(size // 5, size // 2)
    rows = [f"/dev/vda1       {size:>4}G {used:>4}G {size - used:>4}G {100 * used // size:>3}% /",
            f"/dev/vdb1        200G   61G  140G  31% {mount}"]
    return "$ df -h\nFilesystem      Size  Used Avail Use% Mounted on\n" + "\n".join(rows)


def _free(rng: random.Random, full: bool) -> str:
    total = rng.choice((1023, 2047, 4095))
    used = total if full else rng.randint(0, total // 2)
    return ("$ free -m\n              total        used        free      shared  buff/cache   available\n"
            f"Mem:          15885       12034         412         305        3438        3187\n"
            f"Swap:          {total:>4}        {used:>4}        {total - used:>4}")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, output with room, output used up)."""
    kind, mount = rng.choice(("inodes", "swap", "root", "none full")), rng.choice(MOUNTS)
    if kind == "swap":
        return rng.choice(SWAP), _free(rng, False), _free(rng, True)
    forms = {"inodes": INODES, "root": ROOT, "none full": NONE_FULL}[kind]
    inodes = kind == "inodes"
    return (rng.choice(forms).format(m=mount), _df(rng, inodes, False, mount), _df(rng, inodes, True, mount))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3707, 60)


def test_room_said_where_it_is_used_up_is_rejected() -> None:
    assert not_rejected((claim, full, full) for claim, _, full in _probes()) == []


def test_room_said_where_there_is_room_passes() -> None:
    assert not_passed((claim, room, room) for claim, room, _ in _probes()) == []
