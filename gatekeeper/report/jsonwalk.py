"""Offsets of JSON paths in a valid JSON text, found by walking only the containers on the paths.

`locate` used to tokenize the whole file in Python for the first finding (for a bundle, its
invocations too: most of its text). A `PathWalker` lists the members of one container at a
time, the first time a path goes through it, and skips each member's value with the C decoder
(`JSONDecoder.raw_decode`; a regex skipping from bracket to bracket was 2x slower on bundles):
the cost follows the containers findings are in, not the file.

The text must be valid JSON (it was decoded strictly before); anything unexpected raises
`NotWalkable` and the caller falls back to the tokenizer (gatekeeper.report.locate.json_tree),
which never fails. A repeated key: the last member counts, as the decoder keeps it.
"""

from __future__ import annotations

import json
import re

from gatekeeper.paths import JsonPath

_WS = re.compile(r"[ \t\n\r]*")
_MEMBER = re.compile(r'[ \t\n\r]*("[^"\\]*(?:\\.[^"\\]*)*")[ \t\n\r]*:[ \t\n\r]*')
_SEPARATOR = re.compile(r"[ \t\n\r]*([,}\]])")
_DECODER = json.JSONDecoder()
# A container's members: key or index → (where it is reported: the key of a member, else the
# value; where its value starts).
Members = dict[str | int, tuple[int, int]]


class NotWalkable(ValueError):
    """The text is not the valid JSON the walker needs."""


def _key(token: str) -> str:
    return token[1:-1] if "\\" not in token else json.loads(token)


class PathWalker:
    def __init__(self, text: str, start: int = 0) -> None:
        self.text = text
        self.root = _WS.match(text, start).end()  # type: ignore[union-attr]
        self._members: dict[int, Members | None] = {}

    def resolve(self, path: JsonPath) -> tuple[int, int, bool]:
        """(anchor, value offset, whether the whole path exists) of `path`, or of its nearest
        ancestor that exists."""
        anchor = value = self.root
        for segment in path:
            members = self.members(value)
            child = members.get(segment) if members is not None else None
            if child is None:
                return anchor, value, False
            anchor, value = child
        return anchor, value, True

    def members(self, offset: int) -> Members | None:
        if offset not in self._members:
            opening = self.text[offset:offset + 1]
            self._members[offset] = (self._object(offset) if opening == "{" else
                                     self._array(offset) if opening == "[" else None)
        return self._members[offset]

    def _skip(self, offset: int) -> int:
        """The end of the value starting at `offset`."""
        try:
            return _DECODER.raw_decode(self.text, offset)[1]
        except ValueError as problem:
            raise NotWalkable(str(problem)) from None

    def _close(self, end: int, closing: str) -> tuple[int, bool]:
        """After a value: (the next position, whether the container ended)."""
        separator = _SEPARATOR.match(self.text, end)
        if separator is None or separator.group(1) not in (",", closing):
            raise NotWalkable(f"expected ',' or {closing!r} at {end}")
        return separator.end(), separator.group(1) == closing

    def _object(self, offset: int) -> Members:
        found: Members = {}
        position = _WS.match(self.text, offset + 1).end()  # type: ignore[union-attr]
        if self.text.startswith("}", position):
            return found
        while True:
            member = _MEMBER.match(self.text, position)
            if member is None:
                raise NotWalkable(f"expected a member at {position}")
            found[_key(member.group(1))] = member.start(1), member.end()
            position, done = self._close(self._skip(member.end()), "}")
            if done:
                return found

    def _array(self, offset: int) -> Members:
        found: Members = {}
        position = _WS.match(self.text, offset + 1).end()  # type: ignore[union-attr]
        if self.text.startswith("]", position):
            return found
        index = 0
        while True:
            value = _WS.match(self.text, position).end()  # type: ignore[union-attr]
            found[index] = value, value
            position, done = self._close(self._skip(value), "]")
            if done:
                return found
            index += 1
