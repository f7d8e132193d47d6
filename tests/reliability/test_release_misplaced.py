"""A claim saying a deploy or a rollback went to a release the lines of that event do not name
never passes.

Generated deploy histories (two or three services, each deployed to a new release and some
rolled back to the one before, as a deploy tool's log prints them): the claim cites the history
and says a service was rolled back to the release its deploy went to (`{s} 回滚到 {v}`, `{s} was
rolled back to {v}`) or deployed the one it was rolled back to, or another service's (`{s} 发布了
{v}`, `{s} deployed {v}`). Service, release and event are all the output's, so every such claim
passed with no finding before claim.value_contradiction read the releases each event's lines
name (gatekeeper.rules.support.evidence.releases, and rows for another service's); all fail now,
and the releases each event went to pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check, clock_stamp

ROLLED_BACK = ("{s} 回滚到 {v}", "{s} was rolled back to {v}.", "{s} 已回退至 {v}")
DEPLOYED = ("{s} 发布了 {v}", "{s} deployed {v}.", "{s} 升级到 {v}")


def _history(rng: random.Random) -> tuple[str, list[tuple[str, str, str | None]]]:
    """(the deploy log, [(service, release deployed, release rolled back to or None)])."""
    clock, lines, services = rng.randint(0, 60000), [], []
    for service in rng.sample(SERVICES, rng.randint(2, 3)):
        major, minor = rng.randint(1, 5), rng.randint(1, 30)
        old, new = f"v{major}.{minor}.{rng.randint(0, 9)}", f"v{major}.{minor + 1}.0"
        back = old if rng.random() < 0.6 else None
        services.append((service, new, back))
        clock += rng.randint(30, 600)
        lines.append(f"{clock_stamp(clock)} [deployer] deploy {service} {new} started")
        clock += rng.randint(30, 300)
        lines.append(f"{clock_stamp(clock)} [deployer] deploy {service} {new} finished")
        if back:
            clock += rng.randint(60, 1800)
            lines.append(f"{clock_stamp(clock)} [deployer] rollback {service} to {back} finished")
    return "\n".join(lines), services


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(89)
    found = []
    while len(found) < 60:
        output, services = _history(rng)
        service, new, back = rng.choice(services)
        others = [n for s, n, _ in services if s != service]
        if back and rng.random() < 0.5:
            form = rng.choice(ROLLED_BACK)
            found.append((form.format(s=service, v=back), form.format(s=service, v=new), output))
            continue
        form = rng.choice(DEPLOYED)
        wrong = back if back and rng.random() < 0.5 else others[0]
        found.append((form.format(s=service, v=new), form.format(s=service, v=wrong), output))
    return found


def test_a_release_the_event_s_lines_do_not_name_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_release_the_event_went_to_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
