"""A Go package's or test's result as `go test` prints it (`order 包的测试失败了`, `cart 包测试通过`,
`TestRefund failed`), pass; another package's or test's result fails.

    --- FAIL: TestRefund (0.02s)
    FAIL	github.com/acme/shop/order	0.123s
    ok  	github.com/acme/shop/cart	0.456s

Every forged claim passed (at 3f755b4): nothing tied a package to its line's result.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"FAIL": ("{p} 包的测试失败了", "{p} 的测试没有通过", "the tests of {p} failed"),
        "ok": ("{p} 包测试通过", "{p} 的测试全部通过", "the tests of {p} passed")}
TEST = {"FAIL": ("{t} 失败", "{t} failed"), "ok": ("{t} 通过", "{t} passed")}
PACKAGES = ("order", "cart", "user", "payment", "inventory", "auth", "search")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    packages = rng.sample(PACKAGES, rng.randint(2, 4))
    results = {p: rng.choice(("ok", "FAIL")) for p in packages}
    if len(set(results.values())) < 2:
        return None
    lines, tests = [], {}
    for p in packages:
        test = f"Test{p.capitalize()}{rng.choice(('Create', 'Refund', 'Lookup'))}"
        tests[test] = results[p]
        if results[p] == "FAIL":
            lines += [f"--- FAIL: {test} (0.0{rng.randint(1, 9)}s)",
                      f"    {p}_test.go:{rng.randint(10, 200)}: expected 200, got 500", "FAIL",
                      f"FAIL\tgithub.com/acme/shop/{p}\t0.{rng.randint(100, 999)}s"]
        else:
            lines.append(f"ok  \tgithub.com/acme/shop/{p}\t"
                         + rng.choice((f"0.{rng.randint(100, 999)}s", "(cached)")))
    if rng.random() < 0.7:
        one = rng.choice(packages)
        other = rng.choice([p for p in packages if results[p] != results[one]])
        form = rng.choice(SAID[results[one]])
        return form.format(p=one), form.format(p=other), "\n".join(lines)
    failed = [t for t in tests if tests[t] == "FAIL"]
    form = rng.choice(TEST["FAIL"])
    wrong = rng.choice(TEST["ok"])
    return form.format(t=failed[0]), wrong.format(t=failed[0]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4846)


def test_a_package_s_own_result_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_package_s_result_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
