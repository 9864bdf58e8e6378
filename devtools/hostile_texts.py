"""Texts built to make the recognizers' regular expressions backtrack, and replies built to make
the corrector work hard: the workloads of bench/hostile_input.py (which times them) and of the
tests that check each call finishes and what the corrector makes of them
(tests/api/test_hostile_input.py, tests/safety/test_hostile_correction.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from safety.facts import HardFacts

SIZE = 100_000

# name -> the unit repeated to fill the text, or a callable building the whole text of a size.
_UNITS: dict[str, str | Callable[[int], str]] = {
    "digits": "1",
    "digits-and-spaces": "1 ",
    "dotted-ones": "1.",
    "dotted-pairs": "12.",
    "apostrophes": "1'",
    "commas": "1,",
    "colons": "1:",
    "dashes": "1-",
    "slashes": "1/",
    "narrow-spaces": "1\u202f",
    "chf": "CHF ",
    "chf-and-digit": "CHF 1 ",
    "fr-dot": "Fr. ",
    "dash-cents": "1.-- ",
    "thousands-k": "1k ",
    "month-words": "June juin Juni giugno ",
    "day-and-month": "1 June ",
    "impossible-dates": "31.02.2026 ",
    "iso-prefix": "2026-",
    "weekdays": "Monday ",
    "ordinals": "1st ",
    "uhr": "18 Uhr ",
    "h": "18h",
    "pm": "6 pm ",
    "ranges": "from 9 to ",
    "german-ranges": "von 9 bis ",
    "people": "40 people ",
    "personen": "Personen ",
    "number-words": "twenty-",
    "room-cues": "Raum ",
    "round-brackets": lambda size: "(" * (size // 2) + ")" * (size // 2),
    "square-brackets": lambda size: "[" * (size // 2) + "]" * (size // 2),
    "braces": lambda size: "{" * (size // 2) + "}" * (size // 2),
    "open-markers": "{{KVX-",
    "markers": "{{KVX-DEXAK}}",
    "alternating-case": "aBcD",
    "alternating-case-words": "SaLoN rOsE ",
    "spaces": " ",
    "newlines": "\n",
    "mixed-scripts": "Зал Salon 会议室 ٣٠ ",
    "superscripts": "²",
}

# The kinds of text whose verify and repair take longest (see docs/reliability.md).
SLOW_FOR_REPAIR = ("chf-and-digit", "day-and-month", "uhr", "pm", "people", "ranges")


# A reply that states every fact of repair_table's facts, then the unit repeated to fill the
# size (the middle), then the end: each shape holds hundreds of values no fact stands for.
_FACTS_SENTENCE = "Punkt.Null is reserved for 30 people on 8 August 2026 at 18:00 for CHF 1250.00"
CORRECTOR_SHAPES: dict[str, tuple[str, str, str]] = {
    # name: (opening, repeated unit, end)
    "one-sentence-dates": (_FACTS_SENTENCE, ", and also on 1 June", "."),
    "one-sentence-amounts": (_FACTS_SENTENCE, ", or CHF 310.00", "."),
    "one-sentence-phrases": (_FACTS_SENTENCE, " or on 1 June", "."),
    "one-sentence-ranges": (_FACTS_SENTENCE, ", or from 1 June to 2 June", "."),
    "one-sentence-wrong-times": (_FACTS_SENTENCE, ", doors at 19:00 on 1 June", "."),
    "short-sentences": (_FACTS_SENTENCE + ".", " We could also do 1 June.", ""),
    "brackets": (_FACTS_SENTENCE, " (or 1 June)", "."),
    "comma-list": (_FACTS_SENTENCE + ", other days: ", "1 June, ", "and 2 June."),
    "list-lines": (_FACTS_SENTENCE + ".\n", "- 1 June at CHF 310\n", ""),
    "paragraphs": ("Punkt.Null for 30 people.\n\n", "On 8 August 2026 maybe, 1 June.\n\n", ""),
    "day-and-month": ("", "1 June ", ""),
}


def corrector_text(name: str, size: int) -> str:
    opening, unit, end = CORRECTOR_SHAPES[name]
    if not opening and not end:
        return (unit * (size // len(unit) + 1))[:size]
    return opening + unit * max(1, (size - len(opening) - len(end)) // len(unit)) + end


def hostile_texts(size: int = SIZE) -> dict[str, str]:
    texts = {}
    for name, unit in _UNITS.items():
        if callable(unit):
            texts[name] = unit(size)
        else:
            texts[name] = (unit * (size // len(unit) + 1))[:size]
    return texts


def repair_facts() -> HardFacts:
    from safety.facts import HardFacts

    return HardFacts.model_validate(
        {
            "dates": [{"value": "2026-08-08"}],
            "times": [{"value": "18:00"}],
            "rooms": [{"value": "Punkt.Null"}],
            "amounts": [{"value": "1250.00"}],
            "counts": [{"value": 30}],
        }
    )
