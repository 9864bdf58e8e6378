"""Dates in replies and client messages, in en, de, fr and it, with the form each was written in.

`recognize_dates(text, reference=None)` returns one DateMention per date, sorted by start and
never overlapping, whatever mix of the four languages the text uses. Each mention carries:

* `value`, and `year_stated` False when the year was not written;
* `stated_weekday` when a weekday name stands before the date ("Samstag, 8. August 2026"), with
  the weekday inside the span, so a contradicting weekday is replaced together with the date;
* `style`, the form it was written in, for safety.formatters.dates.format_date: formatting
  `value` with it gives back `text` (for absolute dates; see below);
* `lang`, from the month and weekday words, ordinal suffixes ("8th", "1er", "1°", "8.") and the
  word just before the date ("am", "le", "il"); None for purely numeric forms.

Absolute forms, found with or without a reference day:
  08.08.2026, 8.8.26, 2026-08-08, 15/02/2026, 31-Oct-74, 31 10 1974, 15.2. and "am 15.2",
  15/02 (year-less; needs a two-digit part or a cue word, so "1/2" stays a fraction and "24/7"
  is never a date), unambiguous US order (10/31/2026) and, with `month_first` (an en-US text),
  every slashed or dashed numeric date month first (4/12/2038 is 12 April), 8 August 2026, 8th August, 8. August 2026,
  the 8th of August 2026, August 8th, 2026, Aug. 8, le 1er août, l'8 agosto, 1° agosto,
  abbreviated months (Aug., févr., Okt.), the day as an ordinal word when a year follows
  ("the first of March 2026", "erster März 2026", "premier mars 2026", "March third, 2026"),
  each optionally after a weekday ("Saturday, 8 August 2026", "Samstag, den 8. August 2026",
  "le samedi 8 août", "Friday, the 11th of December"). The article before a date ("le", "am",
  "the", "l'") is left outside the span. A year directly after the day and month is always part
  of the mention, so "14 March 2026" is never read as a year-less "14 March".

Every absolute date holds a number, so the pattern only ever starts at digits and finds the
names before them by look-behind: that keeps a 100-word reply at about a hundred microseconds.
The price is that an ordinal word without any number ("the first of March") is only read with
a reference day, where the pattern also starts at words.

Ranges give two mentions, the first taking month and year from the second: "24–25 June 2026",
"24-25.6.2026", "du 24 au 25 juin 2027", "dal 24 al 25 giugno", "vom 24. bis 25. Juni",
"between the 13th and the 15th of July", "July 13-15". Two full dates joined by a range word
("14.10. bis 15.10.2018", "13 juillet au 15 juillet 2026") share the second one's year.

Year-less dates take the year of their next occurrence on or after `reference`, or the current
year when no reference is given. A stated weekday never changes that year: "Friday, 18 July" in
a year where 18 July is a Thursday keeps the year and reports the contradiction
(`weekday_contradicts`), which is what a booking check needs.

With a reference day (client messages, benchmarks) relative expressions are resolved as well;
without one they are not reported. Their style is "", so a corrector writes the canonical form.
  today, tomorrow, day after tomorrow, yesterday and their de/fr/it words (the French word for
    yesterday is left out, it is German for "here");
  a weekday name: alone, the first one after the reference day; so is a weekday abbreviation
    of CLDR with its dot and a lowercase word or punctuation after it ("Sat. or Sun.?", "ven.,
    vers 18 h"), never after a number ("95 Fr. pro Person"), or as the whole text ("sat", "gio",
    "Do."), while "we sat down", "do you", "la mer." stay words; "this/coming Friday",
    "kommenden Freitag", "vendredi qui vient": the same; "next Friday" and its words in de, fr
    and it: Friday of the following calendar week (Duckling's reading: "next Wednesday" on
    Tuesday 2013-02-12 is 2013-02-20); "last Friday", "letzten Freitag", "vendredi dernier",
    "venerdì scorso": the last one before; "Friday of next/this/last week", "Freitag nächste
    Woche", "mardi de la semaine prochaine", "Friday after next", "lundi en huit/en quinze",
    "Mittwoch in 2 Wochen" (the words are safety.lang.relative_date_words');
  counts: "in 3 days", "in drei Tagen", "dans 3 jours", "tra 3 giorni", "a week ago",
    "vor 2 Wochen", "il y a trois mois", "3 giorni fa", "3 years from today", "3 fridays from now"
    (the words of CLDR's relative-time patterns and a few more, the count in digits, an article
    or number words read whole, up to 999 units);
  a day of the month after a cue ("le 2", "am 15ten", "the 1st", "il 19", "Tuesday the 19th",
    "du 13 au 18"): its next occurrence on or after the reference day, and only when
    punctuation or a time follows, so "the 3rd floor" and "le 2e étage" stay numbers;
  "20th of next month", "the first Monday of October", "letzter Tag im Oktober 2015",
    "il terzo giorno di ottobre".

Not dates: booking references (EV-2026-1016, 2027-0408-17), phone numbers, postcodes, bare
years, times (18.30 [de-clock]), prices (CHF 12.50, Fr. 8.10.), percentages, floors ("2. Stock"),
"24/7". Weeks, months and other periods ("end of the month") are no dates here. Periods,
holidays and named days ("Christmas", "Pfingstmontag") and ranges of days written as number
words ("du treize au 15 juillet") have readers of their own in the intake
(booking/services/intake/recognizers/: `periods`, `named_days`, `day_word_ranges`), which read
client messages beside this one; verify does not: a reply's "Christmas menu" is no date.

The text is scanned with safety.patterns.scan, so a text too long to scan in time raises
safety.patterns.TextTooComplex.

The package: `words` holds the word tables, `patterns` the date pattern, `reading` what every
reading of a date shares, `absolute` the forms in digits and with names, `ranges` the two ends of
a range, and `relative` the dates read with a reference day; `recognize_dates` runs them.
"""

from __future__ import annotations

import datetime as dt

from safety.mentions import DateMention
from safety.patterns import scan
from safety.recognizers.dates.absolute import absolute_mentions
from safety.recognizers.dates.patterns import ABSOLUTE_PATTERN, WITH_RELATIVE_PATTERN
from safety.recognizers.dates.ranges import share_range_years
from safety.recognizers.dates.reading import Context, Found
from safety.recognizers.dates.relative import day_only_mentions, relative_mention, relative_value
from safety.recognizers.neighbour_days import with_neighbour_days

# --------------------------------------------------------------------------------------------
# Public API


def recognize_dates(
    text: str, *, reference: dt.date | None = None, month_first: bool = False
) -> list[DateMention]:
    """Every date mentioned in `text`, sorted by start and non-overlapping (see module doc).
    `month_first`: the text's locale writes numeric dates month first (en-US: 4/12/2038 is
    12 April; see safety.lang.detection.writes_month_first)."""
    pattern = ABSOLUTE_PATTERN if reference is None else WITH_RELATIVE_PATTERN
    context = Context(text, reference, month_first)
    mentions: list[DateMention] = []
    for match in scan(pattern, text):
        for mention in _mentions_of(Found(match, text), context):
            # Names found by look-behind may reach into the date before ("8 August 20 guests").
            if not mentions or mention.start >= mentions[-1].end:
                mentions.append(mention)
    mentions = share_range_years(mentions, text)
    # "la veille du 13 février" is the 12th where a message is read against its day (intake);
    # a reply keeps the date it writes, which may be the event's beside a deadline before it.
    return mentions if reference is None else with_neighbour_days(text, mentions)


def _mentions_of(match: Found, context: Context) -> list[DateMention]:
    if match.has("k_absolute"):
        return absolute_mentions(match, context)
    if match.has("k_day_only"):
        return day_only_mentions(match, context)
    value = relative_value(match, context.base_day)
    if value is None:
        return []
    return [relative_mention(match, value)]


__all__ = ["recognize_dates"]
