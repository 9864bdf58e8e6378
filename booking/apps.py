from django.apps import AppConfig


class BookingConfig(AppConfig):
    name = "booking"
    verbose_name = "Venue and bookings"

    def ready(self) -> None:
        from booking import signals

        signals.connect()
