"""Whole enquiries as clients write them, in four languages: date, start, end and group size
read together (received on Tuesday 9 March 2027)."""

import pytest

from .reading import read

MESSAGES = [
    (
        "Hey there, looking to book something for a team offsite – 17 of us – on Wed 24 March, roughly 10 till 4.",
        "2027-03-24",
        "10:00",
        "16:00",
        17,
    ),
    (
        "Bonjour, pourriez-vous nous réserver une salle le 30/03 de 14h à 18h ? Nous serons une vingtaine, disons 22.",
        "2027-03-30",
        "14:00",
        "18:00",
        22,
    ),
    (
        "Grüezi, mir wäred öppe 15 Lüüt am 31. März vo 18 bis 22 Uhr.",
        "2027-03-31",
        "18:00",
        "22:00",
        15,
    ),
    (
        "Salve, avremmo bisogno di una sala per 11 colleghi martedì 16 marzo, dalle 10 alle 12:30.",
        "2027-03-16",
        "10:00",
        "12:30",
        11,
    ),
    ("Could you hold a room for 8 on April 2nd 2027, 1pm-3pm?", "2027-04-02", "13:00", "15:00", 8),
    ("Anfrage: 12.04.2027, 08:30-12:00, 20 TN, Seminar.", "2027-04-12", "08:30", "12:00", 20),
    ("Demande : 12 avril 2027, 8h30-12h, 20 pers., séminaire.", "2027-04-12", "08:30", "12:00", 20),
    (
        "Richiesta: 12 aprile 2027, 8:30-12:00, 20 pers., seminario.",
        "2027-04-12",
        "08:30",
        "12:00",
        20,
    ),
    (
        "Hi, we're planning a workshop for thirty people on the 15th of April from half past eight to noon.",
        "2027-04-15",
        "08:30",
        "12:00",
        30,
    ),
    (
        "Wir planen am 15. April von halb neun bis zwölf Uhr einen Workshop mit dreissig Personen.",
        "2027-04-15",
        "08:30",
        "12:00",
        30,
    ),
    (
        "Nous prévoyons un atelier le 15 avril de huit heures et demie à midi avec trente personnes.",
        "2027-04-15",
        "08:30",
        "12:00",
        30,
    ),
    (
        "Prevediamo un workshop il 15 aprile dalle otto e mezza a mezzogiorno con trenta persone.",
        "2027-04-15",
        "08:30",
        "12:00",
        30,
    ),
    (
        "Hello! Twenty-five of our sales reps need a room on April 9 between 9 and 11am.",
        "2027-04-09",
        "09:00",
        "11:00",
        25,
    ),
    (
        "Guten Tag, am Donnerstag in zwei Wochen kommen zweiundzwanzig Azubis von 13 bis 17 Uhr.",
        "2027-03-25",
        "13:00",
        "17:00",
        22,
    ),
    (
        "Salut, on serait trente-cinq adhérents le vendredi 9 avril, de neuf heures à midi.",
        "2027-04-09",
        "09:00",
        "12:00",
        35,
    ),
    (
        "Ciao, saremmo in ventotto volontari il 10 aprile dalle nove a mezzogiorno.",
        "2027-04-10",
        "09:00",
        "12:00",
        28,
    ),
    ("Room for 40 delegates, 04/15/2027, 9:00-17:00.", "2027-04-15", "09:00", "17:00", 40),
    (
        "Wir kommen mit 18 Personen, Termin 03.05.2027, Beginn 18:00, Ende ca. 23:00.",
        "2027-05-03",
        "18:00",
        "23:00",
        18,
    ),
    (
        "Nous serons 50 participants le 3 mai 2027 ; début à 18 h, fin vers 23 h.",
        "2027-05-03",
        "18:00",
        "23:00",
        50,
    ),
    (
        "Saremo 50 partecipanti il 3 maggio 2027; inizio alle 18, fine verso le 23.",
        "2027-05-03",
        "18:00",
        "23:00",
        50,
    ),
    (
        "We are 12 people (plus 2 kids) on Saturday 27 March, lunch from 12:30 to 3pm.",
        "2027-03-27",
        "12:30",
        "15:00",
        12,
    ),
    (
        "Am 30. März hätten wir gern von 14:00–18:30 den Raum für 9 Studierende.",
        "2027-03-30",
        "14:00",
        "18:30",
        9,
    ),
    (
        "Hi, we're a team of 14 engineers looking for a room on Thursday 18 March from 2 to 5.30pm.",
        "2027-03-18",
        "14:00",
        "17:30",
        14,
    ),
    (
        "Hallo, wir möchten am 22.04. mit 35 Kolleginnen und Kollegen von 9 bis 16 Uhr tagen.",
        "2027-04-22",
        "09:00",
        "16:00",
        35,
    ),
    (
        "Bonjour, nous cherchons une salle pour 18 collaborateurs le mardi 13 avril, de 8 h 30 à 12 h.",
        "2027-04-13",
        "08:30",
        "12:00",
        18,
    ),
    (
        "Buongiorno, vorremmo una sala per 25 persone il 7 maggio dalle 14 alle 18.",
        "2027-05-07",
        "14:00",
        "18:00",
        25,
    ),
    (
        "Can we get something for around 60 alumni on the 2nd of June, 7pm till midnight?",
        "2027-06-02",
        "19:00",
        "00:00",
        60,
    ),
    (
        "Wir sind 12 Vorstandsmitglieder und bräuchten am Freitag, 26. März einen Raum ab halb neun bis Viertel nach zwölf.",
        "2027-03-26",
        "08:30",
        "12:15",
        12,
    ),
    (
        "Nous serons une quarantaine... disons 40 bénévoles, le samedi 17 avril de 10 h à 15 h.",
        "2027-04-17",
        "10:00",
        "15:00",
        40,
    ),
    (
        "Siamo 30 tesserati e cerchiamo una sala sabato 24 aprile, dalle 9 e mezza alle 13.",
        "2027-04-24",
        "09:30",
        "13:00",
        30,
    ),
    (
        "We'd need space for 8 board members next Friday from 10am to 1pm.",
        "2027-03-19",
        "10:00",
        "13:00",
        8,
    ),
    (
        "Für unsere 45 Lernenden suchen wir am Mittwoch, 14. April von 8.15 bis 11.45 Uhr einen Saal.",
        "2027-04-14",
        "08:15",
        "11:45",
        45,
    ),
    (
        "Pour 22 stagiaires, le jeudi 1er avril de 13 h 45 à 17 h 15.",
        "2027-04-01",
        "13:45",
        "17:15",
        22,
    ),
    (
        "Per 16 dipendenti, giovedì 8 aprile dalle 8:30 alle 12:30.",
        "2027-04-08",
        "08:30",
        "12:30",
        16,
    ),
]


@pytest.mark.parametrize(("text", "date", "start", "end", "participants"), MESSAGES)
def test_an_enquiry_is_read_whole(text, date, start, end, participants):
    intake = read(text)
    update = intake.update
    got = (
        str(update.date),
        update.start_time and update.start_time.strftime("%H:%M"),
        update.end_time and update.end_time.strftime("%H:%M"),
        update.participants,
    )
    assert got == (date, start, end, participants)
    assert intake.unclear == ()
