"""German: the words that name each wish category, and the categories' names.

German compounds are read by their head too ("Firmenapéro" is an apéro, "Funkmikrofon" a
microphone): a word of this table of five letters or more at the end of a longer word names its
category (see booking.services.intake.wishes).
"""

from __future__ import annotations

WORDS: dict[str, tuple[str, ...]] = {
    "apero": ("apéro", "apéros", "aperitif", "aperitifs", "apéritif", "umtrunk", "stehapéro", "willkommensdrink", "begrüssungsapéro", "begrüßungsapéro"),
    "coffee_break": ("kaffeepause", "kaffeepausen", "pausenverpflegung", "kaffee und tee", "tee und kaffee", "heissgetränke", "heißgetränke", "warme getränke", "kaffee in der pause", "pausenkaffee"),
    "breakfast": ("frühstück", "zmorge", "gipfeli", "croissants", "begrüssungskaffee", "begrüßungskaffee", "kaffee bei ankunft", "kaffee zur begrüssung", "kaffee zur begrüßung", "brunch"),
    "lunch": ("mittagessen", "lunch", "zmittag", "mittagsmenü", "mittagsverpflegung", "geschäftsessen", "business lunch"),
    "dinner": ("abendessen", "nachtessen", "znacht", "dinner", "abendmenü", "gala-dinner", "galadinner", "menü am abend", "essen am abend"),
    "buffet": ("buffet", "büffet", "büfett", "fingerfood", "stehbuffet"),
    "drinks": ("getränke", "getränkepauschale", "wein", "bier", "softdrinks"),
    "dessert": ("dessert", "nachtisch", "nachspeise", "torte", "kuchen"),
    "technician": ("techniker", "technikerin", "technischer support", "technikbetreuung", "tontechniker"),
    "music": ("musik", "livemusik", "live-musik", "hintergrundmusik", "dj", "band", "liveband", "musiker"),
    "decoration": ("blumen", "blumendekoration", "blumenschmuck", "dekoration", "deko", "tischdekoration"),
    "projector": ("beamer", "projektor", "videoprojektor", "projektion"),
    "screen": ("leinwand", "bildschirm", "monitor", "projektionsleinwand"),
    "sound": ("tonanlage", "beschallung", "lautsprecher", "mikrofon", "mikrofone", "mikro", "mikros", "mikrophon", "audioanlage", "soundanlage", "musikanlage"),
    "stage": ("bühne", "podium"),
    "flipchart": ("flipchart", "flipcharts", "flip-chart"),
    "whiteboard": ("whiteboard", "wandtafel", "weisswandtafel"),
    "led_wall": ("led-wand", "ledwand", "videowand", "led wand"),
    "daylight": ("tageslicht", "fenster", "natürliches licht"),
    "terrace": ("terrasse", "dachterrasse", "balkon", "auf dem dach", "aussenbereich"),
    "lake_view": ("seesicht", "seeblick", "blick auf den see", "sicht auf den see", "aussicht auf den see"),
    "wheelchair_access": ("rollstuhlgängig", "rollstuhlgerecht", "barrierefrei", "rollstuhl", "stufenlos"),
    "parking": ("parkplatz", "parkplätze", "parking", "tiefgarage", "parkhaus"),
    "wifi": ("wlan", "wifi"),
}  # fmt: skip

LABELS: dict[str, str] = {
    "apero": "Apéro",
    "coffee_break": "Kaffeepause",
    "breakfast": "Frühstück",
    "lunch": "Mittagessen",
    "dinner": "Abendessen",
    "buffet": "Buffet",
    "drinks": "Getränke",
    "dessert": "Dessert",
    "technician": "Techniker",
    "decoration": "Dekoration",
    "music": "Musik",
    "projector": "Beamer",
    "screen": "Leinwand",
    "sound": "Tonanlage",
    "stage": "Bühne",
    "flipchart": "Flipchart",
    "whiteboard": "Whiteboard",
    "led_wall": "LED-Wand",
    "daylight": "Tageslicht",
    "terrace": "Terrasse",
    "lake_view": "Seesicht",
    "wheelchair_access": "rollstuhlgängiger Zugang",
    "parking": "Parkplätze",
    "wifi": "WLAN",
}

CUES: tuple[str, ...] = (
    "mit", "inklusive", "inkl", "samt", "plus", "dazu", "wir brauchen", "wir bräuchten",
    "wir hätten gerne", "wir hätten gern", "wir möchten", "wir wünschen", "gibt es",
    "haben sie", "bieten sie", "auch", "organisieren", "einplanen", "vorsehen",
    "bereitstellen", "bitte",
)  # fmt: skip
NOT_WISHES: tuple[str, ...] = (
    "raum", "räume", "saal", "zimmer", "datum", "tag", "termin", "zeit", "offerte",
    "angebot", "preis", "preise", "reservation", "reservierung", "buchung", "option",
    "antwort", "rückmeldung", "anruf", "sitzung", "meeting", "anlass", "veranstaltung",
    "workshop", "seminar", "konferenz", "feier", "party", "gruppe", "team", "firma",
    "budget", "frage", "paar", "total", "maximum", "minimum", "aussicht", "pause",
    "rabatt", "rechnung", "vertrag", "teilnehmer", "personen", "gäste",
)  # fmt: skip
TIME_OF_MEAL_BEFORE: tuple[str, ...] = (
    "nach", "vor", "bis", "seit", "während", "gegen", "ab", "nach dem", "vor dem", "bis zum",
    "nach der", "vor der", "bis zur", "zum", "zur",
)  # fmt: skip
MEAL_TIME_AFTER: tuple[str, ...] = ("zeit", "pause", "stunde")

OWN_BEFORE: tuple[str, ...] = (
    "unser", "unsere", "unseren", "unserem", "unserer", "mein", "meine", "meinen", "meinem",
    "sein", "seine", "seinen", "ihr eigenes", "eigene", "eigenen", "eigenes", "eigener",
)  # fmt: skip
# End a wish's noun phrase: "a photo booth for the evening".
PHRASE_ENDS: tuple[str, ...] = ("für", "mit", "während", "von")
# Between an owner and the thing: "his own speakers".
OWN_WORDS: tuple[str, ...] = ("eigene", "eigenen", "eigenes", "eigener")
