"""The Duckling bench's reading of a time range (bench/duckling_times.py)."""

from bench.duckling_times import extract_range, out_of_scope_reason


def test_duckling_bench_reads_a_period_when_no_range_of_clock_times():
    row = {
        "text": "Wir kommen morgen Abend",
        "lang": "de",
        "dim": "time_range",
        "reference": "2026-03-02T09:00:00",
        "expected": {"date": "2026-03-03"},
    }
    assert extract_range(row) == {
        "date": "2026-03-03",
        "start": "18:00",
        "end": "00:00",
        "end_date": "2026-03-04",
    }
    assert out_of_scope_reason(row) is None
    lunch = {**row, "text": "domani a pranzo", "lang": "it"}
    assert extract_range(lunch) == {"date": "2026-03-03", "start": "12:00", "end": "14:00"}
    day = {**row, "text": "le 15 mars", "lang": "fr"}
    assert out_of_scope_reason(day) == "no clock time, day period or weekend"
