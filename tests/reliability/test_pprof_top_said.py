"""The samples `go tool pprof -top` prints for a function as a claim says them (`runtime.mallocgc
的 flat 占比为 30.00%`, `main.handleRequest cumulatively took 3.20s`), pass; another function's
value fails.

    Showing nodes accounting for 4.20s, 84.00% of 5s total
          flat  flat%   sum%        cum   cum%
         1.50s 30.00% 30.00%      2.10s 42.00%  runtime.mallocgc

Each value was the output's, so `main.handleRequest 累计耗时 2.10s` (runtime.mallocgc's) passed
(at d102e32, 59 of 60 forged claims passed).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FUNCTIONS = ("runtime.mallocgc", "syscall.Syscall", "main.handleRequest",
             "encoding/json.(*decodeState).object",
             "runtime.scanobject", "net/http.(*conn).serve", "compress/flate.(*compressor).deflate",
             "github.com/acme/api/db.(*Pool).Query", "runtime.memmove", "sync.(*Mutex).Lock")
SAID = {"flat": ("{f} 的 flat 耗时为 {v}", "{f} 自身耗时 {v}", "{f} spent {v} in itself"),
        "flat%": ("{f} 的 flat 占比为 {v}", "{f} 自身占 CPU 的 {v}",
                  "{f} accounts for {v} of the samples on its own"),
        "cum": ("{f} 累计耗时 {v}", "{f} cumulatively took {v}", "{f} 的 cum 为 {v}"),
        "cum%": ("{f} 的累计占比为 {v}", "{f} 的 cum% 是 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(FUNCTIONS, rng.randint(3, 6))
    total = rng.randint(3, 60)
    flats = sorted(rng.sample(range(1, total * 15), len(names)), reverse=True)
    rows, sum_share = [], 0.0
    for name, flat in zip(names, flats, strict=True):
        cum = flat + rng.randint(0, total * 40)
        sum_share += flat / total
        rows.append((name, {"flat": f"{flat / 100:.2f}s", "flat%": f"{flat / total:.2f}%",
                            "sum%": f"{sum_share:.2f}%", "cum": f"{cum / 100:.2f}s",
                            "cum%": f"{cum / total:.2f}%"}))
    lines = [f"File: api\nType: cpu\nShowing nodes accounting for {sum(flats) / 100:.2f}s, "
             f"{sum_share:.2f}% of {total}s total",
             "      flat  flat%   sum%        cum   cum%"]
    lines += [f"{v['flat']:>10} {v['flat%']:>6} {v['sum%']:>6} {v['cum']:>10} {v['cum%']:>6}  {name}"
              for name, v in rows]
    output = "\n".join(lines)
    (name, values), (_, others) = rng.sample(rows, 2)
    column = rng.choice(tuple(SAID))
    if values[column] == others[column]:
        return _probe(rng)
    form = rng.choice(SAID[column])
    return form.format(f=name, v=values[column]), form.format(f=name, v=others[column]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4604)
    return [_probe(rng) for _ in range(60)]


def test_a_function_s_own_samples_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_function_s_samples_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
