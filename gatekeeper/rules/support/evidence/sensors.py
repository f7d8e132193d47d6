"""A reading or a limit a claim gives a sensor that `sensors` (lm-sensors) or `ipmitool sensor`
prints otherwise.

`Core 1 温度为 92°C` citing `sensors`, whose `Core 0:  +92.0°C  (high = +80.0°C, crit = +100.0°C)`
and `Core 1:  +61.0°C  (...)`: the number is the output's, so nothing was missing or
contradicted; nor were `Core 0 温度为 80°C` (its high limit) and `CPU 温度的临界值为 80°C` (crit is
100). Each line gives a sensor's reading and its limits (`high`, `crit`, `max`, `min`). A clause
writing one temperature (`92°C`, `92 度`, `92 degrees`), fan speed (`1200 RPM`) or voltage and
naming one sensor (`Core 0`, `fan1`, `Package id 0`) gives it that reading, or that limit after
a word of one (`临界`, `crit`; `阈值`, `上限`, `high`, `max`; `下限`, `min`): another than the
line's, rounded as written, contradicts it. A limit a clause naming no sensor gives, where every
sensor with that limit has one value, is read against it. Unsure says nothing: two numbers or
sensors in a clause, a bound, a change or an approximation (`超过 90°C`, `约 90 度`), a sensor's
reading with no sensor named, a limit the sensor does not print, a label printed twice.

`ipmitool sensor` prints a sensor a row (`CPU Temp | 65.000 | degrees C | ok | ... | 95.000 |
100.000 | 105.000`): its reading, and its upper thresholds as `high` (non-critical) and `crit`; a
label's `Temp` is said `温度` too (`CPU 温度为 65 度`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to

_LINE = compiled(r"^(?P<label>[A-Za-z][\w.\-]*(?: [\w.\-]+){0,3}):[ \t]+(?P<value>[+-]?\d+(?:\.\d+)?)"
                 r"[ \t]*(?P<unit>°C|RPM|mV|(?<=[ \t])[VW](?=[ \t\n]))(?![A-Za-z])"
                 r"(?:[ \t]+\((?P<limits>[^)\n]*)\))?",
                 re.MULTILINE)
_LIMIT = compiled(r"(?P<kind>crit|high|max|min|low)[ \t]*=[ \t]*(?P<value>[+-]?\d+(?:\.\d+)?)"
                  r"[ \t]*(?:°C|RPM|mV|V|W)")
#: what a claim writes a sensor's value in, by the unit the line prints
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)\s*"
                 r"(?:(?P<c>°\s*C|℃|摄氏度|度|(?i:degrees?)(?![A-Za-z]))"
                 r"|(?P<rpm>(?i:rpm)|转)|(?P<v>(?<![A-Za-z])V(?![A-Za-z])|伏))")
_UNIT = {"c": "°C", "rpm": "RPM", "v": "V"}
_KIND = (("crit", compiled(r"临界|严重|(?<![A-Za-z])(?i:crit(?:ical)?)(?![A-Za-z])")),
         ("high", compiled(r"阈值|上限|告警线"
                           r"|(?<![A-Za-z])(?i:high|max(?:imum)?|threshold|limit)(?![A-Za-z])")),
         ("min", compiled(r"下限|(?<![A-Za-z])(?i:min(?:imum)?|low)(?![A-Za-z])")))
_SAME_KIND = {"max": "high", "low": "min"}
#: What a text prints to be read: a unit of lm-sensors' lines (with or without the `Adapter:` line
#: `sensors | grep` leaves out; volts and watts a word between blanks, ` V `, not ` WARN`) or of
#: ipmitool's (`degrees C`, ` Volts`, ` Watts`).
_PRINTED = ("°C", "degrees C", "RPM", "mV", " V ", " V\t", " V\n", " W ", " W\t", " W\n", "Volts", "Watts")

#: A sensor's line: (its unit, its values by kind: "" its reading, "high", "crit", "min").
Sensor = tuple[str, tuple[tuple[str, Decimal], ...]]


@lru_cache(maxsize=64)
def sensors(text: str) -> dict[str, Sensor]:
    """Each sensor's label -> its line's reading; a label printed twice (two chips) is left out."""
    lines: list[tuple[str, Sensor]] = []
    for m in _LINE.finditer(text):
        limits = [(_SAME_KIND.get(limit.group("kind"), limit.group("kind")), Decimal(limit.group("value")))
                  for limit in _LIMIT.finditer(m.group("limits") or "")]
        lines.append((m.group("label"), (m.group("unit"), (("", Decimal(m.group("value"))), *limits))))
    for m in _IPMI_ROW.finditer(text) if "|" in text else ():
        limits = [(kind, Decimal(m.group(kind))) for kind in ("high", "crit") if m.group(kind)]
        reading = (("", Decimal(m.group("value"))), *limits)
        lines.append((m.group("label"), (_IPMI_UNITS[m.group("unit")], reading)))
    return printed_once(lines)


#: `ipmitool sensor`'s row: label | reading | unit | status | lnr | lcr | lnc | unc | ucr | unr.
_IPMI_ROW = compiled(r"^(?P<label>[A-Za-z0-9][\w .+\-]*?)[ \t]*\|[ \t]*(?P<value>[+-]?\d+(?:\.\d+)?)[ \t]*\|"
                     r"[ \t]*(?P<unit>degrees C|RPM|Volts|Watts)[ \t]*\|[ \t]*\w+[ \t]*"
                     r"(?:\|[^|\n]*){3}\|[ \t]*(?:(?P<high>[+-]?\d+(?:\.\d+)?)|na)[ \t]*"
                     r"\|[ \t]*(?:(?P<crit>[+-]?\d+(?:\.\d+)?)|na)", re.MULTILINE)
_IPMI_UNITS = {"degrees C": "°C", "RPM": "RPM", "Volts": "V", "Watts": "W"}
#: A label's word a claim says in Chinese too.
_WORD_FORMS = {"temp": "温度|temperature", "fan": "风扇", "system": "系统", "inlet": "进风|入风",
               "exhaust": "出风|排风"}


def sensor_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the value the claim writes, [the sensor's line]) for the first reading or limit the claim
    gives a sensor otherwise than its line (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    listed = sole_reading(texts, _PRINTED, sensors)
    if not listed:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        unit = _UNIT[next(group for group in _UNIT if said.group(group))]
        kind = next((kind for kind, words in _KIND if words.search(claim, low, high)), "")
        printed = _printed(claim[low:high], kind, unit, listed)
        if printed and not any(rounded_to(abs(value), said.group("n")) for _, value in printed):
            return said_number(claim, said), [
                f"{label} {kind or 'reading'} {value}{unit}" for label, value in printed]
    return None


def _printed(clause: str, kind: str, unit: str, listed: dict[str, Sensor]) -> list[tuple[str, Decimal]]:
    """(label, value) the clause's value is read against: the one sensor it names, or with no
    sensor named, a limit every sensor printing it has alike; none when unsure."""
    named = [label for label in listed if _pattern(label).search(clause)]
    if len(named) > 1:
        return []
    rows = [(label, dict(values).get(kind)) for label, (printed_unit, values) in listed.items()
            if printed_unit == unit and (label in named or not named)]
    values = [(label, value) for label, value in rows if value is not None]
    if named:
        return values
    return values[:1] if kind and values and len({value for _, value in values}) == 1 else []


@lru_cache(maxsize=256)
def _pattern(label: str) -> re.Pattern[str]:
    """A label written whole, its spaces as any (`Core 0`, `core0`), ipmitool's `Temp` as `温度`."""
    spaced = r"\s*".join(f"(?:{re.escape(word)}|{_WORD_FORMS[word.lower()]})" if word.lower() in _WORD_FORMS
                         else re.escape(word) for word in label.split())
    return re.compile(rf"(?<![A-Za-z0-9_]){spaced}(?![A-Za-z0-9_])", re.IGNORECASE)
