"""Redis `CLIENT LIST`'s ages and idle times in milliseconds
(gatekeeper.rules.support.text.anchors.client_list)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors

CLIENT = ("id=4 addr=10.0.0.6:40112 laddr=10.0.0.10:6379 fd=9 name=api age=3600 idle=1800 "
          "flags=N db=2 cmd=blpop")


def _read(text: str) -> dict[str, tuple[str, str | None, str | None]]:
    return {a.metric: (a.raw, a.value, a.unit) for a in extract_anchors(text)
            if a.kind == "number" and a.metric}


def test_a_client_s_age_and_idle_time_are_read_in_milliseconds() -> None:
    read = _read(CLIENT)
    assert read["age"] == ("3600", "3600000", "ms")
    assert read["idle"] == ("1800", "1800000", "ms")
    assert read["fd"][2] is None and read["db"] == ("2", "2", None)  # no other key's value is seconds
    claim = next(a for a in extract_anchors("10.0.0.6 的连接空闲了 1800 秒") if a.kind == "number")
    assert (claim.value, claim.unit) == read["idle"][1:]


def test_each_client_s_line_is_read() -> None:
    worker = "id=3 addr=10.0.0.5:52314 laddr=10.0.0.10:6379 fd=8 name=worker age=120 idle=0 flags=N db=0"
    text = f"{worker}\n{CLIENT}"
    idles = [(a.value, a.unit) for a in extract_anchors(text) if a.metric == "idle"]
    assert idles == [("0", "ms"), ("1800000", "ms")]


@pytest.mark.parametrize("text", [
    "c" + CLIENT,  # `cid=`: no `id=` first
    "x " + CLIENT,
    CLIENT.replace("addr=10.0.0.6:40112 ", ""),  # no ` addr=` (`laddr=` is the server's)
    "age=3600 idle=1800",
])
def test_a_line_not_a_client_s_is_not_read_so(text: str) -> None:
    read = _read(text)
    assert (read["age"][1:], read["idle"][1:]) == (("3600", None), ("1800", None))
