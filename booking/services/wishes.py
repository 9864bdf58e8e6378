"""Wishes in the client's words across a conversation, and the optional LLM help for the wishes
the lexicon could not place.

The intake reads each message's wishes (booking.services.intake.wishes). Here:

- `wishes_pending` keeps the wishes the venue has several items for until the client picks one
  (names it, or removes the wish), and those the LLM placed until the client names the item or
  declines it (removes it: "no LED wall"), so a later turn offers them again with their prices;
- `wish_choices` turns those into the reply plan's `WishChoice`s, prices read now;
- `wishes_help` asks an LLM, when one is configured (`VERBALIZER_BACKEND=openai`), to place the
  wishes the lexicon could not: it chooses only from the catalog's list. An answer naming
  anything else is rejected with the nearest catalog names and asked again once, like a reply
  plan that fails validation; what is still not in the list stays unplaced and is asked back.
  A placement is a guess, not the client's words: it is never taken into the request, only
  offered as a suggestion and asked about; the client naming the item takes it.
  The model sees the wishes and the catalog, never the message: dates, times and counts are
  read deterministically and cannot change through it. Without an LLM the lexicon alone decides.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from rapidfuzz import fuzz, process

from booking.models import Feature, Product
from booking.services.intake import BookingRequest, Intake
from booking.services.intake.wishes import Wish
from booking.services.verbalizers import llm_verbalizer
from safety.text import fold
from verbalizer.llm import VerbalizerError
from verbalizer.plan import ItemOffer, WishChoice

logger = logging.getLogger(__name__)

MAX_NEAREST = 3
_MAX_ANSWER_TOKENS = 300
_MAX_CATALOG_ITEMS = 200


def wishes_pending(
    earlier: Sequence[dict],
    wishes: Sequence[Wish],
    request: BookingRequest,
    declined: Collection[str] = (),
) -> list[dict]:
    """The wishes still to choose an item for: those of earlier turns and of this message with
    several items or an item the LLM placed them in, less those the request now holds an item
    of and those removed. A wish the LLM placed is dropped too when the message removes its
    item (`declined`: the products and features it removes): the suggestion was declined."""
    pending: dict[str, dict] = {}
    for earlier_wish in earlier:
        pending[_pending_key(earlier_wish)] = earlier_wish
    for wish in wishes:
        if wish.removed:
            pending.pop(wish.category, None)
        elif wish.outcome == "choose":
            pending[_pending_key(wish.as_dict())] = wish.as_dict()
    chosen = {*request.products, *request.features}
    return [
        wish
        for wish in pending.values()
        if chosen.isdisjoint(wish["items"])
        and not (wish.get("by_llm") and set(wish["items"]) <= set(declined))
    ]


def _pending_key(wish: dict) -> str:
    """A wish's category; the client's words for a wish the LLM placed, which has none."""
    return wish["category"] or "written:" + fold(wish["written"])


def wish_choices(pending: Sequence[dict]) -> tuple[WishChoice, ...]:
    """Each pending wish with its items and their prices as they are now; items deleted since
    are left out, and a wish with fewer than two items left is no choice. A wish the LLM placed
    is offered with its one item, as a suggestion for the wish in the client's words."""
    choices = []
    for wish in pending:
        names = list(wish["items"])
        products = {p.name: p for p in Product.objects.filter(name__in=names)}
        features = set(Feature.objects.filter(name__in=names).values_list("name", flat=True))
        items = []
        for name in names:
            if name in products:
                product = products[name]
                per_person = product.pricing == Product.Pricing.PER_PERSON
                items.append(ItemOffer(name, "product", product.price, per_person))
            elif name in features:
                items.append(ItemOffer(name, "feature"))
        if wish.get("by_llm") and items:
            choices.append(WishChoice(wish["category"], tuple(items), wish["written"]))
        elif len(items) > 1:
            choices.append(WishChoice(wish["category"], tuple(items)))
    return tuple(choices)


def wishes_missing(wishes: Sequence[Wish]) -> tuple[str, ...]:
    """The categories the message wishes for that the venue has nothing of."""
    return tuple(dict.fromkeys(w.category for w in wishes if w.outcome == "none" and not w.removed))


# -- the optional LLM help ------------------------------------------------------------------------


@dataclass(frozen=True)
class Placement:
    """What the LLM placed: wish (as written) → catalog name, and the names it offered that are
    not in the catalog, each with the nearest catalog names it was told."""

    placed: dict[str, str]
    rejected: tuple[tuple[str, tuple[str, ...]], ...] = ()
    asked: int = 0  # requests sent: 0 (no LLM or nothing to place), 1, or 2 after a rejection


def wishes_help(intake: Intake) -> tuple[Intake, Placement]:
    """`intake` with the unplaced wishes an LLM placed in the catalog to be offered, not taken:
    each becomes a wish to choose (`by_llm`) with its one item, kept out of the request and of
    the unknown names, so the reply offers it as a suggestion and asks. Without a configured LLM,
    or without unplaced wishes, `intake` as it is."""
    unplaced = [w for w in intake.wishes if w.outcome == "unplaced" and not w.removed]
    verbalizer = llm_verbalizer()
    if not unplaced or verbalizer is None:
        return intake, Placement({})
    catalog = _catalog()
    placement = place_wishes([w.written for w in unplaced], catalog, ask=verbalizer)
    if not placement.placed:
        return intake, placement
    kinds = {name: kind for name, kind, _ in catalog}
    wishes = []
    for wish in intake.wishes:
        name = placement.placed.get(wish.written)
        if name is None or wish.outcome != "unplaced":
            wishes.append(wish)
            continue
        wishes.append(replace(wish, outcome="choose", items=((name, kinds[name]),), by_llm=True))
    placed = {fold(written) for written in placement.placed}
    unknown = tuple(u for u in intake.unknown if fold(u.written) not in placed)
    return replace(intake, unknown=unknown, wishes=tuple(wishes)), placement


def place_wishes(
    wishes: Sequence[str], catalog: Sequence[tuple[str, str, str]], *, ask
) -> Placement:
    """Asks `ask` (an OpenAIVerbalizer) to place each wish in `catalog` ((name, kind,
    description) triples); a name outside it is rejected with the nearest names, and asked again
    once. An unreachable or unreadable model places nothing."""
    names = [name for name, _, _ in catalog]
    messages = _messages(wishes, catalog)
    placed: dict[str, str] = {}
    rejected: list[tuple[str, tuple[str, ...]]] = []
    asked = 0
    for _ in range(2):
        asked += 1
        try:
            answer = ask.answer(messages, max_tokens=_MAX_ANSWER_TOKENS).text
        except VerbalizerError as error:
            logger.warning("wish help: no answer from the LLM: %s", error)
            break
        wrong: list[tuple[str, str, tuple[str, ...]]] = []
        for wish, name in _choices(answer, wishes):
            if wish in placed or name is None:
                continue
            canonical = _canonical(name, names)
            if canonical is not None:
                placed[wish] = canonical
            else:
                nearest = _nearest(name, names)
                wrong.append((wish, name, nearest))
                rejected.append((name, nearest))
        if not wrong:
            break
        messages = [
            *messages,
            {"role": "assistant", "content": answer},
            {"role": "user", "content": _feedback(wrong)},
        ]
    return Placement(placed, tuple(rejected), asked)


def _catalog() -> list[tuple[str, str, str]]:
    items = [
        (name, "product", description)
        for name, description in Product.objects.order_by("name").values_list("name", "description")
    ]
    items += [
        (name, "feature", description)
        for name, description in Feature.objects.order_by("name").values_list("name", "description")
    ]
    return items[:_MAX_CATALOG_ITEMS]


_SYSTEM = (
    "You match a client's wishes for an event to a venue's catalog. For each wish, choose the "
    "one catalog item it asks for, by its exact name from the list, or null when no item fits. "
    "Choose only names from the list; never invent one. Answer with JSON only, in this shape: "
    '{"choices": [{"wish": "<the wish as given>", "item": "<exact catalog name or null>"}]}'
)


def _messages(wishes: Sequence[str], catalog: Sequence[tuple[str, str, str]]) -> list[dict]:
    lines = [
        f"- {name} ({kind}): {description}".rstrip(": ") for name, kind, description in catalog
    ]
    user = "Catalog:\n" + "\n".join(lines) + "\n\nWishes:\n"
    user += "\n".join(f"- {json.dumps(wish, ensure_ascii=False)}" for wish in wishes)
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": user}]


def _choices(answer: str, wishes: Sequence[str]) -> list[tuple[str, str | None]]:
    """(wish, item) pairs of an answer, for the wishes asked about only; anything unreadable is
    no choice."""
    text = answer.strip()
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end <= start:
        return []
    try:
        data = json.loads(text[start : end + 1])
    except ValueError:
        return []
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list):
        return []
    asked = {fold(wish): wish for wish in wishes}
    pairs = []
    for choice in choices:
        if not isinstance(choice, dict):
            continue
        wish, item = choice.get("wish"), choice.get("item")
        if not isinstance(wish, str) or fold(wish.strip()) not in asked:
            continue
        pairs.append((asked[fold(wish.strip())], item if isinstance(item, str) else None))
    return pairs


def _canonical(name: str, names: Sequence[str]) -> str | None:
    """The catalog name `name` is, ignoring case and accents only; else None."""
    wanted = fold(name.strip())
    return next((candidate for candidate in names if fold(candidate) == wanted), None)


def _nearest(name: str, names: Sequence[str]) -> tuple[str, ...]:
    found = process.extract(fold(name), {n: fold(n) for n in names}, scorer=fuzz.WRatio,
                            limit=MAX_NEAREST)  # fmt: skip
    return tuple(key for _, _, key in found)


def _feedback(wrong: Sequence[tuple[str, str, tuple[str, ...]]]) -> str:
    lines = [
        f'- "{name}" (for {json.dumps(wish, ensure_ascii=False)}) is not in the catalog; the '
        f"nearest names are: {', '.join(nearest)}."
        for wish, name, nearest in wrong
    ]
    return (
        "These items are not in the catalog:\n"
        + "\n".join(lines)
        + "\nAnswer again with names from the catalog list only, or null."
    )
