"""A GPU's reading a claim gives otherwise than `nvidia-smi` prints it: its memory used or in all,
its utilisation, temperature and power draw.

`GPU 1 显存使用 15360MiB，利用率 87%` citing `nvidia-smi`, whose GPU 0 uses 15360MiB at 87% and GPU
1 2048MiB at 12%: the values are the output's and nvidia-smi prints each GPU's over two rows of a
box, so nothing tied them to their GPU. Each GPU's readings are read from its two rows (`|   0
Tesla V100-SXM2...  On   | ...` and `| N/A   45C    P0    56W / 300W |  15360MiB / 16160MiB |
87%      Default |`). A clause naming one GPU (`GPU 0`, `GPU0`, `0 号卡`, `卡 1`; the only one, of
an output printing one) and a reading's words (`显存`, `memory`; `利用率`, `utilization`; `温度`,
`temperature`; `功耗`, `power`) gives it the value right after or before them: another value than
its GPU's contradicts it (a size by powers of 1,000 or 1,024, to the places written). Unsure says
nothing: two GPUs in a clause, a bound, an approximation, values given `respectively`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, RESPECTIVELY, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to, size_written

_GPU = compiled(r"^\|\s+(?P<gpu>\d{1,2})\s+[^|\n]+\|[^|\n]+\|[^|\n]*\|\n"
                r"\|\s+\S+\s+(?P<temp>\d+)C\s+P\d+\s+(?P<power>\d+)W\s*/\s*\d+W\s*\|"
                r"\s*(?P<used>\d+)MiB\s*/\s*(?P<total>\d+)MiB\s*\|\s*(?P<util>\d+)%", re.MULTILINE)
#: A reading's words in a claim, and the unit its value is written in.
_SAID = compiled(r"(?P<total>总显存|显存总量|显存容量|(?<![A-Za-z])(?i:total\s+memory)(?![A-Za-z]))"
                 r"|(?P<used>显存(?:使用|占用|用量)?|(?<![A-Za-z])(?i:memory(?:\s+usage|\s+used)?)(?![A-Za-z]))"
                 r"|(?P<util>(?:GPU\s*)?(?:利用率|使用率)|(?<![A-Za-z])(?i:utili[sz]ation|util)(?![A-Za-z]))"
                 r"|(?P<temp>温度|(?<![A-Za-z])(?i:temperature|temp)(?![A-Za-z]))"
                 r"|(?P<power>功耗|功率|(?<![A-Za-z])(?i:power(?:\s+draw)?)(?![A-Za-z]))")
_VALUE = {"used": r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[KMGT]i?B|[KMGT](?![A-Za-z]))",
          "total": r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[KMGT]i?B|[KMGT](?![A-Za-z]))",
          "util": r"(?P<n>\d+(?:\.\d+)?)\s*%", "temp": r"(?P<n>\d+(?:\.\d+)?)\s*(?:°\s*C|℃|C|度)(?![A-Za-z])",
          "power": r"(?P<n>\d+(?:\.\d+)?)\s*(?:W|瓦)(?![A-Za-z])"}
_AFTER = {name: compiled(rf"[^\d，。；,;]{{0,8}}?(?<![A-Za-z0-9_.\-]){value}")
          for name, value in _VALUE.items()}
_BEFORE = {name: compiled(rf"(?<![A-Za-z0-9_.\-]){value}\s*(?:的)?\s*\Z") for name, value in _VALUE.items()}
_NAMED = compiled(r"(?<![A-Za-z])(?i:gpu)\s*#?\s*(?P<en>\d{1,2})(?![\d.%])"
                  r"|(?P<zh>\d{1,2})\s*号\s*(?:卡|GPU|显卡)"
                  r"|卡\s*(?P<card>\d{1,2})(?![\d.%])")


@lru_cache(maxsize=64)
def gpus(text: str) -> dict[str, dict[str, str]]:
    """Each GPU's readings (`used`, `total` in MiB, `util` in %, `temp` in C, `power` in W)."""
    return {m.group("gpu"): {name: m.group(name) for name in ("temp", "power", "used", "total", "util")}
            | {"row": text[m.start():m.end()]} for m in _GPU.finditer(text)}


def gpu_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the GPU's reading]) for the first reading the claim gives a GPU
    otherwise (see the module docstring)."""
    del anchors, anchors_of  # the readings are read as printed
    readings = sole_reading(texts, ("NVIDIA-SMI", "MiB /"), gpus)
    if readings is None:
        return None
    for said in _SAID.finditer(claim):
        which = next(name for name, value in said.groupdict().items() if value)
        low, high = clause_around(claim, said.start(), said.end())
        named = {m.group("en") or m.group("zh") or m.group("card") for m in _NAMED.finditer(claim, low, high)}
        gpu = named.pop() if len(named) == 1 else None
        if gpu is None and not named and len(readings) == 1:  # the only one printed
            gpu = next(iter(readings))
        if gpu not in readings or BOUND.search(claim, low, high) or APPROX.search(claim, low, high) \
                or RESPECTIVELY.search(claim, low, high):
            continue
        value = _AFTER[which].match(claim, said.end(), high) \
            or _BEFORE[which].search(claim, low, said.start())
        if value is None or _agrees(which, readings[gpu][which], value):
            continue
        start, end = value.span("n")
        return Anchor("number", value.group("n"), claim[start:end], start, end), [
            f"GPU {gpu} {which} {readings[gpu][which]} "
            f"({clipped(' '.join(readings[gpu]['row'].split()), 90)!r})"]
    return None


def _agrees(which: str, printed: str, value: re.Match[str]) -> bool:
    if which in ("used", "total"):
        return size_written(printed, "MiB", value.group("n"), value.group("unit"))
    return rounded_to(Decimal(printed), value.group("n"), cut=True)
