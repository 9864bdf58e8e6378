"""A name shown with an alias in brackets ("Seesicht (Vue sur le lac)", as replies show a name
with the translation staff gave it) is the name as written when the alias is its own, and a
wrong name when the alias, or the name before it, is another one."""

import datetime as dt

import pytest

from safety import DateFact, HardFacts, RoomFact, TermFact
from safety.correct import correct
from safety.venue import VenueCatalog, shown_name
from safety.verify import verify

CATALOG = VenueCatalog(
    rooms=("Seesicht", "Dachterrasse", "Atelier"),
    aliases={
        "Seesicht": ("Lake View", "Vue sur le lac", "Vista lago"),
        "Dachterrasse": ("roof terrace", "terrasse sur le toit"),
        "Atelier": ("Workshop",),
        "Kaffeepause": ("coffee break", "pause-café"),
        "projector": ("Beamer", "projecteur"),
    },
    terms=(("Kaffeepause", "product"), ("Welcome Coffee", "product"), ("projector", "feature")),
)
FACTS = HardFacts(
    rooms=[RoomFact(value="Seesicht")],
    dates=[DateFact(value=dt.date(2027, 6, 9))],
    terms=[TermFact(value="Kaffeepause", kind="product")],
)


def checked(text: str, lang: str = "fr"):
    report = verify(FACTS, text, locale=lang, catalog=CATALOG)
    return report, correct(FACTS, text, report)


@pytest.mark.parametrize(
    "text",
    [
        "La salle Seesicht (Vue sur le lac) est libre le 09.06.2027, avec la Kaffeepause.",
        "La salle Seesicht (vue sur le lac) est libre le 09.06.2027, avec la Kaffeepause.",
        "La salle Seesicht ( Lake View ) est libre le 09.06.2027, avec la Kaffeepause.",
        "La salle Seesicht est libre le 09.06.2027, avec la Kaffeepause (pause-café).",
        f"La salle {shown_name('Seesicht', 'Vista lago')} est libre le 09.06.2027, avec la "
        f"{shown_name('Kaffeepause', 'pause-café')}.",
        "La salle Seesicht (jusqu'à 20 personnes) est libre le 09.06.2027, avec la Kaffeepause.",
    ],
)
def test_a_name_with_its_own_alias_is_the_name_as_written(text):
    report, corrected = checked(text)
    assert report.ok, report.issues
    assert corrected == text


@pytest.mark.parametrize(
    ("written", "found"),
    [
        ("Seesicht (terrasse sur le toit)", "Seesicht (terrasse sur le toit)"),
        ("Seesicht (Roof Terrace)", "Seesicht (Roof Terrace)"),
        ("Atelier (Vue sur le lac)", "Atelier (Vue sur le lac)"),
        ("Dachterrasse (Vue sur le lac)", "Dachterrasse (Vue sur le lac)"),
        ("Vue sur le lac", "Vue sur le lac"),
    ],
)
def test_another_names_alias_or_another_name_is_a_wrong_room(written, found):
    text = f"La salle {written} est libre le 09.06.2027, avec la Kaffeepause."

    report, corrected = checked(text)

    assert [(i.kind, i.type, i.found, i.expected) for i in report.issues] == [
        ("wrong", "room", found, "Seesicht")
    ]
    assert corrected == "La salle Seesicht est libre le 09.06.2027, avec la Kaffeepause."


def test_a_product_shown_with_another_products_alias_is_a_wrong_product():
    text = "La salle Seesicht est libre le 09.06.2027, avec la Kaffeepause (café d'accueil)."
    catalog = VenueCatalog(
        rooms=CATALOG.rooms,
        aliases={**CATALOG.aliases, "Welcome Coffee": ("café d'accueil",)},
        terms=CATALOG.terms,
    )

    report = verify(FACTS, text, locale="fr", catalog=catalog)

    assert [(i.kind, i.found, i.expected) for i in report.issues] == [
        ("wrong", "Kaffeepause (café d'accueil)", "Kaffeepause")
    ]
    assert correct(FACTS, text, report).endswith("avec la Kaffeepause.")


def test_an_alias_of_another_kind_in_brackets_is_read_on_its_own():
    # "Beamer" names the feature projector, not a room: the brackets make no room form of it.
    text = "La salle Seesicht (Beamer) est libre le 09.06.2027, avec la Kaffeepause."
    facts = HardFacts(
        rooms=FACTS.rooms,
        dates=FACTS.dates,
        terms=[*FACTS.terms, TermFact(value="projector", kind="feature")],
    )

    report = verify(facts, text, locale="fr", catalog=CATALOG)

    assert all(issue.type != "room" for issue in report.issues)
    assert "Seesicht" in correct(facts, text, report)
