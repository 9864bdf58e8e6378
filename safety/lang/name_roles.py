"""The roles a room's or product's name stands in, per language: closed word classes.

A phrase that translates a name word by word ("La Terrasse du lac" for "Seeterrasse") is the
name only where it stands in the name's role: the subject of a booking verb ("… est réservée"),
the object of a verb that lists what an offer holds ("comprend …"), or an item under a label of
products. Elsewhere it may describe the place ("a terrace by the lake"), and is left as written.
"""

from __future__ import annotations

# Participles and adjectives that say a room or product is booked for the client.
BOOKING_WORDS: frozenset[str] = frozenset(
    """reserved booked held blocked confirmed
    reserviert gebucht vorgemerkt blockiert bestätigt
    réservé réservée réservés réservées retenu retenue retenus retenues bloqué bloquée
    confirmé confirmée
    riservato riservata riservati riservate prenotato prenotata prenotati prenotate
    bloccato bloccata confermato confermata""".split()
)

# Verbs (and their participles) after which an offer lists what it holds.
INCLUDING_WORDS: frozenset[str] = frozenset(
    """includes include including included comprises comprise contains contain
    umfasst umfassen beinhaltet beinhalten enthält enthalten inklusive inbegriffen
    comprend comprennent comprenant inclut incluent incluant
    comprende comprendono include includono incluso inclusa compreso compresa""".split()
)

# Labels over a list of products or extras: "Products:", "Produkte:", "Produits :", "Prodotti:".
PRODUCT_LABELS: frozenset[str] = frozenset(
    """products product extras options services add-ons
    produkte produkt leistungen zusatzleistungen extras optionen
    produits produit prestations options suppléments
    prodotti prodotto servizi extra opzioni""".split()
)

# Words that may stand between a verb and its object, or open a clause before its subject.
DETERMINERS: frozenset[str] = frozenset(
    """the a an our your this
    der die das den dem des ein eine einen einem einer unser unsere unseren ihr ihre ihren
    le la les l un une du de des d notre nos votre vos cette ce
    il lo la gli i l un una uno del della dello dei degli delle nostro nostra vostro vostra
    questo questa""".split()
)
