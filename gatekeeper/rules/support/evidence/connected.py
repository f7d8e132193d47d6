"""A connection a claim says was made where its evidence says it failed: `order-svc connected
to 10.0.3.17:5432`, `已成功连接数据库` citing `dial tcp 10.0.3.17:5432: connect: connection
refused` (docs/anchors.md, Claims). English `connected` and `refused` were words of two sets
(`connected`/`disconnected`, `failed`/`succeeded`), so the claim passed; `successfully
connected` and `成功连接` were caught by their `successfully`/`成功` only."""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.text.patterns import compiled

#: What a tool prints when a connection failed: Go's, Java's, libpq's, MySQL's, Node's errors.
_FAILED = compiled(
    r"connection refused|connection reset by peer|no route to host|network is unreachable|"
    r"connection timed out|connect timed out|i/o timeout|(?:failed|unable|could not|couldn't|"
    r"cannot|can't) (?:to )?connect|communications link failure|ECONNREFUSED|ETIMEDOUT|"
    r"EHOSTUNREACH|连接被拒绝?|拒绝连接|连接失败|连接超时|无法连接", re.IGNORECASE)
#: What a claim says when it was made (not negated: `not connected`, `never connected`).
_MADE = compiled(
    r"(?<![A-Za-z])(?<!dis)(?:(?:successfully |)connected to|connection(?: (?:[^.;\n]|\.(?=\S)){0,80}?)? "
    r"(?:was |has been |is |)established|established (?:a |the )?connection)"
    r"|(?:成功|已|已经)(?:成功)?连接(?!失败|超时|被拒)|连接成功|连上了|连接已(?:经)?建立|建立了连接",
    re.IGNORECASE)
_NOT_BEFORE = compiled(r"(?:\b(?:not|never|no|n't)\s*(?:\w+\s+){0,2}|[不未没])\Z", re.IGNORECASE)


def _made(text: str) -> str | None:
    for m in _MADE.finditer(text):
        if not _NOT_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            return m.group()
    return None


def connection_contradicted(claim: str, excerpts: Sequence[str], sources: Sequence[str],
                            targets: Sequence[str] = ()) -> tuple[str, list[str]] | None:
    """(the claim's words of a connection made, what its excerpts print of its failure) when the
    excerpts (the cited outputs when it quotes none) print only a failure: a later line of the
    outputs that made it (`connection established` after the retries) agrees with the claim.
    With `targets` (the addresses and services the claim names, lower-cased), only a line that
    names one of them fails its connection: another's failure is no answer to this one."""
    made = _made(claim)
    if made is None:
        return None
    quoted = excerpts or sources
    failed = [m.group() for text in quoted for line in text.split("\n")
              if not targets or any(target in line.lower() for target in targets)
              for m in _FAILED.finditer(line)]
    if not failed or any(_made(text) for text in (*excerpts, *sources)):
        return None
    return made, list(dict.fromkeys(failed))
