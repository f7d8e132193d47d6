"""The check command's options (what the CLI parses) and the engine they make: shared by the
command and its --jobs workers, which rebuild the engine from the options under spawn."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from gatekeeper.config import Config, Overrides, load_config
from gatekeeper.engine.verdict import FAIL
from gatekeeper.plugin import RuleSet
from gatekeeper.suppress.waivers import WaivingEngine, waiving_engine


class CheckOptions(NamedTuple):
    paths: Sequence[Path]
    invocations: Path | None = None
    session_id: str | None = None
    format: str = "text"
    output: Path | None = None
    fail_on: str = FAIL
    config_files: Sequence[Path] = ()
    overrides: Overrides = Overrides()
    isolated: bool = False
    color: bool | None = None  # None: decide from the stream and NO_COLOR
    baseline: Path | None = None  # --baseline: fail only on findings not in it (baseline.py)
    write_baseline: Path | None = None  # --write-baseline: record this run's findings
    jobs: int | None = None  # --jobs: worker processes (None: one per core; see parallel.py)
    allow_no_rules: bool = False  # --allow-no-rules: a run with every rule disabled is no error
    stdin_filename: str | None = None  # --stdin-filename: what reports call `-`
    quiet: bool = False  # --quiet: text shows only findings and errors; no summary on stderr
    statistics: bool = False  # --statistics: findings counted per rule after the report
    exit_zero: bool = False  # --exit-zero: findings do not make the exit code 1
    only_cases: bool = False  # --only-cases: named files that are not cases are skipped


def load_engine(options: CheckOptions) -> tuple[Config, WaivingEngine]:
    """The run's configuration and engine (also what each --jobs worker builds under spawn)."""
    config = load_config(Path.cwd(), options.config_files, options.overrides,
                         isolated=options.isolated)
    return config, waiving_engine(config, RuleSet.installed(), Path.cwd(), options.isolated)
