"""Anchor sets: the anchors of some texts, indexed for presence and contradiction lookups.

An `AnchorSet` holds anchors (gatekeeper.rules.support.text.anchors) under *presence keys*: a
number is keyed by its normalised value and unit (`5300ms`, `5.3s` and `5.3 秒` are one key) and
by its value alone, so that a unit-less `503` matches an HTTP status `503`; other anchors by
their canonical value. A number also matches a value it is a rounding of, at the precision it
is written with (`1.99GB` matches `2040MB`, `95%` does not match `59%`). An anchor whose key is
absent is still present when its normalised text occurs in the texts (an excerpt cut
mid-token).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.precision import bounds, si_reading, tolerance
from gatekeeper.rules.support.text.anchors import Anchor, affirmed_terms
from gatekeeper.rules.support.text.anchors.ipv6 import host_of
from gatekeeper.rules.support.text.anchors.metric_names import labels_of, metric_key
from gatekeeper.rules.support.text.anchors.numbers import WRITTEN_UNIT, decimal_str
from gatekeeper.rules.support.text.anchors.timestamps import (
    hdfs_groups,
    month_of,
    precision,
    weekday_of,
)
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

#: Anchor kinds whose value matters when evidence is compared.
ANCHOR_KINDS = ("service", "host", "error_code", "http_status", "exception", "identifier", "ip",
                "uuid", "number", "code", "name", "user", "version")
#: Kinds compared by family (`id_shape`): another value of the family is another id.
ID_KINDS = ("identifier", "ip", "uuid", "code", "version")
#: Kinds that name *what* is talked about: another one of these is another subject.
SUBJECT_KINDS = {"service": "service", "host": "host", "error_code": "error code",
                 "http_status": "HTTP status", "exception": "exception", "user": "user"}
MIN_TEXT_FALLBACK = 3  # a shorter normalised anchor proves nothing by occurring in a text
#: Kinds of words joined by `-` or `_` (`cost-cutting`, `TIME_WAIT`), written either way or as one.
_JOINED_WORDS = frozenset({"service", "identifier", "name"})
_SHORTENED = {"established": "estab"}
_ID_DIGITS = compiled(r"[0-9a-f]+")
_STAMPED_DAYS = "date:WD:stamped"  # `by_kind`'s weekdays of written dates


def is_weekday(anchor: Anchor) -> bool:
    """A weekday (`Tuesday`, `周二`): a date of its own class, `WD`."""
    return anchor.kind == "timestamp" and anchor.unit == "WD"


def digits(value: str) -> bool:
    return value.isascii() and value.isdigit()


#: A country named another way (`U.K. activists` citing `British activists`): the same place.
#: Written words only: `UK` and `US` are no anchors, and would be found inside `Ukraine`.
COUNTRY_ALIASES = {alias: group for group in (
    ("u.k", "britain", "british", "united kingdom", "great britain"),
    ("u.s", "u.s.a", "america", "american", "united states"),
    ("e.u", "european union"),
) for alias in group}


#: A plural of a name of two capitals or more (`SSTables`, `HikariCPs`): written when its singular is.
_CAMEL_PLURAL = compiled(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z]{4,}s")


def presence_keys(anchor: Anchor) -> list[str]:
    """The keys that find `anchor` in a set (see `stored_keys` for what a set holds)."""
    if anchor.kind == "number":  # a value denied (`不是 92%`) is found by another denial only
        kind = "n!" if anchor.approx == "!" else "n"
        return [f"{kind}:{anchor.unit or ''}:{anchor.value}", f"{kind}:*:{anchor.value}"]
    if anchor.kind == "timestamp":
        keys = [f"t:{compact(anchor.raw)}"]
        return [*keys, f"d:{anchor.value}"] if anchor.unit else keys
    keys = [f"t:{anchor.value}"]
    if digits(anchor.value):  # pid, HTTP status, numeric error code: also a plain number
        value = anchor.value.lstrip("0") or "0"
        keys += [f"n::{value}", f"n:*:{value}"]
    return keys


_URL_HOST = compiled(r"[a-z][\w+.\-]*://(?:[^@/\s]*@)?(?P<host>[^:/\s?#]+)")
#: Kinds of ids another digit makes another (`10.0.0.1` of `10.0.0.15`, `ORA-0060` of `ORA-00600`):
#: found in a text by their words only with no digit glued to their digits. (A compacted text
#: drops the blanks and colons between numbers, `17/06/09 20:11:08` is `170609201108`: a date,
#: a status or a number is found by its keys or as written.)
_DIGITS_APART = frozenset({"ip", "code", "error_code", "identifier", "uuid"})


@lru_cache(maxsize=4096)
def _digits_apart(needle: str) -> re.Pattern[str]:
    """`needle` with no digit glued to the digits it starts or ends with: `10.0.0.1` is not in
    `10.0.0.15`, `ORA-0060` not in `ORA-00600`, `ORD-1234` not in `ORD-12345`."""
    return re.compile(rf"{'(?<![0-9])' if needle[0].isdigit() else ''}{re.escape(needle)}"
                      rf"{'(?![0-9])' if needle[-1].isdigit() else ''}")


def stored_keys(anchor: Anchor) -> list[str]:
    """The keys a set holding `anchor` is found by: its presence keys, for `10.0.0.1:8080` also
    the address alone (but `10.0.0.1:8081` is another endpoint), for a date or time every
    coarser precision (`2026-11-29T10:02:15` holds `2026-11-29`, `11月29日`, `10:02`)."""
    keys = presence_keys(anchor)
    if anchor.kind == "http_status" and anchor.value.isdigit():
        keys.append(f"t:{anchor.value[0]}xx")  # `503` holds `5xx`
    elif anchor.kind == "ip":
        if (host := host_of(anchor.value)) is not None:
            keys.append(f"t:{host}")  # the endpoint's address alone
            keys += _port_keys(anchor.value)
    elif anchor.kind == "identifier" and "/" in anchor.value:
        # a number written as a path's part is written (`/api/orders/1002`, `/proc/33894/fd`)
        keys += [f"n::{int(part)}" for part in anchor.value.split("/") if part.isdigit() and len(part) < 16]
        if (url := _URL_HOST.match(anchor.value)) is not None:  # a URL's host is written (`https://10.9.8.48:2379`)
            keys.append(f"t:{url.group('host')}")
    elif anchor.kind in ("service", "host") and ":" in anchor.value:
        keys.append(f"t:{anchor.value.rsplit(':', 1)[0]}")  # the endpoint's host alone
        keys += _port_keys(anchor.value)
    elif anchor.kind == "timestamp" and anchor.unit:
        keys += [f"d:{value}" for value in date_prefixes(anchor.value)]
        if (groups := hdfs_groups(anchor.raw)) is not None:  # `081109 203518`: as written too
            keys += [f"n:{side}:{int(group)}" for group in groups for side in ("", "*")]
        if anchor.value.startswith("--"):  # written without a year: it may be any year's
            keys += [f"d:~{value}" for value in (anchor.value, *date_prefixes(anchor.value))
                     if value.startswith("--")]
        elif (day := weekday_of(anchor.value)) is not None:  # `2026-11-28` holds `Saturday`
            keys.append(f"d:{day}")
        if (month := month_of(anchor.value)) is not None:  # `2015-01-07` holds `January`
            keys.append(f"d:{month}")
    return keys


def _port_keys(endpoint: str) -> list[str]:
    """An endpoint's port as a number (`10.0.0.1 的 8080 端口` for `10.0.0.1:8080`)."""
    port = endpoint.rsplit(":", 1)[1]
    return [f"n::{port}", f"n:*:{port}"] if port.isdigit() else []


@lru_cache(maxsize=4096)  # a log's lines share their dates and hours
def date_prefixes(value: str) -> tuple[str, ...]:
    """The coarser canonical dates and times a canonical date/time `value` implies."""
    date, sep, time = value.partition("T")
    dates: list[str] = []
    if date.startswith("--"):
        dates.append(date)
    elif date:
        parts = date.split("-")
        dates += ["-".join(parts[:n]) for n in range(1, len(parts) + 1)]
        if len(parts) == 3:
            dates.append(f"--{parts[1]}-{parts[2]}")
    if len(date) >= 7 and date[-3] == "-" and date[-2:].isdigit():  # `15日`: the day alone
        dates.append(f"day:{date[-2:]}")
    times: list[str] = []
    if sep:
        fields = time.split(":")
        times = ["T" + ":".join(fields[:n]) for n in range(1, len(fields) + 1)]
        if "." in fields[-1]:  # `T18:03:55.939` holds `T18:03:55`
            times.insert(-1, times[-1].partition(".")[0])
    full = [f"{d}{t}" for d in dates if d.count("-") >= 2 for t in times]  # Y-M-D and --M-D
    return (*dates, *times, *full)


def holds_time(stamp: str, value: str) -> bool:
    """Whether the canonical date or time `stamp` is `value` at `value`'s precision
    (`2026-03-01T03:15:40` holds `T03:15`)."""
    return value == stamp or value in date_prefixes(stamp)


def date_class(value: str) -> str:
    """The precision class of a canonical date (`YMD`, `YM`, `Y`, `MD`, `T`...)."""
    return "date:" + precision(value)


def metric_matches(a: str, b: str) -> bool:
    """`使用率` and `cpu使用率` may name one metric; a label cut at the excerpt's start too."""
    return a == b or a.endswith(b) or b.endswith(a)


class AnchorSet:
    """The anchors of one or more texts, indexed for presence and contradiction lookups."""

    __slots__ = ("_affirmed", "_parts", "_pending", "anchors", "by_kind", "keys", "metrics",
                 "negated", "numbers", "texts")

    def __init__(self, *, texts: list[str] | None = None) -> None:
        """`texts`: compacted texts to start with (for the substring fallback only)."""
        self.anchors: list[Anchor] = []
        self.keys: set[str] = set()
        self.numbers: dict[str, list[Decimal]] = {}  # unit → sorted values
        self.metrics: dict[tuple[str, str], dict[str, str]] = {}  # (metric, unit) → {value: raw}
        self.by_kind: dict[str, set[str]] = {}  # subject kind → values
        self.texts: list[str] = [] if texts is None else texts  # compacted
        self.negated: set[str] = set()
        # `affirmed` is computed on first use (most sets are never asked): the texts not yet
        # scanned for it, and the sets a union was made of.
        self._affirmed: set[str] = set()
        self._pending: list[tuple[str, Sequence[Anchor]]] = []
        self._parts: list[AnchorSet] = []

    @classmethod
    def of(cls, texts: Iterable[str], extract: Callable[[str], Sequence[Anchor]], *,
           negation: bool = True, compactor: Callable[[str], str] | None = None) -> AnchorSet:
        """The anchors of `texts`, by `extract` (an EvidenceIndex's cached `anchors`);
        `compactor` (default `compact`) may hand out compacted texts computed already."""
        result = cls()
        # A derived trace summary repeats its invocation's preview: scan each text once.
        for text in dict.fromkeys(texts):
            result.add(text, extract(text), negation=negation,
                       compacted=None if compactor is None else compactor(text))
        result.sort()
        return result

    @classmethod
    def union(cls, sets: Sequence[AnchorSet]) -> AnchorSet:
        if len(sets) == 1:
            return sets[0]
        result = cls()
        for part in sets:
            result.anchors += part.anchors
            result.keys |= part.keys
            for unit, numbers in part.numbers.items():
                result.numbers.setdefault(unit, []).extend(numbers)
            for key, raw_values in part.metrics.items():
                result.metrics.setdefault(key, {}).update(raw_values)
            for kind, names in part.by_kind.items():
                result.by_kind.setdefault(kind, set()).update(names)
            result.texts += part.texts
            result.negated |= part.negated
            result._parts.append(part)
        for values in result.numbers.values():
            values.sort()
        return result

    def add(self, text: str, anchors: Sequence[Anchor], *, negation: bool = True,
            compacted: str | None = None) -> None:
        self.anchors += anchors
        self.texts.append(compact(text) if compacted is None else compacted)
        for anchor in anchors:
            self.keys.update(stored_keys(anchor))
            if anchor.kind == "timestamp" and anchor.unit:
                for value in (anchor.value, *date_prefixes(anchor.value)):
                    self.by_kind.setdefault(date_class(value), set()).add(value)
                if (day := weekday_of(anchor.value)) is not None:  # `2026-12-01` is a Tuesday's
                    self.by_kind.setdefault("date:WD", set()).add(day)
                    self.by_kind.setdefault(_STAMPED_DAYS, set()).add(day)
            elif anchor.kind == "number" and anchor.approx != "!":  # no value it states
                self._add_number(anchor)
                if (si := si_reading(anchor)) is not None:
                    self._add_number(si)
            elif anchor.kind in SUBJECT_KINDS:
                self.by_kind.setdefault(anchor.kind, set()).add(anchor.value)
            elif anchor.kind in ID_KINDS:
                self.by_kind.setdefault(id_shape(anchor.value, anchor.kind), set()).add(anchor.value)
        if negation:
            self.negated.update(a.value for a in anchors if a.kind == "negation")
            self._pending.append((text, anchors))

    def _add_number(self, anchor: Anchor) -> None:
        unit = anchor.unit or ""
        self.numbers.setdefault(unit, []).append(Decimal(anchor.value))
        if anchor.metric:  # as written, and as the metric it names (`cpu usage`)
            for label in labels_of(anchor.metric):
                self.metrics.setdefault((label, unit), {}).setdefault(anchor.value, anchor.raw.strip())

    @property
    def affirmed(self) -> set[str]:
        """The terms the texts state (`affirmed_terms`), computed on first use."""
        if self._pending or self._parts:
            for text, anchors in self._pending:
                self._affirmed |= affirmed_terms(text, list(anchors))
            for part in self._parts:
                self._affirmed |= part.affirmed
            self._pending, self._parts = [], []
        return self._affirmed

    def sort(self) -> None:
        """Order the numbers again (`_near` bisects them) after `add`."""
        for values in self.numbers.values():
            values.sort()

    def has(self, anchor: Anchor) -> bool:
        """Whether `anchor` (of another text) is present here."""
        if anchor.kind == "number" and anchor.approx == "!":
            return any(key in self.keys for key in presence_keys(anchor))
        if anchor.kind == "number":
            if f"n:{anchor.unit or ''}:{anchor.value}" in self.keys:
                return True
            if anchor.unit is None and f"n:*:{anchor.value}" in self.keys:
                return True
            if anchor.unit and anchor.unit.startswith(WRITTEN_UNIT):
                # a unit of no list may be written apart (`12 g`, `12 grams`: no unit then)
                return self._near(anchor) or self._written_apart(anchor)
            return self._near(anchor) or ((si := si_reading(anchor)) is not None and self._near(si))
        if anchor.kind == "name":  # a name holds when its words are written (`Obama`, `HikariCP`)
            needle = compact(anchor.value)
            return (f"t:{anchor.value}" in self.keys or any(needle in text for text in self.texts)
                    or self._joined_otherwise(needle)
                    or (_CAMEL_PLURAL.fullmatch(anchor.raw) is not None and any(
                        needle[:-1] in text for text in self.texts)) or any(
                        f"t:{alias}" in self.keys or (len(alias) > 5 and any(
                            compact(alias) in text for text in self.texts))
                        for alias in COUNTRY_ALIASES.get(anchor.value, ())))
        if anchor.kind == "timestamp" and anchor.unit and anchor.value[:1].isdigit():
            # `January 7, 2012` is held by a text that writes `January 7` without a year
            # at the same time of day, if it gives one (`Jul 26 05:47:42` holds `2005-07-26`
            # and `2005-07-26 05:47`, not `2005-07-26 05:51:42`), unless the texts write that
            # day with another year (`2005.11.09 ... Nov 9` does not hold `2009.11.09`)
            date = anchor.value.partition("T")[0]
            if date.count("-") == 2 and f"d:~--{anchor.value[5:]}" in self.keys and not any(
                    other.endswith(date[4:]) for other in self.by_kind.get("date:YMD", ())):
                return True
        if any(key in self.keys for key in presence_keys(anchor)):
            return True
        needle = compact(anchor.raw)
        if len(needle) >= MIN_TEXT_FALLBACK and any(needle in text for text in self.texts) and (
                anchor.kind not in _DIGITS_APART or not (needle[0].isdigit() or needle[-1].isdigit())
                or any(_digits_apart(needle).search(text) for text in self.texts)):
            return True
        return anchor.kind in _JOINED_WORDS and self._joined_otherwise(needle)

    def _joined_otherwise(self, needle: str) -> bool:
        """Whether a compacted text writes `needle`'s words joined otherwise: `-` and `_` join
        the same words (`TIME_WAIT` is netstat's, `TIME-WAIT` ss's, `timewait` ss -s's;
        `cost-cutting` is written `cost cutting`, compacted `costcutting`); ss shortens one TCP
        state (`ESTAB`, `estab` of `ss -s`: `ESTABLISHED`)."""
        variants = {needle.replace("_", "-"), needle.replace("-", "_"),
                    needle.replace("-", "").replace("_", ""), _SHORTENED.get(needle, needle)} - {needle}
        return any(variant in text for variant in variants for text in self.texts
                   if len(variant) >= MIN_TEXT_FALLBACK)

    def _written_apart(self, anchor: Anchor) -> bool:
        """The number's digits and then its unit's letters in a text (compacted: no spaces),
        no digit before them (`12g` is not held by `112 g`)."""
        needle = re.compile(rf"(?<![\d.]){re.escape(compact(anchor.raw))}")
        return any(needle.search(text) for text in self.texts)

    def _near(self, anchor: Anchor) -> bool:
        values = self.numbers.get(anchor.unit or "")
        low, high = tolerance(anchor)
        if not values or low == high:
            return False
        i = bisect_left(values, low)
        return i < len(values) and values[i] <= high

    def metric_values(self, anchor: Anchor, *, exact: bool = False) -> dict[str, str]:
        """{value: raw} this set gives the metric `anchor` measures, in its unit (the exact
        label if it occurs, else, unless `exact`, labels one of which ends the other)."""
        if anchor.kind != "number" or not anchor.metric:
            return {}
        unit = anchor.unit or ""
        same = self.metrics.get((metric_key(anchor.metric), unit))
        if same or exact:
            return dict(same or {})
        found: dict[str, str] = {}
        for (metric, metric_unit), values in sorted(self.metrics.items()):
            if metric_unit == unit and metric_matches(anchor.metric, metric):
                found.update(values)
        return found

    def disagreement(self, anchor: Anchor, *, exact: bool = False) -> list[str]:
        """Raw values this set gives `anchor`'s metric (see `metric_values`) when none of them
        is `anchor`'s value."""
        values = self.metric_values(anchor, exact=exact)
        if not values or anchor.value in values or _allowed(anchor, values):
            return []
        if (si := si_reading(anchor)) is not None and _allowed(si, self.metric_values(si, exact=exact)):
            return []
        return sorted(set(values.values()))

    def denial(self, anchor: Anchor, quoted: AnchorSet) -> list[str] | None:
        """Of a value a claim denies (`CPU 使用率不是 92%`, approx "!"): the raw values here of
        its metric (as labelled) that it is (a contradiction); [] when the metric has only others
        (it agrees); None when no value tells. Unlabelled (`92%, not 95%`), by the excerpts' (`quoted`)
        values in its unit."""
        if anchor.metric:  # its own metric only: `磁盘使用率不是 71%` says nothing of memory's
            values = self.metric_values(anchor, exact=True)
        else:
            values = {a.value: a.raw.strip() for a in quoted.anchors if a.approx is None and (
                (a.kind == "number" and a.unit == anchor.unit)
                or (a.kind == "http_status" and anchor.unit is None and a.value.isdigit()))}  # `不是 404`
        if not values:
            return None
        low, high = tolerance(anchor)
        return sorted({raw for value, raw in values.items() if low <= Decimal(value) <= high})

    def unit_disagreement(self, anchor: Anchor) -> list[str]:
        """Raw values in `anchor`'s unit here, labelled or not, when none is one it allows."""
        written = [a for a in self.anchors if a.kind == "number" and a.unit == anchor.unit
                   and a.approx != "!"]
        if _allowed(anchor, [a.value for a in written]):
            return []
        if (si := si_reading(anchor)) is not None and _allowed(si, [
                read.value for a in written if (read := si_reading(a)) is not None]):
            return []
        return sorted({a.raw.strip() for a in written})

    def share_values(self, anchor: Anchor) -> dict[str, str]:
        """Of a percentage (`CPU 使用率为 92.3%`), the bare values here of its metric when that
        metric is a share ({value: raw}; `cpu_usage{host="web-01"} 92.3`: Prometheus' samples
        print no unit)."""
        if anchor.kind != "number" or anchor.unit != "%" or not anchor.metric:
            return {}
        key = metric_key(anchor.metric)
        found = {value: raw for (metric, unit), values in sorted(self.metrics.items())
                 if not unit and _SHARE.search(metric) and metric_matches(key, metric)
                 for value, raw in values.items()}
        if found and all(Decimal(value) <= 1 for value in found):  # a ratio (`cpu_usage 0.46`): 46%
            return {decimal_str(Decimal(value) * 100): raw for value, raw in found.items()}
        return found

    def holds_as_share(self, anchor: Anchor) -> bool:
        """Whether a percentage (`超过 90%`, `92% 左右` too) is one of its metric's bare values."""
        values = self.share_values(anchor)
        return bool(values) and (anchor.value in values or _allowed(anchor, values))

    def allows(self, anchor: Anchor, *, unlabelled: bool = False) -> bool:
        """Whether `anchor` is a bound (`超过 90%`) a value of its metric here meets; with
        `unlabelled`, a bound labelling no metric (`超过30%的企业`) any value in its unit that
        is no bound itself."""
        if anchor.approx not in (">", "<"):
            return False
        low, high = bounds(anchor)
        if unlabelled and not anchor.metric:  # a labelled one only by its metric's values
            # by a value, not by another bound (`over 33 books` is not `over 40 books`)
            return any(a.kind == "number" and a.unit == anchor.unit and a.approx is None
                       and low <= Decimal(a.value) <= high for a in self.anchors)
        values = list(self.metric_values(anchor))
        if not values and anchor.unit is None and anchor.metric:  # `人口超过2000万` of `2185.3万人`
            values = [v for (label, _), found in self.metrics.items()
                      if metric_matches(anchor.metric, label) for v in found]
        met = {v for v in values if low <= Decimal(v) <= high}
        # by a value, not by another bound (`debt below $26 billion` citing `below $25 billion`)
        return bool(met) and any(a.kind == "number" and a.value in met
                                 and a.approx not in (">", "<", "!") for a in self.anchors)

    def stamped_days(self) -> list[str]:
        """The weekdays of the dates written here (not the weekdays written as words)."""
        return self._days(_STAMPED_DAYS)

    def _days(self, key: str) -> list[str]:
        """Weekdays kept under `key`, shown as a weekday is written: `Tuesday`."""
        return sorted(day.capitalize() for day in self.by_kind.get(key, ()))

    def others_like(self, anchor: Anchor) -> list[str]:
        """Values of `anchor`'s subject kind (service, error code...) or identifier shape here."""
        key = anchor.kind if anchor.kind in SUBJECT_KINDS else (
            id_shape(anchor.value, anchor.kind) if anchor.kind in ID_KINDS else None)
        if anchor.kind == "timestamp" and anchor.unit:
            key = date_class(anchor.value)
        if key == "date:WD":
            return self._days(key)
        return sorted(self.by_kind.get(key, ())) if key else []


#: A metric measured in percent (its samples' bare values are percentages).
_SHARE = compiled(r"usage|util|percent|pct|使用率|利用率|占用率")


def _allowed(anchor: Anchor, values: Iterable[str]) -> bool:
    """Whether one of `values` (in `anchor`'s unit) is a value `anchor` allows (`bounds`)."""
    low, high = bounds(anchor)
    return any(low <= Decimal(value) <= high for value in values)


def id_shape(value: str, kind: str = "identifier") -> str:
    """`req-7f3a9c21` → `id:req-#`, `10.0.0.1` → `id:#.#.#.#`, a code `g4719` → `code:g####`:
    ids of one family share a shape."""
    if kind == "code":
        return "code:" + re.sub(r"\d", "#", value)
    if kind == "version":  # every release is one family: `2.14.0` for `2.13.9` is another
        return "version"
    return "id:" + _ID_DIGITS.sub("#", value)


def negation_conflict(mine: AnchorSet, evidence: AnchorSet,
                      skip: set[str] | frozenset[str] = frozenset()) -> tuple[str, bool] | None:
    """A term `mine` negates while `evidence` states it (True), or states while `evidence`
    only ever negates it (False); None when they agree. Terms in `skip` are not compared."""
    for term in sorted(mine.negated - skip):
        if term not in evidence.negated and term in evidence.affirmed:
            return term, True
    for term in sorted(evidence.negated - skip):
        if term in mine.affirmed and term not in mine.negated and term not in evidence.affirmed:
            return term, False
    return None


def comparable(anchors: Iterable[Anchor]) -> list[Anchor]:
    """The anchors of an excerpt or claim that evidence must account for."""
    return [a for a in anchors if a.kind in ANCHOR_KINDS or a.kind == "timestamp"]
