"""A kernel file's `name value` lines as fields (gatekeeper.rules.support.evidence.keyed_lines)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.keyed_lines import (
    counted_lines,
    counter_lines,
    keyed_lines,
    tally_totals,
)

CPU_STAT = "usage_usec 98213321\nnr_periods 48210\nnr_throttled 1532\nthrottled_usec 8123411"


def test_each_line_of_a_run_is_a_field_named_by_its_spoken_words() -> None:
    fields = {f.name: (f.words, f.value) for f in keyed_lines(CPU_STAT)}
    assert fields["nr_throttled"] == (("throttled",), "1532")  # `nr` is said by no claim
    assert fields["throttled_usec"] == (("throttled", "usec"), "8123411")
    assert all(f.whole for f in keyed_lines(CPU_STAT))


def test_fewer_than_three_lines_or_other_lines_are_no_run() -> None:
    assert keyed_lines("nr_periods 48210\nnr_throttled 1532") == []
    assert keyed_lines("started 3 workers\nstopped 2 workers\nfailed 1 worker") == []
    assert keyed_lines("Nr_periods 1\nNr_throttled 2\nThrottled 3") == []  # a name is lower case


def test_counted_lines_are_fields_named_by_their_words_indented_or_not() -> None:
    tcpdump = "1234 packets captured\n1300 packets received by filter\n66 packets dropped by kernel"
    assert [(f.words, f.value) for f in counted_lines(tcpdump)] == [
        (("packets", "captured"), "1234"), (("packets", "received", "filter"), "1300"),
        (("packets", "dropped", "kernel"), "66")]  # `by` is said by no claim
    netstat = ("Tcp:\n    45678 active connection openings\n    56 failed connection attempts\n"
               "    12 resets sent")
    assert [f.value for f in counted_lines(netstat)] == ["45678", "56", "12"]
    assert counted_lines("1234 packets captured\n66 packets dropped by kernel") == []  # two lines: no run


def test_vmstat_s_sizes_before_their_unit_are_counted_lines_of_bare_digits() -> None:
    vmstat = "     16384000 K total memory\n      1021300 K free memory\n      2839400 K swap cache"
    assert [(f.words, f.value) for f in counted_lines(vmstat)] == [
        (("memory",), "16384000"), (("free", "memory"), "1021300"),  # `total` is said by no claim
        (("swap", "cache"), "2839400")]


def test_nstat_s_counters_are_named_by_their_parts_an_extension_s_without_its_protocol() -> None:
    nstat = ("#kernel\nIpInReceives                    123456789          0.0\n"
             "TcpRetransSegs                  98765              0.0\n"
             "TcpExtListenOverflows           4321               12.5")
    assert [(f.words, f.value) for f in counter_lines(nstat)] == [
        (("ip", "in", "receives"), "123456789"), (("tcp", "retrans", "segs"), "98765"),
        (("listen", "overflows"), "4321")]
    assert counter_lines("Started 3 workers 1.0\nStopped 2 workers 0.0\nFailed 1 worker 0.0") == []


def test_varnishstat_s_counters_are_named_by_their_descriptions() -> None:
    varnish = ("MAIN.uptime                  1234567         1.00 Child process uptime\n"
               "MAIN.cache_hit               98765432       80.01 Cache hits\n"
               "MAIN.n_lru_nuked             4567            .   Number of LRU nuked objects")
    assert [(f.words, f.value) for f in counter_lines(varnish)] == [
        (("child", "process", "uptime"), "1234567"), (("cache", "hits"), "98765432"),
        (("lru", "nuked", "objects"), "4567")]  # `number`, `of`: said by no claim


def test_varnishstat_s_sections_other_than_main_are_read() -> None:
    backends = ("VBE.boot.default.happy        18446744073709551615  .  Happy health probes\n"
                "VBE.boot.default.bereq_hdrbytes  123456  1.00 Request header bytes\n"
                "VBE.boot.default.conn          12           .   Concurrent connections used")
    assert [f.value for f in counter_lines(backends)] == ["18446744073709551615", "123456", "12"]


def test_a_tally_s_total_and_each_of_its_counts_are_fields() -> None:
    audit = ("# npm audit report\n\n3 vulnerabilities (1 moderate, 1 high, 1 critical)\n\n"
             "To address all issues, run:")
    assert [(f.name, f.words, f.value) for f in tally_totals(audit)] == [
        ("vulnerabilities", ("vulnerabilities",), "3"),
        ("moderate vulnerabilities", ("moderate", "vulnerabilities"), "1"),
        ("high vulnerabilities", ("high", "vulnerabilities"), "1"),
        ("critical vulnerabilities", ("critical", "vulnerabilities"), "1")]
    assert all(f.whole for f in tally_totals(audit))
    yarn = "found 12 vulnerabilities (2 low, 10 high) in 800 scanned packages"
    assert [(f.name, f.value) for f in tally_totals(yarn)] == [
        ("vulnerabilities", "12"), ("low vulnerabilities", "2"), ("high vulnerabilities", "10")]


def test_a_count_with_a_note_in_brackets_is_no_tally() -> None:
    assert tally_totals("Restarts: 3 (1 in the last hour)") == []  # a name before the count
    assert tally_totals("found 0 vulnerabilities") == []  # no counts after it
    assert tally_totals("see 3 vulnerabilities (CVE-2024-1234)") == []  # not at the line's start


def test_a_tally_by_pipes_is_its_counts_named_by_its_field() -> None:
    described = "Replicas:               4 desired | 3 updated | 4 total | 1 available | 3 unavailable"
    assert [(f.name, f.words, f.value) for f in tally_totals(described)] == [
        ("desired replicas", ("desired", "replicas"), "4"),
        ("updated replicas", ("updated", "replicas"), "3"),
        ("total replicas", ("replicas",), "4"), ("available replicas", ("available", "replicas"), "1"),
        ("unavailable replicas", ("unavailable", "replicas"), "3")]
