"""Waivers as configuration: parsing and validating the `overrides` key.

Applying them to findings is gatekeeper.suppress.waivers' job; the key itself is described
there and in docs/waivers-and-baseline.md.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import unquote

from gatekeeper.config.model import Config, FilePattern, Override, Pointer
from gatekeeper.errors import ConfigError
from gatekeeper.paths import format_path
from gatekeeper.plugin import RuleSet as RuleCatalog

#: config.loader.effective_config: `base` with overrides' ruleMetadata merged and validated.
Effective = Callable[[Config, Sequence["Override"], RuleCatalog], Config]


def glob_regex(pattern: str) -> re.Pattern[str]:
    """A path glob as a regular expression over POSIX relative paths (whole-path match)."""
    pattern = pattern.removeprefix("./").lstrip("/")
    out: list[str] = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i) and (i == 0 or pattern[i - 1] == "/"):
            out.append("(?:.*/)?")  # zero or more directories
            i += 3
        elif pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("(?:/.*)?")  # the directory itself and everything below it
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        elif pattern[i] == "[" and "]" in pattern[i + 2:]:
            end = pattern.index("]", i + 2)
            body = pattern[i + 1:end]
            negate = body[:1] == "!"
            body = re.escape(body[1:] if negate else body).replace("\\-", "-")
            out.append(f"[^/{body}]" if negate else f"[{body}]")
            i = end + 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def parse_pointer(fragment: str) -> Pointer:
    """An RFC 6901 JSON pointer from a URI fragment (percent-decoded first)."""
    text = unquote(fragment)
    if text == "":
        return ()
    if not text.startswith("/"):
        raise ValueError(f"JSON pointer {text!r} must start with '/' (e.g. #/claims/0)")
    tokens = text[1:].split("/")
    for token in tokens:
        if re.search(r"~(?![01])", token):
            raise ValueError(f"JSON pointer {text!r}: '~' must be followed by 0 or 1 "
                             "('~0' is '~', '~1' is '/')")
    return tuple(token.replace("~1", "/").replace("~0", "~") for token in tokens)


def covers(pointer: Pointer, path: Sequence[str | int]) -> bool:
    """Whether a finding at `path` is at or below `pointer`."""
    return len(pointer) <= len(path) and all(
        token == str(segment) for token, segment in zip(pointer, path, strict=False))


def parse_overrides(origin: str, entries: Sequence[Mapping[str, Any]], base: Config,
                    rule_set: RuleCatalog, effective: Effective) -> tuple[Override, ...]:
    """Validate a layer's `overrides` (its shape is already schema-checked) against `base`;
    `effective(base, overrides, rule_set)` merges an entry's ruleMetadata (config.loader)."""
    overrides = []
    for index, entry in enumerate(entries):
        def fail(message: str, *key: str | int, index: int = index) -> ConfigError:
            return ConfigError(origin, message, f"key {format_path(('overrides', index, *key))}")

        if not entry["reason"].strip():
            raise fail("expected a reason: why these findings are acceptable", "reason")
        if "rules" not in entry and "ruleMetadata" not in entry:
            raise fail("an override needs 'rules' (RULE: off) or 'ruleMetadata' (RULE: {params})")
        known = {meta.id for meta in base.rules}
        for section in ("rules", "ruleMetadata"):
            for rule_id in entry.get(section, {}):
                if rule_id not in known:
                    raise fail(f"rule {rule_id!r} is not in the rule index", section, rule_id)
        patterns = []
        for number, text in enumerate(entry["files"]):
            glob, hash_sign, fragment = text.partition("#")
            if not glob:
                raise fail(f"{text!r} has no file glob before '#'", "files", number)
            try:
                pointer = parse_pointer(fragment) if hash_sign else None
            except ValueError as exc:
                raise fail(str(exc), "files", number) from None
            if pointer is not None and "ruleMetadata" in entry:
                raise fail(f"{text!r}: ruleMetadata applies to whole files; a #/pointer entry "
                           "can only waive rules (rules: {RULE: off})", "files", number)
            patterns.append(FilePattern(text, glob_regex(glob), pointer))
        override = Override(index, origin, tuple(patterns), entry["reason"].strip(),
                            tuple(entry.get("rules", {})), entry.get("ruleMetadata", {}), entry)
        if override.metadata:
            _check_metadata(override, base, rule_set, effective, fail)
        overrides.append(override)
    return tuple(overrides)


def _check_metadata(override: Override, base: Config, rule_set: RuleCatalog, effective: Effective,
                    fail: Any) -> None:
    from gatekeeper.parse.schemas import validators as schemas

    for rule_id, meta in override.metadata.items():
        schema = {k: v for k, v in rule_set.rule(rule_id).params_schema.items() if k != "required"}
        problems = schemas.problems_against(schema, meta.get("params", {}))
        if problems:
            path, message = problems[0]
            raise fail(f"rule {rule_id!r}: {message}", "ruleMetadata", rule_id, "params", *path)
    try:  # constraints across params (warn below pass, ...) on the merged result
        effective(base, (override,), rule_set)
    except ConfigError as error:
        where = error.where.removeprefix("key ") if error.where else ""
        raise ConfigError(override.origin, error.message,
                          f"key {override.label}{'.' + where if where else ''}") from None
