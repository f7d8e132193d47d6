"""A count of a test run's outcome as pytest's summary or Maven's Surefire prints it (`有 2 个测试失败`,
`跳过了 3 个测试`, `120 tests passed`), pass; another outcome's count fails.

    ============ 2 failed, 120 passed, 3 skipped in 12.34s ============
    [ERROR] Tests run: 214, Failures: 1, Errors: 2, Skipped: 7

pytest's: every forged count passed (at 3f755b4), an item between rules of `=` being no field;
Maven's: `跳过 1 个测试` passed, `跳过` naming no `Skipped`.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"failed": ("有 {n} 个测试失败", "{n} 个用例失败", "{n} tests failed"),
        "passed": ("{n} 个测试通过", "通过了 {n} 个测试", "{n} tests passed"),
        "skipped": ("跳过了 {n} 个测试", "{n} 个测试被跳过", "{n} tests were skipped"),
        "errors": ("有 {n} 个错误", "{n} 个测试出错", "{n} errors")}
MAVEN = {"failed": "Failures", "errors": "Errors", "skipped": "Skipped"}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    counts = dict(zip(SAID, rng.sample(range(1, 400), len(SAID)), strict=True))
    if rng.random() < 0.5:
        items = ", ".join(f"{counts[k]} {'error' if k == 'errors' and counts[k] == 1 else k}"
                          for k in ("failed", "passed", "skipped", "errors"))
        total = sum(counts.values())
        lines = ["=" * 29 + " test session starts " + "=" * 30, f"collected {total} items", "",
                 f"tests/test_api.py {'.' * 10}F{'.' * 5}{' ' * 30}[ 10%]", "",
                 "=" * 12 + f" {items} in {rng.randint(1, 300)}.{rng.randint(10, 99)}s " + "=" * 12]
        kinds = tuple(SAID)
    else:
        run = sum(counts.values())
        lines = ["[INFO] Results:", "[INFO]", "[ERROR] Failures:",
                 "[ERROR]   OrderServiceTest.testRefund:88 expected:<200> but was:<500>",
                 f"[ERROR] Tests run: {run}, Failures: {counts['failed']}, Errors: {counts['errors']}, "
                 f"Skipped: {counts['skipped']}", "[INFO] " + "-" * 72, "[INFO] BUILD FAILURE"]
        kinds = tuple(MAVEN)
    one, other = rng.sample(kinds, 2)
    form = rng.choice(SAID[one])
    return form.format(n=counts[one]), form.format(n=counts[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4843)


def test_an_outcome_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_outcome_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
