"""A time a claim gives an end or a start its evidence's fields give the other
(gatekeeper.rules.support.evidence.dated_fields)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.dated_fields import dated_field_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

DESCRIBE = """    State:          Running
      Started:      Wed, 02 Dec 2026 10:15:31 +0800
    Last State:     Terminated
      Reason:       OOMKilled
      Started:      Wed, 02 Dec 2026 09:02:11 +0800
      Finished:     Wed, 02 Dec 2026 10:15:29 +0800"""
JOB = "Start Time:   Wed, 02 Dec 2026 02:00:01 +0800\nCompleted At: Wed, 02 Dec 2026 02:47:13 +0800"
CERT = "notBefore=Dec  1 00:00:00 2025 GMT\nnotAfter=Dec 20 23:59:59 2026 GMT"


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _swapped(claim: str, output: str) -> list[str] | None:
    found = dated_field_swapped(claim, _anchors(claim), [output], _anchors)
    return None if found is None else found[1]


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("容器于 09:02:11 终止", DESCRIBE, "Finished 'Wed, 02 Dec 2026 10:15:29 +0800', 09:02:11 its Started"),
    ("the container started at 10:15:29", DESCRIBE, "10:15:29 its Finished"),
    ("备份任务于 02:00:01 完成", JOB, "Completed At 'Wed, 02 Dec 2026 02:47:13 +0800'"),
    ("证书于 2025-12-01 过期", CERT, "notAfter 'Dec 20 23:59:59 2026 GMT', 2025-12-01 its notBefore"),
    ("the certificate expires on Dec 1 2025", CERT, "its notBefore"),
])
def test_a_time_the_other_kind_of_field_gives_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and said in found[0]


@pytest.mark.parametrize(("claim", "output"), [
    ("容器上次于 10:15:29 被 OOMKilled 终止", DESCRIBE),
    ("容器于 09:02:11 启动", DESCRIBE),  # one of its starts
    ("任务于 02:00:01 开始，02:47:13 完成", JOB),  # each clause its own
    ("证书自 2025-12-01 起生效，2026-12-20 过期", CERT),
    ("02:00:01 到 02:47:13 之间任务完成", JOB),  # two times: unsure
    ("备份任务于 02:00:01 完成", "Duration: 47m12s"),  # no field of its kind
])
def test_a_time_of_its_own_field_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None
