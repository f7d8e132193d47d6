"""Values tools print with no unit, or under a name that is not theirs, read once a text prints
the tool: a load test's statistics (wrk, ab), ntpq's timings, Redis' slowlog durations, LVM's
sizes and shares, top's scaled sizes, pressure stall shares, redis-benchmark's values, fio's
latencies, `strace -c`'s shares and times, a chain's sizes (`48->49->25 MB`), CloudWatch's
datapoints, vegeta's report, `/proc/loadavg`'s averages, sysbench's report, JMeter's summariser,
k6's request durations, sar's interface rates, `ls -l`'s sizes, an HTTP response's seconds, df's
1K blocks, `redis-cli --latency`'s milliseconds,
a JVM's flags' sizes, Redis' clients' seconds, values under a name giving their unit (`Heap Memory
(MB)`), Postfix's queued messages' sizes (each module's docstring says why).

Most texts print none of these tools, and importing the readers (their patterns compiled) was a
cost of every `gatekeeper check`'s start-up: each is imported the first time a text prints its
words. A reader's words are ones its reading needs (it reads nothing without them), so a text
without them is one it would change nothing of.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module

from gatekeeper.rules.support.text.anchors.model import Anchor

#: (words one of which a text prints, the module reading that tool's values, its reader).
_READERS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("Thread Stats", "Latency Distribution", "served within a certain time", "Time per request:",
      "Requests/sec:", "Socket errors:", "Latency distribution:", "Slowest:"),
     "load_tests", "load_test_anchors"),
    (("refid",), "ntp_peers", "ntp_peer_anchors"),
    (("(integer)",), "redis_slowlog", "slowlog_anchors"),
    (("LSize", "VSize", "PSize"), "lvm", "lvm_anchors"),
    (("VIRT",), "top_sizes", "top_size_anchors"),
    (("avg10=",), "pressure", "pressure_anchors"),
    (("latency summary (msec):", "throughput summary:", "requests completed in"), "benchmark_values",
     "benchmark_anchors"),
    (("IOPS=",), "fio_values", "fio_anchors"),
    (("usecs/call",), "syscall_times", "syscall_anchors"),
    (("->",), "chained_sizes", "chained_size_anchors"),
    (('"Unit"',), "metric_units", "metric_unit_anchors"),
    (("[code:count]", "Latencies     ["), "vegeta_report", "vegeta_anchors"),
    (("/",), "loadavg", "loadavg_anchors"),  # the file's line alone prints no word: its `/` of tasks
    (("Latency (ms):", " per sec.)"), "sysbench", "sysbench_anchors"),
    (("summary ",), "jmeter", "jmeter_anchors"),
    (("http_req_duration",), "k6_summary", "k6_anchors"),
    (("IFACE",), "sar_rates", "sar_rate_anchors"),
    (("Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ", "Dec "),
     "listed_files", "listed_size_anchors"),  # listed_files.MONTHS
    (("max-age=", "Max-Age=", "maxage=", "Retry-After", "retry-after", "Age:", "age:", "timeout="),
     "header_seconds",
     "header_second_anchors"),  # header_seconds.WORDS
    (("1K-blocks",), "df_blocks", "df_block_anchors"),
    ((" samples)",), "redis_latency", "redis_latency_anchors"),  # redis_latency.SAMPLES
    (("HeapSize", "NewSize", "MetaspaceSize", "DirectMemorySize"), "jvm_flags", "jvm_flag_anchors"),  # .FLAGS
    ((" addr=",), "client_list", "client_second_anchors"),  # client_list.ADDR
    ((" (MB)", " (KB)", " (kB)", " (GB)", " (ms)", " (seconds)", "kBytes:", "BytesPerReq:"), "field_units",
     "field_unit_anchors"),  # field_units.PRINTED
    (("-Queue ID-",), "mail_queue", "mail_size_anchors"),  # mail_queue.HEADER
)


def tool_anchors(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` as the readers of the tools `folded` prints read them."""
    for words, module, name in _READERS:
        if any(word in folded for word in words):
            anchors = _reader(module, name)(folded, anchors)
    return anchors


@cache
def _reader(module: str, name: str) -> Callable[[str, list[Anchor]], list[Anchor]]:
    reader: Callable[[str, list[Anchor]], list[Anchor]] = getattr(
        import_module(f"gatekeeper.rules.support.text.anchors.{module}"), name)
    return reader
