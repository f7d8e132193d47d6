"""A process given another's share of CPU in `pidstat`'s table fails; its own passes.

pidstat prints `%CPU` (the share) beside `CPU` (the processor the task ran on). `java 的 CPU
占用为 90%` citing java's `%CPU 90.00` and `CPU 1` failed REJECT (the claim's `CPU` named the
processor's column, and 90% was another column's cell of the row), while `nginx 的 CPU 占用为
90%` (java's share) passed. Now a claim's `CPU` names the share when the table prints both
(`gatekeeper.rules.support.evidence.column_names`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COMMANDS = ("java", "nginx", "mysqld", "redis-server", "node", "python3", "postgres")
SAID = ("{p} 的 CPU 占用为 {v}%", "{p} 进程 CPU 使用率 {v}%", "{p} used {v}% CPU",
        "{p} 的 CPU 占用率达到 {v}%")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    commands = rng.sample(COMMANDS, 3)
    shares = rng.sample(range(2, 99), 3)
    hour, minute = rng.randint(1, 11), rng.randint(0, 59)
    rows = []
    for command, share in zip(commands, shares, strict=True):
        user = rng.randint(0, share)
        system = share - user
        uid, pid, processor = rng.choice((0, 33, 999, 1000)), rng.randint(300, 40000), rng.randint(0, 7)
        rows.append(f"{hour:02d}:{minute:02d}:02 AM  {uid:4d}  {pid:8d}  {user:6.2f}  {system:6.2f}    0.00"
                    f"    0.00  {share:6.2f}  {processor:4d}  {command}")
    output = (f"Linux 5.4.0-150-generic (web-{rng.randint(1, 9)})  12/07/2026  _x86_64_  (8 CPU)\n\n"
              f"{hour:02d}:{minute:02d}:01 AM   UID       PID    %usr %system  %guest   %wait    %CPU   CPU"
              "  Command\n" + "\n".join(rows))
    form = rng.choice(SAID)
    return form.format(p=commands[0], v=shares[0]), form.format(p=commands[0], v=shares[1]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8440, 60)


def test_another_process_s_share_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_process_s_own_share_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
