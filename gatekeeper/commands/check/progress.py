"""A progress bar for long batches: on stderr, only when stderr is a terminal.

Short runs (`PROGRESS_THRESHOLD` files or fewer) and runs whose stderr is a pipe or a file (CI
logs, pre-commit) get nothing, so machine-read output never contains control sequences and rich
is not even imported.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

PROGRESS_THRESHOLD = 50


def _nothing() -> None:
    return None


@contextmanager
def progress(total: int, stream: object = None) -> Iterator[Callable[[], None]]:
    """Yield `advance()`, to call once per finished file."""
    stream = stream if stream is not None else sys.stderr
    if total <= PROGRESS_THRESHOLD or not getattr(stream, "isatty", lambda: False)():
        yield _nothing
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    bar = Progress(TextColumn("checking"), BarColumn(), MofNCompleteColumn(),
                   console=Console(file=stream), transient=True)  # type: ignore[arg-type]
    with bar:
        task = bar.add_task("check", total=total)
        yield lambda: bar.advance(task)
