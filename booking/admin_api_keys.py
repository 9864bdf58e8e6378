"""Admin for API keys: listed, re-rated and disabled; made only by `manage.py apikey_create`,
which shows the key once. Every change goes through booking.services.api_keys."""

from django.contrib import admin, messages

from booking.models import ApiKey
from booking.services.api_keys import api_key_update


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ("name", "prefix", "rate", "active", "created")
    list_filter = ("active",)
    search_fields = ("name", "prefix")
    fields = ("name", "prefix", "rate", "active", "created")
    readonly_fields = ("name", "prefix", "created")
    actions = ["disable_selected", "enable_selected"]

    def has_add_permission(self, request) -> bool:
        return False  # a key is made on the command line, where it can be shown once

    def save_model(self, request, obj, form, change) -> None:
        api_key_update(
            api_key=obj, rate=form.cleaned_data["rate"], active=form.cleaned_data["active"]
        )

    @admin.action(description="Disable selected API keys")
    def disable_selected(self, request, queryset) -> None:
        self._set_active(request, queryset, active=False)

    @admin.action(description="Enable selected API keys")
    def enable_selected(self, request, queryset) -> None:
        self._set_active(request, queryset, active=True)

    def _set_active(self, request, queryset, *, active: bool) -> None:
        for api_key in queryset:
            api_key_update(api_key=api_key, active=active)
        state = "enabled" if active else "disabled"
        self.message_user(request, f"{queryset.count()} API key(s) {state}.", messages.SUCCESS)
