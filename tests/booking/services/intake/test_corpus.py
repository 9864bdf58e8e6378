"""Intake: realistic client messages in en, de, fr and it, read into what they state.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import pytest

from tests.booking.services.intake.reading import read

# -- the corpus: realistic messages with hand-written expected requests ----------------------------
#
# Each case: the message, what it states (RequestUpdate.as_dict) and the unknown names it uses.

EN = [
    (
        """Hello,

We would like to book the Salon Rose next Friday at 18:00 for 40 people, with the Apéro Package
and a projector.

Best regards,
Anna Müller
Müller Events GmbH, Bahnhofstrasse 10, 8001 Zürich
+41 44 123 45 67""",
        {"date": "2027-03-19", "start_time": "18:00", "participants": 40, "rooms": ["Salon Rose"],
         "products": ["Apéro Package"], "features": ["projector"]},
        [],
    ),
    (
        """Dear team,

we are planning our annual strategy workshop and would like to book the Atelier on Thursday,
15 April 2027, from 9:00 to 12:30 for 12 participants. We'd need a flipchart and a whiteboard,
plus a Welcome Coffee.

Kind regards,
Martin Keller
Head of HR, Keller & Partner AG
Seestrasse 45, 8002 Zürich, 2nd floor
Tel. +41 44 201 33 44""",
        {"date": "2027-04-15", "start_time": "09:00", "end_time": "12:30", "participants": 12,
         "rooms": ["Atelier"], "products": ["Welcome Coffee"],
         "features": ["flipchart", "whiteboard"]},
        [],
    ),
    (
        """Hi there,
is the roof terrace free in 3 days? We are a group of 30 and would come from 6 to 10 pm.
No Apéro Package needed, just the sound system.
Cheers, Tom (mobile 079 123 45 67)""",
        {"date": "2027-03-12", "start_time": "18:00", "end_time": "22:00", "participants": 30,
         "rooms": ["Dachterrasse"], "features": ["sound system"],
         "products_removed": ["Apéro Package"]},
        [],
    ),
    (
        """Good morning,
Could we reserve the Grand Hall for our general assembly on Saturday, 12 June 2027, from 9:00
to 17:00? We expect 180 participants. We need the stage, the LED wall and wheelchair access,
plus a Business Lunch for everyone.
Thank you,
Sarah Lee, Assistant to the CEO
Alpine Insurance Ltd, Floor 4, Paradeplatz 2, 8001 Zurich""",
        {"date": "2027-06-12", "start_time": "09:00", "end_time": "17:00", "participants": 180,
         "rooms": ["Grosser Saal"], "products": ["Business Lunch"],
         "features": ["stage", "LED wall", "wheelchair access"]},
        [],
    ),
    (
        """Dear Sir or Madam, we are a team of 8 and are looking for a quiet room tomorrow between
2 and 5 pm. Would the Seesicht work? A whiteboard would be great.
Kind regards, Peter Brown, 3rd floor, Europaallee 21, 8004 Zürich""",
        {"date": "2027-03-10", "start_time": "14:00", "end_time": "17:00", "participants": 8,
         "rooms": ["Seesicht"], "features": ["whiteboard"]},
        [],
    ),
    (
        "Hi, make it 40 people please, and actually on the 14th.",
        {"date": "2027-03-14", "participants": 40},
        [],
    ),
    (
        "Could we start at 7 pm instead of 6 pm? And please add the stage.",
        {"start_time": "19:00", "features": ["stage"]},
        [],
    ),
    (
        "We'd like the Seesicht instead of the Atelier, and a coffee break instead of the Apéro "
        "Package.",
        {"rooms": ["Seesicht"], "products": ["Kaffeepause"], "rooms_removed": ["Atelier"],
         "products_removed": ["Apéro Package"]},
        [],
    ),
    (
        "Please remove the flipchart and the whiteboard; we will bring our own. Thanks, Jo",
        {"features_removed": ["flipchart", "whiteboard"]},
        [],
    ),
    (
        """Hello Factlock team,
For our product launch on 21 May 2027 we'd like Punkt Null from 17:30 until 22:00, about
25 guests, with a Flying Dinner and flower decoration.
Regards, Nina (+41 79 555 12 12)""",
        {"date": "2027-05-21", "start_time": "17:30", "end_time": "22:00", "participants": 25,
         "rooms": ["Punkt.Null"], "products": ["Flying Dinner", "Blumendekoration"]},
        [],
    ),
    (
        """Hi, quick question: can we have the Lake View room on Friday, the 12th of March, 2027 at
8:30 for a breakfast meeting of 14 people? We'll need parking for 5 cars and daylight.
Thanks! Marc""",
        {"date": "2027-03-12", "start_time": "08:30", "participants": 14, "rooms": ["Seesicht"],
         "features": ["parking", "daylight"]},
        [],
    ),
    (
        "Sorry, one more change: we are now 55 people, and we don't need the projector anymore.",
        {"participants": 55, "features_removed": ["projector"]},
        [],
    ),
    (
        "Can we book the Atelier on 3 March 2027 from 9 to 5?",
        {"date": "2027-03-03", "start_time": "09:00", "end_time": "17:00", "rooms": ["Atelier"]},
        [],
    ),
    (
        """Hello, we'd like to hold our board dinner in the Salon Rosé on Thursday 18 March at
7:30 pm, 16 guests, Menu Classique and Apéro riche. Address for the invoice: Board Office,
Case postale 120, 1211 Genève 3. Best, Julia""",
        {"date": "2027-03-18", "start_time": "19:30", "participants": 16, "rooms": ["Salon Rose"],
         "products": ["Menu Classique", "Apéro riche"]},
        [],
    ),
    (
        """Do you still have the Blue Room? If not, the Grand Salon would also do. We'd like the
Gold package for 20 people on 2 April 2027.""",
        {"date": "2027-04-02", "participants": 20},
        ["Blue Room", "Grand Salon", "Gold package"],
    ),
    (
        "Hi! Salon Rose please, with flipchart and whiteboard, no stage, no LED wall. "
        "Ref. 2027-0408-17",
        {"rooms": ["Salon Rose"], "features": ["flipchart", "whiteboard"],
         "features_removed": ["stage", "LED wall"]},
        [],
    ),
]  # fmt: skip

DE = [
    (
        """Sehr geehrte Damen und Herren

Wir möchten für unser Sommerfest am Freitag, 25. Juni 2027 die Dachterrasse reservieren, ab
18 Uhr bis 23 Uhr, ca. 90 Gäste. Bitte mit Apéro riche und Tonanlage.

Freundliche Grüsse
Petra Huber
Huber Consulting GmbH, Limmatquai 12, 8001 Zürich, 3. Stock
079 555 66 77""",
        {"date": "2027-06-25", "start_time": "18:00", "end_time": "23:00", "participants": 90,
         "rooms": ["Dachterrasse"], "products": ["Apéro riche"], "features": ["sound system"]},
        [],
    ),
    (
        "Guten Tag, wir möchten am 12. Juni 2027 von 9 bis 17 Uhr den Grossen Saal für 80 "
        "Personen, ohne Beamer. Freundliche Grüsse, Hans Meier, Bahnhofstrasse 12, 3011 Bern",
        {"date": "2027-06-12", "start_time": "09:00", "end_time": "17:00", "participants": 80,
         "rooms": ["Grosser Saal"], "features_removed": ["projector"]},
        [],
    ),
    (
        """Grüezi mitenand

Könnten wir morgen um 10 Uhr das Atelier für 6 Personen haben? Wir bräuchten einen
Flipchart-Ständer und eine Kaffeepause am Nachmittag.

Liebe Grüsse
Reto Brunner
Tel. 044 312 45 67""",
        {"date": "2027-03-10", "start_time": "10:00", "participants": 6, "rooms": ["Atelier"],
         "products": ["Kaffeepause"], "features": ["flipchart"]},
        [],
    ),
    (
        "Noch eine Änderung: doch lieber im Grossen Saal statt in der Dachterrasse, und bitte "
        "ohne Tonanlage. Wir sind jetzt 120 Personen.",
        {"participants": 120, "rooms": ["Grosser Saal"], "rooms_removed": ["Dachterrasse"],
         "features_removed": ["sound system"]},
        [],
    ),
    (
        "Den Beamer und die Bühne brauchen wir nicht.",
        {"features_removed": ["projector", "stage"]},
        [],
    ),
    (
        """Hallo, ist die Seesicht übermorgen von 13:30 bis 17:00 Uhr frei? Wir sind 12
Teilnehmende. Bitte mit Wandtafel.
Gruss, Sandra Keller, Keller Treuhand AG, Poststrasse 3, 9000 St. Gallen""",
        {"date": "2027-03-11", "start_time": "13:30", "end_time": "17:00", "participants": 12,
         "rooms": ["Seesicht"], "features": ["whiteboard"]},
        [],
    ),
    (
        """Sehr geehrte Frau Berger, für unsere Generalversammlung am Samstag, 20. März 2027, suchen
wir einen Saal für ca. 200 Personen von 14 bis 18 Uhr. Wäre der Grosse Saal frei? Wir benötigen
eine Bühne, eine Tonanlage und einen Beamer.
Mit freundlichen Grüssen, Thomas Frei, Präsident, Verein Zürcher Chöre, Postfach, 8021 Zürich""",
        {"date": "2027-03-20", "start_time": "14:00", "end_time": "18:00", "participants": 200,
         "rooms": ["Grosser Saal"], "features": ["stage", "sound system", "projector"]},
        [],
    ),
    (
        "Guten Tag, wir planen ein Teamessen am nächsten Freitag ab 19 Uhr, 18 Gäste, gerne im "
        "Salon Rose mit dem Menü Klassisch. Unsere Adresse: Hauptgasse 7, 4500 Solothurn. "
        "Beste Grüsse, Lukas",
        {"date": "2027-03-19", "start_time": "19:00", "participants": 18, "rooms": ["Salon Rose"],
         "products": ["Menu Classique"]},
        [],
    ),
    (
        "Können wir statt 18 Uhr erst um 19 Uhr beginnen? Und bitte ohne das Apéro Package, "
        "dafür mit Apéro riche.",
        {"start_time": "19:00", "products": ["Apéro riche"],
         "products_removed": ["Apéro Package"]},
        [],
    ),
    (
        "Hallo, wir möchten im Raum Sonnenblick feiern, am 2. April 2027, 30 Personen. Gibt es "
        "auch ein Premium-Paket?",
        {"date": "2027-04-02", "participants": 30},
        ["Raum Sonnenblick", "Premium-Paket"],
    ),
    (
        "Guten Morgen, für den 14.05.2027 bräuchten wir die Dachterrasse von 17 bis 22 Uhr für "
        "60 Gäste. Bitte Stehlunch und Parkplätze. Freundliche Grüsse, M. Weber, "
        "Tel. +41 31 456 78 90, 3. OG",
        {"date": "2027-05-14", "start_time": "17:00", "end_time": "22:00", "participants": 60,
         "rooms": ["Dachterrasse"], "products": ["Stehlunch"], "features": ["parking"]},
        [],
    ),
    (
        "Wir sind nun doch 45 Personen. Datum bleibt.",
        {"participants": 45},
        [],
    ),
    (
        "Ist das Punkt.Null am Mittwoch, 17. März, von 8 bis 12 Uhr frei? 10 Teilnehmer, mit "
        "Begrüssungskaffee. Danke! Claudia",
        {"date": "2027-03-17", "start_time": "08:00", "end_time": "12:00", "participants": 10,
         "rooms": ["Punkt.Null"], "products": ["Welcome Coffee"]},
        [],
    ),
    (
        "Könnten wir anstelle der Seesicht das Atelier nehmen?",
        {"rooms": ["Atelier"], "rooms_removed": ["Seesicht"]},
        [],
    ),
    (
        "Grüezi, wir möchten in 2 Wochen die Dachterrasse ab 18:30 für eine Gruppe von 40 "
        "Personen reservieren. Bitte mit Bühne und LED-Wand. Beste Grüsse, Sven",
        {"date": "2027-03-23", "start_time": "18:30", "participants": 40,
         "rooms": ["Dachterrasse"], "features": ["stage", "LED wall"]},
        [],
    ),
    (
        "Hallo zusammen, wir verschieben auf den 20. Mai 2027 und brauchen zusätzlich eine "
        "Blumendekoration. Grüsse aus 8400 Winterthur",
        {"date": "2027-05-20", "products": ["Blumendekoration"]},
        [],
    ),
]  # fmt: skip

FR = [
    (
        """Bonjour,

Nous souhaiterions organiser un déjeuner d'affaires le mardi 18 mai 2027 de 12h à 14h dans le
Salon Rose pour 25 personnes, avec projecteur et sonorisation.

Cordialement,
Claire Fontaine
Rue du Rhône 8, 1204 Genève
+41 22 310 44 55""",
        {"date": "2027-05-18", "start_time": "12:00", "end_time": "14:00", "participants": 25,
         "rooms": ["Salon Rose"], "products": ["Business Lunch"],
         "features": ["projector", "sound system"]},
        [],
    ),
    (
        "Bonjour, nous cherchons une salle pour samedi prochain, de 19h à 23h, pour 30 personnes. "
        "La salle Lumière est-elle libre ? Sans le projecteur. Merci, Luc",
        {"date": "2027-03-20", "start_time": "19:00", "end_time": "23:00", "participants": 30,
         "features_removed": ["projector"]},
        ["salle Lumière"],
    ),
    (
        """Madame, Monsieur,

Je souhaiterais réserver la terrasse sur le toit le vendredi 11 juin 2027 à partir de 18h30 pour
70 invités, avec un apéritif dînatoire et une sonorisation.

Meilleures salutations,
Isabelle Morel
Avenue de la Gare 15, 1003 Lausanne
021 345 67 89""",
        {"date": "2027-06-11", "start_time": "18:30", "participants": 70,
         "rooms": ["Dachterrasse"], "products": ["Apéro riche"], "features": ["sound system"]},
        [],
    ),
    (
        "Bonjour, serait-il possible d'avoir la Grande Salle demain de 9h à 17h pour 150 "
        "participants, avec scène ? Cordialement, Pierre Dubois, 2e étage, Rue de Lausanne 45, "
        "1700 Fribourg",
        {"date": "2027-03-10", "start_time": "09:00", "end_time": "17:00", "participants": 150,
         "rooms": ["Grosser Saal"], "features": ["stage"]},
        [],
    ),
    (
        "Petite correction : nous serons 40 personnes et la date serait le 20 mai.",
        {"date": "2027-05-20", "participants": 40},
        [],
    ),
    (
        "Pourrions-nous avoir la Vue sur le lac au lieu de l'Atelier ? Et sans pause-café, "
        "s'il vous plaît.",
        {"rooms": ["Seesicht"], "rooms_removed": ["Atelier"], "products_removed": ["Kaffeepause"]},
        [],
    ),
    (
        "Bonjour, pour le mardi 16 mars 2027, de 14h à 17h, nous serions un groupe de 9. "
        "L'Atelier convient-il ? Il nous faudrait un tableau blanc. Bien à vous, Sophie",
        {"date": "2027-03-16", "start_time": "14:00", "end_time": "17:00", "participants": 9,
         "rooms": ["Atelier"], "features": ["whiteboard"]},
        [],
    ),
    (
        "Bonsoir, le Salon Rose est-il disponible le 2 avril 2027 à 19h ? Nous serons 35 "
        "convives. Nous aimerions le menu classique et une décoration florale. Merci ! "
        "Camille Rochat, Chemin des Vignes 4, 1260 Nyon",
        {"date": "2027-04-02", "start_time": "19:00", "participants": 35, "rooms": ["Salon Rose"],
         "products": ["Menu Classique", "Blumendekoration"]},
        [],
    ),
    (
        "Est-ce possible dans 3 jours, de 10h à 12h, pour 5 personnes, dans le Punkt.Null ? "
        "Pas de projecteur nécessaire.",
        {"date": "2027-03-12", "start_time": "10:00", "end_time": "12:00", "participants": 5,
         "rooms": ["Punkt.Null"], "features_removed": ["projector"]},
        [],
    ),
    (
        "Bonjour, proposez-vous le forfait Prestige ou le menu Dégustation ? Nous serions 22 "
        "personnes le 30 avril 2027.",
        {"date": "2027-04-30", "participants": 22},
        ["forfait Prestige", "menu Dégustation"],
    ),
    (
        "Bonjour, pourriez-vous bloquer la Seesicht ce jeudi de 8h30 à 11h30 pour 12 personnes "
        "avec café d'accueil ? Merci, Hélène Favre, Route de Berne 12, 1010 Lausanne, "
        "tél. 021 654 32 10",
        {"date": "2027-03-11", "start_time": "08:30", "end_time": "11:30", "participants": 12,
         "rooms": ["Seesicht"], "products": ["Welcome Coffee"]},
        [],
    ),
    (
        "Finalement, nous préférons commencer à 18h au lieu de 17h, et ajouter la scène.",
        {"start_time": "18:00", "features": ["stage"]},
        [],
    ),
    (
        "Nous aurons besoin de places de parc et de l'accès en fauteuil roulant. Le mur LED "
        "n'est plus nécessaire.",
        {"features": ["parking", "wheelchair access"], "features_removed": ["LED wall"]},
        [],
    ),
    (
        "Bonjour, pour le 8 juillet 2027, de 18h à minuit, la terrasse sur le toit pour 100 "
        "personnes avec un Flying Dinner. Cordialement, Marc Aubert, Quai du Mont-Blanc 19, "
        "1201 Genève, 3e étage",
        {"date": "2027-07-08", "start_time": "18:00", "end_time": "00:00", "participants": 100,
         "rooms": ["Dachterrasse"], "products": ["Flying Dinner"]},
        [],
    ),
    (
        "Bonjour, nous voudrions un déjeuner debout pour 45 invités le jeudi 18 mars à 12h15 au "
        "Salon Rose. Merci d'avance, Service RH, Case postale 2000, 2001 Neuchâtel",
        {"date": "2027-03-18", "start_time": "12:15", "participants": 45, "rooms": ["Salon Rose"],
         "products": ["Stehlunch"]},
        [],
    ),
    (
        "Merci pour l'offre. Nous serons finalement 28 participants, sans sonorisation ni "
        "projecteur.",
        {"participants": 28, "features_removed": ["sound system", "projector"]},
        [],
    ),
]  # fmt: skip

IT = [
    (
        """Buongiorno,

vorremmo prenotare la Seesicht per giovedì prossimo dalle 14 alle 18 per 8 persone, con lavagna
bianca e pausa caffè.

Cordiali saluti
Luca Bernasconi
Via Nassa 5, 6900 Lugano
Tel. 091 923 45 67""",
        {"date": "2027-03-18", "start_time": "14:00", "end_time": "18:00", "participants": 8,
         "rooms": ["Seesicht"], "products": ["Kaffeepause"], "features": ["whiteboard"]},
        [],
    ),
    (
        "Buongiorno, vorremmo prenotare la Sala Grande per domani dalle 9 alle 13 per 15 "
        "partecipanti, senza proiettore. Grazie, Giulia Rossi, Via Pretorio 7, 6600 Locarno",
        {"date": "2027-03-10", "start_time": "09:00", "end_time": "13:00", "participants": 15,
         "rooms": ["Grosser Saal"], "features_removed": ["projector"]},
        [],
    ),
    (
        """Gentili signori, per la nostra cena aziendale di venerdì 19 marzo 2027 vorremmo la
terrazza sul tetto dalle 19:00 alle 23:30 per 65 ospiti, con aperitivo rinforzato e impianto
audio.
Cordiali saluti, Marco Bianchi, Corso Elvezia 16, 6900 Lugano, tel. 091 910 20 30""",
        {"date": "2027-03-19", "start_time": "19:00", "end_time": "23:30", "participants": 65,
         "rooms": ["Dachterrasse"], "products": ["Apéro riche"], "features": ["sound system"]},
        [],
    ),
    (
        "Salve, il Punkt.Null è libero giovedì prossimo alle 10 per 6 persone? Ci servirebbe "
        "una lavagna a fogli mobili. Grazie, Anna",
        {"date": "2027-03-18", "start_time": "10:00", "participants": 6, "rooms": ["Punkt.Null"],
         "features": ["flipchart"]},
        [],
    ),
    (
        "Possiamo essere 50 persone invece di 40? E aggiungere il palco.",
        {"participants": 50, "features": ["stage"]},
        [],
    ),
    (
        "Vorremmo la Vista lago invece dell'Atelier, e senza pausa caffè.",
        {"rooms": ["Seesicht"], "rooms_removed": ["Atelier"], "products_removed": ["Kaffeepause"]},
        [],
    ),
    (
        """Buonasera, per il 5 maggio 2027 cerchiamo una sala per 120 persone dalle 14 alle 18,
con palco, impianto audio e parete LED. La Sala Grande è disponibile?
Saluti, Paolo Ferrari, 2° piano, Via Cantonale 3, 6500 Bellinzona""",
        {"date": "2027-05-05", "start_time": "14:00", "end_time": "18:00", "participants": 120,
         "rooms": ["Grosser Saal"], "features": ["stage", "sound system", "LED wall"]},
        [],
    ),
    (
        "Ciao, possiamo spostare la cena a sabato 13 marzo 2027? Siamo 25 persone e il resto "
        "rimane uguale.",
        {"date": "2027-03-13", "participants": 25},
        [],
    ),
    (
        "Buongiorno, vorremmo il Salon Rose tra 3 giorni dalle 18 alle 22 per 30 invitati con "
        "decorazione floreale e pacchetto aperitivo. Grazie mille, Francesca",
        {"date": "2027-03-12", "start_time": "18:00", "end_time": "22:00", "participants": 30,
         "rooms": ["Salon Rose"], "products": ["Blumendekoration", "Apéro Package"]},
        [],
    ),
    (
        "Avete il pacchetto Oro o il Menù Degustazione? Saremmo 20 persone il 9 aprile 2027.",
        {"date": "2027-04-09", "participants": 20},
        ["pacchetto Oro", "Menù Degustazione"],
    ),
    (
        "Buongiorno, la Seesicht è disponibile dopodomani dalle 8:30 alle 12:00 per 10 "
        "partecipanti? Vorremmo anche un caffè di benvenuto. Distinti saluti, Elena Conti, "
        "Piazza Grande 1, 6600 Locarno, +41 91 751 00 00",
        {"date": "2027-03-11", "start_time": "08:30", "end_time": "12:00", "participants": 10,
         "rooms": ["Seesicht"], "products": ["Welcome Coffee"]},
        [],
    ),
    (
        "Non serve più il proiettore, grazie.",
        {"features_removed": ["projector"]},
        [],
    ),
    (
        "Vorremmo iniziare alle 19 invece delle 18 e aggiungere il pranzo in piedi per 40 "
        "persone.",
        {"start_time": "19:00", "participants": 40, "products": ["Stehlunch"]},
        [],
    ),
    (
        "Buongiorno, per lunedì 15 marzo 2027 dalle 9 alle 17 servirebbe l'Atelier per 12 "
        "persone, con lavagna bianca e proiettore, senza parcheggio. Cordiali saluti, Studio "
        "Legale Neri, Via Magatti 2, 6900 Lugano",
        {"date": "2027-03-15", "start_time": "09:00", "end_time": "17:00", "participants": 12,
         "rooms": ["Atelier"], "features": ["whiteboard", "projector"],
         "features_removed": ["parking"]},
        [],
    ),
    (
        "Ciao! Possiamo avere la Sala Grande il 1° giugno 2027 alle 20:00? Saremo circa 250 "
        "ospiti con Flying Dinner. Grazie, Davide",
        {"date": "2027-06-01", "start_time": "20:00", "participants": 250,
         "rooms": ["Grosser Saal"], "products": ["Flying Dinner"]},
        [],
    ),
    (
        "Confermiamo 35 partecipanti invece di 30 partecipanti. Il resto rimane uguale.",
        {"participants": 35},
        [],
    ),
]  # fmt: skip

CORPUS = [
    pytest.param(text, lang, stated, unknown, id=f"{lang}-{index + 1}")
    for lang, cases in (("en", EN), ("de", DE), ("fr", FR), ("it", IT))
    for index, (text, stated, unknown) in enumerate(cases)
]


@pytest.mark.parametrize(("text", "lang", "stated", "unknown"), CORPUS)
def test_reads_what_a_client_message_states(text, lang, stated, unknown):
    intake = read(text)

    assert intake.update.as_dict() == stated
    assert [name.written for name in intake.unknown] == unknown
    assert intake.lang == lang


def test_the_corpus_holds_sixty_messages_or_more():
    assert len(CORPUS) >= 60
