"""Whether a Kubernetes Job finished, as a claim tells it, against `kubectl get jobs` or
`kubectl describe job`.

`nightly-backup 任务已完成` citing `kubectl get jobs`, whose `nightly-backup-28873440` row's
COMPLETIONS is `0/1`; `nightly-backup 的 Job 已成功完成` citing `kubectl describe job`'s `Pods
Statuses: 0 Active (0 Ready) / 0 Succeeded / 1 Failed` and a `BackoffLimitExceeded` event: the
name is the output's and a finish is no anchor, so the claim passed. A Job succeeded when its
COMPLETIONS are all done (`1/1`), or its pods' statuses count a success, none active, and it did
not reach its backoff limit or deadline; else it has not (yet).
A clause naming one Job (its name, or the CronJob's it starts with: `nightly-backup` of
`nightly-backup-28873440`; none, of an output printing one Job) and saying it succeeded
(`已完成`, `执行成功`, `succeeded`, `completed`) is contradicted by a Job that did not; one saying it
failed (`失败`, `未完成`, `failed`, `did not complete`) by a Job that succeeded. Unsure says
nothing: a failure said of a Job not succeeded (it may still run), two Jobs named, a sentence
placed after a change (`重跑后`, `after`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern


class Job(NamedTuple):
    name: str
    succeeded: bool  # not yet, or never
    line: str


#: `kubectl get jobs`' row: `nightly-backup-28873440   0/1   45m   45m`.
_ROW = compiled(r"^(?P<name>[a-z0-9][a-z0-9.\-]*)[ \t]+(?P<done>\d+)/(?P<total>\d+)[ \t]+\S+[ \t]+\S+[ \t]*$",
                re.MULTILINE)
_DESCRIBED = compiled(r"^Name:[ \t]+(?P<name>[a-z0-9][a-z0-9.\-]*)[ \t]*$", re.MULTILINE)
_STATUSES = compiled(r"Pods Statuses:[ \t]+(?P<active>\d+) Active(?: \(\d+ Ready\))? / (?P<succeeded>\d+) "
                     r"Succeeded / (?P<failed>\d+) Failed")
_GAVE_UP = compiled(r"BackoffLimitExceeded|DeadlineExceeded|reached the specified backoff limit"
                    r"|was active longer than specified deadline")
#: A clause saying the Job succeeded, and one saying it failed (not finished first: `未完成`
#: holds `完成`).
_FAILED = compiled(r"失败|未完成|没有完成|未能完成|未成功"
                   r"|(?<![A-Za-z])(?:failed|did\s+not\s+(?:complete|finish|succeed)"
                   r"|not\s+(?:complete|completed|finished)|backoff\s+limit)(?![A-Za-z])", re.IGNORECASE)
_SUCCEEDED = compiled(r"(?<![未没])(?:已完成|完成了|成功完成|执行成功|运行成功|成功执行|已成功)"
                      r"|(?<![A-Za-z])(?:succeeded|completed(?:\s+successfully)?|finished\s+successfully)"
                      r"(?![A-Za-z])", re.IGNORECASE)
_JOB_WORD = compiled(r"任务|作业|备份|(?<![A-Za-z])(?:job|cronjob|backup)s?(?![A-Za-z])", re.IGNORECASE)


def job_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the clause, [the Job as printed]) for the first clause saying a Job succeeded or failed
    that the cited output says otherwise of (see the module docstring)."""
    del anchors, anchors_of  # the Jobs are read as printed
    if _JOB_WORD.search(claim) is None:
        return None
    jobs = [job for text in dict.fromkeys(texts) for job in jobs_of(text)]
    if not jobs:
        return None
    for said in (*_FAILED.finditer(claim), *_SUCCEEDED.finditer(claim)):
        failed = said.re is _FAILED
        low, high = clause_around(claim, *said.span())
        start, end = sentence_around(claim, *said.span())
        if LATER.search(claim, start, end) or (not failed and _FAILED.search(claim, low, high)):
            continue
        named = [job for job in jobs if _names(claim, start, end, job.name)]
        if len({job.name for job in named}) > 1 or (not named and len({job.name for job in jobs}) > 1):
            continue
        job = (named or jobs)[0]
        if job.succeeded != failed:
            continue  # (a Job not succeeded may still run: a failure said of it is unsure)
        way = "job failed" if failed else "job succeeded"
        return (Anchor("state", way, claim[low:high].strip(), low, high),
                [f"{job.name} {'succeeded' if job.succeeded else 'did not succeed'} "
                 f"({clipped(job.line.strip(), 100)!r})"])
    return None


def _names(claim: str, start: int, end: int, job: str) -> bool:
    """Whether the sentence names the Job, or the CronJob it was started by (its name without
    the schedule's number: `nightly-backup` of `nightly-backup-28873440`)."""
    cronjob = re.sub(r"-\d{6,}$", "", job)
    return any(name_pattern(name).search(claim, start, end) for name in dict.fromkeys((job, cronjob)))


@lru_cache(maxsize=64)  # claim after claim cites the same output
def jobs_of(text: str) -> tuple[Job, ...]:
    """Each Job the text prints a finish of: `kubectl get jobs`' rows, `kubectl describe job`'s."""
    found = []
    if "COMPLETIONS" in text:
        for row in _ROW.finditer(text):
            done, total = int(row["done"]), int(row["total"])
            found.append(Job(row["name"], done == total, row.group()))
    described = _DESCRIBED.search(text)
    statuses = _STATUSES.search(text)
    if described is not None and statuses is not None:
        active, succeeded = int(statuses["active"]), int(statuses["succeeded"])
        gave_up = _GAVE_UP.search(text)
        found.append(Job(described["name"], succeeded > 0 and not active and gave_up is None,
                         (gave_up or statuses).group()))
    return tuple(found)
