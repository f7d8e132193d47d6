"""A copied log line attributed to another component never passes unseen.

Real Loghub lines naming the component that printed them (`StackScrollAlgorithm:`,
`kernel[0]:`, `dfs.DataNode$PacketResponder:`; 40 of each such log, drawn with a fixed seed):
the excerpt is the line as printed, the claim says `日志显示 <another component>: <the rest of
the line>` with the component of a line printed next to it (`日志显示 PhoneStatusBar:
updateClipping isOverlap:true, getTopPadding=333.0, Translation=-553.0` citing the line
`StackScrollAlgorithm` printed). The component is in the output and every word of the line is
copied: 144 of 164 such claims passed with no finding before claim.value_contradiction compared
the heads of a copied line (gatekeeper.rules.support.evidence.headed). Where the line is machine
output, the claim copies three words or more of it and no line of the output has that component
print them, the claim must now fail.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import PER_LOG, check, sampled_around

from gatekeeper.rules.support.evidence.words import TOKEN
from gatekeeper.rules.support.text.machine import machine_printed

#: A name before a colon, or before its pid and a colon.
_NAMED = re.compile(r"(?<=\s)([A-Za-z][\w$.\-]*[A-Za-z0-9])(\[\d+\])?:(?=\s)")


def _component(line: str) -> re.Match[str] | None:
    """The component that printed a line: a name of code (`StackScrollAlgorithm:`,
    `executor.Executor:`) or a name with its pid (`kernel[0]:`); not a label (`VPD check:`)."""
    return next((m for m in _NAMED.finditer(line)
                 if m.group(2) or re.search(r"[A-Z.$]", m.group(1)[1:])), None)




def _reattributed_lines() -> list[tuple[str, str, str, str]]:
    """(log, output, line, the claim giving its rest another line's component), deterministic."""
    rng = random.Random(7)
    found = []
    for log, printed, n in sampled_around(rng, lambda line: _component(line) and machine_printed(line)):
        line, near = printed[n], printed[max(0, n - 2):n + 3]
        component = _component(line)
        others = sorted({m.group(1) for other in near if other != line
                         and (m := _component(other)) and m.group(1) != component.group(1)})
        if not others:
            continue
        other, rest = rng.choice(others), line[component.end():].strip()
        if (len(TOKEN.findall(rest)) < 3 or other.casefold() in line.casefold()
                or component.group(1).casefold() in rest.casefold()
                or any(other in printed_line and rest in printed_line for printed_line in near)):
            continue  # too short to be a copy, or the claim writes both, or copies that line
        found.append((log, "\n".join(near), line, f"日志显示 {other}: {rest}"))
    return found


def test_a_copied_line_given_another_line_s_component_fails() -> None:
    reattributed = _reattributed_lines()
    reports = [(log, claim, check(claim, line, output)) for log, output, line, claim in reattributed]
    assert len(reattributed) >= 4 * PER_LOG
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []
