"""What a noun after a number can count, for the head-count rule of safety.recognizers.counts.

A number followed by a plural noun counts people unless that noun counts something else. The
things a reply counts that are not people form a closed set of classes, listed here by class in
four languages: time, money, measures, rooms and spaces, furniture and seating, equipment, food
and drink, events and programme items, documents and other objects, transport, and the units
that hold people without being people (groups, teams, tables, couples). Plurals are derived from
the singulars by each language's regular rules and listed only where they are irregular; German
compounds are read by their last part ("Seminarräume" ends in "räume", "Gehminuten" in
"minuten"), so a compound needs no entry of its own.

Beside them: the function words of each language, which end the noun phrase after a number
("30 and", "30 pour", "30 alle"), the adjectives that may stand before a noun in French and
Italian ("nouveaux", "nuovi"), and the nouns that count people without a plural ending
("staff", "people", "Leute", "gente").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from safety.lang import Lang
from safety.lang.calendar_words import (
    MONTH_ABBREVIATION_ALTERNATES,
    MONTH_ABBREVIATIONS,
    MONTH_NAMES,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_NAMES,
)

# -- things that are not people, by class ------------------------------------------------------

_EN = """
second minute min mins hour hr hrs h day night week weekend month year decade century time
noon midnight midday
morning afternoon evening quarter semester season halfday half-day overnight
franc francs fr chf eur euro usd gbp cent rappen dollar pound percent pct point
million billion mio mln mrd
m km cm mm m2 m² sqm metre meter kilometre kilometer foot feet inch mile kg g gram gramme
litre liter l dl cl ml degree kilo tonne watt kw volt gb mb
room hall floor level storey stories area space zone terrace lounge venue location site
building house suite studio wing office foyer gallery garden balcony
table chair seat place bench stand booth desk row sofa stool lectern podium
projector beamer screen microphone mic flipchart whiteboard laptop monitor tv television
camera cable adapter lamp light spotlight stage pinboard board printer socket plug
course menu dish plate portion serving bottle glass cup drink coffee bread canape canapé
piece pc pcs slice sandwich meal lunch dinner breakfast brunch buffet break snack dessert
starter appetizer cocktail beer wine keg platter tray jug carafe round
session workshop meeting event seminar conference class lesson presentation talk module
game match tour activity option package offer proposal quote quotation variant
alternative program programme agenda item step question answer example reason way
page document file attachment photo picture image slide copy item point language colour
color version star review award vehicle car bus tram train line platform gate exit stop
parking space spot key card badge ticket voucher gift box bag flower candle balloon
decoration poster banner sign letter email call night stay nights stays bed
group team family couple pair company department delegation table class household
hole lap set kit pack unit bundle lot hotel restaurant bar cafe shop museum
x times sharp
towel napkin tablecloth blanket pillow cushion umbrella cutlery fork knife spoon bowl mug
vase candleholder coat hanger locker linen dish sheet
"""

_DE = """
sekunde minute min stunde std tag nacht woche wochenende monat jahr jahrzehnt jahrhundert mal
mittag mitternacht nachm vorm abends morgens nachmittags vormittags
abend morgen vormittag nachmittag halbtag quartal semester saison übernachtung
franken fr chf eur euro rappen cent dollar pfund prozent punkt
million millionen milliarde mio mrd
meter kilometer zentimeter millimeter quadratmeter km m cm mm qm m2 m² kilogramm kilo gramm
liter l dl cl ml grad tonne watt
raum zimmer saal halle etage stock stockwerk geschoss ebene bereich terrasse lounge
gebäude haus standort location lokal büro foyer galerie garten balkon suite studio flügel
tisch stuhl sitzplatz platz bank reihe stehtisch sofa sessel hocker rednerpult podium
beamer projektor leinwand bildschirm mikrofon mikro lautsprecher flipchart whiteboard
pinnwand laptop monitor fernseher kamera kabel adapter lampe licht scheinwerfer bühne
drucker steckdose moderationskoffer
gang menü gericht teller portion flasche glas tasse getränk kaffee brot canapé häppchen stück
stk scheibe brötchen mahlzeit mittagessen abendessen frühstück brunch buffet pause snack
dessert vorspeise hauptgang apéro apero cocktail bier wein fass platte tablett karaffe krug
runde
sitzung workshop meeting veranstaltung anlass seminar konferenz kurs lektion präsentation
vortrag modul spiel führung tour aktivität option paket angebot offerte variante alternative
programm programmpunkt termin traktandum schritt frage antwort beispiel grund
seite dokument datei anhang foto bild folie kopie exemplar sprache farbe version stern
bewertung auszeichnung fahrzeug auto bus car tram zug linie gleis ausgang haltestelle
parkplatz schlüssel karte badge ticket gutschein geschenk box tasche blume kerze ballon
dekoration plakat banner schild brief mail anruf bett
gruppe team familie paar firma abteilung delegation klasse haushalt einheit set satz
pünktlich
handtuch serviette tischtuch decke kissen schirm besteck gabel messer löffel schale tasse vase
kleiderbügel schliessfach bettwäsche laken
""" + " ".join(
    # irregular or umlauted plurals that the suffix rules below do not derive
    """räume säle hallen stöcke stühle sitzplätze plätze bänke tische sofas nächte tage monate
    jahre male abende gänge gerichte gläser getränke brote stücke mahlzeiten vorträge
    anlässe gründe anhänge bilder häuser büros gärten flügel leinwände pinnwände fässer
    pläne züge ausgänge schlüssel geschenke blumen kerzen briefe betten gruppen teams
    familien paare firmen klassen haushalte sätze menüs apéros buffets autos fotos busse""".split()
)

_FR = """
seconde minute min heure h jour journée nuit nuitée semaine week-end weekend mois an année
midi minuit
décennie siècle fois matin matinée après-midi soir soirée trimestre semestre saison
franc fr chf eur euro centime cent dollar livre pourcent pour-cent pourcentage point
million milliard
mètre kilomètre centimètre millimètre km m cm mm m2 m² kilo kilogramme gramme litre l dl cl
ml degré tonne watt
salle chambre pièce étage niveau espace zone terrasse salon lieu site bâtiment maison suite
studio aile bureau foyer galerie jardin balcon local
table chaise place siège banc rangée rang fauteuil tabouret pupitre estrade mange-debout
projecteur vidéoprojecteur beamer écran micro microphone haut-parleur enceinte tableau
paperboard flipchart ordinateur portable moniteur télévision caméra câble adaptateur lampe
lumière spot scène prise
plat menu assiette portion bouteille verre tasse boisson café pain canapé tranche sandwich
repas déjeuner dîner petit-déjeuner brunch buffet pause collation dessert entrée cocktail
bière vin fût plateau carafe mets amuse-bouche service apéritif apéro tournée
session atelier réunion événement séminaire conférence cours leçon présentation exposé
module jeu match visite activité option forfait offre devis variante alternative
programme étape question réponse exemple raison
page document fichier pièce-jointe photo image diapositive copie exemplaire langue couleur
version étoile avis prix récompense véhicule voiture bus car tram train ligne quai sortie
arrêt parking clé carte badge billet bon cadeau boîte sac fleur bougie ballon décoration
affiche bannière panneau lettre courriel appel lit
groupe équipe famille couple paire entreprise société département délégation classe ménage
lot unité précises précise pile tapantes sonnantes
serviette nappe couverture oreiller coussin parapluie couvert fourchette couteau cuillère bol
vase cintre casier drap
""" + " ".join(
    """yeux travaux chevaux journaux locaux tableaux bureaux plateaux cadeaux
    gâteaux niveaux lieux jeux feux""".split()
)

_IT = """
secondo minuto min ora giorno giornata notte pernottamento settimana fine-settimana weekend
mezzogiorno mezzanotte
mese anno decennio secolo volta mattina mattinata pomeriggio sera serata trimestre semestre
stagione
franco fr chf eur euro centesimo dollaro sterlina percento percentuale punto
milione miliardo mln
metro chilometro centimetro millimetro km m cm mm m2 m² chilo chilogrammo grammo litro l dl
cl ml grado tonnellata watt
sala stanza camera piano livello spazio zona terrazza salone salotto luogo sede edificio casa
suite studio ala ufficio foyer galleria giardino balcone locale
tavolo tavola sedia posto panca fila poltrona sgabello leggio podio
proiettore beamer schermo microfono altoparlante cassa lavagna flipchart computer portatile
monitor televisore telecamera cavo adattatore lampada luce faro palco presa
portata piatto menù menu porzione bottiglia bicchiere tazza bevanda caffè pane tartina fetta
panino pasto pranzo cena colazione brunch buffet pausa spuntino dolce dessert antipasto
aperitivo cocktail birra vino botte vassoio caraffa stuzzichino giro
sessione workshop laboratorio riunione evento seminario conferenza corso lezione
presentazione modulo gioco partita visita attività opzione pacchetto offerta preventivo
variante alternativa programma tappa passo domanda risposta esempio motivo
pagina documento file allegato foto immagine diapositiva copia esemplare lingua colore
versione stella recensione premio veicolo auto macchina autobus pullman tram treno linea
binario uscita fermata parcheggio chiave carta badge biglietto buono regalo scatola borsa
fiore candela palloncino decorazione manifesto striscione cartello lettera email chiamata
letto
gruppo squadra famiglia coppia paio azienda società reparto delegazione classe nucleo
lotto unità precise punto
poster scanner router printer container flyer banner folder timer sticker computer tablet
notebook gadget pass voucher ticket coupon kit smartphone display monitor mouse tag slot
turno fase round ciclo
asciugamano tovagliolo tovaglia coperta cuscino ombrello posata forchetta coltello cucchiaio
ciotola vaso gruccia armadietto lenzuolo
""" + " ".join("""uova paia mani""".split())

# Nouns that count people though they do not end like a plural, or end like one only in
# another language: "20 staff", "30 Leute", "40 gente".
UNINFLECTED_PERSON_NOUNS: frozenset[str] = frozenset(
    """people persons staff crew personnel pax folk folks men women children kids police alumni
    leute personen mitglieder kinder gente persone bambini uomini donne personnes gens""".split()
)

# -- words that end the noun phrase after a number ----------------------------------------------

FUNCTION_WORDS: dict[Lang, frozenset[str]] = {
    "en": frozenset(
        """a an the and or but nor so yet for of to in on at by with from into onto about above
        below over under between among through during before after until till since than as
        per via vs versus up down out off this that these those it its it's is are was were be
        been being am will would shall should can could may might must do does did done have
        has had having not no yes all any each every some more most less least few many much
        other another such only also just even still already again very too here there where
        when while who whom whose which what why how if then else we you they he she us them
        our your their his her my me i o'clock pm am a.m. p.m. plus minus around approximately
        about roughly nearly almost exactly total altogether instead both either neither
        each""".split()
    ),
    "de": frozenset(
        """der die das den dem des ein eine einer eines einem einen und oder aber sondern denn
        für von zu zum zur mit bei nach aus an am auf in im um über unter vor hinter neben
        zwischen durch gegen ohne bis seit ab je pro à als wie wenn dass ob weil da so auch
        noch schon nur sehr nicht kein keine ist sind war waren sein wird werden wurde würde
        hat haben hatte kann können könnte soll sollen muss müssen darf dürfen möchte möchten
        wir ihr sie er es ich uns euch ihnen man unser unsere ihre dies diese dieser dieses
        jene alle jeder jede jedes mehr weniger etwa ca rund circa insgesamt gesamt total
        uhr plus minus statt anstatt beziehungsweise bzw""".split()
    ),
    "fr": frozenset(
        """le la les l un une des du de d au aux et ou mais ni car donc or pour par avec sans
        sous sur dans en à vers chez entre pendant avant après depuis dès jusqu jusque contre
        selon comme que qui quoi dont où si ne pas plus moins très trop aussi encore déjà
        seulement est sont était étaient être sera seront serons serez a ont avait avaient
        avoir aura auront peut peuvent pourrait doit doivent nous vous ils elles il elle on
        leur leurs notre nos votre vos ce cet cette ces tout tous toute toutes chaque environ
        près presque exactement au total plus ou moins heures h""".split()
    ),
    "it": frozenset(
        """il lo la i gli le l un uno una un' del dello della dei degli delle di da dal dallo
        dalla dai dagli dalle a al allo alla ai agli alle in nel nello nella nei negli nelle
        su sul sullo sulla sui sugli sulle con per tra fra e ed o od ma né che chi cui dove
        se non più meno molto troppo anche ancora già solo soltanto è sono era erano essere
        sarà saranno saremo sarete ha hanno aveva avevano avere avrà avranno può possono
        potrebbe deve devono noi voi loro lui lei ci vi si nostro nostra nostri nostre vostro
        vostra vostri vostre questo questa questi queste quello quella quelli quelle tutto
        tutti tutte ogni circa quasi esattamente totale ore verso""".split()
    ),
}

# Adverbs and courtesies that follow a number in a short message ("il 18 invece", "30 bitte",
# "18 then"): no noun, so nothing counted.
_ADVERBS: dict[Lang, str] = {
    "en": """instead then only just please thanks thank sorry maybe perhaps rather also too
        again now today tomorrow tonight yesterday later soon instead sharp latest""",
    "de": """stattdessen statt dann doch lieber bitte danke sorry vielleicht eher auch wieder
        jetzt heute morgen abends später bald spätestens genau ungefähr""",
    "fr": """plutôt alors puis finalement merci svp stp pardon peut-être aussi encore
        maintenant aujourd'hui demain ce soir plus tard bientôt précisément environ""",
    "it": """invece allora poi piuttosto grazie prego scusa scusate forse anche ancora ora
        adesso oggi domani stasera dopo presto circa insieme sempre bene così qui""",
}
for _lang, _words in _ADVERBS.items():
    FUNCTION_WORDS[_lang] = FUNCTION_WORDS[_lang] | frozenset(_words.split())

# German determiners and possessives in every case and gender, derived from their stems by the
# strong endings: "ihren", "unserem", "keinen", "jedem", "solche" are determiners like "ihre".
_GERMAN_DETERMINER_STEMS = (
    "mein dein sein ihr unser euer eur kein ein dies jen jed welch manch solch all"
)
_GERMAN_DETERMINER_ENDINGS = ("", "e", "en", "em", "er", "es")
FUNCTION_WORDS["de"] = FUNCTION_WORDS["de"] | frozenset(
    stem + ending
    for stem in _GERMAN_DETERMINER_STEMS.split()
    for ending in _GERMAN_DETERMINER_ENDINGS
)

# Every language's: a small word of any of them says nothing is counted ("18 bis 22").
ANY_FUNCTION_WORD: frozenset[str] = frozenset().union(*FUNCTION_WORDS.values())

# The words that open a partitive after a number: "25 of our reps", "zwanzig unserer Azubis",
# "25 de nos membres", "25 dei nostri soci". Possessive and definite determiners, by language.
_PARTITIVE_PHRASES: dict[Lang, str] = {
    "en": "of the|of our|of your|of my|of their|of his|of her|of these|of those",
    "de": "unserer|ihrer|eurer|meiner|deiner|seiner|der|dieser|von den|von unseren|von ihren",
    "fr": "de nos|de vos|de mes|de leurs|de ces|des|d'entre",
    "it": "dei nostri|delle nostre|dei vostri|delle vostre|dei miei|dei loro|dei|degli|delle|tra i|fra i",
}
PARTITIVES: dict[Lang, frozenset[tuple[str, ...]]] = {
    lang: frozenset(tuple(phrase.split()) for phrase in phrases.split("|"))
    for lang, phrases in _PARTITIVE_PHRASES.items()
}

# Adjectives that stand before a noun in French and Italian: "30 nouveaux membres".
PRENOMINAL_ADJECTIVES: dict[Lang, frozenset[str]] = {
    "fr": frozenset(
        """nouveaux nouvelles nouveau jeunes grands grandes petits petites autres premiers
        premières derniers dernières bons bonnes vrais vraies vieux vieilles beaux belles
        futurs futures anciens anciennes chers chères heureux heureuses seuls seules
        différents différentes divers diverses nombreux nombreuses principaux""".split()
    ),
    "it": frozenset(
        """nuovi nuove altri altre primi prime ultimi ultime grandi piccoli piccole vecchi
        vecchie bei belle begli buoni buone veri vere futuri future ex cari care diversi
        diverse vari varie numerosi numerose principali soli sole""".split()
    ),
}


# -- derived forms ---------------------------------------------------------------------------------


def _en_plurals(word: str) -> Iterable[str]:
    yield word + "s"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        yield word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        yield word[:-1] + "ies"
    if word.endswith("f"):
        yield word[:-1] + "ves"
    if word.endswith("fe"):
        yield word[:-2] + "ves"


def _fr_plurals(word: str) -> Iterable[str]:
    yield word + "s"
    if word.endswith(("au", "eu", "eau")):
        yield word + "x"
    if word.endswith("al"):
        yield word[:-2] + "aux"
    if word.endswith("ail"):
        yield word[:-3] + "aux"


def _it_plurals(word: str) -> Iterable[str]:
    yield from _it_inflections(word)
    # Diminutives inflect alike: "tavolino", "tavolini", "salette".
    if word[-1:] in "aeio" and len(word) > 4:
        for suffix in ("ino", "ina", "etto", "etta"):
            small = word[:-1] + suffix
            yield small
            yield from _it_inflections(small)


def _it_inflections(word: str) -> Iterable[str]:
    if word.endswith("ca"):
        yield word[:-1] + "he"
    if word.endswith("ga"):
        yield word[:-1] + "he"
    if word.endswith(("co", "go")):
        yield word[:-1] + "hi"
        yield word[:-1] + "i"
    if word.endswith("io"):
        yield word[:-1]
    if word.endswith("o"):
        yield word[:-1] + "i"
    if word.endswith("a"):
        yield word[:-1] + "e"
        yield word[:-1] + "i"
    if word.endswith("e"):
        yield word[:-1] + "i"


def _de_plurals(word: str) -> Iterable[str]:
    yield word + "e"
    yield word + "n"
    yield word + "en"
    yield word + "s"


_ABBREVIATIONS = frozenset("chf eur usd gbp std min hrs pcs pct stk sqm".split())


def _with_plurals(
    words: str, plurals: Callable[[str], Iterable[str]], shortest: int = 1
) -> frozenset[str]:
    """Each word of at least `shortest` letters and its regular plurals; abbreviations ("km",
    "eur") have no plural."""
    forms: set[str] = set()
    for word in words.split():
        word = word.casefold()
        if len(word) < shortest:
            continue
        forms.add(word)
        if len(word) >= 3 and word.isalpha() and word not in _ABBREVIATIONS:
            forms.update(plurals(word))
    return frozenset(forms)


NOT_PERSONS: dict[Lang, frozenset[str]] = {
    "en": _with_plurals(_EN, _en_plurals),
    "de": _with_plurals(_DE, _de_plurals),
    "fr": _with_plurals(_FR, _fr_plurals),
    "it": _with_plurals(_IT, _it_plurals),
}
_CALENDAR_WORDS = frozenset(
    word.casefold()
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS, WEEKDAY_NAMES, WEEKDAY_ABBREVIATIONS)
    for words in table.values()
    for word in words
) | frozenset(
    word.casefold()
    for alternates in MONTH_ABBREVIATION_ALTERNATES.values()
    for word in alternates.values()
)
# Every language's: a reply mixes them ("30 Workshops", "12 slides"); months and weekdays too,
# a day of the month before its name being no count ("15 ottobre").
ANY_NOT_PERSON: frozenset[str] = frozenset().union(*NOT_PERSONS.values()) | _CALENDAR_WORDS
# German compounds are read by their last part; a part shorter than this is too often the
# tail of an unrelated word ("Gäste" ends in "äste").
COMPOUND_PART_MIN = 4
GERMAN_COMPOUND_PARTS: frozenset[str] = _with_plurals(_DE, _de_plurals, COMPOUND_PART_MIN)
