"""gatekeeper/commands/check/startup.py: the collector paused during start-up, then as it was."""

from __future__ import annotations

import gc
import subprocess
import sys

from gatekeeper.commands.check.startup import start_up


def test_the_collector_is_paused_then_back_with_the_start_up_frozen() -> None:
    code = """
import gc
from gatekeeper.commands.check.startup import start_up
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
