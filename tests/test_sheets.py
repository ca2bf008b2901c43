"""The printable sheets (cardlab.sheets): the rules card and the teacher's plan of every game
with a lesson page — checked in as rendered, self-contained, made of the lesson's own
texts, and one A4 page each when chromium prints them."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from cardlab import sheets
from cardlab.i18n import LANGS, t
from cardlab.lessons import GLOSSARY_TERMS, lesson_of, plain

SHEETS = sheets.SHEETS
FILES = sorted(sheets.sheets())


def text_of(page: str) -> str:
    """The words of an HTML page (tags dropped, entities read, spaces collapsed)."""
    body = re.sub(r"</?a[^>]*>", "", page.split("<body", 1)[1])  # a link is inside a line
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def test_comrade_has_a_card_and_a_plan_in_both_languages() -> None:
    assert {f"comrade-{kind}.{lang}.html" for kind in ("card", "plan") for lang in LANGS} <= set(
        FILES)


@pytest.mark.parametrize("name", FILES)
def test_checked_in_sheet_is_a_fresh_render(name: str) -> None:
    """`python -m cardlab.sheets` was run after the last change of a text: nothing drifts."""
    path = SHEETS / name
    assert path.is_file(), f"{name} is missing: run python -m cardlab.sheets"
    assert path.read_text(encoding="utf-8") == sheets.sheets()[name], (
        f"{name} differs from a fresh render: run python -m cardlab.sheets")


def test_no_sheet_without_a_source() -> None:
    """Every card/plan file in notebooks/sheets/ is one the generator writes."""
    stale = {p.name for p in SHEETS.glob("*-card.*.html")} | {
        p.name for p in SHEETS.glob("*-plan.*.html")}
    assert stale <= set(FILES), stale - set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_self_contained_with_print_styles(name: str) -> None:
    """Inline styles with an A4 page rule; no script, no stylesheet, font or image fetched."""
    page = sheets.sheets()[name]
    assert "@page { size: A4;" in page and "@media print" in page
    assert not re.search(r"<script|<link|<img|src=|url\(|@import|https?:", page)
    lang = name.split(".")[-2]
    assert f'<html lang="{lang}">' in page


@pytest.mark.parametrize("lang", LANGS)
def test_card_prints_the_lessons_own_rule_texts(lang: str) -> None:
    """Each card section holds the lesson's rule boxes, word for word (nothing retyped),
    and every section the format asks for is there, in order."""
    lesson, page = lesson_of("comrade", lang), sheets.card("comrade", lang)
    words = text_of(page)
    sections = [s for s, _ in lesson.card]
    assert sections == ["goal", "need", "deal", "turn", "end", "scoring", "mistakes"]
    for section, parts in lesson.card:
        assert f'<section id="{section}"><h2>{t(f"sheet.card.{section}", lang)}</h2>' in page
        for part in (p for p in parts if not p.startswith("+")):
            for line in plain(t(lesson.rule_key(part), lang)).split("\n"):
                assert " ".join(line.removeprefix("• ").split()) in words, (part, line)
    assert "Excellent" in words  # the titles table, drawn by the lesson's own extra
    shown = {name for _, parts in lesson.card for name in parts if not name.startswith("+")}
    assert shown == set(lesson.rules)  # every rule box of the lesson is on the card


@pytest.mark.parametrize("name", FILES)
def test_glossary_links_go_to_known_terms_once(name: str) -> None:
    """Glossary words link to glossary.<lang>.html#<term> beside the sheet, each term once."""
    page = sheets.sheets()[name]
    lang = name.split(".")[-2]
    terms = re.findall(r'href="glossary\.(\w+)\.html#([a-z-]+)"', page)
    assert all(link_lang == lang for link_lang, _ in terms)
    linked = [term for _, term in terms]
    assert set(linked) <= set(GLOSSARY_TERMS) and len(linked) == len(set(linked))
    if "-card." in name:
        assert {"trick", "bid", "lead", "must-follow", "void", "dealer"} <= set(linked)


@pytest.mark.parametrize("lang", LANGS)
def test_plan_is_fifty_minutes_with_three_questions(lang: str) -> None:
    lesson, page = lesson_of("comrade", lang), sheets.plan("comrade", lang)
    assert sum(m for m, _ in lesson.plan) == 50
    assert page.count("<li>") >= 3 + 3  # three questions, three mistakes to watch for
    assert len(lesson.discuss) == 3
    for step in ("bid", "trick", "ends", "play"):  # lesson sections shown, then the class plays
        assert t(f"lesson.comrade.plan.{step}.show", lang) in text_of(page)


def test_main_writes_every_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert sheets.main([str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == FILES
    assert capsys.readouterr().out.count(".html") == len(FILES)


def test_a_game_without_a_lesson_page_has_no_sheet() -> None:
    with pytest.raises(LookupError, match="no game named"):
        sheets.card("chess")
    assert not any(name.startswith("notice-") for name in FILES)  # no lesson page yet


def pdf_pages(pdf: bytes) -> int:
    """The number of pages of a PDF (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.browser
def test_each_sheet_prints_to_exactly_one_a4_page() -> None:
    """Chromium prints every card and plan, in each language, on exactly one A4 page."""
    from tests.browser.conftest import chromium_browser

    with chromium_browser() as context:
        page = context.new_page()
        for name in FILES:
            page.goto((SHEETS / name).as_uri())
            pdf = page.pdf(format="A4", print_background=True)
            assert pdf.startswith(b"%PDF") and pdf_pages(pdf) == 1, name
        two = sheets.sheets()["comrade-card.en.html"].replace("</main>", "</main>" + "<p>x</p>"
                                                              * 120)
        page.set_content(two)
        assert pdf_pages(page.pdf(format="A4")) > 1  # the count sees more pages
        page.close()
