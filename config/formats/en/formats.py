"""Dates and times in the admin as the venue writes them: day before month, the 24-hour clock
("10 June 2027", "18:00", "10.06.2027 18:00"), weeks from Monday. Django's own English formats
are the United States' ("June 10, 2027", "6 p.m.")."""

DATE_FORMAT = "j F Y"
TIME_FORMAT = "H:i"
DATETIME_FORMAT = "j F Y, H:i"
YEAR_MONTH_FORMAT = "F Y"
MONTH_DAY_FORMAT = "j F"
SHORT_DATE_FORMAT = "d.m.Y"
SHORT_DATETIME_FORMAT = "d.m.Y H:i"
FIRST_DAY_OF_WEEK = 1  # Monday
# Typed in forms: ISO first (what the admin's date picker writes), then the venue's own.
DATE_INPUT_FORMATS = ["%Y-%m-%d", "%d.%m.%Y", "%d.%m.%y"]
TIME_INPUT_FORMATS = ["%H:%M", "%H:%M:%S", "%H.%M"]
DATETIME_INPUT_FORMATS = [
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d %H:%M",
    "%d.%m.%Y %H:%M:%S",
    "%d.%m.%Y %H:%M",
]
DECIMAL_SEPARATOR = "."
THOUSAND_SEPARATOR = "\u2019"
NUMBER_GROUPING = 3
