"""JSON Lines, one invocation record per non-blank line: the shape of text that is not one
JSON document."""

from __future__ import annotations

from gatekeeper.parse.dumps.records import Fail, Records
from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

NAME = "JSON Lines"


def records(text: str, whole_problem: JsonDecodeProblem, fail: Fail) -> Records:
    from gatekeeper.parse.dumps import refuse_repeated

    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) < 2:
        raise fail(None, f"not a JSON dump: {whole_problem.detail}")
    found = []
    for number, line in lines:
        try:
            record, repeated = loads_strict(line)
        except JsonDecodeProblem as problem:
            raise fail(f"line {number}", f"not a JSON Lines record: "
                       f"{problem.detail.replace('line 1 ', '')}") from None
        refuse_repeated(repeated, fail, f"line {number}")
        found.append((record, f"line {number}"))
    return Records(found)
