"""A duration given its evidence's number in another unit fails REJECT; the same duration
written otherwise passes.

Generated platform logs (a certificate's expiry, a log retention, a backup's interval, each
with its own number of days) among other services' lines: the claim says one of them with its
number and another unit (`expires in 14 months`, `保留 30 个月`, `runs every 3 weeks`, `a
30-year retention`), or as the log does, however written (`14 天`, `two weeks`, `fourteen
days`, `a 30-day retention`, `2 周`). An English week, month or year was no unit at all (`14
months` was a bare 14, the log's own number), nor was a Chinese week (`周`), nor a number
word's unit: at 0603603, 43 of these 60 forged claims only warned or failed LOW_CONFID, and 14
faithful ones did not pass (`expires in three days` citing `expires in 3 days` failed REJECT,
a `3 days` put in the place of a bare `three`). English durations are now read in weeks,
months and years, joined by a hyphen (`30-day`) and after a number word (`three days`), and
Chinese ones in weeks (`gatekeeper.rules.support.text.anchors.numbers`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, drawn, not_passed, not_rejected

WORDS = {3: "three", 7: "seven", 10: "ten", 14: "fourteen"}
#: (what the log says, with {s} a service and {n} its number of days, and how claims say it)
FACTS = (("[cert-manager] certificate {s}-tls expires in {n} days, renewal scheduled",
          ("{s}-tls 证书将在 {d} 后过期", "the {s}-tls certificate expires in {d}")),
         ("[loki] retention policy for {s} logs: {n} days",
          ("{s} 的日志保留 {d}", "{s} logs are kept for {d}", "{s} has a {h} log retention")),
         ("[velero] backup schedule {s}-db runs every {n} days, keeps 12 backups",
          ("{s}-db 的备份每 {d} 执行一次", "the {s}-db backup runs every {d}")))
#: A number of days written otherwise: (Chinese, English, hyphened) for n days, then per unit
#: the forms of n of that unit.
OTHER_UNITS = {"周": ("weeks", "week"), "个月": ("months", "month"), "年": ("years", "year")}


def _said(n: int, chinese: bool, rng: random.Random) -> tuple[str, str]:
    """(the duration of n days written some way, hyphened), for a claim in Chinese or not."""
    if chinese:
        return rng.choice([f"{n} 天", *([f"{n // 7} 周"] if n % 7 == 0 else [])]), f"{n}-day"
    forms = [f"{n} days", *([f"{WORDS[n]} days"] if n in WORDS else []),
             *([f"{n // 7} weeks"] if n % 7 == 0 and n > 7 else [])]
    return rng.choice(forms), f"{n}-day"


def _draw(rng: random.Random) -> tuple[str, str, str]:
    services = rng.sample(SERVICES, len(FACTS))
    days = rng.sample([3, 7, 10, 14, 21, 28, 30, 45, 60, 90], len(FACTS))
    lines = [f"2026-12-05 03:00:0{k} INFO " + fact.format(s=service, n=n)
             for k, ((fact, _), service, n) in enumerate(zip(FACTS, services, days, strict=True))]
    pick = rng.randrange(len(FACTS))
    form = rng.choice(FACTS[pick][1])
    chinese = not form.isascii()
    n, service = days[pick], services[pick]
    duration, hyphened = _said(n, chinese, rng)
    unit = rng.choice(list(OTHER_UNITS))
    forged = f"{n} {unit}" if chinese else f"{n} {OTHER_UNITS[unit][0]}"
    forged_hyphened = f"{n}-{OTHER_UNITS[unit][1]}"
    output = "\n".join([*rng.sample(_NOISE, 2), *lines])
    return (form.format(s=service, d=duration, h=hyphened),
            form.format(s=service, d=forged, h=forged_hyphened), output)


_NOISE = ("2026-12-05 02:59:58 INFO [kubelet] Successfully pulled image in 1.2s",
          "2026-12-05 02:59:59 WARN [order-svc] slow query took 3100 ms",
          "2026-12-05 03:00:00 INFO [scheduler] 4 jobs queued")


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 2031)


def test_a_duration_written_otherwise_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_unit_for_the_number_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
