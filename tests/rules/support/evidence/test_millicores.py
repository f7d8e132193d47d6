"""A CPU amount in cores held by Kubernetes' millicores and the other way round
(`evidence/millicores.py`), where the evidence names the CPU, in the row the claim quotes."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.millicores import millicores_held
from gatekeeper.rules.support.text.anchors import extract_anchors

TOP = "NAME   CPU(cores)   MEMORY(bytes)\norder-svc-7d6   250m   512Mi\npayment-svc-9c   300m   1Gi"
ROW = "order-svc-7d6   250m   512Mi"


def _missing(claim: str, excerpts: list[str], sources: list[str]) -> list[str]:
    anchors = [a for a in extract_anchors(claim) if a.kind == "number"]
    return [a.raw for a in millicores_held(claim, anchors, excerpts, sources)]


def test_cores_are_held_by_the_quoted_rows_millicores() -> None:
    assert _missing("order-svc 的 CPU 使用为 0.25 核", [ROW], [TOP]) == []
    assert _missing("order-svc 的 CPU 使用为 250 毫核", [ROW], [TOP]) == []
    assert _missing("order-svc is using 0.25 cores", [], [TOP]) == []  # no excerpt: the output


def test_another_rows_millicores_hold_nothing() -> None:
    assert _missing("order-svc 的 CPU 使用为 0.3 核", [ROW], [TOP]) == ["0.3 核"]


def test_millicores_need_a_text_naming_the_cpu() -> None:
    ages = "NAME   READY   AGE\norder-svc-7d6   1/1   250m"
    assert _missing("order-svc 的 CPU 使用为 0.25 核", [], [ages]) == ["0.25 核"]


def test_a_claims_millicores_are_held_by_cores() -> None:
    spec = 'resources:\n  limits:\n    cpu: "0.5"\n    memory: 512Mi'
    assert _missing("order-svc 的 CPU limit 为 500m", [], [spec]) == []
    assert _missing("order-svc 的 CPU limit 为 600m", [], [spec]) == ["600m"]
    assert _missing("order-svc 运行了 500m", [], [spec]) == ["500m"]  # no CPU named: minutes
