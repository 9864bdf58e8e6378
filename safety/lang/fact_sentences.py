"""The words that the sentences stating missing facts share in en, de, fr and it: the word that
joins the last of several values, and the sentence that opens a reply made of them alone. Each
fact type's own sentences and list labels are its kind's (safety.kinds); safety.insertion
writes them. A view of the language packs (safety.lang.registry).
"""

from __future__ import annotations

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES

AND: dict[Lang, str] = {lang: LANGUAGES[lang].and_word for lang in LANGS}
OPENING: dict[Lang, str] = {lang: LANGUAGES[lang].missing_facts_opening for lang in LANGS}
