from django.apps import AppConfig


class BookingConfig(AppConfig):
    name = "booking"
    verbose_name = "Venue and bookings"

    def ready(self) -> None:
        from django.contrib import admin

        from booking import signals
        from booking.admin_filters import admin_site_bound

        signals.connect()
        # After every app's admin module has registered its models (the admin app is first).
        admin_site_bound(admin.site)
