"""gatekeeper/commands/check/startup.py: the collector paused during start-up, then as it was."""

from __future__ import annotations

import gc
import subprocess
import sys

from gatekeeper.commands.check.startup import CHECKING_THRESHOLD, checking, start_up


def test_the_collector_is_paused_then_back_with_the_start_up_frozen() -> None:
    code = """
import gc
from gatekeeper.commands.check.startup import CHECKING_THRESHOLD, checking, start_up
assert gc.isenabled() and gc.get_freeze_count() == 0
with start_up():
    assert not gc.isenabled()
    kept = [[i] for i in range(1000)]
assert gc.isenabled() and gc.get_freeze_count() >= 1000
try:
    with start_up():
        raise KeyError
except KeyError:
    pass
assert gc.isenabled()
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "ok", done.stderr


def test_a_collector_the_caller_turned_off_stays_off_and_nothing_is_frozen() -> None:
    frozen = gc.get_freeze_count()
    gc.disable()
    try:
        with start_up():
            pass
        assert not gc.isenabled()
        assert gc.get_freeze_count() == frozen
    finally:
        gc.enable()


def test_checks_against_a_shared_dump_run_with_a_lazier_collector_then_as_before() -> None:
    previous = gc.get_threshold()
    gc.set_threshold(500, 7, 9)
    try:
        with checking(lazy=False):
            assert gc.get_threshold() == (500, 7, 9)
        with checking(lazy=True):
            assert gc.get_threshold() == (CHECKING_THRESHOLD, 7, 9)
        assert gc.get_threshold() == (500, 7, 9)
        try:
            with checking(lazy=True):
                raise KeyError
        except KeyError:
            pass
        assert gc.get_threshold() == (500, 7, 9)
        gc.set_threshold(CHECKING_THRESHOLD * 2)  # a caller's lazier setting is kept
        with checking(lazy=True):
            assert gc.get_threshold()[0] == CHECKING_THRESHOLD * 2
    finally:
        gc.set_threshold(*previous)
