"""`manage.py seed_demo`: load the demo venue from fixtures/demo/ (safe to run again).

With `--if-empty` (what `make run` and `make seed` use) nothing is loaded into a database that
already holds a room, feature or product: a room staff renamed never comes back as a second
room with a second copy of its events. `make reset` empties the database and loads it again.
"""

from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from booking.errors import ApplicationError
from booking.models import Feature, Product, Room
from booking.services.demo_venue import FixtureError, demo_venue_load

DEFAULT_DIRECTORY = Path(settings.BASE_DIR) / "fixtures" / "demo"
NOT_EMPTY = (
    "The database already holds a venue; the demo venue was not loaded (make reset starts over)."
)


class Command(BaseCommand):
    help = "Load the demo venue (rooms, features, products, aliases, events). Idempotent."

    def add_arguments(self, parser):
        parser.add_argument("--directory", type=Path, default=DEFAULT_DIRECTORY)
        parser.add_argument(
            "--if-empty",
            action="store_true",
            help="Load only into a database without rooms, features and products.",
        )

    def handle(self, *args, directory: Path, if_empty: bool = False, **options):
        if if_empty and any(model.objects.exists() for model in (Room, Feature, Product)):
            self.stdout.write(NOT_EMPTY)
            return
        try:
            created = demo_venue_load(directory=directory)
        except (OSError, ValueError, FixtureError, ValidationError, ApplicationError) as exc:
            raise CommandError(f"Could not load the demo venue from {directory}: {exc}") from exc
        if not created:
            self.stdout.write("Demo venue already loaded; nothing to add.")
            return
        summary = ", ".join(f"{count} {model}" for model, count in sorted(created.items()))
        self.stdout.write(self.style.SUCCESS(f"Demo venue loaded: created {summary}."))
