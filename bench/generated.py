"""The generator oracle's figures: random facts rendered in every way a locale writes them (CLDR
through babel, num2words), read back by the recognizers, then verified and repaired.

    python -m bench.generated [--seed N] [--n N] [--examples K]

The generator and its scoring are devtools/generated.py, which tests/safety/test_generated_facts.py
and test_stream.py draw from too; this prints the tables over every locale and form.
"""

from __future__ import annotations

import sys

from devtools.generated import main

if __name__ == "__main__":
    sys.exit(main())
