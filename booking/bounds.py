"""The range of dates Factlock reads anywhere: events, quotes, availability, staff filters.

A date outside it is refused with a field message rather than passed on: year 9999 is no booking,
and the day after 31 December 9999 or the days before 1 January 0001 do not exist, so arithmetic
on such dates (a week of counts, a year's filter) would fail on the server instead.
"""

import datetime as dt

DATE_MIN = dt.date(2000, 1, 1)
DATE_MAX = dt.date(2099, 12, 31)
DATE_OUT_OF_RANGE = f"Use a date from {DATE_MIN:%Y-%m-%d} to {DATE_MAX:%Y-%m-%d}."


def date_out_of_range(value: dt.date | None) -> bool:
    return value is not None and not DATE_MIN <= value <= DATE_MAX
