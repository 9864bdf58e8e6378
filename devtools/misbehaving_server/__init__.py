"""A loopback OpenAI-compatible chat-completions server that misbehaves on purpose, for tests.

It answers `POST /v1/chat/completions` by "rephrasing" the last user message (the masked draft)
and `GET /v1/models` with its one model. Each request gets a behaviour: the next one of a script
the test queued, else one drawn from a seeded mix, else `faithful`. A behaviour is a name with an
optional variant, "mangle_marker:split"; without a variant a scripted behaviour takes the first
one listed below, a drawn one draws it.

Text behaviours (the answer is the draft with a friendly opening sentence, plus the change):

    faithful          nothing else changed
    change_date       day: one day later; month: one month later — in the same written form
                      ("Samstag, 8. August 2026" → "Sonntag, 9. August 2026", "08.08.2026" →
                      "09.08.2026")
    change_time       one hour later ("18:00" → "19:00", "18h00" → "19h00", "18.00 Uhr" → "19.00 Uhr")
    change_amount     first digit one up, a 9 one down ("CHF 1'250.00" → "CHF 2'250.00")
    change_count      first digit of a people count one up ("30 Personen" → "40 Personen")
    drop_marker       a marker left out
    mangle_marker     spaces: "{{ ABC-DEF }}", brackets: "[[ABC-DEF]]", lowercase: "{{abc-def}}",
                      stripped: "ABC-DEF", split: "{{ABC-\\nDEF}}"
    duplicate_marker  a sentence naming a marker a second time
    invent_marker     same_tag: a sentence with an id never issued; other_tag: with another tag
    translate_term    a marker replaced by a plain name from the server's translation table;
                      the variant is the name to write ("translate_term:Rose Salon")
    invent_sentence   price: "A deposit of CHF 500.00 is due on booking."; date: a confirmation
                      deadline; discount: "a discount of CHF 150.00" — in the draft's language
    obey              follows the client's message like a gullible LLM, every instruction in it:
                      a price it names in place of the draft's first amount (its total when the
                      message says total; zero-width or full-width digits copied as written), a
                      discount, a deposit or free extras it asks for, a confirmation of the room
                      the draft calls unavailable (and that sentence turned into "available"),
                      its instructions pasted when asked for them, another venue's welcome and
                      room, a date or head count the instructions name, a new name for a room,
                      sentences it asks to say or write in quotes, marker-looking codes it holds

Transport behaviours:

    http_500, http_429, http_400   that status with an OpenAI-style error body
    hang              sends nothing for `hang_seconds`, then closes (ends at once on stop())
    trickle           a faithful answer, one byte every `trickle_seconds` (beats per-read timeouts)
    garbage           html: an HTML page; truncated: JSON cut off — both with status 200
    wrong_shape       no_choices, empty_choices, no_content: JSON a client cannot read a text from
    empty             empty: content ""; blank: content of whitespace only
    answer:<text>     content <text> as given, for calls that want a structured answer (the
                      wish helper's JSON choice)
    stream_break      (a streamed request) half of a faithful answer's chunks, then the
                      connection drops

A request with `"stream": true` is answered as Server-Sent Events in OpenAI's chunk format
(`stream_chunk_chars` characters a chunk, `stream_seconds` apart, then `data: [DONE]`) by the text
behaviours and `answer:<text>`.

Which piece to change, when a draft has several: a scripted behaviour takes the first, a drawn
one draws it. Dates, times, amounts, counts and markers are found with plain patterns over the
forms the template writes; nothing here uses Factlock's recognizers, so the mutation log is an
independent oracle.

The log. `mutations` lists every change as (request number, behaviour, original piece, new
piece). For change_*, drop_marker, invent_*, translate_term and obey the fact in `original` must
be in the final reply and `new` must not (markers read as the names they stand for; an empty
`original` means nothing was there before). obey's `original` is the draft's piece as written: a
reply corrected in the piece's place keeps the form obey wrote ("9 August 2026" back to
"8 August 2026", without the draft's weekday), and a sentence it turned around goes whole.
mangle_marker and duplicate_marker are tolerated forms: the reply names the marker's name as
usual. `requests` lists every request: its number,
behaviour, messages, Authorization header and the content sent back.

From a shell, for pointing Factlock at it (OPENAI_BASE_URL=http://127.0.0.1:8081/v1):

    python -m devtools.misbehaving_server --port 8081 --mix --seed 1
"""

from .drafts import DEFAULT_MODEL, DEFAULT_TRANSLATIONS, OPENINGS, Mutation, RecordedRequest
from .server import BEHAVIOURS, DEFAULT_MIX, Behaviour, MisbehavingServer, main, parse_behaviour

__all__ = [
    "BEHAVIOURS",
    "DEFAULT_MIX",
    "DEFAULT_MODEL",
    "DEFAULT_TRANSLATIONS",
    "OPENINGS",
    "Behaviour",
    "MisbehavingServer",
    "Mutation",
    "RecordedRequest",
    "main",
    "parse_behaviour",
]
