"""A percentage a claim gives that the Prometheus sample or the labelled ratio it quotes writes
as a fraction of one: `CPU 使用率 95%` for `"value":[1709262940.123,"0.9512"]`, `错误率 2.3%`
for `error_rate=0.023` (docs/anchors.md, Numbers). A query's result writes each sample as
`[time, "value"]`, and a ratio (`node_cpu_utilisation`, an error rate) is a fraction of one: a
report gives it in percent. Only a sample of the excerpts the claim quotes
holds it (of its cited outputs when it quotes none): another series' sample is no restatement."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.anchorset import holds_time
from gatekeeper.rules.support.evidence.precision import bounds
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.zones import epoch_time
from gatekeeper.rules.support.text.patterns import compiled

#: A ratio a line labels as one (`error_rate=0.023`, `"hit_ratio": 0.87`, `cpu_util: .95`).
_KEYED = compiled(r"(?<![\w.])([A-Za-z_][\w.]*)[\"']?\s*[=:]\s*[\"']?(0?\.\d+|1\.0+)(?![\w.])")
_RATIO_KEYS = ("ratio", "rate", "utilization", "utilisation", "util", "usage", "fraction")
_SERIES = compiled(r'(?=\{\s*"metric")')  # where each series of a query's result starts
_SAMPLE = compiled(r'\[\s*([12]\d{9})(\.\d+)?\s*,\s*"(-?\d+(?:\.\d+)?)"\s*\]')


def samples_held(claimed: Sequence[Anchor], missing: list[Anchor], excerpts: Sequence[str],
                 sources: Sequence[str]) -> list[Anchor]:
    """`missing` without the percentages a quoted sample or ratio writes as one, within the
    precision the claim writes (`95%` holds `0.9512`, `95.1%` too; `96%` does not); when the
    claim (its anchors `claimed`) gives a time of day, a sample of that time (another sample's
    value at that time is another series point); when it names a service, host or address, a
    sample of a series naming one of them, a labelled ratio of a quote naming one of them."""
    if not any(a.kind == "number" and a.unit == "%" for a in missing):
        return missing
    times = [a.value for a in claimed if a.kind == "timestamp" and "T" in (a.unit or "")]
    # the series of the service or instance the claim names, when the quote holds several
    targets = [a.value for a in claimed if a.kind in ("service", "host", "ip")]
    quoted = excerpts or sources
    percents = [Decimal(value) * 100 for text in quoted for series in _SERIES.split(text)
                if not targets or any(target in series.lower() for target in targets)
                for seconds, fraction, value in _SAMPLE.findall(series)
                if not times or any(holds_time(epoch_time(seconds) + fraction, time) for time in times)]
    percents += [Decimal(value) * 100 for text in quoted
                 if not targets or any(target in text.lower() for target in targets)
                 for key, value in _KEYED.findall(text) if key.lower().endswith(_RATIO_KEYS)]
    if not percents:
        return missing

    def held(anchor: Anchor) -> bool:
        low, high = bounds(anchor)
        return any(low <= percent <= high for percent in percents)

    return [a for a in missing if not (a.kind == "number" and a.unit == "%" and held(a))]
