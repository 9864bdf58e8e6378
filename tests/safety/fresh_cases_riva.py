"""Replies of a lakeside conference centre the project had not seen (Centro Congressi Riva
Paradiso in Lugano: rooms Sala Ceresio, Auditorium Monte Brè, Sala San Salvatore and Loggia;
products Coffee Break Ticino, Pranzo Leggero and Aperitivo sul Lago; the feature Streaming Kit),
written by hand as its staff or an LLM write them in en, de, fr and it: letters, chat answers,
markdown bullets and tables, HTML with labels and character references, practical information
(address, bus lines, the funicular, parking, Wi-Fi, phone, IBAN, opening hours given as optional
facts) and quoted client mails.
"""

from __future__ import annotations

CATALOG: dict = {
    "rooms": [
        {"name": "Sala Ceresio"},
        {"name": "Auditorium Monte Brè"},
        {"name": "Sala San Salvatore"},
        {"name": "Loggia"},
    ],
    "terms": [
        {"name": "Coffee Break Ticino", "kind": "product"},
        {"name": "Pranzo Leggero", "kind": "product"},
        {"name": "Aperitivo sul Lago", "kind": "product"},
        {"name": "Streaming Kit", "kind": "feature"},
    ],
    "venue": {
        "name": "Centro Congressi Riva Paradiso",
        "other_names": ["Riva Paradiso", "Centro Riva Paradiso"],
        "address": "Riva Paradiso 8, 6900 Lugano-Paradiso",
        "phone": "+41 91 985 22 00",
        "email": "eventi@rivaparadiso.ch",
        "website": "www.rivaparadiso.ch",
        "iban": "CH27 0900 0000 6900 1234 5",
    },
}
KINDS = {term["name"]: term["kind"] for term in CATALOG["terms"]}


def facts(d=(), t=(), r=(), a=(), c=(), k=()) -> dict:
    """Facts in the request's shape; ("value", False) is optional, (24, "capacity") a capacity."""
    out: dict[str, list] = {}
    if d:
        out["dates"] = [_plain(v) for v in d]
    if t:
        out["times"] = [_plain(v) for v in t]
    if r:
        out["rooms"] = [{"value": v} for v in r]
    if a:
        out["amounts"] = [dict(_plain(v), currency="CHF") for v in a]
    if c:
        out["counts"] = [
            {"value": v[0], "unit": v[1]}
            if isinstance(v, tuple)
            else {"value": v, "unit": "participants"}
            for v in c
        ]
    if k:
        out["terms"] = [{"value": v, "kind": KINDS[v]} for v in k]
    return out


def _plain(v) -> dict:
    return {"value": v[0], "required": v[1]} if isinstance(v, tuple) else {"value": v}


# (lang, facts, text[, source])
CLEAN: list[tuple] = [
    # -- English ---------------------------------------------------------------------------------
    (
        "en",
        facts(
            ["2027-03-24"],
            ["09:00"],
            ["Auditorium Monte Brè"],
            ["8400.00"],
            [180],
            ["Coffee Break Ticino"],
        ),
        "Dear Dr Bernasconi,\n\nThank you for choosing Centro Congressi Riva Paradiso for your symposium. "
        "We are pleased to confirm the Auditorium Monte Brè for Wednesday, 24 March 2027, from 9 am, for "
        "180 delegates, with our Coffee Break Ticino mid-morning. The total comes to CHF 8,400.00.\n\n"
        "Kind regards,\nGiulia Ferrari\nEvents Office",
    ),
    (
        "en",
        facts(["2027-04-28"], ["14:00"], ["Sala Ceresio"], ["1650.00"], [40]),
        "Hi Tom, Sala Ceresio is booked for you on Wed 28 April 2027 from 2 pm for 40 people. The hire is "
        "CHF 1ʼ650.00. The room looks straight onto the lake!",
    ),
    (
        "en",
        facts(
            ["2027-05-06"],
            ["08:30"],
            ["Sala San Salvatore"],
            ["28.00", "1680.00"],
            [60],
            ["Pranzo Leggero"],
        ),
        "Summary of your booking:\n\n- **Room:** Sala San Salvatore\n- **Date:** Thursday, 6 May 2027\n"
        "- **Registration:** 8:30 am\n- **Participants:** 60\n- **Lunch:** Pranzo Leggero at CHF 28.00 per "
        "person\n- **Total catering:** CHF 1,680.00",
    ),
    (
        "en",
        facts(
            ["2027-06-02"],
            ["18:00", "21:00"],
            ["Loggia"],
            ["3900.00"],
            [120],
            ["Aperitivo sul Lago"],
        ),
        "| | |\n|---|---|\n| Event | Aperitivo sul Lago |\n| Date | 2 June 2027 |\n| Time | 6–9 pm |\n"
        "| Venue | Loggia |\n| Guests | 120 |\n| Price | CHF 3'900.00 |",
    ),
    (
        "en",
        facts(["2027-09-09"], ["09:30"], ["Sala Ceresio"], ["2200.00"], [45], ["Streaming Kit"]),
        "<p>Dear Ms Keller,</p>\n<p>Your board meeting is confirmed in <strong>Sala Ceresio</strong>:</p>\n"
        "<ul>\n<li><strong>Date:</strong> Thursday, 9 September 2027</li>\n<li><strong>Start:</strong> "
        "9:30&nbsp;am</li>\n<li><strong>Participants:</strong> 45</li>\n<li><strong>Technology:</strong> "
        "Streaming Kit &amp; two wireless microphones</li>\n<li><strong>Total:</strong> CHF&nbsp;2,200.00</li>\n"
        "</ul>\n<p>Best regards,<br>Riva Paradiso</p>",
    ),
    (
        "en",
        facts(["2027-09-16"], ["08:00"], ["Auditorium Monte Brè"], ["9600.00"], [220]),
        "Dear Mr Rossi, the Auditorium Monte Brè is confirmed for 16 September 2027 from 8 am for 220 "
        "participants at CHF 9,600.00.\n\nGetting here: Centro Congressi Riva Paradiso, Riva Paradiso 8, "
        "6900 Lugano-Paradiso. From Lugano station take bus 2 towards Paradiso and get off at Paradiso, "
        "Riva; the lakeside promenade leads you to our door in 3 minutes. Parking: guests park in the "
        'Parcheggio Riva (level -1), and the first 2 hours are free. Wi-Fi: "RivaParadiso-Congress". '
        "Phone: +41 91 985 22 00.",
    ),
    (
        "en",
        facts(["2027-10-07"], ["13:30"], ["Sala San Salvatore"], ["1950.00"], [70]),
        "Thank you for choosing Riva Paradiso! Sala San Salvatore is reserved for 7 October 2027 at 1.30 pm "
        "for 70 guests. Please transfer the total of CHF 1950.00 to IBAN CH27 0900 0000 6900 1234 5 within "
        "20 days of the invoice date.",
    ),
    (
        "en",
        facts(["2027-10-21"], ["10:00"], ["Loggia"], ["1200.00"], [25], ["Coffee Break Ticino"]),
        "Good news: the Loggia is yours on Thursday, 21 October 2027 at 10 am for a group of twenty-five. "
        "Room and Coffee Break Ticino come to CHF 1,200.00, and the flipcharts are provided at no extra "
        "charge.",
    ),
    (
        "en",
        facts(["2027-11-04"], ["09:00"], ["Sala Ceresio"], ["1800.00"], [35]),
        "Dear Ms Pedrazzini, we are holding Sala Ceresio for you on 4 November 2027 from 9 am for 35 people. "
        "The day rate is CHF 1,800.00.\n\n-----Original Message-----\nFrom: Laura Pedrazzini "
        "<laura.pedrazzini@example.com>\nSent: Monday, 12 April 2027 16:02\nTo: eventi@rivaparadiso.ch\n"
        "Subject: Training day\n\nCould we have a room on 3 or 4 November for around 30 people, starting at "
        "8:30?",
    ),
    (
        "en",
        facts(["2027-11-25"], ["19:00"], ["Loggia"], ["5400.00"], [150], ["Aperitivo sul Lago"]),
        "Your gala evening is confirmed: the Aperitivo sul Lago in the Loggia on Thursday, 25 November 2027, "
        "starting at 7 pm for 150 guests. The total is CHF 5’400.00 including 8.1 % VAT.",
    ),
    (
        "en",
        facts(["2027-02-18"], ["09:00", "17:30"], ["Sala San Salvatore"], ["2350.00"], [50]),
        "**Your seminar**\n\n**Room:** Sala San Salvatore  \n**Date:** 18.02.2027  \n**Time:** 9:00–17:30  \n"
        "**Participants:** 50  \n**Day rate:** CHF 2,350.00\n\nThe room is on the 2nd floor (lift from the "
        "lobby) and seats 50 in classroom style with 4 wireless microphones.",
    ),
    (
        "en",
        facts(["2027-03-10"], ["18:30"], ["Sala Ceresio"], ["1400.00"], [30]),
        "Hello Mr Galli, thanks for your call. Sala Ceresio (approx. 90 m², 1st floor) is reserved for you on "
        "10 March 2027 at 6:30 p.m. for 30 guests. The price is CHF 1,400.00.\n\nBest regards\n"
        "eventi@rivaparadiso.ch · www.rivaparadiso.ch",
    ),
    (
        "en",
        facts(
            ["2027-05-12"],
            ["08:00", ("07:30", False)],
            ["Auditorium Monte Brè"],
            ["7800.00"],
            [160],
        ),
        "The Auditorium Monte Brè is booked for your congress on Wednesday, 12 May 2027 from 8:00 for 160 "
        "delegates; the total is CHF 7,800.00. Our reception opens at 7:30 on congress days.",
    ),
    (
        "en",
        facts(["2027-06-23"], ["12:00"], ["Loggia"], ["1860.00"], [62], ["Pranzo Leggero"]),
        "<p>Hello Ms Frei,</p><p>Your lunch is confirmed:</p><table><tr><th>Date</th><td>23 June 2027</td>"
        "</tr><tr><th>Time</th><td>12:00</td></tr><tr><th>Room</th><td>Loggia</td></tr><tr><th>Guests</th>"
        "<td>62</td></tr><tr><th>Menu</th><td>Pranzo Leggero</td></tr><tr><th>Total</th><td>CHF 1'860.00</td>"
        "</tr></table><p>See you in Lugano!</p>",
    ),
    (
        "en",
        facts(["2027-09-09"], ["14:00"], ["Sala San Salvatore"], ["1750.00"], [55]),
        "Sala San Salvatore is confirmed for Thursday, 9 September 2027 at 2 pm for 55 participants; the "
        "total is CHF 1,750.00. The funicular from the station stops right by the lake, and our staff "
        "will meet your group in the foyer.",
        "Confirm Sala San Salvatore: Thu 9 Sep 2027, 14:00, 55 participants, CHF 1750.00. Mention the "
        "funicular and that staff meet the group in the foyer.",
    ),
    # -- German ----------------------------------------------------------------------------------
    (
        "de",
        facts(
            ["2027-03-24"],
            ["09:00"],
            ["Auditorium Monte Brè"],
            ["8400.00"],
            [180],
            ["Coffee Break Ticino"],
        ),
        "Sehr geehrter Herr Dr. Bernasconi\n\nVielen Dank, dass Sie das Centro Congressi Riva Paradiso "
        "gewählt haben. Gerne bestätigen wir Ihnen das Auditorium Monte Brè für Mittwoch, 24. März 2027, ab "
        "9 Uhr für 180 Delegierte, mit unserem Coffee Break Ticino am Vormittag. Der Gesamtpreis beträgt "
        "CHF 8'400.00.\n\nFreundliche Grüsse\nGiulia Ferrari",
    ),
    (
        "de",
        facts(["2027-04-28"], ["14:00"], ["Sala Ceresio"], ["1650.00"], [40]),
        "Hallo Tom, die Sala Ceresio ist am Mi. 28.04.2027 ab 14 Uhr für euch 40 Leute gebucht. Die Miete "
        "kostet Fr. 1650.–. Der Raum schaut direkt auf den See!",
    ),
    (
        "de",
        facts(
            ["2027-05-06"],
            ["08:30"],
            ["Sala San Salvatore"],
            ["28.00", "1680.00"],
            [60],
            ["Pranzo Leggero"],
        ),
        "Zusammenfassung Ihrer Buchung:\n\n- **Raum:** Sala San Salvatore\n- **Datum:** Donnerstag, "
        "6. Mai 2027\n- **Registrierung:** 8.30 Uhr\n- **Teilnehmende:** 60\n- **Lunch:** Pranzo Leggero zu "
        "CHF 28.00 pro Person\n- **Total Verpflegung:** CHF 1'680.00",
    ),
    (
        "de",
        facts(
            ["2027-06-02"],
            ["18:00", "21:00"],
            ["Loggia"],
            ["3900.00"],
            [120],
            ["Aperitivo sul Lago"],
        ),
        "| Anlass | Aperitivo sul Lago |\n|---|---|\n| Datum | 2. Juni 2027 |\n| Zeit | 18–21 Uhr |\n"
        "| Ort | Loggia |\n| Gäste | 120 |\n| Preis | CHF 3'900.00 |",
    ),
    (
        "de",
        facts(["2027-09-09"], ["09:30"], ["Sala Ceresio"], ["2200.00"], [45], ["Streaming Kit"]),
        "<p>Sehr geehrte Frau Keller</p>\n<p>Ihre Verwaltungsratssitzung in der <strong>Sala Ceresio</strong> "
        "ist bestätigt:</p>\n<ul>\n<li><strong>Datum:</strong> Donnerstag, 9.&nbsp;September 2027</li>\n"
        "<li><strong>Beginn:</strong> 9.30&nbsp;Uhr</li>\n<li><strong>Teilnehmende:</strong> 45</li>\n"
        "<li><strong>Technik:</strong> Streaming Kit &amp; zwei Funkmikrofone</li>\n<li><strong>Total:"
        "</strong> CHF&nbsp;2&rsquo;200.00</li>\n</ul>\n<p>Freundliche Grüsse<br>Riva Paradiso</p>",
    ),
    (
        "de",
        facts(["2027-09-16"], ["08:00"], ["Auditorium Monte Brè"], ["9600.00"], [220]),
        "Sehr geehrter Herr Rossi\n\nDas Auditorium Monte Brè ist für den 16. September 2027 ab 8 Uhr für "
        "220 Teilnehmende bestätigt, zum Preis von CHF 9'600.00.\n\nAnreise: Centro Congressi Riva Paradiso, "
        "Riva Paradiso 8, 6900 Lugano-Paradiso. Ab Bahnhof Lugano mit dem Bus 2 Richtung Paradiso bis "
        "Haltestelle Paradiso, Riva; von dort 3 Gehminuten der Seepromenade entlang. Parkieren: im "
        "Parcheggio Riva (Ebene -1), die ersten 2 Stunden sind gratis. WLAN: «RivaParadiso-Congress». "
        "Telefon 091 985 22 00.",
    ),
    (
        "de",
        facts(["2027-10-07"], ["13:30"], ["Sala San Salvatore"], ["1950.00"], [70]),
        "Danke, dass Sie sich für Riva Paradiso entschieden haben! Die Sala San Salvatore ist am 7. Oktober "
        "2027 um 13.30 Uhr für 70 Gäste reserviert. Bitte überweisen Sie CHF 1950.00 innert 20 Tagen nach "
        "Rechnungsdatum auf IBAN CH27 0900 0000 6900 1234 5.",
    ),
    (
        "de",
        facts(["2027-10-21"], ["10:00"], ["Loggia"], ["1200.00"], [25], ["Coffee Break Ticino"]),
        "Gute Neuigkeiten: Die Loggia gehört am Donnerstag, 21. Oktober 2027, um 10 Uhr Ihrer Gruppe von "
        "fünfundzwanzig Personen. Raum und Coffee Break Ticino kosten CHF 1'200.00; die Flipcharts stellen "
        "wir ohne Aufpreis zur Verfügung.",
    ),
    (
        "de",
        facts(["2027-11-04"], ["09:00"], ["Sala Ceresio"], ["1800.00"], [35]),
        "Sehr geehrte Frau Pedrazzini, wir halten Ihnen die Sala Ceresio am 4. November 2027 ab 9 Uhr für "
        "35 Personen frei. Die Tagesmiete beträgt CHF 1'800.00.\n\nAm 12.04.2027 um 16:02 schrieb Laura "
        "Pedrazzini <laura.pedrazzini@example.com>:\n> Hätten Sie am 3. oder 4. November einen Raum für rund "
        "30 Personen, Beginn 8.30 Uhr?",
    ),
    (
        "de",
        facts(["2027-11-25"], ["19:00"], ["Loggia"], ["5400.00"], [150], ["Aperitivo sul Lago"]),
        "Ihr Galaabend ist bestätigt: Aperitivo sul Lago in der Loggia am Donnerstag, 25. November 2027, ab "
        "19 Uhr für 150 Gäste. Der Gesamtbetrag beläuft sich auf CHF 5’400.00 inkl. 8,1 % MWST.",
    ),
    (
        "de",
        facts(["2027-02-18"], ["09:00", "17:30"], ["Sala San Salvatore"], ["2350.00"], [50]),
        "**Ihr Seminar**\n\n**Raum:** Sala San Salvatore  \n**Datum:** 18.02.2027  \n**Zeit:** 9.00–17.30 Uhr  \n"
        "**Teilnehmende:** 50  \n**Tagespauschale:** CHF 2'350.00\n\nDer Raum liegt im 2. Stock (Lift ab "
        "Foyer) und bietet 50 Plätze in Schulbestuhlung mit 4 Funkmikrofonen.",
    ),
    (
        "de",
        facts(["2027-03-10"], ["18:30"], ["Sala Ceresio"], ["1400.00"], [30]),
        "Guten Tag Herr Galli, danke für Ihren Anruf. Die Sala Ceresio (ca. 90 m², 1. OG) ist am 10. März "
        "2027 um 18.30 Uhr für 30 Gäste für Sie reserviert. Der Preis beträgt CHF 1'400.00.\n\n"
        "Freundliche Grüsse\neventi@rivaparadiso.ch · www.rivaparadiso.ch",
    ),
    (
        "de",
        facts(
            ["2027-05-12"],
            ["08:00", ("07:30", False)],
            ["Auditorium Monte Brè"],
            ["7800.00"],
            [160],
        ),
        "Das Auditorium Monte Brè ist für Ihren Kongress am Mittwoch, 12. Mai 2027, ab 8 Uhr für 160 "
        "Delegierte gebucht; der Gesamtpreis beträgt CHF 7'800.00. An Kongresstagen ist unser Empfang ab "
        "7.30 Uhr besetzt.",
    ),
    (
        "de",
        facts(["2027-06-23"], ["12:00"], ["Loggia"], ["1860.00"], [62], ["Pranzo Leggero"]),
        "<p>Guten Tag Frau Frei</p><p>Ihr Mittagessen ist bestätigt:</p><table><tr><th>Datum</th><td>23.06.2027"
        "</td></tr><tr><th>Zeit</th><td>12 Uhr</td></tr><tr><th>Raum</th><td>Loggia</td></tr><tr><th>Gäste"
        "</th><td>62</td></tr><tr><th>Menü</th><td>Pranzo Leggero</td></tr><tr><th>Total</th><td>CHF "
        "1'860.00</td></tr></table><p>Bis bald in Lugano!</p>",
    ),
    (
        "de",
        facts(["2027-09-09"], ["14:00"], ["Sala San Salvatore"], ["1750.00"], [55]),
        "Die Sala San Salvatore ist für Donnerstag, 9. September 2027, um 14 Uhr für 55 Teilnehmende "
        "bestätigt; der Gesamtbetrag beträgt CHF 1'750.00. Die Standseilbahn ab Bahnhof hält direkt am See, "
        "und unser Team empfängt Ihre Gruppe im Foyer.",
        "Sala San Salvatore bestätigen: Do 9.9.2027, 14:00, 55 Teilnehmende, CHF 1750.00. Standseilbahn "
        "erwähnen und dass unser Team die Gruppe im Foyer empfängt.",
    ),
    # -- French ----------------------------------------------------------------------------------
    (
        "fr",
        facts(
            ["2027-03-24"],
            ["09:00"],
            ["Auditorium Monte Brè"],
            ["8400.00"],
            [180],
            ["Coffee Break Ticino"],
        ),
        "Cher Docteur Bernasconi,\n\nMerci d'avoir choisi le Centro Congressi Riva Paradiso pour votre "
        "symposium. Nous vous confirmons l'Auditorium Monte Brè pour le mercredi 24 mars 2027 dès 9 h pour "
        "180 délégués, avec notre Coffee Break Ticino en milieu de matinée. Le total s'élève à "
        "CHF 8 400.00.\n\nMeilleures salutations\nGiulia Ferrari",
    ),
    (
        "fr",
        facts(["2027-04-28"], ["14:00"], ["Sala Ceresio"], ["1650.00"], [40]),
        "Salut Tom, la Sala Ceresio est réservée pour vous le mer. 28 avril 2027 dès 14 h pour 40 personnes. "
        "La location coûte CHF 1 650.–. La salle donne directement sur le lac !",
    ),
    (
        "fr",
        facts(
            ["2027-05-06"],
            ["08:30"],
            ["Sala San Salvatore"],
            ["28.00", "1680.00"],
            [60],
            ["Pranzo Leggero"],
        ),
        "Récapitulatif de votre réservation :\n\n- **Salle :** Sala San Salvatore\n- **Date :** jeudi "
        "6 mai 2027\n- **Accueil :** 8 h 30\n- **Participants :** 60\n- **Déjeuner :** Pranzo Leggero à "
        "CHF 28.00 par personne\n- **Total restauration :** CHF 1 680.00",
    ),
    (
        "fr",
        facts(
            ["2027-06-02"],
            ["18:00", "21:00"],
            ["Loggia"],
            ["3900.00"],
            [120],
            ["Aperitivo sul Lago"],
        ),
        "| Événement | Aperitivo sul Lago |\n|---|---|\n| Date | 2 juin 2027 |\n| Horaire | 18 h – 21 h |\n"
        "| Lieu | Loggia |\n| Invités | 120 |\n| Prix | CHF 3 900.00 |",
    ),
    (
        "fr",
        facts(["2027-09-09"], ["09:30"], ["Sala Ceresio"], ["2200.00"], [45], ["Streaming Kit"]),
        "<p>Chère Madame Keller,</p>\n<p>Votre conseil d'administration est confirmé en <strong>Sala "
        "Ceresio</strong>&nbsp;:</p>\n<ul>\n<li><strong>Date&nbsp;:</strong> jeudi 9&nbsp;septembre 2027</li>\n"
        "<li><strong>Début&nbsp;:</strong> 9&nbsp;h&nbsp;30</li>\n<li><strong>Participants&nbsp;:</strong> "
        "45</li>\n<li><strong>Technique&nbsp;:</strong> Streaming Kit &amp; deux micros sans fil</li>\n"
        "<li><strong>Total&nbsp;:</strong> CHF&nbsp;2&#8239;200.00</li>\n</ul>\n<p>Meilleures salutations</p>",
    ),
    (
        "fr",
        facts(["2027-09-16"], ["08:00"], ["Auditorium Monte Brè"], ["9600.00"], [220]),
        "Monsieur Rossi,\n\nL'Auditorium Monte Brè est confirmé pour le 16 septembre 2027 dès 8 h pour "
        "220 participants, au prix de CHF 9 600.00.\n\nAccès : Centro Congressi Riva Paradiso, Riva "
        "Paradiso 8, 6900 Lugano-Paradiso. Depuis la gare de Lugano, bus 2 direction Paradiso jusqu'à "
        "l'arrêt Paradiso, Riva ; puis 3 minutes à pied le long du lac. Parking : Parcheggio Riva (niveau -1), "
        "les 2 premières heures sont offertes. Wi-Fi : « RivaParadiso-Congress ». Tél. +41 91 985 22 00.",
    ),
    (
        "fr",
        facts(["2027-10-07"], ["13:30"], ["Sala San Salvatore"], ["1950.00"], [70]),
        "Merci d'avoir choisi Riva Paradiso ! La Sala San Salvatore est réservée le 7 octobre 2027 à 13 h 30 "
        "pour 70 invités. Merci de virer CHF 1950.00 dans les 20 jours suivant la facture sur l'IBAN "
        "CH27 0900 0000 6900 1234 5.",
    ),
    (
        "fr",
        facts(["2027-10-21"], ["10:00"], ["Loggia"], ["1200.00"], [25], ["Coffee Break Ticino"]),
        "Bonne nouvelle : la Loggia vous attend le jeudi 21 octobre 2027 à 10 h pour votre groupe de "
        "vingt-cinq personnes. La salle et le Coffee Break Ticino font CHF 1 200.00 ; les tableaux de "
        "conférence sont fournis sans supplément.",
    ),
    (
        "fr",
        facts(["2027-11-04"], ["09:00"], ["Sala Ceresio"], ["1800.00"], [35]),
        "Chère Madame Pedrazzini, nous vous gardons la Sala Ceresio le 4 novembre 2027 dès 9 h pour "
        "35 personnes. La location à la journée est de CHF 1 800.00.\n\nLe 12 avr. 2027 à 16:02, Laura "
        "Pedrazzini <laura.pedrazzini@example.com> a écrit :\n> Auriez-vous une salle le 3 ou le 4 novembre "
        "pour une trentaine de personnes, début à 8 h 30 ?",
    ),
    (
        "fr",
        facts(["2027-11-25"], ["19:00"], ["Loggia"], ["5400.00"], [150], ["Aperitivo sul Lago"]),
        "Votre soirée de gala est confirmée : Aperitivo sul Lago dans la Loggia le jeudi 25 novembre 2027 dès "
        "19 h pour 150 invités. Le total s'élève à CHF 5’400.00, TVA de 8,1 % comprise.",
    ),
    (
        "fr",
        facts(["2027-02-18"], ["09:00", "17:30"], ["Sala San Salvatore"], ["2350.00"], [50]),
        "**Votre séminaire**\n\n**Salle :** Sala San Salvatore  \n**Date :** 18.02.2027  \n**Horaire :** "
        "9 h – 17 h 30  \n**Participants :** 50  \n**Forfait journée :** CHF 2 350.00\n\nLa salle est au "
        "2e étage (ascenseur depuis le hall) et offre 50 places en disposition école avec 4 micros sans fil.",
    ),
    (
        "fr",
        facts(["2027-03-10"], ["18:30"], ["Sala Ceresio"], ["1400.00"], [30]),
        "Bonjour Monsieur Galli, merci pour votre appel. La Sala Ceresio (env. 90 m², 1er étage) vous est "
        "réservée le 10 mars 2027 à 18 h 30 pour 30 invités. Le prix est de CHF 1 400.00.\n\n"
        "Meilleures salutations\neventi@rivaparadiso.ch · www.rivaparadiso.ch",
    ),
    (
        "fr",
        facts(
            ["2027-05-12"],
            ["08:00", ("07:30", False)],
            ["Auditorium Monte Brè"],
            ["7800.00"],
            [160],
        ),
        "L'Auditorium Monte Brè est réservé pour votre congrès le mercredi 12 mai 2027 dès 8 h pour "
        "160 délégués ; le total est de CHF 7 800.00. Les jours de congrès, notre accueil ouvre à 7 h 30.",
    ),
    (
        "fr",
        facts(["2027-06-23"], ["12:00"], ["Loggia"], ["1860.00"], [62], ["Pranzo Leggero"]),
        "<p>Bonjour Madame Frei,</p><p>Votre déjeuner est confirmé&nbsp;:</p><table><tr><th>Date</th><td>23 juin "
        "2027</td></tr><tr><th>Heure</th><td>12 h</td></tr><tr><th>Salle</th><td>Loggia</td></tr><tr><th>"
        "Convives</th><td>62</td></tr><tr><th>Menu</th><td>Pranzo Leggero</td></tr><tr><th>Total</th><td>"
        "CHF 1 860.00</td></tr></table>",
    ),
    (
        "fr",
        facts(["2027-09-09"], ["14:00"], ["Sala San Salvatore"], ["1750.00"], [55]),
        "La Sala San Salvatore est confirmée pour le jeudi 9 septembre 2027 à 14 h pour 55 participants ; le "
        "total s'élève à CHF 1 750.00. Le funiculaire depuis la gare s'arrête tout près du lac, et notre "
        "équipe accueillera votre groupe dans le foyer.",
        "Confirmer la Sala San Salvatore : jeu. 9.9.2027, 14:00, 55 participants, CHF 1750.00. Mentionner le "
        "funiculaire et l'accueil du groupe dans le foyer.",
    ),
    # -- Italian ---------------------------------------------------------------------------------
    (
        "it",
        facts(
            ["2027-03-24"],
            ["09:00"],
            ["Auditorium Monte Brè"],
            ["8400.00"],
            [180],
            ["Coffee Break Ticino"],
        ),
        "Egregio dottor Bernasconi,\n\ngrazie per aver scelto il Centro Congressi Riva Paradiso per il suo "
        "simposio. Le confermiamo l'Auditorium Monte Brè per mercoledì 24 marzo 2027 dalle 9 per "
        "180 delegati, con il nostro Coffee Break Ticino a metà mattina. Il totale ammonta a CHF 8'400.00.\n\n"
        "Cordiali saluti\nGiulia Ferrari",
    ),
    (
        "it",
        facts(["2027-04-28"], ["14:00"], ["Sala Ceresio"], ["1650.00"], [40]),
        "Ciao Tom, la Sala Ceresio è prenotata per voi mer 28 aprile 2027 dalle 14 per 40 persone. L'affitto "
        "costa CHF 1'650.–. La sala dà direttamente sul lago!",
    ),
    (
        "it",
        facts(
            ["2027-05-06"],
            ["08:30"],
            ["Sala San Salvatore"],
            ["28.00", "1680.00"],
            [60],
            ["Pranzo Leggero"],
        ),
        "Riepilogo della prenotazione:\n\n- **Sala:** Sala San Salvatore\n- **Data:** giovedì 6 maggio 2027\n"
        "- **Registrazione:** ore 8.30\n- **Partecipanti:** 60\n- **Pranzo:** Pranzo Leggero a CHF 28.00 a "
        "persona\n- **Totale ristorazione:** CHF 1'680.00",
    ),
    (
        "it",
        facts(
            ["2027-06-02"],
            ["18:00", "21:00"],
            ["Loggia"],
            ["3900.00"],
            [120],
            ["Aperitivo sul Lago"],
        ),
        "| Evento | Aperitivo sul Lago |\n|---|---|\n| Data | 2 giugno 2027 |\n| Orario | 18.00–21.00 |\n"
        "| Luogo | Loggia |\n| Ospiti | 120 |\n| Prezzo | CHF 3'900.00 |",
    ),
    (
        "it",
        facts(["2027-09-09"], ["09:30"], ["Sala Ceresio"], ["2200.00"], [45], ["Streaming Kit"]),
        "<p>Gentile signora Keller,</p>\n<p>la sua riunione del consiglio è confermata in <strong>Sala "
        "Ceresio</strong>:</p>\n<ul>\n<li><strong>Data:</strong> giovedì 9&nbsp;settembre 2027</li>\n"
        "<li><strong>Inizio:</strong> ore 9.30</li>\n<li><strong>Partecipanti:</strong> 45</li>\n"
        "<li><strong>Tecnica:</strong> Streaming Kit &amp; due microfoni senza fili</li>\n"
        "<li><strong>Totale:</strong> CHF&nbsp;2&#8217;200.00</li>\n</ul>\n<p>Cordiali saluti</p>",
    ),
    (
        "it",
        facts(["2027-09-16"], ["08:00"], ["Auditorium Monte Brè"], ["9600.00"], [220]),
        "Egregio signor Rossi,\n\nl'Auditorium Monte Brè è confermato per il 16 settembre 2027 dalle 8 per "
        "220 partecipanti, al prezzo di CHF 9'600.00.\n\nCome arrivare: Centro Congressi Riva Paradiso, Riva "
        "Paradiso 8, 6900 Lugano-Paradiso. Dalla stazione di Lugano prendete il bus 2 direzione Paradiso fino "
        "alla fermata Paradiso, Riva; poi 3 minuti a piedi sul lungolago. Parcheggio: Parcheggio Riva "
        "(livello -1), le prime 2 ore sono gratuite. Wi-Fi: «RivaParadiso-Congress». Tel. 091 985 22 00.",
    ),
    (
        "it",
        facts(["2027-10-07"], ["13:30"], ["Sala San Salvatore"], ["1950.00"], [70]),
        "Grazie per aver scelto Riva Paradiso! La Sala San Salvatore è riservata per il 7 ottobre 2027 alle "
        "13.30 per 70 ospiti. La preghiamo di versare CHF 1950.00 entro 20 giorni dalla data della fattura "
        "sull'IBAN CH27 0900 0000 6900 1234 5.",
    ),
    (
        "it",
        facts(["2027-10-21"], ["10:00"], ["Loggia"], ["1200.00"], [25], ["Coffee Break Ticino"]),
        "Buone notizie: la Loggia è vostra giovedì 21 ottobre 2027 alle 10 per il vostro gruppo di "
        "venticinque persone. Sala e Coffee Break Ticino costano CHF 1'200.00; le lavagne a fogli mobili sono "
        "fornite senza sovrapprezzo.",
    ),
    (
        "it",
        facts(["2027-11-04"], ["09:00"], ["Sala Ceresio"], ["1800.00"], [35]),
        "Gentile signora Pedrazzini, le teniamo la Sala Ceresio il 4 novembre 2027 dalle 9 per 35 persone. "
        "L'affitto giornaliero è di CHF 1'800.00.\n\nIl giorno lun 12 apr 2027 alle ore 16:02 Laura "
        "Pedrazzini <laura.pedrazzini@example.com> ha scritto:\n> Avreste una sala il 3 o il 4 novembre per "
        "una trentina di persone, inizio alle 8.30?",
    ),
    (
        "it",
        facts(["2027-11-25"], ["19:00"], ["Loggia"], ["5400.00"], [150], ["Aperitivo sul Lago"]),
        "La sua serata di gala è confermata: Aperitivo sul Lago nella Loggia giovedì 25 novembre 2027 dalle "
        "19 per 150 ospiti. Il totale ammonta a CHF 5'400.00, IVA dell'8,1 % inclusa.",
    ),
    (
        "it",
        facts(["2027-02-18"], ["09:00", "17:30"], ["Sala San Salvatore"], ["2350.00"], [50]),
        "**Il suo seminario**\n\n**Sala:** Sala San Salvatore  \n**Data:** 18.02.2027  \n**Orario:** dalle 9 "
        "alle 17.30  \n**Partecipanti:** 50  \n**Forfait giornaliero:** CHF 2'350.00\n\nLa sala è al 2° piano "
        "(ascensore dall'atrio) e offre 50 posti a platea con 4 microfoni senza fili.",
    ),
    (
        "it",
        facts(["2027-03-10"], ["18:30"], ["Sala Ceresio"], ["1400.00"], [30]),
        "Buongiorno signor Galli, grazie per la telefonata. La Sala Ceresio (ca. 90 m², 1° piano) è riservata "
        "per lei il 10 marzo 2027 alle 18.30 per 30 ospiti. Il prezzo è di CHF 1'400.00.\n\n"
        "Cordiali saluti\neventi@rivaparadiso.ch · www.rivaparadiso.ch",
    ),
    (
        "it",
        facts(
            ["2027-05-12"],
            ["08:00", ("07:30", False)],
            ["Auditorium Monte Brè"],
            ["7800.00"],
            [160],
        ),
        "L'Auditorium Monte Brè è prenotato per il vostro congresso mercoledì 12 maggio 2027 dalle 8 per "
        "160 delegati; il totale è di CHF 7'800.00. Nei giorni di congresso la nostra reception apre alle 7.30.",
    ),
    (
        "it",
        facts(["2027-06-23"], ["12:00"], ["Loggia"], ["1860.00"], [62], ["Pranzo Leggero"]),
        "<p>Buongiorno signora Frei,</p><p>il suo pranzo è confermato:</p><table><tr><th>Data</th><td>23 "
        "giugno 2027</td></tr><tr><th>Ora</th><td>12.00</td></tr><tr><th>Sala</th><td>Loggia</td></tr><tr><th>"
        "Ospiti</th><td>62</td></tr><tr><th>Menù</th><td>Pranzo Leggero</td></tr><tr><th>Totale</th><td>"
        "CHF 1'860.00</td></tr></table>",
    ),
    (
        "it",
        facts(["2027-09-09"], ["14:00"], ["Sala San Salvatore"], ["1750.00"], [55]),
        "La Sala San Salvatore è confermata per giovedì 9 settembre 2027 alle 14 per 55 partecipanti; il "
        "totale ammonta a CHF 1'750.00. La funicolare dalla stazione si ferma vicino al lago, e il nostro "
        "team accoglierà il vostro gruppo nel foyer.",
        "Confermare la Sala San Salvatore: gio 9.9.2027, 14:00, 55 partecipanti, CHF 1750.00. Citare la "
        "funicolare e l'accoglienza del gruppo nel foyer.",
    ),
    (
        "it",
        facts(
            ["2027-06-23"], ["12:00", "14:00"], ["Loggia"], ["1860.00"], [62], ["Pranzo Leggero"]
        ),
        "| Data | Orario | Sala | Ospiti | Menù | Totale |\n|---|---|---|---|---|---|\n| 23.06.2027 | 12.00–14.00 "
        "| Loggia | 62 | Pranzo Leggero | CHF 1'860.00 |",
    ),
    (
        "de",
        facts(["2027-10-07"], ["13:30"], ["Sala San Salvatore"], ["1950.00"], [70]),
        "<p>Guten Tag Herr Lepori</p><table><tr><th>Datum</th><td>07.10.2027</td></tr><tr><th>Zeit</th>"
        "<td>13.30</td></tr><tr><th>Raum</th><td>Sala San Salvatore</td></tr><tr><th>Gäste</th><td>70</td></tr>"
        "<tr><th>Total</th><td>CHF&nbsp;1&#8217;950.00</td></tr></table><p>Bus 2 bis Paradiso, Riva.</p>",
    ),
    (
        "fr",
        facts(["2027-03-10"], ["18:30"], ["Sala Ceresio"], ["1400.00"], [30]),
        "<p>Bonjour Monsieur Galli,</p><table><tr><td><strong>Date</strong></td><td>10.03.2027</td></tr><tr>"
        "<td><strong>Horaire</strong></td><td>18.30</td></tr><tr><td><strong>Salle</strong></td><td>Sala "
        "Ceresio</td></tr><tr><td><strong>Invités</strong></td><td>30</td></tr><tr><td><strong>Prix</strong>"
        "</td><td>CHF&nbsp;1&nbsp;400.00</td></tr></table>",
    ),
    (
        "it",
        facts(["2027-11-04"], ["09:00"], ["Sala Ceresio"], ["1800.00"], [35]),
        "Riepilogo:\nData\t04.11.2027\nOra\t9.00\nSala\tSala Ceresio\nPartecipanti\t35\nTotale\tCHF 1'800.00\n\n"
        "Il bus 2 ferma davanti all'ingresso.",
    ),
]

# (lang, facts, clean text, the value as first written, the wrong value written instead, the
# type of the fact it states):
# the reply with the wrong value must come back as the clean text.
ONE_WRONG: list[tuple] = [
    (CLEAN[i][0], CLEAN[i][1], CLEAN[i][2], old, new, kind)
    for i, old, new, kind in [
        (0, "180 delegates", "190 delegates", "count"),
        (1, "from 2 pm", "from 3 pm", "time"),
        (3, "| Guests | 120 |", "| Guests | 210 |", "count"),
        (5, "CHF 9,600.00", "CHF 9,900.00", "amount"),
        (9, "25 November 2027", "26 November 2027", "date"),
        (15, "ab 9 Uhr", "ab 10 Uhr", "time"),
        (16, "28.04.2027", "29.04.2027", "date"),
        (20, "für 220 Teilnehmende", "für 200 Teilnehmende", "count"),
        (23, "CHF 1'800.00", "CHF 1'900.00", "amount"),
        (26, "um 18.30 Uhr", "um 19.30 Uhr", "time"),
        (30, "180 délégués", "160 délégués", "count"),
        (31, "dès 14 h", "dès 15 h", "time"),
        (35, "CHF 9 600.00", "CHF 6 900.00", "amount"),
        (36, "le 7 octobre 2027", "le 8 octobre 2027", "date"),
        (43, "<td>62</td>", "<td>64</td>", "count"),
        (46, "per 40 persone", "per 45 persone", "count"),
        (49, "<strong>Partecipanti:</strong> 45", "<strong>Partecipanti:</strong> 54", "count"),
        (51, "alle 13.30", "alle 14.30", "time"),
        (54, "giovedì 25 novembre 2027", "giovedì 25 novembre 2028", "date"),
        (57, "CHF 7'800.00", "CHF 8'700.00", "amount"),
    ]
]
