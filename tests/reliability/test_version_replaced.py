"""A claim giving a service a release its evidence does not give it never passes.

Generated deploy logs (three to five services, each rolled out to a release of its own, as a
deploy history query returns them): the claim dates the incident to a service's release and
names another service's (`order-svc 在 03:12 发布了 v2.14.0 之后开始报错`, `The errors began after
order-svc rolled out v2.14.0`), citing the service's line or the whole log. No anchor read a
release, so every such claim passed with no finding before round 15 (the `version` kind:
docs/anchors.md); all fail now (the release put in the excerpt's place: `replaced`; another
row's release: `rows`), and the service's own release passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, check, clock_stamp

FORMS = ("{s} 在 {t} 发布了 v{v} 之后开始报错", "The errors began after {s} rolled out v{v}.",
         "{s} 升级到 {v} 后出现异常", "{s} 的版本为 v{v}")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(97)
    found = []
    for _ in range(60):
        services = rng.sample((*SERVICES, "api-gateway", "billing-worker"), rng.randint(3, 5))
        clock, lines, releases = rng.randint(0, 70000), [], {}
        for service in services:
            clock += rng.randint(30, 900)
            release = f"{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"
            while release in releases.values():
                release += "1"
            releases[service] = release
            lines.append(f"{clock_stamp(clock)} [deployer] {service} rolled out v{release}")
        mine, theirs = rng.sample(services, 2)
        line = lines[services.index(mine)]
        form = rng.choice(FORMS).replace("{s}", mine).replace("{t}", line[11:16])
        output = "\n".join(lines)
        excerpt = line if rng.random() < 0.5 else output
        found.append((form.format(v=releases[mine]), form.format(v=releases[theirs]), excerpt, output))
    return found


def test_a_release_of_another_service_fails() -> None:
    reports = [(forged, check(forged, excerpt, output)) for _, forged, excerpt, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []


def test_the_service_s_own_release_passes() -> None:
    reports = [(claim, check(claim, excerpt, output)) for claim, _, excerpt, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
