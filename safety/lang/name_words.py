"""Words around the names of rooms, products and features in en, de, fr and it: articles, size
words, the small words a translated name is joined with, room nouns, and words that are never a
room's name. safety.recognizers.terms reads names with them.
"""

from __future__ import annotations

ARTICLES: frozenset[str] = frozenset(
    "the a an der die das den dem des ein eine le la les l un une du au aux il lo gli i al alla del della nel nella".split()
)

DEFINITE_ARTICLES: frozenset[str] = frozenset(
    "the der die das den dem le la les l il lo gli".split()
)

# Prepositions that open a phrase a sentence can lose and still stand ("… in the Forum").
PREPOSITIONS: frozenset[str] = frozenset(
    """in on at with without from for by near next beside inside into to of via including plus
    im in am an auf aus bei mit ohne von vom zu zum zur für samt inklusive neben nach über unter
    dans en sur sous avec sans pour par chez près de du des au aux à vers dont
    in nel nella nei nelle nello negli con senza per da dal dalla dai su sul sulla presso di del
    della dei a al alla ai tra fra""".split()
)

SIZE_WORDS: frozenset[str] = frozenset(
    "big large great main small little grand grande grosse grosser grossen petit petite klein kleine kleiner piccola piccolo".split()
)

# Common venue places that read like names after a preposition but are no rooms of their own.
PLACE_NOUNS: frozenset[str] = frozenset(
    """foyer lobby entrance reception restaurant bar garden terrace hotel garderobe eingang empfang
    eingangsbereich garten terrasse haus restaurant bistro keller erdgeschoss obergeschoss
    untergeschoss dachgeschoss preis voraus anschluss rahmen namen freien vorfeld anhang detail
    zentrum bereich angebot laufe fall hinblick auftrag moment allgemeinen sommer winter frühling
    herbst haupthaus nebenraum vestiaire jardin entrée accueil hall réception guardaroba giardino
    ingresso reception atrio terrazza""".split()
)

# Small words that join the words of a name in a translation: "déjeuner d'affaires", "pausa
# caffè con dolci", "décoration de table".
JOINING_WORDS: frozenset[str] = frozenset(
    """de d du des di del della dello dei degli delle da dal à a al alla au aux of for per pour
    mit with con avec""".split()
)

ROOM_NOUNS: frozenset[str] = frozenset(
    "room hall raum saal salle sala zimmer seminarraum sitzungszimmer".split()
)

# Capitalised at a sentence's start, or always in German: words that never make a room's name.
FUNCTION_WORDS: frozenset[str] = frozenset(
    """folgender folgende folgendes folgenden dieser diese dieses diesen diesem welcher welche
    welches welchen welchem jeder jede jedes jeden ihnen sie ihr ihre ihrem ihren ihrer ihres
    unser unsere unseren unserem euer eure der die das den dem des ein eine einen einem einer
    kein keine keinen jener jene this that which our your their the these those every each
    ce cette quel quelle votre notre questa questo quale vostra nostra""".split()
)
