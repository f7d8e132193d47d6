"""The sizes a JVM's `-XX:+PrintFlagsFinal` prints, in bytes.

    uintx MaxHeapSize                              := 4294967296                         {product}
    size_t InitialHeapSize                          = 268435456                          {product} {ergonomic}

A heap's, a generation's, Metaspace's and direct memory's sizes are bytes printed bare: a
faithful `初始堆大小为 268435456 字节` or `最大堆为 4G` named a value found nowhere and failed. Each
is read here in bytes, named by its flag (a thread's stack size is in kilobytes: not read).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.named_values import placed_sizes
from gatekeeper.rules.support.text.patterns import compiled

#: The flags read, what the reading needs (tool_values gates on them).
FLAGS = ("HeapSize", "NewSize", "MetaspaceSize", "DirectMemorySize")
_LINE = compiled(rf"^[ \t]*(?:uintx|size_t|uint64_t)[ \t]+(?P<flag>\w*(?:{'|'.join(FLAGS)}))[ \t]+:?=[ \t]+"
                 r"(?P<value>\d+)[ \t]+\{", re.MULTILINE)
_WORD = compiled(r"[A-Z][a-z]+")


@lru_cache(maxsize=64)
def jvm_flags(text: str) -> dict[str, int]:
    """Each size flag `text` prints, in bytes, by its name (`MaxHeapSize`)."""
    return {line["flag"]: int(line["value"]) for line in _LINE.finditer(text)}


def jvm_flag_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each size flag's value in bytes, named by its flag's words (`max heap size`)."""
    return placed_sizes(anchors, {
        line.start("value"): (line["value"], " ".join(_WORD.findall(line["flag"])).lower())
        for line in _LINE.finditer(folded)})
