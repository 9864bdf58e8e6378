"""Alternative spellings and translations of room, feature and product names."""

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q

from booking.names import NAME_MAX_LENGTH, name_constraints, name_in_use, validate_canonical_name

from .catalog import Feature, Product, Room

ALIAS_NEEDS_ONE_TARGET = "An alias belongs to exactly one room, feature or product."
ALIAS_TAKEN = "The alias “{text}” is already used."
ALIAS_IS_A_NAME = "“{text}” is already the canonical name of a {kind}."

TARGET_FIELDS = ("room", "feature", "product")


def _exactly_one_target() -> Q:
    one_set = Q()
    for chosen in TARGET_FIELDS:
        condition = Q(**{f"{chosen}__isnull": False})
        for other in TARGET_FIELDS:
            if other != chosen:
                condition &= Q(**{f"{other}__isnull": True})
        one_set |= condition
    return one_set


class Alias(models.Model):
    """Another way a reply may name a canonical term, e.g. "Beamer" for "projector".

    Aliases are unique ignoring case across all kinds, so each one points at exactly one term.
    """

    class Language(models.TextChoices):
        EN = "en", "English"
        DE = "de", "German"
        FR = "fr", "French"
        IT = "it", "Italian"

    text = models.CharField(max_length=NAME_MAX_LENGTH, validators=[validate_canonical_name])
    lang = models.CharField(max_length=2, choices=Language.choices, blank=True)
    room = models.ForeignKey(
        Room, null=True, blank=True, on_delete=models.CASCADE, related_name="aliases"
    )
    feature = models.ForeignKey(
        Feature, null=True, blank=True, on_delete=models.CASCADE, related_name="aliases"
    )
    product = models.ForeignKey(
        Product, null=True, blank=True, on_delete=models.CASCADE, related_name="aliases"
    )

    class Meta:
        verbose_name_plural = "aliases"
        ordering = ["text"]
        constraints = [
            *name_constraints(prefix="alias", field="text"),
            models.CheckConstraint(
                condition=_exactly_one_target(),
                name="alias_exactly_one_target",
                violation_error_message=ALIAS_NEEDS_ONE_TARGET,
            ),
            models.CheckConstraint(
                condition=Q(lang__in=["", "en", "de", "fr", "it"]), name="alias_lang_known"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.text} → {self.target}"

    @property
    def target(self) -> Room | Feature | Product | None:
        return self.room or self.feature or self.product

    def clean(self) -> None:
        super().clean()
        # No target yet is normal in an admin inline on a room still being created: the inline
        # sets it on save. full_clean's check-constraint validation catches a missing target.
        targets = [field for field in TARGET_FIELDS if getattr(self, f"{field}_id") is not None]
        if len(targets) > 1:
            raise ValidationError(ALIAS_NEEDS_ONE_TARGET)
        if not self.text:
            return
        if name_in_use(Alias.objects.exclude(pk=self.pk), field="text", value=self.text):
            raise ValidationError({"text": ALIAS_TAKEN.format(text=self.text)}, code="unique")
        for model in (Room, Feature, Product):
            if name_in_use(model.objects.all(), field="name", value=self.text):
                raise ValidationError(
                    {"text": ALIAS_IS_A_NAME.format(text=self.text, kind=model.kind_label.lower())},
                    code="unique",
                )
