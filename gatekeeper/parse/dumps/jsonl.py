"""JSON Lines, one invocation record per non-blank line: the shape of text that is not one
JSON document.

Records are decoded one at a time, as the reader asks for them: a 1M-line dump never holds a
list of its lines nor of its decoded records (docs/performance.md, P4)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from gatekeeper.parse.dumps.records import Fail, Records
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

NAME = "JSON Lines"
# Line boundaries `str.splitlines` knows besides `\n`: a piece holding one is split its way.
_OTHER_BREAKS = re.compile("[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


def numbered_lines(text: str) -> Iterator[tuple[int, str]]:
    """`enumerate(text.splitlines(), 1)` without the list of every line."""
    number, start, size = 0, 0, len(text)
    while start < size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        piece, ended = text[start:end], end < size
        start = end + 1
        if _OTHER_BREAKS.search(piece):
            lines = piece.splitlines()
            if ended and piece[-1] != "\r" and _OTHER_BREAKS.match(piece[-1]):
                lines.append("")  # `x\x0b\n` is two lines, `x\r\n` one
            for line in lines:
                number += 1
                yield number, line
        else:
            number += 1
            yield number, piece


def records(text: str, whole_problem: JsonDecodeProblem, fail: Fail) -> Records:
    non_blank = 0
    for _, line in numbered_lines(text):
        if line.strip():
            non_blank += 1
            if non_blank == 2:
                break
    if non_blank < 2:
        raise fail(None, f"not a JSON dump: {whole_problem.detail}")
    return Records(_decoded(text, fail))


def _decoded(text: str, fail: Fail) -> Iterator[tuple[Any, str]]:
    from gatekeeper.parse.dumps import refuse_repeated

    for number, line in numbered_lines(text):
        if not line.strip():
            continue
        try:
            record, repeated = loads_strict(line)
        except JsonDecodeProblem as problem:
            raise fail(f"line {number}", f"not a JSON Lines record: "
                       f"{problem.detail.replace('line 1 ', '')}") from None
        refuse_repeated(repeated, fail, f"line {number}")
        yield record, f"line {number}"
