"""The verification report: what is wrong with a text, and what the corrector will do about it.

Issue taxonomy::

    Issue
    ├── missing   a required fact is absent                          → insert it
    ├── wrong     a value differs from the fact it stands for        → replace it in place
    │   ├── value        "19:00" for 18:00, "CHF 1'250.00" for 1520.00
    │   ├── weekday      "Sunday, 8 August 2026" (a Saturday)
    │   ├── binding      a price written next to another room than its own
    │   ├── currency     "EUR 1,250.00" for CHF 1250.00: another currency never confirms a fact
    │   ├── altered      a name translated or misspelled ("Blaue Lounge")
    │   ├── qualifier    a right value whose qualifier changes its meaning ("CHF 1250.00 per
    │   │                hour" for a total, "twice", "the day after", "18:00 UTC")
    │   └── disguised    a value in styled or foreign digits or with invisible characters
    │                    ("CHF 𝟗𝟎𝟎.00", "18\u200b:00"), or a bidi control (type "claim")
    └── invented  a value no fact stands for, or a room not in the facts → remove it
        └── claim        a statement the draft never makes: a discount, a deposit, "confirmed"

Caveats are what the report says without acting on it: the text stays as written and `ok` is
what the issues alone make it::

    Caveat
    ├── unconfirmed  a fact's rendering stands in a role the reader did not confirm: present,
    │                so nothing is inserted, but not read with certainty
    └── unverified   a statement (a claim, a contact channel) that nothing the report was given
                     confirms or refutes: left in the text for a person to judge
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, TypeAlias, get_args

from safety.facts import FactType
from safety.lang import Lang

IssueKind = Literal["missing", "wrong", "invented"]
ISSUE_KINDS: tuple[IssueKind, ...] = get_args(IssueKind)
# A claim is a statement no fact stands for (a discount, a deposit, a confirmation): safety.claims.
IssueType: TypeAlias = FactType | Literal["claim"]
Reason = Literal[
    "value",
    "weekday",
    "binding",
    "altered",
    "absent",
    "extra",
    "currency",
    "disguised",
    "qualifier",
]
Action = Literal["replace", "remove", "insert"]
CaveatKind = Literal["unconfirmed", "unverified"]
CAVEAT_KINDS: tuple[CaveatKind, ...] = get_args(CaveatKind)

_ACTIONS: dict[IssueKind, Action] = {"missing": "insert", "wrong": "replace", "invented": "remove"}


@dataclass(frozen=True, slots=True)
class Issue:
    kind: IssueKind
    type: IssueType
    found: str | None  # the text as written in the draft; None for a missing fact
    expected: str | None  # the canonical value; None for an invented one
    span: tuple[int, int] | None = None  # where `found` stands in the draft
    replacement: str | None = None  # for wrong: the text that goes in its place
    reason: Reason = "value"

    @property
    def action(self) -> Action:
        return _ACTIONS[self.kind]

    def as_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "type": self.type,
            "found": self.found,
            "expected": self.expected,
            "action": self.action,
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class Caveat:
    """A warning the report carries without acting on it: the text is left as written."""

    kind: CaveatKind
    type: IssueType
    found: str | None  # the text as written; None when nothing stands for it
    expected: str | None = None  # the fact's canonical value, when the caveat is about a fact
    span: tuple[int, int] | None = None  # where `found` stands in the text
    reason: str = ""  # why it is not an issue: the role not confirmed, the source missing, …

    def as_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "type": self.type,
            "found": self.found,
            "expected": self.expected,
            "span": list(self.span) if self.span else None,
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class Report:
    issues: tuple[Issue, ...] = ()
    # Spans of fact mentions that are right (or are being replaced); removals must not touch them.
    kept_spans: tuple[tuple[int, int], ...] = field(default=(), repr=False)
    lang: Lang = "en"
    # Of the kept spans, those of names (rooms, products, features): a sentence that holds only
    # names besides an invented one says nothing else a cut must keep.
    kept_names: tuple[tuple[int, int], ...] = field(default=(), repr=False)
    # What the report says without acting on it; `ok` does not depend on these.
    caveats: tuple[Caveat, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.issues

    def with_issues(self, issues: Sequence[Issue]) -> Report:
        """This report with `issues` after its own, what it keeps unchanged."""
        return dataclasses.replace(self, issues=self.issues + tuple(issues))

    def by_kind(self, kind: IssueKind) -> list[Issue]:
        return [issue for issue in self.issues if issue.kind == kind]
