"""Built-in glossary: how venue terms and the words of venue names read in en, de, fr and it.

Two tables. PHRASE_GROUPS lists whole phrases that name the same catering product or room feature
in different languages ("Stehlunch", "standing lunch", "déjeuner debout", "pranzo in piedi").
WORD_GROUPS lists single words that translate each other inside names ("bleue", "blue", "blau",
"blu"), so that "Blaue Lounge" is recognised as a translation of "Lounge Bleue".

Staff extend this per venue with aliases in the admin; the built-in part only covers what most
Swiss venues have.
"""
from __future__ import annotations

PHRASE_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(group)
    for group in (
        # features
        {"stage", "Bühne", "scène", "estrade", "palco", "palcoscenico"},
        {"projector", "beamer", "Projektor", "Beamer", "projecteur", "vidéoprojecteur", "proiettore", "videoproiettore"},
        {"screen", "projection screen", "Leinwand", "écran", "schermo", "telo di proiezione"},
        {"sound system", "PA system", "Tonanlage", "Beschallungsanlage", "Soundanlage", "sonorisation", "système de sonorisation", "impianto audio", "impianto di amplificazione"},
        {"microphone", "Mikrofon", "microphone sans fil", "microfono"},
        {"wireless microphone", "Funkmikrofon", "microphone sans fil", "microfono senza fili", "radiomicrofono"},
        {"flipchart", "flip chart", "Flipchart", "tableau de papier", "paperboard", "lavagna a fogli mobili"},
        {"whiteboard", "Whiteboard", "tableau blanc", "lavagna bianca"},
        {"pin board", "pinboard", "Pinnwand", "tableau d'affichage", "bacheca"},
        {"LED wall", "LED screen wall", "LED-Wand", "LED Wand", "LED-Wall", "mur LED", "mur d'images LED", "parete LED", "ledwall"},
        {"wheelchair access", "wheelchair accessible", "wheelchair-accessible", "step-free access", "Rollstuhlzugang", "rollstuhlgängig", "barrierefreier Zugang", "rollstuhlgerecht", "accès fauteuil roulant", "accès pour fauteuils roulants", "accès PMR", "accessible en fauteuil roulant", "accesso per sedie a rotelle", "accesso disabili", "accessibile in sedia a rotelle"},
        {"parking", "car park", "parking spaces", "Parkplätze", "Parkplatz", "Parkhaus", "places de parc", "places de stationnement", "parcheggio", "posteggi"},
        {"WiFi", "Wi-Fi", "wifi", "WLAN", "wireless internet", "Internet sans fil", "connessione wifi"},
        {"air conditioning", "Klimaanlage", "klimatisiert", "climatisation", "aria condizionata", "climatizzazione"},
        {"daylight", "natural light", "Tageslicht", "lumière du jour", "lumière naturelle", "luce naturale", "luce diurna"},
        {"dance floor", "Tanzfläche", "piste de danse", "pista da ballo"},
        {"piano", "grand piano", "Flügel", "Klavier", "piano à queue", "pianoforte", "pianoforte a coda"},
        {"lectern", "podium", "Rednerpult", "pupitre", "leggio"},
        {"video conferencing", "Videokonferenz", "visioconférence", "videoconferenza"},
        {"simultaneous interpretation booth", "interpreting booth", "Dolmetscherkabine", "cabine d'interprétation", "cabine d'interprétation simultanée", "cabina di interpretariato", "cabina per interpretazione simultanea"},
        {"cloakroom", "coat check", "Garderobe", "vestiaire", "guardaroba"},
        {"terrace", "Terrasse", "terrasse", "terrazza"},
        {"roof terrace", "rooftop terrace", "Dachterrasse", "terrasse sur le toit", "toit-terrasse", "terrazza sul tetto", "terrazza panoramica"},
        # catering products
        {"standing lunch", "Stehlunch", "stand-up lunch", "déjeuner debout", "lunch debout", "déjeuner dînatoire", "pranzo in piedi", "pranzo a buffet in piedi"},
        {"coffee break", "Kaffeepause", "pause-café", "pause café", "pausa caffè"},
        {"welcome coffee", "Welcome Coffee", "Begrüssungskaffee", "Begrüßungskaffee", "Willkommenskaffee", "café d'accueil", "café de bienvenue", "caffè di benvenuto", "caffè d'accoglienza"},
        {"apéro riche", "Apéro riche", "rich apéro", "hearty apéritif", "reichhaltiger Apéro", "Apéro mit Fingerfood", "apéritif dînatoire", "apéro dînatoire", "aperitivo rinforzato", "apericena"},
        {"apéro", "aperitif", "apéritif", "Apéro", "aperitivo"},
        {"business lunch", "Business Lunch", "Geschäftsessen", "Geschäftslunch", "déjeuner d'affaires", "pranzo d'affari", "pranzo di lavoro"},
        {"flying dinner", "Flying Dinner", "flying buffet", "Flying Buffet", "dîner volant", "cena itinerante"},
        {"breakfast", "Frühstück", "petit-déjeuner", "colazione"},
        {"lunch", "Mittagessen", "déjeuner", "pranzo"},
        {"dinner", "Abendessen", "dîner", "cena"},
        {"set menu", "Menü", "menu", "menù"},
        {"wine pairing", "Weinbegleitung", "accord mets et vins", "abbinamento vini"},
        {"soft drinks", "Softdrinks", "alkoholfreie Getränke", "boissons sans alcool", "bibite analcoliche"},
        {"cheese platter", "Käseplatte", "plateau de fromages", "tagliere di formaggi"},
        {"dessert buffet", "Dessertbuffet", "buffet de desserts", "buffet di dolci"},
    )
)

WORD_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(group)
    for group in (
        # colours
        {"blue", "blau", "blaue", "blauer", "blaues", "blauen", "bleu", "bleue", "blu"},
        {"red", "rot", "rote", "roter", "rotes", "roten", "rouge", "rosso", "rossa"},
        {"green", "grün", "grüne", "grüner", "grünes", "grünen", "vert", "verte", "verde"},
        {"yellow", "gelb", "gelbe", "gelber", "gelbes", "jaune", "giallo", "gialla"},
        {"white", "weiss", "weiß", "weisse", "weiße", "weisser", "weißer", "blanc", "blanche", "bianco", "bianca"},
        {"black", "schwarz", "schwarze", "schwarzer", "noir", "noire", "nero", "nera"},
        {"golden", "gold", "goldene", "goldener", "doré", "dorée", "oro", "dorato", "dorata"},
        {"silver", "silber", "silberne", "argent", "argenté", "argento"},
        {"rose", "pink", "rosa", "rosé", "rosée"},
        # sizes and order
        {"small", "little", "klein", "kleine", "kleiner", "kleines", "petit", "petite", "piccolo", "piccola"},
        {"big", "large", "great", "grand", "gross", "groß", "grosse", "große", "grosser", "großer", "grande", "gran"},
        {"new", "neu", "neue", "neuer", "nouveau", "nouvelle", "nuovo", "nuova"},
        {"old", "alt", "alte", "alter", "vieux", "vieille", "ancien", "vecchio", "vecchia", "antico"},
        {"upper", "obere", "oberer", "supérieur", "supérieure", "superiore"},
        {"lower", "untere", "unterer", "inférieur", "inférieure", "inferiore"},
        {"first", "erste", "erster", "premier", "première", "primo", "prima"},
        {"second", "zweite", "zweiter", "deuxième", "seconda", "secondo"},
        {"zero", "null", "zéro"},
        {"two", "zwei", "deux", "due"},
        {"three", "drei", "trois", "tre"},
        {"point", "punkt", "pointe", "punto"},
        # places in a venue
        {"room", "raum", "saal", "salle", "sala", "zimmer", "stanza"},
        {"hall", "halle", "saal", "salle", "sala", "aula"},
        {"salon", "salone", "saloon", "salotto"},
        {"lounge", "salon", "salotto"},
        {"terrace", "terrasse", "terrazza"},
        {"roof", "dach", "toit", "tetto"},
        {"garden", "garten", "jardin", "giardino"},
        {"cellar", "keller", "cave", "cantina"},
        {"library", "bibliothek", "bibliothèque", "biblioteca"},
        {"tower", "turm", "tour", "torre"},
        {"studio", "atelier", "laboratorio"},
        {"cube", "kubus", "würfel", "cubo"},
        {"orangery", "orangerie", "aranciera"},
        {"winter garden", "wintergarten", "jardin d'hiver", "giardino d'inverno"},
        {"view", "sicht", "blick", "vue", "vista"},
        {"lake", "see", "lac", "lago"},
        {"lake view", "seeblick", "seesicht", "vue sur le lac", "vista lago", "vista sul lago"},
        {"mountain", "berg", "montagne", "montagna"},
        {"sun", "sonne", "soleil", "sole"},
        {"star", "stern", "étoile", "stella"},
        {"forest", "wald", "forêt", "bosco", "foresta"},
        {"river", "fluss", "rivière", "fiume"},
        {"bridge", "brücke", "pont", "ponte"},
        {"castle", "schloss", "château", "castello"},
        {"mill", "mühle", "moulin", "mulino"},
        {"barn", "scheune", "grange", "fienile"},
        {"chapel", "kapelle", "chapelle", "cappella"},
        # menu words
        {"menu", "menü", "menù"},
        {"classic", "klassisch", "klassische", "klassisches", "klassischer", "classique", "classico", "classica"},
        {"seasonal", "saisonal", "saisonales", "saisonaler", "de saison", "stagionale"},
        {"vegetarian", "vegetarisch", "vegetarisches", "végétarien", "végétarienne", "vegetariano", "vegetariana"},
        {"lunch", "mittagessen", "déjeuner", "pranzo"},
        {"dinner", "abendessen", "dîner", "cena"},
        {"coffee", "kaffee", "café", "caffè", "caffe"},
        {"break", "pause", "pausa"},
        {"welcome", "willkommen", "begrüssung", "begrüßung", "bienvenue", "accueil", "benvenuto", "accoglienza"},
        {"package", "paket", "pauschale", "forfait", "formule", "pacchetto"},
        {"business", "geschäft", "affaires", "affari", "lavoro"},
        {"rich", "reichhaltig", "reichhaltiger", "riche", "ricco", "rinforzato"},
        {"standing", "steh", "debout", "in piedi"},
        {"trio", "tris"},
        {"wall", "wand", "mur", "parete"},
        {"access", "zugang", "accès", "accesso"},
    )
)
