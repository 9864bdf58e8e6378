"""Admin: staff edit canonical names, aliases, rates and prices, and manage events.

Every write goes through a booking service: the forms validate, `WritesThroughServices` hands
the result to the model's save, delete and inline-rows services.
"""

from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.http import urlencode

from booking import (
    admin_api_keys,  # noqa: F401  registers the API keys' admin
    admin_venue,  # noqa: F401  registers the venue's admin
)
from booking.admin_filters import BoundedQueryMixin
from booking.errors import CAPACITY_EXCEEDED, ApplicationError, BookingConflict
from booking.models import Alias, Client, Event, EventProduct, Feature, Product, Room, RoomRate
from booking.selectors.catalog import aliases_missing, aliases_repeated, names_confusable_with
from booking.selectors.inspector import wishes_read
from booking.services.catalog import (
    catalog_details_save,
    feature_delete,
    feature_save,
    product_delete,
    product_save,
    room_delete,
    room_save,
)
from booking.services.clients import client_delete, client_save
from booking.services.events import (
    event_cancel,
    event_confirm,
    event_delete,
    event_products_save,
    event_save,
    event_seen,
)
from booking.services.slots import room_lock, slot_ensure_free
from booking.slot import Slot

NAME_FIELDS = ("name", "text")
LANGUAGE_NAMES = dict(Alias.Language.choices)


# The mixins below are only combined with admin classes: typed as such (at run time, object).
if TYPE_CHECKING:
    from django.contrib.admin.options import BaseModelAdmin

    _AdminBase = BaseModelAdmin[Any]
    _ModelAdminBase = admin.ModelAdmin[Any]
else:
    _AdminBase = _ModelAdminBase = object


class ExactNamesMixin(_AdminBase):
    """Names are validated as typed: surrounding spaces are an error, not silently trimmed."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        field = super().formfield_for_dbfield(db_field, request, **kwargs)
        if db_field.name in NAME_FIELDS and isinstance(field, forms.CharField):
            field.strip = False
        return field


CONFUSABLE = (
    "“{text}” may be read as {others}: the same words, a translation or a near spelling. Replies "
    "stay verified, but clients may mix them up; consider another name."
)


class WritesThroughServices:
    """Saves and deletes through services instead of on the models: `save_service(form)` stores
    the form's object with its many-to-many fields, `delete_service(obj)` deletes one, and
    `rows_service(saved=, deleted=)` stores an inline's rows."""

    def save_service(self, form) -> None:
        raise NotImplementedError

    def delete_service(self, obj) -> None:
        raise NotImplementedError

    def rows_service(self, *, saved, deleted) -> None:
        raise NotImplementedError

    def save_model(self, request, obj, form, change) -> None:
        self.save_service(form)

    def delete_model(self, request, obj) -> None:
        self.delete_service(obj)

    def delete_queryset(self, request, queryset) -> None:
        for obj in queryset:
            self.delete_service(obj)

    def save_related(self, request, form, formsets, change) -> None:
        # The form's many-to-many fields were stored by save_service.
        for formset in formsets:
            self.save_formset(request, form, formset, change=change)

    def save_formset(self, request, form, formset, change) -> None:
        saved = formset.save(commit=False)
        self.rows_service(saved=saved, deleted=formset.deleted_objects)


class CatalogWrites(WritesThroughServices):
    def rows_service(self, *, saved, deleted) -> None:
        catalog_details_save(saved=saved, deleted=deleted)


class ConfusableNamesWarning(_ModelAdminBase):
    """After a save, warns when the name or an alias is confusable with another catalog name."""

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        instance = form.instance
        for text in (instance.name, *instance.aliases.values_list("text", flat=True)):
            others = names_confusable_with(text, own=instance.name)
            if others:
                names = ", ".join(f"“{other}”" for other in others)
                self.message_user(
                    request, CONFUSABLE.format(text=text, others=names), messages.WARNING
                )


ALIASES_MISSING = (
    "“{name}” has no alias in {langs}: replies in those languages show the name as it is. Add "
    "one alias per language (the name itself counts for one language)."
)
ALIASES_SEVERAL = (
    "“{name}” has several aliases in {lang}: replies show the first entered, “{first}”."
)
CATEGORY_MISSING = (
    "“{name}” has no category: clients' wishes in their own words (“a mic”, “an apéro”) do not "
    "reach it, only its name and aliases do."
)


class LanguageAliasesWarning(_ModelAdminBase):
    """After a save, flags the languages a name has no alias in (booking.selectors.catalog
    .aliases_missing), several aliases in one language, and a missing wish category."""

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        instance = form.instance
        missing = aliases_missing(instance)
        if missing:
            langs = ", ".join(LANGUAGE_NAMES[lang] for lang in missing)
            self.message_user(
                request, ALIASES_MISSING.format(name=instance.name, langs=langs), messages.WARNING
            )
        for lang, first in aliases_repeated(instance):
            self.message_user(
                request,
                ALIASES_SEVERAL.format(name=instance.name, lang=LANGUAGE_NAMES[lang], first=first),
                messages.WARNING,
            )
        if hasattr(instance, "category") and not instance.category:
            self.message_user(
                request, CATEGORY_MISSING.format(name=instance.name), messages.WARNING
            )

    @admin.display(description="aliases missing")
    def aliases_missing_display(self, obj) -> str:
        return ", ".join(aliases_missing(obj)) or "—"


class AliasInline(ExactNamesMixin, admin.TabularInline):
    model = Alias
    extra = 1
    fields = ("text", "lang")


class RoomAliasInline(AliasInline):
    fk_name = "room"


class FeatureAliasInline(AliasInline):
    fk_name = "feature"


class ProductAliasInline(AliasInline):
    fk_name = "product"


class RoomRateInline(admin.TabularInline):
    model = RoomRate
    extra = 0
    fields = ("kind", "price", "covers_from", "covers_until", "max_hours")


@admin.register(Feature)
class FeatureAdmin(
    LanguageAliasesWarning,
    ConfusableNamesWarning,
    CatalogWrites,
    ExactNamesMixin,
    BoundedQueryMixin,
    admin.ModelAdmin,
):
    list_display = ("name", "category", "description", "aliases_missing_display")
    list_filter = ("category",)
    search_fields = ("name", "aliases__text")
    inlines = [FeatureAliasInline]

    def save_service(self, form) -> None:
        feature_save(feature=form.instance)

    def delete_service(self, obj) -> None:
        feature_delete(feature=obj)


@admin.register(Room)
class RoomAdmin(
    LanguageAliasesWarning,
    ConfusableNamesWarning,
    CatalogWrites,
    ExactNamesMixin,
    BoundedQueryMixin,
    admin.ModelAdmin,
):
    list_display = ("name", "capacity_min", "capacity_max", "aliases_missing_display")
    search_fields = ("name", "aliases__text")
    filter_horizontal = ("features",)
    inlines = [RoomRateInline, RoomAliasInline]

    def save_service(self, form) -> None:
        room_save(room=form.instance, features=form.cleaned_data.get("features"))

    def delete_service(self, obj) -> None:
        room_delete(room=obj)


@admin.register(Product)
class ProductAdmin(
    LanguageAliasesWarning,
    ConfusableNamesWarning,
    CatalogWrites,
    ExactNamesMixin,
    BoundedQueryMixin,
    admin.ModelAdmin,
):
    list_display = ("name", "category", "price", "pricing", "aliases_missing_display")
    list_filter = ("category", "pricing")
    search_fields = ("name", "aliases__text")
    inlines = [ProductAliasInline]

    def save_service(self, form) -> None:
        product_save(product=form.instance)

    def delete_service(self, obj) -> None:
        product_delete(product=obj)


@admin.register(Client)
class ClientAdmin(WritesThroughServices, BoundedQueryMixin, admin.ModelAdmin):
    list_display = ("name", "company", "email", "from_chat")
    list_filter = ("from_chat",)
    search_fields = ("name", "company", "email")

    def save_service(self, form) -> None:
        client_save(client=form.instance)

    def delete_service(self, obj) -> None:
        client_delete(client=obj)


class EventAdminForm(forms.ModelForm):
    class Meta:
        model = Event
        fields = "__all__"

    def clean(self):
        super().clean()
        cleaned = self.cleaned_data  # what ModelForm.clean returns
        room = cleaned.get("room")
        participants = cleaned.get("participants")
        if room and participants and not room.fits(participants):
            self.add_error(
                "participants",
                CAPACITY_EXCEEDED.format(
                    room=room.name, minimum=room.capacity_min, maximum=room.capacity_max
                ),
            )
        self._check_slot(cleaned)
        return cleaned

    def _check_slot(self, cleaned) -> None:
        fields = ("room", "date", "start_time", "end_time", "status")
        if any(cleaned.get(field) is None for field in fields):
            return
        if cleaned["status"] not in Event.HOLDING_STATUSES:
            return
        if cleaned["end_time"] <= cleaned["start_time"]:
            return
        # The admin saves inside a transaction, so the lock holds until this event is stored.
        room = room_lock(room=cleaned["room"])
        try:
            slot = Slot(
                room=room,
                date=cleaned["date"],
                start_time=cleaned["start_time"],
                end_time=cleaned["end_time"],
            )
            slot_ensure_free(slot=slot, exclude_event_id=self.instance.pk)
        except BookingConflict as exc:
            raise ValidationError(exc.message) from exc


class EventProductInline(admin.TabularInline):
    model = EventProduct
    extra = 0
    verbose_name = "product"


def _apply_to_selected(modeladmin, request, queryset, service, done: str) -> None:
    changed = 0
    for event in queryset:
        try:
            service(event=event)
        except ApplicationError as exc:
            modeladmin.message_user(request, f"{event}: {exc.message}", messages.ERROR)
        else:
            changed += 1
    if changed:
        modeladmin.message_user(request, f"{changed} event(s) {done}.", messages.SUCCESS)


class NewFromChatFilter(admin.SimpleListFilter):
    title = "from the chat"
    parameter_name = "from_chat"

    def lookups(self, request, model_admin):
        return [("new", "new, not yet seen"), ("all", "all from the chat")]

    def queryset(self, request, queryset):
        if self.value() == "new":
            return queryset.filter(conversation__isnull=False, seen_by_staff=False)
        if self.value() == "all":
            return queryset.filter(conversation__isnull=False)
        return queryset


@admin.register(Event)
class EventAdmin(WritesThroughServices, BoundedQueryMixin, admin.ModelAdmin):
    form = EventAdminForm
    list_display = (
        "date",
        "start_time",
        "end_time",
        "room",
        "client",
        "participants",
        "status",
        "option_until",
        "new_from_chat",
    )
    list_filter = (NewFromChatFilter, "status", "date", "room")
    readonly_fields = ("conversation_link", "wishes_display", "client_message")
    date_hierarchy = "date"
    search_fields = ("client__name", "client__company", "client__email", "notes")
    list_select_related = ("room", "client")
    autocomplete_fields = ("client",)
    inlines = [EventProductInline]
    actions = ["confirm_selected", "cancel_selected", "mark_seen"]
    exclude = ("conversation", "wishes", "seen_by_staff")

    @admin.display(description="new from the chat", boolean=True)
    def new_from_chat(self, obj: Event) -> bool:
        return obj.conversation_id is not None and not obj.seen_by_staff

    @admin.display(description="conversation")
    def conversation_link(self, obj: Event) -> str:
        if obj.conversation_id is None:
            return "—"
        url = reverse("inspector") + "?" + urlencode({"conversation": str(obj.conversation_id)})
        return format_html('<a href="{}">Open the conversation in the inspector</a>', url)

    @admin.display(description="wishes")
    def wishes_display(self, obj: Event) -> str:
        read = wishes_read({"wishes": obj.wishes or []})
        if not read:
            return "—"
        return format_html_join("", "<div>{}</div>", ((line,) for line in read))

    def change_view(self, request, object_id, form_url="", extra_context=None):
        # Opening a hold from the chat is seeing it: it is no longer flagged as new.
        event = self.get_object(request, object_id)
        if event is not None and not event.seen_by_staff and self.has_view_permission(request):
            event_seen(event=event)
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.action(description="Mark selected events as seen")
    def mark_seen(self, request, queryset):
        _apply_to_selected(self, request, queryset, event_seen, "marked as seen")

    def save_service(self, form) -> None:
        event_save(event=form.instance)

    def delete_service(self, obj) -> None:
        event_delete(event=obj)

    def rows_service(self, *, saved, deleted) -> None:
        event_products_save(saved=saved, deleted=deleted)

    @admin.action(description="Confirm selected events")
    def confirm_selected(self, request, queryset):
        _apply_to_selected(self, request, queryset, event_confirm, "confirmed")

    @admin.action(description="Cancel selected events")
    def cancel_selected(self, request, queryset):
        _apply_to_selected(self, request, queryset, event_cancel, "cancelled")


from booking import admin_replies  # noqa: E402, F401  registers the audit trail's admin
