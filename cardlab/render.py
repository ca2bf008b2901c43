"""Static pictures of a view: HTML with inline SVG cards, no kernel and no script needed.

:func:`view_html` draws what one view holds (the same view the table widget syncs), so a
game shows itself in a notebook, in nbconvert's HTML and on GitHub
(``Game._repr_html_`` calls it). Only inline styles are used, so the picture survives
sanitisers that drop ``<style>`` blocks.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> html = view_html(g.view(0), lang="en")
>>> g.view(0)["seats"][0]["hand"][:2]
['5S', '10S']
>>> html.startswith('<div class="cardlab-static"'), 'aria-label="five of spades"' in html
(True, True)
>>> "12 cards face down" in html     # the other seats' hands are counts
True

Layout hints
------------

The table (widget and picture) draws any view generically: cards, card lists,
``[seat, card]`` tricks, dicts by suit, other dicts as "key: value", counters. A game
may add hints so its zones read better; without hints every zone still shows, under its
own name. Keys understood by ``widgets/table.js`` and this module:

``seat_suits``
    ``{"stacks": zone, "bid": zone, "won": zone}``: per suit, the stacked cards of
    ``stacks`` and the line "bid b / won w" (Comrade's bid cards in front of a player).
``table_click``
    ``{zone: "take {card}"}``: the action a click on a card of that table zone sends
    when the card is not a legal action now (so the engine can say why).
``hide``
    zones not drawn (they repeat what another zone shows).
``counters``
    table counters (numbers, words) in this order first, the others after them.
``pair_counters``
    ``{zone: other}``: show ``zone`` as "value / other" (``bid_total`` / ``target``).
``pairs_cards``
    ``True`` when the game uses Pairs cards ``"1"``…``"10"`` (a digit string is a card).
``zones``
    table zones in this order first (the others after them).
``seat_refs``
    ``{zone: "ref.<zone>"}``: a seat number drawn as a sentence from the label
    ``ui.ref.<zone>`` ("hand goes to → seat 1"); on the table, as the seat's name.
``secrets``
    ``{zone: flag}``: a value the view hides (``None``) shows "chosen (hidden)" or
    "not chosen yet" from the seat's ``flag`` zone (Notice's prediction / predicted).
``meters``
    ``{zone: {"lost": zone, "pending": zone, "on", "doomed", "off"}}``: a count drawn
    as icons, alive / marked by the ``pending`` list / lost (Skull Collector's members).
``named``
    ``{zone: [names]}``: a list whose items have names (Trumps' score A, B, total).
``face_down``
    number zones drawn as a face-down pile with its count (a chest, a stock).
``suits`` / ``nulls``
    zones holding a suit letter (drawn with its symbol and name) / ``{zone: label}``,
    the words shown while a zone is ``None`` ("not set yet").
``banners``
    ``{zone: label}``: a dict zone (when not ``None``) as one highlighted sentence, the
    label filled with the dict's values (Comp-13's bonus choice, Trumps' taker).
``panels``
    ``{zone: {...}}``: named groups of cards side by side, each with a title and a foot
    filled from other zones (Comp-13's fields A–D with sum, count and seat).
``card_keys`` / ``copies``
    keys of a dict that name its card (``"number"``; ``None`` = face down) / how many
    cards a ``kind`` shows (a pair shows two).
``seat_keyed``, ``by_seat``
    dict zones keyed by seat number / dicts of per-seat lists, drawn as one row per seat.
``fields``, ``recent``, ``signed``, ``small``, ``quiet``
    the keys (columns) shown per zone and their order; only the last n items of a list;
    columns shown with a sign; zones drawn with small cards; zones not drawn while empty.
``messages_from``
    message key prefixes; :func:`hints_for` adds their texts as ``messages`` so the
    table words the events a view holds (a ranking's reason).

>>> hints_for("comrade")["table_click"]
{'bid_layout': 'take {card}'}
>>> hints_for("no such game")
{}
"""

from __future__ import annotations

import html as _html
import json
import re
from collections.abc import Mapping
from typing import Any

from cardlab.cards import SUITS
from cardlab.i18n import LANGS, card_name, suit_name, t

__all__ = ["HINTS", "card_svg", "game_html", "hints_for", "view_html"]

HINTS: dict[str, dict[str, Any]] = {
    "comrade": {
        "seat_suits": {"stacks": "bid_stacks", "bid": "bids", "won": "won"},
        "table_click": {"bid_layout": "take {card}"},
        "hide": ["bid_cards", "leader"],
        "counters": ["deal", "round", "bid_total", "target", "passes_in_row", "jokers_free",
                     "tricks_played"],
        "pair_counters": {"bid_total": "target", "round": "rounds",
                          "tricks_played": "tricks_total", "deal": "deals"},
    },
    "notice": {
        "hide": ["trump_suit", "predicted", "targeted", "score_table", "played", "leader"],
        "counters": ["deal", "hand_size", "stock", "tricks_played", "pass_offset"],
        "pair_counters": {"deal": "deals", "tricks_played": "hand_size"},
        "seat_refs": {"receiver": "ref.receiver", "giver": "ref.giver"},
        "secrets": {"prediction": "predicted", "target": "targeted"},
        "quiet": ["dealt"],
        "small": ["dealt", "trump"],
        "zones": ["trump", "score_sheet"],
        "recent": {"score_sheet": 2},
        "fields": {
            "score_sheet": ["deal", "trump", "rows"],
            "rows": ["seat", "prediction", "receiver", "receiver_tricks", "prediction_points",
                     "target", "tricks", "target_points", "trick_points", "total", "score"],
        },
        "signed": ["prediction_points", "target_points", "trick_points", "total"],
    },
    "skull_collector": {
        "hide": ["members_lost", "wiped", "ace_ten_in_trump", "nearest", "points_per_trick",
                 "leader"],
        "counters": ["deal", "tricks_played", "first_leader", "chest_winner"],
        "pair_counters": {"tricks_played": "tricks_total"},
        "seat_refs": {"chest_winner": "ref.chest_winner", "first_leader": "ref.first_leader"},
        "meters": {"members": {"lost": "members_lost", "pending": "skulls", "on": "\u263a",
                               "doomed": "\u2639", "off": "\u2620"}},
        "quiet": ["chest_card", "passed", "received", "chest", "last_deal", "trump_set_by",
                  "chosen"],
        "small": ["skulls", "chest", "markers", "skulls_out", "trump_set_by", "chest_card",
                  "passed", "received"],
        "face_down": ["chest"],
        "suits": ["trump"],
        "nulls": {"trump": "none.trump"},
        "zones": ["trump", "markers", "trump_set_by", "chest", "skulls_out", "last_deal"],
        "by_seat": ["last_deal"],
        "messages_from": ["skull_collector.win.", "trick."],
    },
    "trumps": {
        "pairs_cards": True,
        "hide": ["revealed_numbers", "start_contenders"],
        "counters": ["round", "deck", "reserve", "out_of_play", "start_player", "final_round"],
        "seat_refs": {"start_player": "ref.start_player"},
        "card_keys": ["number", "took"],
        "copies": {"pair": 2},
        "named": {"score": ["score_a", "score_b", "score_total"]},
        "banners": {"taker": "banner.trumps_taker"},
        "seat_keyed": ["start_reveals", "shown_hands"],
        "fields": {"last_round": ["round", "ranking", "takes"]},
        "small": ["shown_hands"],
        "quiet": ["start_reveals", "shown_hands", "takes", "ranking", "revealed", "last_round",
                  "start_card"],
        "zones": ["taker", "field", "revealed", "ranking", "takes", "start_reveals",
                  "shown_hands", "last_round"],
        "messages_from": ["trumps."],
    },
    "comp13": {
        "hide": ["sums", "counts", "field_seats"],
        "counters": ["game", "discards", "provisional_dealer"],
        "pair_counters": {"game": "games"},
        "seat_refs": {"provisional_dealer": "ref.provisional_dealer"},
        "panels": {"fields": {"title": "panel.field_title", "foot": "panel.field_foot",
                              "seats": "field_seats", "sums": "sums", "counts": "counts",
                              "total": "total", "total_text": "panel.fields_total",
                              "empty": "none.field"}},
        "face_down": ["stock"],
        "banners": {"bonus": "banner.comp13_bonus"},
        "small": ["captured"],
        "quiet": ["results", "minus"],
        "zones": ["bonus", "fields", "stock", "results"],
    },
}


def hints_for(game: str) -> dict[str, Any]:
    """The layout hints of ``game`` (``{}`` when it has none).

    ``messages_from`` (message key prefixes) becomes ``messages``: those catalogue texts
    in every language, so the table can word the events a view holds (a ranking's
    reason, a trick's winner) without a round trip.

    >>> hints_for("trumps")["messages"]["ja"]["trumps.why.lower_pair"][:11]
    '{seat:seat}'
    """
    hints = dict(HINTS.get(game, {}))
    prefixes = tuple(hints.get("messages_from", ()))
    if prefixes:
        from cardlab.i18n import catalogue

        found = {k: v for k, v in catalogue().items() if k.startswith(prefixes)}
        hints["messages"] = {lang: {k: v[lang] for k, v in found.items()} for lang in LANGS}
    return hints


# --------------------------------------------------------------------------- cards

_CARD_RE = re.compile(r"^(10|[2-9AJQK])([SHDC])$")
_PAIRS_RE = re.compile(r"^(10|[1-9])$")
_SEAT_KEYS = {"taken_by", "by", "owner", "seat", "winner", "leader", "holder"}
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


def _is_card(value: Any, pairs: bool) -> bool:
    return isinstance(value, str) and bool(
        _CARD_RE.match(value) or value == "JK" or (pairs and _PAIRS_RE.match(value))
    )


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
    m = _CARD_RE.match(text)
    colour = "#16161a"
    if m:
        suit = m.group(2)
        colour = (_FOUR if four_colour else _TWO)[suit]
        rank = m.group(1)
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
        f'viewBox="0 0 {width} {h}" role="img" aria-label="{_e(label)}"'
        f'{" opacity=0.5" if dim else ""} style="margin:1px">'
        f'<title>{_e(label)}</title>'
        f'<rect x="0.5" y="0.5" width="{width - 1}" height="{h - 1}" rx="5" fill="#fffdf7" '
        f'stroke="#9a9a9a"/>{face}</svg>'
    )
    if note:
        return (f'<span style="display:inline-flex;flex-direction:column;align-items:center;'
                f'margin:0 2px">{svg}<span style="font-size:11px">{_e(note)}</span></span>')
    return svg


def _back(count: Any, lang: str) -> str:
    label = t("ui.face_down", lang, count=count)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="56" viewBox="0 0 40 56" '
        f'role="img" aria-label="{_e(label)}"><title>{_e(label)}</title>'
        '<rect x="1" y="1" width="38" height="54" rx="5" fill="#8e2a38" stroke="#fff" '
        'stroke-width="2"/><rect x="6" y="30" width="28" height="20" rx="4" fill="#fff"/>'
        f'<text x="20" y="45" font-size="14" font-weight="700" text-anchor="middle" '
        f'fill="#222">{_e(count)}</text></svg>'
    )


# --------------------------------------------------------------------------- values


class _Ctx:
    def __init__(self, view: Mapping[str, Any], lang: str, four_colour: bool) -> None:
        self.view = view
        self.lang = lang
        self.four = four_colour
        self.hints = hints_for(str(view.get("game", "")))
        self.pairs = bool(self.hints.get("pairs_cards"))

    def card(self, text: str, note: str = "", dim: bool = False, width: int = 40) -> str:
        return card_svg(text, self.lang, self.four, width=width, note=note, dim=dim)

    def seat(self, seat: Any) -> str:
        return t("seat.name", self.lang, seat=seat)

    def label(self, key: str) -> str:
        for name in (f"ui.zone.{self.view.get('game')}.{key}", f"ui.zone.{key}"):
            try:
                return t(name, self.lang)
            except KeyError:
                continue
        return str(key).replace("_", " ")

    def text(self, key: str, **values: Any) -> str:
        """A label ``ui.<key>`` filled with ``values`` ("" when it does not fit them)."""
        try:
            return t(f"ui.{key}", self.lang, **values)
        except (KeyError, ValueError, TypeError, IndexError):
            return ""

    def zone(self, k: str, v: Any, holder: Mapping[str, Any], in_seat: bool) -> str | None:
        """A zone drawn with the game's hints, or ``None`` to draw it the generic way."""
        h = self.hints
        if k in h.get("quiet", ()) and (v is None or v is False or v == [] or v == {}):
            return ""
        ref = h.get("seat_refs", {}).get(k)
        if ref and in_seat and isinstance(v, int):
            return f"<div><b>{_e(self.text(ref, seat=v))}</b></div>"
        flag = h.get("secrets", {}).get(k)
        if flag and v is None:
            word = self.text("secret.chosen" if holder.get(flag) else "secret.waiting")
            return (f'<div><span style="opacity:.8">{_e(self.label(k))}</span> '
                    f"<i>{_e(word)}</i></div>")
        meter = h.get("meters", {}).get(k)
        if meter and isinstance(v, int):
            lost = int(holder.get(meter.get("lost", ""), 0) or 0)
            pending = min(v, len(holder.get(meter.get("pending", ""), None) or []))
            icons = (meter.get("on", "●") * (v - pending) + meter.get("doomed", "●") * pending
                     + meter.get("off", "○") * lost)
            words = self.text("meter", on=v, all=v + lost)
            if pending:
                words += " · " + self.text("meter_pending", count=pending)
            return (f'<div><span style="opacity:.8">{_e(self.label(k))}</span> {_e(icons)} '
                    f"<b>{_e(words)}</b></div>")
        names = h.get("named", {}).get(k)
        if names and isinstance(v, list):
            return "<div>" + " ".join(
                f'<span style="opacity:.8">{_e(self.label(n))}</span> <b>{_scalar(x, self)}</b>'
                for n, x in zip(names, v, strict=False)) + "</div>"
        title = f'<span style="opacity:.8">{_e(self.label(k))}</span>'
        if k in h.get("face_down", ()) and isinstance(v, int):
            return f"<div>{title}<div>{_back(v, self.lang) if v else '—'}</div></div>"
        if k in h.get("suits", ()) and v in SUITS:
            return f"<div>{title} {_suit_badge(v, self)} <b>{_e(suit_name(v, self.lang))}</b></div>"
        if v is None and k in h.get("nulls", {}):
            return f"<div>{title} <i>{_e(self.text(h['nulls'][k]))}</i></div>"
        banner = h.get("banners", {}).get(k)
        if banner:
            if not isinstance(v, Mapping):
                return ""
            return (f'<div style="background:#fff8dc;color:#222;border-radius:6px;padding:3px 8px">'
                    f"<b>{_e(self.text(banner, **v))}</b></div>")
        panels = h.get("panels", {}).get(k)
        if panels and not in_seat and isinstance(v, Mapping):
            out = []
            for name, cards in v.items():
                vals = {"name": name, **{w: holder.get(panels.get(z, ""), {}).get(name)
                                         for w, z in (("seat", "seats"), ("sum", "sums"),
                                                      ("count", "counts"))}}
                body = ("".join(self.card(c) for c in cards)
                        or _e(self.text(panels.get("empty", ""))))
                out.append(f'<div style="{_BOX}"><b>{_e(self.text(panels["title"], **vals))}</b>'
                           f"<div>{body}</div><b>{_e(self.text(panels['foot'], **vals))}</b></div>")
            total = holder.get(panels.get("sums", ""), {}).get(panels.get("total", ""))
            foot = (f"<div><b>{_e(self.text(panels['total_text'], total=total))}</b></div>"
                    if total is not None else "")
            return (f'<div><div style="display:flex;flex-wrap:wrap;gap:8px">{"".join(out)}</div>'
                    f"{foot}</div>")
        if in_seat and _is_card(v, self.pairs):
            return f"<div>{title} {self.card(v, width=28)}</div>"
        return None


def _scalar(v: Any, ctx: _Ctx) -> str:
    if v is None:
        return "—"
    if isinstance(v, bool):
        return _e(t("ui.yes" if v else "ui.no", ctx.lang))
    return _e(v)


def _value(v: Any, ctx: _Ctx, depth: int = 0) -> str:
    """Any value of a view, drawn readably (the widget's rules, in Python)."""
    if depth > 5:
        return f"<code>{_e(json.dumps(v)[:200])}</code>"
    if _is_card(v, ctx.pairs):
        return ctx.card(v)
    if v is None or isinstance(v, str | int | float | bool):
        return _scalar(v, ctx)
    if isinstance(v, list | tuple):
        if not v:
            return "—"
        if all(_is_card(x, ctx.pairs) for x in v):
            return "".join(ctx.card(x) for x in v)
        if all(isinstance(x, list | tuple) and len(x) == 2 and isinstance(x[0], int)
               and _is_card(x[1], ctx.pairs) for x in v):
            return "".join(ctx.card(c, note=ctx.seat(s)) for s, c in v)
        if all(x is None or isinstance(x, str | int | float | bool) for x in v):
            return ", ".join(_scalar(x, ctx) for x in v)
        return " ".join(f'<span style="display:inline-block">{_value(x, ctx, depth + 1)}</span>'
                        for x in v)
    if isinstance(v, Mapping):
        if not v:
            return "—"
        sentence = _event_text(v, ctx)
        if sentence is not None:
            return f'<div style="color:#ffe9a0;font-size:13px">{_e(sentence)}</div>'
        key = next((k for k in ctx.hints.get("card_keys", ()) if k in v), None)
        if key is not None and not _is_card(v.get("card"), ctx.pairs):
            raw = v[key]
            copies = ctx.hints.get("copies", {}).get(str(v.get("kind")), 1)
            if raw is None:
                cards = _back("?", ctx.lang)
            elif _is_card(str(raw), ctx.pairs):
                cards = "".join(ctx.card(str(raw), width=28) for _ in range(copies))
            else:  # a word in a card's place ("draw": took from the deck)
                cards = f"<b>{_e(ctx.text(f'value.{raw}') or raw)}</b>"
            notes = []
            for k, x in v.items():
                if k == key or x is None:
                    continue
                if isinstance(x, Mapping):
                    notes.append(_value(x, ctx, depth + 1))
                elif k in _SEAT_KEYS and isinstance(x, int):
                    notes.append(_e(ctx.seat(x)))
                else:
                    notes.append(f"{_e(ctx.label(k))} {_scalar(x, ctx)}")
            return (f'<span style="display:inline-block;margin:2px 6px;max-width:260px">{cards}'
                    f'<div style="font-size:12px">{" · ".join(notes)}</div></span>')
        if _is_card(v.get("card"), ctx.pairs):
            notes, taken = [], False
            for k, x in v.items():
                if k == "card" or x is None:
                    continue
                if k in _SEAT_KEYS and isinstance(x, int):
                    notes.append(ctx.seat(x))
                    taken = True
                else:
                    notes.append(f"{ctx.label(k)}: {x}")
            return ctx.card(v["card"], note=" ".join(notes), dim=taken)
        if all(k in SUITS for k in v):
            rows = []
            for s in SUITS:
                if s in v:
                    sym = _suit_badge(s, ctx)
                    rows.append(f'<div style="display:flex;align-items:center;gap:6px">{sym}'
                                f'<div>{_value(v[s], ctx, depth + 1)}</div></div>')
            return "".join(rows)
        rows = []
        for k, x in v.items():
            shown = (_e(ctx.seat(x)) if k in _SEAT_KEYS and isinstance(x, int)
                     else _value(x, ctx, depth + 1))
            rows.append(f'<div><span style="opacity:.8">{_e(ctx.label(k))}</span> '
                        f"<b>{shown}</b></div>")
        return "".join(rows)
    return _e(v)


def _event_text(v: Mapping[str, Any], ctx: _Ctx) -> str | None:
    """An event ``{"key", "values"}`` of a view as a sentence (``None``: not an event)."""
    key, values = v.get("key"), v.get("values")
    if set(v) != {"key", "values"} or not isinstance(key, str) or not isinstance(values, Mapping):
        return None
    try:
        return t(key, ctx.lang, **values)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def _suit_badge(suit: str, ctx: _Ctx) -> str:
    colour = (_FOUR if ctx.four else _TWO)[suit]
    name = suit_name(suit, ctx.lang)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 100 100"'
            f' role="img" aria-label="{_e(name)}" style="background:#fffdf7;border-radius:4px">'
            f'<g fill="{colour}" transform="translate(12,12) scale(.76)">{_PIPS[suit]}</g></svg>')


# --------------------------------------------------------------------------- the picture


def _scalar_zone(k: str, v: Any, ctx: _Ctx) -> bool:
    """A scalar of the table drawn as a zone (a card, a pile, a suit, a worded "none")."""
    h = ctx.hints
    return bool(_is_card(v, ctx.pairs) or k in h.get("face_down", ()) or k in h.get("suits", ())
                or (v is None and k in h.get("nulls", {})))


def _seat_html(i: int, ctx: _Ctx) -> str:
    view = ctx.view
    sv = view["seats"][i]
    lang = ctx.lang
    marks = []
    if view.get("viewer") == i:
        marks.append(t("ui.you", lang))
    if view.get("dealer") == i:
        marks.append(t("ui.dealer", lang))
    to_move = i in (view.get("to_move") or [])
    head = f"<b>{_e(ctx.seat(i))}</b>"
    if marks:
        head += f' <span style="font-size:12px">({_e(", ".join(marks))})</span>'
    if to_move:
        head += ' <span style="color:#f2b705">▶</span>'
    hand = sv.get("hand")
    if isinstance(hand, list):
        width = 46 if view.get("viewer") == i else 36
        hand_html = "".join(ctx.card(c, width=width) for c in hand) or "—"
    else:
        hand_html = _back(hand, lang)
    parts = [f'<div>{head}</div><div style="display:flex;flex-wrap:wrap">{hand_html}</div>']
    hide = set(ctx.hints.get("hide", []))
    used = {"hand"}
    ss = ctx.hints.get("seat_suits")
    if ss and (ss["bid"] in sv or ss["stacks"] in sv):
        used |= {ss["bid"], ss["stacks"], ss["won"]}
        bids, stacks, won = sv.get(ss["bid"], {}), sv.get(ss["stacks"], {}), sv.get(ss["won"], {})
        panels = []
        for s in SUITS:
            if s in bids or s in stacks or s in won:
                cards = "".join(ctx.card(c, width=28) for c in stacks.get(s, []))
                line = t("ui.bid_won", lang, bid=bids.get(s, 0), won=won.get(s, 0))
                panels.append(f'<div style="margin-right:8px">{cards}<div>{_suit_badge(s, ctx)} '
                              f"<b>{_e(line)}</b></div></div>")
        parts.append(f'<div><span style="opacity:.8">{_e(ctx.label(ss["stacks"]))}</span>'
                     f'<div style="display:flex;flex-wrap:wrap">{"".join(panels) or "—"}</div>'
                     "</div>")
    for k, v in sv.items():
        if k in used or k in hide:
            continue
        drawn = ctx.zone(k, v, sv, in_seat=True)
        parts.append(drawn if drawn is not None else
                     f'<div><span style="opacity:.8">{_e(ctx.label(k))}</span> '
                     f"{_value(v, ctx)}</div>")
    border = "2px solid #f2b705" if to_move else "2px solid transparent"
    return f'<div style="{_BOX};border:{border}" data-seat="{i}">{"".join(parts)}</div>'


def view_html(view: Mapping[str, Any], lang: str = "en", four_colour: bool = False) -> str:
    """An HTML picture of ``view`` (a ``game.view(...)``): seats, hands, zones, outcome.

    Hidden hands are drawn as a back with a count: the picture shows exactly what the
    view holds.
    """
    lang = lang if lang in LANGS else "en"
    ctx = _Ctx(view, lang, four_colour)
    game = str(view.get("game", ""))
    try:
        from cardlab.core import GAMES

        title = GAMES[game].title.get(lang, game)
    except KeyError:
        title = game
    phase = str(view.get("phase", ""))
    phase_text = phase
    for key in (f"{game}.phase.{phase}", f"phase.{phase}"):
        try:
            phase_text = t(key, lang)
            break
        except KeyError:
            continue
    tm = list(view.get("to_move") or [])
    turn = t("ui.waiting_for", lang, seats=tm) if tm else t("ui.nobody_to_move", lang)
    table = dict(view.get("table") or {})
    hide = set(ctx.hints.get("hide", []))
    pairs = ctx.hints.get("pair_counters", {})
    partners = set(pairs.values())
    counters = []
    order = [*ctx.hints.get("counters", []), *table]
    seen: set[str] = set()
    for k in order:
        if k in seen or k not in table or k in hide or k in partners:
            continue
        seen.add(k)
        v = table[k]
        if v is None or not isinstance(v, str | int | float | bool) or _scalar_zone(k, v, ctx):
            continue
        text = _scalar(v, ctx)
        if k in pairs and table.get(pairs[k]) is not None:
            text += f" / {_scalar(table[pairs[k]], ctx)}"
        if (k in _SEAT_KEYS or k in ctx.hints.get("seat_refs", {})) and isinstance(v, int):
            text = _e(ctx.seat(v))
        counters.append(f'<span style="margin-right:12px"><span style="opacity:.8">'
                        f"{_e(ctx.label(k))}</span> <b>{text}</b></span>")
    out = [
        f'<div class="cardlab-static" lang="{lang}" style="{_FELT}">',
        f'<div><b style="font-size:1.25em">{_e(title)}</b> · {_e(phase_text)} · {_e(turn)}</div>',
        f'<div style="margin:3px 0">{"".join(counters)}</div>',
    ]
    n = len(view.get("seats") or [])
    viewer = view.get("viewer")
    order_seats = [i for i in range(n) if i != viewer] + ([viewer] if viewer is not None else [])
    others = [_seat_html(i, ctx) for i in order_seats if i != viewer]
    out.append(f'<div style="display:flex;flex-wrap:wrap;gap:8px">{"".join(others)}</div>')
    centre = []
    trick = table.get("trick")
    last = table.get("last_trick")
    if isinstance(trick, list) and trick:
        centre.append(f'<div><span style="opacity:.8">{_e(ctx.label("trick"))}</span>'
                      f"<div>{_value(trick, ctx)}</div></div>")
    elif isinstance(last, Mapping) and last.get("cards"):
        winner = last.get("winner")
        cards = "".join(ctx.card(c, note=ctx.seat(s), dim=s != winner) for s, c in last["cards"])
        centre.append(f'<div><span style="opacity:.8">{_e(ctx.label("last_trick"))}</span>'
                      f"<div>{cards}</div></div>")
    zone_order = [*ctx.hints.get("zones", []), *table]
    for k in dict.fromkeys(zone_order):
        if k not in table:
            continue
        v = table[k]
        scalar = v is None or isinstance(v, str | int | float | bool)
        if k in hide or k in ("trick", "last_trick") or (scalar and not _scalar_zone(k, v, ctx)):
            continue
        drawn = ctx.zone(k, v, table, in_seat=False)
        if drawn is None and _is_card(v, ctx.pairs):
            drawn = (f'<div><span style="opacity:.8">{_e(ctx.label(k))}</span>'
                     f"<div>{ctx.card(v)}</div></div>")
        if drawn is None:
            drawn = (f'<div><span style="opacity:.8">{_e(ctx.label(k))}</span>'
                     f"<div>{_value(v, ctx)}</div></div>")
        if drawn:
            centre.append(drawn)
    if centre:
        out.append(f'<div style="{_BOX};display:flex;flex-wrap:wrap;gap:8px 20px">'
                   f'{"".join(centre)}</div>')
    if viewer is not None and 0 <= viewer < n:
        out.append(_seat_html(viewer, ctx))
    outcome = view.get("outcome")
    if outcome:
        reason = outcome.get("reason") or {}
        try:
            why = t(reason["key"], lang, **reason.get("values", {}))
        except (KeyError, ValueError, TypeError, IndexError):
            why = ""
        winners = list(outcome.get("winners") or [])
        if winners and len(winners) == n:
            head = t("ui.outcome.all_win", lang)
        elif not winners:
            head = t("ui.outcome.all_lose", lang)
        else:
            head = t("ui.outcome.winners", lang, seats=winners)
        out.append(f'<div style="background:#fffdf7;color:#222;border-radius:8px;padding:6px 10px;'
                   f'margin-top:6px" data-outcome="1"><b>{_e(head)}</b>: {_e(why)}</div>')
    out.append("</div>")
    return "".join(out)


def game_html(game: Any, seat: int | None = None, lang: str = "en", reveal: bool = False,
              four_colour: bool = False) -> str:
    """:func:`view_html` of ``game.view(seat, reveal=reveal)``."""
    return view_html(game.view(seat, reveal=reveal), lang=lang, four_colour=four_colour)
