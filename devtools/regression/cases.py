"""Regression cases: recorded LLM outputs for one reply plan, with the outcome written by hand.

One case per line of `fixtures/regression/*.jsonl`; the format is described in
fixtures/regression/README.md. The loader is strict: an unknown key, a misspelt fault or issue
kind, or a value of the wrong type is an error that names the file and line, never a case that
silently checks less than it says.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Set
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_args

from safety.facts import FactType
from safety.lang import LANGS, Lang
from safety.markers import MARKER_CLASSES, MarkerClass
from safety.report import IssueKind, Reason
from safety.venue import VenueCatalog
from verbalizer.plan import ReplyPlan
from verbalizer.plan_json import PlanFormatError, plan_from_json

VENUE_FILE = "venue.json"
_TAG = re.compile(r"[A-Z]{3,4}")

# What a case exercises; a case names one or more. The replay summary counts cases by fault.
FAULTS: Mapping[str, str] = {
    "clean": "a faithful rephrasing: reordered, friendlier, nothing wrong",
    "markdown": "rewritten with markdown bullets or bold labels",
    "wrong_date": "a date changed (day, month, year or written form)",
    "wrong_weekday": "a weekday that contradicts its date",
    "wrong_time": "a time changed",
    "wrong_amount": "an amount changed",
    "wrong_count": "a number of people changed",
    "wrong_binding": "a price written beside another room or product",
    "missing_fact": "a fact left out",
    "dropped_marker": "a marker left out",
    "mangled_marker": "a marker altered: spaces, brackets, case, split, tag dropped",
    "duplicated_marker": "a marker repeated beyond the draft",
    "foreign_marker": "a marker with another tag, an id never given out, or the example",
    "translated_name": "a name written out, translated or misspelt instead of its marker",
    "invented_room": "a room of the venue the reply does not offer",
    "invented_price": "a sentence with a price no fact stands for",
    "invented_date": "a sentence with a date or deadline no fact stands for",
    "invented_time": "a time no fact stands for",
    "invented_discount": "a discount no fact stands for",
    "invented_deposit": "a deposit no fact stands for",
    "wrong_feature": "a feature said of a room that lacks it, or of 'a room' when no offered room has it",
    "said_unavailable": "an offered room said to be unavailable, or a booking refused",
    "empty_output": "an empty or blank answer",
    "failed_call": "the LLM call failed",
    "timeout": "the LLM call ran out of time: no second call",
    "beyond_repair": "an answer too wrong to correct, so the LLM is asked again",
    "retry_recovers": "the second answer is good",
    "double_failure": "both answers are beyond repair: the draft is sent",
    "lost_block": "a whole list or quote of the draft left out",
    "lost_statement": "the price basis or the question to the client left out",
    "not_a_reply": "no reply from the venue: an echo, a refusal, placeholders, written as the client",
    "foreign_script": "text in another script or language than the reply's",
    "signed_as_client": "signed with the client's name or company",
    "real_model": "recorded from a real model (make bench-llm)",
}

ISSUE_KINDS: tuple[str, ...] = get_args(IssueKind)
FACT_TYPES: tuple[str, ...] = get_args(FactType)
ISSUE_TYPES: tuple[str, ...] = (*FACT_TYPES, "claim")  # a claim: a statement, not a value
REASONS: tuple[str, ...] = get_args(Reason)


class FixtureError(ValueError):
    """A fixture file that is not in the regression case format; the message names file and line."""


@dataclass(frozen=True)
class CallFailed:
    """A recorded call that gave no answer. `ask_again` False: it ran out of time."""

    ask_again: bool = True


Recorded = str | CallFailed

# (kind, type) or (kind, type, reason), as in ("wrong", "date", "weekday").
IssueKey = tuple[str, ...]


@dataclass(frozen=True)
class AttemptExpectation:
    issues: frozenset[IssueKey]  # the issues verify finds in the restored answer
    markers: Mapping[MarkerClass, int] = field(default_factory=dict)  # only those named are checked


@dataclass(frozen=True)
class Expectation:
    fallback: bool
    verifies: bool
    contains: tuple[str, ...]
    not_contains: tuple[str, ...]
    # one per recorded output; None: that answer's issues are not checked (a real model's answer,
    # whose final outcome is what the case holds)
    attempts: tuple[AttemptExpectation | None, ...]


@dataclass(frozen=True)
class RegressionCase:
    id: str
    lang: Lang
    title: str
    faults: tuple[str, ...]
    plan: ReplyPlan
    tag: str
    outputs: tuple[Recorded, ...]
    expect: Expectation
    xfail: str | None = None  # why Factlock, not the case, is wrong; the case still runs
    source: str = ""  # "de.jsonl:12"
    client_message: str = ""  # what the client wrote, when the case depends on it


# -- loading -------------------------------------------------------------------------------------


def load_cases(directory: Path) -> list[RegressionCase]:
    """Every case of every *.jsonl file in `directory`, files in name order."""
    cases: list[RegressionCase] = []
    for path in sorted(directory.glob("*.jsonl")):
        cases += _cases_of_file(path)
    _refuse_duplicate_ids(cases)
    return cases


def load_venue(directory: Path) -> VenueCatalog | None:
    """The venue catalog the cases are verified with (`venue.json`), as production verifies every
    reply with its venue's; None when the directory has none."""
    path = directory / VENUE_FILE
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    fields = _object(data, VENUE_FILE, required={"rooms", "aliases"}, optional={"room_features"})
    aliases = fields["aliases"]
    if not isinstance(aliases, dict):
        raise FixtureError(f"{path}: aliases must be an object of name to list of aliases")
    features = fields.get("room_features", {})
    if not isinstance(features, dict):
        raise FixtureError(f"{path}: room_features must be an object of room to list of features")
    return VenueCatalog(
        rooms=tuple(_strings(fields["rooms"], f"{path}: rooms")),
        aliases={
            name: tuple(_strings(items, f"{path}: aliases.{name}"))
            for name, items in aliases.items()
        },
        room_features={
            room: tuple(_strings(items, f"{path}: room_features.{room}"))
            for room, items in features.items()
        },
    )


def case_from_json(data: object, source: str = "") -> RegressionCase:
    where = source or "case"
    fields = _object(
        data,
        where,
        required={"id", "lang", "title", "faults", "tag", "plan", "outputs", "expect"},
        optional={"xfail", "client_message"},
    )
    try:
        plan = plan_from_json(fields["plan"])
    except PlanFormatError as error:
        raise FixtureError(f"{where}: {error}") from error
    case = RegressionCase(
        id=_text(fields["id"], f"{where}: id"),
        lang=_choice(fields["lang"], f"{where}: lang", LANGS),
        title=_text(fields["title"], f"{where}: title"),
        faults=_faults(fields["faults"], where),
        plan=plan,
        tag=_tag(fields["tag"], where),
        outputs=_outputs(fields["outputs"], where),
        expect=_expectation(fields["expect"], where),
        xfail=_optional_text(fields.get("xfail"), f"{where}: xfail"),
        source=source,
        client_message=_optional_text(fields.get("client_message"), f"{where}: client_message")
        or "",
    )
    _check_consistency(case, where)
    return case


def _cases_of_file(path: Path) -> list[RegressionCase]:
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        source = f"{path.name}:{number}"
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            raise FixtureError(f"{source}: not JSON: {error}") from error
        cases.append(case_from_json(data, source))
    return cases


def _refuse_duplicate_ids(cases: list[RegressionCase]) -> None:
    seen: dict[str, str] = {}
    for case in cases:
        if case.id in seen:
            raise FixtureError(f"{case.source}: id {case.id} is already used at {seen[case.id]}")
        seen[case.id] = case.source


def _check_consistency(case: RegressionCase, where: str) -> None:
    if case.lang != case.plan.lang:
        raise FixtureError(f"{where}: lang {case.lang} differs from the plan's {case.plan.lang}")
    if not case.outputs:
        raise FixtureError(f"{where}: outputs must hold at least one recorded answer")
    if len(case.expect.attempts) != len(case.outputs):
        raise FixtureError(
            f"{where}: expect.attempts has {len(case.expect.attempts)} entries "
            f"for {len(case.outputs)} outputs"
        )


def _outputs(data: object, where: str) -> tuple[Recorded, ...]:
    return tuple(
        _output(item, f"{where}: outputs[{index}]")
        for index, item in enumerate(_list(data, f"{where}: outputs"))
    )


def _output(data: object, where: str) -> Recorded:
    if data is None:
        return CallFailed()
    if isinstance(data, str):
        return data
    fields = _object(data, where, required={"error"})
    if fields["error"] != "timeout":
        raise FixtureError(f'{where}: a recorded failure is null or {{"error": "timeout"}}')
    return CallFailed(ask_again=False)


def _expectation(data: object, where: str) -> Expectation:
    fields = _object(
        data,
        f"{where}: expect",
        required={"fallback", "verifies", "contains", "not_contains", "attempts"},
    )
    attempts = _list(fields["attempts"], f"{where}: expect.attempts")
    return Expectation(
        fallback=_boolean(fields["fallback"], f"{where}: expect.fallback"),
        verifies=_boolean(fields["verifies"], f"{where}: expect.verifies"),
        contains=tuple(_strings(fields["contains"], f"{where}: expect.contains")),
        not_contains=tuple(_strings(fields["not_contains"], f"{where}: expect.not_contains")),
        attempts=tuple(
            None if item is None else _attempt(item, f"{where}: expect.attempts[{index}]")
            for index, item in enumerate(attempts)
        ),
    )


def _attempt(data: object, where: str) -> AttemptExpectation:
    fields = _object(data, where, required={"issues"}, optional={"markers"})
    issues = _list(fields["issues"], f"{where}.issues")
    markers = fields.get("markers", {})
    if not isinstance(markers, dict):
        raise FixtureError(f"{where}.markers: expected an object of marker class to count")
    return AttemptExpectation(
        issues=frozenset(_issue_key(item, f"{where}.issues") for item in issues),
        markers={
            _choice(name, f"{where}.markers", MARKER_CLASSES): _count(
                count, f"{where}.markers.{name}"
            )
            for name, count in markers.items()
        },
    )


def _issue_key(data: object, where: str) -> IssueKey:
    if not isinstance(data, list) or len(data) not in (2, 3):
        raise FixtureError(
            f'{where}: an issue is ["kind", "type"] or ["kind", "type", "reason"], not {data!r}'
        )
    key = (_choice(data[0], where, ISSUE_KINDS), _choice(data[1], where, ISSUE_TYPES))
    return key + ((_choice(data[2], where, REASONS),) if len(data) == 3 else ())


def _faults(data: object, where: str) -> tuple[str, ...]:
    faults = tuple(
        _choice(item, f"{where}: faults", tuple(FAULTS)) for item in _list(data, f"{where}: faults")
    )
    if not faults:
        raise FixtureError(f"{where}: faults must name at least one fault (or clean)")
    return faults


def _tag(data: object, where: str) -> str:
    if not isinstance(data, str) or not _TAG.fullmatch(data):
        raise FixtureError(f"{where}: tag must be 3 or 4 capital letters, not {data!r}")
    return data


# -- values --------------------------------------------------------------------------------------


def _object(
    data: object, where: str, *, required: Set[str], optional: Set[str] = frozenset()
) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise FixtureError(f"{where}: expected an object")
    unknown = sorted(set(data) - required - optional)
    if unknown:
        raise FixtureError(f"{where}: unknown key(s) {', '.join(map(repr, unknown))}")
    missing = sorted(required - set(data))
    if missing:
        raise FixtureError(f"{where}: missing key(s) {', '.join(map(repr, missing))}")
    return data


def _list(data: object, where: str) -> list[Any]:
    if not isinstance(data, list):
        raise FixtureError(f"{where}: expected a list")
    return data


def _strings(data: object, where: str) -> list[str]:
    items = _list(data, where)
    for item in items:
        _text(item, where)
    return items


def _text(data: object, where: str) -> str:
    if not isinstance(data, str) or not data.strip():
        raise FixtureError(f"{where}: expected a non-empty string, got {data!r}")
    return data


def _optional_text(data: object, where: str) -> str | None:
    return None if data is None else _text(data, where)


def _choice(data: object, where: str, choices: tuple[str, ...]) -> Any:
    if data not in choices:
        raise FixtureError(f"{where}: {data!r} is not one of {', '.join(choices)}")
    return data


def _boolean(data: object, where: str) -> bool:
    if not isinstance(data, bool):
        raise FixtureError(f"{where}: expected true or false, got {data!r}")
    return data


def _count(data: object, where: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or data < 0:
        raise FixtureError(f"{where}: expected a whole number of at least 0, got {data!r}")
    return data


__all__ = [
    "FAULTS",
    "AttemptExpectation",
    "CallFailed",
    "Expectation",
    "FixtureError",
    "IssueKey",
    "Recorded",
    "RegressionCase",
    "case_from_json",
    "load_cases",
    "load_venue",
]
