"""A GPU's readings as `nvidia-smi` prints them (`GPU 0 显存使用 15360MiB，利用率 87%`, `GPU 1 的温度为
38°C`, `GPU 2 的功耗为 41W`), pass; another GPU's reading fails.

nvidia-smi prints each GPU's readings over two rows of a box, so nothing tied a value to its GPU:
of 60 forged claims all passed. Now each GPU's rows are read together
(`gatekeeper.rules.support.evidence.gpu_status`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"used": ("GPU {g} 显存使用 {v}MiB", "GPU {g} 的显存占用为 {v} MiB", "GPU {g} memory usage is {v}MiB"),
        "util": ("GPU {g} 的利用率为 {v}%", "{g} 号卡 GPU 利用率 {v}%", "GPU {g} utilization is {v}%"),
        "temp": ("GPU {g} 的温度为 {v}°C", "GPU {g} 温度 {v}C"),
        "power": ("GPU {g} 的功耗为 {v}W", "GPU {g} power draw is {v}W")}
_RULE = "+-------------------------------+----------------------+----------------------+"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    count = rng.randint(2, 4)
    readings = {"used": rng.sample(range(512, 40000), count), "util": rng.sample(range(0, 100), count),
                "temp": rng.sample(range(30, 85), count), "power": rng.sample(range(40, 300), count)}
    lines = ["+-----------------------------------------------------------------------------+",
             "| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0     |",
             "|-------------------------------+----------------------+----------------------+",
             "| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |",
             "| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |",
             "|                               |                      |               MIG M. |",
             "|===============================+======================+======================|"]
    for n in range(count):
        memory = f"{readings['used'][n]}MiB / 40960MiB"
        temp, power = readings["temp"][n], readings["power"][n]
        lines += [f"|  {n:>2}  NVIDIA A100-SXM...  On   | 00000000:00:{n + 30:02X}.0 Off |"
                  "                    0 |",
                  f"| N/A   {temp:>2}C    P0   {power:>3}W / 400W | {memory:>20} |"
                  f"     {readings['util'][n]:>2}%      Default |",
                  "|                               |                      |             Disabled |", _RULE]
    output = "\n".join(lines)
    which = rng.choice(list(SAID))
    gpu, other = rng.sample(range(count), 2)
    form = rng.choice(SAID[which])
    return form.format(g=gpu, v=readings[which][gpu]), form.format(g=other, v=readings[which][gpu]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1213)
    return [_probe(rng) for _ in range(60)]


def test_a_gpu_s_own_readings_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_gpu_s_reading_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
