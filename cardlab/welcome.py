"""The welcome pages: every game with one click to play it, read its lesson and print
its sheets (``notebooks/welcome_en.ipynb``, ``welcome_ja.ipynb``).

The page's one code cell is ``welcome("en")``. Its links are made by
:mod:`cardlab.links` from where the page runs: a Voilà page from its path, a notebook in
JupyterLab from its server, so they hold under ``make start``, on Binder and under a
JupyterHub's ``/user/NAME/``. The games are the registered ones (``cardlab.GAMES``); a
lesson, a going-further notebook, a rules card or a plan is listed when its file exists.

>>> page = welcome("en", page="/user/ann/voila/render/notebooks/welcome_en.ipynb")
>>> 'href="/user/ann/voila/render/notebooks/dashboards/comrade.ipynb"' in page.html
True
>>> 'href="/user/ann/voila/files/notebooks/sheets/glossary.en.html"' in page.html
True
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

from cardlab import links
from cardlab.core import GAMES
from cardlab.i18n import LANGS, catalogue, t

__all__ = ["Welcome", "page_name", "welcome"]


def page_name(lang: str) -> str:
    """The welcome notebook in ``lang`` (its path under ``notebooks/``).

    >>> page_name("ja")
    'welcome_ja.ipynb'
    """
    return f"welcome_{lang if lang in LANGS else 'en'}.ipynb"


@dataclass(frozen=True)
class Welcome:
    """The welcome page's body as HTML (shown by Jupyter and Voilà as it is)."""

    html: str

    def _repr_html_(self) -> str:
        return self.html


_STYLE = """<style>
.cardlab-welcome { --cw-ink: var(--jp-content-font-color1, #1b1b1b);
  --cw-soft: var(--jp-content-font-color2, #555); --cw-line: var(--jp-border-color2, #ddd);
  --cw-link: #0b57d0; color: var(--cw-ink); font-size: 15px; line-height: 1.5;
  max-width: 72rem; padding: 0 0 24px; }
.cardlab-welcome a { color: var(--cw-link); }
.cardlab-welcome .cw-games { display: grid; gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr)); margin: 12px 0 20px; }
.cardlab-welcome .cw-game { border: 1px solid var(--cw-line); border-radius: 8px;
  padding: 12px 14px; display: flex; flex-direction: column; gap: 6px; }
.cardlab-welcome h2 { font-size: 1.3rem; margin: 0; }
.cardlab-welcome h2 small { font-weight: 400; color: var(--cw-soft); font-size: .95rem; }
.cardlab-welcome p { margin: 0; }
.cardlab-welcome .cw-meta { color: var(--cw-soft); font-size: .9rem; }
.cardlab-welcome a.cw-play { align-self: flex-start; background: #0b57d0;
  color: #fff !important; border-radius: 6px; padding: 6px 16px; font-weight: 700;
  text-decoration: none !important; margin: 4px 0; }
.cardlab-welcome .cw-play:hover, .cardlab-welcome .cw-play:focus { background: #0842a0; }
.cardlab-welcome .cw-row span { color: var(--cw-soft); margin-right: 6px; }
.cardlab-welcome ul { padding-left: 1.2rem; margin: 6px 0; }
.cardlab-welcome li { margin: 4px 0; }
.cardlab-run-hint { display: none; }
.jp-OutputArea-child:has(.cardlab-welcome) .jp-OutputArea-prompt { display: none; }
</style>"""


def _a(href: str | None, text: str, title: str = "", cls: str = "") -> str:
    """A link opening in a new tab ('' when there is nowhere to go)."""
    if href is None:
        return ""
    extra = (f' title="{html.escape(title)}"' if title else "") + (
        f' class="{cls}"' if cls else "")
    return (f'<a href="{html.escape(href)}" target="_blank" rel="noopener"{extra}>'
            f"{html.escape(text)}</a>")


def _pair_links(lang: str, what: str, game: str, page: str | None,
                notebook: str | None) -> str:
    """'page · notebook' of a lesson (what exists of it)."""
    parts = [_a(page, t("welcome.as_page", lang),
                t("welcome.as_page_title", lang, what=what, game=game)),
             _a(notebook, t("welcome.as_notebook", lang),
                t("welcome.as_notebook_title", lang, what=what, game=game))]
    return " · ".join(p for p in parts if p)


def _pair(lang: str, what: str, game: str, page: str | None, notebook: str | None) -> str:
    """'Lesson: page · notebook', or '' when neither exists."""
    both = _pair_links(lang, what, game, page, notebook)
    return f'<p class="cw-row"><span>{html.escape(what)}</span>{both}</p>' if both else ""


def _players(players: tuple[int, ...], lang: str) -> str:
    low, high = min(players), max(players)
    count = str(low) if low == high else f"{low}–{high}"
    return t("welcome.players", lang, players=count)


def _game(name: str, lang: str, place: links.Place, root: Path) -> str:
    """One game's box: its names, players, what it is, and its links."""
    g = links.game_links(name, lang, place, root)
    spec = GAMES[name]
    other = spec.title.get("ja" if lang == "en" else "en", name)
    about = f"{name}.about"
    sheets = [_a(g.card, t("welcome.card", lang), t("welcome.card_title", lang, game=g.title)),
              _a(g.plan, t("welcome.plan", lang), t("welcome.plan_title", lang, game=g.title))]
    sheets = [s for s in sheets if s]
    return "".join([
        f'<section class="cw-game" id="game-{html.escape(name)}">',
        f"<h2>{html.escape(g.title)} <small>{html.escape(other)}</small></h2>",
        f'<p class="cw-meta">{html.escape(_players(spec.players, lang))}</p>',
        f"<p>{html.escape(t(about, lang))}</p>" if about in catalogue() else "",
        _a(g.dashboard, t("welcome.play", lang) + " ▶",
           t("welcome.play_title", lang, game=g.title), "cw-play"),
        _pair(lang, t("welcome.lesson", lang), g.title, g.lesson_page, g.lesson_notebook),
        _pair(lang, t("welcome.further", lang), g.title, g.further_page, g.further_notebook),
        f'<p class="cw-row">{" · ".join(sheets)}</p>' if sheets else "",
        "</section>",
    ])


def _more(lang: str, place: links.Place, root: Path) -> str:
    """The glossary, the odds lesson, the class board and JupyterLab, where they exist."""
    items = []
    if (root / "sheets" / f"glossary.{lang}.html").is_file():
        items.append(_a(place.sheet(f"glossary.{lang}.html"), t("welcome.glossary", lang))
                     + " — " + html.escape(t("welcome.glossary_about", lang)))
    if (root / lang / "odds.ipynb").is_file():
        odds = t("welcome.odds", lang)
        pair = _pair_links(lang, odds, odds, place.render(f"{lang}/odds.ipynb"),
                           place.tree(f"{lang}/odds.ipynb"))
        items.append(f"{html.escape(odds)}: {pair} — {html.escape(t('welcome.odds_about', lang))}")
    if (root / "dashboards" / "class.ipynb").is_file():
        items.append(_a(place.render("dashboards/class.ipynb"), t("welcome.class", lang))
                     + " — " + html.escape(t("welcome.class_about", lang)))
    if place.lab:
        items.append(_a(f"{place.base}lab/tree/{place.folder}", "JupyterLab")
                     + " — " + html.escape(t("welcome.lab_about", lang))
                     + f'<br><span class="cw-lab-lang">{html.escape(t("welcome.lab_lang", lang))}'
                     + "</span>")
    return "".join(f"<li>{i}</li>" for i in items)


def welcome(lang: str, page: str | None = None, root: Path = links.NOTEBOOKS) -> Welcome:
    """The welcome page's body in ``lang``, its links made for where it runs (``page``:
    the page's URL path, by default Voilà's ``SCRIPT_NAME``; see :func:`cardlab.links.here`).

    >>> body = welcome("ja", page="/voila/render/welcome_ja.ipynb").html
    >>> '<h2>カムレッド <small>Comrade</small></h2>' in body, 'lang="ja"' in body
    (True, True)
    """
    lang = lang if lang in LANGS else "en"
    place = links.here(page_name(lang), page) or links.UNSERVED
    games = "".join(_game(name, lang, place, root) for name in GAMES)
    return Welcome(
        f'{_STYLE}<div class="cardlab-welcome" lang="{lang}">'
        f'<div class="cw-games">{games}</div>'
        f'<h2>{html.escape(t("welcome.more", lang))}</h2><ul>{_more(lang, place, root)}</ul>'
        "</div>")
