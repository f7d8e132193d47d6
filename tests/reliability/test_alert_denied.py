"""A claim saying of a monitoring alert what its own lines deny never passes.

Generated alerts outputs (Alertmanager's list as a table or as JSON lines: three to six alerts of
the services of generated logs, each firing from a time of the day, some resolved later): the
claim cites the output and says an alert that is still firing resolved (`{a} 告警已恢复`, `The
{a} alert was resolved`), gives it to another service (`{s} 触发了 {a} 告警`, `{a} fired for
{s}`) or a firing time another alert has (`{a} 告警在 {t} 触发`, `{a} fired at {t}`). The alert's
name, the service and the time are all the output's, so every such claim passed with no finding
before claim.value_contradiction read the alert's lines
(gatekeeper.rules.support.evidence.alerts); all fail now, and what the lines say passes.
"""

from __future__ import annotations

import json
import random

from loghub_quotes import SERVICES, check

ALERTS = ("HighCPUUsage", "HighMemoryUsage", "HighLatencyP99", "KubePodCrashLooping", "TargetDown",
          "HighErrorRate", "DiskSpaceLow", "DBPoolExhausted")
RESOLVED = ("{a} 告警已恢复", "The {a} alert was resolved.", "{a} 告警已解除。")
FOR = ("{s} 触发了 {a} 告警", "{a} fired for {s}.")
AT = ("{a} 告警在 {t} 触发", "{a} fired at {t}.")


def _output(rng: random.Random) -> tuple[str, list[tuple[str, str, str, str | None]]]:
    """(the output, [(alert, service, HH:MM it fired, HH:MM it resolved or None)])."""
    alerts = []
    minutes = rng.sample(range(0, 1380), 6)
    for name, minute in zip(rng.sample(ALERTS, rng.randint(3, 6)), minutes, strict=False):
        fired = f"{minute // 60:02d}:{minute % 60:02d}"
        end = minute + rng.randint(5, 50) if rng.random() < 0.5 else None
        resolved = None if end is None else f"{end // 60:02d}:{end % 60:02d}"
        alerts.append((name, rng.choice(SERVICES), fired, resolved))
    if rng.random() < 0.5:
        lines = [f"2026-12-02T{fired}:00Z FIRING   {name:<20} severity=critical service={who}"
                 for name, who, fired, _ in alerts]
        lines += [f"2026-12-02T{resolved}:00Z RESOLVED {name:<20} severity=critical service={who}"
                  for name, who, _, resolved in alerts if resolved]
    else:
        lines = [json.dumps({"alertname": name, "status": "resolved" if resolved else "firing",
                             "labels": {"service": who}, "startsAt": f"2026-12-02T{fired}:00Z",
                             **({"endsAt": f"2026-12-02T{resolved}:00Z"} if resolved else {})})
                 for name, who, fired, resolved in alerts]
    return "\n".join(lines), alerts


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(73)
    found = []
    while len(found) < 90:
        output, alerts = _output(rng)
        name, who, fired, _ = rng.choice(alerts)
        others = [alert for alert in alerts if alert[0] != name]
        kind = len(found) % 3
        if kind == 0:
            firing = [alert for alert in alerts if alert[3] is None]
            done = [alert for alert in alerts if alert[3] is not None]
            if not firing or not done:
                continue
            form = rng.choice(RESOLVED)
            found.append((form.format(a=done[0][0]), form.format(a=firing[0][0]), output))
        elif kind == 1:
            other = next((s for s in SERVICES if s != who and any(a[1] == s for a in others)), None)
            if other is None:
                continue
            form = rng.choice(FOR)
            found.append((form.format(a=name, s=who), form.format(a=name, s=other), output))
        else:
            form = rng.choice(AT)
            found.append((form.format(a=name, t=fired), form.format(a=name, t=others[0][2]), output))
    return found


def test_what_an_alert_s_lines_deny_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_what_an_alert_s_lines_say_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
