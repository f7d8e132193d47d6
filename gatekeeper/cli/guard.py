"""What every command's run shares, typer or not: errors become a message and exit code 2."""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gatekeeper.config import Overrides


def with_limits(overrides: Overrides, max_bytes: int | None,
                rule_timeout: float | None) -> Overrides:
    """--max-bytes / --rule-timeout: the strongest layer of `limits:` (gatekeeper/config/limits.py)."""

    limits = (("maxInputBytes", max_bytes), ("ruleTimeoutSeconds", rule_timeout))
    return overrides._replace(limits=tuple((k, v) for k, v in limits if v is not None))


def guarded(command: Callable[..., int], *args: Any) -> int:
    """Run a command; input and configuration errors become a message and exit code 2."""
    from gatekeeper.errors import InputError, Interrupted

    try:
        return command(*args)
    except BrokenPipeError:
        # The reader stopped early (`gatekeeper check ... | head`): it got what it wanted, so no
        # message; but the report was not written whole, so never 0 or 1 (docs/commands.md).
        return 2
    except InputError as error:
        echo_error(f"gatekeeper: error: {error}")
        return 2
    except KeyboardInterrupt:  # SIGINT; the pool and temporary files are cleaned up already
        return _interrupted(signal.SIGINT)
    except Interrupted as exc:  # SIGTERM
        return _interrupted(exc.signum)


def _interrupted(signum: int) -> int:
    # `--output` is left as it was; a report streamed onto stdout stops where it was cut.
    echo_error(f"gatekeeper: interrupted by {signal.Signals(signum).name}; no complete report "
               "written")
    return 128 + signum


def echo_error(message: str) -> None:
    """`message` on standard error as typer.echo writes it (click's echo: escape sequences
    removed when stderr is not a terminal); click is imported only when there is one."""
    from click import echo

    echo(message, err=True)
