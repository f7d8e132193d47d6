"""What a claim says an Ansible run did on a host, against the host's `PLAY RECAP` line.

`web-01 上有 1 个任务失败` citing a recap whose lines are `web-01 : ok=12 changed=3 unreachable=0
failed=0` and `web-02 : ... failed=1`: the host, the count and `failed` are all the output's, and
no label ties the 1 to web-02's line, so nothing was missing or contradicted. A clause naming one
recap host (its name whole; of the host its sentence names, when the clause names none) and one
of its counters (`failed`: `失败`; `unreachable`: `不可达`; `changed`: `变更`, `改动`; `skipped`:
`跳过`) is read as that host's: a count written with the word (`1 个任务失败`, `failed=1`, `3
changed`, `变更了 3 项`) contradicts another number, `没有失败任务` / `no failed tasks` one above 0,
the word alone (`db-01 不可达`, `web-02 failed`) a count of 0; `执行成功` / `succeeded` says neither
failed nor unreachable is above 0. Unsure says nothing: a bound (`超过 2 个`), two hosts named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A recap's line: the host, a colon, its counters (`ok=12 changed=3 unreachable=0 failed=0`).
_RECAP = compiled(r"(?m)^[ \t]*(?P<host>[^\s:]+)[ \t]+:[ \t]+"
                  r"(?P<counters>ok=\d+(?:[ \t]+[a-z]+=\d+)+)[ \t]*$")
_COUNTER = compiled(r"([a-z]+)=(\d+)")
#: counter -> how a claim writes it (next to Chinese too: `任务失败`)
_WORDS = {
    "failed": r"失败|(?<![A-Za-z])fail(?:ed|ures?|s)?(?![A-Za-z])",
    "unreachable": r"不可达|无法连接|连不上|(?<![A-Za-z])unreachable(?![A-Za-z])",
    "changed": r"变更|改动|(?<![A-Za-z])changed?(?![A-Za-z])",
    "skipped": r"跳过|(?<![A-Za-z])skipped(?![A-Za-z])",
}
_TASKS = r"(?:个|项|次)?\s*(?:的)?\s*(?:任务|tasks?|hosts?)?\s*"
_FORMS = {
    counter: (
        compiled(rf"(?:{word})"),
        # a count before the word (`1 个任务失败`, `3 changed`), or after it (`failed=1`, `失败任务数为 2`)
        compiled(rf"(?<![\d.])(\d+)\s*{_TASKS}(?:(?:已|被|执行|产生了?|发生了?|有)\s*)?(?:{word})"
                 rf"|(?:{word})\s*(?:了|的)?\s*{_TASKS}(?:数|数量|个数)?\s*(?:为|是|=|:|：)?\s*(\d+)(?![\d.])",
                 re.IGNORECASE),
        # none (`没有失败任务`, `无任务失败`, `no failed tasks`, `did not fail`)
        compiled(rf"(?:没有|无|未|零)\s*(?:任何)?\s*{_TASKS}(?:{word})"
                 rf"|(?<![A-Za-z])(?:no|zero|without|not|never)\s+(?:been\s+)?(?:{word})|n't\s+(?:{word})",
                 re.IGNORECASE))
    for counter, word in _WORDS.items()
}
_SUCCEEDED = compiled(r"(?<![未不])(?:执行|运行)成功|全部成功"
                      r"|(?<![A-Za-z])(?:succeeded|successfully)(?![A-Za-z])", re.IGNORECASE)
_SOME = compiled(r"部分|有些|一些|(?<![A-Za-z])(?:some|partially|partly)(?![A-Za-z])", re.IGNORECASE)


def recap_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the host's recap line]) for the first counter the claim gives a recap
    host that its line does not (see the module docstring)."""
    del anchors, anchors_of  # the recap's lines are read as printed
    recaps = {host: line for text in dict.fromkeys(texts) if "ok=" in text
              for host, line in _recaps(text).items()}
    if not recaps:
        return None
    named = [(host, m.span()) for host in recaps for m in name_pattern(host).finditer(claim)]
    for host, (start, end) in named:
        for low, high in (clause_around(claim, start, end), sentence_around(claim, start, end)):
            if sum(1 for _, (s, _) in named if low <= s < high) != 1 or BOUND.search(claim, low, high):
                break  # two hosts in it, or a bound: whose is what is unsure
            clause = claim[:start] + " " * (end - start) + claim[end:high]  # the host's name blanked
            found = _denied(clause, low, recaps[host])
            if found is not None:
                said, printed = found
                line = recaps[host].group().strip()
                return Anchor("state", said, claim[low:high].strip(), low, high), [
                    f"{printed} for {host} ({clipped(' '.join(line.split()), 100)!r})"]
            if any(form.search(clause, low) for form, _, _ in _FORMS.values()):
                break  # the clause names a counter its host's line holds
    return None


def _denied(clause: str, low: int, recap: re.Match[str]) -> tuple[str, str] | None:
    """(what the clause says, the counters that deny it) when the recap line denies it."""
    counters = {name: int(value) for name, value in _COUNTER.findall(recap.group("counters"))}
    for counter, (word, counted, none) in _FORMS.items():
        if counter not in counters or word.search(clause, low) is None:
            continue
        have = counters[counter]
        count = counted.search(clause, low)
        if count is not None:
            said = int(count.group(1) or count.group(2))
            if said != have:
                return f"{counter} {said}", f"{counter}={have}"
            continue
        if none.search(clause, low):
            if have:
                return f"no {counter}", f"{counter}={have}"
            continue
        # the word alone: a failure of either kind (`连接失败` for an unreachable host)
        broken = [name for name in (counter, "unreachable" if counter == "failed" else counter)
                  if counters.get(name)]
        if counter in ("failed", "unreachable") and not broken and not _SUCCEEDED.search(clause, low):
            return counter, f"{counter}={have}"
    if _SUCCEEDED.search(clause, low) and not _SOME.search(clause, low) and not any(
            f[0].search(clause, low) for f in _FORMS.values()):
        broken = [f"{name}={counters[name]}" for name in ("failed", "unreachable") if counters.get(name)]
        if broken:
            return "succeeded", " ".join(broken)
    return None


def recap_counters(claim: str, texts: Sequence[str]) -> set[str]:
    """The words of a recap's counters a claim writes in a sentence naming one of its hosts
    (`failed` of `web-01 had no failed tasks`): read against the host's line, no negation another
    host's line (`failed=1`) could flip; in a sentence naming none, the negation checks' still."""
    hosts = {host for text in dict.fromkeys(texts) if "ok=" in text for host in _recaps(text)}
    named = [m.start() for host in hosts for m in name_pattern(host).finditer(claim)]
    if not named:
        return set()
    found = set()
    for word, _, _ in _FORMS.values():
        for m in word.finditer(claim):
            low, high = sentence_around(claim, m.start(), m.end())
            if any(low <= at < high for at in named):
                found.add(m.group().lower())
    return found


@lru_cache(maxsize=64)  # a claim after claim cites the same recap
def _recaps(text: str) -> dict[str, re.Match[str]]:
    """The recap's lines of `text`, by host."""
    return {m.group("host"): m for m in _RECAP.finditer(text)}
