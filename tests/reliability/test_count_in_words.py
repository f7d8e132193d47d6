"""A count written in words, or of an event before it, lower than the lines a cited output
prints, never passes; the true count passes.

Real Loghub events (exceptions and error codes printed on two to twelve lines of one log: what a
log query for them returns), one of the lines as the excerpt: the claim counts them in words
(`{e} 仅出现一次`, `{e} 出现了两次`, `{e} occurred only once`, `{e} was logged twice`) or writes the
count before the event (`logged 2 {e} errors`). Generated kubelet logs (restarts of three pods of
a service): `{pod} 重启了 2 次`, `{pod} restarted twice` while the pod restarted more often. No
anchor read `一次` or `twice`, a count before its event was no count, and a restart was no event
a count could be of, so every such claim passed (or warned, a digit written nowhere) before
gatekeeper.rules.support.evidence.counted read them; all fail now, the true counts pass (other
pods' restarts are not the pod's).
"""

from __future__ import annotations

import random

from loghub_quotes import LOGHUB, check, clock_stamp, lines_by_event

#: count -> forms writing it in words
WORDS = {1: ("{e} 仅出现一次。", "{e} occurred only once.", "{e} was logged once."),
         2: ("{e} 出现了两次。", "{e} was logged twice.", "日志中 {e} 报了两次"),
         3: ("{e} 出现了三次。", "{e} was thrown three times.")}
BEFORE = ("The log holds {n} {e} errors.", "{n} {e} exceptions were logged.")
RESTARTS = ("{p} 重启了 {n} 次", "{p} restarted {n} times.", "{p} 共重启{w}次")
_ZH_DIGITS = "一两三四五六七八九"


def _loghub() -> list[tuple[str, str, str, str]]:
    """(the claim with the count of lines, the one with fewer, the excerpt, the output)."""
    rng = random.Random(71)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        for event, lines in lines_by_event(path):
            lines = list(dict.fromkeys(lines))[:12]
            if len(lines) < 2:
                continue
            output, excerpt = "\n".join(lines), rng.choice(lines)
            fewer = rng.randint(1, min(3, len(lines) - 1))
            forged = rng.choice(WORDS[fewer]).format(e=event.raw)
            true = (rng.choice(WORDS[len(lines)]) if len(lines) in WORDS
                    else rng.choice(BEFORE).replace("{n}", str(len(lines)))).format(e=event.raw)
            found.append((true, forged, excerpt, output))
            if len(lines) > 2:
                form = rng.choice(BEFORE)
                found.append((true, form.format(n=rng.randint(2, len(lines) - 1), e=event.raw),
                              excerpt, output))
    return found


def _restarts() -> list[tuple[str, str, str, str]]:
    rng = random.Random(73)
    found = []
    for _ in range(60):
        service = rng.choice(("order-svc", "payment-svc", "inventory-api"))
        pods = [f"{service}-{rng.randrange(16**4):04x}" for _ in range(3)]
        clock, lines = rng.randint(0, 70000), []
        for _ in range(rng.randint(4, 12)):
            clock += rng.randint(20, 600)
            lines.append(f"{clock_stamp(clock)} [kubelet] pod {rng.choice(pods)} restarted "
                         f"(exit code 137, OOMKilled)")
        pod = pods[0]
        count = sum(f" {pod} " in line for line in lines)
        if count < 2 or count > 9:
            continue
        form, fewer = rng.choice(RESTARTS), rng.randint(1, count - 1)
        excerpt = next(line for line in lines if f" {pod} " in line)
        found.append((form.format(p=pod, n=count, w=_ZH_DIGITS[count - 1]),
                      form.format(p=pod, n=fewer, w=_ZH_DIGITS[fewer - 1]), excerpt, "\n".join(lines)))
    return found


def test_a_count_in_words_or_before_its_event_lower_than_the_lines_fails() -> None:
    probes = [*_loghub(), *_restarts()]
    assert len(probes) >= 60
    reports = [(claim, check(claim, excerpt, output)) for _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_true_count_passes() -> None:
    probes = {(claim, excerpt, output) for claim, _, excerpt, output in [*_loghub(), *_restarts()]}
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in sorted(probes)]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
