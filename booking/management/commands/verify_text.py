"""python manage.py verify_text --facts facts.json draft.txt: the report and the corrected text."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from pydantic import ValidationError

from safety.correct import repair
from safety.facts import HardFacts


class Command(BaseCommand):
    help = "Verify a draft against HardFacts and print the issues and the corrected text."

    def add_arguments(self, parser):
        parser.add_argument("draft", type=Path, help="a text file with the draft; - for stdin")
        parser.add_argument("--facts", type=Path, required=True, help="a JSON file with HardFacts")
        parser.add_argument("--locale", default=None, help="en, de, fr, it (default: detected)")
        parser.add_argument("--json", action="store_true", help="print the verify response as JSON")

    def handle(
        self, *args, draft: Path, facts: Path, locale: str | None, json: bool = False, **options
    ):
        try:
            hard_facts = HardFacts.model_validate_json(facts.read_text(encoding="utf-8"))
        except OSError as error:
            raise CommandError(f"cannot read {facts}: {error}") from error
        except ValidationError as error:
            raise CommandError(f"{facts} is not valid HardFacts:\n{error}") from error
        try:
            text = self._read_draft(draft)
        except OSError as error:
            raise CommandError(f"cannot read {draft}: {error}") from error
        outcome = repair(hard_facts, text, locale=locale)
        if json:
            from safety.verification import response_body

            self.stdout.write(_dumps(response_body(outcome)))
            return
        self._print_report(outcome)

    def _read_draft(self, draft: Path) -> str:
        if str(draft) == "-":
            import sys

            return sys.stdin.read()
        return draft.read_text(encoding="utf-8")

    def _print_report(self, outcome) -> None:
        if outcome.report.ok:
            self.stdout.write("OK: the draft carries every fact correctly.")
        else:
            self.stdout.write(f"{len(outcome.issues)} issue(s):")
            for issue in outcome.issues:
                self.stdout.write(
                    f"  {issue.kind:<9}{issue.type:<7}found={issue.found!r} expected={issue.expected!r} "
                    f"action={issue.action}"
                )
            if outcome.fallback:
                self.stdout.write("The draft could not be repaired; the facts are stated plainly.")
        self.stdout.write("\n" + outcome.text)


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)
