"""Clean replies with practical information (address, tram, parking policy, Wi-Fi name, the
venue's name, phone, IBAN) in en/de/fr/it and four layouts: how many repair changes, and how
many replies with one invented discount or card request lose exactly that clause.

    python -m bench.practical_info [--cases N] [--seed N]

The generator is devtools/practical_info.py, which tests/safety/test_practical_info.py draws from.
"""

from __future__ import annotations

from devtools.practical_info import main

if __name__ == "__main__":
    raise SystemExit(main())
