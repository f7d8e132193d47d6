"""A claim giving the error or the metric value its excerpt shows to another service or host.

`payment-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError` citing `... ERROR [order-svc]
o.a.order.OrderController - java.lang.OutOfMemoryError: Java heap space`: every anchor of the
claim is in the cited output (payment-svc on another line), and the claim copies no run of the
line whose head it could be held to (`headed`), so nothing contradicted it. But the claim says
who raised the error, and the line it cites says someone else did: the root cause is blamed on
the wrong service, the misattribution a diagnosis can least afford.

The claim's service or host is the subject of the event only when nothing but a time and the
words of raising or logging it stand between them (`payment-svc 出现 X`, `payment-svc 的 X`,
`payment-svc threw an X at 03:14`, `X in payment-svc`); `payment-svc 超时的根因是 X` blames
nobody for X. It is contradicted when every line of its excerpts that writes the event names a
service or host and none is the claim's (written anywhere in the line: `order-svc` in
`pod order-svc-7d9f`, `OrderController` in `o.a.order.OrderController`), and no line of its cited
outputs writes the event with the claim's subject. An instance of the line's service or host
(`order-svc-7d9f` of `order-svc`) is that service. A word no anchor reads is a subject when a
cited output prints it as a line's component (`kernel` of `kernel[0]:`).

An event of the bilingual glossary is raised so too (`order-svc 发生了重启`, `order-svc was
restarted`, citing `[payment-svc] service restarted by supervisor`): a line states it in either
language. Only the excerpts' lines are read for it: an excerpt may state it in words the
glossary lacks (`status=504` for `超时`), and another line's timeout is then no denial.

A metric's value is given so too: `order-svc CPU 使用率 95%` citing `[payment-svc] cpu_usage=95%`
(order-svc's line says 40%, or is not quoted). The subject measures the value only when nothing
but its label (and `的`, a connector: `为`, `达到`, `is`) stands between them; the excerpt's
lines stating it give the same value for the same metric and unit (`metric_names`).

And an exception or error code is dated (`mistimed_event`): `order-svc 在 03:15:40 抛出 X` citing
the line stamped 03:14:09, when every excerpt line writing X is stamped with another time of day
and no cited output line writes X at the claim's.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from functools import cache, lru_cache, partial
from itertools import accumulate

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.anchors.metric_names import metric_key
from gatekeeper.rules.support.text.glossary import event_spans, mentions_event, text_events
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import time_spans, within

#: What a claim says a service raised: the events it is held to.
EVENTS = frozenset({"exception", "error_code"})
SUBJECTS = frozenset({"service", "host"})
#: Blanked out of the words between a subject and its event: when it happened (a clock time
#: no anchor reads is digits and punctuation, which may stand there too).
_WHEN = frozenset({"timestamp", "number"})
#: Subjects joined to the first before their event (`和 payment-svc 均`, `and payment-svc both`).
_COORDINATED = compiled(r"(?:\s*(?:和|与|及|以及|、|[,，&]|(?<![A-Za-z])and(?![A-Za-z]))\s*\0+)+")
@cache
def _raising() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """All that may stand between a subject and the event it raised (`payment-svc 在 <time>
    抛出`, `payment-svc's`, `payment-svc threw an`), and between an event and its subject after
    it (`X in payment-svc`, `X 出现在 payment-svc`). Compiled when a claim first needs them: ≈ 1.6
    ms a cold start need not pay."""
    return compiled(
        r"(?:\s|\d|[,，:：'’.\-/]|次|条|的|日志|中|里|在|于|时|期间|之间|出现了?|抛出了?|发生了?|报出?了?|触发了?"
        r"|遇到了?|产生了?|打印了?|记录了?|返回了?|一个|一次|多次|大量|频繁|再次|也|又|均|都|同时|s(?![a-z])"
        # `order-svc 进程以退出码 137 退出`, `payment-svc 出现错误码 500`
        r"|进程|容器|以|异常|错误码|错误代码|退出码|退出代码|退出状态码?|退出了?|为|是|被|[(（]"
        r"|(?<![a-z])(?:threw|throws|thrown|raised|raises|hit|hits|encountered|logged|logs|reported"
        r"|reports|returned|returns|got|had|has|failed|fails|crashed|with|an|a|the|at|on|in|its"
        r"|repeatedly|again|also|then|both|all|process|container|pod|exited|exit|code"
        r"|was|were|been|being)(?![a-z]))*",
        re.IGNORECASE), compiled(
        r"(?:\s|[,，]|出现在|发生在|来自|在|于|(?<![a-z])(?:in|on|at|from|by|was|were|thrown|raised"
        r"|logged|reported|occurred|occurs|appeared|appears|seen)(?![a-z]))*", re.IGNORECASE)


_WORD = compiled(r"(?<![\w.\-])[A-Za-z][A-Za-z0-9_]{2,}(?![\w\-]|\.\w)")
#: Words a line prints before a colon that name no component (`ERROR:`, `Caused by:`).
_LEVELS = frozenset({"info", "warn", "warning", "error", "debug", "trace", "fatal", "notice",
                     "critical", "severe", "caused", "by", "at", "exception", "message", "reason"})
#: What may join a metric's label to its value (`CPU 使用率为 95%`, `cpu usage is 95%`).
_CONNECTOR = compiled(r"(?:为|是|达到|达|高达|升至|超过|约为|约|已达|is|was|reached|at|of)\Z")
_LONGEST_JOIN = len("的") + len("reached")  # a label's prefix and its longest connector


def misattributed_event(claim: str, anchors: Sequence[Anchor], excerpts: Sequence[str],
                        excerpt_anchors: Sequence[Sequence[Anchor]],
                        sources: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    """(the claim's subject, [who its excerpt's line has raise the event or measure the value,
    and the line]) for the first event or metric value the claim gives another service or host
    than its evidence does; None when there is none (see the module docstring)."""
    events = [a for a in anchors if a.kind in EVENTS or measured(a)] + _glossary_events(claim)
    if not events:
        return None
    subjects = [a for a in anchors if a.kind in SUBJECTS] + printers(claim, anchors, sources)
    if not subjects:
        return None
    masked = Masked(claim, anchors, subjects)
    lines = list(_excerpt_lines(excerpts, excerpt_anchors))
    stated: dict[int, list[tuple[str, list[str]]]] = {}  # an event's lines, read once
    for event, subject in ((e, s) for e in events for s in subjects
                           if tied(claim, s, e, anchors, masked)):
        who = compact(subject.raw)
        if id(event) not in stated:
            stated[id(event)] = list(_lines_stating(event, lines)) or (
                [] if event.kind == GLOSSARY_EVENT else _printed(event, sources))
        stating = stated[id(event)]
        if not stating or any(who in compact(line) or not named or related(who, named)
                              for line, named in stating):
            continue
        needle = event_needle(event)
        if any(who in compact(line) and _states(event, needle, line)
               for source in sources for line in source.split("\n")):
            continue
        line, named = stating[0]
        what = f"{metric_key(event.metric or '')} {event.raw}" if measured(event) else event.raw
        return subject, [f"{' / '.join(named)} for {what} ({clipped(line, 100)!r})"]
    return None


def printers(claim: str, anchors: Sequence[Anchor], sources: Sequence[str]) -> list[Anchor]:
    """The claim's words that no anchor reads but a cited output prints as the component of a
    line (`kernel` of `kernel[0]:`, `secd` of `secd[276]:`): a daemon, a subject too."""
    taken = {at for a in anchors for at in range(a.start, a.end)}  # a set: claims of 1,000s of words
    found = []
    for word in _WORD.finditer(claim):
        if (word.group().lower() not in _LEVELS and word.start() not in taken
                and any(re.search(rf"(?<![\w.\-]){re.escape(word.group())}(?:\[\d{{1,7}}\])?:", source)
                        for source in sources)):
            found.append(Anchor("service", word.group().lower(), word.group(), *word.span()))
    return found


#: The kind of an event of the bilingual glossary the claim names (its value the event's key).
GLOSSARY_EVENT = "glossary_event"


def _glossary_events(claim: str) -> list[Anchor]:
    """The events of the bilingual glossary the claim names (`重启`, `restarted`, `请求超时`)."""
    if not mentions_event(claim):
        return []
    return [Anchor(GLOSSARY_EVENT, key, claim[start:end], start, end)
            for start, end, key in event_spans(claim)]


def _states(event: Anchor, needle: str, line: str) -> bool:
    """Whether `line` writes `event` (a glossary event: states it, in either language)."""
    if event.kind == GLOSSARY_EVENT:
        return event.value in _stated(line)
    return needle in compact(line) and _writes(event, needle, line, extract_anchors(line))


@lru_cache(maxsize=4096)  # a line is asked for each event of each claim citing it
def _stated(line: str) -> frozenset[str]:
    """The glossary events `line` states."""
    return frozenset(text_events(line).all("stated")) if mentions_event(line) else frozenset()


def measured(anchor: Anchor) -> bool:
    """A value of a metric (`CPU 使用率 95%`), not a rank or a bare count."""
    return anchor.kind == "number" and bool(anchor.metric) and anchor.unit != "th"


def event_needle(event: Anchor) -> str:
    """What a line writing `event` holds, compacted (an exception by its simple name)."""
    return compact(event.value if event.kind == "exception" else event.raw)


def mistimed_event(claim: str, anchors: Sequence[Anchor], excerpts: Sequence[str],
                   excerpt_anchors: Sequence[Sequence[Anchor]],
                   sources: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    """(the claim's time, [when its excerpt's lines have the event, and the line]) for the
    first exception or error code the claim dates to a time no line of its evidence writes it
    at (`order-svc 在 03:15:40 抛出 OutOfMemoryError` citing the line stamped 03:14:09); None
    when there is none. Only a time of day the claim writes next to the event (nothing but its
    subject and the words of raising it between them) counts."""
    spans = {end.start: span for span in time_spans(claim, anchors) for end in span}
    times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value]
    events = [a for a in anchors if a.kind in EVENTS]
    for event, time in ((e, t) for e in events for t in times if _timed(claim, t, e, anchors)):
        # an end of a period (`between 03:14 and 03:15`): the event falls in it, not at the end
        span = spans.get(time.start)
        when = time.value[time.value.index("T"):]
        at = partial(_at, when) if span is None else partial(_during, span)
        needle = event_needle(event)
        stamped = list(_stamped_lines(needle, excerpts, excerpt_anchors))
        # every line stamped, and at another time of day (a stamp without one settles nothing)
        if not stamped or any(not stamps or any(at(a.value) is not False for a in stamps)
                              for _, stamps in stamped):
            continue
        if any(any(at(a.value) for a in _stamps_of(line))
               for source in sources for line in source.split("\n") if needle in compact(line)):
            continue  # a cited output has the event at the claim's time
        line, stamps = stamped[0]
        if span is not None:
            written = claim[span[0].start:span[1].end]
            time = Anchor("timestamp", written, written, span[0].start, span[1].end)
        return time, [f"{stamps[0].raw} for {event.raw} ({clipped(line, 100)!r})"]
    return None


def _during(span: tuple[Anchor, Anchor], stamp: str) -> bool | None:
    """Whether a line's stamp falls in the claim's period; None when it has no time of day."""
    if "T" not in stamp:
        return None
    start, end = (a.value.partition("T")[2] for a in span)
    return within(stamp.partition("T")[2], start, end)


def _at(when: str, stamp: str) -> bool | None:
    """Whether a time of day (`T03:15`) is the one a line's stamp writes, at the coarser of the
    two precisions; None when the stamp has no time of day."""
    if "T" not in stamp:
        return None
    theirs = stamp[stamp.index("T"):]
    return theirs.startswith(when) or when.startswith(theirs)


def _timed(claim: str, time: Anchor, event: Anchor, anchors: Sequence[Anchor]) -> bool:
    """Whether the claim dates `event` to `time`: nothing but its subject, other times and the
    words of raising it stand between them."""
    if time.end <= event.start:
        start, end, between = time.end, event.start, _raising()[0]
    elif event.end <= time.start:
        start, end, between = event.end, time.start, _raising()[1]
    else:
        return False
    words = list(claim[start:end])
    for anchor in anchors:
        if anchor.kind in (*_WHEN, *SUBJECTS) and start <= anchor.start and anchor.end <= end:
            words[anchor.start - start:anchor.end - start] = " " * (anchor.end - anchor.start)
    return between.fullmatch("".join(words)) is not None


def _stamped_lines(needle: str, excerpts: Sequence[str], excerpt_anchors: Sequence[Sequence[Anchor]]
                   ) -> Iterator[tuple[str, list[Anchor]]]:
    """Each line of the excerpts writing `needle`, with its timestamps."""
    for line, here in _excerpt_lines(excerpts, excerpt_anchors):
        if needle in compact(line):
            yield line, [a for a in here if a.kind == "timestamp"]


def _stamps_of(line: str) -> list[Anchor]:
    return [a for a in extract_anchors(line, include_timestamps=True) if a.kind == "timestamp"]


def related(who: str, named: Sequence[str]) -> bool:
    """Whether the claim's subject is one of the line's, named otherwise: an instance of it
    (`order-svc-7d9f` of `order-svc`)."""
    return any(compact(name) in who for name in named)


class Masked:
    """A claim with its times and numbers blanked and its subjects marked, once for all the
    pairs of subjects and events `tied` is asked about (each blanking its own span was
    quadratic: a claim of 200 subjects and 200 events took 10 s); and the anchors a blanked one
    overlaps, which may reach into a pair's span: those pairs are blanked as before."""

    def __init__(self, claim: str, anchors: Sequence[Anchor], others: Sequence[Anchor] = ()) -> None:
        self.text = _blanked(claim, anchors, 0, len(claim))
        # How many word characters the claim has before each place: `compact` keeps every one,
        # so a span with more of them than a metric's label is no label of it.
        self.words_before = list(accumulate((char.isalnum() or char == "_" for char in claim),
                                            initial=0))
        self.overlapping: set[int] = set()  # those a blanked anchor overlaps
        open_spans: list[tuple[int, int, bool]] = []  # (end, id, blanked) of those not ended
        mine = {id(a) for a in anchors}
        everyone = {id(a): (a.start, a.end, id(a), a.kind in _WHEN | SUBJECTS and id(a) in mine)
                    for a in [*anchors, *others]}  # `others`: subjects no anchor reads
        for start, end, ident, blanked in sorted(everyone.values()):
            open_spans = [span for span in open_spans if span[0] > start]
            for _, other, other_blanked in open_spans:
                if blanked or other_blanked:
                    self.overlapping.update((ident, other))
            open_spans.append((end, ident, blanked))


def _blanked(claim: str, anchors: Sequence[Anchor], start: int, end: int) -> str:
    """`claim[start:end]` with the anchors inside it blanked: a time is when, not who (spaces);
    another subject is a peer (`\\0`)."""
    chars = list(claim[start:end])
    for anchor in anchors:
        if anchor.kind in _WHEN | SUBJECTS and start <= anchor.start and anchor.end <= end:
            mark = "\0" if anchor.kind in SUBJECTS else " "
            chars[anchor.start - start:anchor.end - start] = mark * (anchor.end - anchor.start)
    return "".join(chars)


def tied(claim: str, subject: Anchor, event: Anchor, anchors: Sequence[Anchor],
         masked: Masked | None = None) -> bool:
    """Whether `subject` raised `event`, or measures it, as the claim writes them (see the
    module docstring); `masked`, the claim's `Masked` when it is asked about many pairs."""
    if subject.end <= event.start:
        start, end, between = subject.end, event.start, _raising()[0]
    elif event.end <= subject.start and not measured(event):
        start, end, between = event.end, subject.start, _raising()[1]
    else:
        return False
    if measured(event):  # `order-svc 的 CPU 使用率为 95%`: the subject, then its label
        if masked is not None and masked.words_before[end] - masked.words_before[start] > len(
                compact(event.metric or "")) + _LONGEST_JOIN:
            return False
        label = compact(claim[start:end]).removeprefix("的")
        return label == compact(event.metric or "") or label.removesuffix(
            _connector(label)) == compact(event.metric or "")
    if masked is not None and not {id(subject), id(event)} & masked.overlapping:
        words = masked.text[start:end]  # the anchors inside the span are the ones blanked there
    else:
        words = _blanked(claim, anchors, start, end)
    if subject.end <= event.start:  # `order-svc 和 payment-svc 均出现 X`: each of them raised it
        peers = _COORDINATED.match(words)
        words = words[peers.end():] if peers else words
    return between.fullmatch(words) is not None


def _connector(label: str) -> str:
    found = _CONNECTOR.search(label)
    return "" if found is None else found.group()


def _lines_stating(event: Anchor, lines: Sequence[tuple[str, list[Anchor]]]
                   ) -> Iterator[tuple[str, list[str]]]:
    """Each of the excerpts' `lines` (`_excerpt_lines`) writing `event` (a metric: its value for
    the same metric and unit), with the services and hosts it names."""
    needle, key = event_needle(event), metric_key(event.metric or "")
    for line, here in lines:
        if (any(measured(a) and metric_key(a.metric or "") == key and a.unit == event.unit
                and a.value == event.value for a in here) if measured(event)
                else _states(event, needle, line) if event.kind == GLOSSARY_EVENT
                else _writes(event, needle, line, here)):
            yield line, list(dict.fromkeys(a.raw for a in here if a.kind in SUBJECTS))


def _writes(event: Anchor, needle: str, line: str, here: Sequence[Anchor]) -> bool:
    """Whether a line with the anchors `here` writes `event`: a code of digits as a value of
    its own, whatever kind the line reads it as (`exit code 2`, `HTTP 500`; the `2` of a time
    is none), anything else as written."""
    if event.kind == "error_code" and event.value.isdigit():
        return any(a.kind != "timestamp" and a.value == event.value for a in here)
    return needle in compact(line)


def _printed(event: Anchor, sources: Sequence[str]) -> list[tuple[str, list[str]]]:
    """The cited outputs' lines writing an exception or error code the excerpts do not (the
    code of another line: `order-svc 进程以退出码 137 退出` citing `order-svc ... exited with code
    1`, the output's 137 payment-svc's), with the services and hosts each names."""
    if measured(event):
        return []  # a metric's value on another line: `rows`
    needle = event_needle(event)
    found = []
    for source in dict.fromkeys(sources):
        for line in source.split("\n"):
            if event.raw in line or event.value in line:
                here = extract_anchors(line)
                if _writes(event, needle, line, here):
                    found.append((line.strip(), list(dict.fromkeys(
                        a.raw for a in here if a.kind in SUBJECTS))))
    return found


def _excerpt_lines(excerpts: Sequence[str], excerpt_anchors: Sequence[Sequence[Anchor]]
                   ) -> Iterator[tuple[str, list[Anchor]]]:
    """Each line of the excerpts (stripped), with the anchors written on it (each anchor put
    on its line once: filtering them all for each line was quadratic in a long excerpt)."""
    for excerpt, found in zip(excerpts, excerpt_anchors, strict=True):
        printed = excerpt.split("\n")
        starts = list(accumulate((len(line) + 1 for line in printed[:-1]), initial=0))
        on_line: list[list[Anchor]] = [[] for _ in printed]
        for anchor in found:
            number = bisect_right(starts, anchor.start) - 1
            if anchor.end <= starts[number] + len(printed[number]):
                on_line[number].append(anchor)
        yield from ((line.strip(), here) for line, here in zip(printed, on_line, strict=True))
