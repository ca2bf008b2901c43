"""Printable sheets of a game: its one-page rules card and its teacher's 50-minute plan.

Both are static, self-contained HTML pages (inline CSS with print styles, no script, nothing
fetched from anywhere) written to ``notebooks/sheets/<game>-card.<lang>.html`` and
``<game>-plan.<lang>.html``, and checked in. A game's lesson (its
:class:`~cardlab.lessons.Lesson`, ``cardlab.games.<game>.lesson.LESSON``) says what goes on
them: ``card`` lists the card's sections and the rule boxes each prints — the very texts the
lesson page shows, so nothing is typed twice —, ``plan`` the plan's steps and ``discuss``
its questions. Glossary words link to ``glossary.<lang>.html#<term>`` beside the sheets.

``python -m cardlab.sheets`` writes every sheet again; a test fails when a checked-in sheet
differs from a fresh render.

>>> page = card("comrade", "en")
>>> page.startswith("<!DOCTYPE html>"), "size: A4" in page, "<script" in page
(True, True, False)
>>> "Three common mistakes" in page and "http" not in page
True
"""

from __future__ import annotations

import html
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from cardlab.core import GAMES
from cardlab.i18n import LANGS, t
from cardlab.lessons import lesson_of, rule_html

__all__ = ["SHEETS", "card", "main", "plan", "sheets", "write_all"]

SHEETS = Path(__file__).resolve().parent.parent / "notebooks" / "sheets"
"""Where the sheets are checked in (beside the lessons: ``notebooks/sheets/``)."""

_CSS = """
@page { size: A4; margin: 11mm 13mm; }
* { box-sizing: border-box; }
body { font-family: "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic",
       "DejaVu Sans", sans-serif; font-size: 10pt; line-height: 1.38; color: #111;
       margin: 0 auto; max-width: 190mm; padding: 6mm 0; }
h1 { font-size: 17pt; margin: 0 0 1mm; }
.sub { margin: 0 0 3mm; color: #444; }
h2 { font-size: 11pt; margin: 2.2mm 0 0.8mm; color: #175; break-after: avoid; }
main { columns: 2; column-gap: 8mm; }
section { break-inside: avoid; }
p { margin: 0 0 1.2mm; }
ul { margin: 0.5mm 0 1.2mm 4mm; padding: 0; }
li { margin: 0 0 0.6mm; }
a.cardlab-term { color: inherit; text-decoration: underline dotted; }
table { border-collapse: collapse; font-size: 8.6pt; margin: 1mm 0; width: 100%; }
th, td { border: 1px solid #999; padding: 0.6mm 1.5mm; text-align: left; vertical-align: top; }
.plan main { columns: 1; }
.plan td.min { white-space: nowrap; }
footer { margin-top: 3mm; color: #555; font-size: 8pt; }
@media print { body { padding: 0; max-width: none; } a { color: inherit; } }
"""


def _page(lang: str, kind: str, title: str, sub: str, body: Iterable[str], foot: str) -> str:
    """A whole sheet: head with the inline styles, title, sections, footer."""
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{html.escape(title)}</title>\n<style>{_CSS}</style>\n</head>\n"
            f'<body class="cardlab-sheet {kind}">\n<header><h1>{html.escape(title)}</h1>'
            f'<p class="sub">{html.escape(sub)}</p></header>\n<main>\n'
            + "\n".join(body) + f"\n</main>\n<footer>{html.escape(foot)}</footer>\n"
            "</body>\n</html>\n")


def card(game: str, lang: str = "en") -> str:
    """The rules card of ``game`` in ``lang``: one printed A4 page — goal, what you need,
    the deal, a turn, how a deal ends, scoring, three common mistakes —, each section
    printing the lesson's own rule boxes (and extras, written ``+name``)."""
    lesson, seen = lesson_of(game, lang), set[str]()
    glossary = f"glossary.{lang}.html"
    body = []
    for section, parts in lesson.card:
        inner = [str(lesson.show(p[1:])) if p.startswith("+") else
                 rule_html(t(lesson.rule_key(p), lang), seen, glossary) for p in parts]
        body.append(f'<section id="{section}"><h2>{html.escape(t(f"sheet.card.{section}", lang))}'
                    f"</h2>{''.join(inner)}</section>")
    name = GAMES[game].title[lang]
    return _page(lang, "card", t("sheet.card.title", lang, game=name),
                 t("sheet.card.sub", lang, game=name), body, t("sheet.foot", lang))


def plan(game: str, lang: str = "en") -> str:
    """The teacher's plan of ``game`` in ``lang``: a 50-minute period step by step (what
    the class does, what to project), three questions to discuss, and the mistakes to
    watch for (the lesson's own "mistakes" box)."""
    lesson, seen = lesson_of(game, lang), set[str]()
    key = f"lesson.{game}.plan"
    rows, start = [], 0
    for minutes, step in lesson.plan:
        end = start + minutes
        rows.append(f'<tr><td class="min">{start}–{end}</td>'
                    f"<td>{html.escape(t(f'{key}.{step}.do', lang))}</td>"
                    f"<td>{html.escape(t(f'{key}.{step}.show', lang))}</td></tr>")
        start = end
    head = "".join(f"<th>{html.escape(t(f'sheet.plan.col.{c}', lang))}</th>"
                   for c in ("min", "do", "show"))
    ask = "".join(f"<li>{html.escape(t(f'{key}.discuss.{q}', lang))}</li>"
                  for q in lesson.discuss)
    body = [
        f'<section id="before"><h2>{html.escape(t("sheet.plan.before", lang))}</h2>'
        f"<p>{html.escape(t(f'{key}.before', lang))}</p></section>",
        f'<section id="steps"><h2>{html.escape(t("sheet.plan.steps", lang, total=start))}'
        f"</h2><table><tr>{head}</tr>{''.join(rows)}</table></section>",
        f'<section id="discuss"><h2>{html.escape(t("sheet.plan.discuss", lang))}</h2>'
        f"<ol>{ask}</ol></section>",
        f'<section id="watch"><h2>{html.escape(t("sheet.plan.watch", lang))}</h2>'
        f"{rule_html(t(lesson.rule_key('mistakes'), lang), seen, f'glossary.{lang}.html')}"
        "</section>",
    ]
    name = GAMES[game].title[lang]
    return _page(lang, "plan", t("sheet.plan.title", lang, game=name),
                 t("sheet.plan.sub", lang, game=name, minutes=start), body,
                 t("sheet.foot", lang))


def sheets() -> dict[str, str]:
    """Every sheet by file name, for every game with a lesson page, in every language.

    >>> sorted(sheets())[:2]
    ['comrade-card.en.html', 'comrade-card.ja.html']
    """
    out = {}
    for game in sorted(GAMES):
        try:
            lesson_of(game)
        except LookupError:
            continue
        for lang in LANGS:
            out[f"{game}-card.{lang}.html"] = card(game, lang)
            out[f"{game}-plan.{lang}.html"] = plan(game, lang)
    return out


def write_all(folder: Path = SHEETS) -> list[Path]:
    """Write every sheet into ``folder``; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in sheets().items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main(argv: Sequence[str] = ()) -> int:
    """``python -m cardlab.sheets [FOLDER]``: write every sheet, print the paths."""
    folder = Path(argv[0]) if argv else SHEETS
    for path in write_all(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
