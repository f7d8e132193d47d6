"""Why a claim says a systemd unit failed, against the result its status or journal prints.

`nginx 服务因超时失败` citing `systemctl status nginx`, whose `Active:` line says `failed (Result:
exit-code)`: the unit's name is the output's and the reason is no anchor, so nothing was missing
or contradicted, whatever reason the claim gave. systemd prints why a unit failed as its result:
`Active: failed (Result: timeout)` under the unit's line, `nginx.service: Failed with result
'oom-kill'.`, `Main process exited, code=killed, status=9/KILL` (a signal's), `code=exited`
(an exit code's), `code=dumped` (a core dump's). A clause naming the unit (its name whole), a
failure (`失败`, `崩溃`, `被杀`, `failed`, `killed`) and a reason (`超时`, `OOM`, `退出码`,
`信号`, `core dump`, `watchdog`, `启动过于频繁`) contradicts a unit whose printed results are
all another. A signal, a core dump and the OOM killer's kill are one family (the OOM killer
sends a signal; a signal may dump core): unsure among them. Unsure says nothing: a clause
naming no unit, or two reasons; a unit with no result printed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.unit_state import names_unit, units_of
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

_ACTIVE_RESULT = compiled(r"\(Result:\s*(?P<result>[\w\-]+)\)")
#: A journal's line of a unit's result, or of how its main process ended.
_JOURNAL = compiled(r"(?P<name>[\w@.\-]+)\.service: (?:Failed with result '(?P<result>[\w\-]+)'"
                    r"|Main process exited, code=(?P<code>exited|killed|dumped)\b)")
_CODES = {"exited": "exit-code", "killed": "signal", "dumped": "core-dump"}
#: A claim's reasons, each the results it names.
_REASONS = (
    ("timeout", compiled(r"超时|(?<![a-z])(?:timed?[ -]?out|timeout)(?![a-z])", re.IGNORECASE)),
    ("oom-kill", compiled(r"(?<![a-z])oom|内存不足|内存溢出|out of memory", re.IGNORECASE)),
    ("exit-code", compiled(r"退出码|返回码|非零|非 0|(?<![a-z])(?:exit[- ](?:code|status)|non-?zero)",
                           re.IGNORECASE)),
    ("signal", compiled(r"信号|(?<![a-z])(?:signal|sig(?:kill|term|segv|abrt))(?![a-z])", re.IGNORECASE)),
    ("core-dump", compiled(r"core[- ]?dump|核心转储|段错误|segfault|segmentation fault", re.IGNORECASE)),
    ("watchdog", compiled(r"watchdog|看门狗", re.IGNORECASE)),
    ("start-limit-hit", compiled(r"start[- ]limit|(?:启动|重启)(?:过于|太|过)频繁"
                                 r"|(?:启动|重启)次数(?:过多|超限|太多)|too quickly", re.IGNORECASE)),
)
_FAILED = compiled(r"失败|崩溃|挂掉|挂了|退出|被杀|杀死|终止|(?<![a-z])(?:failed|crashed|exited|killed|"
                   r"terminated|died|dumped)(?![a-z])", re.IGNORECASE)
_FAMILY = {"signal": "signal", "core-dump": "signal", "oom-kill": "signal"}
_MAY_RESULT = compiled(r"Result: |Failed with result|Main process exited")


def unit_result_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the claim's reason, [the unit's result and its line]) for the first reason of a unit's
    failure its printed results contradict (see the module docstring)."""
    del anchors, anchors_of  # the results are read as printed
    if _FAILED.search(claim) is None or not any(_MAY_RESULT.search(text) for text in texts):
        return None
    results = [result for text in dict.fromkeys(texts) for result in results_of(text)]
    for reason, pattern in _REASONS:
        for said in pattern.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            clause = claim[low:high]
            if _FAILED.search(clause) is None or sum(
                    1 for _, other in _REASONS if other.search(clause)) > 1:
                continue
            named = [r for r in results if names_unit(clause.lower(), r[0].lower())]
            if len({name for name, _, _ in named}) != 1:
                continue
            if not any(_family(result) == _family(reason) for _, result, _ in named):
                _, result, line = named[0]
                return (Anchor("state", reason, said.group(), said.start(), said.end()),
                        [f"result {result} ({clipped(line.strip(), 80)!r})"])
    return None


def results_of(text: str) -> list[tuple[str, str, str]]:
    """(unit, result, line) for each result of a unit `text` prints: its status's `Active:` line
    (`unit_state.units_of`), its journal's lines."""
    found = [(unit.name, active.group("result"), unit.line) for unit in units_of(text)
             if (active := _ACTIVE_RESULT.search(unit.line)) is not None]
    for journal in _JOURNAL.finditer(text):
        found.append((journal.group("name"), journal.group("result") or _CODES[journal.group("code")],
                      journal.group()))
    return found


def _family(result: str) -> str:
    return _FAMILY.get(result, result)
