"""Which signal ended a process, as a claim tells it, against the signals its evidence prints.

`order-svc 被 SIGTERM 终止` citing systemd's `Main process exited, code=killed, status=9/KILL`:
`SIGTERM` is written nowhere, so the claim only warned of an extrinsic name, though the evidence
says the process was killed by signal 9; and the faithful `被 SIGKILL 杀死` warned the same way.
A signal is printed as systemd's `status=9/KILL`, a name (`SIGKILL`, Go's `signal: killed`,
`received signal 15`), an exit code of 128 and its number (`Exit Code: 137`, docker's `Exited
(137)`), `Segmentation fault`, Kubernetes' `OOMKilled` (9). A claim names one as `SIGKILL`, `kill
-9`, `信号 9`, `9 号信号`, `signal 15`, `段错误`, `segfault`. The claim's signals that the evidence
prints hold it (`signals_held`); a claim naming signals none of which the evidence prints, when
it prints one, is contradicted (`signal_contradicted`). Unsure says nothing: evidence printing
no signal.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled

#: Signal names and numbers (Linux, x86).
_NUMBERS = {"HUP": 1, "INT": 2, "QUIT": 3, "ILL": 4, "TRAP": 5, "ABRT": 6, "BUS": 7, "FPE": 8,
            "KILL": 9, "USR1": 10, "SEGV": 11, "USR2": 12, "PIPE": 13, "ALRM": 14, "TERM": 15}
_NAMES = {number: name for name, number in _NUMBERS.items()}
#: Go's `signal: killed` and its like.
_WORDS = {"killed": 9, "terminated": 15, "interrupt": 2, "hangup": 1, "aborted": 6}
_SIGNAL = "(?:" + "|".join(_NUMBERS) + ")"
_PRINTED = compiled(
    r"status=(?P<status>\d{1,2})/[A-Z]+"
    rf"|signal[: ]+(?P<word>{'|'.join(_WORDS)}|(?:SIG)?{_SIGNAL}|\d{{1,2}})(?![A-Za-z0-9])"
    rf"|(?<![A-Za-z])(?P<name>SIG{_SIGNAL})(?![A-Za-z])"
    r"|(?:Exit Code:\s*|Exited \(|exit (?:code|status) )(?P<code>1[2-5]\d)(?!\d)"
    r"|(?P<segv>Segmentation fault)|(?P<oom>OOMKilled)", re.IGNORECASE)
_CLAIMED = compiled(
    rf"(?<![A-Za-z])(?P<name>SIG{_SIGNAL})(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])kill\s+-(?P<flag>\d{1,2}|[A-Z]{3,4})(?![A-Za-z0-9])"
    r"|(?:信号|(?<![A-Za-z])signal)\s*(?P<number>\d{1,2})(?!\d)|(?<!\d)(?P<before>\d{1,2})\s*号信号"
    r"|(?P<segv>段错误|(?<![A-Za-z])(?:segfault|segmentation fault))", re.IGNORECASE)


#: Words every way of naming a signal writes (lower-cased): a claim writing none names none.
_MAY_NAME = ("sig", "kill", "信号", "段错误", "segfault", "segmentation")


@lru_cache(maxsize=1024)  # each claim is asked three times (held, contradicted, replaced)
def claimed_signals(claim: str) -> tuple[tuple[int, int, int], ...]:
    """(start, end, signal number) of each signal the claim names."""
    lowered = claim.lower()
    if not any(word in lowered for word in _MAY_NAME):
        return ()
    found = []
    for m in _CLAIMED.finditer(claim):
        if m.group("segv"):
            number: int | None = 11
        elif m.group("name"):
            number = _NUMBERS.get(m.group("name").upper()[3:])
        else:
            written = m.group("flag") or m.group("number") or m.group("before")
            number = int(written) if written.isdigit() else _NUMBERS.get(written.upper())
        if number is not None:
            found.append((m.start(), m.end(), number))
    return tuple(found)


@lru_cache(maxsize=64)
def printed_signals(text: str) -> tuple[tuple[int, str], ...]:
    """(signal number, the line printing it) of each signal `text` prints (read once: every claim
    citing it asks)."""
    if "sig" not in text.lower() and "status=" not in text and "xit" not in text \
            and "Segmentation" not in text and "OOMKilled" not in text:
        return ()
    found = []
    for m in _PRINTED.finditer(text):
        number = _printed_number(m)
        if number is not None:
            line = text[text.rfind("\n", 0, m.start()) + 1:text.find("\n", m.end()) % (len(text) + 1)]
            found.append((number, line))
    return tuple(found)


def _printed_number(m: re.Match[str]) -> int | None:
    if m.group("status"):
        return int(m.group("status"))
    if m.group("code"):
        return int(m.group("code")) - 128
    if m.group("segv"):
        return 11
    if m.group("oom"):
        return 9
    written = (m.group("name") or m.group("word")).upper()
    if written.isdigit():
        return int(written)
    return _WORDS.get(written.lower()) or _NUMBERS.get(written.removeprefix("SIG"))


def signal_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's signal, [the signal its evidence prints]) when the claim names signals none
    of which its evidence prints, and the evidence prints one (see the module docstring)."""
    del anchors, anchors_of  # the signals are read as printed
    claimed = claimed_signals(claim)
    if not claimed:
        return None
    printed = [signal for text in dict.fromkeys(texts) for signal in printed_signals(text)]
    if not printed or {number for _, _, number in claimed} & {number for number, _ in printed}:
        return None
    start, end, _ = claimed[0]
    number, line = printed[0]
    return Anchor("state", claim[start:end].lower(), claim[start:end], start, end), [
        f"signal {number} ({_NAMES.get(number, '?')}: {clipped(line.strip(), 80)!r})"]


def held_spans(claim: str, texts: Sequence[str]) -> list[tuple[int, int]]:
    """Where the claim names a signal its evidence prints otherwise (`SIGKILL`, `kill -9` for
    `status=9/KILL`): words of the evidence, no name of the claim's own."""
    claimed = claimed_signals(claim)
    if not claimed:
        return []
    printed = {number for text in dict.fromkeys(texts) for number, _ in printed_signals(text)}
    return [(start, end) for start, end, number in claimed if number in printed]


def signals_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the claim's words of a signal its evidence prints otherwise."""
    held = held_spans(claim, texts) if missing else []
    return [a for a in missing if not any(start <= a.start and a.end <= end for start, end in held)]
