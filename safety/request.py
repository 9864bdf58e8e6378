"""The body of a verify request, as every caller sends it: its schema, its limits and checks.

    {"facts": HardFacts, "text": "<draft>", "locale": "en" | "de" | "fr" | "it" | "de-CH",
     "catalog": {"rooms": [{"name", "aliases"}], "terms": [{"name", "kind", "aliases"}],
                 "venue": {"name", "other_names", "address", "phone", "email", "website", "iban"}},
     "claims": ["discount", "free", ...], "source": "<the draft or prompt the LLM was given>",
     "now": "2026-08-06T09:30:00+02:00", "time_zone": "Europe/Zurich",
     "format": "text" | "markdown" | "html"}

Every list is bounded before any of it is read; safety.verification answers the request.
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from safety.claims import ClaimKind
from safety.facts import MAX_NAME_LENGTH, HardFacts, TermKind, holds_hard_facts
from safety.lang.detection import normalize_locale
from safety.name_rules import name_problem
from safety.recognizers.relative_dates import is_time_zone, reference_day
from safety.venue import VenueCatalog, VenueDetails
from safety.width import TextFormat

DEFAULT_MAX_TEXT_CHARS = 20_000
MAX_CATALOG_NAMES = 500
MAX_ALIASES = 50
# Aliases of all the catalog's names together: the work of reading a catalog grows with them.
MAX_CATALOG_ALIASES = 5_000
# The years `now` may fall in: the calendar's ends are no moment a reply is read at.
NOW_YEARS = (1900, 2099)

# The claims verify looks for unless the request names others: statements no fact can carry and
# a faithful paraphrase never makes. Confirmations, deposits, fees, deadlines, percentages and
# availability are legitimate in many replies, so a caller asks for them by name.
DEFAULT_CLAIM_KINDS: tuple[ClaimKind, ...] = (
    "discount",
    "free",
    "code",
    "disguise",
    "venue",
    "instructions",
    "url",
    "email",
    "phone",
    "iban",
    "credentials",
)


def _name(value: str) -> str:
    if value != value.strip() or not value:
        raise ValueError("must not be empty nor start or end with spaces")
    if "{{" in value or "}}" in value:
        raise ValueError("must not contain marker syntax ({{ or }})")
    problem = name_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value


class CatalogRoomIn(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(max_length=MAX_NAME_LENGTH)
    aliases: list[str] = Field(default_factory=list, max_length=MAX_ALIASES)

    _valid_name = field_validator("name")(classmethod(lambda cls, v: _name(v)))

    @field_validator("aliases")
    @classmethod
    def _valid_aliases(cls, values: list[str]) -> list[str]:
        for value in values:
            _name(value)
            if len(value) > MAX_NAME_LENGTH:
                raise ValueError(f"an alias is longer than {MAX_NAME_LENGTH} characters")
        return values


class CatalogTermIn(CatalogRoomIn):
    kind: TermKind


class CatalogVenueIn(BaseModel):
    """The venue itself: what a reply may say of it without a fact (all optional)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(default="", max_length=MAX_NAME_LENGTH)
    other_names: list[str] = Field(default_factory=list, max_length=MAX_ALIASES)
    address: str = Field(default="", max_length=500)
    phone: str = Field(default="", max_length=64)
    email: str = Field(default="", max_length=254)
    website: str = Field(default="", max_length=500)
    iban: str = Field(default="", max_length=64)

    @field_validator("other_names")
    @classmethod
    def _valid_other_names(cls, values: list[str]) -> list[str]:
        for value in values:
            _name(value)
            if len(value) > MAX_NAME_LENGTH:
                raise ValueError(f"a name is longer than {MAX_NAME_LENGTH} characters")
        return values

    def details(self) -> VenueDetails:
        return VenueDetails(
            name=self.name.strip(),
            other_names=tuple(self.other_names),
            address=self.address.strip(),
            phone=self.phone.strip(),
            email=self.email.strip(),
            website=self.website.strip(),
            iban=self.iban.strip(),
        )


class CatalogIn(BaseModel):
    """A venue's names, sent by a caller whose venue this instance does not hold."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rooms: list[CatalogRoomIn] = Field(default_factory=list, max_length=MAX_CATALOG_NAMES)
    terms: list[CatalogTermIn] = Field(default_factory=list, max_length=MAX_CATALOG_NAMES)
    venue: CatalogVenueIn | None = None

    @model_validator(mode="before")
    @classmethod
    def _aliases_in_all(cls, raw: object) -> object:
        """Counted before any name is read: a catalog over the cap costs no more than its size."""
        if not isinstance(raw, dict):
            return raw
        entries = [
            entry
            for key in ("rooms", "terms")
            if isinstance(raw.get(key), list)
            for entry in raw[key]
        ]
        total = sum(
            len(entry["aliases"])
            for entry in entries
            if isinstance(entry, dict) and isinstance(entry.get("aliases"), list)
        )
        if total > MAX_CATALOG_ALIASES:
            raise ValueError(
                f"a catalog holds at most {MAX_CATALOG_ALIASES} aliases in all, not {total}"
            )
        return raw

    def venue_catalog(self) -> VenueCatalog:
        aliases: dict[str, tuple[str, ...]] = {}
        for entry in (*self.rooms, *self.terms):
            if entry.aliases:
                aliases[entry.name] = (*aliases.get(entry.name, ()), *entry.aliases)
        return VenueCatalog(
            rooms=tuple(dict.fromkeys(room.name for room in self.rooms)),
            aliases=aliases,
            terms=tuple(dict.fromkeys((term.name, term.kind) for term in self.terms)),
            venue=None if self.venue is None else self.venue.details(),
        )


@holds_hard_facts
class VerifyRequest(BaseModel):
    """The body of POST /api/v1/verify: facts, text, and optionally locale, catalog, claims."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    facts: HardFacts
    text: str
    locale: str | None = Field(default=None, max_length=35)
    catalog: CatalogIn | None = Field(
        default=None,
        description="The venue's rooms and terms; without it, the catalog this instance holds.",
    )
    claims: list[ClaimKind] | None = Field(
        default=None,
        description=(
            "The kinds of claim to find and cut when the facts do not carry them; "
            f"default {list(DEFAULT_CLAIM_KINDS)}, [] for none."
        ),
    )
    source: str | None = Field(
        default=None,
        description=(
            "The draft or prompt the LLM was given: a claim it makes is legitimate, "
            "one only in the text is invented."
        ),
    )

    now: dt.datetime | None = Field(
        default=None,
        description=(
            "When the text is read, as an ISO date-time with a UTC offset "
            "(2026-08-06T09:30:00+02:00): relative dates (tomorrow, next Friday, in any of "
            "the languages) are checked as the dates they are then."
        ),
    )
    time_zone: str | None = Field(
        default=None,
        max_length=64,
        description="An IANA time zone (Europe/Zurich) that decides the day of `now` (the current moment without `now`).",
    )

    format: TextFormat | None = Field(
        default=None,
        description=(
            "How the reply will be shown: text (character references and markup as written), "
            "markdown or html (rendered: references decoded, comments and hidden elements, and "
            "markdown's link definitions, unseen). Without it, detected: html for a character "
            "reference, tag or comment, markdown for list items, headings, quotes, table rows, "
            "link definitions, strong emphasis or links, else text; the response says which."
        ),
    )

    @field_validator("now", mode="before")
    @classmethod
    def _written_out(cls, raw: object) -> object:
        if raw is not None and not isinstance(raw, str | dt.datetime):
            raise ValueError("now must be an ISO date-time string, e.g. 2026-08-06T09:30:00+02:00")
        return raw

    @field_validator("now")
    @classmethod
    def _aware(cls, value: dt.datetime | None) -> dt.datetime | None:
        if value is None:
            return value
        if value.utcoffset() is None:
            raise ValueError("now must carry a UTC offset, e.g. 2026-08-06T09:30:00+02:00")
        if not NOW_YEARS[0] <= value.year <= NOW_YEARS[1]:
            # Near the calendar's ends a time zone moves the day past year 1 or 9999.
            raise ValueError(
                f"now must be a moment from {NOW_YEARS[0]} to {NOW_YEARS[1]}, "
                "e.g. 2026-08-06T09:30:00+02:00"
            )
        return value

    @field_validator("time_zone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is not None and not is_time_zone(value):
            raise ValueError("time_zone must be an IANA time zone such as Europe/Zurich")
        return value

    def reference_day(self) -> dt.date | None:
        """The day relative dates are read from; None when the request names no time."""
        if self.now is None and self.time_zone is None:
            return None
        return reference_day(self.now, self.time_zone)

    @field_validator("locale")
    @classmethod
    def _supported_locale(cls, value: str | None) -> str | None:
        if value is not None and normalize_locale(value) is None:
            raise ValueError("locale must be en, de, fr or it, or a tag such as de-CH")
        return value

    @field_validator("text", "source")
    @classmethod
    def _no_nul(cls, value: str | None) -> str | None:
        if value is not None and "\x00" in value:
            raise ValueError("must not contain NUL characters")
        return value


__all__ = [
    "DEFAULT_CLAIM_KINDS",
    "DEFAULT_MAX_TEXT_CHARS",
    "MAX_ALIASES",
    "MAX_CATALOG_ALIASES",
    "MAX_CATALOG_NAMES",
    "CatalogIn",
    "CatalogRoomIn",
    "CatalogTermIn",
    "CatalogVenueIn",
    "VerifyRequest",
]
