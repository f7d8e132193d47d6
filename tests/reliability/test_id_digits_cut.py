"""An address, an error code or an id written with its last digits cut (`10.0.0.1` for
`10.0.0.15`, `ORA-0060` for `ORA-00600`, `ORD-1234` for `ORD-12345`) fails; written whole, passes.

The anchors' text fallback found the claim's compacted words anywhere in the evidence's text, so
a value whose digits stop short of the printed one's was held by it: of 60 forged claims 60
passed. Now digits glued to the digits a value starts or ends with make another value
(`gatekeeper.rules.support.evidence.anchorset`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, drawn, not_passed

LINES = (("{ts} ERROR upstream {v}:8080 connect() failed (111: Connection refused)", "ip",
          ("上游 {v} 连接被拒绝", "connection to {v} was refused", "{v} 拒绝连接")),
         ("{ts} ERROR ORA-{v}: internal error code, arguments: [kcratr_nab_less_than_odr]", "ora",
          ("数据库报错 ORA-{v}", "the database raised ORA-{v}")),
         ("{ts} ERROR payment failed for order ORD-{v} (gateway timeout)", "order",
          ("订单 ORD-{v} 支付失败", "payment of order ORD-{v} failed")),
         ("{ts} WARN request req-{v} took 5200ms", "request",
          ("请求 req-{v} 耗时过长", "request req-{v} was slow")))


def _value(rng: random.Random, kind: str) -> str:
    if kind == "ip":
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(10, 254)}"
    if kind == "ora":
        return f"{rng.choice((600, 4031, 1555, 12541, 3113)):05d}"
    return str(rng.randint(10000, 99999))


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    line, kind, forms = rng.choice(LINES)
    value = _value(rng, kind)
    stamp = f"2026-12-07 0{rng.randint(0, 9)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}"
    output = line.format(ts=stamp, v=value)
    form = rng.choice(forms)
    return form.format(v=value), form.format(v=value[:-1]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5303, 60)


def test_a_value_with_its_last_digit_cut_fails() -> None:
    assert [forged for _, forged, output in _probes() if check(forged, output, output).status != "fail"] == []


def test_the_value_written_whole_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
