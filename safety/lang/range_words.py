"""The words of ranges of dates and times in en, de, fr and it: what joins the two ends
("24–25 June", "von 9 bis 17 Uhr", "du 24 au 25 juin", "dalle 18 alle 23"), what opens a range
("from", "vom", "dalle"), and the word a single value takes in an opener's place ("on", "am",
"le", "alle").

The recognizers read the ends of a range with the connector sets; safety.ranges finds written
ranges and rewrites them with the patterns and openers.
"""

from __future__ import annotations

# Words between two full dates that make them one range ("14.10. bis 15.10.2018"); "and" is not
# one of them: "on 3 March and on 5 May 2027" are two dates.
DATE_RANGE_CONNECTORS: frozenset[str] = frozenset(
    {
        "-",
        "–",
        "—",
        "/",
        "to",
        "to the",
        "till",
        "until",
        "through",
        "thru",
        "bis",
        "bis zum",
        "bis am",
        "bis und mit",
        "auf den",
        "au",
        "jusqu'au",
        "al",
    }
)

# What may stand between the two ends of a range: "18:00–22:00", "von 9 bis 17 Uhr",
# "de 9h à 17h", "dalle 9 alle 17", "between 3:30pm and 6 pm", "tra le 9:30 e le 11:00".
TIME_RANGE_CONNECTORS: frozenset[str] = frozenset(
    {
        "-",
        "–",
        "—",
        "/",
        "bis",
        "bis um",
        "to",
        "till",
        "until",
        "untill",
        "and",
        "und",
        "et",
        "e",
        "e le",
        "à",
        "a",
        "alle",
        "alle ore",  # "dalle ore 14 alle ore 18"
        "fino alle ore",
        "jusqu'à",
        "jusqu’à",
    }
)
# A bare number before "à" or "and" opens a range only after one of these: "de 9 à 17h",
# "between 3 and 5 pm"; but "le 16 à 18h" is the 16th at 18:00.
TIME_RANGE_OPENERS: dict[str, frozenset[str]] = {
    "à": frozenset({"de", "dès"}),
    "a": frozenset({"de", "dès", "dalle", "dal", "da"}),  # "de 9 a 11", "dalle 9 a mezzogiorno"
    "e": frozenset({"tra", "fra"}),
    "et": frozenset({"entre"}),
    "and": frozenset({"between"}),
    "und": frozenset({"zwischen"}),
}


# -- written ranges, as safety.ranges finds and rewrites them --------------------------------------

# The words that offer what follows as another choice: "Friday or Saturday", "12 oppure 13
# aprile"; and those that say so at more length between two whole dates ("12 April,
# alternatively 19 April", "am 12. bzw. 13. April").
OR_WORDS: tuple[str, ...] = ("or", "oder", "ou", "o", "oppure")
ALTERNATIVE_WORDS: frozenset[str] = frozenset(OR_WORDS) | frozenset(
    {"bzw", "beziehungsweise", "alternatively", "alternativ", "sinon", "altrimenti"}
)
# As patterns, longer words first: "oder" before "o".
RANGE_OR = "|".join(sorted(OR_WORDS, key=len, reverse=True))
# "and" or "or" between two ends: "2 or 3 October", "tra le 18 e le 22".
RANGE_OR_AND = "|".join(sorted((*OR_WORDS, "and", "&", "und", "et", "e"), key=len, reverse=True))

# The article that may follow "and" or "or" before the second end, as a pattern: "the 3rd",
# "tra le 18 e le 22".
DATE_RANGE_AND_ARTICLE = r"the"
TIME_RANGE_AND_ARTICLE = r"le"

# The words between the two ends, as patterns: "–", "to", "bis", "au", "alle".
DATE_RANGE_THROUGH = (
    r"(?:[–—-]|to|till|until|through|bis(?:\s+zum)?|au|jusqu['’]au|al|all['’]|fino\s+al)"
)
TIME_RANGE_THROUGH = r"(?:[–—-]|to|till|until|bis|à|jusqu['’]à|a|alle|all['’]|fino\s+alle)"

# The word before the first end, as patterns whose first or last group is that word: "from",
# "vom", "du", "dalle" (with " the" after an English one in the second group).
DATE_RANGE_OPENER = (
    r"(?<![\w'’])(from|between|vom|von|zwischen(?:\s+dem)?|du|entre\s+le|dal|tra\s+il|fra\s+il)"
    r"(\s+the)?\s+$|(?<![\w'’])(dall)['’]$"
)
TIME_RANGE_OPENER = r"(?<![\w'’])(from|between|von|zwischen|de|entre|dalle|tra\s+le|fra\s+le)()\s+$"

# Opener → the word a single value takes in its place, once a range loses one of its ends.
DATE_SINGLE_WORDS: dict[str, str] = {
    "from": "on",
    "between": "on",
    "vom": "am",
    "von": "am",
    "zwischen": "am",
    "zwischen dem": "am",
    "du": "le",
    "entre le": "le",
    "dal": "il",
    "dall": "il",
    "tra il": "il",
    "fra il": "il",
}
TIME_SINGLE_WORDS: dict[str, str] = {
    "from": "at",
    "between": "at",
    "von": "um",
    "zwischen": "um",
    "de": "à",
    "entre": "à",
    "dalle": "alle",
    "tra le": "alle",
    "fra le": "alle",
}


# -- the words of ranges of days, as the date recognizer reads them -------------------------------

# Between two days: "24 to 25 June", "vom 3. bis zum 5.", "du 24 au 25", "dal 3 al 5".
DAY_RANGE_THROUGH_WORDS: tuple[str, ...] = (
    *("to", "till", "until", "thru", "through"),
    *("bis", "bis zum", "bis am"),
    *("au", "jusqu'au"),
    "al",
)
# Between a month's day and the other end: "July 13 to 15", "Juli 13 bis 15".
MONTH_FIRST_THROUGH_WORDS: tuple[str, ...] = ("to", "thru", "through", "till", "until", "bis")
# Before the second day of a range: "du 13 au le 15", "from the 13th to the 15th".
DAY_RANGE_ARTICLES: tuple[str, ...] = ("the", "le", "il", "den", "dem", "zum")
# "on 24 and 25 September", "between the 13th and the 15th of July": the two days of one month.
AND_WORDS: tuple[str, ...] = ("and", "und", "et", "e")
# A range of bare days needs a word that opens it: "du 13 au 18", "dal 3 al 5", "vom 3. bis 5.",
# "between the 3rd and the 5th"; "from 9 to 17" is a time.
DAY_RANGE_OPENERS: tuple[str, ...] = (
    *("between the",),
    *("vom", "zwischen dem"),
    *("du", "entre le"),
    *("dal", "tra il", "tra"),
)
