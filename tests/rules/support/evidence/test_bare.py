"""A value a line prints bare, read with the unit its name says
(gatekeeper.rules.support.evidence.bare)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.bare import bare_held, readings, unit_unchecked
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors

OPENSTACK = '10.11.10.1 "GET /v2/54fadb/servers/detail HTTP/1.1" status: 200 len: 1893 time: 0.2477829'


def _number(text: str) -> Anchor:
    return next(a for a in extract_anchors(text) if a.kind == "number")


def test_a_bare_time_reads_as_seconds_or_milliseconds_and_a_bare_length_as_bytes() -> None:
    time = _number("time: 0.2477829")
    assert [(a.value, a.unit) for a in readings(time, "ms")] == [("247.7829", "ms"), ("0.2477829", "ms")]
    assert [(a.value, a.unit) for a in readings(_number("len: 1893"), "bytes")] == [("1893", "bytes")]
    # no name of the dimension, another dimension, a value with its own unit
    assert readings(_number("count: 1893"), "bytes") == ()
    assert readings(time, "bytes") == ()
    assert [a.value for a in readings(_number("took 35ms"), "ms")] == ["35"]


@pytest.mark.parametrize("claim", ["请求耗时 0.2477829 秒", "the request took 0.2477829 seconds",
                                   "请求耗时约 0.25 秒", "请求耗时 247.78 毫秒", "该请求返回 1893 字节"])
def test_the_line_s_value_with_its_unit_is_held(claim: str) -> None:
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    assert bare_held(missing, [OPENSTACK], extract_anchors) == []


@pytest.mark.parametrize("claim", ["请求耗时 0.2577181 秒", "该请求返回 1893 毫秒", "该请求返回 1894 字节",
                                   "请求耗时 0.2477829 分钟"])
def test_another_value_or_another_dimension_is_not(claim: str) -> None:
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    assert bare_held(missing, [OPENSTACK], extract_anchors) == missing


def test_a_value_whose_digits_a_table_prints_bare_has_its_unit_unchecked() -> None:
    free = ("              total        used        free\n"
            "Mem:          15885       14210         312")
    claim = "可用内存仅剩 312MB，共 15885 MB，已用 14211MB"
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    unchecked = unit_unchecked(missing, [free])
    assert sorted(unchecked.values()) == ["15885 under total", "312 under free"]


PS_AUX = ("USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND\n"
          "app       1234 87.5  9.1 2500000 1500000 ?   Sl   03:00   1:02 java -jar payment-svc.jar")


@pytest.mark.parametrize(("claim", "held"), [
    ("payment-svc 的 RSS 为 1.4 GB", True),  # 1500000 KiB by 1024
    ("payment-svc 的 RSS 为 1.5 GB", True),  # by 1000
    ("payment-svc 的 VSZ 为 2.4 GB", True),
    ("payment-svc 的 RSS 为 1.9 GB", False),  # no reading of it
    ("payment-svc 的 RSS 为 2.4 GB", False),  # the VSZ's: a cell of another column
    ("payment-svc 占用内存 1.4 GB", False),  # no column named: unsure whose
])
def test_a_size_a_column_of_its_unit_prints_is_held_as_the_column_labelled(claim: str, held: bool) -> None:
    missing = [a for a in extract_anchors(claim) if a.kind == "number"]
    assert (bare_held(missing, [PS_AUX], extract_anchors) == []) is held
