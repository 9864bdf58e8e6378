"""The chat page's own words in each language the chat speaks."""

from django.utils.translation.trans_real import parse_accept_lang_header

LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano"}
DEFAULT_LANGUAGE = "en"

CHAT_LABELS = {
    "en": {
        "title": "Ask about your event",
        "intro": "Tell us the date, times and group size; we answer with availability and prices.",
        "skip": "Skip to the message box",
        "language": "Language",
        "conversation": "Conversation",
        "empty": "No messages yet.",
        "message": "Your message",
        "hint": "Enter sends, Shift+Enter starts a new line.",
        "send": "Send",
        "sending": "Sending…",
        "new": "New conversation",
        "you": "You",
        "venue": "Venue",
        "request": "Your request",
        "date": "Date",
        "time": "Time",
        "participants": "Participants",
        "rooms": "Rooms",
        "products": "Products",
        "features": "Features",
        "none": "—",
        "corrected": "Checked against our booking system and corrected before sending.",
        "fallback": "Written from our booking system directly.",
        "error": "Your message could not be sent. Please try again.",
    },
    "de": {
        "title": "Fragen Sie nach Ihrem Anlass",
        "intro": "Nennen Sie Datum, Zeiten und Gruppengrösse; wir antworten mit freien Räumen und Preisen.",
        "skip": "Zum Nachrichtenfeld springen",
        "language": "Sprache",
        "conversation": "Unterhaltung",
        "empty": "Noch keine Nachrichten.",
        "message": "Ihre Nachricht",
        "hint": "Enter sendet, Umschalt+Enter beginnt eine neue Zeile.",
        "send": "Senden",
        "sending": "Wird gesendet…",
        "new": "Neue Unterhaltung",
        "you": "Sie",
        "venue": "Haus",
        "request": "Ihre Anfrage",
        "date": "Datum",
        "time": "Zeit",
        "participants": "Personen",
        "rooms": "Räume",
        "products": "Angebote",
        "features": "Ausstattung",
        "none": "—",
        "corrected": "Mit unserem Buchungssystem abgeglichen und vor dem Senden korrigiert.",
        "fallback": "Direkt aus unserem Buchungssystem geschrieben.",
        "error": "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.",
    },
    "fr": {
        "title": "Renseignez-vous sur votre événement",
        "intro": "Indiquez la date, les horaires et le nombre de personnes ; nous répondons avec les disponibilités et les prix.",
        "skip": "Aller au champ de message",
        "language": "Langue",
        "conversation": "Conversation",
        "empty": "Aucun message pour l’instant.",
        "message": "Votre message",
        "hint": "Entrée envoie, Maj+Entrée commence une nouvelle ligne.",
        "send": "Envoyer",
        "sending": "Envoi…",
        "new": "Nouvelle conversation",
        "you": "Vous",
        "venue": "Établissement",
        "request": "Votre demande",
        "date": "Date",
        "time": "Horaire",
        "participants": "Participants",
        "rooms": "Salles",
        "products": "Prestations",
        "features": "Équipements",
        "none": "—",
        "corrected": "Vérifié avec notre système de réservation et corrigé avant l’envoi.",
        "fallback": "Rédigé directement à partir de notre système de réservation.",
        "error": "Votre message n’a pas pu être envoyé. Veuillez réessayer.",
    },
    "it": {
        "title": "Informazioni sul vostro evento",
        "intro": "Indicateci data, orari e numero di persone; rispondiamo con disponibilità e prezzi.",
        "skip": "Vai al campo del messaggio",
        "language": "Lingua",
        "conversation": "Conversazione",
        "empty": "Ancora nessun messaggio.",
        "message": "Il vostro messaggio",
        "hint": "Invio spedisce, Maiusc+Invio va a capo.",
        "send": "Invia",
        "sending": "Invio in corso…",
        "new": "Nuova conversazione",
        "you": "Voi",
        "venue": "Struttura",
        "request": "La vostra richiesta",
        "date": "Data",
        "time": "Orario",
        "participants": "Partecipanti",
        "rooms": "Sale",
        "products": "Servizi",
        "features": "Dotazioni",
        "none": "—",
        "corrected": "Verificato con il nostro sistema di prenotazione e corretto prima dell’invio.",
        "fallback": "Scritto direttamente dal nostro sistema di prenotazione.",
        "error": "Non è stato possibile inviare il messaggio. Riprovate, per favore.",
    },
}


_MAX_HEADER_CHARS = 500


def language_chosen(requested: str | None, accept_language: str = "") -> str:
    """The page's language: `?lang=` when it names one, else the browser's first supported
    language in its Accept-Language header ("fr-CH,fr;q=0.9,en;q=0.8" → fr), else the default."""
    if requested in LANGUAGES:
        return requested
    for tag, _quality in parse_accept_lang_header(accept_language[:_MAX_HEADER_CHARS]):
        primary = tag.split("-", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT_LANGUAGE
