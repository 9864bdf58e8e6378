"""Rendering forms of devtools.generated that the recognizers, verify or repair do not handle yet,
with the rate measured on main (seed 11; tests/safety/test_generated_facts.py). The tests of
these forms run as non-strict xfail: when a fix makes one pass, it shows as XPASS and its entry
can be deleted, which turns it into a hard assertion.

Keys are (locale, fact type, form name) as devtools.generated names them, (locale, distractor kind)
for DISTRACTOR_GAPS, and (locale, count form) for CORE_COUNT_GAPS (number styles before the core
person nouns).
"""

# fmt: off
RECOGNITION_GAPS = {('fr_CH', 'time', 'skeleton:Bhm'): '4/6 right (4 exact, 2 with false values)',
 ('it_CH', 'amount', 'duemila euro (words)'): '0/6 right (0 exact, 0 with false values)',
 ('it_CH', 'count', 'digits'): '0/6 right (0 exact, 0 with false values)'}
DISTRACTOR_GAPS = {}
CORE_COUNT_GAPS = {}
VERIFY_GAPS = {('fr_CH', 'time', 'skeleton:Bhm'): '2/3 clean replies ok and kept',
 ('it_CH', 'amount', 'duemila euro (words)'): '0/3 clean replies ok and kept'}
DETECTION_GAPS = {}
# fmt: on
