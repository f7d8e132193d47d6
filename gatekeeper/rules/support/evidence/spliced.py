"""An excerpt that glues the start of one output line to the end of another, as one line.

`[Sun Dec 04 06:22:48 2005] [notice] jk2_init() Found workerEnv in error state 6`, where the
output has `... [notice] jk2_init() Found child 32479 in scoreboard slot 6` and, on another
line, `[error] mod_jk child workerEnv in error state 6`: each half is quoted verbatim, so a
similarity score rates the excerpt a close quote, and its values are all written in the output,
so the anchors account for them. But the line it shows was never printed: the error is dated
and ranked by another line.

An excerpt line (between line breaks and ellipses, where a quote may legitimately skip) that no
bound output writes is cut, greedily, into the longest runs a bound output writes as they are
(compacted: spacing and punctuation aside). When every run is at least `MIN_RUN` characters
long, it is a copy in pieces; a seam between two runs is *spliced* when no output line holds
the end of the first and the start of the second (words left out of one line are no splice),
unless the first run ends a line and the second starts one (whole lines joined, the lines
between left out: a multi-line quote written on one line). A run shorter than `MIN_RUN`, or
text no output writes, means the excerpt changed words, which the other quote checks judge.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import NamedTuple

from gatekeeper.rules.support.similarity import ELLIPSIS_SPLIT
from gatekeeper.rules.support.text.normalize import compact_once
from gatekeeper.rules.support.text.patterns import compiled

#: Compacted characters a run of a copy in pieces needs (`quotes.MIN_QUOTE`): a shorter one is
#: found anywhere by chance.
MIN_RUN = 11
#: Places a run is looked up at in each output: a run written more often than that is no
#: evidence of where the excerpt took it.
MAX_PLACES = 32
#: Places a seam may fall at (the text both runs write around it): a wider overlap is not judged.
MAX_SEAM_SPREAD = 256


class OutputLines:
    """An output's lines compacted, joined end to end, with where each starts (in the joined
    text and in the output, which is kept by reference, not copied line by line)."""

    __slots__ = ("joined", "raw_starts", "starts", "text")

    def __init__(self, text: str, joined: str, starts: array[int], raw_starts: array[int]) -> None:
        self.text, self.joined, self.starts, self.raw_starts = text, joined, starts, raw_starts

    @classmethod
    def of(cls, text: str) -> OutputLines:
        starts, raw_starts = array("I"), array("I")
        parts, offset, raw_offset = [], 0, 0
        for line in text.split("\n"):
            starts.append(offset)
            raw_starts.append(raw_offset)
            part = compact_once(line)
            parts.append(part)
            offset += len(part)
            raw_offset += len(line) + 1
        return cls(text, "".join(parts), starts, raw_starts)

    def line_at(self, position: int) -> int:
        return bisect_right(self.starts, position) - 1

    def line_end(self, line: int) -> int:
        return self.starts[line + 1] if line + 1 < len(self.starts) else len(self.joined)

    def raw(self, line: int) -> str:
        """The output's line `line`, as printed (stripped)."""
        end = self.raw_starts[line + 1] - 1 if line + 1 < len(self.raw_starts) else len(self.text)
        return self.text[self.raw_starts[line]:end].strip()


class Splice(NamedTuple):
    """A seam joining two lines: the output lines each side was taken from, and the text's line
    (compacted) before and after the seam, at the earliest place it may fall."""

    first: str
    second: str
    before: str
    after: str


def spliced(text: str, outputs: Sequence[OutputLines]) -> Splice | None:
    """The first seam of `text` that joins two output lines as one (see the module
    docstring), or None."""
    return next(splices(text, outputs), None)


def splices(text: str, outputs: Sequence[OutputLines]) -> Iterator[Splice]:
    """Each seam of `text` that joins two output lines as one, in order."""
    for _, compacted, first, seam, last in _copies_in_pieces(text, outputs):
        found = [_splice(compacted, first, at, last, outputs) for at in seam]
        judged = [splice for splice in found if splice is not None]
        if judged and len(judged) == len(found):
            yield judged[0]


def _copies_in_pieces(text: str, outputs: Sequence[OutputLines]
                      ) -> Iterator[tuple[str, str, int, range, int]]:
    """Per seam of each line of `text` (between line breaks and ellipses) that no output writes
    but that is a copy in pieces of them: (the line, compacted, where the run before the seam
    may start at the latest, where the seam may fall, where the run after it may end)."""
    for part in ELLIPSIS_SPLIT.split(text):
        for line in part.split("\n"):
            compacted = compact_once(line)
            if len(compacted) < 2 * MIN_RUN or _holds(outputs, compacted):
                continue
            for first, seam, last in _seams(compacted, outputs):
                yield line, compacted, first, seam, last


def clipped(line: str, size: int = 80) -> str:
    """A line as a message shows it: at most `size` characters."""
    return line if len(line) <= size else line[:size - 3] + "..."


#: Words that, left out of a quoted line, turn what it says around: negators and the negative
#: side of the outcomes (gatekeeper.rules.support.text.outcomes), compacted.
TURNING_WORDS = tuple(sorted((
    "no", "not", "never", "none", "nothing", "without", "cannot", "cant", "dont", "didnt",
    "doesnt", "isnt", "wasnt", "arent", "werent", "wont", "unable", "unableto", "failedto",
    "failed", "failure", "fail", "fails", "unsuccessful", "rejected", "denied", "refused",
    "disabled", "disconnected", "invalid", "offline", "unhealthy", "unavailable",
    "未", "没", "没有", "不", "无", "非", "无法", "失败", "禁用", "离线"), key=len, reverse=True))
TURNING = compiled("(?:" + "|".join(TURNING_WORDS) + ")+")


def dropped(text: str, outputs: Sequence[OutputLines]) -> tuple[str, str, str] | None:
    """A line of `text` that copies an output line with a negator or a failure left out
    (`There is server for ServerFileSystem domain` of `There is no server for ...`): (the
    output's line, the word left out, compacted, the line of `text`); None when there is none.
    Words left out of a line are no splice, but these turn what the line says around."""
    for line, compacted, first, seam, last in _copies_in_pieces(text, outputs):
        for at in seam:
            found = _left_out(compacted[first:at], compacted[at:last], outputs)
            if found is not None:
                return (*found, line.strip())
    return None


def turned_around(claim: str, excerpts: Sequence[OutputLines]) -> tuple[str, list[str]] | None:
    """A line of the claim copying an excerpt's line with a negator or a failure left out
    (`registerCallback in UI.` citing `... KeyguardUpdateMonitor: registerCallback not in UI.`):
    (what the claim writes, [the excerpt's line]), as a contradiction is reported; None when
    there is none."""
    found = dropped(claim, excerpts)
    if found is None:
        return None
    line, _, written = found
    return clipped(written, 120), [clipped(line, 120)]


def _left_out(before: str, after: str, outputs: Sequence[OutputLines]) -> tuple[str, str] | None:
    for out in outputs:
        for place in places(out.joined, before, MAX_PLACES) or ():
            end = place + len(before)
            line = out.line_at(end - 1)
            gap_end = out.joined.find(after, end, out.line_end(line))
            if gap_end > end and TURNING.fullmatch(out.joined, end, gap_end):
                return out.raw(line), out.joined[end:gap_end]
    return None


def _seams(text: str, outputs: Sequence[OutputLines]) -> list[tuple[int, range, int]]:
    """The seams of `text` cut into as few runs as outputs write, each of `MIN_RUN`
    characters or more; [] when it cannot be so cut. Per seam: where the run before it may
    start at the latest, where the seam may fall (a seam is a splice only if it is one
    wherever it falls: `in` may end one run or start the next), where the run after it may end
    at the earliest (each run so cut is held by an output)."""
    latest = []  # runs taken greedily from the start: each seam as late as it can fall
    at = 0
    while at < len(text):
        size = _longest(text, at, outputs)
        if size == 0:
            return []  # a character no output writes
        at += size
        latest.append(at)
    earliest = []  # ... and from the end: each seam as early as it can fall
    while at > 0:
        at -= longest_held(text[:at], partial(_holds, outputs), from_start=False)
        earliest.append(at)
    earliest = earliest[::-1][1:]
    latest = latest[:-1]
    if not _long_runs_fit(len(text), earliest, latest):
        return []
    bounds = [0, *latest]
    ends = [*earliest[1:], len(text)]
    return [(bounds[i], range(earliest[i], latest[i] + 1), ends[i])
            for i in range(len(latest)) if latest[i] - earliest[i] < MAX_SEAM_SPREAD]


def _long_runs_fit(size: int, earliest: Sequence[int], latest: Sequence[int]) -> bool:
    """Whether seams can be placed, each between its earliest and latest place, with every
    run `MIN_RUN` characters long or more."""
    at = 0
    for low, high in zip(earliest, latest, strict=True):
        at = max(low, at + MIN_RUN)
        if at > high:
            return False
    return size - at >= MIN_RUN


def _holds(outputs: Sequence[OutputLines], run: str) -> bool:
    return any(run in out.joined for out in outputs)


def longest_held(text: str, holds: Callable[[str], bool], from_start: bool = True) -> int:
    """The length of the longest start (or end) of `text` that `holds` accepts; holding is
    monotonic in length (a part of a held run is held), so a binary search finds it."""
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if holds(text[:middle] if from_start else text[len(text) - middle:]):
            low = middle
        else:
            high = middle - 1
    return low


def places(text: str, run: str, limit: int | None = None) -> list[int] | None:
    """Where `text` writes `run`; None when over `limit` times."""
    found: list[int] = []
    at = text.find(run)
    while at >= 0:
        if len(found) == limit:
            return None
        found.append(at)
        at = text.find(run, at + 1)
    return found


def _longest(text: str, start: int, outputs: Sequence[OutputLines]) -> int:
    """The length of the longest run of `text` from `start` an output writes."""
    return longest_held(text[start:], partial(_holds, outputs))


def _splice(text: str, first: int, at: int, last: int,
            outputs: Sequence[OutputLines]) -> Splice | None:
    """A Splice when no output line holds the end of the run `text[first:at]` and the start of
    the run `text[at:last]`, and they are not whole lines' end and start."""
    before, after = text[first:at], text[at:last]
    ends: list[tuple[int, int, bool]] = []  # (output, line, the run ends the line)
    begins: list[tuple[int, int, bool]] = []  # (output, line, the run starts the line)
    for number, out in enumerate(outputs):
        firsts, seconds = places(out.joined, before, MAX_PLACES), places(out.joined, after, MAX_PLACES)
        if firsts is None or seconds is None:
            return None  # written too often to place
        for place in firsts:
            line = out.line_at(place + len(before) - 1)
            ends.append((number, line, place + len(before) == out.line_end(line)))
        for place in seconds:
            line = out.line_at(place)
            begins.append((number, line, place == out.starts[line]))
    if {(o, n) for o, n, _ in ends} & {(o, n) for o, n, _ in begins}:
        return None  # one line's words, some left out
    if any(whole for *_, whole in ends) and any(whole for *_, whole in begins):
        return None  # whole lines joined
    (o1, n1, _), (o2, n2, _) = ends[0], begins[0]
    return Splice(outputs[o1].raw(n1), outputs[o2].raw(n2), text[:at], text[at:])
