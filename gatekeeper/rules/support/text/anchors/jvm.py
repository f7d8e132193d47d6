"""The JVM's memory options (`-Xmx2g`, `-Xms512m`, `-Xss1m`, `-XX:MaxMetaspaceSize=256m`): sizes in
bytes, binary, `k`/`m`/`g`/`t` in either case, none for bytes (docs/anchors.md, Numbers). `-Xmx2g`
was no anchor and `256m` 256 minutes: `最大堆内存为 2GB` restating the options failed LOW_CONFID,
and so did any other size."""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.patterns import compiled

#: For the extractor's master pattern (named group `jvm`: the option `jvmopt`, the size `jvmsize`).
JVM_OPTION = r"(?<![\w\-])-X(?P<jvmopt>mx|ms|ss|mn)(?P<jvmsize>\d+[kKmMgGtT]?)(?![\w.])"
#: `-XX:` options whose value is a size, right before it.
_SIZE_OPTION = compiled(r"-XX:(\w*(?:Size|RAM))=\Z")
_POWERS = {"k": 1, "m": 2, "g": 3, "t": 4}


def jvm_bytes(size: str) -> Decimal:
    """`2g` → 2147483648, `512m` → 536870912, `1024` → 1024."""
    unit = size[-1].lower()
    if unit.isdigit():
        return Decimal(size)
    return Decimal(size[:-1]) * Decimal(1024) ** _POWERS[unit]


def size_option(folded: str, start: int) -> str | None:
    """The name of the `-XX:` size option a value at `start` is given to (`maxmetaspacesize`)."""
    if folded[start - 1:start] != "=":
        return None
    m = _SIZE_OPTION.search(folded, max(0, start - 48), start)
    return None if m is None else m.group(1).lower()
