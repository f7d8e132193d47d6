"""One name per metric, whichever way a log or a claim writes it.

A log prints `cpu_usage=40%`, an agent writes `CPU 使用率 95%`: one metric, two labels. Compared
label by label, the claim's value had nothing to disagree with and passed. `metric_key` maps the
labels of the common operational metrics, in English and Chinese, as field names or words
(`cpu_usage`, `cpu-util`, `CPU usage`, `CPU 使用率`, `CPU利用率`), to one name; any other label
is its own key. Only whole labels map (`CPU 使用率阈值`, a threshold, stays apart), and the unit stays
part of what is compared (`内存 8GB` is not `mem_usage=88%`). Percentiles are metrics of their
own (`p99 延迟` is not `avg_latency`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gatekeeper.rules.support.text.patterns import compiled

_PERCENTILES = ("p50", "p90", "p95", "p99", "p999")
# `rtt`, `round-trip`: ping's (`rtt min/avg/max/mdev = ...`)
_LATENCY = ("latency", "延迟", "时延", "响应时间", "responsetime", "rt", "rtt", "roundtrip")

_MEDIAN = ("median", *(f"median{name}" for name in _LATENCY), "中位数延迟", "延迟中位数", "中位延迟")

#: metric -> the labels that name it, spacing, `_`, `-` and `.` aside, lower-cased.
_GLOSSARY: dict[str, tuple[str, ...]] = {
    "cpu usage": ("cpu", "cpuusage", "cpuutil", "cpuutilization", "cpuutilisation", "cpupercent",
                  "cpu使用率", "cpu利用率", "cpu占用率", "cpu占用"),
    "memory usage": ("mem", "memory", "memusage", "memoryusage", "memutil", "memoryutilization",
                     "mempercent", "内存", "内存使用率", "内存利用率", "内存占用率", "内存占用"),
    "disk usage": ("disk", "diskusage", "diskutil", "diskutilization", "diskpercent", "磁盘",
                   "磁盘使用率", "磁盘利用率", "磁盘占用率", "磁盘空间使用率"),
    "latency": _LATENCY,
    "average latency": tuple(f"{avg}{name}" for avg in ("avg", "average", "mean", "平均")
                             for name in _LATENCY),
    # wrk's `Max`, ab's `(longest request)`
    "max latency": (*(f"{top}{name}" for top in ("max", "maximum", "最大", "最高", "最长", "最慢")
                      for name in _LATENCY), "最长请求耗时", "最长请求时间", "最长请求", "最慢请求耗时",
                    "最慢请求", "slowestresponse", "slowestrequest", "longestresponse"),
    # hey's `Fastest`, JMeter's `Min:`
    "min latency": tuple(f"{low}{name}" for low in ("min", "minimum", "最小", "最低", "最短", "最快")
                         for name in _LATENCY),
    # `TP99` (Chinese ops write a percentile so), the median for p50
    **{f"{p} latency": (p, f"t{p}", *(f"{word}{name}" for word in (p, f"t{p}") for name in _LATENCY),
                        *(f"{name}{word}" for word in (p, f"t{p}") for name in _LATENCY),
                        # `95 分位延迟`, sysbench's `95th percentile`
                        *(f"{p[1:]}{word}{name}" for word in ("分位", "thpercentile")
                          for name in ("", *_LATENCY)),
                        *(_MEDIAN if p == "p50" else ()))
       for p in _PERCENTILES},
    "error rate": ("errorrate", "errrate", "错误率", "报错率"),
    # wrk's `Stdev` of its `Latency` row
    "latency stdev": (*(f"{name}{dev}" for name in ("latency", "延迟", "延迟的", "时延")
                        for dev in ("stdev", "标准差", "standarddeviation")), "stdevlatency"),
    # wrk's `Requests/sec:`, `Socket errors: ... timeout 37`
    "qps": ("qps", "每秒请求数", "每秒查询数", "每秒处理", "每秒处理请求数", "requests/sec", "requests/s",
            "req/s", "rps", "吞吐", "吞吐量",
            # Redis' `instantaneous_ops_per_sec`
            "throughput", "opspersec", "instantaneousopspersec", "ops/sec"),
    # sysbench's `transactions: 12345 (411.23 per sec.)`
    "tps": ("tps", "每秒事务数", "transactions/sec", "transactions/s", "transactionspersecond"),
    "timeouts": ("timeouts", "超时次数", "超时数", "sockettimeouts"),
    **{f"socket {kind} errors": (f"{kind}errors", f"socket{kind}errors", f"{zh}错误", f"{zh}错误数")
       for kind, zh in (("read", "读"), ("write", "写"), ("connect", "连接"))},
    "gc pause": ("gcpause", "gcpausetime", "gc停顿", "gc暂停", "gc停顿时间"),
    "pool usage": ("pool", "poolusage", "poolutil", "connectionpoolusage", "dbpoolusage", "连接池",
                   "连接池使用率", "连接池利用率", "连接池占用率"),
    "connections": ("connections", "connectioncount", "conns", "连接数"),
    "duration": ("duration", "elapsed", "elapsedtime", "took", "耗时", "用时", "执行时间", "执行耗时"),
    # `Restart Count:` (kubectl describe), `restarts=`, `restarted 4 times`, `重启了 4 次`
    "restarts": ("restarts", "restartcount", "restarted", "重启", "重启次数", "已重启", "已经重启",
                 "共重启", "累计重启"),
}
_KEYS = {form: metric for metric, forms in _GLOSSARY.items() for form in forms}
#: Labels that name no metric alone, but do after the word before them (`CPU 使用率`).
GENERIC = frozenset({"使用率", "利用率", "占用率", "占用", "usage", "utilization", "util", "延迟",
                     "时延", "latency", "响应时间", "停顿", "pause", "count", "stdev", "time", "rate"})
_APART = compiled(r"[\s_\-.]+")


@lru_cache(maxsize=4096)
def metric_key(label: str) -> str:
    """The name of the metric `label` names (see the module docstring); `label` when it is none
    of the glossary's."""
    return _KEYS.get(_APART.sub("", label.lower()), label)


def names_a_metric(label: str) -> bool:
    """Whether `label` is one of the glossary's."""
    return _APART.sub("", label.lower()) in _KEYS


def labels_of(metric: str) -> set[str]:
    """The labels a value of `metric` is looked up by: as written, the metric it names, and the
    generic word alone after the word naming it (`使用率` of `cpu 使用率`: what an excerpt cut
    before `CPU` labels it)."""
    found = {metric, metric_key(metric)}
    head, _, generic = metric.rpartition(" ")
    if head and generic in GENERIC:
        found.add(generic)
    return found


#: Spacing, `_`, `-` and `.` between the parts of a label (`CPU usage`, `cpu_usage`).
_SEPARATOR = "[\\s_\\-.]*"


@lru_cache(maxsize=1)
def _named() -> re.Pattern[str]:
    forms = sorted(_KEYS, key=len, reverse=True)  # the longest first: `内存使用率`, not `内存`
    parts = [_SEPARATOR.join(map(re.escape, form)) for form in forms]
    return compiled(rf"(?<![A-Za-z0-9])(?:{'|'.join(parts)})(?![A-Za-z0-9])", re.IGNORECASE)


def named_metrics(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
    """Where `text[start:end]` names one of the glossary's metrics (`CPU 使用率`, `p99 latency`,
    `cpu_usage`), and which: (where the label starts, the metric), in the text's order."""
    span = len(text) if end is None else end
    return [(m.start(), metric_key(m.group())) for m in _named().finditer(text, start, span)]


#: A percentile's rank before its words (`95 分位`, `95th percentile`): no value of its own.
PERCENTILE_RANK = compiled(r"\d{2,3}(?:th)?[ \t]*(?:分位|percentile(?![A-Za-z]))")


def percentile_ranks(text: str) -> list[tuple[int, int]]:
    """Where `text` writes a percentile's rank (`PERCENTILE_RANK`): digits no anchor reads."""
    ranked = "分位" in text or "percentile" in text
    return [m.span() for m in PERCENTILE_RANK.finditer(text)] if ranked else []


#: Prometheus' label set between a sample's name and its value (`cpu_usage{host="web-01"} 91.8`).
_LABEL_SET = compiled(r"\{[^{}\n]{0,200}\}[ \t]*\Z")


def sample_name(before: str) -> str:
    """The text before a number without the label set it may end with: the sample's name labels
    its value."""
    labels = _LABEL_SET.search(before) if "}" in before[-3:] else None
    return before if labels is None else before[:labels.start()] + " "


def sampled(folded: str, start: int, before: str) -> str:
    """`before` (the text a number's label is read in), or, after a label set, the text back to
    the sample's name, however long the set (`memory_usage_percent{instance="10.0.3.7:9100"}`)."""
    return folded[max(0, start - 240):start] if "}" in before[-3:] else before
