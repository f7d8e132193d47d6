"""What a claim says of a program `supervisorctl status` lists otherwise: its state, its pid.

`api 进程处于 FATAL 状态` citing supervisorctl, whose `api` row is `RUNNING   pid 1234, uptime 2
days, 3:04:05` and `worker`'s `FATAL     Exited too quickly`: the state is the output's, and the
rows (a name, a state, words; no header) made no table, so nothing was missing or contradicted;
so were `scheduler 正在运行` over `STOPPED` and `worker 的 pid 为 1234` (api's). Each row gives a
program's state and, when it runs, its pid. A clause naming one program (`web:web_00`, or `web_00`
when one program is so named) and saying one state (`正在运行`, `running`; `已停止`, `stopped`;
`启动失败`, `FATAL`; `BACKOFF`, `反复重启`; `已退出`, `exited`; `正在启动`, `starting`) is read
against its row's, a state a row's holds when it is one of those the word covers (a program that
exited too quickly and gave up, FATAL, has stopped and exited and failed to start); a pid it
writes (`pid 为 1234`, `pid 1234`, `进程号 1234`) and whole days up (`已运行 2 天`, `up 2 days`)
against its row's (none when it does not run). Unsure says nothing: two programs or states in a
clause, a negator, a bound or an approximation, a pid no row holds (a number found nowhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading, with_short_name
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, sole_kinds, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: supervisor's states, as the rows print them (the words tool_outputs looks for)
STATES = ("RUNNING", "STOPPED", "STARTING", "BACKOFF", "STOPPING", "EXITED", "FATAL")
_ROW = compiled(rf"^(?P<name>[A-Za-z0-9_][\w.:\-]*)[ \t]+(?P<state>{'|'.join(STATES)}|UNKNOWN)"
                r"(?:[ \t]+(?P<detail>[^\n]*))?$", re.MULTILINE)
_PID = compiled(r"^pid (?P<pid>\d+),[ \t]+uptime[ \t]+(?:(?P<days>\d+) days?,[ \t]*)?\d+:\d\d:\d\d")
_SAID = {"running": r"正在运行|运行中|运行正常|正常运行|(?<![A-Za-z])(?i:running|is\s+up)(?![A-Za-z])",
         "stopped": r"已停止|停止了|被停止|(?<![A-Za-z])(?i:stopped)(?![A-Za-z])",
         "fatal": r"启动失败|无法启动|(?<![A-Za-z])(?i:fatal)(?![A-Za-z])",
         "backoff": r"反复重启|不断重启|(?<![A-Za-z])(?i:backoff)(?![A-Za-z])",
         "exited": r"已退出|退出了|(?<![A-Za-z])(?i:exited)(?![A-Za-z])",
         "starting": r"正在启动|启动中|(?<![A-Za-z])(?i:starting)(?![A-Za-z])"}
_KINDS = {kind: compiled(words) for kind, words in _SAID.items()}
#: the rows' states each word holds of
_HOLDS = {"running": {"RUNNING"}, "stopped": {"STOPPED", "EXITED", "FATAL"}, "fatal": {"FATAL", "BACKOFF"},
          "backoff": {"BACKOFF"}, "exited": {"EXITED", "FATAL", "BACKOFF"},
          "starting": {"STARTING", "BACKOFF"}}
#: a pid (`pid 为 1234`, `pid 1234`, `进程号 1234`) or whole days up (`已运行 2 天`, `up 2 days`)
_VALUE_SAID = compiled(r"(?<![A-Za-z])(?i:pid|进程号)\s*(?:为|是|=|:|：|is)?\s*(?P<pid>\d+)(?![\d.])"
                       r"|(?:已经?运行了?|运行了|持续运行了?)\s*(?P<days>\d+)\s*天"
                       r"|(?<![A-Za-z])(?i:up(?:time)?\s+(?:of\s+|for\s+)?)(?P<days_en>\d+)\s+days?(?![A-Za-z])")


#: A listed program: (its state, its pid and whole days up; None, None when it does not run).
Program = tuple[str, "str | None", "int | None"]


@lru_cache(maxsize=64)
def programs(text: str) -> dict[str, Program]:
    """Each listed program -> its row; nothing when a name is listed twice (not one list)."""
    rows = [(m.group("name"), _program(m.group("state"), _PID.match(m.group("detail") or "")))
            for m in _ROW.finditer(text)]
    listed = dict(rows)
    return listed if len(listed) == len(rows) else {}


def _program(state: str, running: re.Match[str] | None) -> Program:
    if running is None:
        return state, None, None
    return state, running.group("pid"), int(running.group("days") or 0)


def program_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the program's row]) for the first state, pid or days up the claim
    gives a listed program otherwise than its row (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    listed = sole_reading(texts, STATES, programs)
    if not listed:
        return None
    for kind, said, low, high in sole_kinds(claim, _KINDS):
        name = _named(claim, low, high, listed)
        if name is not None and listed[name][0] not in _HOLDS[kind]:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{name} {listed[name][0]}"]
    for said, low, high in sure_values(claim, _VALUE_SAID, APPROX, BOUND, alone=False):
        name = _named(claim, low, high, listed)
        if name is None:
            continue
        state, pid, days = listed[name]
        if said.group("pid") is not None:
            holds = said.group("pid") == pid or said.group("pid") not in {row[1] for row in listed.values()}
        else:
            holds = int(said.group("days") or said.group("days_en")) == days
        if not holds:
            start, end = said.span()
            up = f" pid {pid}, up {days} days" if pid else ""
            return Anchor("number", said.group(), claim[start:end], start, end), [f"{name} {state}{up}"]
    return None


def _named(claim: str, low: int, high: int, listed: dict[str, Program]) -> str | None:
    """The one listed program the clause names, whole or by its name in its group (`web_00` of
    `web:web_00`) when no other is so named; None for none or several."""
    clause = claim[low:high]
    named = [name for name in listed
             if any(_pattern(written).search(clause) for written in with_short_name(name, listed, ":"))]
    return named[0] if len(named) == 1 else None


@lru_cache(maxsize=256)
def _pattern(name: str) -> re.Pattern[str]:
    return name_pattern(name, before="-:", after="-:")
