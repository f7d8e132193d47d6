"""A count given a word that a `grep -c` echoed in the evidence counted otherwise fails (the
number another grep printed, or none); the count as printed passes.

`有 200 个线程处于 BLOCKED 状态` citing `$ jstack 2231 | grep -c 'Thread.State: BLOCKED'` and its `37`,
then the RUNNABLE grep's `200`: the number is the output's, so nothing was missing or
contradicted (`evidence/grep_counts.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

#: kind -> (words, a grep counting {w}, claims counting {n} of {w})
KINDS = {
    "threads": (("BLOCKED", "RUNNABLE", "WAITING"), "jstack {pid} | grep -c 'java.lang.Thread.State: {w}'",
                ("有 {n} 个线程处于 {w} 状态", "{n} threads are {w}", "{w} 状态的线程有 {n} 个")),
    "levels": (("ERROR", "WARN", "FATAL"), "grep -c {w} /var/log/app/app.log",
               ("app.log 中有 {n} 条 {w} 日志", "the log has {n} {w} lines", "{w} 级别的日志共 {n} 条")),
    "words": (("timeout", "refused", "reset"), "grep -i '{w}' /var/log/app/app.log | wc -l",
              ("日志中出现了 {n} 次 {w}", "{w} appears {n} times in the log")),
}


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    words, command, forms = KINDS[rng.choice(list(KINDS))]
    shown = rng.sample(words, rng.randint(1, len(words)))
    counts = rng.sample(range(3, 99), len(shown))  # (a number from 100 to 599 by ERROR reads as a status)
    pid = rng.randint(300, 60000)
    output = "\n".join(f"$ {command.format(pid=pid, w=word)}\n{count}" for word, count in zip(shown, counts,
                                                                                              strict=True))
    n = rng.randrange(len(shown))
    other = counts[(n + 1) % len(counts)] if len(counts) > 1 else counts[n] + rng.randint(1, 50)
    form = rng.choice(forms)
    return form.format(n=counts[n], w=shown[n]), form.format(n=other, w=shown[n]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4711, 60)


def test_a_count_a_grep_of_its_word_counted_otherwise_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_count_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
