"""A host's kernel as `hostnamectl` prints it on RHEL and its rebuilds, run on two or three hosts one
after another (`db-prod-3 的内核版本为 4.18.0-513.5.1.el8_9.x86_64`, `web-2 runs kernel
5.14.0-362.8.1.el9_3.x86_64`), passes; another host's kernel fails.

    == db-prod-3 ==
     Static hostname: db-prod-3
           Icon name: computer-vm
             Chassis: vm
          Machine ID: 3f2a9c1e7b5d4e8f9a0b1c2d3e4f5a6b
             Boot ID: 8e1d2c3b4a5f46e7a8b9c0d1e2f3a4b5
      Virtualization: kvm
    Operating System: Red Hat Enterprise Linux 8.9 (Ootpa)
         CPE OS Name: cpe:/o:redhat:enterprise_linux:8::baseos
              Kernel: Linux 4.18.0-513.5.1.el8_9.x86_64
        Architecture: x86-64

    == web-2 ==
     Static hostname: web-2
    ...
    Operating System: Rocky Linux 9.3 (Blue Onyx)
              Kernel: Linux 5.14.0-362.8.1.el9_3.x86_64

Every forged claim passed (at 8863ac7): `...el8_9.x86_64` was no version (its `_`), and a
`Static hostname:` block nobody's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = ("{h} 的内核版本为 {k}", "{h} 的内核是 {k}", "{h} runs kernel {k}", "the kernel of {h} is {k}")

#: A release -> the kernels it shipped (without the architecture).
KERNELS = {"8.8": ("4.18.0-477.10.1.el8_8", "4.18.0-477.27.1.el8_8"),
           "8.9": ("4.18.0-513.5.1.el8_9", "4.18.0-513.24.1.el8_9"),
           "8.10": ("4.18.0-553.el8_10", "4.18.0-553.16.1.el8_10"),
           "9.2": ("5.14.0-284.11.1.el9_2", "5.14.0-284.30.1.el9_2"),
           "9.3": ("5.14.0-362.8.1.el9_3", "5.14.0-362.24.1.el9_3"),
           "9.4": ("5.14.0-427.13.1.el9_4", "5.14.0-427.42.1.el9_4")}
STREAM = {"8": ("4.18.0-526.el8", "4.18.0-552.el8"), "9": ("5.14.0-391.el9", "5.14.0-427.el9")}
ROCKY = {"8": "Green Obsidian", "9": "Blue Onyx"}
ALMA = {"8.8": "Sapphire Caracal", "8.9": "Midnight Oncilla", "8.10": "Cerulean Leopard",
        "9.2": "Turquoise Kodkod", "9.3": "Shamrock Pampas Cat", "9.4": "Seafoam Ocelot"}
#: A virtualization -> the Hardware Vendor and Model systemd 252 prints under it (a bare-metal
#: vendor -> the same).
VIRTUAL = {"kvm": ("Red Hat", "KVM"), "vmware": ("VMware, Inc.", "VMware Virtual Platform"),
           "microsoft": ("Microsoft Corporation", "Virtual Machine")}
METAL = {"dell": ("Dell Inc.", "PowerEdge R650"), "hpe": ("HPE", "ProLiant DL380 Gen10")}
HOSTS = ("db-prod-3", "db-prod-1", "web-2", "web-5", "app-01", "app-07", "kafka-2", "cache-4", "bastion-1")


def _system(rng: random.Random) -> tuple[str, str, str]:
    """(Operating System, CPE OS Name, kernel release without its architecture)."""
    distro = rng.choice(("rhel", "rocky", "alma", "stream"))
    if distro == "stream":
        major = rng.choice(tuple(STREAM))
        return f"CentOS Stream {major}", f"cpe:/o:centos:centos:{major}", rng.choice(STREAM[major])
    release = rng.choice(tuple(KERNELS))
    major = release.split(".")[0]
    kernel = rng.choice(KERNELS[release])
    if distro == "rhel":
        return (f"Red Hat Enterprise Linux {release} ({'Ootpa' if major == '8' else 'Plow'})",
                f"cpe:/o:redhat:enterprise_linux:{major}::baseos", kernel)
    if distro == "rocky":
        return (f"Rocky Linux {release} ({ROCKY[major]})",
                f"cpe:/o:rocky:rocky:{major}{':GA' if major == '8' else '::baseos'}", kernel)
    return f"AlmaLinux {release} ({ALMA[release]})", f"cpe:/o:almalinux:almalinux:{major}::baseos", kernel


def _hex(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(32))


def _host(rng: random.Random, host: str) -> tuple[str, list[str]]:
    """(kernel release, the lines `hostnamectl` prints on `host`)."""
    system, cpe, kernel = _system(rng)
    arm = rng.random() < 0.2
    kernel += ".aarch64" if arm else ".x86_64"
    virtual = rng.random() < 0.7
    newer = "el9" in kernel
    chassis = ("vm" if virtual else "server") + ((" 🖴" if virtual else " 🖳") if newer else "")
    fields = [("Static hostname", host), ("Icon name", "computer-vm" if virtual else "computer-server"),
              ("Chassis", chassis), ("Machine ID", _hex(rng)), ("Boot ID", _hex(rng))]
    machine = rng.choice(tuple(VIRTUAL if virtual else METAL))
    if virtual:
        fields.append(("Virtualization", machine))
    fields += [("Operating System", system), ("CPE OS Name", cpe), ("Kernel", f"Linux {kernel}"),
               ("Architecture", "arm64" if arm else "x86-64")]
    if newer:
        vendor, model = (VIRTUAL if virtual else METAL)[machine]
        fields += [("Hardware Vendor", vendor), ("Hardware Model", model)]
    return kernel, [f"{name:>16}: {value}" for name, value in fields]


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    hosts = rng.sample(HOSTS, rng.randint(2, 3))
    kernels, lines = {}, []
    for host in hosts:
        kernels[host], printed = _host(rng, host)
        lines += ([""] if lines else []) + [f"== {host} =="] + printed
    if len(set(kernels.values())) < len(kernels):
        return None
    one = rng.choice(hosts)
    other = rng.choice([kernels[h] for h in hosts if h != one])
    form = rng.choice(SAID)
    return form.format(h=one, k=kernels[one]), form.format(h=one, k=other), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7381)


def test_a_host_s_own_kernel_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_host_s_kernel_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
