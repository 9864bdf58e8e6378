"""Crafted worst-case verify requests, each timed through the request's whole path, against a
budget of 0.5 s per item.

    python -m bench.worst_cases [--budget 0.5] [--repeat 3]

Each case is a body POST /api/v1/verify accepts (or refuses with a 400), at the limits the API
allows: catalogs of 500 rooms with 10 aliases each (random words, words built to share pieces
with every name, and the longest names), texts of 20,000 characters built to flood the issues,
and `now` at the calendar's ends. Each is read (`VerifyRequest`) and answered
(`verify_request`) as the API does, with a new catalog each time, so that no compiled matcher
is reused; the median of `--repeat` runs is reported, then the same body again (a cached
catalog). A case over the budget is reported, the command still exits 0 from `python -m bench`
(the tests are the gate: tests/safety/recognizers/test_catalog_compile.py, tests/api/test_bounded_responses.py).
"""

from __future__ import annotations

import argparse
import random
import statistics
import string
import time
from collections.abc import Callable
from typing import Any

BUDGET = 0.5
# The most a request's catalog may hold: 500 rooms (MAX_CATALOG_NAMES) with 10 aliases each,
# 5,000 aliases in all (MAX_CATALOG_ALIASES); 100 rooms with 50 each (MAX_ALIASES) is as many.
ROOMS = 500
ALIASES = 10


def _words(rng: random.Random, length: int) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(length)).capitalize()


def _catalog(
    make_room: Callable[[int], str], make_alias: Callable[[int, int], str], aliases: int = ALIASES
) -> dict:
    return {
        "rooms": [
            {"name": make_room(n), "aliases": [make_alias(n, a) for a in range(aliases)]}
            for n in range(ROOMS)
        ]
    }


def random_catalog(seed: int) -> dict:
    rng = random.Random(seed)
    return _catalog(
        lambda n: f"{_words(rng, 8)} {_words(rng, 8)}",
        lambda n, a: f"{_words(rng, 8)} {_words(rng, 8)}",
    )


def shared_pieces_catalog(seed: int) -> dict:
    """Every name and alias of one word of eight letters from three: every piece of every word
    is shared with many names, so the index offers many names to compare."""
    rng = random.Random(seed)

    def word() -> str:
        return "".join(rng.choice("abc") for _ in range(8)).capitalize()

    return _catalog(lambda n: f"{word()}{n}", lambda n, a: word())


def long_names_catalog(seed: int) -> dict:
    """Names and aliases of 200 characters, one word each."""
    rng = random.Random(seed)
    return _catalog(lambda n: _words(rng, 200), lambda n, a: _words(rng, 200))


FACTS = {
    "dates": [{"value": "2027-06-09"}],
    "times": [{"value": "18:00"}],
    "amounts": [{"value": "900.00", "currency": "CHF"}],
    "counts": [{"value": 40, "unit": "participants"}],
}
DRAFT = "See you on 9 June 2027 at 18:00 for 40 participants; the total is CHF 900.00."


def _body(text: str = DRAFT, **extra: Any) -> dict:
    return {"facts": FACTS, "text": text, **extra}


def _fill(unit: str, size: int = 20_000) -> str:
    head = DRAFT + " "
    return head + unit * ((size - len(head)) // len(unit))


# name -> a body built from a seed (a new catalog per seed: nothing cached).
CASES: dict[str, Callable[[int], dict]] = {
    "catalog 500x10 random words": lambda seed: _body(catalog=random_catalog(seed)),
    "catalog 500x10 shared pieces": lambda seed: _body(catalog=shared_pieces_catalog(seed)),
    "catalog 500x10 names of 200 letters": lambda seed: _body(catalog=long_names_catalog(seed)),
    "catalog 500x50 (over the cap)": lambda seed: _body(
        catalog=_catalog(lambda n: f"Room {n}", lambda n, a: f"Alias {n} {a}", aliases=50)
    ),
    "20,000 control characters": lambda seed: _body(_fill("\x01\x02\x1b")),
    "20,000 characters of invented amounts": lambda seed: _body(_fill(f"CHF {seed % 7 + 1}.00 ")),
    "20,000 characters of invented dates": lambda seed: _body(_fill("1 June 2027, ")),
    "20,000 characters of character references": lambda seed: _body(_fill("CHF &#57;&#48;0.00 ")),
    "20,000 characters of opened comments": lambda seed: _body(_fill("<!--")),
    "20,000 characters of nested hidden spans": lambda seed: _body(_fill("<span hidden>9 ")),
    "20,000 characters decomposed (NFD)": lambda seed: _body(_fill("Cafe\u0301 9 June 2027 ")),
    "now at year 1 in a time zone": lambda seed: _body(
        now="0001-01-01T00:00:00+00:00", time_zone="Etc/GMT+12"
    ),
}


def answer(body: dict) -> str:
    """The body answered as POST /api/v1/verify does: "200" with the issue count, or "400"."""
    from pydantic import ValidationError

    from safety.request import VerifyRequest
    from safety.verification import verify_request

    try:
        request = VerifyRequest.model_validate(body)
    except ValidationError:
        return "400"
    result = verify_request(request)
    return f"200, {result['issues_total']} issues"


def timed(body: dict) -> tuple[float, str]:
    started = time.perf_counter()
    outcome = answer(body)
    return time.perf_counter() - started, outcome


def table(budget: float, repeat: int) -> tuple[list[str], bool]:
    answer(_body())  # the recognizers' one-time set-up is no request's work
    lines = [
        f"{'case':<40} {'answer':<18} {'median s':>9} {'cached s':>9}  budget {budget} s",
    ]
    met = True
    for name, build in CASES.items():
        runs = [timed(build(seed)) for seed in range(repeat)]
        median = statistics.median(seconds for seconds, _ in runs)
        cached, outcome = timed(build(repeat - 1))
        verdict = "ok" if median <= budget else "OVER"
        met = met and median <= budget
        lines.append(f"{name:<40} {outcome:<18} {median:>9.3f} {cached:>9.3f}  {verdict}")
    return lines, met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=BUDGET)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    lines, met = table(args.budget, args.repeat)
    print("\n".join(lines))
    print("every case within the budget" if met else "a case is over the budget (OVER above)")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
