"""Text behaviours that change one fact or the form of the draft: dates, times, amounts, counts,
markers, translated names, invented sentences, and answers wrong in form (an echo, a refusal,
a placeholder, a foreign script, a dropped block or statement)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping

import regex

from safety.patterns import compile_pattern, scan

from .drafts import (
    _AMOUNT_AFTER,
    _AMOUNT_BEFORE,
    _COUNT,
    _DEADLINE,
    _DEPOSIT,
    _DISCOUNT,
    _INVENTED_DEPOSITS,
    _INVENTED_DISCOUNTS,
    _INVENTED_IDS,
    _INVENTED_TAGS,
    _ISO_DATE,
    _LONG_DATES,
    _MARKER,
    _NUMERIC_DATE,
    _PRAISE,
    _RECOMMEND,
    _TIME,
    _US_DATE,
    MONTHS,
    OPENINGS,
    WEEKDAYS,
    Rewrite,
    _changed,
    _Found,
    _found,
    _Job,
)

# -- dates -----------------------------------------------------------------------------------------


def _shifted(value: dt.date, variant: str) -> dt.date:
    if variant == "day":
        return value + dt.timedelta(days=1)
    year, month = (value.year + 1, 1) if value.month == 12 else (value.year, value.month + 1)
    for day in range(value.day, 27, -1):
        try:
            return dt.date(year, month, day)
        except ValueError:
            continue
    return dt.date(year, month, value.day)


def _same_case(model: str, word: str) -> str:
    if model.isupper() and len(model) > 1:
        return word.upper()
    return word[:1].upper() + word[1:] if model[:1].isupper() else word[:1].lower() + word[1:]


def _day_suffix(suffix: str | None, day: int, lang: str) -> str:
    if not suffix:
        return "er" if lang == "fr" and day == 1 else ""
    if suffix in ("st", "nd", "rd", "th"):
        return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    if suffix in ("er", "º", "°"):
        return suffix if day == 1 else ""
    return suffix


def _long_date_value(match: regex.Match[str], lang: str) -> dt.date | None:
    month_number = 1 + [m.lower() for m in MONTHS[lang]].index(match["month"].lower())
    try:
        return dt.date(int(match["year"]), month_number, int(match["day"]))
    except ValueError:
        return None


def _named_date(
    match: regex.Match[str], lang: str, variant: str, us_order: bool = False
) -> tuple[_Found, str] | None:
    value = _long_date_value(match, lang)
    if value is None:
        return None
    new = _shifted(value, variant)
    weekday = ""
    if match["weekday"]:
        weekday = _same_case(match["weekday"], WEEKDAYS[lang][new.weekday()]) + match["wsep"]
    month = _same_case(match["month"], MONTHS[lang][new.month - 1])
    day = f"{new.day}{_day_suffix(match['suffix'], new.day, lang)}"
    text = (
        f"{weekday}{month} {day}, {new.year}" if us_order else f"{weekday}{day} {month} {new.year}"
    )
    return _found(match), text


def _numbered_date(match: regex.Match[str], variant: str, iso: bool) -> tuple[_Found, str] | None:
    try:
        value = dt.date(int(match["year"]), int(match["month"]), int(match["day"]))
    except ValueError:
        return None
    new = _shifted(value, variant)
    if iso:
        return _found(match), new.isoformat()
    day = f"{new.day:0{len(match['day'])}d}"
    month = f"{new.month:0{len(match['month'])}d}"
    return _found(match), f"{day}.{month}.{new.year}"


def _date_changes(draft: str, lang: str, variant: str) -> list[tuple[_Found, str]]:
    changes: list[tuple[_Found, str] | None] = []
    for each_lang in (lang, *(other for other in MONTHS if other != lang)):
        changes += [_named_date(m, each_lang, variant) for m in scan(_LONG_DATES[each_lang], draft)]
        if changes:
            break
    changes += [_named_date(m, "en", variant, us_order=True) for m in scan(_US_DATE, draft)]
    changes += [_numbered_date(m, variant, iso=False) for m in scan(_NUMERIC_DATE, draft)]
    changes += [_numbered_date(m, variant, iso=True) for m in scan(_ISO_DATE, draft)]
    return sorted((c for c in changes if c), key=lambda change: change[0].start)


def change_date(job: _Job) -> Rewrite:
    return _changed(job, _date_changes(job.draft, job.lang, job.variant))


# -- times, amounts, counts ------------------------------------------------------------------------


def _later_time(match: regex.Match[str]) -> tuple[_Found, str]:
    hour = (int(match["hour"]) + 1) % 24
    hour_text = f"{hour:0{len(match['hour'])}d}"
    if match["minute"] is not None:
        return _found(match), f"{hour_text}{match['separator']}{match['minute']}"
    return _found(match), f"{hour_text}.{match['uhr_minute']}"


def change_time(job: _Job) -> Rewrite:
    return _changed(job, [_later_time(m) for m in scan(_TIME, job.draft)])


def _first_digit_changed(number: str) -> str:
    for index, char in enumerate(number):
        if char.isdigit():
            digit = int(char)
            changed = digit - 1 if digit == 9 else digit + 1
            return number[:index] + str(changed) + number[index + 1 :]
    return number


def _amount_matches(text: str) -> list[regex.Match[str]]:
    before = list(scan(_AMOUNT_BEFORE, text))
    taken = [(m.start(), m.end()) for m in before]
    after = [
        m
        for m in scan(_AMOUNT_AFTER, text)
        if not any(s < m.end() and m.start() < e for s, e in taken)
    ]
    return sorted(before + after, key=lambda m: m.start())


def _with_groups(match: regex.Match[str], new: Mapping[str, str]) -> str:
    """The matched text with the named groups in `new` rewritten; groups must not overlap."""
    text, offset = match.group(), match.start()
    for group in sorted(new, key=match.start, reverse=True):
        if match.start(group) >= 0:
            text = (
                text[: match.start(group) - offset] + new[group] + text[match.end(group) - offset :]
            )
    return text


def _with_number(match: regex.Match[str], group: str, number: str) -> str:
    return _with_groups(match, {group: number})


def change_amount(job: _Job) -> Rewrite:
    changes = [
        (_found(m), _with_number(m, "int", _first_digit_changed(m["int"])))
        for m in _amount_matches(job.draft)
    ]
    return _changed(job, changes)


def change_count(job: _Job) -> Rewrite:
    changes = [
        (_found(m), _with_number(m, "number", _first_digit_changed(m["number"])))
        for m in scan(_COUNT, job.draft)
    ]
    return _changed(job, changes)


# -- markers ---------------------------------------------------------------------------------------


def _markers(text: str) -> list[_Found]:
    return [_found(m) for m in scan(_MARKER, text)]


def _tag_and_id(marker: str) -> tuple[str, str]:
    tag, _, ident = marker[2:-2].partition("-")
    return tag, ident


def drop_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    marker = job.pick(markers)
    before, after = job.draft[: marker.start], job.draft[marker.end :]
    if before.endswith(" ") and after[:1] in (" ", ",", ".", ";", ":", "!", "?", ""):
        before = before[:-1]
    return before + after, [(marker.text, "")]


def _mangled(marker: str, variant: str) -> str:
    tag, ident = _tag_and_id(marker)
    inner = marker[2:-2]
    return {
        "spaces": "{{ " + inner + " }}",
        "brackets": "[[" + inner + "]]",
        "lowercase": "{{" + inner.lower() + "}}",
        "stripped": inner,
        "split": "{{" + tag + "-\n" + ident + "}}",
    }[variant]


def mangle_marker(job: _Job) -> Rewrite:
    return _changed(job, [(m, _mangled(m.text, job.variant)) for m in _markers(job.draft)])


def duplicate_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    marker = job.pick(markers)
    sentence = _PRAISE[job.lang].format(marker=marker.text)
    return _with_sentence(job.draft, sentence), [(marker.text, sentence)]


def _invented_marker(draft_markers: list[_Found], variant: str) -> str:
    tag, ident = _tag_and_id(draft_markers[0].text)
    if variant == "other_tag":
        return "{{" + next(t for t in _INVENTED_TAGS if t != tag) + "-" + ident + "}}"
    issued = {_tag_and_id(m.text)[1] for m in draft_markers}
    return "{{" + tag + "-" + next(i for i in _INVENTED_IDS if i not in issued) + "}}"


def invent_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    invented = _invented_marker(markers, job.variant)
    return _with_sentence(job.draft, _RECOMMEND[job.lang].format(marker=invented)), [("", invented)]


def translate_term(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    name = job.variant or (job.pick(job.translations) if job.translations else "")
    if not markers or not name:
        return None
    return _changed(job, [(marker, name) for marker in markers])


# -- invented sentences and obedience --------------------------------------------------------------


def _paragraph_end(text: str) -> int:
    """Where a new sentence goes: after the first paragraph that ends a sentence, else the end."""
    position = 0
    for paragraph in text.split("\n\n"):
        position += len(paragraph)
        if paragraph.rstrip().endswith((".", "!", "?")):
            return position - (len(paragraph) - len(paragraph.rstrip()))
        position += 2
    return len(text.rstrip())


def _with_sentence(text: str, sentence: str) -> str:
    at = _paragraph_end(text)
    return f"{text[:at]} {sentence}{text[at:]}"


def _unused(candidates: Iterable[str], text: str) -> str:
    candidates = list(candidates)
    return next((c for c in candidates if c not in text), candidates[-1])


def _long_date(value: dt.date, lang: str) -> str:
    dot = "." if lang == "de" else ""
    return f"{value.day}{dot} {MONTHS[lang][value.month - 1]} {value.year}"


def invent_sentence(job: _Job) -> Rewrite:
    lang = job.lang
    if job.variant == "date":
        deadlines = (
            _long_date(dt.date(2026, 7, 15) + dt.timedelta(days=n), lang) for n in range(3)
        )
        piece = _unused(deadlines, job.draft)
        sentence = _DEADLINE[lang].format(date=piece)
    else:
        discount = job.variant == "discount"
        piece = "CHF " + _unused(_INVENTED_DISCOUNTS if discount else _INVENTED_DEPOSITS, job.draft)
        sentence = (_DISCOUNT if discount else _DEPOSIT)[lang].format(amount=piece)
    return _with_sentence(job.draft, sentence), [("", piece)]


def faithful(job: _Job) -> Rewrite:
    return job.draft, []


# -- answers that are no reply from the venue, or lose what is not a value ---------------------------
#
# What small local models do: echo the client, refuse, leave placeholders, sign with the client's
# name, slip into another script, drop the quote, the price basis or the question to the client.

_REFUSALS = {
    "en": "I'm sorry, but I can't help with this request.",
    "de": "Es tut mir leid, aber ich kann Ihnen dabei nicht helfen.",
    "fr": "Je suis désolé, mais je ne peux pas vous aider avec cette demande.",
    "it": "Mi dispiace, ma non posso aiutarla con questa richiesta.",
}
_PLACEHOLDERS = {
    "en": "[Your Name]",
    "de": "[Ihr Name]",
    "fr": "[Votre nom]",
    "it": "[Il suo nome]",
}
_SLIP = "组织"
_VAT_BASIS = compile_pattern(
    r"[ \u00a0]?(?:excl\. VAT|exclude VAT|exkl\. MwSt\.|hors TVA|IVA esclusa)", regex.IGNORECASE
)
_ASKING = compile_pattern(
    r"could you|teilen Sie uns|Dürfen wir|pourriez-vous|potrebbe", regex.IGNORECASE
)


def echo(job: _Job) -> Rewrite:
    message = job.context.strip()
    if not message:
        return None
    return f"{message}\n\n{job.draft.splitlines()[-1]}", [("", message)]


def refuse(job: _Job) -> Rewrite:
    refusal = _REFUSALS.get(job.lang, _REFUSALS["en"])
    return refusal, [("", refusal)]


def placeholder(job: _Job) -> Rewrite:
    slot = _PLACEHOLDERS.get(job.lang, _PLACEHOLDERS["en"])
    return f"{job.draft.rstrip()}\n{slot}", [("", slot)]


def sign_as_client(job: _Job) -> Rewrite:
    """Signs with the last name of the client's message ("…, Anna Keller")."""
    signature = job.context.strip().rstrip(".").rsplit(",", 1)[-1].strip()
    if not signature or len(signature) > 40 or signature == job.context.strip():
        return None
    return f"{job.draft.rstrip()},\n{signature}", [("", signature)]


def foreign_script(job: _Job) -> Rewrite:
    """Another script inside the last word of the last sentence before the sign-off."""
    paragraphs = job.draft.split("\n\n")
    for index in range(len(paragraphs) - 1, -1, -1):
        body = paragraphs[index].rstrip()
        if body.endswith(".") and " " in body:
            at = body.rfind(" ") + 1
            paragraphs[index] = body[:at] + body[at:-1] + _SLIP + "ieren."
            return "\n\n".join(paragraphs), [("", _SLIP)]
    return None


def drop_block(job: _Job) -> Rewrite:
    """Leaves out the first paragraph of several lines (a room list or a quote)."""
    paragraphs = job.draft.split("\n\n")
    for index, paragraph in enumerate(paragraphs):
        if paragraph.count("\n") >= 2:
            return "\n\n".join(paragraphs[:index] + paragraphs[index + 1 :]), [(paragraph, "")]
    return None


def drop_statement(job: _Job) -> Rewrite:
    """Leaves out the line or sentence stating the price basis, or asking the client."""
    pattern = _ASKING if job.variant == "question" else _VAT_BASIS
    for line in job.draft.split("\n"):
        if next(scan(pattern, line), None) and "{{" not in line and "CHF" not in line:
            return job.draft.replace(line + "\n", "", 1).replace(line, "", 1), [(line.strip(), "")]
    found = next(scan(pattern, job.draft), None) if job.variant != "question" else None
    if found is None:
        return None
    # the basis inside a quote line: "Subtotal excl. VAT: CHF …" → "Subtotal: CHF …"
    return job.draft[: found.start()] + job.draft[found.end() :], [(found.group().strip(), "")]


def with_opening(text: str, lang: str) -> str:
    """`text` with a friendly first sentence, after the salutation line if there is one."""
    opening = OPENINGS.get(lang, OPENINGS["en"])
    first_line, newline, rest = text.partition("\n")
    if _is_salutation(first_line) and rest.strip():
        body = rest.lstrip("\n")
        return f"{first_line}{newline}{rest[: len(rest) - len(body)]}{opening} {body}"
    return f"{opening} {text}"


def _is_salutation(line: str) -> bool:
    """A greeting such as "Hello," or "Guten Tag": a short line that ends no sentence."""
    line = line.strip()
    return 0 < len(line) <= 60 and not line.endswith((".", "!", "?", ":"))
