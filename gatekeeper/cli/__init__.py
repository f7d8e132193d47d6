"""The command line: parses arguments into options and hands them to the commands' modules.

Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage, configuration or input error.

The commands, their help and their errors are the typer application (gatekeeper/cli/application.py).
Importing typer and click and building every command's parameters is ≈ 50 ms of a ≈ 180 ms
`gatekeeper check` (docs/performance.md), so the commonest command line, `check PATH...` with a
few plain flags, is run without it by gatekeeper/cli/quick.py, with the same options, output
and exit code; anything else it does not take goes to the application.
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> None:
    from gatekeeper.cli.quick import quick_check

    code = quick_check(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from gatekeeper.cli.application import app

    # A reader that stops early (`gatekeeper check ... | head`) got what it wanted: no message,
    # no traceback; exit 2, never 0 or 1, since the report was not written whole.
    try:
        app()
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(2)


def __getattr__(name: str) -> Any:
    """`app`, the typer application (gatekeeper/cli/application.py), imported on first use."""
    if name == "app":
        from gatekeeper.cli.application import app

        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
