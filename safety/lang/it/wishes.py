"""Italian: the words that name each wish category, and the categories' names."""

from __future__ import annotations

WORDS: dict[str, tuple[str, ...]] = {
    "apero": ("aperitivo", "aperitivi", "apéro", "apero", "aperitivo rinforzato", "apericena", "brindisi di benvenuto", "drink di benvenuto"),
    "coffee_break": ("pausa caffè", "pause caffè", "coffee break", "bevande calde", "caffè e tè", "tè e caffè", "caffè durante la pausa", "pausa con caffè"),
    "breakfast": ("colazione", "colazioni", "prima colazione", "brioche", "cornetti", "croissant", "caffè di benvenuto", "caffè all'arrivo", "brunch"),
    "lunch": ("pranzo", "pranzi", "pranzo di lavoro", "lunch", "colazione di lavoro"),
    "dinner": ("cena", "cene", "cena servita", "cena seduta", "cena di gala", "menù serale", "cena placée"),
    "buffet": ("buffet", "buffet freddo", "finger food", "buffet in piedi"),
    "drinks": ("bevande", "bibite", "vino", "birra", "open bar", "forfait bevande"),
    "dessert": ("dessert", "dolci", "torta"),
    "technician": ("tecnico in sala", "assistenza tecnica", "supporto tecnico", "fonico"),
    "music": ("musica", "musica dal vivo", "musica di sottofondo", "dj", "band", "musicisti"),
    "decoration": ("fiori", "decorazione floreale", "decorazione", "decorazioni", "addobbi floreali"),
    "projector": ("proiettore", "videoproiettore", "beamer"),
    "screen": ("schermo", "schermo di proiezione", "telo", "monitor"),
    "sound": ("impianto audio", "impianto audio-video", "impianto di amplificazione", "amplificazione", "microfono", "microfoni", "casse audio", "altoparlanti", "impianto fonico"),
    "stage": ("palco", "palcoscenico", "pedana"),
    "flipchart": ("lavagna a fogli mobili", "lavagna a fogli", "flipchart", "lavagna a fogli mobile"),
    "whiteboard": ("lavagna bianca", "whiteboard", "lavagna magnetica"),
    "led_wall": ("parete led", "ledwall", "led wall", "schermo led"),
    "daylight": ("luce naturale", "luce del giorno", "finestre"),
    "terrace": ("terrazza", "terrazzo", "terrazza sul tetto", "sul tetto", "balcone"),
    "lake_view": ("vista lago", "vista sul lago", "affacciata sul lago", "affacciato sul lago"),
    "wheelchair_access": ("accesso in sedia a rotelle", "sedia a rotelle", "senza barriere", "accessibilità"),
    "parking": ("parcheggio", "parcheggi", "posteggio", "posteggi", "autorimessa"),
    "wifi": ("wifi", "wi-fi"),
}  # fmt: skip

LABELS: dict[str, str] = {
    "apero": "aperitivo",
    "coffee_break": "pausa caffè",
    "breakfast": "colazione",
    "lunch": "pranzo",
    "dinner": "cena",
    "buffet": "buffet",
    "drinks": "bevande",
    "dessert": "dessert",
    "technician": "tecnico",
    "decoration": "decorazione",
    "music": "musica",
    "projector": "proiettore",
    "screen": "schermo",
    "sound": "impianto audio",
    "stage": "palco",
    "flipchart": "lavagna a fogli mobili",
    "whiteboard": "lavagna bianca",
    "led_wall": "parete LED",
    "daylight": "luce naturale",
    "terrace": "terrazza",
    "lake_view": "vista lago",
    "wheelchair_access": "accesso in sedia a rotelle",
    "parking": "parcheggio",
    "wifi": "Wi-Fi",
}

CUES: tuple[str, ...] = (
    "con", "più", "incluso", "inclusa", "compreso", "compresa", "e anche", "ci serve",
    "ci servirebbe", "abbiamo bisogno di", "vorremmo", "desideriamo", "avete", "offrite",
    "anche", "prevedere", "organizzare", "aggiungere", "fornire", "c'è", "c è",
)  # fmt: skip
NOT_WISHES: tuple[str, ...] = (
    "sala", "sale", "stanza", "spazio", "data", "giorno", "ora", "orario", "preventivo",
    "offerta", "prezzo", "prezzi", "prenotazione", "opzione", "risposta", "chiamata",
    "riunione", "evento", "workshop", "seminario", "conferenza", "festa", "gruppo",
    "squadra", "azienda", "budget", "domanda", "po", "totale", "massimo", "minimo",
    "vista", "pausa", "sconto", "fattura", "contratto", "persone", "partecipanti",
)  # fmt: skip
TIME_OF_MEAL_BEFORE: tuple[str, ...] = (
    "dopo", "prima", "prima di", "prima del", "fino a", "fino al", "durante", "verso",
    "dopo il", "dal", "dopo la", "prima della", "durante il", "durante la",
)  # fmt: skip
MEAL_TIME_AFTER: tuple[str, ...] = ("ora", "orario")

OWN_BEFORE: tuple[str, ...] = (
    "nostro", "nostra", "nostri", "nostre", "mio", "mia", "miei", "mie", "proprio", "propria",
    "propri", "proprie",
)  # fmt: skip
# End a wish's noun phrase: "a photo booth for the evening".
PHRASE_ENDS: tuple[str, ...] = ("per", "con", "durante")
# Between an owner and the thing: "his own speakers".
OWN_WORDS: tuple[str, ...] = ("proprio", "propria")
