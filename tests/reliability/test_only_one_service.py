"""A claim saying only one service (or host) had an error that its evidence prints for another
never passes.

Real Loghub lines writing one exception or error code (Hadoop, Mac, Android, Zookeeper...) with
the components and hosts they name, and generated service logs (four services, six events): the
lines writing the event are the output (what a log query for it returns), a line naming the
claim's subject the excerpt. The forged claim says only a subject that some but not all of those
lines name had the event (`仅 {s} 出现 {e}`, `Only {s} logged {e}`, `{e} occurred only in {s}`)
while another line prints it for another subject of its kind: every anchor is the output's and
the cited line is the subject's, so every such claim passed with no finding before
claim.value_contradiction read the other lines' subjects
(gatekeeper.rules.support.evidence.exclusive); all fail now, and the same claims of a subject
every line names pass.
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, SERVICES, check, error_lines, logged_events

from gatekeeper.rules.support.text.anchors import extract_anchors

ONLY = ("仅 {s} 出现 {e}。", "只有 {s} 抛出了 {e}", "Only {s} logged {e}.", "{e} 仅出现在 {s}",
        "{e} was logged only by {s}.", "{e} occurred only in {s}.")
MAX_LINES = 30


def _subjects(line: str) -> dict[str, str]:
    """The services and hosts `line` names, by what they are (`service`, `host`), as written."""
    return {a.raw.strip(): a.kind for a in extract_anchors(line) if a.kind in ("service", "host")}


def _claims(rng: random.Random, event: str, lines: list[str]) -> list[tuple[str, str, str, bool]]:
    """(claim, excerpt, output, faithful) for the subjects of `lines` (each writing `event`):
    faithful when every line names the subject, forged when a line naming none of it names
    another of its kind."""
    named = [_subjects(line) for line in lines]
    found = []
    for subject, kind in dict.fromkeys((s, k) for here in named for s, k in here.items()):
        if any(subject.lower() in line.lower() and subject not in here
               for line, here in zip(lines, named, strict=True)):
            continue  # written as part of another name on a line (`order-svc` of a path)
        without = [here for line, here in zip(lines, named, strict=True)
                   if subject.lower() not in line.lower()]
        faithful = not without
        if not faithful and not any(kind in here.values() for here in without):
            continue  # the other lines name nobody of its kind: nothing says who had it
        excerpt = next(line for line, here in zip(lines, named, strict=True) if subject in here)
        claim = rng.choice(ONLY).format(s=subject, e=event)
        found.append((claim, excerpt, "\n".join(lines), faithful))
    return found


def _probes() -> list[tuple[str, str, str, bool]]:
    rng = random.Random(23)
    return [claim for event, lines in logged_events(MAX_LINES)
            for claim in _claims(rng, event.raw, lines)]


def _service_logs() -> list[tuple[str, str, str, bool]]:
    """The same over the service logs a diagnosis agent queries: four services, a line every
    few seconds, each line one of six events."""
    rng = random.Random(29)
    found = []
    for _ in range(40):
        event = rng.choice(EVENTS)
        services = rng.sample(SERVICES, rng.choice((1, 1, 2, 3)))
        lines = error_lines(rng, event, services, rng.randint(2, 8))
        found += _claims(rng, event.split(":")[0], lines)
    return found


def _all() -> list[tuple[str, str, str, bool]]:
    return [*_probes(), *_service_logs()]


def test_an_error_claimed_for_one_service_only_that_another_s_line_prints_fails() -> None:
    forged = [probe for probe in _all() if not probe[3]]
    assert len(forged) >= 40
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output, _ in forged]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_same_claim_of_a_subject_every_line_names_passes() -> None:
    faithful = [probe for probe in _all() if probe[3]]
    assert len(faithful) >= 20
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output, _ in faithful]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
