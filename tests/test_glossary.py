"""The glossary: its terms, its pages, and every catalogue and lesson using its words."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import cardlab
from cardlab import glossary
from cardlab.i18n import LANGS, catalogue

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
# The ids the lessons and rules cards link to (agreed with the lesson's author).
LINKED_IDS = ("lead", "follow", "trick", "trump", "bid", "deal", "dealer", "hand", "field",
              "stock", "honour", "comp", "seat", "suit", "void", "must-follow", "pass",
              "joker", "match", "round")


def test_every_linked_id_is_a_term() -> None:
    ids = [t.id for t in glossary.TERMS]
    assert len(ids) == len(set(ids))
    assert set(LINKED_IDS) <= set(ids)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", i) for i in ids)


def test_terms_are_worded_in_both_languages() -> None:
    """A word and one sentence per language; the Japanese in Japanese, the English not."""
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    for t in glossary.TERMS:
        assert t.en and t.ja and t.define_en.endswith(".") and t.define_ja.endswith("。"), t.id
        assert t.define_en.count(". ") == 0 and t.define_ja.count("。") <= 2, t.id
        assert japanese.search(t.define_ja) and not japanese.search(t.define_en), t.id
        for lang in LANGS:  # a term never breaks its own rule
            assert glossary.misused(t.word(lang) + " " + t.define(lang), lang) == [], t.id


def test_unknown_term_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="no glossary term 'mark'; known: player, seat"):
        glossary.term("mark")


def test_the_choices_for_the_words_that_differed() -> None:
    """マーク/スート and プレー/プレイ were both in use; the glossary settles them."""
    assert glossary.term("suit").ja == "スート"
    assert glossary.term("play").ja == "プレイ"
    found = glossary.misused("リードされたマークを持っていればプレーできません", "ja")
    assert [(t.id, w) for t, w in found] == [("suit", "マーク"), ("play", "プレー")]
    # a deal (noun) is ディール; the verb 配る and 配り方 (how the cards lie) are fine
    assert [w for _, w in glossary.misused("次の配りへ", "ja")] == ["配り"]
    assert glossary.misused("4枚ずつ配り、残りが山札になります。配り方と配りました", "ja") == []
    assert glossary.misused("**Comp(コンプ)**", "ja") == []


class Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.fetches: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(str(a["id"]))
        if tag == "a" and a.get("href"):
            self.hrefs.append(str(a["href"]))
        if tag in ("script", "link", "img") and (a.get("src") or a.get("href")):
            self.fetches.append(str(a.get("src") or a.get("href")))


@pytest.mark.parametrize("lang", LANGS)
def test_checked_in_page_is_a_fresh_render(lang: str) -> None:
    """Rewrite with ``python -m cardlab.glossary`` after changing cardlab/glossary.py."""
    path = NOTEBOOKS / "sheets" / f"glossary.{lang}.html"
    assert path.read_text(encoding="utf-8") == glossary.render(lang), (
        f"{path} is stale: run python -m cardlab.glossary")


@pytest.mark.parametrize("lang", LANGS)
def test_page_has_one_anchor_per_term_and_fetches_nothing(lang: str) -> None:
    parser = Anchors()
    parser.feed(glossary.render(lang))
    assert parser.ids == [t.id for t in glossary.TERMS]
    other = "ja" if lang == "en" else "en"
    assert parser.hrefs == [f"glossary.{other}.html"]
    assert parser.fetches == []
    assert "@media print" in glossary.render(lang)


def test_write_writes_both_pages(tmp_path: Path) -> None:
    written = glossary.write(tmp_path)
    assert [p.name for p in written] == ["glossary.en.html", "glossary.ja.html"]
    assert written[1].read_text(encoding="utf-8") == glossary.render("ja")


def catalogue_texts() -> list[tuple[str, str, str]]:
    """(where, lang, text) of every message of every catalogue (shared and per game)."""
    assert cardlab.GAMES  # the games' catalogues register on import
    return [(key, lang, texts[lang]) for key, texts in catalogue().items() for lang in LANGS]


def notebook_texts() -> list[tuple[str, str, str]]:
    """(where, lang, text) of every cell of every notebook in a language folder, and of
    the welcome pages."""
    out = []
    paths = [*NOTEBOOKS.glob("*/*.ipynb"), *NOTEBOOKS.glob("*.ipynb")]
    for path in sorted(paths):
        # a page outside en/ and ja/ (the welcome pages, the dashboards) may hold both
        langs = [path.parent.name] if path.parent.name in LANGS else list(LANGS)
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            text = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
            out += [(f"{path.relative_to(NOTEBOOKS)} cell {i}", lang, text) for lang in langs]
    return out


@pytest.mark.parametrize("source", ["catalogues", "notebooks"])
def test_no_variant_the_glossary_rules_out(source: str) -> None:
    """Catalogues and lessons use the glossary's word (スート, プレイ, 親, ディール …)."""
    texts = catalogue_texts() if source == "catalogues" else notebook_texts()
    assert len(texts) > 100
    bad = [f"{where} ({lang}): {word!r} — the glossary says {t.word(lang)!r} for {t.id}"
           for where, lang, text in texts
           for t, word in glossary.misused(text, lang)]
    assert bad == []


def test_the_chosen_words_are_the_ones_in_use() -> None:
    """Each word chosen over a variant is the one the Japanese texts now use."""
    text = "\n".join(x for _, lang, x in catalogue_texts() + notebook_texts() if lang == "ja")
    for t in glossary.TERMS:
        if t.avoid.get("ja") and t.id not in ("match",):
            assert t.ja in text, t.id


def test_no_variant_in_any_catalogue_file() -> None:
    """The same over the catalogue files' text, registered or not yet (a game's new
    lesson_messages.py counts from its first line)."""
    files = [*ROOT.glob("cardlab/i18n/*.py"), *ROOT.glob("cardlab/games/*/*messages.py")]
    assert len(files) > 20
    bad = [f"{p.relative_to(ROOT)}: {word!r} ({t.id})" for p in files
           if p.name != "__init__.py"
           for t, word in glossary.misused(p.read_text(encoding="utf-8"), "ja")]
    assert bad == []
