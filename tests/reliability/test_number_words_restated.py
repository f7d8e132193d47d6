"""A log's number restated in English words passes; another number in words fails REJECT.

Generated service logs (failed requests, restarted pods, a heap's size, a CPU's usage, an
outage's length), each line with its own number: the claim restates one of them in words as a
summary would (`twenty-five pods restarted`, `three hundred requests failed`, `12 thousand
orders`, `ninety-five percent`, `four gigabytes`, `three hours`), or gives another number so
written. At 0603603, 58 of these 60 faithful claims did not pass (23 failed REJECT, 35 warned)
and 36 forged ones were not rejected: a number word was read alone (`three` of `three
hundred`, `twenty` of `twenty-five`) and had no unit (`four gigabytes`, `three hours`), so the
claim's value stood in the place of the log's as another one
(`gatekeeper.rules.support.text.anchors.number_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, drawn, not_passed, not_rejected

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def in_words(n: int) -> str:
    """1 to 999, and thousands, in English words: `twenty-five`, `three hundred`, `four hundred
    twelve`, `twelve thousand`."""
    if n >= 1000:
        return f"{in_words(n // 1000)} thousand"
    hundreds, rest = divmod(n, 100)
    words = [f"{ONES[hundreds]} hundred"] if hundreds else []
    if rest >= 20:
        words.append(TENS[rest // 10] + (f"-{ONES[rest % 10]}" if rest % 10 else ""))
    elif rest:
        words.append(ONES[rest])
    return " ".join(words)


#: (the log line with {s} a service and {n} its number, how a claim restates it with {w} the
#: number in words, the numbers it may be)
FACTS = (("[gateway] {n} requests to {s} failed with 503", "{w} requests to {s} failed",
          [25, 40, 99, 300, 450]),
         ("[kubelet] {n} pods of {s} restarted (OOMKilled)", "{w} pods of {s} restarted",
          [3, 12, 21, 35, 64]),
         ("[{s}] CPU usage {n}%", "{s}'s CPU usage reached {w} percent", [45, 72, 88, 95, 97]),
         ("[{s}] JVM heap size {n}GB", "{s}'s JVM heap is {w} gigabytes", [2, 4, 6, 8, 16]),
         ("[pagerduty] incident on {s} resolved after {n} hours", "the incident on {s} lasted {w} hours",
          [2, 3, 5, 7, 9]),
         ("[billing] {s} processed {n} orders today", "{s} processed {w} orders today",
          [3000, 12000, 15000, 40000]))


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    services = rng.sample(SERVICES, 3)
    facts = rng.sample(FACTS, 3)
    numbers = [rng.choice(numbers) for _, _, numbers in facts]
    lines = [f"2026-12-05 03:0{k}:1{k} INFO " + line.format(s=service, n=n)
             for k, ((line, _, _), service, n) in enumerate(zip(facts, services, numbers, strict=True))]
    pick = rng.randrange(3)
    n, (_, said, choices) = numbers[pick], facts[pick]
    other = rng.choice([m for m in choices if m != n])
    if other in numbers:
        return None  # another line's number: a swap, not a number found nowhere
    written = f"{n // 1000} thousand" if n >= 1000 and rng.random() < 0.5 else in_words(n)
    return (said.format(s=services[pick], w=written), said.format(s=services[pick], w=in_words(other)),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3107)


def test_a_number_restated_in_words_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_number_in_words_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
