"""Which process a pid is, or the OOM killer killed, restated (`OOM killer 杀掉了 java 进程（pid 28411）`
for `Killed process 28411 (java)`; `nginx[3120]` for syslog's `nginx[3120]:`) passes; another
process for the pid, and the sizes of the killed one swapped (`anon-rss 约 8 GB` for its
total-vm), fail.

The pid is the output's and a program's name no anchor: every forged name passed; and a field's
size in another unit (`8 GB` for `8123456kB`) was no field's value. Now a process printed with
its pid is read against the claim's (`gatekeeper.rules.support.evidence.processes`) and sizes
are compared across units (`gatekeeper.rules.support.evidence.fields`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PROGRAMS = ("java", "nginx", "mysqld", "redis-server", "python3", "node", "postgres", "envoy")
KILLED = ("OOM killer 杀掉了 {p} 进程（pid {n}）", "the OOM killer killed the {p} process (pid {n})",
          "PID 为 {n} 的 {p} 进程被 OOM 杀掉", "pid {n} ({p}) was killed by the OOM killer",
          "内核 OOM 杀死了 {p} 进程", "{p}进程（pid {n}）被OOM杀掉")
MAIN = ("{u} 的主进程是 {p} 进程（pid {n}）", "{u} runs as the {p} process (PID {n})",
        "{u} 主进程 pid {n} ({p})")
SIZES = ("被杀进程的 {f} 约 {v} GB", "the killed process had {f} of about {v} GB")


def _oom(rng: random.Random) -> tuple[str, str, str]:
    victim, other = rng.sample(PROGRAMS, 2)
    pid = rng.randint(1000, 65000)
    vm = rng.randint(4, 16)
    rss = rng.randint(1, vm - 2)  # 2 GiB apart: 11 GiB is 11.8 GB, which `about 12 GB` holds
    stamp = f"[{rng.randint(100000, 9999999)}.{rng.randint(0, 999999):06}]"
    total, resident = vm * 1024 * 1024 + rng.randint(0, 9999), rss * 1024 * 1024 + rng.randint(0, 9999)
    output = "\n".join([
        f"{stamp} {other} invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0",
        f"{stamp} Out of memory: Killed process {pid} ({victim}) total-vm:{total}kB, "
        f"anon-rss:{resident}kB, file-rss:0kB, shmem-rss:0kB, UID:1000 "
        f"pgtables:{rng.randint(1000, 30000)}kB oom_score_adj:0"])
    if rng.random() < 0.3:  # a size given the field of the other
        form = rng.choice(SIZES)
        return (form.format(f="anon-rss", v=rss), form.format(f="anon-rss", v=vm), output)
    form = rng.choice(KILLED)
    return form.format(p=victim, n=pid), form.format(p=other, n=pid), output


def _unit(rng: random.Random) -> tuple[str, str, str]:
    program, other = rng.sample(PROGRAMS, 2)
    unit = rng.choice(("order-svc", "payment-svc", "gateway", "inventory-api"))
    pid = rng.randint(1000, 65000)
    output = "\n".join([
        f"● {unit}.service - {unit}",
        f"     Loaded: loaded (/etc/systemd/system/{unit}.service; enabled)",
        f"     Active: active (running) since Tue 2026-12-01 03:33:09 UTC; {rng.randint(2, 59)}min ago",
        f"   Main PID: {pid} ({program})",
        f"      Tasks: {rng.randint(20, 90)} (limit: 4915)"])
    form = rng.choice(MAIN)
    return form.format(u=unit, p=program, n=pid), form.format(u=unit, p=other, n=pid), output


def _probe(rng: random.Random) -> tuple[str, str, str]:
    return rng.choice((_oom, _oom, _unit))(rng)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(28411)
    return [_probe(rng) for _ in range(60)]


def test_a_process_s_own_name_and_sizes_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_process_or_size_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
