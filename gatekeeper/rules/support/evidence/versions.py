"""A version a claim gives one component while its evidence prints it as another's.

`服务端版本为 v1.27.3` citing `kubectl version`, whose lines are `Client Version: v1.27.3` and
`Server Version: v1.25.9`: the release is the output's, so nothing was missing, but it is the
client's. Outputs print a version a field (`Server Version: v1.25.9`, `redis_version:7.0.12`,
Helm's `GoVersion:"go1.20.8"`, `gitVersion: v1.27.3` under `serverVersion:`), a field's name
holding the word `version` (or naming a release: hostnamectl's `Kernel:`, `Operating System:`); an
indented field is its sections' too (`docker version`'s `Version:` under
`Server: Docker Engine - Community` and `Engine:`). A field's own words are its name's but
the words every version field shares (`version`, `git`); its sections' words are their names' and
what their lines print (`Docker Engine - Community`). A clause names a field when it writes each
of the field's own words (English whole, `客户端` for `client`, `服务端` for `server`, `引擎` for
`engine`, `内核` for `kernel`) and every section's name it writes is one of the field's sections'
words. A version the clause writes that a field of one output prints and no named one does, while
the clause names another field of that output, contradicts it. Unsure says nothing: a clause
naming a field that prints the version (or one with as many words named), writing two versions, a
change (`升级到`, `from`), a comparison or a denial; a version printed by fields of two outputs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.field_names import NAME_WORD
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A field or a section at a line's start: `Client Version: v1.27.3`, ` Engine:`, `"version": "1.2.3"`.
_LINE = compiled(r'^(?P<indent>[ \t]*)"?(?P<name>[A-Za-z][\w.\-]*(?: [A-Za-z][\w.\-]*){0,3})"?[ \t]*[:=]'
                 r'[ \t]*(?P<value>[^\n]*)$')
#: A version pair inside a line's braces or list: Helm's `Version:"v3.13.1", GoVersion:"go1.20.8"`.
_PAIR = compiled(r'(?<![\w"])(?P<name>[A-Za-z][\w.]*)"?[ \t]*[:=][ \t]*"(?P<value>[^"\n]*)"')
#: Words every version field's name may hold: they tell no component.
_SHARED = frozenset({"version", "ver", "git", "build", "info", "release", "v"})
#: Words of a field whose value is its release, with no `version` (hostnamectl's `Kernel: Linux
#: 5.15.0-91-generic`, `Operating System: Ubuntu 22.04.3 LTS`).
_RELEASED = frozenset({"kernel", "operating"})
#: A section's or field's word, said in Chinese.
_CHINESE = (("客户端", "client"), ("服务端", "server"), ("服务器端", "server"), ("引擎", "engine"),
            ("内核", "kernel"), ("操作系统", "operating"), ("操作系统", "system"))
#: A change, a comparison or a denial: which version is the component's is unsure.
_UNSURE = compiled(r"升级|降级|回滚|回退|更新|切换|改为|从|比|不|未|没|非|无"
                   r"|(?<![A-Za-z])(?:upgrad\w*|downgrad\w*|roll\w*|updat\w*|from|to|than|not|no|never"
                   r"|mismatch\w*|differ\w*|\w+n't)(?![A-Za-z])", re.IGNORECASE)


class _Field(NamedTuple):  # (no dataclass: its import is 6 ms of a cold start this gate may open)
    name: str
    own: frozenset[str]  # the words telling its component
    sections: frozenset[str]  # its sections' names' and lines' words
    section_names: frozenset[str]
    versions: frozenset[str]
    line: str


def version_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's version, [the field it names and the field printing it]) for the first version
    a clause gives a field that another field prints (see the module docstring)."""
    del anchors_of  # the fields are read as printed
    versions = [a for a in anchors if a.kind == "version"]
    for value in versions:
        low, high = clause_around(claim, value.start, value.end)
        if _UNSURE.search(claim, low, high) or sum(low <= a.start < high for a in versions) > 1:
            continue
        holding = [text for text in dict.fromkeys(texts)
                   if any(value.value in field.versions for field in _fields(text))]
        if len(holding) != 1:
            continue
        fields = _fields(holding[0])
        found = _named_otherwise(value.value, fields, claim[low:high], claim[low:value.start])
        if found is not None:
            named, having = found
            return value, [f"{named.name} {', '.join(sorted(named.versions))} "
                           f"({clipped(named.line.strip(), 60)!r}), {value.raw} for {having.name} "
                           f"({clipped(having.line.strip(), 60)!r})"]
    return None


def _named_otherwise(version: str, fields: Sequence[_Field], clause: str, before: str
                     ) -> tuple[_Field, _Field] | None:
    """(a field the clause names, the one printing `version`) when the clause names fields none of
    which prints it, or names several and the one whose words come last before the version (its
    own words written, `Redis 由 gcc 6.3.16 编译`) does not print it."""
    words = _words(clause)
    section_names = frozenset().union(*(f.section_names for f in fields)) & words
    named = [f for f in fields if f.own <= words and section_names <= f.sections]
    if any(version in f.versions for f in named):
        named = _nearest(named, before)
    if not named or any(version in f.versions for f in named):
        return None
    return named[0], next(f for f in fields if version in f.versions)


def _nearest(fields: Sequence[_Field], before: str) -> list[_Field]:
    """The fields whose own words are written last in `before` (none for a field of no own words:
    where it is named is unsure)."""
    placed = [(min(_last(before, word) for word in f.own), f) for f in fields if f.own]
    last = max((at for at, _ in placed), default=-1)
    return [f for at, f in placed if at == last] if last >= 0 else []


def _last(text: str, word: str) -> int:
    """Where `word` (or its Chinese) ends last in `text`, -1 where it is not written."""
    ends = [m.end() for m in NAME_WORD.finditer(text) if m.group().lower() == word]
    ends += [text.rfind(chinese) + len(chinese) for chinese, english in _CHINESE
             if english == word and chinese in text]
    return max(ends, default=-1)


def _words(text: str) -> frozenset[str]:
    """The words of a clause or a name, lower-case, camelCase and snake_case split, Chinese ones
    given their English."""
    found = {word.lower() for word in NAME_WORD.findall(text)}
    found.update(english for chinese, english in _CHINESE if chinese in text)
    return frozenset(found)


@lru_cache(maxsize=64)
def _fields(text: str) -> tuple[_Field, ...]:
    """The version fields `text` prints, with their sections (see the module docstring)."""
    found: list[_Field] = []
    open_sections: list[tuple[int, frozenset[str], frozenset[str]]] = []  # (indent, name words, all words)
    for line in text.split("\n"):
        if not line.strip():
            continue
        at = _LINE.match(line)
        indent = len(line) - len(line.lstrip())
        while open_sections and open_sections[-1][0] >= indent:
            open_sections.pop()
        sections = frozenset().union(*(every for _, _, every in open_sections))
        section_names = frozenset().union(*(names for _, names, _ in open_sections))
        pairs = [(m.group("name"), m.group("value")) for m in _PAIR.finditer(line)] if '"' in line else []
        if at is not None and not pairs:
            pairs = [(at.group("name"), at.group("value"))]
        fielded = False
        for name, value in pairs:
            own = _words(name)
            printed = frozenset(a.value for a in extract_anchors(value) if a.kind == "version")
            if ("version" in own or own & _RELEASED) and printed:
                found.append(_Field(name, own - _SHARED, sections, section_names, printed, line))
                fielded = True
        if at is not None and not fielded:
            names = _words(at.group("name")) - _SHARED
            open_sections.append((indent, names, names | _words(at.group("value"))))
    return tuple(found)
