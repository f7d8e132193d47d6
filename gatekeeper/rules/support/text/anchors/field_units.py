"""Values a status output prints bare under a name giving their unit, read in that unit:
`nodetool info`'s `Heap Memory (MB) : 6123.45 / 8192.00` and `Uptime (seconds) : 86400`, Apache's
`server-status?auto` `Total kBytes: 9231544` and `BytesPerReq: 6377.41`.

A faithful `堆外内存为 412.10 MB` (`Off Heap Memory (MB) : 412.10`) named a value found nowhere
(the cache sizes' `MiB` held no such size) and failed, as did `运行了 86400 秒` and `总传输量为
9231544 kB`. Each such number is read here in its name's unit (a size in bytes, a time in
milliseconds, as a claim's are), named by the field.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import placed_numbers, scaled_at
from gatekeeper.rules.support.text.patterns import compiled

#: What a field's reading needs: a unit in brackets after its name, or Apache's names.
PRINTED = (" (MB)", " (KB)", " (kB)", " (GB)", " (ms)", " (seconds)", "kBytes:", "BytesPerReq:")
_FIELD = compiled(r"^[ \t]*(?P<name>[A-Za-z][A-Za-z ]*?) \((?P<unit>MB|KB|kB|GB|ms|seconds)\)[ \t]*:"
                  r"[ \t]*(?P<first>\d+(?:\.\d+)?)(?:[ \t]*/[ \t]*(?P<second>\d+(?:\.\d+)?))?[ \t]*$"
                  r"|^(?P<named>Total (?P<kb>kBytes)|BytesPerReq):[ \t]*(?P<bare>\d+(?:\.\d+)?)[ \t]*$")
_UNITS = {"MB": ("bytes", Decimal(1024 ** 2)), "KB": ("bytes", Decimal(1024)), "kB": ("bytes", Decimal(1024)),
          "GB": ("bytes", Decimal(1024 ** 3)), "ms": ("ms", Decimal(1)), "seconds": ("ms", Decimal(1000)),
          "kBytes": ("bytes", Decimal(1024)), "": ("bytes", Decimal(1))}


def field_unit_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each bare value of a field whose name gives its unit read in that unit."""
    named: dict[int, tuple[str, str, Decimal]] = {}
    digits: dict[int, tuple[str, str, None]] = {}  # (ten digits are read as a time otherwise)
    at = 0
    for line in folded.split("\n"):
        field = _FIELD.match(line)
        if field is not None:
            name = (field["name"] or field["named"]).strip().lower()
            unit, factor = _UNITS[field["unit"] or field["kb"] or ""]
            for group in ("first", "second", "bare"):
                if field[group] is not None:
                    named[at + field.start(group)] = (name, unit, factor)
                    digits[at + field.start(group)] = (field[group], name, None)
        at += len(line) + 1
    return scaled_at(placed_numbers(anchors, digits), named)
