"""Rules for canonical names and aliases: what the verifier matches replies against.

A name must be exactly what a reply should say: no surrounding spaces, nothing that looks like a
placeholder marker, and unique ignoring case within its kind.
"""

from django.core.exceptions import ValidationError
from django.db.models import CheckConstraint, Q, UniqueConstraint
from django.db.models.functions import Lower

from safety.name_rules import name_problem

NAME_MAX_LENGTH = 200

NAME_EMPTY = "Must not be empty."
NAME_SURROUNDING_SPACE = "Must not start or end with spaces."
NAME_MARKER_SYNTAX = "Must not contain marker syntax ({{ or }})."
NAME_BRACES = "Must not contain braces ({ or }): replies mark names with them."
NAME_TAKEN = "{kind} “{name}” already exists (names are compared ignoring case)."


def validate_canonical_name(value: str) -> None:
    if not value:
        raise ValidationError(NAME_EMPTY, code="empty")
    if value != value.strip():
        raise ValidationError(NAME_SURROUNDING_SPACE, code="surrounding_space")
    if "{{" in value or "}}" in value:
        raise ValidationError(NAME_MARKER_SYNTAX, code="marker_syntax")
    if "{" in value or "}" in value:
        raise ValidationError(NAME_BRACES, code="braces")
    problem = name_problem(value)
    if problem is not None:
        raise ValidationError(f"{problem[0].upper()}{problem[1:]}.", code="unreadable")


def name_constraints(*, prefix: str, field: str = "name") -> list:
    """The database half of the name rules (the model's clean gives the friendlier message)."""
    clean_name = (
        ~Q(**{field: ""})
        & ~Q(**{f"{field}__startswith": " "})
        & ~Q(**{f"{field}__endswith": " "})
        & ~Q(**{f"{field}__contains": "{{"})
        & ~Q(**{f"{field}__contains": "}}"})
    )
    return [
        UniqueConstraint(Lower(field), name=f"{prefix}_{field}_unique_ignoring_case"),
        CheckConstraint(
            condition=clean_name,
            name=f"{prefix}_{field}_clean",
            violation_error_message=f"{NAME_SURROUNDING_SPACE} {NAME_MARKER_SYNTAX}",
        ),
    ]


def same_name(first: str, second: str) -> bool:
    return first.casefold() == second.casefold()


def name_in_use(queryset, *, field: str, value: str) -> bool:
    """Whether any row of queryset has this name ignoring case.

    Compared in Python with casefold because SQLite's LOWER() only folds ASCII letters, so the
    database lookup alone would let "APÉRO" and "apéro" both in. Catalogs hold dozens of rows.
    """
    return any(same_name(value, other) for other in queryset.values_list(field, flat=True))
