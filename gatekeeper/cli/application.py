"""The typer application: every command's arguments, help and usage errors.

`gatekeeper.cli.main` hands it every command line the quick path (gatekeeper/cli/quick.py)
does not take.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from gatekeeper.cli.guard import guarded as _guarded
from gatekeeper.cli.guard import with_limits as _with_limits
from gatekeeper.commands.common import ConfigRequest
from gatekeeper.report import formats
from gatekeeper.version import __version__

app = typer.Typer(
    name="gatekeeper",
    help="Lint LLM executor evidence (executor_evidence_v2) against the session's real tool "
    "invocations: forged ids, wrong tools, excerpts not in the output, speculative claims.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
    suggest_commands=False,  # click suggests already: "Did you mean" once
)

# The --format choices are the installed reporters (entry-point group gatekeeper.reporters).
Format = Enum("Format", {name: name for name in formats()}, type=str)  # type: ignore[misc]


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
ColorOption = Annotated[Optional[bool], typer.Option(  # noqa: UP045
    "--color/--no-color", help="Force colour on or off (default: on a terminal, "
    "unless NO_COLOR is set).", show_default=False)]
#: The configuration options every command that loads the configuration takes, declared once.
_CONFIG_PARAMETERS: tuple[tuple[str, Any, Any], ...] = (
    ("config", ConfigOption, []), ("enable", EnableOption, []), ("disable", DisableOption, []),
    ("set_", SetOption, []), ("isolated", IsolatedOption, False),
)


def config_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Give `command` the shared configuration options, handed to it as one `config_request`.

    typer reads a command's parameters from its signature: the wrapper's signature is the
    command's own (minus `config_request`) plus the five options above.
    """
    own = inspect.signature(command, eval_str=True)
    kept = [p for p in own.parameters.values() if p.name != "config_request"]
    shared = [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation,
                                default=default) for name, annotation, default in _CONFIG_PARAMETERS]

    def wrapper(**kwargs: Any) -> Any:
        request = ConfigRequest(kwargs.pop("config"), kwargs.pop("enable"), kwargs.pop("disable"),
                                kwargs.pop("set_"), kwargs.pop("isolated"))
        return command(**kwargs, config_request=request)

    wrapper.__signature__ = own.replace(parameters=[*kept, *shared])  # type: ignore[attr-defined]
    wrapper.__name__ = command.__name__
    wrapper.__doc__ = command.__doc__
    return wrapper


@app.command()
@config_options
def check(
    paths: Annotated[list[Path], typer.Argument(
        metavar="PATH...", help="Files, directories (walked recursively) and quoted globs: "
        "fixture bundles (JSON or YAML), NAME.json beside NAME.invocations.json, or with "
        "--invocations executor outputs checked against DUMP; - is standard input. See "
        "docs/batch.md.",
        show_default=False)],
    invocations: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--invocations", "-i", metavar="DUMP", help="The session's tool-invocation dump "
        "(JSON array, object with tool_invocations, or JSON Lines; - for standard input).")
    ] = None,
    stdin_filename: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--stdin-filename", metavar="NAME", help="The name reports give standard input (-); "
        "also decides YAML or JSON and which waivers apply.", show_default=False)] = None,
    session_id: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--session-id", help="The current session (default: the dump's).")] = None,
    output_format: Annotated[Format, typer.Option(
        "--format", "-f", help="Output format.")] = DEFAULT_FORMAT,
    output: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--output", "-o", help="Write the report to FILE instead of standard output.")] = None,
    fail_on: Annotated[FailOn, typer.Option(
        "--fail-on", help="Lowest status that makes the exit code 1.")] = FailOn.fail,
    color: ColorOption = None,
    max_bytes: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--max-bytes", min=1, metavar="N", help="Largest input file read (default 64 MiB; config "
        "limits.maxInputBytes). A larger executor output fails; a larger dump or bundle is an "
        "error.", show_default=False)] = None,
    rule_timeout: Annotated[Optional[float], typer.Option(  # noqa: UP045
        "--rule-timeout", min=0.001, metavar="SECONDS", help="Time budget of one rule on one "
        "output (default 60; config limits.ruleTimeoutSeconds); a rule over it fails the run.",
        show_default=False)] = None,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - the shared options, see config_options
    baseline: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--baseline", metavar="FILE", help="Fail only on findings not in this baseline; list "
        "baseline entries that no longer occur.")] = None,
    write_baseline: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--write-baseline", metavar="FILE", help="Record this run's findings as the baseline "
        "(with --baseline: keep only entries still found).")] = None,
    jobs: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--jobs", "-j", min=1, metavar="N", help="Worker processes for large batches (default: "
        "one per core; 1: in-process). Output is the same either way.", show_default=False)] = None,
    allow_no_rules: Annotated[bool, typer.Option(
        "--allow-no-rules", help="Run even when the configuration enables no rule (by default "
        "an error: nothing would be checked).")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Text: only findings and errors "
                                        "(no status lines, no summary).")] = False,
    statistics: Annotated[bool, typer.Option("--statistics", help="After the report, count "
                                             "findings per rule.")] = False,
    exit_zero: Annotated[bool, typer.Option("--exit-zero", help="Exit 0 even with findings "
                                            "(still 2 on input errors).")] = False,
    only_cases: Annotated[bool, typer.Option("--only-cases", help="Skip named files that are "
                                             "not cases (the pre-commit hook).")] = False,
) -> None:
    """Lint executor outputs; exit 1 when any is at or above --fail-on."""
    from gatekeeper.commands.check.options import CheckOptions
    from gatekeeper.commands.check.run import run_check

    options = CheckOptions(
        paths=paths, invocations=invocations, session_id=session_id,
        format=output_format.value, output=output, fail_on=fail_on.value,
        config_files=config_request.files,
        overrides=_with_limits(config_request.overrides, max_bytes, rule_timeout),
        isolated=config_request.isolated, color=color,
        baseline=baseline, write_baseline=write_baseline, jobs=jobs, stdin_filename=stdin_filename,
        quiet=quiet, statistics=statistics, exit_zero=exit_zero, only_cases=only_cases,
        allow_no_rules=allow_no_rules,
    )
    raise typer.Exit(_guarded(run_check, options))


class DataFormat(str, Enum):
    text = "text"
    json = "json"


class FixturesFormat(str, Enum):
    text = "text"
    junit = "junit"


class ConfigFormat(str, Enum):
    yaml = "yaml"
    json = "json"


@app.command()
@config_options
def rules(
    output_format: Annotated[DataFormat, typer.Option(
        "--format", "-f", help="text: a table; json: an array of objects.")] = DataFormat.text,
    color: ColorOption = None,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """List every rule: id, enabled, severity, verdictImpact, providing distribution."""
    from gatekeeper.commands import rules as command

    raise typer.Exit(_guarded(command.run, config_request, output_format.value, color))


@app.command()
@config_options
def explain(
    rule_id: Annotated[str, typer.Argument(metavar="RULE", help="A rule id, e.g. "
                                           "evidence.invocation_ref.", show_default=False)],
    output_format: Annotated[DataFormat, typer.Option(
        "--format", "-f", help="Output format.")] = DataFormat.text,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Explain a rule: what it checks and why, its settings and params, two examples."""
    from gatekeeper.commands import explain as command

    raise typer.Exit(_guarded(command.run, rule_id, config_request, output_format.value))


@app.command("config")
@config_options
def config_(
    output_format: Annotated[ConfigFormat, typer.Option(
        "--format", "-f", help="Output format.")] = ConfigFormat.yaml,
    show_origin: Annotated[bool, typer.Option(
        "--show-origin", help="Print each value with the file or flag that set it.")] = False,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Print the merged configuration (every layer applied)."""
    from gatekeeper.commands import show_config as command

    raise typer.Exit(_guarded(command.run, config_request, output_format.value, show_origin))


@app.command()
def schema(
    name: Annotated[Optional[str], typer.Argument(  # noqa: UP045
        metavar="NAME", help="Schema name (see --list).", show_default=False)] = None,
    list_names: Annotated[bool, typer.Option("--list", "-l", help="List the schemas.")] = False,
) -> None:
    """Print a shipped JSON Schema (Draft 2020-12)."""
    from gatekeeper.commands import schema as command

    raise typer.Exit(_guarded(command.run, name, list_names))


@app.command()
def init(
    force: Annotated[bool, typer.Option(
        "--force", help="Overwrite an existing .gatekeeper.yaml.")] = False,
) -> None:
    """Write a commented .gatekeeper.yaml in the current directory."""
    from gatekeeper.commands import init as command

    raise typer.Exit(_guarded(command.run, None, force))


@app.command()
@config_options
def fixtures(
    paths: Annotated[list[Path], typer.Argument(
        metavar="FILE|DIR...", help="Fixture bundles, or directories searched for "
        "*.bundle.json / *.bundle.yaml / *.bundle.yml.", show_default=False)],
    update: Annotated[bool, typer.Option("--update", help="Rewrite mismatching expect blocks "
                                         "with the actual results (keeps the file's layout).")
                      ] = False,
    output_format: Annotated[FixturesFormat, typer.Option(
        "--format", "-f", help="Output format.")] = FixturesFormat.text,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Check fixture bundles' expect blocks; exit 1 on any mismatch."""
    from gatekeeper.commands import fixtures as command

    raise typer.Exit(_guarded(command.run, paths, config_request, None, update,
                              output_format.value))


@app.command()
@config_options
def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="Port (0: any free "
                                      "one, printed at start).")] = 8080,
    workers: Annotated[int, typer.Option("--workers", min=1, help="Worker processes.")] = 1,
    max_body_bytes: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--max-body-bytes", min=1, metavar="N", help="Largest request body (default: "
        "limits.maxInputBytes); larger ones get 413.", show_default=False)] = None,
    rule_timeout: Annotated[Optional[float], typer.Option(  # noqa: UP045
        "--rule-timeout", min=0.001, metavar="SECONDS", help="Time budget of one rule on one "
        "output (default: limits.ruleTimeoutSeconds).", show_default=False)] = None,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Serve the checks over HTTP (needs the [serve] extra); see docs/service.md."""
    from gatekeeper.commands import serve as command

    overrides = _with_limits(config_request.overrides, None, rule_timeout)
    settings = command.ServeSettings(
        [str(p) for p in config_request.files], overrides.enable, overrides.disable,
        overrides.set, overrides.limits, config_request.isolated, max_body_bytes)
    raise typer.Exit(_guarded(command.run, settings, command.Listen(host, port, workers)))


class EvalFormat(str, Enum):
    markdown = "markdown"
    json = "json"


@app.command("eval")
@config_options
def eval_(
    paths: Annotated[list[Path], typer.Argument(
        metavar="PATH...", help="Corpus directories or labelled bundle files.", show_default=False)],
    output_format: Annotated[EvalFormat, typer.Option(
        "--format", "-f", help="Output format.")] = EvalFormat.markdown,
    misses: Annotated[bool, typer.Option("--misses", help="List the cases that miss their labels.")
                      ] = False,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Precision and recall of the rules on a labelled corpus; exit 1 when a target is missed."""
    from gatekeeper.commands import eval as command

    raise typer.Exit(_guarded(command.run, paths, output_format.value, misses, config_request))


SessionArgument = Annotated[Path, typer.Argument(
    metavar="BUNDLE", help="A session bundle (executor_output, tool_invocations, verifier_output, "
    "...; docs/chain.md).", show_default=False)]
SessionIdOption = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--session-id", help="The current session (default: the bundle's or dump's).")]


@app.command()
@config_options
def payload(
    path: Annotated[Path, typer.Argument(metavar="BUNDLE|OUTPUT", help="A session bundle, or "
                                         "an executor output with --invocations.",
                                         show_default=False)],
    invocations: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--invocations", "-i", metavar="DUMP", help="The session's tool-invocation dump.")] = None,
    session_id: SessionIdOption = None,
    query: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--query", metavar="TEXT", help="original_query (default: the bundle's).")] = None,
    retry_context: Annotated[Optional[Path], typer.Option(  # noqa: UP045
        "--retry-context", metavar="FILE", help="retry_context, a JSON file.")] = None,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Print the Verifier payload (with the Executor rules' gatekeeper_result)."""
    from gatekeeper.commands import payload as command

    raise typer.Exit(_guarded(command.run, path, invocations, session_id, query, retry_context,
                              config_request))


@app.command("compose-input")
@config_options
def compose_input(path: SessionArgument, session_id: SessionIdOption = None,
                  config_request: ConfigRequest = ConfigRequest()) -> None:  # noqa: B008
    """Print the Composer input assembled from the Executor output and the Verifier's checks."""
    from gatekeeper.commands import compose_input as command

    raise typer.Exit(_guarded(command.run, path, session_id, config_request))


@app.command()
@config_options
def evaluation(path: SessionArgument, session_id: SessionIdOption = None,
               config_request: ConfigRequest = ConfigRequest()) -> None:  # noqa: B008
    """Print the verifier_evaluation record (facts_checked from the claim checks)."""
    from gatekeeper.commands import evaluation as command

    raise typer.Exit(_guarded(command.run, path, session_id, config_request))


class AuditEngine(str, Enum):
    local = "local"
    dask = "dask"


@app.command()
@config_options
def audit(
    source: Annotated[str, typer.Argument(
        metavar="SOURCE", help="sqlite:///PATH, postgresql://USER@HOST/DB, or a JSON Lines "
        "file of session bundles. See docs/audit.md.", show_default=False)],
    session_id: Annotated[list[str], typer.Option(
        "--session-id", metavar="ID", help="Only this session (repeatable).",
        show_default=False)] = [],  # noqa: B006 - typer reads the default
    where: Annotated[list[str], typer.Option(
        "--where", metavar="COLUMN<OP>VALUE", help="Only sessions whose COLUMN compares so "
        "(OP: = != < <= > >=; VALUE is bound, never SQL). Repeatable, ANDed.",
        show_default=False)] = [],  # noqa: B006
    limit: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--limit", min=1, metavar="N", help="Only the first N sessions in id order.",
        show_default=False)] = None,
    engine: Annotated[AuditEngine, typer.Option(
        "--engine", help="local: this machine's processes; dask: a Dask cluster.")
    ] = AuditEngine.local,
    jobs: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--jobs", "-j", min=1, metavar="N", help="local: worker processes (default one per "
        "core); dask: local cluster workers (default 2).", show_default=False)] = None,
    scheduler: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--scheduler", metavar="ADDRESS", help="Dask scheduler to use (default: start a local "
        "cluster).", show_default=False)] = None,
    partition_size: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--partition-size", min=1, metavar="N", help="Sessions per partition (default: config "
        "audit.partitionSize, 500).", show_default=False)] = None,
    config_request: ConfigRequest = ConfigRequest(),  # noqa: B008 - see config_options
) -> None:
    """Re-check stored sessions: one JSON line each; exit 1 when any fails or drifts."""
    from gatekeeper.commands import audit as command

    options = command.AuditOptions(source, config_request, session_id, where, limit,
                                   engine.value, jobs, scheduler, partition_size)
    raise typer.Exit(_guarded(command.run, options))
