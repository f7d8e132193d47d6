"""What a claim says of a Linux software RAID array that `mdadm --detail` or `/proc/mdstat`
prints otherwise: whether it is degraded, how many of its devices are active, failed or spare,
and which device failed.

`md0 有 2 块盘故障` citing `mdadm --detail /dev/md0`, whose `Failed Devices : 1`: no line writes
`2 块` and the fields' names are English, so the count was only a number found nowhere, and `/dev/
sdc1 状态为 faulty` (sdc1's row is `active sync`, sdd1's `faulty`) passed. Read against the array:
- its state (`State : clean, degraded`; mdstat's `[4/3] [UU_U]`): a clause naming the array (`md0`,
  `阵列`, `array`, `RAID`) and no device that calls it healthy (`正常`, `healthy`, `clean`) while
  it is degraded, or degraded (`降级`, `degraded`) while it is not;
- a count of its devices next to their words (`1 块盘故障`, `3 active devices`, `活动设备为 3 个`,
  `热备盘 0 块`): failed, active, working, spare, as the fields print them (mdstat: `(F)` marks a
  failed one, `(S)` a spare);
- a device (`/dev/sdc1`, `sdc1`) called failed (`故障`, `faulty`, `失效`, `被移除`) while its row is
  `active sync`, or healthy while its row is `faulty`.
Unsure says nothing: two arrays, a bound, an approximation, a negator, two devices in a clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around, line_around, number_beside
from gatekeeper.rules.support.text.patterns import compiled


class Array(NamedTuple):
    name: str  # `md0`
    degraded: bool | None  # None: not printed
    counts: dict[str, int]  # failed, active, working, spare
    devices: dict[str, bool]  # `sdc1` -> whether it is failed
    text: str


_DETAIL = compiled(r"^/dev/(?P<name>md\w+):\s*$", re.MULTILINE)
_STATE = compiled(r"^\s*State : (?P<state>[^\n]+)$", re.MULTILINE)
_COUNT_FIELD = compiled(r"^\s*(?P<which>Active|Working|Failed|Spare) Devices : (?P<n>\d+)\s*$", re.MULTILINE)
_DEVICE_ROW = compiled(r"^\s+(?:\d+|-)\s+\d+\s+\d+\s+(?:\d+|-)\s+(?P<state>[a-z][a-z ]*?)\s+/dev/(?P<dev>\w+)"
                       r"\s*$",
                       re.MULTILINE)
_MDSTAT = compiled(r"^(?P<name>md\w+) : active (?:\([^)]*\) )?raid\d+ (?P<members>[^\n]+)\n"
                   r"[^\n]*\[(?P<want>\d+)/"
                   r"(?P<have>\d+)\]", re.MULTILINE)
_MEMBER = compiled(r"(?P<dev>\w+)\[\d+\](?P<mark>\([FS]\))?")


@lru_cache(maxsize=64)
def arrays(text: str) -> tuple[Array, ...]:
    """The arrays `text` prints, by `mdadm --detail` (one) or `/proc/mdstat` (each line)."""
    detail = _DETAIL.search(text)
    if detail is not None and "Devices :" in text:
        state = _STATE.search(text)
        counts = {m.group("which").lower(): int(m.group("n")) for m in _COUNT_FIELD.finditer(text)}
        devices = {m.group("dev"): "faulty" in m.group("state") for m in _DEVICE_ROW.finditer(text)}
        return (Array(detail.group("name"), None if state is None else "degraded" in state.group("state"),
                      counts, devices, text),)
    found = []
    for m in _MDSTAT.finditer(text):
        members = {member.group("dev"): member.group("mark") or ""
                   for member in _MEMBER.finditer(m.group("members"))}
        failed = sum(mark == "(F)" for mark in members.values())
        found.append(Array(m.group("name"), int(m.group("have")) < int(m.group("want")),
                           {"failed": failed, "spare": sum(mark == "(S)" for mark in members.values()),
                            "active": int(m.group("have"))},
                           {dev: mark == "(F)" for dev, mark in members.items()}, text))
    return tuple(found)


_ARRAY = compiled(r"阵列|(?<![A-Za-z])(?i:array|raid\d*|md\d+)(?![A-Za-z0-9])")
_HEALTHY = compiled(r"(?<![不非])正常|(?<![不非])健康|(?<![A-Za-z])(?i:healthy|clean|optimal)(?![A-Za-z])")
_DEGRADED = compiled(r"降级|(?<![A-Za-z])(?i:degraded)(?![A-Za-z])")
_FAILED = compiled(r"故障|失效|损坏|坏盘|被移除|已移除|掉盘"
                   r"|(?<![A-Za-z])(?i:faulty|failed|removed)(?![A-Za-z])")
_NEGATOR = compiled(r"[不未没非无]|(?<![A-Za-z])(?i:no|not|never)(?![A-Za-z])")
#: A count's words: (which field, the claim's words).
_COUNTED = (("failed", compiled(r"故障|失效|损坏|(?<![A-Za-z])(?i:failed|faulty)(?![A-Za-z])")),
            ("active", compiled(r"活动|活跃|在用|(?<![A-Za-z])(?i:active)(?![A-Za-z])")),
            ("working", compiled(r"工作|(?<![A-Za-z])(?i:working)(?![A-Za-z])")),
            ("spare", compiled(r"热备|备用|(?<![A-Za-z])(?i:spares?)(?![A-Za-z])")))
_DEVICE_NOUN = compiled(r"\s*(?:块|个)?\s*(?:磁盘|硬盘|盘|设备|成员|(?i:devices?|disks?|drives?|members?))")


def raid_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [what the array prints]) for the first thing the claim says of an
    array that mdadm prints otherwise (see the module docstring)."""
    del anchors, anchors_of  # the arrays are read as printed
    array = _array(claim, texts)
    if array is None:
        return None
    for span, n, printed, shown in _counts(claim, array):
        if n != printed:
            return Anchor("number", str(n), claim[span[0]:span[1]], *span), [shown]
    return _state(claim, array) or _device(claim, array)


def raid_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of an array's devices its fields print (`1 块盘故障`)."""
    array = _array(claim, texts) if missing else None
    if array is None:
        return missing
    held = [span for span, n, printed, _ in _counts(claim, array) if n == printed]
    return outside(missing, held)


def _array(claim: str, texts: Sequence[str]) -> Array | None:
    """The array the claim reads: the one printed, or the one it names of several."""
    found = {a.name: a for text in dict.fromkeys(texts) if "md" in text for a in arrays(text)}
    if len(found) > 1:
        named = [a for name, a in found.items()
                 if re.search(rf"(?<![A-Za-z0-9]){name}(?![A-Za-z0-9])", claim)]
        return named[0] if len(named) == 1 else None
    return next(iter(found.values()), None)


def _counts(claim: str, array: Array) -> Iterator[tuple[tuple[int, int], int, int, str]]:
    for which, words in _COUNTED:
        if which not in array.counts:
            continue
        for said in words.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            if BOUND.search(claim, low, high) or APPROX.search(claim, low, high) \
                    or _NEGATOR.search(claim, max(low, said.start() - 2), said.start()) \
                    or _DEVICE_NOUN.search(claim, low, high) is None:
                continue
            number = number_beside(claim, low, said.start(), said.end(), high)
            if number is not None and "." not in number.group("n"):
                yield number.span("n"), int(number.group("n")), array.counts[which], \
                    f"{which} devices {array.counts[which]} ({array.name})"


def _state(claim: str, array: Array) -> tuple[Anchor, list[str]] | None:
    if array.degraded is None:
        return None
    for said in (*_HEALTHY.finditer(claim), *_DEGRADED.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        clause = claim[low:high]
        if _ARRAY.search(clause) is None or any(dev in clause for dev in array.devices) \
                or _NEGATOR.search(claim, max(low, said.start() - 2), said.start()) \
                or (_HEALTHY.search(clause) and _DEGRADED.search(clause)) or _FAILED.search(clause):
            continue
        if (said.re is _DEGRADED) != array.degraded:
            state = _STATE.search(array.text)
            shown = line_around(array.text, state.start("state")) if state else array.name
            return Anchor("state", said.group(), clause.strip(), low, high), [
                repr(clipped(shown.strip(), 80))]
    return None


def _device(claim: str, array: Array) -> tuple[Anchor, list[str]] | None:
    for said in (*_FAILED.finditer(claim), *_HEALTHY.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        named = [dev for dev in array.devices
                 if re.search(rf"(?<![A-Za-z0-9]){dev}(?![A-Za-z0-9])", claim[low:high])]
        if len(named) != 1 or _NEGATOR.search(claim, max(low, said.start() - 2), said.start()) \
                or (_FAILED.search(claim, low, high) and _HEALTHY.search(claim, low, high)):
            continue
        failed = said.re is _FAILED
        if failed != array.devices[named[0]]:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{named[0]} {'faulty' if array.devices[named[0]] else 'active'} ({array.name})"]
    return None
