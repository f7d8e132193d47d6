"""Numbers written in English words (`three`, `twelfth`), with the unit after them (`three
days`, `a three-day trial`, `five percent`, `two million`): docs/anchors.md, Numbers."""

from __future__ import annotations

import re
from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.anchors.numbers import (
    AND_A_HALF,
    CONTEXT,
    HALF,
    NO_AGE,
    decimal_str,
    metric_label,
    scale,
)
from gatekeeper.rules.support.text.anchors.units import HYPHENED_DURATIONS, MULTIPLIERS, SCALE_WORDS
from gatekeeper.rules.support.text.patterns import compiled

#: English number words (`one` only where it counts: not `one of`, `no one`; `_ONE_IDIOM`).
_EN_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty"
)
EN_NUMBERS = {w: str(n) for n, w in enumerate(_EN_WORDS.split()) if w != "_"}
#: Ordinal words (not `first` nor `second`: `at first`, `a second`): unit "th".
_EN_ORDINAL_WORDS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth"
EN_ORDINALS = {w: str(n) for n, w in enumerate(_EN_ORDINAL_WORDS.split(), start=1)}
EN_NUMBERS.update({"thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "seventy": "70",
                   "eighty": "80", "ninety": "90", "hundred": "100", "dozen": "12",
                   "hundreds": "100", "dozens": "12", "thousands": "1000"})


#: `one` that counts nothing: `one of them`, `one another`, `one day`, `no one`, `the one`.
_ONE_AFTER = compiled(r"\s+(?:of|another|day|or|such|way|thing)\b", re.IGNORECASE)
_ONE_BEFORE = compiled(r"(?:\b(?:no|any|every|each|the|this|that|which|some|what)\s+|-)\Z",
                       re.IGNORECASE)


#: `first` and `second` rank only a period or a place (`first quarter`, `second half`): `at
#: first`, `a second`, `first became` are no ranks.
_RANKED = compiled(r"[\s\-]+(?:quarter|half|place|round|leg|stage|phase|term|wave|period|"
                   r"year|month|week|day|game|match|tier)s?\b", re.IGNORECASE)


#: The ones after a ten (`twenty-five`, `thirty two`), hundreds, and the scale after them
#: (`three hundred`, `twelve thousand`, `two million`): `three hundred requests` citing `300
#: requests` failed REJECT, a `300` put in the place of a bare `three`.
_ONES = compiled(r"[ \t\-](" + "|".join(w for w, n in EN_NUMBERS.items() if 1 <= int(n) <= 9)
                 + r")(?![A-Za-z])", re.IGNORECASE)
_TENS = frozenset(w for w, n in EN_NUMBERS.items() if int(n) in range(20, 100, 10))
_HUNDRED = compiled(r"[ \t]+hundred(?![A-Za-z])", re.IGNORECASE)
_REST = compiled(r"(?:[ \t]+and)?[ \t]+([a-z]+)(?![A-Za-z])", re.IGNORECASE)  # `hundred (and) fifty`
_SCALE = compiled(rf"[ \t]+({'|'.join(SCALE_WORDS)})(?![A-Za-z])", re.IGNORECASE)
#: The unit after a number word (`three days`, `a three-day trial`, `five percent`, `four
#: gigabytes`): `3 days` for `three days` was a value in the place of a bare `three`.
_WORD_UNIT = compiled(rf"[ \t]+(?P<unit>percent|per[ \t]cent|(?:kilo|mega|giga|tera)bytes?)(?![A-Za-z])"
                      rf"|{AND_A_HALF}?[ \t\-]+(?P<span>{HYPHENED_DURATIONS}){NO_AGE}", re.IGNORECASE)


def word_number(folded: str, text: str, start: int, end: int, floor: int) -> Anchor | None:
    """`three` in `three people`: a bare number (minor when unknown; docs/anchors.md); with
    its unit in `three days`, `five percent`."""
    word = folded[start:end].lower()
    if word == "one" and (_ONE_AFTER.match(folded, end)
                          or _ONE_BEFORE.search(folded, max(0, start - 8), start)):
        return None
    if word in ("first", "second") and not _RANKED.match(folded, end):
        return None
    value = EN_NUMBERS.get(word)
    unit = None
    if value is None:
        value, unit = EN_ORDINALS.get(word), "th"
        if value is None:
            return None
    else:
        value, end = _compound(folded, value, word, end)
        if (after := _WORD_UNIT.match(folded, end)) is not None:
            token = (after.group("unit") or after.group("span")).lower()
            number = Decimal(value) + (HALF if after.group("half") else 0)
            number, unit = scale(number, "percent" if token.startswith("per") else token, False)
            value, end = decimal_str(number), after.end()
    return Anchor("number", value, text[start:end], start, end,
                  metric_label(folded[max(floor, start - CONTEXT):start]), unit)


def _compound(folded: str, value: str, word: str, end: int) -> tuple[str, int]:
    """The number a number word starts (`twenty-five`, `three hundred`, `four hundred and
    fifty`, `twelve thousand`), and where it ends."""
    number, end = _below_hundred(folded, Decimal(value), word, end)
    if word != "hundred" and number < 100 and (hundred := _HUNDRED.match(folded, end)) is not None:
        number, end = number * 100, hundred.end()
        if (rest := _REST.match(folded, end)) is not None and (
                small := EN_NUMBERS.get(rest.group(1).lower())) is not None and int(small) < 100:
            more, end = _below_hundred(folded, Decimal(small), rest.group(1).lower(), rest.end())
            number += more
    if (scaled := _SCALE.match(folded, end)) is not None:
        number, end = number * MULTIPLIERS[scaled.group(1).lower()], scaled.end()
    return decimal_str(number), end


def _below_hundred(folded: str, number: Decimal, word: str, end: int) -> tuple[Decimal, int]:
    """A ten and its ones (`twenty-five`), else the number as it is."""
    if word in _TENS and (ones := _ONES.match(folded, end)) is not None:
        return number + Decimal(EN_NUMBERS[ones.group(1).lower()]), ones.end()
    return number, end
