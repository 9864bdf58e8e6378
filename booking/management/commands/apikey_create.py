"""manage.py apikey_create NAME --rate 6000/minute: makes an API key and prints it, once."""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from booking.services.api_keys import api_key_create


class Command(BaseCommand):
    help = "Make an API key for a service caller of the verify API and print it (it is shown only this once)."

    def add_arguments(self, parser):
        parser.add_argument(
            "name", help="Who calls with the key; unique, shown in the admin and the logs."
        )
        parser.add_argument(
            "--rate",
            default="6000/minute",
            help="Requests per second, minute, hour or day (default 6000/minute).",
        )

    def handle(self, *args, name: str, rate: str, **options):
        try:
            api_key, raw = api_key_create(name=name, rate=rate)
        except ValidationError as error:
            raise CommandError(
                "; ".join(
                    f"{field}: {' '.join(msgs)}" for field, msgs in error.message_dict.items()
                )
            ) from error
        self.stderr.write(
            f"API key {api_key.name!r} ({api_key.rate}); store it now, it is not shown again:"
        )
        self.stdout.write(raw)
