"""Rendering forms of devtools.generated that the recognizers, verify or repair do not handle yet,
with the rate measured on main (seed 11; tests/safety/test_generated_facts.py). The tests of
these forms run as non-strict xfail: when a fix makes one pass, it shows as XPASS and its entry
can be deleted, which turns it into a hard assertion.

Keys are (locale, fact type, form name) as devtools.generated names them, (locale, distractor kind)
for DISTRACTOR_GAPS, and (locale, count form) for CORE_COUNT_GAPS (number styles before the core
person nouns).
"""

# fmt: off
RECOGNITION_GAPS = {
    ("it_CH", "count", "digits"): (
        "5/6 right: an English person noun Italian keeps in the singular ('Aspettiamo 14 coach') "
        "is not read as the counted noun"
    ),
}
DISTRACTOR_GAPS = {}
CORE_COUNT_GAPS = {}
VERIFY_GAPS = {}
DETECTION_GAPS = {}
# fmt: on
