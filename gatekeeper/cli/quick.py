"""`gatekeeper check PATH...` without typer: the commonest command line, parsed by hand.

The quick path takes only command lines whose meaning is beyond doubt: `check`, then paths and
these exact tokens in any order: the flags in `FLAGS` and `--enable RULE` / `--disable RULE`.
Anything else (help, another command, `--opt=value`, short clusters, `--`, a value that looks
like an option, an empty path list, a path click would refuse as unreadable, shell completion)
returns None and goes to the typer application, which explains or refuses it. What the quick path
does run is what the application would run: the same `CheckOptions` (tests/cli/test_quick.py
compares them for every shape it takes), the same error messages and exit codes, and click's
handling of what escapes the command (EOF, ^C, a closed pipe) repeated below.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, cast

if TYPE_CHECKING:
    from gatekeeper.commands.check.options import CheckOptions

#: check's flags the quick path takes, by token: the CheckOptions field (or "isolated").
FLAGS = {"--isolated": "isolated", "--quiet": "quiet", "-q": "quiet", "--statistics": "statistics",
         "--exit-zero": "exit_zero", "--only-cases": "only_cases",
         "--allow-no-rules": "allow_no_rules"}
#: Repeatable options with one value, by token: the ConfigRequest field.
LISTS = {"--enable": "enable", "--disable": "disable"}


def parse(args: Sequence[str]) -> CheckOptions | None:
    """The options `args` (sys.argv[1:]) mean, or None when the quick path does not take them."""
    if os.name == "nt" or not args or args[0] != "check" or _completing():
        return None
    flags: set[str] = set()
    lists: dict[str, list[str]] = {"enable": [], "disable": []}
    paths: list[str] = []
    tokens = iter(args[1:])
    for token in tokens:
        if token in FLAGS:
            flags.add(FLAGS[token])
        elif token in LISTS:
            value = next(tokens, None)
            if value is None or value.startswith("-"):
                return None
            lists[LISTS[token]].append(value)
        elif token.startswith("-") and token != "-":
            return None
        else:
            paths.append(token)
    if not paths or not all(map(_readable_or_missing, paths)) or not _text_format_installed():
        return None
    from gatekeeper.commands.check.options import CheckOptions
    from gatekeeper.commands.common import ConfigRequest

    request = ConfigRequest([], lists["enable"], lists["disable"], [], "isolated" in flags)
    return CheckOptions(
        paths=[Path(p) for p in paths], invocations=None, session_id=None, format="text",
        output=None, fail_on="fail", config_files=request.files, overrides=request.overrides,
        isolated=request.isolated, color=None, baseline=None, write_baseline=None, jobs=None,
        stdin_filename=None, quiet="quiet" in flags, statistics="statistics" in flags,
        exit_zero="exit_zero" in flags, only_cases="only_cases" in flags,
        allow_no_rules="allow_no_rules" in flags,
    )


def quick_check(args: Sequence[str]) -> int | None:
    """Run `args` if the quick path takes them: the exit code; else None, having done nothing."""
    from gatekeeper.commands.check.startup import start_up

    with start_up():  # most of the imports
        options = parse(args)
        if options is None:
            return None
        from gatekeeper.cli.guard import guarded
        from gatekeeper.commands.check.run import run_check

    try:
        return guarded(run_check, options)
    except EOFError:  # as click's main: a blank line, then "Aborted!"
        from click import echo

        echo(file=sys.stderr)
        echo("Aborted!", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if exc.errno != errno.EPIPE:
            raise
        import click.utils

        # click's own wrapper (flushes at exit ignore the closed pipe); renamed in click 8.3
        pacify: Any = getattr(click.utils, "_PacifyFlushWrapper", None) or click.utils.PacifyFlushWrapper
        sys.stdout = cast(TextIO, pacify(sys.stdout))
        sys.stderr = cast(TextIO, pacify(sys.stderr))
        return 1


def _readable_or_missing(path: str) -> bool:
    """click.Path(readable=True) accepts it: it does not exist, or this process may read it."""
    try:
        os.stat(path)
    except OSError:
        return True
    return os.access(path, os.R_OK)


def _completing() -> bool:
    """A shell-completion request (click's `_<PROG>_COMPLETE` variable): the application's job."""
    return any(name.startswith("_") and name.endswith("_COMPLETE") for name in os.environ)


def _text_format_installed() -> bool:
    """The application's --format choices (read when it is imported) include `text`, its default;
    an error finding them is the application's to show, as it would be."""
    from gatekeeper.errors import ConfigError
    from gatekeeper.report import formats

    try:
        return "text" in formats()
    except ConfigError:
        return False
