"""A copied log line given another line's time never passes unseen.

Real Loghub lines with a clock time (40 of each such log, drawn with a fixed seed): the excerpt
is the line as printed, the claim says `日志显示，在 <time>，<the rest of the line>` with the time
of a line printed next to it (`在 04:17:52，calvisitor-10-105-162-178 kernel[0]: AirPort: Link
Down on awdl0` citing the line stamped `Jul  7 04:31:01`). The time is in the output, so no
anchor is missing, and the claim's words before it kept the word alignment from pairing it with
the line's stamp: 41 of 310 such claims passed with no finding before, and 38 only warned,
until claim.value_contradiction compared the stamps of a copied line
(gatekeeper.rules.support.evidence.replaced). Where no line of the output writes that time
with the same words, the claim must now fail.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import PER_LOG, check, sampled_around

#: A time of day to the second, with its fraction (or Apache's year), outside an identifier
#: (`..._13:53:08`).
_STAMP = re.compile(r"(?<![\d_])\d{2}:\d{2}:\d{2}(?:[.,]\d+|\s\d{4}\])?(?!\d)")


def _restamped_lines() -> list[tuple[str, str, str, str]]:
    """(log, output, line, the claim giving its rest another line's time), deterministic."""
    rng = random.Random(7)
    found = []
    for log, printed, n in sampled_around(rng, _STAMP.search):
        line, near = printed[n], printed[max(0, n - 2):n + 3]
        stamp = _STAMP.search(line)
        times = [m.group()[:8] for other in near if other != line
                 and (m := _STAMP.search(other)) and m.group()[:8] != stamp.group()[:8]]
        if not times:
            continue
        time, rest = rng.choice(times), line[stamp.end():].strip()
        if any(time in other and rest in other for other in near) or stamp.group()[:8] in rest:
            continue  # the claim copies that line as it is, or writes the line's time too
        found.append((log, "\n".join(near), line, f"日志显示，在 {time}，{rest}"))
    return found


def test_a_copied_line_given_another_line_s_time_fails() -> None:
    restamped = _restamped_lines()
    reports = [(log, claim, check(claim, line, output)) for log, output, line, claim in restamped]
    assert len(restamped) >= 7 * PER_LOG
    assert [(log, claim) for log, claim, report in reports if report.status != "fail"] == []
