"""Classes as a JVM's heap histogram lists them (`String 对象有 4102331 个实例`, `byte[] 占用了 795.6
MB`), pass; another class's instances or bytes fails.

The header (`num #instances #bytes class name (module)`) made no table: another class's count was
the output's, and a faithful size was a size printed nowhere (at 7a99b56, 28 of 60 forged claims
passed, 32 more failed only LOW_CONFID, and 32 faithful sizes, in bytes or MB, failed
LOW_CONFID). Now each row is
read as the class's (`gatekeeper.rules.support.evidence.class_histogram`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

CLASSES = (("[B", "byte[]"), ("java.lang.String", "String"), ("java.util.HashMap$Node", "HashMap$Node"),
           ("[Ljava.lang.Object;", "Object[]"), ("com.acme.order.OrderEntity", "OrderEntity"),
           ("java.util.ArrayList", "ArrayList"), ("[C", "char[]"), ("[I", "int[]"),
           ("java.util.concurrent.ConcurrentHashMap$Node", "ConcurrentHashMap$Node"))
INSTANCES = ("{c} 有 {v} 个实例", "{c} has {v} instances", "{c} 的实例数为 {v}", "{c} 对象有 {v} 个")
BYTES = ("{c} 占用了 {v} 字节", "{c} uses {v} bytes", "{c} 占用 {v} MB", "{c} takes {v} MB of heap")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    listed = rng.sample(CLASSES, rng.randint(4, 7))
    sizes = sorted(rng.sample(range(2_000_000, 900_000_000), len(listed)), reverse=True)
    counts = rng.sample(range(20_000, 6_000_000), len(listed))
    lines = [" num     #instances         #bytes  class name (module)", "-" * 55]
    lines += [f"{n + 1:>4}:  {count:>12}  {size:>13}  {name}{'' if 'acme' in name else ' (java.base@17.0.8)'}"
              for n, ((name, _), count, size) in enumerate(zip(listed, counts, sizes, strict=True))]
    lines.append(f"Total  {sum(counts):>12}  {sum(sizes):>13}")
    one, other = rng.sample(range(len(listed)), 2)
    written = rng.choice([form for form in listed[one] if not form.startswith("[")])  # no descriptor
    if rng.random() < 0.5:
        form = rng.choice(INSTANCES)
        output = "\n".join(lines)
        return form.format(c=written, v=counts[one]), form.format(c=written, v=counts[other]), output
    form = rng.choice(BYTES)
    mb = "MB" in form
    faithful, forged = (f"{sizes[n] / 1024 ** 2:.1f}" if mb else str(sizes[n]) for n in (one, other))
    return form.format(c=written, v=faithful), form.format(c=written, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4410)
    return [_probe(rng) for _ in range(60)]


def test_a_class_s_own_instances_and_bytes_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_class_s_instances_or_bytes_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
