"""A node's allocated requests and limits as `kubectl describe node` prints them (`节点 CPU requests
已分配 95%`, `内存 limits 为 12Gi`), pass; the other side's or another resource's value fails.

Each row prints both sides, an amount and a share each (`cpu  3800m (95%)  7 (175%)`): of 60
forged claims all passed. Now each resource's row is read as printed
(`gatekeeper.rules.support.evidence.allocated`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

WORDS = {"cpu": ("节点 CPU", "the node's CPU"), "memory": ("节点内存", "the node's memory")}
SIDES = {"requests": ("requests 已分配 {v}", "requests are {v}"),
         "limits": ("limits 为 {v}", "limits are {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    shares = rng.sample(range(5, 240), 4)
    cpu = (f"{rng.randint(1, 79) * 100}m", shares[0], str(rng.randint(2, 16)), shares[1])
    memory = (f"{rng.randint(1, 30)}Gi", shares[2], f"{rng.randint(31, 64)}Gi", shares[3])
    output = "\n".join([
        "Name:               ip-10-0-1-23.ec2.internal", "Allocated resources:",
        "  (Total limits may be over 100 percent, i.e., overcommitted.)",
        "  Resource           Requests      Limits", "  --------           --------      ------",
        f"  cpu                {cpu[0]} ({cpu[1]}%)   {cpu[2]} ({cpu[3]}%)",
        f"  memory             {memory[0]} ({memory[1]}%)     {memory[2]} ({memory[3]}%)",
        "  ephemeral-storage  0 (0%)        0 (0%)"])
    rows = {"cpu": cpu, "memory": memory}
    resource, side = rng.choice(list(rows)), rng.choice(list(SIDES))
    other_resource = "memory" if resource == "cpu" else "cpu"
    share = rows[resource][1 if side == "requests" else 3]
    wrong = rng.choice((rows[resource][3 if side == "requests" else 1],
                        rows[other_resource][1 if side == "requests" else 3]))
    language = rng.randrange(2)
    form = f"{WORDS[resource][language]} {SIDES[side][language]}"
    return form.format(v=f"{share}%"), form.format(v=f"{wrong}%"), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1219)
    return [_probe(rng) for _ in range(60)]


def test_a_resource_s_own_side_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_side_s_or_resource_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
