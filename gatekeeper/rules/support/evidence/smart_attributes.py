"""What a claim says of a disk that `smartctl` prints otherwise: its self-assessment's result and
its attributes' raw values.

`有 8 个重映射扇区` citing `smartctl -a`, whose `Reallocated_Sector_Ct` row's RAW_VALUE is 24 and
`Current_Pending_Sector`'s 8: the 8 is the output's, and the header's `ID#` made its rows no table,
so nothing was missing or contradicted. Read against the output:
- the self-assessment (`test result: PASSED`, `FAILED!`; SAS's `SMART Health Status: OK`): a
  clause naming SMART or a self-test (`自检`, `self-assessment`, `health`) that says it passed
  (`通过`, `passed`, `正常`) while it failed, or failed (`未通过`, `失败`, `failed`) while it passed;
- an attribute the claim names by its words (`重映射扇区`, `reallocated sectors`; `待处理扇区`,
  `pending sectors`; `不可纠正`, `uncorrectable`; `CRC 错误`; `通电时间`, `power-on hours`; `温度`)
  or as printed (`Reallocated_Sector_Ct`), with a number right before or after them in its
  clause: another number than the attribute's raw value contradicts it; so does a denial
  (`没有重映射扇区`, `no pending sectors`) of a raw value above 0.
Unsure says nothing: a bound (`超过 20 个`), an approximation, two attributes a word may name
both printed with other values, a negator before a count.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import (
    APPROX,
    BOUND,
    DENIED_BEFORE,
    RESPECTIVELY,
    clause_around,
    line_around,
    number_beside,
)
from gatekeeper.rules.support.text.patterns import compiled

_RESULT = compiled(r"self-assessment test result:\s*(?P<result>PASSED|FAILED)"
                   r"|SMART Health Status:\s*(?P<sas>\w+)")
_ATTRIBUTE = compiled(r"^[ \t]*\d{1,3}[ \t]+(?P<name>[A-Za-z][A-Za-z0-9_\-]+)[ \t]+0x[0-9a-fA-F]{4}"
                      r"[ \t]+\d+[ \t]+\d+[ \t]+[\d-]+[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(?P<raw>\d+)",
                      re.MULTILINE)
#: An attribute's words in a claim -> the names it may be printed by.
_NAMED = {
    r"重映射|重分配|重新分配|(?<![A-Za-z])reallocated(?![A-Za-z])": ("Reallocated_Sector_Ct",),
    r"待处理扇区|待映射|挂起扇区|(?<![A-Za-z])pending(?![A-Za-z])": ("Current_Pending_Sector",),
    r"不可纠正|无法纠正|不可修复|(?<![A-Za-z])uncorrectable(?![A-Za-z])": ("Offline_Uncorrectable",
                                                                          "Reported_Uncorrect"),
    r"CRC\s*错误|(?<![A-Za-z])CRC(?![A-Za-z])": ("UDMA_CRC_Error_Count", "CRC_Error_Count"),
    r"通电时间|通电时长|上电时间|(?<![A-Za-z])power[- ]on\s+hours(?![A-Za-z])": ("Power_On_Hours",),
    r"温度|(?<![A-Za-z])temperature(?![A-Za-z])": ("Temperature_Celsius", "Airflow_Temperature_Cel"),
}
_WORDS = [(compiled(words, re.IGNORECASE), names) for words, names in _NAMED.items()]
_SMART = compiled(r"自检|自我评估|健康|(?<![A-Za-z])(?i:smart|self-assessment|self-test|health)(?![A-Za-z])")
_PASSED = compiled(r"(?<![未没不])通过|(?<![A-Za-z])(?i:passed)(?![A-Za-z])|(?<![不异])正常")
_FAILED = compiled(r"未通过|没有通过|不通过|失败|(?<![A-Za-z])(?i:failed|failing)(?![A-Za-z])")


@lru_cache(maxsize=64)
def _smart(text: str) -> tuple[str, dict[str, tuple[int, str]]] | None:
    """(`PASSED`, `FAILED` or "", each attribute's (raw value, row)); None for neither."""
    result = _RESULT.search(text)
    verdict = "" if result is None else result.group("result") or (
        "PASSED" if result.group("sas") == "OK" else "FAILED")
    attributes = {m.group("name"): (int(m.group("raw")), line_around(text, m.start()))
                  for m in _ATTRIBUTE.finditer(text)}
    return (verdict, attributes) if verdict or attributes else None


def smart_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [what smartctl prints]) for the first result or attribute the
    claim gives the disk that `smartctl` prints otherwise (see the module docstring)."""
    del anchors, anchors_of  # the output is read as printed
    read = sole_reading(texts, ("self-assessment", "SMART Health", "RAW_VALUE"), _smart)
    if read is None:
        return None  # none, or two disks': which one the claim reads is unsure
    verdict, attributes = read
    return _result(claim, verdict, texts) or _attribute(claim, attributes)


def _result(claim: str, verdict: str, texts: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    if not verdict:
        return None
    for said in (*_PASSED.finditer(claim), *_FAILED.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        if _SMART.search(claim, low, high) is None or any(w.search(claim, low, high) for w, _ in _WORDS):
            continue  # no self-test, or an attribute's (`CRC 错误计数正常`)
        if _PASSED.search(claim, low, high) and _FAILED.search(claim, low, high):
            continue
        if (said.re is _PASSED) != (verdict == "PASSED"):
            line = next(line_around(t, m.start()) for t in texts if (m := _RESULT.search(t)))
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                repr(clipped(line.strip(), 90))]
    return None


def _attribute(claim: str, attributes: dict[str, tuple[int, str]]) -> tuple[Anchor, list[str]] | None:
    for low, high, said, number, raw, row in _readings(claim, attributes):
        if number is None and raw == 0:
            continue
        if number is None:  # denied
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"RAW_VALUE {raw} ({clipped(row.strip(), 90)!r})"]
        if float(number.group("n")) != raw:
            start, end = number.span("n")
            return Anchor("number", number.group("n"), claim[start:end], start, end), [
                f"RAW_VALUE {raw} ({clipped(row.strip(), 90)!r})"]
    return None


def smart_values_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the values an attribute the claim names prints raw (`通电时间为 11263
    小时` of `Power_On_Hours ... 11263`: its raw value is in hours)."""
    read = sole_reading(texts, ("RAW_VALUE",), _smart) if missing else None
    if read is None:
        return missing
    held = [number.span("n") for _, _, _, number, raw, _ in _readings(claim, read[1])
            if number is not None and float(number.group("n")) == raw]
    return outside(missing, held)


def _readings(claim: str, attributes: dict[str, tuple[int, str]]
              ) -> Iterator[tuple[int, int, re.Match[str], re.Match[str] | None, int, str]]:
    """(the clause, the attribute's words, the number the claim gives it or None where it denies
    it, its raw value, its row) of each attribute the claim names."""
    for words, names in [*_WORDS, *((re.compile(re.escape(name)), (name,)) for name in attributes)]:
        printed = [attributes[name] for name in names if name in attributes]
        if len(printed) != 1:
            continue  # none, or two a word may name (`Reported_Uncorrect`, `Offline_Uncorrectable`)
        raw, row = printed[0]
        for said in words.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            if BOUND.search(claim, low, high) or APPROX.search(claim, low, high) \
                    or RESPECTIVELY.search(claim, low, high):
                continue
            if DENIED_BEFORE.search(claim, low, said.start()):
                yield low, high, said, None, raw, row
                continue
            number = number_beside(claim, low, said.start(), said.end(), high)
            if number is not None:
                yield low, high, said, number, raw, row
