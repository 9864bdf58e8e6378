"""Admin for the venue itself: one row, its name, other names, address and contacts. Every write
goes through booking.services.venue."""

from django.contrib import admin

from booking.models import Venue
from booking.services.venue import VENUE_FIELDS, venue_update


@admin.register(Venue)
class VenueAdmin(admin.ModelAdmin):
    list_display = ("__str__", "address", "phone", "email")
    fields = VENUE_FIELDS

    def has_add_permission(self, request) -> bool:
        return not Venue.objects.exists()  # one row

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def save_model(self, request, obj, form, change) -> None:
        saved = venue_update(**{field: form.cleaned_data[field] for field in VENUE_FIELDS})
        obj.pk = saved.pk
