"""Compiling regular expressions that come from configuration, without catastrophic backtracking.

A configuration file in a pull request is untrusted. Python's `re` backtracks, runs in C while
holding the GIL, and cannot be interrupted: `(a+)+$` against thirty `a`s and a `b` runs for
minutes, and no time budget (see `gatekeeper.engine.deadline`) can stop it. So patterns are checked
*before* they are compiled, and refused with a `ConfigError` naming the file and the key when
they contain a construct that can backtrack exponentially:

* a quantifier (`*`, `+`, `{n,}`, `{n,m}` with m > 1) over something that itself contains a
  quantifier (`(a+)+`, `(a*b?)*`, `(\\w+\\s?)*`);
* a quantifier over an alternation (`(a|aa)*`, `(x|x)+`), whose branches may overlap;
* backreferences (`\\1`, `(?P=name)`) and conditionals (`(?(1)a|b)`): they make matching
  NP-hard in general;
* a pattern longer than `MAX_PATTERN_LENGTH` characters.

What is left (single quantifiers over characters, classes and literals, alternation outside
quantifiers, look-arounds) matches in at most polynomial time: `re.search` over n characters is
O(n²) in the worst case for a pattern such as `a*b`. Inputs are bounded by
`limits.maxInputBytes`, and a rule's fields are far smaller than that.

Today no built-in rule parameter is a regular expression (phrases are matched literally through
`re.escape`); any parameter that becomes one must be compiled with `compile_guarded`.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from gatekeeper.errors import ConfigError

if sys.version_info >= (3, 11):
    from re import _constants as _c
    from re import _parser as _p
else:  # pragma: no cover - Python 3.10
    import sre_constants as _c
    import sre_parse as _p

MAX_PATTERN_LENGTH = 256

_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)}
_BACKREFERENCES = {_c.GROUPREF, _c.GROUPREF_EXISTS, getattr(_c, "GROUPREF_IGNORE", _c.GROUPREF)}


class UnsafePattern(ValueError):
    """The pattern may backtrack catastrophically, or is not a valid pattern."""


def _children(op: Any, av: Any) -> list[Any]:
    """The sub-pattern lists under one parsed node."""
    if op in _REPEATS:
        return [av[2]]
    if op == _c.SUBPATTERN:
        return [av[3]]
    if op == _c.BRANCH:
        return list(av[1])
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        return [av[1]]
    if op == getattr(_c, "ATOMIC_GROUP", None):
        return [av]
    return []


def _contains(items: Any, ops: set[Any]) -> bool:
    for op, av in items:
        if op in ops and (op not in _REPEATS or av[1] > 1):
            return True
        if any(_contains(child, ops) for child in _children(op, av)):
            return True
    return False


def _check(items: Any) -> None:
    for op, av in items:
        if op in _BACKREFERENCES:
            raise UnsafePattern("backreferences and conditionals are not allowed")
        if op in _REPEATS and av[1] > 1:
            if _contains(av[2], _REPEATS):
                raise UnsafePattern("nested quantifiers (like '(a+)+') can backtrack "
                                    "catastrophically")
            if _contains(av[2], {_c.BRANCH}):
                raise UnsafePattern("a quantified alternation (like '(a|aa)*') can backtrack "
                                    "catastrophically")
        for child in _children(op, av):
            _check(child)


def check_pattern(pattern: str, flags: int = 0) -> None:
    """Raise UnsafePattern when `pattern` is invalid or may backtrack catastrophically."""
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise UnsafePattern(f"pattern is longer than {MAX_PATTERN_LENGTH} characters")
    try:
        parsed = _p.parse(pattern, flags)
    except (re.error, OverflowError, RecursionError) as exc:
        raise UnsafePattern(f"not a valid regular expression: {exc}") from None
    _check(parsed)


def compile_guarded(pattern: str, source: str, where: str | None = None,
                    flags: int = 0) -> re.Pattern[str]:
    """Compile a pattern from configuration, or raise ConfigError naming `source` and `where`."""
    try:
        check_pattern(pattern, flags)
        return re.compile(pattern, flags)
    except (UnsafePattern, re.error, OverflowError, RecursionError) as exc:
        raise ConfigError(source, f"regular expression {pattern[:80]!r} refused: {exc}",
                          where) from None
