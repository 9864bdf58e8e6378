"""`manage.py seed_demo`: load the demo venue from fixtures/demo/ (safe to run again)."""

from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from booking.errors import ApplicationError
from booking.services.demo_venue import FixtureError, demo_venue_load

DEFAULT_DIRECTORY = Path(settings.BASE_DIR) / "fixtures" / "demo"


class Command(BaseCommand):
    help = "Load the demo venue (rooms, features, products, aliases, events). Idempotent."

    def add_arguments(self, parser):
        parser.add_argument("--directory", type=Path, default=DEFAULT_DIRECTORY)

    def handle(self, *args, directory: Path, **options):
        try:
            created = demo_venue_load(directory=directory)
        except (OSError, ValueError, FixtureError, ValidationError, ApplicationError) as exc:
            raise CommandError(f"Could not load the demo venue from {directory}: {exc}") from exc
        if not created:
            self.stdout.write("Demo venue already loaded; nothing to add.")
            return
        summary = ", ".join(f"{count} {model}" for model, count in sorted(created.items()))
        self.stdout.write(self.style.SUCCESS(f"Demo venue loaded: created {summary}."))
