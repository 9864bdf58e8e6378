"""Who speaks in an answer (safety.voice): a sentence in the client's voice, an apology or a promise of
a later contact that the draft does not make is invented and goes with its sentence; rephrasings
that say what the draft says stay as they are."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safety.facts import HardFacts
from safety.lang import LANGS
from safety.lang.voice_words import APOLOGY, PROMISE, WISH
from safety.sandwich import Feedback, sandwich
from safety.voice import voice_claims, voice_cut
from tests.verbalizer.test_template import reply_plans
from verbalizer.template import render

NO_FACTS = HardFacts.model_validate({})
DRAFTS = {
    "en": "Hello,\n\nThank you for your enquiry.\n\nWe look forward to hearing from you.\n\nKind regards",
    "de": "Guten Tag\n\nVielen Dank für Ihre Anfrage.\n\nWir freuen uns auf Ihre Rückmeldung.\n\nFreundliche Grüsse",
    "fr": "Bonjour,\n\nMerci de votre demande.\n\nNous nous réjouissons de votre retour.\n\nMeilleures salutations",
    "it": "Buongiorno,\n\nGrazie per la sua richiesta.\n\nRestiamo in attesa di un suo riscontro.\n\nCordiali saluti",
}  # fmt: skip
# What follows a cue in the inserted sentence: nothing that addresses the client.
TAIL = {
    "en": "a quiet summer party for the team",
    "de": "ein ruhiges Sommerfest für das Team",
    "fr": "une petite fête d'été pour l'équipe",
    "it": "una piccola festa estiva per la squadra",
}
CLASSES = {"wish": WISH, "apology": APOLOGY, "promise": PROMISE}


@st.composite
def invented_sentences(draw):
    lang = draw(st.sampled_from(LANGS))
    kind = draw(st.sampled_from(sorted(CLASSES)))
    cue = draw(st.sampled_from(CLASSES[kind][lang]))
    where = draw(st.sampled_from(["paragraph", "after", "before"]))
    return lang, kind, cue, where


@settings(max_examples=200, deadline=None)
@given(invented_sentences())
def test_a_sentence_of_a_class_the_draft_never_makes_goes_whole(case):
    lang, kind, cue, where = case
    draft = DRAFTS[lang]
    thanks = draft.split("\n\n")[1]
    written = f"{cue[0].upper()}{cue[1:]} {TAIL[lang]}."
    answer = {
        "paragraph": draft.replace(thanks, f"{thanks}\n\n{written}"),
        "after": draft.replace(thanks, f"{thanks} {written}"),
        "before": draft.replace(thanks, f"{written} {thanks}"),
    }[where]

    cut = voice_cut(NO_FACTS, answer, draft, lang=lang)

    assert (cut.text, cut.beyond) == (draft, None)
    assert [(i.kind, i.type, i.found) for i in cut.issues] == [
        ("invented", "claim", f"{cue[0].upper()}{cue[1:]}")
    ]
    assert [claim.kind for claim in voice_claims(answer, draft, lang=lang)] == [kind]


@pytest.mark.parametrize(
    ("lang", "sentence", "found"),
    [
        ("de", "Wir möchten ein Sommerfest für 50 Personen. Wir suchen eine Bühne.", ["Wir möchten", "Wir suchen"]),
        ("fr", "Nous souhaitons organiser un apéritif.", ["Nous souhaitons"]),
        ("en", "We will keep an eye on our inventory and contact you as soon as we find a room.", ["keep an eye on"]),
        ("fr", "Je suis désolé pour la confusion précédente.", ["désolé"]),
        ("it", "Vorremmo una cena per 40 persone.", ["Vorremmo"]),
    ],
)  # fmt: skip
def test_the_replies_that_reached_a_client_lose_their_invented_sentences(lang, sentence, found):
    draft = DRAFTS[lang]
    thanks = draft.split("\n\n")[1]

    cut = voice_cut(NO_FACTS, draft.replace(thanks, f"{thanks} {sentence}"), draft, lang=lang)

    assert cut.text == draft
    assert [issue.found for issue in cut.issues] == found


@pytest.mark.parametrize(
    ("lang", "draft_sentence", "rephrased"),
    [
        # a wish said to the client is the venue's
        ("en", "Thank you for your enquiry.", "We would like to thank you for your enquiry."),
        ("de", "Vielen Dank für Ihre Anfrage.", "Wir möchten uns herzlich für Ihre Anfrage bedanken."),
        ("fr", "Merci de votre demande.", "Nous souhaitons vous remercier de votre demande."),
        ("it", "Grazie per la sua richiesta.", "Vorremmo ringraziarla per la sua richiesta."),
        # a draft that says no with regret makes an apology of its own
        ("en", "Unfortunately, Salon Rose is not available.", "We are sorry, Salon Rose is not available."),
        ("de", "Leider ist der Salon Rose nicht verfügbar.", "Es tut uns leid, der Salon Rose ist nicht verfügbar."),
        ("fr", "Malheureusement, le Salon Rose n'est pas disponible.", "Nous sommes désolés, le Salon Rose n'est pas disponible."),
        ("it", "Purtroppo la Sala Rosa non è disponibile.", "Ci dispiace, la Sala Rosa non è disponibile."),
        # a promise the draft makes may be made in other words
        ("en", "We will contact you as soon as a room is free.", "As soon as we have a free room, we will be in touch."),
        ("de", "Wir melden uns, sobald ein Raum frei wird.", "Sobald wir einen freien Raum haben, melden wir uns."),
        ("fr", "Nous vous contacterons dès que nous aurons une salle.", "Dès que nous aurons une salle libre, nous reviendrons vers vous."),
        ("it", "La contatteremo non appena avremo una sala.", "Non appena avremo una sala libera, la ricontatteremo."),
    ],
)  # fmt: skip
def test_a_rephrasing_that_says_what_the_draft_says_stays(lang, draft_sentence, rephrased):
    draft = DRAFTS[lang].replace(DRAFTS[lang].split("\n\n")[1], draft_sentence)
    answer = draft.replace(draft_sentence, rephrased)

    cut = voice_cut(NO_FACTS, answer, draft, lang=lang)

    assert (cut.text, cut.issues, cut.beyond) == (answer, (), None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_the_templates_own_sentences_speak_for_the_venue(plan):
    """Every sentence the template writes, read against a draft that makes none of the classes:
    no wish of the client's and no promise; an apology only where the template says it is sorry."""
    draft = render(plan)

    kinds = {claim.kind for claim in voice_claims(draft, DRAFTS[plan.lang], lang=plan.lang)}

    assert kinds <= {"apology"}
    cut = voice_cut(plan.facts(), draft, draft, lang=plan.lang)
    assert (cut.text, cut.issues) == (draft, ())


@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_in_the_clients_voice_only_is_asked_again_then_the_draft_goes_out(lang):
    draft = DRAFTS[lang]
    voice, cue = {
        "en": ("We would like a quiet summer party for the team.", "We would like"),
        "de": ("Wir suchen ein ruhiges Sommerfest für das Team.", "Wir suchen"),
        "fr": ("Nous souhaitons organiser une petite fête d'été.", "Nous souhaitons"),
        "it": ("Vorremmo una piccola festa estiva per la squadra.", "Vorremmo"),
    }[lang]
    greeting, *_, closing = draft.split("\n\n")
    feedbacks: list[Feedback | None] = []

    def llm(masked: str, feedback: Feedback | None) -> str:
        feedbacks.append(feedback)
        return f"{greeting}\n\n{voice}\n\n{closing}"

    outcome = sandwich(NO_FACTS, draft, [], llm, lang=lang)

    assert outcome.fallback and outcome.text == draft
    assert [attempt.beyond_repair for attempt in outcome.attempts] == [True, True]
    assert feedbacks[1] is not None
    assert [issue.found for issue in feedbacks[1].issues] == [cue]


@pytest.mark.parametrize("lang", LANGS)
def test_an_invented_sentence_beside_a_faithful_rephrasing_is_cut_and_the_rest_sent(lang):
    draft = DRAFTS[lang]
    thanks = draft.split("\n\n")[1]
    promise = {
        "en": "We will get back to you shortly.",
        "de": "Wir melden uns in Kürze.",
        "fr": "Nous reviendrons vers vous rapidement.",
        "it": "La ricontatteremo a breve.",
    }[lang]

    outcome = sandwich(
        NO_FACTS,
        draft,
        [],
        lambda masked, feedback: draft.replace(thanks, f"{thanks} {promise}"),
        lang=lang,
    )

    assert not outcome.fallback and outcome.text == draft
    assert [(i.kind, i.type) for i in outcome.report.issues] == [("invented", "claim")]
