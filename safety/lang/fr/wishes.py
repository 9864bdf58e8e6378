"""French: the words that name each wish category, and the categories' names.

"stage" (a training course), "scène" alone in "mise en scène" and "bar" (a fish) are kept to
the phrases that name the thing a venue offers.
"""

from __future__ import annotations

WORDS: dict[str, tuple[str, ...]] = {
    "apero": ("apéro", "apéros", "apéritif", "apéritifs", "apéritif dînatoire", "cocktail apéritif", "verre de bienvenue", "vin d'honneur"),
    "coffee_break": ("pause-café", "pause café", "pauses café", "pauses-café", "boissons chaudes", "café et thé", "thé et café", "café pendant la pause", "pause gourmande"),
    "breakfast": ("petit-déjeuner", "petit déjeuner", "petits-déjeuners", "viennoiseries", "croissants", "café d'accueil", "café de bienvenue", "café à l'arrivée", "brunch"),
    "lunch": ("déjeuner", "déjeuners", "repas de midi", "lunch", "repas d'affaires", "déjeuner d'affaires"),
    "dinner": ("dîner", "dîners", "souper", "repas du soir", "dîner assis", "dîner servi", "dîner de gala", "menu du soir"),
    "buffet": ("buffet", "buffets", "buffet dînatoire", "finger food", "buffet froid"),
    "drinks": ("boissons", "forfait boissons", "vin", "bière", "softs", "open bar"),
    "dessert": ("dessert", "desserts", "gâteau", "gâteaux"),
    "technician": ("technicien", "technicienne", "support technique", "régisseur", "assistance technique"),
    "music": ("musique", "musique live", "musique d'ambiance", "dj", "groupe de musique", "orchestre", "musiciens"),
    "decoration": ("fleurs", "décoration florale", "décoration", "déco", "décoration de table"),
    "projector": ("projecteur", "vidéoprojecteur", "beamer", "rétroprojecteur"),
    "screen": ("écran", "écran de projection", "moniteur"),
    "sound": ("sonorisation", "sono", "micro", "micros", "microphone", "microphones", "haut-parleurs", "enceintes", "système audio", "système de son"),
    "stage": ("scène", "estrade", "podium"),
    "flipchart": ("tableau de conférence", "paperboard", "flipchart", "tableau papier", "chevalet"),
    "whiteboard": ("tableau blanc", "whiteboard"),
    "led_wall": ("mur led", "mur d'images", "écran led"),
    "daylight": ("lumière du jour", "lumière naturelle", "fenêtres"),
    "terrace": ("terrasse", "toit-terrasse", "toit terrasse", "sur le toit", "balcon"),
    "lake_view": ("vue sur le lac", "vue lac", "vue du lac", "face au lac", "donnant sur le lac"),
    "wheelchair_access": ("accès en fauteuil roulant", "fauteuil roulant", "accessible aux fauteuils roulants", "sans marches", "accès pmr", "pmr"),
    "parking": ("parking", "places de parc", "places de stationnement", "stationnement"),
    "wifi": ("wifi", "wi-fi"),
}  # fmt: skip

LABELS: dict[str, str] = {
    "apero": "apéritif",
    "coffee_break": "pause-café",
    "breakfast": "petit-déjeuner",
    "lunch": "déjeuner",
    "dinner": "dîner",
    "buffet": "buffet",
    "drinks": "boissons",
    "dessert": "dessert",
    "technician": "technicien",
    "decoration": "décoration",
    "music": "musique",
    "projector": "projecteur",
    "screen": "écran",
    "sound": "sonorisation",
    "stage": "scène",
    "flipchart": "tableau de conférence",
    "whiteboard": "tableau blanc",
    "led_wall": "mur LED",
    "daylight": "lumière du jour",
    "terrace": "terrasse",
    "lake_view": "vue sur le lac",
    "wheelchair_access": "accès en fauteuil roulant",
    "parking": "places de parc",
    "wifi": "Wi-Fi",
}

CUES: tuple[str, ...] = (
    "avec", "plus", "y compris", "ainsi que", "et aussi", "nous avons besoin d",
    "nous avons besoin de", "il nous faut", "nous aimerions", "nous voudrions",
    "nous souhaitons", "nous souhaiterions", "avez-vous", "avez vous", "proposez-vous",
    "aussi", "prévoir", "organiser", "ajouter", "fournir", "y a-t-il", "y a t il",
    "il y a",
)  # fmt: skip
NOT_WISHES: tuple[str, ...] = (
    "salle", "salles", "espace", "lieu", "date", "jour", "heure", "devis", "offre", "prix",
    "réservation", "option", "réponse", "appel", "réunion", "séance", "événement",
    "évènement", "atelier", "séminaire", "conférence", "fête", "soirée", "groupe", "équipe",
    "entreprise", "budget", "question", "peu", "total", "maximum", "minimum", "vue",
    "pause", "rabais", "remise", "facture", "contrat", "personnes", "participants",
)  # fmt: skip
TIME_OF_MEAL_BEFORE: tuple[str, ...] = (
    "après", "avant", "jusqu", "jusqu au", "depuis", "pendant", "vers", "après le",
    "avant le", "pendant le", "à l heure du", "l heure du",
)  # fmt: skip
MEAL_TIME_AFTER: tuple[str, ...] = ("heure",)

OWN_BEFORE: tuple[str, ...] = ("notre", "nos", "mon", "ma", "mes", "son", "sa", "ses", "propre",
                               "propres")  # fmt: skip
# End a wish's noun phrase: "a photo booth for the evening".
PHRASE_ENDS: tuple[str, ...] = ("pour", "avec", "pendant")
# Between an owner and the thing: "his own speakers".
OWN_WORDS: tuple[str, ...] = ("propre", "propres")
