"""A value a claim gives a status field while its evidence gives it to another field.

`redis 的连接数为 3` citing `redis-cli INFO`, whose lines are `connected_clients:512` and
`blocked_clients:3`: the value is the output's and no label of the claim is a field's name, so
nothing was missing or contradicted, but 3 is the blocked clients. Status outputs print one
value per field, `name: value`, `name=value` or `name  value` (`redis-cli INFO`, `SHOW GLOBAL
STATUS`, `kubectl describe`, whose indented fields are their section's: `memory` under `Limits:`
is `limits memory`); a log's line may print several, `name=value` (`active=50 idle=0 waiting=37`,
Android's `uid=1000, pid=1702`), or list them (`WARN 52, ERROR 7`: read loosely, an item tells
only by another item's value). A claim names a field when its clause writes the field's name,
or every word of it, in English or Chinese (`connected_clients`: `连接数`, `connected clients`;
`rejected_connections`: `拒绝` and `连接`; `limits memory`: `内存限制`), an English word whole
(`eventTime` names no `time=` field). A value the clause writes that one or more fields
have, none of which the clause names, while it names another field, contradicts it; so does one
no field has, in the unit of the one field the clause names (`容器重启了 5 次` for `Restart Count:
12`), unless the clause writes a change, a bound or a share (`增加了`, `超过`, `by`). A value the
claim writes as a field's (`partition=51`) names that field alone. A line printing a threshold
beside its reading (`threshold=90% current=95.3%`) contradicts a clause naming no field that gives
the threshold's value with no word of a bound or a crossing (`错误率为 90%`). Unsure says
nothing: a clause naming no field, or several with no field having the value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.bare import names_duration
from gatekeeper.rules.support.evidence.field_names import (
    NAME_WORD,
    Field,
    most_specific,
    names_field,
    nearest,
    own_words,
    printed_name,
    spoken_words,
)
from gatekeeper.rules.support.evidence.json_fields import json_line_fields
from gatekeeper.rules.support.evidence.keyed_lines import (
    counted_lines,
    counter_lines,
    headed_numbers,
    tally_totals,
)
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.variable_rows import config_pairs, stat_lines, variable_fields
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.slashed import named_values, without_groups
from gatekeeper.rules.support.text.anchors.summary import summarised
from gatekeeper.rules.support.text.anchors.units import BIT_RATE, BYTE_UNITS, DURATION_UNITS, known_unit
from gatekeeper.rules.support.text.anchors.vmstat import vmstat_values
from gatekeeper.rules.support.text.clauses import CHANGE, clause_around, line_around
from gatekeeper.rules.support.text.keyed_rows import PAIRED_VALUE
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import found

#: A field's line: `connected_clients:512`, `Restart Count:  12`, `Threads_connected  498`,
#: ZooKeeper's `zk_avg_latency<TAB>12`, numactl's `node 1 free: 30500 MB` (a number of its name),
#: lscpu's `Core(s) per socket:  8` (a plural's `(s)`), fail2ban's tree (`|  |- Total failed:  128`),
#: a unit after the name (nodetool's `Off Heap Memory (MB) : 412.10`: text/anchors/field_units.py).
_FIELD = compiled(r"^(?P<indent>(?:[ \t]|\|(?=[ \t]))*(?:[|`]-[ \t]+)?)(?P<name>[A-Za-z][\w.\-]*(?:\(s\))?"
                  r"(?: (?:[A-Za-z][\w\-]*(?:\(s\))?|\d+(?=[ \t]\w))){0,3})(?: \("
                  r"(?P<unit>MB|KB|kB|GB|ms|seconds)\))?(?:[ \t]*[:=][ \t]*|[ \t]{2,}|\t)(?P<value>\d[\d.,]*"
                  r"[ \t][A-Za-z%][\w/%]{0,8}|[a-z][\w\-]*[ \t]+\d+/(?:TCP|UDP|SCTP)|[^\s:=]\S*)[ \t]*$")
_BARE = compiled(r"\d+(?:\.\d+)?")
#: A port as kubectl prints it (`http  80/TCP`, `8080/TCP`): its number is the field's value.
_PORT = compiled(r"(?:[a-z][\w\-]*[ \t]+)?(\d+)/(?:TCP|UDP|SCTP)")
#: A pretty-printed JSON object's member (`"unassigned_shards" : 14,`, `"status" : "red"`): a
#: string's value without its quotes; an object's opens a section (`"indices" : {`).
_JSON_FIELD = compiled(r'^(?P<indent>[ \t]*)"(?P<name>[A-Za-z][\w.\-]*)"[ \t]*:[ \t]*'
                       r'(?P<quote>"?)(?P<value>[^\s",{}\[\]][^",{}\[\]\n]*?)(?P=quote)[ \t]*,?[ \t]*$')
_JSON_SECTION = compiled(r'^(?P<indent>[ \t]*)"(?P<name>[A-Za-z][\w\-]*)"[ \t]*:[ \t]*\{[ \t]*$')
#: A section's line: `Limits:`, `Last State:` (no run of blanks may meet another: a line of words
#: and 100,000 spaces is read in linear time).
_SECTION = compiled(r"^(?P<indent>[ \t]*)(?P<name>[A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*){0,3}):[ \t]*$")
#: A line's `name=value` pairs: a quoted value whole (`tag="View Lock"`); a name starts a word.
#: A value ends where a word of no identifier's characters starts (`lag=59928，topic=`); a pair
#: whose value runs into another `=` is none (`adj=0.0userId=0`).
_PAIR = compiled(r"(?<![\w.\-])(?P<name>[A-Za-z][\w.\-]*)="
                 r"(?:\"(?P<quoted>[^\"\n]*)\"|(?P<value>[\w.:/%@+#\-]+)(?![\w.:/%@+#\-=]))", re.ASCII)
#: An item of a line's list of values, its name first (`WARN 52, ERROR 7`, `errors: 3; timeouts:
#: 12`, `(estab 412, closed 1105)`; nginx's `client: 10.0.0.5, ..., upstream: "http://..."`; a
#: JVM's `used 3.2GB / max 4.0GB`: a `/` between blanks; a thread pool's `pool size = 200`, `=`
#: between blanks, `name=value` being a pair's) or its value (`top`'s `212 total, 2 running, 210
#: sleeping`); a count's second after a `/` is not its (ss -s' `timewait 190/0`: its buckets).
_ITEM = compiled(r"(?:^|[:,;(\]]| /)[ \t]*(?:(?P<name>[A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*)?)"
                 r"(?:[ \t]*:[ \t]*|[ \t]+=[ \t]+|[ \t]+)"
                 r"(?P<value>\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?|\"[^\"\n]*\""
                 r"|\d+(?:\.\d+)?%?[A-Za-z]*(?:[ \t](?:[KMGT]i?B|bytes|ms|secs?)(?![\w-]))?)"
                 r"|(?P<first>\d+(?:\.\d+)?%?)[ \t]+(?P<after>[A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*)?))"
                 r"(?=[ \t]*(?:[,;)\]]|/ |$)|/\d+[,;)\]])", re.ASCII)
#: A claim's value written as a field's (`partition=51`, `userId=0`): the name it gives it.
_LABEL = compiled(r"([A-Za-z][\w\-]*)[ \t]*=[ \t]*\Z")


def field_value_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's value, [the field it names and the field that has the value]) for the first
    value the claim gives a field of its evidence another field has (see the module docstring)."""
    del anchors_of  # the fields are read as printed
    fields = [field for text in dict.fromkeys(texts) for field in fields_of(text)]
    if len(fields) < 2:
        return None
    first_of_name = {field.name: field for field in reversed(fields)}  # a name's words are its own
    for value in anchors:
        if value.kind == "ip":
            found = _address_swapped(claim, value, fields, first_of_name)
            if found is not None:
                return found
        if value.kind != "number" and not (value.kind == "error_code" and value.value.isdigit()):
            continue  # (an exit code is a number: `退出码为 12` for `Exit Code: 137`)
        raw = _with_unit(claim, value)
        having = [f for f in fields if _agrees(f, raw)]
        low, high = clause_around(claim, value.start, value.end)
        clause = claim[low:high].lower()
        label = _LABEL.search(claim, max(0, value.start - 64), value.start)
        timed = (_number(raw) or (0, ""))[1] in _TIME_UNITS
        names = {label.group(1).lower()} if label else {  # `partition=51`: the claim's own label
            name for name, field in first_of_name.items() if names_field(clause, field, timed)}
        named = nearest(clause, (value.start - low, value.end - low),
                        most_specific([f for f in fields if f.name in names], clause))
        said = Anchor(value.kind, value.value, value.raw, value.start, value.end)
        if not having and len(named) == 1 and not named[0].listed and value.approx is None \
                and _comparable(named[0], raw) and _CHANGE.search(claim, low, high) is None \
                and not _told(named[0], value, anchors, low, high):
            # the one field the clause names has another value, and no field has the claim's
            # (`容器重启了 5 次` for `Restart Count: 12`)
            own = named[0]
            return said, [f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r})"]
        if having and named and not any(f in having for f in named) and not _apart(named[0], raw) \
                and not any(_told(f, value, anchors, low, high) for f in named):
            own = named[0]
            return said, [f"{own.name} {own.value} ({clipped(own.line.strip(), 60)!r}), {value.raw.strip()} "
                          f"for {having[0].name} ({clipped(having[0].line.strip(), 60)!r})"]
        if having and not named and value.approx is None and _CROSSING.search(claim, low, high) is None:
            reading = _reading_beside(having, fields)
            if reading is not None:
                return said, [f"{reading[0].name} {reading[0].value}, {value.raw.strip()} its "
                              f"{reading[1].name} ({clipped(reading[0].line.strip(), 60)!r})"]
    return None


def field_held(claim: str, value: Anchor, texts: Sequence[str]) -> bool:
    """Whether a field the claim's clause names (the most specific) prints the claim's value:
    `内存峰值为 2.3G` of systemd's `Memory: 1.2G (peak: 2.3G)` is the peak's, no reading of the
    memory another value contradicts."""
    if value.kind != "number":
        return False
    low, high = clause_around(claim, value.start, value.end)
    clause = claim[low:high].lower()
    fields = [field for text in dict.fromkeys(texts) for field in fields_of(text)]
    # a list's item is read loosely (`load average: 6.37, 34.63, 2.32`: the first window's)
    named = most_specific([field for field in fields if not field.listed and names_field(clause, field)])
    written = _number(value.raw)  # in the claim's unit as printed: a bare value holds no unit
    if written is None:
        return False
    held = {written, (written[0], "")} if written[1] in _COUNTED_UNITS else {written}
    return any(_number(field.value) in held for field in named)


#: A claim's unit of a field's bare count its name counts (`6 cores` of lscpu's `Core(s) per socket:  6`).
_COUNTED_UNITS = frozenset({"cores", "core", "cpus", "vcpus", "个"})


def _address_swapped(claim: str, value: Anchor, fields: Sequence[Field],
                     first_of_name: dict[str, Field]) -> tuple[Anchor, list[str]] | None:
    """An address a claim labels as a field's (`上游 10.0.0.5`) that another field has (nginx's
    `client: 10.0.0.5, ..., upstream: "http://10.0.1.7:8080/..."`), none of the named ones."""
    having = [f for f in fields if value.value in _ADDRESS.findall(f.value)]
    if not having:
        return None
    # the field's word right before the address (`上游 10.0.0.5`, `client IP 10.0.1.7`), not
    # the clause's (`10.0.0.5 请求 /api/pay 时上游超时`: the address is the client's)
    low = clause_around(claim, value.start, value.end)[0]
    before = claim[max(low, value.start - _ADDRESS_LABEL):value.start].lower()
    names = {name for name, f in first_of_name.items() if names_field(before, f)}
    named = [f for f in fields if f.name in names]  # on any line: one holding it agrees
    if not named or any(f in having for f in named):
        return None
    own = named[0]
    return value, [f"{own.name} {clipped(own.value, 60)}, {value.raw.strip()} for {having[0].name} "
                   f"({clipped(own.line.strip(), 60)!r})"]


_ADDRESS = compiled(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
_ADDRESS_LABEL = 12  # characters before an address its field's word may take (`上游服务器地址为 `)


def _told(field: Field, value: Anchor, anchors: Sequence[Anchor], low: int, high: int) -> bool:
    """Whether the clause `low:high` gives the field its own value too, or the field's line
    prints the claim's value outside its fields: the value is something else the line prints
    (`...|30002312|calculateCalories totalCalories=128210`, `ctladdr=root (0/0)`)."""
    return any(a.kind == "number" and low <= a.start < high and _same(field.value, a.raw) for a in anchors) \
        or (not field.whole and _printed(value.raw, _outside_fields(field.line)))


def _outside_fields(line: str) -> str:
    """`line` without its `name=value` pairs, its groups and its list's items."""
    line = without_groups(_PAIR.sub(" ", line))
    return _ITEM.sub(" ", line) if len(_ITEM.findall(line)) >= 2 else line


def _printed(number: str, line: str) -> bool:
    """Whether `line` prints the digits of `number` with no digit joined to them."""
    written = _NUMBER.match(number.strip().lower().replace(",", ""))
    return written is not None and found(written.group(1), line, str.isdigit)


def _reading_beside(having: Sequence[Field], fields: Sequence[Field]) -> tuple[Field, Field] | None:
    """(the reading, the threshold) of a line printing a value's field as a threshold and
    another value as the reading (`threshold=90% current=95.3%`): a clause naming no field and
    giving the threshold's value as it is gives the reading."""
    for limit in having:
        if _LIMIT.isdisjoint(limit.words):
            continue
        for reading in fields:
            if reading.line == limit.line and reading.name in _READING \
                    and not _same(reading.value, limit.value):
                return reading, limit
    return None


#: What a line may call its reading, and its threshold, beside one another.
_READING = frozenset({"current", "value", "actual", "observed", "measured", "current_value", "currentvalue"})
_LIMIT = frozenset({"threshold", "thresh", "limit"})
#: A bound or a crossing a threshold's value is written with (`超过阈值 90%`, `reached 90%`).
_CROSSING = compiled(r"阈值|门限|上限|限|超|达|高于|大于|突破|触发|告警|>|≥|"
                     r"(?<![A-Za-z])(?:threshold|limit|exceed\w*|above|over|reach\w*|hit|cross\w*|trigger\w*|alert\w*|than|fir\w+)(?![A-Za-z])",
                     re.IGNORECASE)


@lru_cache(maxsize=256)
def fields_of(text: str) -> tuple[Field, ...]:
    """The fields a status output prints, each line of one (see the module docstring)."""
    found = [Field(value.name, tuple(value.name.split()), f"{value.value}{value.unit}",
                   line_around(text, value.start), whole=True) for value in vmstat_values(text)]
    found += counted_lines(text) + headed_numbers(text) + tally_totals(text)
    found += variable_fields(text) + config_pairs(text) + stat_lines(text)  # a client's rows (MySQL's)
    found += counter_lines(text)  # a cgroup's cpu.stat, nstat's, varnishstat's
    # (indent, name, where its colon is: a count's) of the open sections
    sections: list[tuple[int, str, int]] = []
    for line in text.split("\n"):
        if line.startswith("{") and line.rstrip().endswith("}"):
            found.extend(json_line_fields(line))
            continue
        field = _JSON_FIELD.match(line) if line.lstrip().startswith('"') else _FIELD.match(line)
        if field is not None and (PAIRED_VALUE.fullmatch(value := field.group("value")) or value == "Value"):
            field = None  # Redis' `slave0:ip=...,offset=...`: its pairs are the fields; `Key  Value`: a head
        if field is None and "=" in line:
            found.extend(_pairs(line))
        if field is None and "(" in line and (qualified := _QUALIFIED.match(line)) is not None:
            found.extend(_qualified(qualified))
            continue
        if field is None and "Killed process" in line and (killed := _killed(line)):
            found.extend(killed)
            continue
        top = summarised(line) if field is None else []
        if top:
            found.extend(Field(value.name, tuple(value.name.replace("/", " ").split()),
                               f"{line[value.start:value.end]}{value.unit}", line, whole=True)
                         for value in top)
        elif field is None and ("," in line or ";" in line or " / " in line):
            found.extend(_listed(line))
        elif field is None and _SPACED.fullmatch(line):
            found.extend(_spaced(line))
        if "/" in line:
            found.extend(_grouped(line))
        if field is None:
            section = _SECTION.match(line) if line.rstrip().endswith(":") \
                else _JSON_SECTION.match(line) if line.rstrip().endswith("{") else None
            if section is not None:
                indent = len(section.group("indent").expandtabs())
                sections = [s for s in sections if s[0] < indent] + [(indent, section.group("name"), -1)]
            continue
        indent = len(field.group("indent").expandtabs())
        colon = line.find(":", field.end("name"))
        # a count's right-aligned siblings are none of its parts (mdadm's, timedatectl's colons align)
        sections = [s for s in sections if s[0] < indent and not 0 <= s[2] == colon]
        within = sections[-1][1] if sections else ""
        name = f"{within} {printed_name(field.group('name'), line, colon)}".strip()
        # `docker info`'s `Server:` and `Client:` say whose the fields are, not which
        words = spoken_words(field.group("name") if within.lower() in ("server", "client") else name)
        if words:
            value = port.group(1) if (port := _PORT.fullmatch(field.group("value"))) else field.group("value")
            unit = f" {named}" if (named := field.groupdict().get("unit")) and _BARE.fullmatch(value) else ""
            found.append(Field(name.lower(), words, value + unit, line))
        if field.group("value").isdigit() and colon >= 0:  # a count the lines below may break down
            sections.append((indent, field.group("name"), colon))  # (`Containers: 12` over `Running: 3`)
    return _without_shared(found)


def _without_shared(fields: list[Field]) -> tuple[Field, ...]:
    """`fields` without the words every one's name starts with (`cluster_` of Redis' `CLUSTER
    INFO`, a container's `payment-svc` in `kubectl describe`): they say whose they are, not which
    (`5461 个 slot 处于 fail` names `cluster_slots_fail`, `容器未就绪` its `Ready`)."""
    while len(fields) >= 3 and all(len(f.words) >= 2 and f.words[0] == fields[0].words[0] for f in fields):
        fields = [f._replace(words=f.words[1:]) for f in fields]
    return tuple(fields)


#: systemd's `Memory: 1.2G (peak: 2.3G)`, `Tasks: 12 (limit: 4915)`: a value, then its bounds; its
#: `Main PID: 1234 (nginx)`: a value, then its process.
_QUALIFIED = compiled(r"(?P<indent>[ \t]*)(?P<name>[A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*)?):[ \t]*"
                      r"(?P<value>\d+(?:\.\d+)?%?[A-Za-z]*)[ \t]+"
                      r"\((?P<inner>[a-z][\w\-]*: [^()\n]*|[\w.\-]+)\)[ \t]*$")
_INNER = compiled(r"([a-z][\w\-]*): (\d+(?:\.\d+)?%?[A-Za-z]*)")


def _qualified(line: re.Match[str]) -> list[Field]:
    """The fields of a `Name: value (qualifier: value, ...)` line: `memory` and `memory peak`."""
    name = line.group("name").lower()
    found = [Field(name, spoken_words(name), line.group("value"), line.group(), whole=True)]
    for qualifier, value in _INNER.findall(line.group("inner")):
        words = (*found[0].words, *(w.lower() for w in NAME_WORD.findall(qualifier)))
        found.append(Field(f"{name} {qualifier}", words, value, line.group(), whole=True))
    return [field for field in found if field.words]


#: The kernel's OOM killer: `Out of memory: Killed process 24871 (java) total-vm:12845676kB,
#: anon-rss:6234512kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:13000kB oom_score_adj:0`.
_KILLED = compiled(r"Killed process (?P<pid>\d+) \((?P<name>[^)]*)\)")
_KILLED_FIELD = compiled(r"(?<![\w\-])([A-Za-z][\w\-]*):(\d+(?:kB)?)(?![\w])")


def _killed(line: str) -> list[Field]:
    """The fields of the OOM killer's line: the killed process' `pid`, then each `name:value`."""
    killed = _KILLED.search(line)
    if killed is None:
        return []
    found = [Field("killed process pid", ("pid",), killed.group("pid"), line, whole=True)]
    for name, value in _KILLED_FIELD.findall(line, killed.end()):
        words = spoken_words(name)
        if words:
            found.append(Field(name.lower(), words, value, line, whole=True))
    return found


def _pairs(line: str) -> list[Field]:
    """The `name=value` fields of a log's line (`own_words`: `current=95.3%` is `current`'s); a
    group's qualified too (`_group_word`: `actual rows`, `estimated rows` of a plan's node)."""
    found = []
    for pair in _PAIR.finditer(line):
        name = pair.group("name")
        spoken = own_words(name)
        value = pair.group("value").rstrip(".:") if pair.group("quoted") is None else pair.group("quoted")
        if spoken and value:
            found.append(Field(name.lower(), spoken, value, line))
            if (word := _group_word(line, pair.start())) is not None:
                found.append(Field(f"{word} {name.lower()}", (word, *spoken), value, line))
    return found


#: A parenthesised group of pairs a word qualifies (PostgreSQL's `(actual time=0.012..45.678
#: rows=4987 loops=1)`), or the planner's estimate (`(cost=0.00..1234.00 rows=5000 width=64)`).
_GROUP = compiled(r"\((?:(?P<word>[a-z]+) |(?=cost=))[^()]*\Z")


def _group_word(line: str, at: int) -> str | None:
    """The word qualifying the pairs of the group `line[at]` is in (`actual`; `estimated` for a
    plan's cost), if any."""
    group = _GROUP.search(line, line.rfind("(", 0, at), at) if "(" in line[:at] else None
    return None if group is None else group["word"] or "estimated"


#: A line of `Name: value` pairs between blanks only (nginx's `Reading: 6 Writing: 179 Waiting:
#: 106`), or a comment's (MySQL's slow log: `# Query_time: 12.300211  Lock_time: 0.000120`).
#: (a name of words, `mysqladmin status`' `Slow queries: 7  Open tables: 113`)
_SPACED_PAIR = r"([A-Za-z][\w\-]*(?: [A-Za-z][\w\-]*){0,3}):[ \t]*(\d+(?:\.\d+)?%?[A-Za-z]*)"
_SPACED = compiled(rf"[ \t]*(?:#[ \t]*)?{_SPACED_PAIR}(?:[ \t]+{_SPACED_PAIR})+[ \t]*", re.ASCII)
_SPACED_PAIRS = compiled(_SPACED_PAIR, re.ASCII)


def _spaced(line: str) -> list[Field]:
    """The fields of a line of `Name: value` pairs (`_SPACED`)."""
    return [Field(name.lower(), words, value, line, whole=True) for name, value in _SPACED_PAIRS.findall(line)
            if (words := spoken_words(name))]


def _listed(line: str) -> list[Field]:
    """The fields of a line listing two or more items (`_ITEM`: `name value`, `name: value` or
    `value name`, after the line's start, a colon, a comma, a semicolon, a parenthesis or a `/`
    between blanks, before one of those or the end: `log level counts: WARN 52, ERROR 7`)."""
    items = list(_ITEM.finditer(line))
    if len(items) < 2:
        return []
    found = []
    unnamed = -1  # where the last item with no name of its own ended
    for item in items:
        name, value = item.group("name", "value") if item.group("name") else item.group("after", "first")
        unit, _, rest = name.partition(" ")
        if not item.group("name") and known_unit(unit):
            # `38 GiB used`: the unit is the value's, the name what follows (none: no field)
            name, value = rest, f"{value} {unit}"
        if unnamed >= 0 and line[unnamed:item.start() + 2].strip() == "/":
            continue  # Ceph's `562 GiB / 600 GiB avail`: whose the name is, the pair's or its second's
        if not name:
            unnamed = item.end()
        words = spoken_words(name)
        if len(name) >= 2 and words:
            found.append(Field(name.lower(), words, value, line, listed=True))
    return found


def _grouped(line: str) -> list[Field]:
    """The fields of a line's group of names and values (ping's `rtt min/avg/max/mdev =
    0.312/0.467/1.024/0.201 ms`: `avg rtt` is 0.467ms)."""
    return [Field(name, tuple(NAME_WORD.findall(name)), value, line) for name, value in named_values(line)]


_NUMBER = compiled(r"(\d+(?:\.\d+)?) ?([^\s\d]*)")  # `0.467 ms` is `0.467ms`
_BITS = compiled(rf"(?<=[\d ]){BIT_RATE}\Z")


#: A change, a bound or a share, not the field's value (`增加了 100`, `超过 500`, `rose by`).
_CHANGE = compiled(rf"{CHANGE.pattern}|%|百分", re.IGNORECASE)


def _with_unit(claim: str, value: Anchor) -> str:
    """The value as the claim writes it, with a unit of time written apart that the anchor leaves
    out (`0.64 s`: a lone `s` may be a word)."""
    if value.unit is None and (unit := _SPACED_SECONDS.match(claim, value.end)) is not None:
        return f"{value.raw.strip()} {unit.group(1).lower()}"
    return value.raw


_SPACED_SECONDS = compiled(r"[ \t]+(s|secs?|seconds?|ms)(?![A-Za-z0-9])", re.IGNORECASE)


def _comparable(field: Field, written: str) -> bool:
    """Whether the field's value is a number in the unit the claim writes its value in, or a
    duration printed bare (curl's `time_connect: 0.012345`) and the claim's in seconds or
    milliseconds, and another value."""
    mine, theirs = _number(written), _number(field.value)
    if mine is None or theirs is None or _agrees(field, written):
        return False
    return mine[1] == theirs[1] or (not theirs[1] and mine[1] in _TIME_UNITS and names_duration(field.name))


def _apart(field: Field, written: str) -> bool:
    """Whether the field's value and the claim's are of two dimensions (`使用率 38%` names no
    `used: 512.00 MB`: a share is no size)."""
    mine, theirs = _number(written), _number(field.value)
    return mine is not None and theirs is not None and bool(mine[1]) and bool(theirs[1]) \
        and _dimension(mine[1]) != _dimension(theirs[1])


def _dimension(unit: str) -> str:
    """A unit as `_number` gives it (lower-cased), by what it measures: `%`, a size, a duration."""
    if unit in BYTE_UNITS or unit in ("k", "g", "t", "ki", "mi", "gi", "ti"):
        return "size"
    return "time" if unit in _TIME_UNITS else unit


def _agrees(field: Field, written: str) -> bool:
    """Whether the field's value is the claim's number (`_same`), or a duration printed bare under
    a name of time whose reading in seconds or in milliseconds (the line does not say which) is
    the claim's duration written shorter (`12 毫秒` for curl's `time_connect: 0.012345`)."""
    if _same(field.value, written):
        return True
    mine = _number(written)
    if mine is None or mine[1] not in _TIME_UNITS or not names_duration(field.name):
        return False
    digits = _NUMBER.match(written.strip().replace(",", ""))
    seconds = Decimal(digits.group(1)) * _TIME_UNITS[mine[1]] if digits else None
    return seconds is not None and any(_same(field.value, f"{seconds.scaleb(shift):f}") for shift in (0, 3))


#: A claim's unit of a duration a bare value is read in (seconds or milliseconds) -> its seconds.
_TIME_UNITS = {unit: Decimal(ms) / 1000 for unit, ms in DURATION_UNITS.items() if ms in ("1", "1000")}


def _same(cell: str, written: str) -> bool:
    """Whether a field's value is a claim's number as written (`7.80G`, `512`; `1.50` is `1.5`),
    or printed bare: its digits in any unit, or written shorter in no unit or seconds (`3.2 秒`
    for curl's `time_total: 3.200117`)."""
    one, mine = _number(cell), _number(written)
    # a bare value is the claim's digits in any unit (curl's `time_connect: 0.021337`, seconds);
    # a value in the claim's unit written shorter is it too (`平均延迟 3.2 ms` for ping's 3.211 ms)
    return one is not None and mine is not None and (
        one == mine or (not one[1] and known_unit(mine[1]) and one[0] == mine[0])
        or (not one[1] and (not mine[1] or _TIME_UNITS.get(mine[1]) == 1) and _shortened(cell, written))
        or (bool(one[1]) and _same_unit(one[1], mine[1]) and _shortened(cell, written))
        or _same_size(cell, written))


#: Sizes by their unit's power of 1,000 or 1,024 (which of the two a tool means, the unit does
#: not always say: the kernel's `kB` are KiB); not `m` (minutes, millicores).
_SIZE_POWERS = {"b": 0, "kb": 1, "kib": 1, "k": 1, "mb": 2, "mib": 2, "gb": 3, "gib": 3, "g": 3,
                "tb": 4, "tib": 4, "t": 4}


def _same_size(cell: str, written: str) -> bool:
    """Whether a size in one unit is the claim's in another, to the places it writes (`8 GB`
    for dmesg's `total-vm:8123456kB`), by powers of 1,000 or of 1,024."""
    theirs = _NUMBER.fullmatch(cell.strip().lower().replace(",", ""))
    mine = _NUMBER.fullmatch(written.strip().lower().replace(",", ""))
    if theirs is None or mine is None or theirs.group(2) == mine.group(2):
        return False
    power, to = _SIZE_POWERS.get(theirs.group(2)), _SIZE_POWERS.get(mine.group(2))
    if power is None or to is None:
        return False
    value = Decimal(theirs.group(1))
    return any(rounded_to(value * Decimal(base) ** power / Decimal(other) ** to, mine.group(1))
               for base in (1000, 1024) for other in (1000, 1024))


def _same_unit(one: str, other: str) -> bool:
    """Whether two units as written are one (`ms`, `毫秒`)."""
    return one == other or (one in _TIME_UNITS and _TIME_UNITS[one] == _TIME_UNITS.get(other))


def _shortened(cell: str, written: str) -> bool:
    """Whether a claim's number is a bare value rounded or cut to the places it writes."""
    theirs = _NUMBER.fullmatch(cell.strip().replace(",", ""))
    mine = _NUMBER.match(written.strip().replace(",", ""))
    return theirs is not None and mine is not None and rounded_to(Decimal(theirs.group(1)), mine.group(1),
                                                                  cut=True)


@lru_cache(maxsize=4096)  # each field's value is compared with each of a claim's numbers
def _number(text: str) -> tuple[float, str] | None:
    """A value as a number and its unit (`7.80G`: 7.8, "g"), None for one that is no number."""
    # a rate in bits however its unit is written (`Mbit/s`, `Mbps`), before `MB/s` is lower-cased
    text = _BITS.sub(lambda bits: f"{(bits.group('prefix') or '').lower()}bit/s", text)
    found = _NUMBER.fullmatch(text.strip().lower().replace(",", ""))
    return None if found is None else (float(found.group(1)), found.group(2))
