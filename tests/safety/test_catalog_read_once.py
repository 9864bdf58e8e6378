"""A catalog's names are read once per catalog object (safety.verify._catalog_read): verifying
with the catalog again, or with another catalog object of other names, reads what that catalog
holds, not what an earlier one held."""

from __future__ import annotations

import gc

from safety.facts import HardFacts
from safety.venue import VenueCatalog
from safety.verify import _catalog_read, verify

FACTS = HardFacts.model_validate({"rooms": [{"value": "Salon Rose"}]})
TEXT = "Wir haben den Salon Rose reserviert und servieren ein Apéro riche."
APERO = (("Apéro riche", "product"),)


def _invented(catalog: VenueCatalog) -> list[str | None]:
    return [issue.found for issue in verify(FACTS, TEXT, locale="de", catalog=catalog).issues]


def test_the_same_catalog_gives_the_same_report_each_time() -> None:
    catalog = VenueCatalog(rooms=("Salon Rose",), terms=APERO)
    first = verify(FACTS, TEXT, locale="de", catalog=catalog)
    again = verify(FACTS, TEXT, locale="de", catalog=catalog)
    assert first == again
    assert [issue.kind for issue in first.issues] == ["invented"]


def test_another_catalog_object_is_read_for_what_it_holds() -> None:
    with_apero = VenueCatalog(rooms=("Salon Rose",), terms=APERO)
    without = VenueCatalog(rooms=("Salon Rose",))
    assert _invented(with_apero) == ["Apéro riche"]
    assert _invented(without) == []
    assert _invented(with_apero) == ["Apéro riche"]


def test_a_catalog_read_is_forgotten_with_its_catalog() -> None:
    catalog = VenueCatalog(rooms=("Salon Rose", "Bellevue"), aliases={"Bellevue": ("Belle Vue",)})
    read = _catalog_read(catalog)
    assert read.rooms == ("Salon Rose", "Bellevue")
    assert read.aliases == (("Bellevue", ("Belle Vue",)),)
    assert _catalog_read(catalog) is read
    del catalog
    gc.collect()
    other = VenueCatalog(rooms=("Atelier",))
    assert _catalog_read(other).rooms == ("Atelier",)
    assert _catalog_read(other).token != read.token
