"""English: the words that name each wish category, and the categories' names."""

from __future__ import annotations

# Compound heads are not split in English; plurals are listed where clients use them.
WORDS: dict[str, tuple[str, ...]] = {
    "apero": (
        "apéro", "apéros", "aperitif", "aperitifs", "apéritif", "apéritifs", "aperitivo",
        "drinks reception", "welcome drink", "welcome drinks", "cocktail reception",
        "sundowner", "get-together with drinks",
    ),
    "coffee_break": (
        "coffee break", "coffee breaks", "coffee-break", "break with coffee", "hot drinks",
        "coffee and tea", "tea and coffee", "tea break", "refreshment break", "refreshments",
        "break refreshments",
    ),
    "breakfast": (
        "breakfast", "breakfasts", "pastries", "croissants", "welcome coffee",
        "coffee on arrival", "morning coffee", "brunch",
    ),
    "lunch": ("lunch", "lunches", "luncheon", "midday meal", "lunch menu", "business lunch"),
    "dinner": (
        "dinner", "dinners", "served dinner", "seated dinner", "evening meal", "supper",
        "gala dinner", "three-course dinner", "four-course dinner", "dinner menu",
    ),
    "buffet": ("buffet", "buffets", "finger food", "finger-food", "standing buffet"),
    "drinks": (
        "drinks", "beverages", "soft drinks", "wine", "beer", "open bar", "drinks package"),
    "dessert": ("dessert", "desserts", "cake", "birthday cake"),
    "technician": ("technician", "technical support", "sound engineer", "av support", "tech support"),
    "music": ("music", "live music", "background music", "dj", "band", "live band", "musician", "musicians"),
    "decoration": ("flowers", "flower decoration", "floral decoration", "decoration", "decorations"),
    "projector": ("projector", "beamer", "video projector"),
    "screen": ("screen", "projection screen", "canvas screen", "tv screen"),
    "sound": (
        "sound system", "pa system", "speakers", "loudspeakers", "microphone",
        "microphones", "mic", "mics", "mike", "wireless mic", "audio system",
    ),
    "stage": ("stage", "podium", "raised stage"),
    "flipchart": ("flipchart", "flip chart", "flipcharts", "flip-chart"),
    "whiteboard": ("whiteboard", "white board", "whiteboards"),
    "led_wall": ("led wall", "led-wall", "video wall", "led screen"),
    "daylight": ("daylight", "natural light"),
    "terrace": ("terrace", "roof terrace", "rooftop", "on the roof", "balcony"),
    "lake_view": ("lake view", "view of the lake", "view over the lake", "lakeview", "facing the lake", "view on the lake"),
    "wheelchair_access": ("wheelchair access", "wheelchair", "step-free access", "barrier-free"),
    "parking": ("parking", "car park", "parking spaces", "parking lot"),
    "wifi": ("wifi", "wi-fi", "wlan"),
}  # fmt: skip

LABELS: dict[str, str] = {
    "apero": "apéro",
    "coffee_break": "coffee break",
    "breakfast": "breakfast",
    "lunch": "lunch",
    "dinner": "dinner",
    "buffet": "buffet",
    "drinks": "drinks",
    "dessert": "dessert",
    "technician": "technician",
    "decoration": "decoration",
    "music": "music",
    "projector": "projector",
    "screen": "screen",
    "sound": "sound system",
    "stage": "stage",
    "flipchart": "flipchart",
    "whiteboard": "whiteboard",
    "led_wall": "LED wall",
    "daylight": "daylight",
    "terrace": "terrace",
    "lake_view": "lake view",
    "wheelchair_access": "wheelchair access",
    "parking": "parking",
    "wifi": "Wi-Fi",
}

# Words before an article that introduce a wish: "with a photo booth", "we'd like a choir".
CUES: tuple[str, ...] = (
    "with", "plus", "including", "and also", "we need", "we'd need", "we would need",
    "we'd like", "we would like", "we want", "we'd want", "could we have", "can we have",
    "do you have", "do you offer", "also", "organise", "organize", "arrange", "provide",
    "add", "include", "is there", "there should be", "please", "plus",
)  # fmt: skip
# Nouns of the booking itself, never a wish for an item: "we'd like a quote", "with a group".
NOT_WISHES: tuple[str, ...] = (
    "room", "rooms", "space", "venue", "date", "day", "time", "quote", "offer", "price",
    "prices", "reservation", "booking", "option", "answer", "reply", "call", "meeting",
    "event", "workshop", "seminar", "conference", "party", "celebration", "group", "team",
    "company", "budget", "question", "few", "couple", "lot", "bit", "total", "maximum",
    "minimum", "view", "break", "look", "chance", "discount", "invoice", "contract",
)  # fmt: skip
# Before a meal word: a time of day, not a wish ("we start after lunch", "until dinner").
TIME_OF_MEAL_BEFORE: tuple[str, ...] = (
    "after", "before", "until", "till", "since", "during", "by", "around", "from", "at",
)  # fmt: skip
MEAL_TIME_AFTER: tuple[str, ...] = ("time", "break", "hour")

# Before a wish word: the client's own thing, not a wish ("our sound engineer", "his own mic").
OWN_BEFORE: tuple[str, ...] = ("our", "my", "his", "her", "their", "own")
# End a wish's noun phrase: "a photo booth for the evening".
PHRASE_ENDS: tuple[str, ...] = (
    "for",
    "with",
    "during",
    "at",
    "about",
    "around",
    "to",
    "from",
    "of",
)
# Between an owner and the thing: "his own speakers".
OWN_WORDS: tuple[str, ...] = ("own",)
