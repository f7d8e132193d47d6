"""The counters a tool prints one to a line, as fields (evidence/fields.py): a kernel file's name
and value one space apart, `netstat -s`'s value and words (`vmstat -s`' too), nginx's words over
their values, nstat's names of capitalised parts, varnishstat's descriptions.

    nr_periods 48210                         a cgroup's cpu.stat
    nr_throttled 1532
    throttled_usec 8123411

A line of `name value` is no `name: value` or `name=value` field, so every count was the output's
and none told another: `容器被限流 48210 次` (the periods) passed. A run of three such lines or
more (a cgroup's `cpu.stat`, `memory.stat`, `memory.events`, `/proc/vmstat`) is read here, each
line one field.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.evidence.field_names import SILENT, Field, spoken_words
from gatekeeper.rules.support.text.patterns import compiled

#: Three lines of `name value` or more in a row.
_RUN = compiled(r"^(?:[a-z][a-z0-9_]* \d+[ \t]*(?:\n|\Z)){3,}", re.MULTILINE)
_LINE = compiled(r"^(?P<name>[a-z][a-z0-9_]*) (?P<value>\d+)", re.MULTILINE)


def keyed_lines(text: str) -> list[Field]:
    """The fields of the text's runs of `name value` lines (none if it prints none)."""
    return [Field(line["name"], words, line["value"], line.group(), whole=True)
            for run in _RUN.finditer(text) for line in _LINE.finditer(text, run.start(), run.end())
            if (words := spoken_words(line["name"]))]


#: `netstat -s`'s counters, a value before its words, one a line (`    3456 segments
#: retransmitted`), or a size before its unit (`vmstat -s`' `   1021300 K free memory`: its digits
#: are the field's, as a bare value's, in any unit a claim writes); three such lines in a row or
#: more.
_COUNTED_LINE = compiled(r"[ \t]*(\d+(?: [KMG](?= ))?) ([a-z][a-z ]*[a-z])[ \t]*")
_COUNTED_BLOCK = compiled(r"(?:^[ \t]*\d+(?: [KMG])? [a-z][a-z ]*[a-z][ \t]*\n){2,}"
                          r"^[ \t]*\d+(?: [KMG])? [a-z][a-z ]*[a-z][ \t]*$", re.MULTILINE)


def counted_lines(text: str) -> list[Field]:
    """The fields of `netstat -s`-like blocks (tcpdump's summary too): each line's count, named by
    its words."""
    found = []
    for block in _COUNTED_BLOCK.finditer(text):
        for line in block.group().split("\n"):
            counted = _COUNTED_LINE.fullmatch(line)
            if counted is None:
                continue
            name = counted.group(2)
            words = tuple(w for w in name.split() if w not in SILENT)
            if words:
                found.append(Field(name, words, counted.group(1).split()[0], line, whole=True))
    return found


#: A line of words over a line of as many numbers, or one fewer after a label (nginx's
#: `stub_status`: `server accepts handled requests` over ` 16630948 16630948 31070465`).
_HEADED_NUMBERS = compiled(
    r"^(?P<words>[a-z]+(?: [a-z]+)+)[ \t]*\n[ \t]*(?P<numbers>\d+(?:[ \t]+\d+)+)[ \t]*$", re.MULTILINE)


def headed_numbers(text: str) -> list[Field]:
    """The fields of a line of words over a line of numbers: each number named by its word."""
    found = []
    for block in _HEADED_NUMBERS.finditer(text):
        words, numbers = block.group("words").split(), block.group("numbers").split()
        if len(words) - len(numbers) in (0, 1):
            found += [Field(word, (word,), number, block.group(), whole=True)
                      for word, number in zip(words[len(words) - len(numbers):], numbers, strict=True)]
    return found


#: `nstat`'s counters, a protocol's name of capitalised parts, its value and its rate
#: (`TcpRetransSegs  98765  0.0`); three such lines in a row or more.
_PROTOCOLS = ("Ip", "Icmp", "Tcp", "Udp")  # what the reading needs, tested first
_NAME = r"(?:Ip|Icmp|Tcp|Udp|MPTcp)[A-Za-z0-9]+"
_NSTAT_RUN = compiled(rf"^(?:{_NAME}[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]*(?:\n|\Z)){{3,}}", re.MULTILINE)
_NSTAT_LINE = compiled(rf"^(?P<name>{_NAME})[ \t]+(?P<value>\d+)", re.MULTILINE)


def counter_lines(text: str) -> list[Field]:
    """The fields of the text's runs of counters, one a line: `name value` (a cgroup's), nstat's,
    varnishstat's, `perf stat`'s."""
    return keyed_lines(text) + _nstat_lines(text) + _varnish_lines(text) + _perf_lines(text)


def _nstat_lines(text: str) -> list[Field]:
    """The fields of `nstat`'s counters: each named by its words, an extension's (`TcpExt...`)
    without its protocol's and `ext` (`TcpExtListenOverflows` is `listen overflows`: a claim says
    the queue's, not TCP's)."""
    found: list[Field] = []
    for run in _NSTAT_RUN.finditer(text) if any(word in text for word in _PROTOCOLS) else ():
        for line in _NSTAT_LINE.finditer(text, run.start(), run.end()):
            words = spoken_words(line["name"])
            if words[1:2] == ("ext",):
                words = words[2:]
            if words:
                found.append(Field(line["name"], words, line["value"], line.group(), whole=True))
    return found


#: `varnishstat -1`'s counters: a dotted name, its value, its rate (or `.`), its description
#: (`MAIN.cache_hit  98765432  80.01 Cache hits`); three such lines in a row or more.
_VARNISH_SECTIONS = ("MAIN.", "MGT.", "SMA.", "SMF.", "VBE.", "LCK.", "MEMPOOL.")
_SECTION = "(?:" + "|".join(section.replace(".", r"\.") for section in _VARNISH_SECTIONS) + ")"
_VARNISH_LINE = rf"{_SECTION}\w+(?:\.\w+)*[ \t]+\d+[ \t]+(?:\d+(?:\.\d+)?|\.)[ \t]+\S[^\n]*"
_VARNISH_RUN = compiled(rf"^(?:{_VARNISH_LINE}(?:\n|\Z)){{3,}}", re.MULTILINE)
_VARNISH_FIELD = compiled(rf"^(?P<name>{_SECTION}\w+(?:\.\w+)*)[ \t]+(?P<value>\d+)[ \t]+\S+[ \t]+"
                          r"(?P<said>\S[^\n]*?)[ \t]*$", re.MULTILINE)
#: A description's words no claim writes (`Number of LRU nuked objects`, `Good client requests`).
_FILLER = frozenset({"of", "good"})


def _varnish_lines(text: str) -> list[Field]:
    """The fields of varnishstat's counters, each named by its description's words."""
    found: list[Field] = []
    for run in _VARNISH_RUN.finditer(text) if any(section in text for section in _VARNISH_SECTIONS) else ():
        for line in _VARNISH_FIELD.finditer(text, run.start(), run.end()):
            words = tuple(word for word in spoken_words(line["said"]) if word not in _FILLER)
            if words:
                found.append(Field(line["said"].lower(), words, line["value"], line.group(), whole=True))
    return found


#: `perf stat`'s counters: the count before the event (`   12,345,678      cache-misses   #  10.000 %
#: of all cache refs`), under its title (what the reading needs).
_PERF_TITLE = "Performance counter stats"
_PERF_LINE = compiled(r"^[ \t]*(?P<value>\d{1,3}(?:,\d{3})*(?:\.\d+)?)[ \t]+(?:msec[ \t]+)?"
                      r"(?P<name>[a-z][\w\-:/]*)(?=[ \t]|$)", re.MULTILINE)


def _perf_lines(text: str) -> list[Field]:
    """The fields of `perf stat`'s counters, each named by its event's words (`cache-misses`)."""
    if _PERF_TITLE not in text:
        return []
    return [Field(line["name"], spoken_words(line["name"]), line["value"], line.group(), whole=True)
            for line in _PERF_LINE.finditer(text, text.index(_PERF_TITLE)) if spoken_words(line["name"])]


#: A tally's total before the counts it is of (npm audit's `3 vulnerabilities (1 moderate, 1 high,
#: 1 critical)`), and those counts.
_TOTALLED = compiled(r"^(?:found )?(?P<total>\d+) (?P<noun>[a-z]+)"
                     r" \((?P<counts>\d+ [a-z]+(?:, \d+ [a-z]+)*)\)", re.MULTILINE)
#: ... or a tally of a field's, by pipes (`kubectl describe deploy`'s `Replicas:  3 desired | 3 updated |
#: 3 total | 1 available | 2 unavailable`)
_PIPED = compiled(r"^[ \t]*(?P<noun>[A-Z][a-z]+):[ \t]+(?P<counts>\d+ [a-z]+(?: \| \d+ [a-z]+)+)[ \t]*$",
                  re.MULTILINE)
_COUNT = compiled(r"(?P<count>\d+) (?P<kind>[a-z]+)")


def tally_totals(text: str) -> list[Field]:
    """A tally's total, named by its noun, and each count, by its kind and the noun: `有 3 个高危漏洞`
    names the high ones' count (1), not the total (3), which `共发现 3 个漏洞` names."""
    found = []
    for tally in (*_TOTALLED.finditer(text), *(_PIPED.finditer(text) if " | " in text else ())):
        line, noun = tally.group(), tally["noun"].lower()
        if tally.re is _TOTALLED:
            found.append(Field(noun, spoken_words(noun), tally["total"], line, whole=True))
        found += [Field(f"{count['kind']} {noun}", (*spoken_words(count["kind"]), *spoken_words(noun)),
                        count["count"], line, whole=True) for count in _COUNT.finditer(tally["counts"])]
    return found
