"""Words for the hundredth of a currency, written after a count of them: "43 cents",
"23 centimes", "40 Rappen", "23 centesimi", "1 pence".

All currencies the recognizer reads (CHF, EUR, USD, GBP) divide into a hundred. Each word maps to
the currencies it may follow; the generic words follow any of them, since writers use "cents"
for Rappen and "centimes" for dollars alike.
"""

from __future__ import annotations

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

_ANY = frozenset({"CHF", "EUR", "USD", "GBP"})

HUNDREDTH_WORDS: dict[str, frozenset[str]] = {
    "cent": _ANY,
    "cents": _ANY,
    "ct": _ANY,
    "ct.": _ANY,
    "cts": _ANY,
    "cts.": _ANY,
    "centime": _ANY,
    "centimes": _ANY,
    "centesimo": _ANY,
    "centesimi": _ANY,
    "rappen": frozenset({"CHF"}),
    "rp.": frozenset({"CHF"}),
    "penny": frozenset({"GBP"}),
    "pence": frozenset({"GBP"}),
}
# Written right after the digits only: "43c", "43¢".
ATTACHED_HUNDREDTH_MARKS: dict[str, frozenset[str]] = {
    "c": frozenset({"USD", "EUR"}),
    "¢": frozenset({"USD", "EUR"}),
}
# Words that join the whole amount and its hundredths: "$20 and 43c", "1 USD et 23 centimes".
JOINING_WORDS: tuple[str, ...] = tuple(LANGUAGES[lang].and_word for lang in LANGS)
