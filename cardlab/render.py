"""Static pictures of a view: HTML with inline SVG cards, no kernel and no script needed.

:func:`view_html` prints the layout tree of one view (:func:`cardlab.layout.build`, the
same tree the table widget prints as DOM), so a game shows itself in a notebook, in
nbconvert's HTML and on GitHub (``Game._repr_html_`` calls it). Only inline styles are
used, so the picture survives sanitisers that drop ``<style>`` blocks. This module knows
no game: every zone, word and number comes worded in the tree.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> html = view_html(g.view(0), lang="en")
>>> g.view(0)["seats"][0]["hand"][:2]
['5S', '10S']
>>> html.startswith('<div class="cardlab-static"'), 'aria-label="five of spades"' in html
(True, True)
>>> "12 cards face down" in html     # the other seats' hands are counts
True
"""

from __future__ import annotations

import html as _html
from collections.abc import Mapping
from typing import Any

from cardlab.i18n import card_name
from cardlab.layout import Back, CardPiece, Field, Layout, Seat, Sheet, Suit, Text, Tree, build

__all__ = ["card_svg", "game_html", "tree_html", "view_html"]

_TWO = {"S": "#16161a", "H": "#c8102e", "D": "#c8102e", "C": "#16161a"}
_FOUR = {"S": "#16161a", "H": "#c8102e", "D": "#1550c4", "C": "#17813a"}
_PIPS = {  # our own suit shapes in a 100 x 100 box (the widget uses the same)
    "H": '<path d="M50 92C47 86 8 60 5 34C2 14 16 4 29 4C40 4 47 11 50 20C53 11 60 4 71 4'
         'C84 4 98 14 95 34C92 60 53 86 50 92Z"/>',
    "D": '<path d="M50 3L88 50L50 97L12 50Z"/>',
    "S": '<path d="M50 4C56 16 95 40 95 62C95 76 84 84 73 84C64 84 57 80 54 74C55 84 60 92'
         ' 68 97H32C40 92 45 84 46 74C43 80 36 84 27 84C16 84 5 76 5 62C5 40 44 16 50 4Z"/>',
    "C": '<circle cx="50" cy="28" r="21"/><circle cx="27" cy="58" r="21"/>'
         '<circle cx="73" cy="58" r="21"/><path d="M45 50H55C55 75 60 88 68 97H32C40 88 45'
         ' 75 45 50Z"/>',
}
_FELT = ("font-family:system-ui,'Noto Sans','Noto Sans CJK JP',sans-serif;font-size:15px;"
         "color:#f4f4f0;background:#1f6b45;border-radius:12px;padding:10px 12px;"
         "display:inline-block;max-width:100%;line-height:1.35")
_BOX = "background:rgba(0,0,0,.18);border-radius:8px;padding:5px 8px;margin:4px 0"




def _e(value: Any) -> str:
    return _html.escape(str(value), quote=True)


def card_svg(text: str, lang: str = "en", four_colour: bool = False, width: int = 40,
             note: str = "", dim: bool = False) -> str:
    """One face-up card as inline SVG, with its accessible name.

    >>> card_svg("KS").count("<svg"), 'aria-label="king of spades"' in card_svg("KS")
    (1, True)
    >>> 'aria-label="スペードのK"' in card_svg("KS", lang="ja")
    True
    """
    h = round(width * 1.4)
    name = card_name(text, lang)
    suit, rank = text[-1:], text[:-1]
    if suit in _PIPS and rank:
        colour = (_FOUR if four_colour else _TWO)[suit]
        face = (
            f'<text x="5" y="{width * 0.42:.0f}" font-size="{width * 0.38:.0f}" font-weight="800" '
            f'fill="{colour}">{_e(rank)}</text>'
            f'<g fill="{colour}" transform="translate({width * 0.38:.1f},{h * 0.42:.1f}) '
            f'scale({width * 0.0055:.4f})">{_PIPS[suit]}</g>'
        )
    else:
        colour = "#6b2fa3" if text == "JK" else "#16161a"
        face = (f'<text x="{width / 2:.0f}" y="{h * 0.62:.0f}" font-size="{width * 0.42:.0f}" '
                f'font-weight="800" text-anchor="middle" fill="{colour}">{_e(text)}</text>')
    label = f"{name} ({note})" if note else name
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" '
        f'viewBox="0 0 {width} {h}" role="img" aria-label="{_e(label)}" data-card="{_e(text)}"'
        f'{" opacity=0.5" if dim else ""} style="margin:1px">'
        f'<title>{_e(label)}</title>'
        f'<rect x="0.5" y="0.5" width="{width - 1}" height="{h - 1}" rx="5" fill="#fffdf7" '
        f'stroke="#9a9a9a"/>{face}</svg>'
    )
    if note:
        return (f'<span style="display:inline-flex;flex-direction:column;align-items:center;'
                f'margin:0 2px">{svg}<span style="font-size:11px">{_e(note)}</span></span>')
    return svg


def _back(count: Any, label: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="56" viewBox="0 0 40 56" '
        f'role="img" aria-label="{_e(label)}"><title>{_e(label)}</title>'
        '<rect x="1" y="1" width="38" height="54" rx="5" fill="#8e2a38" stroke="#fff" '
        'stroke-width="2"/><rect x="6" y="30" width="28" height="20" rx="4" fill="#fff"/>'
        f'<text x="20" y="45" font-size="14" font-weight="700" text-anchor="middle" '
        f'fill="#222">{_e(count or "")}</text></svg>'
    )



def _suit_badge(suit: str, name: str, four: bool) -> str:
    colour = (_FOUR if four else _TWO)[suit]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 100 100"'
            f' role="img" aria-label="{_e(name)}" style="background:#fffdf7;border-radius:4px">'
            f'<g fill="{colour}" transform="translate(12,12) scale(.76)">{_PIPS[suit]}</g></svg>')


# --------------------------------------------------------------------------- the printer

_ROW = "display:flex;flex-wrap:wrap;align-items:flex-end"
_STYLE = {  # the first class of a piece → its inline style
    "cl-row": _ROW, "cl-hand": _ROW, "cl-stack-row": _ROW, "cl-stack": _ROW,
    "cl-suitpanels": _ROW, "cl-counted": _ROW, "cl-panels": "display:flex;flex-wrap:wrap;gap:8px",
    "cl-panel": _BOX, "cl-banner": "background:#fff8dc;color:#222;border-radius:6px;"
    "padding:3px 8px;font-weight:700", "cl-why": "color:#ffe9a0;font-size:13px",
    "cl-k": "opacity:.8", "cl-v": "font-weight:700", "cl-suitrow": "display:flex;gap:6px",
    "cl-bidwon": "display:flex;align-items:center;gap:6px;font-weight:700",
    "cl-cardbox": "display:inline-block;margin:2px 6px;max-width:260px",
    "cl-note": "font-size:12px", "cl-item": "display:inline-block",
    "cl-suitpanel": "margin-right:8px", "cl-none": "font-style:italic",
    "cl-badge": "font-size:12px;margin-left:4px", "cl-ref": "font-weight:700",
    "cl-panel-title": "font-weight:700", "cl-panel-foot": "font-weight:700",
    "cl-panels-total": "font-weight:700", "cl-zone": "margin:2px 0",
}
_INLINE = ("cl-k", "cl-v", "cl-badge", "cl-counter", "cl-on", "cl-doomed", "cl-off", "")
_SIZES = {"small": 28, "mid": 40, "big": 46}


def _style(cls: str) -> str:
    first = cls.split(" ", 1)[0]
    return f' style="{_STYLE[first]}"' if first in _STYLE else ""


def _piece(p: Any, lang: str, four: bool) -> str:
    """One piece of the tree as HTML."""
    if isinstance(p, CardPiece):
        return card_svg(p.card, lang, four, _SIZES.get(p.size, 40), p.caption,
                        p.state in ("dim", "taken", "loser"))
    if isinstance(p, Back):
        return _back(p.count, p.label)
    if isinstance(p, Suit):
        word = f" <b>{_e(p.label)}</b>" if p.word else ""
        return _suit_badge(p.suit, p.label, four) + word
    if isinstance(p, Text):
        tag = "span" if p.cls.split(" ", 1)[0] in _INLINE else "div"
        return f'<{tag} class="{_e(p.cls)}"{_style(p.cls)}>{_e(p.text)}</{tag}>'
    if isinstance(p, Field):
        tag = "span" if p.cls.startswith("cl-counter") else "div"
        return (f'<{tag} class="{_e(p.cls)}" style="margin-right:12px"><span style="opacity:.8">'
                f"{_e(p.label)}</span> <b>{_e(p.value)}</b></{tag}>")
    if isinstance(p, Sheet):
        head = "".join(f'<th style="padding:1px 6px">{_e(h)}</th>' for h in p.head)
        rows = "".join("<tr>" + "".join(f'<td style="padding:1px 6px">{_e(c)}</td>' for c in r)
                       + "</tr>" for r in p.rows)
        return (f'<table style="border-collapse:collapse;font-size:13px"><tr>{head}</tr>{rows}'
                "</table>")
    title = f'<div style="opacity:.8">{_e(p.title)}</div>' if p.title else ""
    group = f' data-group="{_e(p.group)}"' if p.group else ""
    inner = "".join(_piece(x, lang, four) for x in p.items)
    return f'<div class="{_e(p.cls)}"{group}{_style(p.cls)}>{title}{inner}</div>'


def _seat(s: Seat, lang: str, four: bool) -> str:
    badges = "".join(_piece(b, lang, four) for b in s.badges)
    zones = "".join(_piece(z, lang, four) for z in s.zones)
    border = "2px solid #f2b705" if s.to_move else "2px solid transparent"
    hand = _piece(s.hand, lang, four)  # the viewer's own hand under its zones, as in the widget
    body = f"{zones}{hand}" if s.viewer else f"{hand}{zones}"
    return (f'<div style="{_BOX};border:{border}" data-seat="{s.seat}"><div><b>{_e(s.name)}</b>'
            f"{badges}</div>{body}</div>")


def tree_html(tree: Tree, four_colour: bool = False) -> str:
    """A layout tree (:func:`cardlab.layout.build`) as one HTML picture."""
    lang, four, h = tree.lang, four_colour, tree.head
    counters = "".join(_piece(c, lang, four) for c in h.counters)
    out = [f'<div class="cardlab-static" lang="{lang}" style="{_FELT}">',
           f'<div><b style="font-size:1.25em">{_e(h.title)}</b> · {_e(h.phase)} · {_e(h.turn)}'
           f'</div><div style="margin:3px 0">{counters}</div>']
    if h.prompt:
        out.append(f'<div style="margin:3px 0"><b>{_e(h.prompt)}</b></div>')
    if tree.teacher:
        out.append(f"<div><i>{_e(tree.teacher)}</i></div>")
    others = "".join(_seat(s, lang, four) for s in tree.others)
    out.append(f'<div style="display:flex;flex-wrap:wrap;gap:8px">{others}</div>')
    if tree.centre:
        centre = "".join(_piece(p, lang, four) for p in tree.centre)
        out.append(f'<div style="{_BOX};display:flex;flex-wrap:wrap;gap:8px 20px">{centre}</div>')
    if tree.me:
        out.append(_seat(tree.me, lang, four))
    oc = tree.outcome
    if oc:
        out.append(f'<div style="background:#fffdf7;color:#222;border-radius:8px;padding:6px 10px;'
                   f'margin-top:6px" data-outcome="{_e(oc.kind)}"><b>{_e(oc.text)}</b>'
                   + (f"<div>{_e(oc.scores_label)} {_e(oc.scores)}</div>" if oc.scores else "")
                   + "</div>")
    if tree.side:  # beside the table in the widget: after the rest here
        side = "".join(_piece(p, lang, four) for p in tree.side)
        out.append(f'<div style="{_BOX};display:flex;flex-wrap:wrap;gap:8px 20px">{side}</div>')
    out.append("</div>")
    return "".join(out)


def view_html(view: Mapping[str, Any], lang: str = "en", four_colour: bool = False,
              layout: Layout | None = None) -> str:
    """An HTML picture of ``view`` (a ``game.view(...)``): seats, hands, zones, outcome.

    Hidden hands are drawn as a back with a count: the picture shows exactly what the
    view holds. ``layout``: the zones' declared kinds (``None``: the game's own).

    >>> import cardlab
    >>> "data-seat=" in view_html(cardlab.new_game("notice", seed=1).view(None))
    True
    """
    return tree_html(build(view, lang, layout=layout), four_colour)


def game_html(game: Any, seat: int | None = None, lang: str = "en", reveal: bool = False,
              four_colour: bool = False) -> str:
    """:func:`view_html` of ``game.view(seat, reveal=reveal)``."""
    return view_html(game.view(seat, reveal=reveal), lang=lang, four_colour=four_colour)
