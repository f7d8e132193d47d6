"""An English claim denying an ops event (`Read timeouts did not occur`, `No connection refused
errors were logged`) that the English lines it cites state never passes.

Real Loghub lines stating an event of the bilingual glossary in English (ZooKeeper's and
Hadoop's timeouts, BGL's read and connection timeouts, Mac's `request timed out`, Thunderbird's
`Connection refused`), cited by a claim that denies it with the negator after the event (`... did
not occur`, `... were never observed`, `... did not time out`) or before it (`No ... was
logged`). The glossary's negation was compared across languages only and the English negation
anchors read no negator after their word, so the post-negated claims passed with no finding
before (gatekeeper.rules.support.text.glossary.cross_flip); all fail now. The same claims citing
lines of the same log that state no such event pass, and so do denials in time (`After the
restart, no request timeouts occurred`): whether the event recurred is evidence.sequence's.
"""

from __future__ import annotations

import random

from loghub_quotes import LOGHUB, check

from gatekeeper.rules.support.text.glossary import event_spans, text_events

#: glossary key -> how a claim names the event
NAMED = {"超时": "Timeouts", "请求超时": "Request timeouts", "读超时": "Read timeouts",
         "连接超时": "Connection timeouts", "连接被拒绝": "Connection refused errors"}
FORMS = ("{E} did not occur.", "{E} were never observed in the log.", "{E} did not happen on this node.",
         "No {e} were logged.", "There were no {e}.")


def _probes() -> list[tuple[str, str, str, bool]]:
    """(claim, excerpt, output, whether the output states the event)."""
    rng = random.Random(79)
    found = []
    for path in sorted(LOGHUB.glob("*_2k.log")):
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        stating: dict[str, list[str]] = {}
        for line in lines:
            for _, _, key in event_spans(line):
                if key in NAMED and key in text_events(line).all("stated"):
                    stating.setdefault(key, []).append(line)
        quiet = [line for line in lines if not event_spans(line)]
        for key, written in sorted(stating.items()):
            for _ in range(min(8, len(written))):
                form = rng.choice(FORMS)
                claim = form.format(E=NAMED[key], e=NAMED[key].lower())
                chosen = rng.sample(written, min(3, len(written)))
                found.append((claim, rng.choice(chosen), "\n".join(chosen), True))
                others = rng.sample(quiet, 3)
                found.append((claim, others[0], "\n".join(others), False))
    return found


def test_an_english_denial_of_an_event_the_english_lines_state_fails() -> None:
    probes = [(claim, excerpt, output) for claim, excerpt, output, states in _probes() if states]
    assert len(probes) >= 30
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in probes]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_denial_passes_where_the_lines_state_no_such_event() -> None:
    probes = [(claim, excerpt, output) for claim, excerpt, output, states in _probes() if not states]
    reports = [(claim, check(claim, excerpt, output)) for claim, excerpt, output in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_denial_in_time_is_no_flip() -> None:
    output = ("2026-12-02 03:14:01 ERROR [order-svc] request timeout after 5000ms\n"
              "2026-12-02 03:16:00 INFO [order-svc] restarted\n"
              "2026-12-02 03:18:00 INFO [order-svc] GET /api/orders 200 12ms")
    for claim in ("After the restart, no request timeouts occurred.", "order-svc 重启后未再出现请求超时",
                  "Request timeouts did not occur again after the restart."):
        assert check(claim, output, output).status == "pass", claim
    assert check("After the restart, no request timeouts occurred.", output,
                 output + "\n2026-12-02 03:19:00 ERROR [order-svc] request timeout after 5000ms"
                 ).status == "fail"
