"""Waivers: the `overrides` configuration key (docs/waivers-and-baseline.md).

JSON has no comments, so there are no inline disables. Instead, like Spectral's `overrides`,
a configuration layer lists entries::

    overrides:
      - files: ["fixtures/legacy/**/*.json"]
        reason: legacy fixtures predate the excerpt rules (TICKET-12)
        rules: {evidence.excerpt_similarity: off}
      - files: ["fixtures/legacy/a.json#/claims/0/evidence_bindings/1"]
        reason: the tool's preview is cut before the quoted line
        rules: {evidence.excerpt_similarity: off}
      - files: ["fixtures/zh/**"]
        reason: Chinese previews are paraphrased by the tool
        ruleMetadata: {evidence.excerpt_similarity: {params: {passThreshold: 0.4}}}

- `files`: glob patterns matched against the linted file's path relative to the project root
  (see `suppression.project_root`), POSIX separators. `*` and `?` stay inside one path segment,
  `[...]` is a character class, `**` spans any number of directories. A `#/json/pointer`
  fragment (RFC 6901, `~1` for `/`, `~0` for `~`) narrows the entry to that place in the
  executor output (the document findings' targets point into, also inside a bundle).
- `reason`: required, non-empty; printed with every finding it waives.
- `rules: {RULE: off}` waives a rule: it still runs, and its findings at or below the pointer
  (the whole document without one) move from the report to its `waived` list, with the reason.
  YAML reads a bare `off` as false; both mean off.
- `ruleMetadata: {RULE: {severity, verdictImpact, params}}` is merged over the configuration for
  matching files (file patterns only, no pointer): each distinct set of matching entries gets
  its own effective configuration and engine, built once per run.

Every entry is validated when the configuration loads: unknown keys, a missing reason, an
unknown rule id, params against the rule's `params_schema` and `check_params`; errors name the
file and `overrides[i]`. `overrides` is a list, so a later layer's list replaces an earlier one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from gatekeeper.config.model import Config
from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.engine.runner import Engine
from gatekeeper.errors import ConfigError
from gatekeeper.parse.bundle import Case
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.paths import format_path
from gatekeeper.plugin import RuleSet
from gatekeeper.suppress.rejudge import finding_record, project_path, rejudge

Pointer = tuple[str, ...]


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


@dataclass(frozen=True)
class FilePattern:
    text: str
    regex: re.Pattern[str]
    pointer: Pointer | None  # None: the whole file

    def matches(self, relative_path: str) -> bool:
        return self.regex.match(relative_path) is not None


@dataclass(frozen=True)
class Override:
    """One validated `overrides` entry."""

    index: int
    origin: str  # the configuration layer that set it
    patterns: tuple[FilePattern, ...]
    reason: str
    off: tuple[str, ...]  # rule ids waived
    metadata: Mapping[str, Any]  # a ruleMetadata fragment, merged over the configuration
    raw: Mapping[str, Any]

    @property
    def label(self) -> str:
        # Only one layer's list is in force (a later list replaces it), so this is unambiguous
        # and, unlike the layer's path, the same in every checkout.
        return f"overrides[{self.index}]"


def parse_overrides(origin: str, entries: Sequence[Mapping[str, Any]], base: Config,
                    rule_set: RuleSet) -> tuple[Override, ...]:
    """Validate a layer's `overrides` (its shape is already schema-checked) against `base`."""
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
            _check_metadata(override, base, rule_set, fail)
        overrides.append(override)
    return tuple(overrides)


def _check_metadata(override: Override, base: Config, rule_set: RuleSet, fail: Any) -> None:
    from gatekeeper.parse.schemas import validators as schemas

    for rule_id, meta in override.metadata.items():
        schema = {k: v for k, v in rule_set.rule(rule_id).params_schema.items() if k != "required"}
        problems = schemas.problems_against(schema, meta.get("params", {}))
        if problems:
            path, message = problems[0]
            raise fail(f"rule {rule_id!r}: {message}", "ruleMetadata", rule_id, "params", *path)
    try:  # constraints across params (warn below pass, ...) on the merged result
        effective_config(base, (override,), rule_set)
    except ConfigError as error:
        where = error.where.removeprefix("key ") if error.where else ""
        raise ConfigError(override.origin, error.message,
                          f"key {override.label}{'.' + where if where else ''}") from None


def effective_config(base: Config, overrides: Sequence[Override], rule_set: RuleSet) -> Config:
    """`base` with the ruleMetadata of `overrides` merged over it, in order, and validated."""
    from gatekeeper.config.loader import build_config
    from gatekeeper.config.sources import Layer

    merged = base.to_dict()
    merged.pop("overrides", None)
    layers = [Layer("merged configuration", merged, builtin=True)]
    layers += [Layer(f"{o.origin} {o.label}", {"ruleMetadata": dict(o.metadata)})
               for o in overrides]
    return build_config(layers, rule_set)


class WaivingEngine:
    """An Engine per distinct effective configuration, and pointer/file waivers applied.

    Same `run(parsed, invocations, source)` as Engine. Holds no per-output state beyond the
    engine cache (filled on first use of each configuration).
    """

    def __init__(self, config: Config, rule_set: RuleSet, root: Path) -> None:
        self.config = config
        self.root = root
        self._rule_set = rule_set
        self._overrides: tuple[Override, ...] = tuple(getattr(config, "overrides", ()))
        self._engines: dict[tuple[int, ...], Engine] = {(): Engine(config, rule_set)}

    def matching(self, source: str) -> list[tuple[Override, FilePattern]]:
        relative = project_path(source, self.root)
        return [(o, p) for o in self._overrides for p in o.patterns if p.matches(relative)]

    def _engine(self, matched: Sequence[tuple[Override, FilePattern]]) -> Engine:
        chosen = tuple(sorted({o.index for o, _ in matched if o.metadata}))
        if chosen not in self._engines:
            config = effective_config(self.config, [self._overrides[i] for i in chosen],
                                      self._rule_set)
            self._engines[chosen] = Engine(config, self._rule_set)
        return self._engines[chosen]

    def config_for(self, source: str) -> Config:
        """The effective configuration `source` is linted with."""
        return self._engine(self.matching(source)).config

    def run_case(self, case: Case) -> Report:
        """Lint one case with its findings located, waived ones included."""
        from gatekeeper.report.locate import locate_report

        return self.run(case.parsed, case.invocations, case.source,
                        locate=lambda report: locate_report(report, case))

    def run(self, parsed: ParsedOutput, invocations: InvocationSet,
            source: str = "<executor output>",
            locate: Callable[[Report], Report] | None = None) -> Report:
        matched = self.matching(source) if self._overrides else []
        engine = self._engine(matched)
        report = engine.run(parsed, invocations, source)
        if locate is not None:  # before waiving, so that waived findings keep their place too
            report = locate(report)
        if not self._overrides:
            return report
        kept: list[ReportedFinding] = []
        waived: list[dict[str, Any]] = []
        for finding in report.findings:
            waiver = next((o for o, p in matched if finding.rule_id in o.off
                           and covers(p.pointer or (), finding.path)), None)
            if waiver is None:
                kept.append(finding)
            else:
                waived.append(finding_record(finding, reason=waiver.reason, waiver=waiver.label))
        return rejudge(report, kept, engine.config, {"waived": waived})


def waiving_engine(config: Config, rule_set: RuleSet, cwd: Path,
                   isolated: bool = False) -> WaivingEngine:
    from gatekeeper.suppress.rejudge import project_root

    return WaivingEngine(config, rule_set, project_root(cwd, isolated))
