"""A release a claim says a deploy or a rollback went to, while the lines of that event name
others (gatekeeper.rules.support.evidence.releases)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.releases import release_misplaced
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 09:55:00 deploy order-svc v2.14.0 started
2026-12-02 09:57:00 deploy order-svc v2.14.0 finished
2026-12-02 10:10:00 deploy payment-svc v3.2.1 finished
2026-12-02 10:30:00 rollback order-svc to v2.13.9 finished"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _misplaced(claim: str) -> tuple[str, str] | None:
    found = release_misplaced(claim, _anchors(claim), [LOG], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "written", "said"), [
    ("order-svc 回滚到 v2.14.0", "回滚到 v2.14.0", "回滚 v2.13.9 ('2026-12-02 10:30:00 rollback"),
    ("order-svc was rolled back to v2.14.0.", "rolled back to v2.14.0", "回滚 v2.13.9"),
    ("order-svc 回退至版本 2.14.0", "回退至版本 2.14.0", "回滚 v2.13.9"),
    ("order-svc 发布了 v2.13.9", "发布了 v2.13.9", "发布 v2.14.0 ('2026-12-02 09:55:00 deploy"),
    ("The deploy of v2.13.9 to order-svc", "deploy of v2.13.9", "发布 v2.14.0"),
])
def test_a_release_the_event_s_lines_do_not_name_is_contradicted(claim: str, written: str,
                                                                said: str) -> None:
    found = _misplaced(claim)
    assert found is not None and found[0] == written and found[1].startswith(said)


@pytest.mark.parametrize("claim", [
    "order-svc 回滚到 v2.13.9",
    "order-svc 发布了 v2.14.0",
    "payment-svc deployed v3.2.1.",
    "order-svc 回滚了 v2.14.0",  # the release rolled back, not the one rolled back to
    "order-svc 于 09:55 发布 v2.14.0，10:30 回滚到 v2.13.9",
    "order-svc 计划升级到 v2.15.0，当前为 v2.13.9",  # two releases in the clause
    "inventory-api 发布了 v1.0.0",  # no line of its own: nothing to tell
])
def test_a_release_the_lines_name_or_one_they_cannot_tell_is_not(claim: str) -> None:
    assert _misplaced(claim) is None
