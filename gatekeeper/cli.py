"""The command line: parses arguments into options and hands them to the commands' modules.

Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage, configuration or input error.
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from gatekeeper import __version__
from gatekeeper.report import FORMATS

app = typer.Typer(
    name="gatekeeper",
    help="Lint LLM executor evidence (executor_evidence_v2) against the session's real tool "
    "invocations: forged ids, wrong tools, excerpts not in the output, speculative claims.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

Format = Enum("Format", {name: name for name in FORMATS}, type=str)  # type: ignore[misc]


DEFAULT_FORMAT = Format("text")


class FailOn(str, Enum):
    fail = "fail"
    warn = "warn"


def _version(value: bool) -> None:
    if value:
        typer.echo(f"gatekeeper {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[Optional[bool], typer.Option(  # noqa: UP045 - typer needs Optional
        "--version", "-V", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = None,
) -> None:
    """Gatekeeper: deterministic checks before an LLM Verifier sees executor evidence."""


ConfigOption = Annotated[list[Path], typer.Option(
    "--config", "-c", help="Extra configuration layer (YAML file or rules.d directory); "
    "repeatable, later wins.", show_default=False)]
EnableOption = Annotated[list[str], typer.Option(
    "--enable", metavar="RULE", help="Enable a rule (repeatable).", show_default=False)]
DisableOption = Annotated[list[str], typer.Option(
    "--disable", metavar="RULE", help="Disable a rule (repeatable).", show_default=False)]
SetOption = Annotated[list[str], typer.Option(
    "--set", metavar="RULE.PARAM=VALUE", help="Set a rule param (or RULE.severity / "
    "RULE.verdictImpact); VALUE is YAML. Repeatable.", show_default=False)]
IsolatedOption = Annotated[bool, typer.Option(
    "--isolated", help="Ignore the project configuration (.gatekeeper.yaml, pyproject.toml).")]


@app.command()
def check(
    paths: Annotated[list[Path], typer.Argument(
        metavar="PATH...", help="Files, directories (walked recursively) and quoted globs: "
        "fixture bundles (JSON or YAML), NAME.json beside NAME.invocations.json, or with "
        "--invocations executor outputs checked against DUMP. See docs/batch.md.",
        show_default=False)],
    invocations: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--invocations", "-i", metavar="DUMP", help="The session's tool-invocation dump "
        "(JSON array, object with tool_invocations, or JSON Lines).")] = None,
    session_id: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--session-id", help="The current session (default: the dump's).")] = None,
    output_format: Annotated[Format, typer.Option(
        "--format", "-f", help="Output format.")] = DEFAULT_FORMAT,
    output: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--output", "-o", help="Write the report to FILE instead of standard output.")] = None,
    fail_on: Annotated[FailOn, typer.Option(
        "--fail-on", help="Lowest status that makes the exit code 1.")] = FailOn.fail,
    config: ConfigOption = [],  # noqa: B006 - typer reads defaults, never mutates them
    enable: EnableOption = [],  # noqa: B006
    disable: DisableOption = [],  # noqa: B006
    set_: SetOption = [],  # noqa: B006
    isolated: IsolatedOption = False,
    color: Annotated[Optional[bool], typer.Option(  # noqa: UP045
        "--color/--no-color", help="Force colour on or off (default: on a terminal, "
        "unless NO_COLOR is set).", show_default=False)] = None,
) -> None:
    """Lint executor outputs; exit 1 when any is at or above --fail-on."""
    from gatekeeper.checker import CheckOptions, run_check
    from gatekeeper.config import Overrides

    options = CheckOptions(
        paths=paths, invocations=invocations, session_id=session_id,
        format=output_format.value, output=output, fail_on=fail_on.value,
        config_files=config, overrides=Overrides(enable, disable, set_), isolated=isolated,
        color=color,
    )
    raise typer.Exit(_guarded(run_check, options))


def _guarded(command, *args) -> int:  # type: ignore[no-untyped-def]
    """Run a command; input and configuration errors become a message and exit code 2."""
    from gatekeeper.errors import InputError

    try:
        return command(*args)
    except InputError as error:
        typer.echo(f"gatekeeper: error: {error}", err=True)
        return 2


def main() -> None:
    # Short messages, not tracebacks, for a closed pipe (`gatekeeper check ... | head`).
    try:
        app()
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(1)
