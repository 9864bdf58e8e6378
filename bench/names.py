"""Translated names in their roles: how many are replaced where they stand, how many clean
replies are left alone.

    python -m bench.names [--cases N] [--seed N] [--examples K]

The generator is devtools/names.py, which tests/safety/test_names_generated.py draws from.
"""

from __future__ import annotations

from devtools.names import main

if __name__ == "__main__":
    raise SystemExit(main())
