"""A claim putting two events in the order no pair of its evidence's lines has, or saying one
stopped after the other while a later line writes it, never passes.

Real Loghub lines writing two events (Android, Hadoop, Mac, Windows, Zookeeper...: exceptions,
error codes and the glossary's ops events, `restart`, `timeout`, `connection refused`), the
first event's lines all stamped before the second's; those lines are the output (what a log query
for both returns), a line of the second the excerpt; and the same over generated service logs
(four services, six events and restarts). The forged claim puts them the other way round
(`先出现 {B}，随后出现 {A}`, `{B} was logged before {A}`, `After the {B}, {A} was logged`) or says
the second did not occur again after the first (`{A} 之后未再出现 {B}`): each event is written in
the output, so every such claim passed with no finding before claim.value_contradiction read the
lines' times (gatekeeper.rules.support.evidence.sequence); all fail now, and the claims in the
lines' order pass.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from loghub_quotes import EVENTS, LOGHUB, SERVICES, check, clock_stamp, named_event

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.glossary import english_form, event_spans, text_events
from gatekeeper.rules.support.text.normalize import compact

#: (first, second) in the order the claim states; `{a}` happened first in the lines.
ORDERED = ("先出现 {a}，随后出现 {b}。", "{a} 之后出现了 {b}", "{b} 晚于 {a}", "{a} 早于 {b}",
           "{a} was logged before {b}.", "After the {a}, {b} was logged.", "{a}, then {b}.",
           "{a} was followed by {b}.")
#: The second did not occur again after the first (true of `{b}` after `{a}` the other way).
STOPPED = ("{a} 之后未再出现 {b}。", "No {b} was logged after the {a}.")
MAX_LINES = 20


def _clock(line: str) -> str | None:
    """The day and time of day `line` is stamped with, to the second."""
    stamp = next((a for a in extract_anchors(line, include_timestamps=True)
                  if a.kind == "timestamp" and "T" in a.value), None)
    return None if stamp is None else stamp.value[:19]


def _events(lines: list[str]) -> dict[str, tuple[dict[str, str], Callable[[str], bool]]]:
    """The events `lines` write: as a claim names each in Chinese and in English, and which lines
    write it."""
    found: dict[str, tuple[dict[str, str], Callable[[str], bool]]] = {}
    for line in lines:
        event = named_event(line)
        if event is not None:
            needle = compact(event.value if event.kind == "exception" else event.raw)
            found.setdefault(needle, ({"zh": event.raw, "en": event.raw},
                                      lambda text, needle=needle: needle in compact(text)))
        for _, _, key in event_spans(line):
            found.setdefault(key, ({"zh": key, "en": english_form(key)},
                                   lambda text, key=key: key in text_events(text).all("stated")))
    return found


def _claims(rng: random.Random, a: dict[str, str], b: dict[str, str]) -> tuple[str, str]:
    """(a faithful claim, the forged one) for `a` written before `b`."""
    if rng.random() < 0.25:
        form = rng.choice(STOPPED)
        language = "zh" if "之后" in form else "en"
        return (form.format(a=b[language], b=a[language]), form.format(a=a[language], b=b[language]))
    form = rng.choice(ORDERED)
    language = "en" if form.isascii() else "zh"
    return (form.format(a=a[language], b=b[language]), form.format(a=b[language], b=a[language]))


def _pairs(rng: random.Random, lines: list[str]) -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output) for the pairs of events of `lines` whose
    lines do not mix: every line of the first (before the second's first) stamped earlier."""
    found = []
    events = _events(lines)
    for a_key, (a_names, writes_a) in events.items():
        for b_key, (b_names, writes_b) in events.items():
            a_lines = [line for line in lines if writes_a(line)]
            b_lines = [line for line in lines if writes_b(line)]
            if a_key == b_key or not a_lines or not b_lines or set(a_lines) & set(b_lines):
                continue
            a_lines = [line for line in a_lines if lines.index(line) < lines.index(b_lines[0])]
            a_lines, b_lines = a_lines[:MAX_LINES], b_lines[:MAX_LINES]
            clocks = [_clock(line) for line in a_lines + b_lines]
            if not a_lines or None in clocks or len({c[:10] for c in clocks if c}) > 1:
                continue
            if max(map(_clock, a_lines)) >= min(map(_clock, b_lines)):  # type: ignore[type-var]
                continue
            faithful, forged = _claims(rng, a_names, b_names)
            output = "\n".join(sorted(a_lines + b_lines, key=lines.index))
            found.append((faithful, forged, rng.choice(b_lines), output))
    return found


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(11)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        lines = list(dict.fromkeys(path.read_text(encoding="utf-8", errors="replace").splitlines()))
        found += _pairs(rng, lines)
    return found


def _service_logs() -> list[tuple[str, str, str, str]]:
    """The same over the service logs a diagnosis agent queries: the first event's lines, then
    the second's, a few seconds apart, among INFO lines."""
    rng = random.Random(17)
    found = []
    for _ in range(40):
        clock = rng.randint(0, 80000)
        first, second = rng.sample([*EVENTS, "pod restarted (OOMKilled)"], 2)
        lines = []
        for what in [first] * rng.randint(1, 4) + [second] * rng.randint(1, 4):
            for event in (what, "request served"):
                clock += rng.randint(1, 90)
                level = "ERROR" if event in EVENTS else "INFO"
                lines.append(f"{clock_stamp(clock)} {level} [{rng.choice(SERVICES)}] {event}")
        found += _pairs(rng, lines)[:2]
    return found


def _all() -> list[tuple[str, str, str, str]]:
    return [*_probes(), *_service_logs()]


def test_two_events_claimed_in_an_order_no_lines_have_fail() -> None:
    probes = _all()
    assert len(probes) >= 60
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_events_in_the_lines_order_pass() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _all()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
