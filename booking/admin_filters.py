"""Admin changelists read only the query parameters their own links make, within bounds.

Django's changelist turns every unknown query parameter into a database lookup: `id=` followed by
thirty nines overflowed SQLite's integers, `id__range=` with one value, or `date__year=9999`
(whose "next year" does not exist) failed on the server. Every ModelAdmin (the project's and the
ones Django and DRF register, see BookingConfig.ready) takes this mixin, so a changelist reads:

- its own controls: search (q), ordering (o), page (p), all, and the popup and facet flags;
- the parameters of its list filters and of its date hierarchy, and nothing else;
- numbers as numbers a database column holds, dates from booking.bounds' range, a year, month
  and day of the date hierarchy that make a day.

Anything else answers 400 with a page that names each parameter and what is wrong with it.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, cast

from django.contrib.admin import FieldListFilter, ModelAdmin, SimpleListFilter
from django.contrib.admin.options import IS_FACETS_VAR, IS_POPUP_VAR, TO_FIELD_VAR
from django.contrib.admin.utils import get_fields_from_path
from django.contrib.admin.views.main import ALL_VAR, ERROR_FLAG, ORDER_VAR, PAGE_VAR, SEARCH_VAR
from django.db import models
from django.db.models.fields.related import RelatedField
from django.db.models.fields.reverse_related import ForeignObjectRel
from django.template.response import TemplateResponse
from django.urls import reverse

from booking.bounds import DATE_MAX, DATE_MIN, DATE_OUT_OF_RANGE

CONTROLS = frozenset(
    {
        ALL_VAR,
        ORDER_VAR,
        PAGE_VAR,
        SEARCH_VAR,
        ERROR_FLAG,
        IS_POPUP_VAR,
        TO_FIELD_VAR,
        IS_FACETS_VAR,
    }
)
INTEGER_MAX = 2**63 - 1  # the largest value a database integer column holds
DATE_PARTS = {"year": (DATE_MIN.year, DATE_MAX.year), "month": (1, 12), "day": (1, 31)}
BOOLEANS = frozenset({"0", "1", "true", "false", "True", "False"})

UNKNOWN = "{name}: this list has no such filter."
NOT_A_NUMBER = "{name}: {value!r} is not a whole number from {low} to {high}."
NOT_A_BOOLEAN = "{name}: use 1 or 0."
NO_SUCH_DAY = "{name}: {year}-{month}-{day} is no day."
SEARCH_TOO_LONG = "{name}: at most {limit} characters."
SEARCH_MAX_CHARS = 200


def _filter_params(model_admin, request) -> dict[str, models.Field | None]:
    """The query parameters the list filters and date hierarchy make, with the field each reads."""
    params: dict[str, models.Field | None] = {}
    model = model_admin.model
    for list_filter in model_admin.get_list_filter(request):
        if isinstance(list_filter, type) and not issubclass(list_filter, FieldListFilter):
            # Django's checks (admin.E113) let only ListFilters in: the ones not of a field are
            # SimpleListFilters, with values of their own.
            name = cast("type[SimpleListFilter]", list_filter).parameter_name
            if name is not None:  # without one, Django refuses the filter (ImproperlyConfigured)
                params[name] = None
            continue
        path = list_filter[0] if isinstance(list_filter, tuple | list) else list_filter
        if not isinstance(path, str):
            continue
        field = get_fields_from_path(model, path)[-1]
        if isinstance(field, RelatedField | ForeignObjectRel):
            # A relation is filtered by its target's key: "groups=3" is a number, checked so.
            target = field.target_field
            params[f"{path}__{target.name}__exact"] = target
            field = target
        params.update({path: field, f"{path}__exact": field, f"{path}__isnull": None})
        params.update({f"{path}__gte": field, f"{path}__lt": field})
    hierarchy = model_admin.date_hierarchy
    if hierarchy:
        params.update(dict.fromkeys(f"{hierarchy}__{part}" for part in DATE_PARTS))
    return params


def changelist_query_problems(model_admin, request) -> list[str]:
    """What is wrong with a changelist's query; [] when nothing is."""
    problems: list[str] = []
    known = _filter_params(model_admin, request)
    for name, values in request.GET.lists():
        for value in values:
            if name in CONTROLS:
                problems += _control_problems(name, value)
            elif name not in known:
                problems.append(UNKNOWN.format(name=name[:60]))
                break
            else:
                problems += _value_problems(name, value, known[name])
    return problems + _hierarchy_problems(model_admin, request)


def _control_problems(name: str, value: str) -> list[str]:
    if name == PAGE_VAR:
        return _integer_problems(name, value, 0)
    if name == SEARCH_VAR and len(value) > SEARCH_MAX_CHARS:
        return [SEARCH_TOO_LONG.format(name=name, limit=SEARCH_MAX_CHARS)]
    return []


def _integer_problems(name: str, value: str, low: int, high: int = INTEGER_MAX) -> list[str]:
    number = value.strip().removeprefix("-")
    if number.isascii() and number.isdigit() and len(number) <= 19 and low <= int(value) <= high:
        return []
    return [NOT_A_NUMBER.format(name=name, value=value[:20], low=low, high=high)]


def _value_problems(name: str, value: str, field: models.Field | None) -> list[str]:
    part = name.rsplit("__", 1)[-1]
    if part == "isnull":
        return [] if value in BOOLEANS else [NOT_A_BOOLEAN.format(name=name)]
    if part in DATE_PARTS and field is None:
        return _integer_problems(name, value, *DATE_PARTS[part])
    if isinstance(field, models.DateField):  # DateTimeField is one too
        try:
            day = dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return [f"{name}: {value[:20]!r} is no date (YYYY-MM-DD)."]
        return [] if DATE_MIN <= day <= DATE_MAX else [f"{name}: {DATE_OUT_OF_RANGE}"]
    if isinstance(field, models.BooleanField):
        return [] if value in BOOLEANS else [NOT_A_BOOLEAN.format(name=name)]
    if isinstance(field, models.IntegerField | models.AutoField):
        return _integer_problems(name, value, -INTEGER_MAX)
    return []


def _hierarchy_problems(model_admin, request) -> list[str]:
    """A year, month and day of the date hierarchy that, each in range, make no day (30 February)."""
    hierarchy = model_admin.date_hierarchy
    if not hierarchy:
        return []
    written = {part: request.GET.get(f"{hierarchy}__{part}") for part in DATE_PARTS}
    if any(
        _integer_problems("", value, *DATE_PARTS[part])
        for part, value in written.items()
        if value is not None
    ):
        return []  # already named, as no number in range
    year, month, day = (int(written[part] or 1) for part in DATE_PARTS)
    try:
        dt.date(year, month, day)
    except ValueError:
        return [NO_SUCH_DAY.format(name=f"{hierarchy}__day", year=year, month=month, day=day)]
    return []


# The mixin is only ever combined with a ModelAdmin (admin_site_bound): typed as one.
if TYPE_CHECKING:
    _ModelAdminBase = ModelAdmin[Any]
else:
    _ModelAdminBase = object


class BoundedQueryMixin(_ModelAdminBase):
    """Changelists answer 400 with a message for a query their own links never make."""

    def changelist_view(self, request, extra_context=None):
        problems = changelist_query_problems(self, request)
        if problems:
            opts = self.model._meta
            context = {
                **self.admin_site.each_context(request),
                "opts": opts,
                "problems": problems,
                "changelist_url": reverse(
                    f"{self.admin_site.name}:{opts.app_label}_{opts.model_name}_changelist"
                ),
            }
            return TemplateResponse(request, "booking/admin/bad_filter.html", context, status=400)
        return super().changelist_view(request, extra_context)


def admin_site_bound(site) -> None:
    """Gives every ModelAdmin registered on `site` the mixin (Django's and DRF's too)."""
    for model, model_admin in list(site._registry.items()):
        if isinstance(model_admin, BoundedQueryMixin):
            continue
        bounded = type(type(model_admin).__name__, (BoundedQueryMixin, type(model_admin)), {})
        site.unregister(model)
        site.register(model, bounded)


__all__ = ["BoundedQueryMixin", "admin_site_bound", "changelist_query_problems"]
