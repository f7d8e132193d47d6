"""A start time a claim gives against the start times a status prints
(gatekeeper.rules.support.evidence.started)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.started import start_misdated
from gatekeeper.rules.support.text.anchors import extract_anchors

POD = ("Name:         payment-svc-7d9f8b6c5-x2k4q\nStart Time:   Sat, 05 Dec 2026 02:00:11 +0000\n"
       "Containers:\n  payment-svc:\n    State:          Running\n"
       "      Started:      Sat, 05 Dec 2026 03:14:09 +0000\n    Ready:          True")
UNIT = ("● payment-svc.service - Payment Service\n"
        "   Active: active (running) since Sat 2026-12-05 03:14:09 UTC; 5min ago")


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _misdated(claim: str, output: str) -> bool:
    return start_misdated(claim, _anchors(claim), [output], _anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 在 03:10 启动", POD), ("payment-svc started at 03:30", POD),
    ("payment-svc.service 在 03:10 启动", UNIT), ("payment-svc 于 03:15:09 被拉起", UNIT),
])
def test_a_start_at_a_time_no_start_time_has_is_contradicted(claim: str, output: str) -> None:
    assert _misdated(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 在 03:14 启动", POD), ("payment-svc 的 pod 在 02:00 启动", POD),  # either start time
    ("payment-svc.service 于 03:14:09 启动", UNIT),
    ("payment-svc 在 03:10 之前启动", UNIT), ("payment-svc 首次启动是在 01:00", POD),  # a bound, a first
    ("payment-svc 在 03:10 重启", UNIT),  # a restart: earlier ones are not printed as such
    ("payment-svc 在 03:10 启动失败", UNIT),  # no start
    ("payment-svc 在 03:10 启动", "payment-svc request served"),  # no start time printed
])
def test_a_start_time_printed_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _misdated(claim, output)
