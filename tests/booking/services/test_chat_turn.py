"""One chat turn: the venue's day a message arrived on."""

import datetime as dt

from booking.services.chat import venue_day


def test_the_day_received_is_the_venues_day():
    late_in_utc = dt.datetime(2027, 3, 8, 23, 30, tzinfo=dt.UTC)  # 00:30 on 9 March in Zurich

    assert venue_day(late_in_utc) == dt.date(2027, 3, 9)


def test_a_naive_time_received_is_taken_as_venue_time():
    assert venue_day(dt.datetime(2027, 3, 9, 23, 30)) == dt.date(2027, 3, 9)
