"""Admin for the audit trail: conversations and every stage of each reply, read-only."""

import json
from typing import TYPE_CHECKING, TypedDict

from django.contrib import admin
from django.contrib.admin.utils import flatten_fieldsets
from django.db.models import Count
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.text import Truncator

from booking.admin_filters import BoundedQueryMixin
from booking.models import Conversation, Message, Reply
from booking.services.audit import conversation_delete, reply_delete

if TYPE_CHECKING:
    from django_stubs_ext import WithAnnotations


class _Counts(TypedDict):
    """What ConversationAdmin's queryset adds to each conversation."""

    message_count: int
    reply_count: int


EMPTY = "—"


class AuditRecordAdminMixin:
    """Audit records are written by the services only: staff read them, superusers may delete."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser

    def delete_service(self, obj) -> None:
        raise NotImplementedError

    def delete_model(self, request, obj) -> None:
        self.delete_service(obj)

    def delete_queryset(self, request, queryset) -> None:
        for obj in queryset:
            self.delete_service(obj)


def pretty_json(value) -> str:
    if value in ({}, [], None):
        return EMPTY
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return format_html('<pre style="white-space: pre-wrap">{}</pre>', text)


def html_table(headers: tuple[str, ...], rows: list[tuple]) -> str:
    head = format_html_join("", "<th>{}</th>", ((header,) for header in headers))
    body = format_html_join("", "<tr>{}</tr>", ((html_cells(row),) for row in rows))
    return format_html("<table><thead><tr>{}</tr></thead><tbody>{}</tbody></table>", head, body)


def html_cells(row: tuple) -> str:
    return format_html_join("", "<td>{}</td>", ((cell,) for cell in row))


def issue_row(issue: dict) -> tuple[str, ...]:
    found = issue.get("found") or EMPTY
    expected = issue.get("expected") or EMPTY
    return (
        issue.get("kind", ""),
        issue.get("type", ""),
        f"{found} → {expected}",
        issue.get("action", ""),
        issue.get("reason", ""),
    )


def marker_rows(markers: dict) -> list[tuple]:
    """(class, count, names) per marker class of a MarkerReport.as_dict()."""
    counts = markers.get("counts", {})
    rows = []
    for marker_class, names in markers.items():
        if marker_class == "counts":
            continue
        if not isinstance(names, list):
            rows.append((marker_class, names, EMPTY))
            continue
        listed = ", ".join(str(name) for name in names) or EMPTY
        rows.append((marker_class, counts.get(marker_class, len(names)), listed))
    return rows


def reply_link(reply: Reply) -> str:
    url = reverse("admin:booking_reply_change", args=[reply.pk])
    return format_html('<a href="{}">{}</a>', url, reply)


def excerpt(text: str, words: int = 12) -> str:
    return Truncator(text).words(words) if text else EMPTY


@admin.register(Reply)
class ReplyAdmin(AuditRecordAdminMixin, BoundedQueryMixin, admin.ModelAdmin):
    def delete_service(self, obj) -> None:
        reply_delete(reply=obj)

    list_display = (
        "created_at",
        "category_label",
        "channel",
        "lang",
        "status",
        "ok",
        "corrected",
        "fallback",
        "retries",
        "client_message_excerpt",
    )
    list_filter = ("category", "lang", "fallback", "corrected", "ok", "channel", "status")
    date_hierarchy = "created_at"
    search_fields = ("client_message", "final_text", "=request_id", "=api_key")
    list_select_related = ("conversation",)
    fieldsets = (
        (
            None,
            {
                "fields": (
                    *("created_at", "conversation", "request_id", "channel", "api_key"),
                    *("status", "queued_at", "lang"),
                )
            },
        ),
        (
            "Outcome",
            {"fields": ("category_label", "ok", "corrected", "fallback", "retries", "error")},
        ),
        ("Client", {"fields": ("client_message", "booking_request_json", "facts_json")}),
        ("Draft", {"fields": ("plan_json", "draft")}),
        ("LLM", {"fields": ("model", "llm_request_json", "llm_response_json")}),
        ("Restoration", {"fields": ("restored", "markers_table")}),
        ("Verification", {"fields": ("issues_table",)}),
        ("Sent", {"fields": ("final_text", "timings_table")}),
    )
    readonly_fields = tuple(flatten_fieldsets(fieldsets))

    @admin.display(description="category", ordering="category")
    def category_label(self, reply: Reply) -> str:
        return reply.get_category_display()

    @admin.display(description="client message")
    def client_message_excerpt(self, reply: Reply) -> str:
        return excerpt(reply.client_message)

    @admin.display(description="booking request")
    def booking_request_json(self, reply: Reply) -> str:
        return pretty_json(reply.booking_request)

    @admin.display(description="facts")
    def facts_json(self, reply: Reply) -> str:
        return pretty_json(reply.facts)

    @admin.display(description="plan")
    def plan_json(self, reply: Reply) -> str:
        return pretty_json(reply.plan)

    @admin.display(description="LLM request")
    def llm_request_json(self, reply: Reply) -> str:
        return pretty_json(reply.llm_request)

    @admin.display(description="LLM response")
    def llm_response_json(self, reply: Reply) -> str:
        return pretty_json(reply.llm_response)

    @admin.display(description="markers")
    def markers_table(self, reply: Reply) -> str:
        if not reply.markers:
            return EMPTY
        return html_table(("class", "count", "names"), marker_rows(reply.markers))

    @admin.display(description="issues")
    def issues_table(self, reply: Reply) -> str:
        if not reply.issues:
            return "none"
        rows = [issue_row(issue) for issue in reply.issues]
        return html_table(("kind", "type", "found → expected", "action", "reason"), rows)

    @admin.display(description="timings (ms)")
    def timings_table(self, reply: Reply) -> str:
        if not reply.timings:
            return EMPTY
        return html_table(("stage", "ms"), list(reply.timings.items()))


class MessageInline(AuditRecordAdminMixin, admin.TabularInline):
    model = Message
    fields = ("created_at", "author", "text")
    readonly_fields = fields
    extra = 0


@admin.register(Conversation)
class ConversationAdmin(AuditRecordAdminMixin, BoundedQueryMixin, admin.ModelAdmin):
    def delete_service(self, obj) -> None:
        conversation_delete(conversation=obj)

    list_display = ("id", "locale", "message_count", "reply_count", "created_at", "updated_at")
    list_filter = ("locale",)
    date_hierarchy = "created_at"
    search_fields = ("messages__text",)
    fields = ("id", "locale", "created_at", "updated_at", "request_json", "reply_links")
    readonly_fields = fields
    inlines = [MessageInline]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(
                message_count=Count("messages", distinct=True),
                reply_count=Count("replies", distinct=True),
            )
        )

    @admin.display(description="messages", ordering="message_count")
    def message_count(self, conversation: "WithAnnotations[Conversation, _Counts]") -> int:
        return conversation.message_count

    @admin.display(description="replies", ordering="reply_count")
    def reply_count(self, conversation: "WithAnnotations[Conversation, _Counts]") -> int:
        return conversation.reply_count

    @admin.display(description="booking request")
    def request_json(self, conversation: Conversation) -> str:
        return pretty_json(conversation.request)

    @admin.display(description="replies")
    def reply_links(self, conversation: Conversation) -> str:
        replies = conversation.replies.order_by("created_at", "id")
        links = format_html_join("", "<li>{}</li>", ((reply_link(reply),) for reply in replies))
        return format_html("<ul>{}</ul>", links) if links else EMPTY
