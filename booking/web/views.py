"""The chat page for clients and the verification inspector for staff."""

from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth.decorators import permission_required
from django.http import HttpResponse, StreamingHttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_http_methods

from booking.errors import ApplicationError, PayloadTooLarge
from booking.selectors.inspector import (
    correction_segments,
    daily_counts,
    export_rows,
    replies_page,
)
from booking.services.verification import NON_FIELD_ERRORS, verify_text
from booking.web.charts import TYPE_COLOURS, issues_chart, replies_chart
from booking.web.export import csv_lines
from booking.web.forms import InspectorFilterForm, TryVerifyForm
from booking.web.labels import CHAT_LABELS, LANGUAGES, language_chosen
from core.settings import factlock_settings
from safety.patterns import TextTooComplex

CHART_DAYS = 14
PAGE_SIZE = 30
TEXT_TOO_LONG = "The draft is longer than {limit} characters."
TEXT_TOO_COMPLEX = "The draft could not be checked in time."


@require_GET
@ensure_csrf_cookie
def chat_page(request):
    lang = language_chosen(request.GET.get("lang"), request.headers.get("Accept-Language", ""))
    context = {
        "lang": lang,
        "labels": CHAT_LABELS[lang],
        "languages": LANGUAGES,
        "max_message_chars": factlock_settings().chat_max_message_chars,
    }
    return render(request, "booking/web/chat.html", context)


def _inspector(view):
    """The inspector shows clients' messages: staff sign in through the admin, and need the
    permission to view replies (403 without it)."""
    return staff_member_required(
        permission_required("booking.view_reply", raise_exception=True)(view)
    )


@require_GET
@_inspector
def inspector_page(request):
    form = InspectorFilterForm(request.GET or None)
    # Filters that cannot be read (a day out of range, an unknown language) are shown on the
    # form with the newest replies, and answered with 400.
    invalid = form.is_bound and not form.is_valid()
    filters = form.filters()
    days = daily_counts(days=CHART_DAYS, last_day=filters.day, lang=filters.lang)
    page = replies_page(filters, size=PAGE_SIZE)
    context = {
        "form": form,
        "inspections": page.inspections,
        "older_url": _older_url(request, page.older_than),
        "paged": filters.before is not None,
        "newest_url": _newest_url(request),
        "days": days,
        "replies_chart": replies_chart(days),
        "issues_chart": issues_chart(days),
        "type_colours": TYPE_COLOURS,
        "try_form": TryVerifyForm(),
        "export_url": _export_url(request),
    }
    return render(request, "booking/web/inspector.html", context, status=400 if invalid else 200)


@require_GET
@_inspector
def inspector_export(request):
    """Every reply that matches the inspector's filters as CSV, streamed; filters that cannot be
    read answer 400 with the fields' messages, as the page does."""
    form = InspectorFilterForm(request.GET or None)
    if form.is_bound and not form.is_valid():
        lines = [
            f"{field}: {' '.join(str(error) for error in errors)}"
            for field, errors in form.errors.items()
        ]
        return HttpResponse(
            "\n".join(lines) + "\n", status=400, content_type="text/plain; charset=utf-8"
        )
    response = StreamingHttpResponse(
        csv_lines(export_rows(form.filters())), content_type="text/csv; charset=utf-8"
    )
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
    response["Content-Disposition"] = f'attachment; filename="factlock-replies-{stamp}.csv"'
    return response


@require_http_methods(["GET", "POST"])
@_inspector
def inspector_try(request):
    form = TryVerifyForm(request.POST or None)
    result = try_verify(form) if form.is_bound and form.is_valid() else None
    status = 400 if form.is_bound and form.errors else 200
    context = {"try_form": form, "result": result}
    return render(request, "booking/web/inspector_try.html", context, status=status)


def _older_url(request, older_than: int | None) -> str | None:
    """The link to the next page of older replies, with the same filters; None on the last."""
    if older_than is None:
        return None
    query = request.GET.copy()
    query["before"] = str(older_than)
    return f"?{query.urlencode()}"


def _export_url(request) -> str:
    """The CSV export of the replies the filters select, on every page."""
    query = request.GET.copy()
    query.pop("before", None)
    url = reverse("inspector-export")
    return f"{url}?{query.urlencode()}" if query else url


def _newest_url(request) -> str:
    query = request.GET.copy()
    query.pop("before", None)
    return f"?{query.urlencode()}" if query else "?"


def try_verify(form: TryVerifyForm) -> dict | None:
    """The verify API's answer for the form (booking.services.verification.verify_text), with
    the corrections as segments; None on errors, which are added to the form."""
    data = form.cleaned_data
    try:
        body = verify_text(
            data={"facts": data["facts"], "text": data["text"], "locale": data["locale"]}
        )
    except PayloadTooLarge:
        limit = factlock_settings().verify_max_text_chars
        form.add_error("text", TEXT_TOO_LONG.format(limit=limit))
        return None
    except ApplicationError as error:
        for where, messages in error.extra.get("fields", {}).items():
            for message in messages:
                form.add_error(_form_field_of(where), _located_message(where, message))
        return None
    except TextTooComplex:
        form.add_error("text", TEXT_TOO_COMPLEX)
        return None
    return {**body, "segments": correction_segments(data["text"], body["text"], body["issues"])}


def _form_field_of(where: str) -> str:
    """The form field an error at a dotted path ("facts.dates.0.value") belongs to."""
    field = where.split(".", 1)[0]
    return field if field in ("text", "locale") else "facts"


def _located_message(where: str, message: str) -> str:
    return message if where == NON_FIELD_ERRORS else f"{where}: {message}"
