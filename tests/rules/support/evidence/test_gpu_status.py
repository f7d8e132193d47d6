"""A GPU's readings against `nvidia-smi` (gatekeeper.rules.support.evidence.gpu_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.gpu_status import gpu_value_swapped, gpus

SMI = """| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Tesla V100-SXM2...  On   | 00000000:00:1E.0 Off |                    0 |
| N/A   45C    P0    56W / 300W |  15360MiB / 16160MiB |     87%      Default |
+-------------------------------+----------------------+----------------------+
|   1  Tesla V100-SXM2...  On   | 00000000:00:1F.0 Off |                    0 |
| N/A   38C    P0    41W / 300W |   2048MiB / 16160MiB |     12%      Default |
+-------------------------------+----------------------+----------------------+"""


def test_each_gpu_s_two_rows_are_read_together() -> None:
    assert gpus(SMI)["1"]["used"] == "2048" and gpus(SMI)["0"]["util"] == "87"


@pytest.mark.parametrize("claim", [
    "GPU 1 显存使用 15360MiB", "GPU 1 的利用率为 87%", "GPU 0 温度 38C", "GPU 1 的功耗为 56W",
    "1 号卡 GPU 利用率 87%", "GPU 1 的显存使用 15 GB",
])
def test_another_gpu_s_reading_is_contradicted(claim: str) -> None:
    assert gpu_value_swapped(claim, [], [SMI], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "GPU 0 显存使用 15360MiB", "GPU 0 显存占用 15 GiB", "GPU 1 的显存使用 2 GB", "GPU 0 的温度为 45°C",
    "GPU 0 显存总量 16160MiB", "GPU 0 显存占用约 14 GB",  # an approximation
    "GPU 0 和 GPU 1 的利用率为 87%",  # two GPUs
    "GPU 3 的利用率为 87%",  # no GPU printed: unsure
])
def test_a_gpu_s_own_reading_or_unsure_is_not(claim: str) -> None:
    assert gpu_value_swapped(claim, [], [SMI], lambda line: []) is None
