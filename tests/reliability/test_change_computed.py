"""A change computed from two values (`QPS 从 1200 降到 300，下降了 75%`, `p99 延迟上升了约 44 倍` for
`p99 latency 120ms -> 5300ms`, `上升了 5 个百分点`, `a 75% drop`) passes, and a miscomputed one
fails (REJECT when the claim writes the two values its evidence prints).

No output prints the change itself: a faithful one failed as a value found nowhere
(LOW_CONFID), and so did a miscomputed one, no worse; and an arrow's `>` made the value after
it a lower bound (`-> 5300ms` read as `> 5300ms`). Now a change is held when the claim's or the
quoted line's two values joined as a change give it (`evidence/changes.py`). A change of a
percentage in percent (`错误率从 34% 降到 8%，下降了 76%`) failed REJECT, its metric's two values
contradicting it: a change two values give is no reading of its metric, and of two percentages
it may be their points too (`下降了 26%`).
"""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: (label in the line, Chinese, English, unit, lowest, highest)
METRICS = (("p99 latency", "p99 延迟", "p99 latency", "ms", 80, 9000),
           ("qps", "QPS", "QPS", "", 200, 5000),
           ("error_rate", "错误率", "error rate", "%", 1, 40),
           ("active connections", "活跃连接数", "active connections", "", 20, 900))


def _rounded(value: Decimal, places: int = 0) -> str:
    return str(value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def _probe(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, forged claim, excerpt, output)."""
    service = rng.choice(SERVICES)
    label, zh, en, unit, low, high = rng.choice(METRICS)
    first, second = rng.sample(range(low, high), 2)
    if abs(second - first) < (high - low) // 10:
        second = first + (high - low) // 3 if first < (high + low) // 2 else first - (high - low) // 3
    a, b = f"{first}{unit}", f"{second}{unit}"
    excerpt = f"{clock_stamp(rng.randrange(80000))} WARN [{service}] {label} {a} -> {b}"
    output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] health check ok", excerpt])
    up = second > first
    change = Decimal(abs(second - first)) / Decimal(first) * 100
    wrong = Decimal(abs(second - first)) / Decimal(max(first, second)) * 100 + 7
    zh_way, en_way = ("上升", "rose") if up else ("下降", "fell")
    kind = rng.randrange(5)
    if unit == "%":  # a change of a percentage in percent: relative, or points as people write them
        kind = rng.choice((0, 1, 2))
        change = rng.choice((change, Decimal(abs(second - first))))
    if kind == 0:  # both values and the change in percent
        form = f"{service} 的 {zh}从 {a} {zh_way}到 {b}，{zh_way}了 {{}}%"
        return form.format(_rounded(change)), form.format(_rounded(wrong)), excerpt, output
    if kind == 1 and unit == "%":  # percentage points
        form = f"{service} 的{zh}从 {a} {zh_way}到 {b}，{zh_way}了 {{}} 个百分点"
        return (form.format(abs(second - first)), form.format(abs(second - first) + rng.randint(2, 9)),
                excerpt, output)
    if kind in (1, 2) and (max(first, second) >= 3 * min(first, second) or unit == "%"):  # times
        ratio = Decimal(max(first, second)) / Decimal(min(first, second))
        form = f"{service} 的 {zh}{zh_way}了约 {{}} 倍"
        return (form.format(_rounded(ratio, 1)), form.format(_rounded(ratio * 2 + 3, 1)), excerpt,
                output)
    if kind == 3:  # English, both values
        form = f"The {en} of {service} {en_way} from {a} to {b}, a {{}}% {'increase' if up else 'drop'}"
        return form.format(_rounded(change, 1)), form.format(_rounded(wrong, 1)), excerpt, output
    form = f"{service} 的 {zh}{zh_way}了约 {{}}%"  # the change alone, of the quoted line's values
    return form.format(_rounded(change)), form.format(_rounded(change * 2 + 15)), excerpt, output


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(44)
    return [_probe(rng) for _ in range(60)]


def test_a_change_its_values_give_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []


def test_a_miscomputed_change_of_the_claim_s_values_is_rejected() -> None:
    probes = [probe for probe in _probes() if "从" in probe[1] or " from " in probe[1]]
    assert len(probes) >= 15
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in probes) == []
