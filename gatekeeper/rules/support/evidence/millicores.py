"""A CPU amount in cores that its evidence writes in Kubernetes' millicores, and the other way
round: `0.25 核` or `250 毫核` for `kubectl top`'s `250m`, a claim's `cpu 500m` for a spec's
`cpu: "0.5"` (docs/anchors.md, Numbers). `500m` is read as 500 minutes wherever it is (`m` is
minutes in `AGE 45m`): a text naming the CPU is what makes it millicores here."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.patterns import compiled

_CPU = compiled(r"(?<![A-Za-z])cpu|核", re.IGNORECASE)
_MILLICORES = compiled(r"\d+m")
_MINUTE = Decimal(60000)


def _written(value: str, lines: Sequence[str], texts: Sequence[str]) -> bool:
    """Whether one of `lines` writes `value` as a token of its own and one of `texts` names the
    CPU (kubectl's header: `CPU(cores)`)."""
    # one pattern per value: `re`'s own bounded cache, not the persistent one of `compiled`
    token = re.compile(rf"(?<![A-Za-z0-9_.]){re.escape(value)}(?![A-Za-z0-9_]|\.\d)")
    return any(token.search(line) for line in lines) and any(map(_CPU.search, texts))


def millicores_held(text: str, missing: list[Anchor], excerpts: Sequence[str],
                    sources: Sequence[str]) -> list[Anchor]:
    """`missing` without the CPU amounts the claim's excerpts (its cited outputs when it quotes
    none) write in the other unit: the row it quotes, not another pod's."""
    lines, texts = excerpts or sources, [*excerpts, *sources]

    def held(anchor: Anchor) -> bool:
        if anchor.kind != "number" or anchor.approx:
            return False
        if anchor.unit == "cores":  # `0.25 核`: kubectl's `250m`
            millicores = Decimal(anchor.value) * 1000
            return millicores == millicores.to_integral_value() and _written(
                f"{decimal_str(millicores)}m", lines, texts)
        if anchor.unit == "ms" and _MILLICORES.fullmatch(anchor.raw.strip()) and _CPU.search(text):
            cores = Decimal(anchor.value) / _MINUTE / 1000  # `cpu 500m`: a spec's `cpu: "0.5"`
            return _written(decimal_str(cores), lines, texts)
        return False

    if not any(a.unit in ("cores", "ms") for a in missing):
        return missing
    return [anchor for anchor in missing if not held(anchor)]
