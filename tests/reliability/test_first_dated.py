"""A claim dating the first (or last) occurrence of its event late (early), or saying it stopped
while a later line writes it, never passes.

Real Loghub lines naming an exception or an error code that other lines near them print again
(Android, Hadoop, OpenSSH, Windows...), at two times of day or more; the lines writing it are the
output (what a log query for it returns), the line at the claim's time the excerpt; and the same
over generated service logs (four services, six events). The claim says the event
first occurred at the later time (`java.net.NoRouteToHostException 首次出现在 18:06:28`, `first
seen at`), or last at the earlier one, or that it did not occur again after the earlier one
(`{e} 在 18:06:26 之后未再出现`, `did not recur after`): the time is one the output writes the
event at, so every such claim passed with no finding before claim.value_contradiction read the
other lines' times (gatekeeper.rules.support.evidence.firsts); all fail now, and the same claims
at the first (last) time pass. So for an event of the bilingual glossary (`{s} 首次请求超时发生在
{t}`, `The last restart of {s} was at {t}`), which passed until
gatekeeper.rules.support.evidence.dated_events read its first and last lines too.
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, LOGHUB, SERVICES, check, lines_by_event

from gatekeeper.rules.support.text.anchors import extract_anchors

FIRST = ("{e} 首次出现在 {t}。", "{e} was first seen at {t}.", "在 {t} 第一次出现 {e}",
         "The first {e} was at {t}.")
LAST = ("{e} 最后一次出现在 {t}。", "{e} was last seen at {t}.")
STOPPED = ("{e} 在 {t} 之后未再出现。", "{e} did not recur after {t}.", "{t} 之后没有再出现 {e}",
           "No {e} was logged after {t}.")
MAX_LINES = 30


def _which(rng: random.Random, first: str, last: str) -> tuple[tuple[str, ...], tuple[str, str]]:
    """Forms of first occurrence, last occurrence or stopping, and (the line at the time they
    make true, the line at the time they make false)."""
    draw = rng.random()
    if draw < 0.45:
        return FIRST, (first, last)
    return (LAST if draw < 0.75 else STOPPED), (last, first)


def _clock(line: str) -> str | None:
    """The time of day `line` is stamped with, to the second (`18:06:26`)."""
    stamp = next((a for a in extract_anchors(line, include_timestamps=True)
                  if a.kind == "timestamp" and "T" in a.value), None)
    return None if stamp is None else stamp.value.partition("T")[2][:8]


def _probes() -> list[tuple[str, str, str, str, str]]:
    """(the faithful claim, its excerpt, the forged claim, its excerpt, the output): per Loghub
    log, each event written at two times of day or more, the output the lines writing it (what
    a log query for it returns, the first `MAX_LINES`)."""
    rng = random.Random(7)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        for event, lines in lines_by_event(path, _clock):
            lines = lines[:MAX_LINES]
            if len({_clock(line) for line in lines}) < 2:
                continue
            first, last = lines[0], lines[-1]
            if _clock(first) >= _clock(last):  # a log over midnight: times of day disagree
                continue
            output = "\n".join(lines)
            forms, (right, wrong) = _which(rng, first, last)
            form = rng.choice(forms)
            found.append((form.format(e=event.raw, t=_clock(right)), right,
                          form.format(e=event.raw, t=_clock(wrong)), wrong, output))
    return found


def _service_logs() -> list[tuple[str, str, str, str, str]]:
    """The same over the service logs a diagnosis agent queries: four services, a line every
    few seconds, each line one of six events or an INFO line."""
    rng = random.Random(13)
    found = []
    for _ in range(40):
        clock = rng.randint(0, 80000)
        lines = []
        for _ in range(rng.randint(8, 20)):
            clock += rng.randint(1, 90)
            stamp = f"2026-12-01 {clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"
            what = rng.choice([*EVENTS, "INFO request served"])
            level = "INFO" if what.startswith("INFO") else "ERROR"
            lines.append(f"{stamp} {level} [{rng.choice(SERVICES)}] {what.removeprefix('INFO ')}")
        repeated = [e for e in EVENTS if sum(e in line for line in lines) >= 2]
        if not repeated:
            continue
        event = rng.choice(repeated)
        writing = [line for line in lines if event in line]
        raw = event.split(":")[0]
        forms, (right, wrong) = _which(rng, writing[0], writing[-1])
        form = rng.choice(forms)
        found.append((form.format(e=raw, t=_clock(right)), right,
                      form.format(e=raw, t=_clock(wrong)), wrong, "\n".join(lines)))
    return found


#: Events of the bilingual glossary: (a line's words, its Chinese term, its English one).
GLOSSARY = (("request timeout after 5000ms", "请求超时", "request timeout"),
            ("connection refused to redis-cache:6379", "连接被拒绝", "connection refused"),
            ("pod restarted (OOMKilled)", "重启", "restart"))
FIRST_G = ("{s} 首次{zh}发生在 {t}", "The first {en} of {s} was at {t}.")
LAST_G = ("{s} 最后一次{zh}发生在 {t}", "The last {en} of {s} was at {t}.")


def _glossary_logs() -> list[tuple[str, str, str, str, str]]:
    """The same for an event of the glossary (`首次请求超时发生在`, `the last restart`): four
    services, each line one of three events or an INFO line (round 16)."""
    rng = random.Random(83)
    found = []
    while len(found) < 40:
        clock, lines = rng.randint(0, 80000), []
        for _ in range(rng.randint(8, 20)):
            clock += rng.randint(1, 90)
            stamp = f"2026-12-01 {clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"
            words = rng.choice([*(g[0] for g in GLOSSARY), "INFO request served"])
            level = "INFO" if words.startswith("INFO") else "ERROR"
            lines.append(f"{stamp} {level} [{rng.choice(SERVICES)}] {words.removeprefix('INFO ')}")
        words, zh, en = rng.choice(GLOSSARY)
        service = rng.choice(SERVICES)
        writing = [line for line in lines if words in line and f"[{service}]" in line]
        if len({_clock(line) for line in writing}) < 2:
            continue
        first = rng.random() < 0.5
        right, wrong = (writing[0], writing[-1]) if first else (writing[-1], writing[0])
        form = rng.choice(FIRST_G if first else LAST_G)
        found.append((form.format(s=service, zh=zh, en=en, t=_clock(right)), right,
                      form.format(s=service, zh=zh, en=en, t=_clock(wrong)), wrong, "\n".join(lines)))
    return found


def test_a_claim_dating_the_first_or_last_occurrence_otherwise_fails() -> None:
    probes = [*_probes(), *_service_logs(), *_glossary_logs()]
    assert len(probes) >= 40
    reports = [(claim, check(claim, excerpt, output)) for _, _, claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_at_the_first_or_last_time_passes() -> None:
    probes = [*_probes(), *_service_logs(), *_glossary_logs()]
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, _, _, output in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
