"""A count of pytest's final summary line (`有 2 个用例预期失败`, `1 test xpassed`, `有 1 个测试被取消选择`,
`有 1 个错误`), passes; another kind's count in the same line fails.

    ============================= test session starts ==============================
    platform linux -- Python 3.11.6, pytest-8.3.3, pluggy-1.5.0
    rootdir: /builds/api
    collected 214 items / 1 deselected / 213 selected

    tests/test_auth.py ..F.s..x..X....E..........................................  [ 27%]
    ................................................................................ [ 65%]
    tests/test_db.py ....s....x.....F.......................................s....... [100%]

    =========================== short test summary info ============================
    FAILED tests/test_auth.py::test_login_rejects_expired_token - AssertionError: assert 200 == 401
    FAILED tests/test_db.py::test_migrate_down - sqlalchemy.exc.OperationalError: no such table: users
    ERROR tests/test_auth.py::test_refresh - fixture 'redis_client' not found
    == 2 failed, 204 passed, 3 skipped, 1 deselected, 2 xfailed, 1 xpassed, 1 error in 12.31s ==

21 of 60 forged claims passed (at 8863ac7): `xfailed`, `xpassed` and `deselected` had no words,
`预期失败` was read as failed, and a summary ruled by one `=` (a long one) was none.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

#: A kind of outcome -> (its progress character, its Chinese claims, its English claims of one test and
#: of several).
KINDS = {"failed": ("F", ("有 {n} 个用例失败", "失败的用例有 {n} 个"), "{n} test failed", "{n} tests failed"),
         "passed": (".", ("有 {n} 个用例通过", "通过的用例有 {n} 个"), "{n} test passed", "{n} tests passed"),
         "skipped": ("s", ("有 {n} 个用例被跳过",), "{n} test was skipped", "{n} tests were skipped"),
         "deselected": ("", ("有 {n} 个测试被取消选择",), "{n} test was deselected",
                        "{n} tests were deselected"),
         "xfailed": ("x", ("有 {n} 个用例预期失败", "有 {n} 个 xfailed"), "{n} test xfailed",
                     "{n} tests xfailed"),
         "xpassed": ("X", ("有 {n} 个 xpassed", "有 {n} 个用例意外通过"), "{n} test xpassed",
                     "{n} tests xpassed"),
         "error": ("E", ("有 {n} 个错误", "pytest 报告了 {n} 个错误"), "there was {n} error",
                   "there were {n} errors")}
FILES = ("tests/test_auth.py", "tests/test_db.py", "tests/test_orders.py", "tests/api/test_users.py",
         "tests/unit/test_pricing.py", "tests/integration/test_checkout.py")
FAILURES = ("AssertionError: assert 200 == 401", "KeyError: 'user_id'", "assert 3 == 2",
            "sqlalchemy.exc.OperationalError: no such table: users", "TimeoutError: timed out after 5s")
ERRORS = ("fixture 'redis_client' not found", "ConnectionRefusedError: [Errno 111] Connection refused",
          "PermissionError: [Errno 13] Permission denied: '/var/lib/app'")
TESTS = ("test_login", "test_refresh_token", "test_create_order", "test_cancel_order", "test_migrate_down",
         "test_price_rounding", "test_checkout_flow", "test_list_users", "test_delete_user", "test_logout",
         "test_apply_coupon", "test_refund", "test_pagination", "test_bulk_import")
WIDTH = 80


def _counts(rng: random.Random) -> dict[str, int] | None:
    counts = {"failed": rng.randint(1, 4), "passed": rng.randint(40, 320)}
    for kind in ("skipped", "deselected", "xfailed", "xpassed", "error"):
        if rng.random() < 0.75:
            counts[kind] = rng.randint(1, 6 if kind == "error" else 9)
    counts = {kind: counts[kind] for kind in KINDS if kind in counts}
    return counts if len(set(counts.values())) == len(counts) else None


def _progress(rng: random.Random, counts: dict[str, int]) -> tuple[list[str], list[tuple[str, str]]]:
    """The progress lines of the selected tests run, and (test, kind) of each failed or error one."""
    files = rng.sample(FILES, rng.randint(2, 4))
    outcomes = [kind for kind, n in counts.items() if kind != "deselected" for _ in range(n)]
    rng.shuffle(outcomes)
    cuts = sorted(rng.sample(range(1, len(outcomes)), len(files) - 1))
    lines, done, noted, names = [], 0, [], rng.sample(TESTS, counts["failed"] + counts.get("error", 0))
    for file, start, end in zip(files, [0, *cuts], [*cuts, len(outcomes)], strict=True):
        marks, head = [KINDS[k][0] for k in outcomes[start:end]], f"{file} "
        noted += [(f"{file}::{names.pop()}", k) for k in outcomes[start:end] if k in ("failed", "error")]
        while marks:
            room = WIDTH - len(head) - 7
            chunk, marks = marks[:room], marks[room:]
            done += len(chunk)
            text = head + "".join(chunk)
            lines.append(f"{text:<{WIDTH - 6}}[{100 * done // len(outcomes):>3}%]")
            head = ""
    return lines, noted


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    counts = _counts(rng)
    if counts is None:
        return None
    selected = sum(n for kind, n in counts.items() if kind != "deselected")
    collected = f"collected {selected + counts.get('deselected', 0)} items"
    if "deselected" in counts:
        collected += f" / {counts['deselected']} deselected / {selected} selected"
    progress, noted = _progress(rng, counts)
    lines = ["=" * 29 + " test session starts " + "=" * 30,
             f"platform linux -- Python 3.{rng.choice((10, 11, 12))}.{rng.randint(1, 9)}, pytest-8.3.3, "
             "pluggy-1.5.0", f"rootdir: /builds/{rng.choice(('api', 'shop', 'billing'))}", collected, "",
             *progress, "",
             "=" * 27 + " short test summary info " + "=" * 28]
    lines += [f"FAILED {test} - {rng.choice(FAILURES)}" for test, kind in noted if kind == "failed"]
    lines += [f"ERROR {test} - {rng.choice(ERRORS)}" for test, kind in noted if kind == "error"]
    summary = ", ".join(f"{n} {kind}{'s' if kind == 'error' and n > 1 else ''}" for kind, n in counts.items())
    summary += f" in {rng.randint(2, 95)}.{rng.randint(10, 99)}s"
    fill = "=" * max((WIDTH - len(summary) - 2) // 2, 1)
    summary = f"{fill} {summary} {fill}"
    lines.append(summary + "=" * (len(summary) < WIDTH))
    kind = rng.choice(list(counts))
    other = rng.choice([n for k, n in counts.items() if k != kind])
    _, chinese, one, several = KINDS[kind]
    if rng.random() < 0.5:
        form = rng.choice(chinese)
        return form.format(n=counts[kind]), form.format(n=other), "\n".join(lines)
    return ((one if counts[kind] == 1 else several).format(n=counts[kind]),
            (one if other == 1 else several).format(n=other), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7382)


def test_a_kind_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_kind_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
