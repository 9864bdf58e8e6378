"""Whole generated replies in every locale and layout (letter, chat, markdown bullets, a table,
HTML, practical information): how many clean replies the corrector changes (target 0) and how
many replies with one wrong value are corrected other than by replacing that value alone
(target 0). The generator is devtools/layouts.py.

    python -m bench.layouts [--cases 40] [--seed 11] [--examples 3]
"""

from __future__ import annotations

import argparse

from devtools.layouts import LAYOUTS, generate, measure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=40, help="replies per locale and layout")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--examples", type=int, default=3, help="failures shown per cell")
    args = parser.parse_args(argv)
    rows, shown = measure(list(generate(args.cases, args.seed)), args.examples)
    print(f"Generated replies by layout: {args.cases} per locale and layout, seed {args.seed}")
    print(f"{'locale':8}{'layout':11}{'cases':>6}{'clean changed':>15}{'wrong not exact':>17}")
    missed = False
    for (locale, layout), row in sorted(
        rows.items(), key=lambda i: (i[0][0], LAYOUTS.index(i[0][1]))
    ):
        clean = row.clean_changed / row.cases
        wrong = row.wrong_not_exact / row.cases
        missed |= bool(row.clean_changed or row.wrong_not_exact)
        print(f"{locale:8}{layout:11}{row.cases:>6}{clean:>15.3f}{wrong:>17.3f}")
    total = sum(r.cases for r in rows.values())
    print(
        f"all: {total} replies, clean changed {sum(r.clean_changed for r in rows.values()) / total:.3f},"
        f" wrong not exact {sum(r.wrong_not_exact for r in rows.values()) / total:.3f}"
    )
    for line in shown:
        print(line)
    print("target (0 in every cell): " + ("NOT met" if missed else "met"))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
