"""A host's kernel and operating system releases as `hostnamectl` prints them (`内核版本为
5.15.0-91-generic`, `the OS version is 22.04.3`), pass; the other's release fails.

       Operating System: Ubuntu 22.04.3 LTS
                 Kernel: Linux 5.15.0-91-generic

`内核版本为 22.04.3` (the system's) passed (at 3f755b4): a field with no `version` in its name was
no version's, and `5.15.0-91-generic` no version at all.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SYSTEMS = (("Ubuntu", ("22.04.3 LTS", "20.04.6 LTS", "24.04.1 LTS")), ("Debian GNU/Linux", ("12.4.0",)),
           ("Rocky Linux", ("9.3.0", "8.9.0")), ("CentOS Stream", ("9.0.1",)))
KERNEL = ("内核版本为 {v}", "内核是 {v}", "the kernel version is {v}", "running kernel {v}")
SYSTEM = ("操作系统版本为 {v}", "the operating system version is {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    name, releases = rng.choice(SYSTEMS)
    release = rng.choice(releases)
    kernel = f"{rng.choice((5, 6))}.{rng.randint(1, 19)}.{rng.randint(0, 120)}-{rng.randint(1, 200)}-" \
             f"{rng.choice(('generic', 'aws', 'azure', 'cloud-amd64'))}"
    lines = [f"   Static hostname: {rng.choice(('web01', 'db-2', 'ip-10-0-1-5'))}",
             "         Icon name: computer-vm", "           Chassis: vm",
             f"        Machine ID: {rng.getrandbits(128):032x}",
             f"  Operating System: {name} {release}", f"            Kernel: Linux {kernel}",
             "      Architecture: x86-64"]
    version = release.split()[0]
    if rng.random() < 0.6:
        form = rng.choice(KERNEL)
        return form.format(v=kernel), form.format(v=version), "\n".join(lines)
    form = rng.choice(SYSTEM)
    return form.format(v=version), form.format(v=kernel), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4833)


def test_a_release_said_of_its_own_component_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_component_s_release_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
