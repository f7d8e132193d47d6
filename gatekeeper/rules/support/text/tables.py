"""The tables a tool prints, read as rows of cells under named columns.

`kubectl get pods`, `kubectl top`, `df -h` print a header of three or more column names (`NAME
READY STATUS RESTARTS AGE`, `Filesystem Size Used Avail Use% Mounted on`) over rows of as many
cells, split at runs of two spaces or more or at a tab (helm pads its cells, then a tab), or at
any space with a header's lower-case word joined to the one before it (`Mounted on`). `psql` and
Markdown print cells between `|` (a rule of `-`, `+`, `:` under the header); CSV between commas
under a header of names (HAProxy's `# pxname,svname,...`); a JSON query result is a list of flat
records (or one per line). A table's rows each write a digit (words under words are prose, not a
table), or there are two or more of them, split into as many cells as four names or more (`argocd
app list`'s, `flux get kustomizations`'). `free`'s numbers are in the unit its option gives when its command
is echoed above it (`$ free -m`: MiB), and in no known unit otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from gatekeeper.rules.support.text.keyed_rows import keyed_rows
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.table_records import json_records

#: A header's word: a capitalised name (`STATUS`, `S0`, `%CPU`, `Use%`), a lower-case word (the
#: end of the name before it: `Mounted on`), or a lower-case name of a rate or share (`r/s`,
#: `rkB/s`, `%util`, iostat's), a name of its own; docker's `CPU %`, `MEM USAGE / LIMIT`, `NET I/O`;
#: lsblk's `MAJ:MIN`; w's `LOGIN@`; df's `1K-blocks`; netstat's `PID/Program name`.
_HEADER_WORD = compiled(r"[#%]?[A-Z][A-Za-z0-9%_\-]*(?:\([A-Za-z]+\))?[%+@]?|[a-z]+|%[a-z_]+"
                        r"|[a-z]+[A-Za-z]*/[a-z]+|[%/]|[A-Z]+[/:][A-Z]+|[a-z]+(?:[_\-][a-z]+)+|\d+[KM]-blocks"
                        r"|PID/Program")
#: A lower-case word that is a name of its own, no end of the one before (`r_await`, `aqu-sz`).
_OWN_NAME = compiled(r"%[a-z_]+|[a-z]+[A-Za-z]*/[a-z]+|[a-z]+(?:[_\-][a-z]+)+")
_SPACES = compiled(r"\s{2,}|\t")  # helm's cells are padded, then a tab
_PIPE_NAME = compiled(r"[A-Za-z][\w .%()\-]*|↺")  # pm2 counts restarts under `↺`
_PIPE_RULE = compiled(r"[\s|:+\-]+|=+[ \t]*")  # ntpq's rule is of `=`


class Table(NamedTuple):
    columns: tuple[str, ...]  # the header's names, lower-cased, without their units
    rows: tuple[tuple[str, ...], ...]  # a bare number under a name's unit has it (`p99_ms`)

    @classmethod
    def of(cls, names: Sequence[str], rows: Sequence[Sequence[str]], printed_in: str = "") -> Table:
        """`printed_in`: the unit of every column but a labelled table's labels (`free -m`'s
        MiB), where the column's name gives none."""
        columns = tuple(_name(name) for name in names)
        known = _KNOWN_UNITS.get(frozenset(columns), {}) or (
            _CLIENTS if _CLIENTS.keys() <= set(columns) else {}) or (
            _PERCENT_CPU if "cpu" in columns and any(c.endswith(".percent") for c in columns) else {})
        units = [_unit(name) or known.get(column) or _NAMED_UNITS.get(column)
                 or (printed_in if column else "") for name, column in zip(names, columns, strict=True)]
        return cls(columns, tuple(tuple(cell + unit if unit and _BARE.fullmatch(cell) else cell
                                        for cell, unit in zip(row, units, strict=True))
                                  for row in rows))


#: The units of a known table's bare columns, by its columns: MySQL's `SHOW PROCESSLIST` counts
#: `Time` in seconds.
_KNOWN_UNITS = {frozenset({"id", "user", "host", "db", "command", "time", "state", "info"}): {"time": "s"},
                # `df`'s sizes in 1K blocks
                frozenset({"filesystem", "1k-blocks", "used", "available", "use%", "mounted on"}): {
                    "1k-blocks": "KiB", "used": "KiB", "available": "KiB"},
                # `sar -n DEV`'s rates in kB a second
                frozenset({"iface", "rxpck/s", "txpck/s", "rxkb/s", "txkb/s", "rxcmp/s", "txcmp/s",
                           "rxmcst/s", "%ifutil"}): {"rxkb/s": "kB/s", "txkb/s": "kB/s"},
                # `ntpq -p`'s timings in milliseconds
                frozenset({"remote", "refid", "st", "t", "when", "poll", "reach", "delay", "offset",
                           "jitter"}): {"delay": "ms", "offset": "ms", "jitter": "ms"},
                # `ps aux` counts VSZ and RSS in KiB
                frozenset({"user", "pid", "%cpu", "%mem", "vsz", "rss", "tty", "stat", "start", "time",
                           "command"}): {"vsz": "KiB", "rss": "KiB"}}
#: ... and Redis' `CLIENT LIST` (its fields vary by release) counts a client's `age` and `idle` in seconds.
_CLIENTS = {"addr": "", "age": "s", "idle": "s"}
#: Elasticsearch's `_cat/nodes` prints its `cpu` in percent, beside its `heap.percent`.
_PERCENT_CPU = {"cpu": "%"}
#: Columns of one tool's only, in their unit: `iostat -x`'s waits in milliseconds, top's sizes in
#: KiB (a cell it scales writes its letter: `2.1g`, evidence/cell_values.py), PgBouncer's longest
#: wait in seconds.
_NAMED_UNITS = {name: "ms" for name in ("await", "r_await", "w_await", "d_await", "f_await", "svctm")} | {
    name: "KiB" for name in ("virt", "res", "shr")} | {"maxwait": "s"}
#: A column name's unit, which its bare numbers are in: after `_` or `.` (`p99_ms`, `error_pct`,
#: Elasticsearch's `heap.percent`), in brackets (`Size(MB)`), after `in` (Patroni's `Lag in MB`);
#: `%CPU` of `top`.
_UNIT_NAMED = compiled(r"(?:.*[_.]|.*\(|.* in )(ms|pct|percent|[KMGT]i?B|bytes)\)?|%.*", re.IGNORECASE)
_UNIT_WORDS = {"pct": "%", "percent": "%", "ms": "ms"}


def _unit(name: str) -> str:
    """The unit a column's name gives its bare numbers ("" if none): `%`, `ms`, a size's."""
    named = _UNIT_NAMED.fullmatch(name.strip())
    if named is None:
        return ""
    unit = named.group(1)
    if unit is None:
        return "%"
    return _UNIT_WORDS.get(unit.lower(), unit if unit.lower() != "bytes" else "B")
_BARE = compiled(r"-?\d+(?:\.\d+)?")  # ntpq's offsets are signed
_UNASSIGNED = compiled(r"[ \t]*(\d+)[ \t]+UNASSIGNED[ \t]*")
_TREE = compiled(r"^(?:[│ ] )*[├└]─(?=[A-Za-z0-9])", re.MULTILINE)
_BOX = str.maketrans("│─┼├┤┌┐└┘┬┴", "|-+++++++++")


@lru_cache(maxsize=256)
def tables_of(text: str) -> tuple[Table, ...]:
    """The tables `text` prints (see the module docstring)."""
    if "─" in text:  # lsblk's tree before a name (`├─sda1`, `│ └─vg-root`): blanks, as wide
        text = _TREE.sub(lambda tree: " " * len(tree.group()), text)
    if "│" in text:  # drawn in boxes (pm2's): bars and rules as a pipe table's
        text = text.translate(_BOX)
    records = json_records(text)
    if records is not None:
        return tuple(Table.of(*table) for table in records)
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines) - 1:
        keyed = keyed_rows(lines, index)
        if keyed is not None:
            found.append(Table.of(*keyed))
            index += len(keyed[1])
            continue
        if _CLOCK.match(lines[index]):  # sar's, mpstat's: each line after the time it was taken
            lines[index:] = _unclocked(lines[index:])
        header, cells_of = _header(lines[index]), _cells
        if header is None and (lines[index][:1].isspace() or lines[index].startswith("avg-cpu:")):
            above = lines[index - 1] if index else ""  # vmstat's groups; iostat's CPU line
            header, cells_of = _sampled_header(lines[index], above), _sampled_cells
        if header is None:
            header, cells_of = _pipe_header(lines[index]), _pipe_cells
        if header is None:
            header, cells_of = _labelled_header(lines[index], lines[index + 1]), _labelled_cells
        if header is None and "," in lines[index]:
            header, cells_of = _csv_header(lines[index]), _csv_cells
        if header is None:
            index += 1
            continue
        below = lines[index + 1:]
        # a rule under the header: psql's, Markdown's, dashes (`kubectl describe quota`'s), ntpq's
        ruled = bool(below) and ("|" in lines[index] or "-" in below[0] or below[0][:1] == "=") \
            and _PIPE_RULE.fullmatch(below[0]) is not None
        rows = _rows(below[1:] if ruled else below, header, cells_of)
        if cells_of is _cells:  # names of two words (`CONTAINER ID`, `LAST SEEN`), empty cells: a
            wide = _wide_header(lines[index])  # row they stop (docker compose's exited, no PORTS)
            if wide is not None and (wide != header or (
                    not ruled and len(below) > len(rows) and below[len(rows)].strip())):
                starts = _starts(lines[index], wide, _trimmed(lines[index], below))
                aligned = _rows(below, wide, partial(_aligned_cells, starts=starts))
                if "\t" in lines[index] or not (aligned or rows):  # helm's: padded cells between tabs,
                    # aligned or not; nodetool's numbers, right-aligned under `Pool Name ... All time blocked`
                    aligned = max(aligned, _rows(below, wide, _cells), key=len)
                # as printed, by its runs of spaces, unless a first cell holds one: two columns
                # whose names one space parts (ss -s's `Transport Total`), read word by word; or
                # a name of three words or more, or of two not in capitals, read word by word as
                # well when every row has a cell of each (df's `Used Avail Use%`, pvs' `Attr PSize`)
                # (nor a last name of the rest of the line joined to the one before: w's `PCPU WHAT`),
                # unless word by word one name is twice (Nomad's `ID  Node ID`)
                if aligned and len(aligned) >= len(rows) and not (
                        rows and any(_SPACES.search(row[0]) for row in aligned)) and not (
                        len(rows) == len(aligned) and any(len(n.split()) > 1 + n.isupper() for n in wide)
                        and len(set(header)) == len(header)) \
                        and not (rows and header[-1] in _WHOLE_LAST and wide[-1] != header[-1]):
                    header, rows = wide, aligned
        if header[:2] == ("remote", "refid"):  # ntpq's peers: a tally before a name (`*ntp1`)
            rows = [(row[0][1:] if line[:1] in "*+-#xo." else row[0], *row[1:]) for row, line in zip(
                rows, below[ruled:], strict=False)]
        if rows and header[0] == "shards" and header[-1] == "node" and len(below) > len(rows) \
                and (unassigned := _UNASSIGNED.fullmatch(below[len(rows)])):  # `_cat/allocation`'s last
            rows = [*rows, (unassigned[1], *[""] * (len(header) - 2), "UNASSIGNED")]  # (no node's shards)
        if rows and cells_of is not _labelled_cells:
            header, rows = _exit_codes(*_split_pairs(header, rows))
        # a row with a digit; or rows of words only under four names or more (`argocd app list`'s,
        # `flux get kustomizations`'): a line of capitals over one of prose is none
        if rows and (all(any(char.isdigit() for char in "".join(row)) for row in rows) or (
                len(header) >= 4 and len(rows) >= 2 and cells_of is _cells)):
            unit = free_unit(lines[max(index - 2, 0):index]) if cells_of is _labelled_cells else ""
            found.append(Table.of(header, rows, unit))
        index += 1 + ruled + len(rows)
    return tuple(found)


#: A line of no lower-case letter (one star: a lower-case letter at the end of a long line of
#: capitals and spaces costs one backtrack, not one per space).
_CAPITALS_LINE = compiled(r"(?m)^[ \t]*[A-Z%][^a-z\n]*$")
_NUMBER_CELL = compiled(r"[\d.,/%]+")
#: A lower-case header between tabs (`name	messages	consumers`: rabbitmqctl's).
_TABBED_LINE = compiled(r"(?m)^[a-z][a-z0-9_.]*(?:\t[a-z][a-z0-9_.]*){2,}[ \t]*$")


def header_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` prints a table's header of capitalised names (`NAME READY STATUS RESTARTS
    AGE`) or of lower-case ones between tabs, the line below splitting into as many cells: its
    words name columns (`RESTARTS`: what the rows count), they report nothing."""
    spans = []
    tabbed = _TABBED_LINE.finditer(text) if "\t" in text else ()
    for m in (*_CAPITALS_LINE.finditer(text), *tabbed):
        below_end = text.find("\n", m.end() + 1)
        below = text[m.end() + 1:below_end if below_end >= 0 else len(text)]
        wide = _wide_header(m.group())
        for names in (_header(m.group()), wide):
            cells = _cells(below, names) if names is not None and m.end() < len(text) else None
            if cells is None and names is not None and names is wide and m.end() < len(text):
                cells = _aligned_cells(below, names, _starts(m.group(), names))  # docker's empty PORTS
            # a row, not a second line of capitals (`ERROR DISK FULL ON NODE-4`)
            if cells is not None and (not below.isupper() or any(map(_NUMBER_CELL.fullmatch, cells))):
                spans.append(m.span())
                break
    return sorted(spans)


#: The time a line of sar, mpstat or pidstat was taken, before its cells (`10:02:12 AM  all ...`),
#: or `Average:` of their summary.
_CLOCK = compiled(r"(?:\d{1,2}:\d{2}:\d{2}(?:[ \t]+[AP]M)?|Average:)[ \t]+(?=[A-Za-z%\d])")


def _unclocked(lines: list[str]) -> list[str]:
    """`lines` with the time before each cell of the first ones blanked, when the first is a
    header: its rows are those lines up to the first without a time (or with `Average:` after
    times: the summary's rows are the same rows again, a table of their own)."""
    if _header(_CLOCK.sub("", lines[0], count=1)) is None:
        return lines
    clocked, summary = 0, lines[0].startswith("Average:")
    while clocked < len(lines) and _CLOCK.match(lines[clocked]) \
            and lines[clocked].startswith("Average:") == summary:
        clocked += 1
    return [_CLOCK.sub("", line, count=1) for line in lines[:clocked]] + lines[clocked:]


#: docker-compose's `State` of an exited service (`Exit 137`).
_EXITED = compiled(r"Exit (-?\d+)")


def _exit_codes(header: tuple[str, ...], rows: list[tuple[str, ...]]
                ) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """docker-compose's `State` cells `Exit 137` as two columns, the state (`Exit`) and its `Exit
    Code` (none for a service `Up`)."""
    at = next((n for n, name in enumerate(header) if name.lower() == "state"), None)
    if at is None or not any(_EXITED.fullmatch(row[at]) for row in rows):
        return header, rows
    codes = [exited.group(1) if (exited := _EXITED.fullmatch(row[at])) else "" for row in rows]
    return ((*header[:at + 1], "Exit Code", *header[at + 1:]),
            [(*row[:at], "Exit" if code else row[at], code, *row[at + 1:])
             for row, code in zip(rows, codes, strict=True)])


def _split_pairs(header: tuple[str, ...], rows: list[tuple[str, ...]]
                 ) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """`docker stats`' `MEM USAGE / LIMIT` over `1.62GiB / 2GiB`: two columns, `MEM USAGE` and
    `MEM LIMIT` (a name of one word takes the first's first word), where every row's cell has
    as many parts as the name; netstat's `PID/Program name` over `4312/java`."""
    for at, name in enumerate(header):
        separator = "/" if name == _PID_PROGRAM else " / "  # netstat's `4312/java`
        parts = ["PID", "Program name"] if name == _PID_PROGRAM else name.split(separator)
        cells = [row[at].split(separator) for row in rows]
        if len(parts) < 2 or not all(len(cell) == len(parts) for cell in cells):
            continue
        head = parts[0].split()[0] if len(parts[0].split()) > 1 else ""
        names = [part if " " in part or not head else f"{head} {part}" for part in parts]
        header = (*header[:at], *names, *header[at + 1:])
        rows = [(*row[:at], *cell, *row[at + 1:]) for row, cell in zip(rows, cells, strict=True)]
        return _split_pairs(header, rows)
    return header, rows


_PID_PROGRAM = "PID/Program name"


def _header(line: str) -> tuple[str, ...] | None:
    first = line.lstrip()[:1]
    if first.islower():
        return _dotted_header(line)
    if not (first.isupper() or first == "%"):  # a log's line starts with its time, most often
        return None
    words = line.split()
    if len(words) < 3 or not words[0][:1].isupper() or not all(
            _HEADER_WORD.fullmatch(word) for word in words):
        return None
    if sum(1 for word in words if word[:1].isupper() or _OWN_NAME.fullmatch(word)) * 2 < len(words):
        return None
    joined: list[str] = []
    for word in words:  # `Mounted on`: a lower-case word ends the capitalised name before it
        if (word[:1].islower() and joined and joined[-1][:1].isupper() and not _OWN_NAME.fullmatch(word)) \
                or (word == "Address" and joined and joined[-1] in ("Local", "Foreign")):  # netstat's
            joined[-1] += f" {word}"
        else:
            joined.append(word)
    return tuple(joined)


#: Elasticsearch's `_cat` APIs print lower-case names, some dotted (`heap.percent`, `docs.count`).
_DOTTED_WORD = compiled(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*")


def _dotted_header(line: str) -> tuple[str, ...] | None:
    """A lower-case header (`ip heap.percent ram.percent cpu load_1m node.role master name`),
    known from prose by a dotted name among three or more, by tabs between them
    (`rabbitmqctl list_queues name messages consumers`) or by mongostat's or ntpq's first names."""
    words = tuple(line.split())
    if len(words) < 3 or not ("\t" in line or any("." in word for word in words)
                              or words[:4] == ("insert", "query", "update", "delete")
                              or words[:2] == ("remote", "refid")) or not all(
            _DOTTED_WORD.fullmatch(word) for word in words):
        return None
    return words


def _rows(lines: Sequence[str], header: tuple[str, ...],
          cells_of: Callable[[str, tuple[str, ...]], tuple[str, ...] | None]) -> list[tuple[str, ...]]:
    """The rows under a header, up to the first line that is none."""
    rows = []
    for line in lines:
        cells = cells_of(line, header)
        if cells is None:
            break
        rows.append(cells)
    return rows


def _wide_header(line: str) -> tuple[str, ...] | None:
    """A header's names split at runs of two spaces or more, a name of several words whole
    (`CONTAINER ID`, `LAST SEEN`: docker's and kubectl's)."""
    names = tuple(_SPACES.split(line.strip()))
    if len(names) < 3 or not all(_HEADER_WORD.fullmatch(word) for name in names
                                 for word in name.split()):
        return None
    return names


def _starts(line: str, names: tuple[str, ...], shift: int = 0) -> tuple[int, ...]:
    starts, at = [], 0
    for name in names:
        at = line.index(name, at)
        starts.append(at + shift)
        at += len(name)
    return tuple(starts)


def _trimmed(header: str, below: Sequence[str]) -> int:
    """The blanks a header quoted first in an excerpt lost that the rows under it keep (lvs' `  LV
    VG ...` quoted from its `LV`): the first row's indent, when the header has none."""
    if header[:1].isspace() or not below or not below[0][:1].isspace():
        return 0
    return len(below[0]) - len(below[0].lstrip())


def _aligned_cells(line: str, header: tuple[str, ...], starts: tuple[int, ...]
                   ) -> tuple[str, ...] | None:
    """The row's cells under a left-aligned header, by where its names start: a cell may be
    empty (docker's `PORTS`); None for a line whose words do not start at the names'."""
    if not line.strip():
        return None
    cells = []
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(line)
        cell = line[start:end]
        if cell.strip() and (cell[0] == " " or (start and line[start - 1] != " ")):
            return None  # a word across a name's start: not this header's row
        cells.append(cell.strip())
    return tuple(cells) if len(cells) == len(header) else None


def _cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    """The row's cells, as many as the header's names; None for a line that is no row (a field's:
    `errors: No known data errors` after zpool's devices)."""
    if not line.strip() or _FIELD_LINE.match(line):
        return None
    if "\t" in line:  # between tabs, a cell may hold two spaces (helm's `Tue Dec  1`)
        tabbed = tuple(cell.strip() for cell in line.strip().split("\t"))
        if len(tabbed) == len(header):
            return tabbed
    wide = tuple(_SPACES.split(line.strip()))
    if len(wide) == len(header):
        return wide
    if len(wide) == len(header) - 1 and header[-1] in _EMPTY_LAST:
        return (*wide, "")  # a service with no ports (docker-compose's exited)
    if len(wide) == len(header) + 1 and header[-1] in _NOTED_AFTER and not any(c.isdigit() for c in wide[-1]):
        return wide[:-1]  # `zpool status`' note after a device's counts (`too many errors`)
    narrow = tuple(line.split())
    if len(narrow) == len(header) - 1 and header[-1] in _EMPTY_LAST:
        return (*narrow, "")  # a disk with no mount point (lsblk's: its partitions have)
    if len(narrow) > len(header) and header[-1] in _WHOLE_LAST:  # `ps aux`'s command and its arguments
        return (*narrow[:len(header) - 1], " ".join(narrow[len(header) - 1:]))
    return narrow if len(narrow) == len(header) else None


_FIELD_LINE = compiled(r"[a-z]+:[ \t]")
#: A last column whose cell may be empty.
_EMPTY_LAST = frozenset({"MOUNTPOINT", "MOUNTPOINTS", "Ports"})
#: A last column whose cell is the rest of the line, spaces and all (`ps aux`, `ps -ef`).
#: (mongostat's `time`: `Dec  7 10:00:01.123`; w's `WHAT`)
_WHOLE_LAST = frozenset({"COMMAND", "CMD", "ARGS", "time", "WHAT"})
#: A last column a row may print a note after (`zpool status`' `CKSUM`).
_NOTED_AFTER = frozenset({"CKSUM"})


#: `free` echoed before its table (`$ free -m`, `# free -h -w`): its options, which set the unit.
_FREE_COMMAND = compiled(r"(?:.*[$#>]\s*)?free((?:\s+-[\w\-=]+(?:\s+\d+)?)*)")
#: The unit of `free`'s numbers by its option (procps-ng); none given, KiB. `-h` prints units.
_FREE_UNITS = {"b": "B", "bytes": "B", "k": "KiB", "kibi": "KiB", "m": "MiB", "mebi": "MiB",
               "g": "GiB", "gibi": "GiB", "tebi": "TiB", "kilo": "kB", "mega": "MB",
               "giga": "GB", "tera": "TB", "h": "", "human": ""}


def free_unit(before: Sequence[str]) -> str:
    """The unit of a labelled table's numbers when one of the lines `before` it echoes the
    `free` command that printed it ("" when none does, or its numbers print their own)."""
    for line in reversed(before):
        command = _FREE_COMMAND.fullmatch(line.strip())
        if command is None:
            continue
        unit = "KiB"
        for option in command.group(1).split():
            if option.startswith("--"):
                unit = _FREE_UNITS.get(option[2:], unit)
            elif option.startswith("-"):
                unit = next((_FREE_UNITS[flag] for flag in reversed(option[1:])
                             if flag in _FREE_UNITS), unit)
        return unit
    return ""


#: vmstat's groups above its header (`procs -----memory---- ---swap--`); its columns by what
#: they are, in the names other tools print (`%iowait` for `wa`, in percent): `si` and `so`, as
#: words, would be named by `size` and `some`.
_VMSTAT_GROUPS = compiled(r"procs\s+-+memory-+\s.*")
_VMSTAT_NAMES = {"r": "runnable", "b": "blocked", "si": "swap in", "so": "swap out", "in": "interrupts",
                 "cs": "context switches", "us": "%user", "sy": "%system", "id": "%idle", "wa": "%iowait",
                 "st": "%steal", "gu": "%guest"}
#: iostat's CPU line (`avg-cpu:  %user   %nice %system %iowait  %steal   %idle`).
_AVG_CPU = compiled(r"avg-cpu:((?:\s+%[a-z]+){3,})\s*")


def _sampled_header(line: str, above: str) -> tuple[str, ...] | None:
    """The names of a table of samples whose rows name nothing (vmstat's, iostat's CPU line),
    after a first column of the tool's name, one cell in every row: a claim names no row by a
    number it writes (vmstat's first column counts runnable processes)."""
    if _VMSTAT_GROUPS.fullmatch(above.strip()):
        return ("vmstat", *(_VMSTAT_NAMES.get(word, word) for word in line.split()))
    cpu = _AVG_CPU.fullmatch(line.strip())
    return None if cpu is None else ("avg-cpu", *cpu.group(1).split())


def _sampled_cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    cells = line.split()
    if len(cells) != len(header) - 1 or not all(map(_NUMBER_CELL.fullmatch, cells)):
        return None
    return (header[0], *cells)


#: `free`'s header: lower-case names over rows each led by a label (`Mem:`, `Swap:`).
_LOWER_NAME = compiled(r"[a-z][a-z/\-]*")
_ROW_LABEL = compiled(r"[A-Za-z][\w\-]*:")


def _labelled_header(line: str, below: str) -> tuple[str, ...] | None:
    """The names of a header of lower-case names (three or more, indented) over a row led by a
    label (`free -m`'s `total used free shared buff/cache available` over `Mem: ...`), the
    labels' column first (named ``)."""
    if not (line[:1].isspace() or line.startswith("total ")) or not below[:1].isalpha():  # (quoted trimmed)
        return None
    words = line.split()
    if len(words) < 3 or not all(_LOWER_NAME.fullmatch(w) for w in words):
        return None
    first = below.split()
    if len(first) != len(words) + 1 or not _ROW_LABEL.fullmatch(first[0]):
        return None
    return ("", *words)


def _labelled_cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    """A labelled row's cells, its label first; a row may stop short (`free`'s `Swap:` gives
    total, used and free only)."""
    cells = line.split()
    if len(cells) < 2 or len(cells) > len(header) or not _ROW_LABEL.fullmatch(cells[0]):
        return None
    return (cells[0].rstrip(":"), *cells[1:], *[""] * (len(header) - len(cells)))


def _name(column: str) -> str:
    """A column's name as compared, without its unit (`Size(MB)`, `Lag in MB`)."""
    return _UNIT_PHRASE.sub("", column).lower()


_UNIT_PHRASE = compiled(r"\([^)]*\)| in (?:ms|%|[KMGT]i?B|bytes)$", re.IGNORECASE)




def _pipe_header(line: str) -> tuple[str, ...] | None:
    """A `| service | error_count |` header's names."""
    if "|" not in line:
        return None
    names = tuple(cell.strip() for cell in line.strip().strip("|").split("|"))
    if len(names) < 2 or not all(_PIPE_NAME.fullmatch(name) for name in names):
        return None
    return names


def _pipe_cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    if "|" not in line:
        return None
    cells = tuple(cell.strip() for cell in line.strip().strip("|").split("|"))
    return cells if len(cells) == len(header) else None


_CSV_NAME = compiled(r"[A-Za-z_][\w.%/\-]*")


def _csv_header(line: str) -> tuple[str, ...] | None:
    """A CSV header's names (HAProxy's `# pxname,svname,qcur,...`, `psql --csv`'s): three or
    more words between commas, none of them blank or spaced."""
    if line.count(",") < 2:
        return None
    names = tuple(line.removeprefix("# ").rstrip(",").split(","))
    return names if all(_CSV_NAME.fullmatch(name) for name in names) else None


def _csv_cells(line: str, header: tuple[str, ...]) -> tuple[str, ...] | None:
    """A CSV row as many cells as its header (a quoted comma makes it none: unsure)."""
    cells = tuple(cell.strip() for cell in line.rstrip(",").split(","))
    return cells if len(cells) == len(header) and not line.startswith("#") else None
