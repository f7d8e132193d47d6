"""A claim's metric value its excerpts give otherwise (gatekeeper.rules.support.evidence.metrics)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.metrics import metric_swaps
from gatekeeper.rules.support.text.anchors import extract_anchors


def swaps(claim: str, excerpt: str) -> list[tuple[str, list[str]]]:
    quoted = AnchorSet.of([excerpt], extract_anchors)
    return [(a.raw, others) for a, others in metric_swaps(extract_anchors(claim), quoted, set())]


@pytest.mark.parametrize(("claim", "excerpt", "found"), [
    ("CPU 使用率 95%", "CPU 使用率 92%", [("95%", ["92%"])]),
    ("latency p99_ms=2500", "latency p99_ms=2388", [("2500", ["2388"])]),
    ("CPU 使用率约 90%", "CPU 使用率 92%", []),  # within what an approximation allows
    ("内存使用率 95%", "CPU 使用率 92%", []),  # another label: not the excerpt's metric
    ("net profit of $8.2m, potential net profit of $29.9m", "net profit of $8.2 million", []),
    ("his 300th goal", "his 288th game", []),  # a rank is no measure
])
def test_the_excerpts_value_for_the_claims_metric_counts(claim, excerpt, found) -> None:
    assert swaps(claim, excerpt) == found


GUNICORN = ("[2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)\n"
            "[2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9\n"
            "[2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388")


def test_an_id_the_excerpts_write_as_a_key_s_is_agreed() -> None:
    # `pid 为 4388` is `pid: 4388`'s: the other pid, 4121, is another worker's, no other value of it
    assert swaps("新启动的 worker pid 为 4388", GUNICORN) == []
    assert swaps("超时的 worker pid 为 4121", GUNICORN) == []
