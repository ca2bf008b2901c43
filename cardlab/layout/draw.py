"""Each declared kind of zone (:mod:`cardlab.layout.spec`) drawn as pieces.

:func:`zone` draws one zone of a seat or of the table by the kind its layout declares;
:func:`pieces` draws a value inside a zone (a sheet's record, a suit's row) by its kind.
Nothing here reads a key's name or guesses from a value's shape what it is: the kind
says it. A zone no layout declares is drawn by :func:`plain` as words.

>>> import cardlab
>>> from cardlab.layout.spec import Cards
>>> ctx = Ctx(cardlab.new_game("notice", players=3, seed=1).view(0), "en")
>>> row = pieces(Cards(), ["QS", "10H"], ctx, "small")[0]
>>> row.cls, [c.label for c in row.items]
('cl-row', ['queen of spades', 'ten of hearts'])
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardlab.cards import SUITS
from cardlab.i18n import suit_name
from cardlab.layout.context import Ctx, empty, scalar_type
from cardlab.layout.pieces import DASH, Act, Back, Box, CardPiece, Field, Sheet, Suit, Text
from cardlab.layout.spec import (
    Banner,
    BySeat,
    BySuit,
    CardItems,
    CardNotes,
    Cards,
    Counted,
    Counter,
    List,
    Meter,
    Named,
    OneCard,
    Panels,
    Pile,
    Record,
    Rows,
    SeatCard,
    SeatCards,
    SeatKeyed,
    SeatRef,
    SeatSuits,
    Secret,
    SuitMark,
    Words,
    Zone,
)

__all__ = ["pieces", "plain", "size_of", "zone"]

_Draw = Callable[[Any, Any, Ctx, str], list[Any]]


def size_of(kind: Zone, ctx: Ctx) -> str:
    """How big a zone's cards are drawn now: ``small`` or ``mid``."""
    return "small" if kind.small or ctx.phase in kind.small_in else "mid"


# ------------------------------------------------------------------------ values


def pieces(kind: Zone, v: Any, ctx: Ctx, size: str) -> list[Any]:
    """The value ``v`` drawn as ``kind`` (``None``: a dash)."""
    if v is None:
        return [Text(DASH)]
    draw = _PIECES.get(type(kind))
    return draw(kind, v, ctx, size) if draw else [Text(plain(v, ctx))]


def _counter(kind: Counter, v: Any, ctx: Ctx, size: str) -> list[Any]:
    return [Text(ctx.seat(v) if kind.seat and isinstance(v, int) else ctx.scalar(v))]


def _secret_value(kind: Secret, v: Any, ctx: Ctx, size: str) -> list[Any]:
    return [Text(ctx.scalar(v))]


def _words(kind: Words, v: Any, ctx: Ctx, size: str) -> list[Any]:
    return [Text(", ".join(ctx.scalar(x) for x in v) if v else DASH)]


def _one_card(kind: OneCard, v: Any, ctx: Ctx, size: str) -> list[Any]:
    return [ctx.table_card(str(v), size)]


def _cards(kind: Cards, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    shown = v[-kind.recent:] if kind.recent else v
    return [Box("cl-row", [ctx.table_card(c, size) for c in shown])]


def _seat_cards(kind: SeatCards | SeatCard, v: Any, ctx: Ctx, size: str) -> list[Any]:
    pairs = [v] if isinstance(kind, SeatCard) else v
    if not pairs:
        return [Text(DASH)]
    return [Box("cl-row", [ctx.table_card(c, size, caption=ctx.seat(s)) for s, c in pairs])]


def _counted(kind: Counted, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    return [Box("cl-row cl-counted", [ctx.table_card(
        k, size, badge=f"\u00d7{n}", caption=ctx.ui("count_cards", count=n))
        for k, n in v.items()])]


def _card_items(kind: CardItems, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    row = []
    for x in v:
        owner = x.get(kind.owner)
        taken = isinstance(owner, int) and not isinstance(owner, bool)
        row.append(ctx.table_card(str(x["card"]), size, kind.click,
                                  caption=ctx.seat(owner) if taken else "",
                                  state="taken" if taken else ""))
    return [Box("cl-row cl-cardboxes", row)]


def _card_notes(kind: CardNotes, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    return [Box("cl-row cl-cardboxes", [_card_note(kind, x, ctx) for x in v])]


def _card_note(kind: CardNotes, v: Mapping[str, Any], ctx: Ctx) -> Box:
    """A card with notes under it: whose, its place, its kind, why it is there."""
    raw = v.get(kind.card)
    cards: list[Any]
    if raw is None:
        cards = [Back(0, ctx.ui("face_down_one"))]
    elif raw in kind.words:
        cards = [Text(ctx.scalar(raw), "cl-v")]
    else:
        copies = kind.copies.get(str(v.get(kind.word)), 1) if kind.word else 1
        cards = [ctx.card(str(raw), "small") for _ in range(copies)]
    notes: list[str] = []
    whys: list[str] = []
    for k, x in v.items():
        if k == kind.card or x is None:
            continue
        if k == kind.why:
            sentence = ctx.event(x)
            whys += [sentence] if sentence else []
        elif k in kind.seats and isinstance(x, int):
            notes.insert(0, ctx.seat(x))
        elif k == kind.place:
            notes.insert(0, ctx.ui("place", place=x))
        elif k == kind.word:
            notes.append(ctx.scalar(x))
        elif scalar_type(x):
            notes.append(f"{ctx.label(k)} {ctx.scalar(x)}")
    items = [Box("cl-stack-row", cards), Text(" \u00b7 ".join(notes), "cl-note")]
    if whys:
        items.append(Text(" / ".join(whys), "cl-why"))
    return Box("cl-cardbox", items)


def _by_suit(kind: BySuit, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    return [Box("cl-bysuit", [Box("cl-suitrow", [
        Suit(s, suit_name(s, ctx.lang)), Box("cl-suitval", pieces(kind.of, v[s], ctx, size))])
        for s in SUITS if s in v])]


def _seat_keyed(kind: SeatKeyed, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    return [Box("cl-dict", [_kv(ctx.seat(int(k)), pieces(kind.of, x, ctx, size))
                            for k, x in v.items()])]


def _record(kind: Record, v: Any, ctx: Ctx, size: str) -> list[Any]:
    """A record's fields as lines; with a sheet among them, the other fields in one line
    above the sheet (a record stays low: a deal's score sheet never pushes the hand off
    a projector)."""
    drawn = [(isinstance(f, Rows), _kv(ctx.label(k), pieces(f, v[k], ctx, size_of(f, ctx))))
             for k, f in kind.fields.items() if k in v]
    if not drawn:
        return [Text(DASH)]
    if not any(is_sheet for is_sheet, _ in drawn):
        return [Box("cl-dict", [kv for _, kv in drawn])]
    return [Box("cl-dict cl-summary", [Box("cl-summary-facts", [kv for s, kv in drawn if not s]),
                                      *(kv for s, kv in drawn if s)])]


def _list(kind: List, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    shown = v[-kind.recent:] if kind.recent else v
    return [Box("cl-row", [Box("cl-item", pieces(kind.of, x, ctx, size)) for x in shown])]


def _sheet(kind: Rows, v: Any, ctx: Ctx, size: str) -> list[Any]:
    if not v:
        return [Text(DASH)]
    rows = v[-kind.recent:] if kind.recent else v
    found = list(dict.fromkeys(k for r in rows for k in r))
    keys = [k for k in kind.cols if k in found] if kind.cols else found
    return [sheet(rows, keys, kind, ctx)]


def sheet(rows: Sequence[Mapping[str, Any]], keys: Sequence[str], kind: Rows | BySeat,
          ctx: Ctx) -> Sheet:
    """Records as a small table of ``keys``, each cell worded as ``kind`` declares."""
    keyed = isinstance(kind, Rows) and kind.seat_keyed
    head = [ctx.seat(int(k)) if keyed and str(k).isdigit() else ctx.label(k) for k in keys]
    return Sheet(head, [[_cell(kind, k, r.get(k), ctx) for k in keys] for r in rows], list(keys))


def _cell(kind: Rows | BySeat, k: str, x: Any, ctx: Ctx) -> str:
    seats = ("seat",) if isinstance(kind, BySeat) else kind.seats
    if k in seats and isinstance(x, int):
        return ctx.seat(x)
    if k in kind.cards and isinstance(x, str):
        return card_text(x)
    if isinstance(x, list):
        return " ".join(card_text(y) if k in kind.cards else str(y) for y in x) or DASH
    signed = () if isinstance(kind, BySeat) else kind.signed
    if isinstance(x, int | float) and not isinstance(x, bool) and k in signed and x > 0:
        return f"+{x}"
    return ctx.scalar(x)


def card_text(text: str) -> str:
    """A card in a sheet's cell: its suit's symbol and rank (``♠Q``).

    >>> card_text("QS"), card_text("7")
    ('♠Q', '7')
    """
    sym = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
    return sym[text[-1]] + text[:-1] if text[-1:] in sym else text


def _by_seat(kind: BySeat, v: Any, ctx: Ctx, size: str) -> list[Any]:
    """A dict of per-seat lists as one row per seat, the rest in one line above the rows
    (a column of facts beside the rows would read as each row's: a chest's cards)."""
    n = len(ctx.view.get("seats") or [])
    cols = [k for k in kind.cols if k in v]
    rows = [{"seat": i, **{k: v[k][i] for k in cols}} for i in range(n)]
    rest = [_kv(ctx.label(k), pieces(kind.rest[k], x, ctx, size_of(kind.rest[k], ctx)))
            for k, x in v.items() if k in kind.rest and not empty(x)]
    return [Box("cl-dict cl-summary", [Box("cl-summary-facts", rest),
                                      sheet(rows, ["seat", *cols], kind, ctx)])]


def _kv(name: str, shown: list[Any]) -> Box:
    return Box("cl-kv", [Text(name, "cl-k"), Box("cl-v", shown)])


def plain(v: Any, ctx: Ctx, depth: int = 0) -> str:
    """A value no layout declares, in words: its values in a line, a dict's labelled.

    >>> import cardlab
    >>> ctx = Ctx({"game": "x"}, "en")
    >>> plain({"lives": 3, "cards": ["AS", None]}, ctx)
    'lives 3; cards AS, —'
    """
    if scalar_type(v) or depth > 8:
        return ctx.scalar(v) if scalar_type(v) else "\u2026"
    if isinstance(v, Mapping):
        return "; ".join(f"{ctx.label(k)} {plain(x, ctx, depth + 1)}" for k, x in v.items()) or DASH
    if isinstance(v, list | tuple):
        return ", ".join(plain(x, ctx, depth + 1) for x in v) or DASH
    return str(v)


_PIECES: dict[type, _Draw] = {
    Counter: _counter, Secret: _secret_value, Words: _words, OneCard: _one_card, Cards: _cards,
    SeatCards: _seat_cards, SeatCard: _seat_cards, Counted: _counted,
    CardItems: _card_items, CardNotes: _card_notes, BySuit: _by_suit,
    SeatKeyed: _seat_keyed, Record: _record, List: _list, Rows: _sheet, BySeat: _by_seat,
}


# ------------------------------------------------------------------------- zones


def zone(k: str, kind: Zone, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    """Zone ``k`` of a seat or the table (``holder``: its other zones), drawn as ``kind``
    (``None``: nothing to draw). A table's counters go to the header, not here."""
    draw = _ZONES.get(type(kind))
    if draw is not None:
        return draw(k, kind, v, ctx, holder)
    if v is None:
        return None
    if isinstance(kind, OneCard):
        return Box(f"cl-zone cl-zone-{k} cl-cardzone",
                   [Box("cl-row", pieces(kind, v, ctx, size_of(kind, ctx)))], ctx.label(k))
    return Box(f"cl-zone cl-zone-{k}", pieces(kind, v, ctx, size_of(kind, ctx)), ctx.label(k))


def plain_zone(k: str, v: Any, ctx: Ctx) -> Box:
    """A zone the layout does not declare: its value in words (:func:`plain`), shown even
    when empty, so that a zone left out of a layout is seen and declared."""
    return Box(f"cl-zone cl-zone-{k} cl-plain", [Text(plain(v, ctx))], ctx.label(k))


def _counter_zone(k: str, kind: Counter, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if v is None:
        return None
    return Field(k, ctx.label(k), _counter(kind, v, ctx, "")[0].text,
                 f"cl-zone cl-zone-{k} cl-counter")


def _seat_ref(k: str, kind: SeatRef, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if not isinstance(v, int):
        return None
    return Text(ctx.ui(kind.words, seat=v), f"cl-zone cl-zone-{k} cl-ref")


def _secret(k: str, kind: Secret, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    cls = f"cl-zone cl-zone-{k} cl-counter"
    if v is not None:
        return Field(k, ctx.label(k), ctx.scalar(v), cls)
    chosen = bool(holder.get(kind.flag))
    said = ctx.ui("secret.chosen" if chosen else "secret.waiting")
    return Field(k, ctx.label(k), said, f"{cls} cl-secret" + (" cl-chosen" if chosen else ""))


def _meter(k: str, m: Meter, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if not isinstance(v, int):
        return None
    lost = int(holder.get(m.lost) or 0)
    marked = holder.get(m.pending)
    pending = min(v, len(marked)) if isinstance(marked, list) else 0
    if ctx.view.get("outcome"):
        pending = 0  # the deal has been scored: its falls are among the lost already
    words = ctx.ui("meter", on=v, all=v + lost)
    if pending:
        words += " \u00b7 " + ctx.ui("meter_pending", count=pending)
    icons = [Text(m.on * (v - pending), "cl-on"), Text(m.doomed * pending, "cl-doomed"),
             Text(m.off * lost, "cl-off")]
    return Box(f"cl-zone cl-counter cl-meter cl-zone-{k}", [
        Text(ctx.label(k), "cl-k"), Box("cl-icons", icons), Text(words, "cl-v")])


def _named(k: str, kind: Named, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if not isinstance(v, list):
        return None
    return Box(f"cl-zone cl-zone-{k} cl-named", [
        Field(n, ctx.label(n), ctx.scalar(x), "cl-counter")
        for n, x in zip(kind.names, v, strict=False)])


def _pile(k: str, kind: Pile, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if not isinstance(v, int):
        return None
    pile = Back(v, ctx.ui("face_down", count=v)) if v > 0 else Text(DASH)
    return Box(f"cl-zone cl-zone-{k} cl-pile", [pile], ctx.label(k))


def _suit_mark(k: str, kind: SuitMark, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if v is None:
        return (Box(f"cl-zone cl-zone-{k}", [Text(ctx.ui(kind.none), "cl-none")], ctx.label(k))
                if kind.none else None)
    return Box(f"cl-zone cl-zone-{k}", [Suit(v, suit_name(v, ctx.lang), word=True)],
               ctx.label(k))


def _banner(k: str, kind: Banner, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    if not isinstance(v, Mapping):
        return None
    return Text(ctx.ui(kind.words, **v), f"cl-zone cl-zone-{k} cl-banner")


def _seat_suits(k: str, ss: SeatSuits, v: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    """Comrade's bid cards in front of a seat: per suit the stack and "bid b / won w"."""
    bids, stacks, won = v or {}, holder.get(ss.stacks) or {}, holder.get(ss.won) or {}
    panels: list[Any] = []
    for s in SUITS:
        if s not in bids and s not in stacks and s not in won:
            continue
        b, w = bids.get(s, 0), won.get(s, 0)
        mark = " cl-bad" if w > b else (" cl-met" if w == b and b else "")
        panels.append(Box(f"cl-suitpanel cl-suit-{s}", [
            Box("cl-stack", [ctx.card(c, "small", i=i) for i, c in enumerate(stacks.get(s, []))]),
            Box(f"cl-bidwon{mark}", [Suit(s, suit_name(s, ctx.lang)),
                                     Text(ctx.ui("bid_won", bid=b, won=w))])]))
    return Box(f"cl-zone cl-zone-{k}", [Box("cl-suitpanels", panels or [Text(DASH)])],
               ctx.label(ss.stacks))


def _panels(k: str, p: Panels, groups: Any, ctx: Ctx, holder: Mapping[str, Any]) -> Any:
    """Named groups of cards side by side (Comp-13's fields A-D), each with its numbers."""
    if not isinstance(groups, Mapping):
        return None

    def get(zone_key: str, name: str) -> Any:
        return (holder.get(zone_key) or {}).get(name)

    out = []
    for name, cards in groups.items():
        vals = {"name": name, "seat": get(p.seats, name), "sum": get(p.sums, name),
                "count": get(p.counts, name)}
        body = ([_panel_card(c, i, name, ctx) for i, c in enumerate(cards)] if cards
                else [Text(ctx.ui(p.empty), "cl-none")])
        panel = Box("cl-panel", [Text(ctx.ui(p.title, **vals), "cl-panel-title"),
                                 Box("cl-row", body),
                                 Text(ctx.ui(p.foot, **vals), "cl-panel-foot")], group=name)
        out.append(_light(panel, name, p, ctx))
    total = get(p.sums, p.total)
    foot = [Text(ctx.ui(p.total_text, total=total), "cl-panels-total")] if total is not None else []
    return Box(f"cl-zone cl-zone-{k}", [Box("cl-panels", out), *foot])


def _panel_card(c: str, i: int, name: str, ctx: Ctx) -> CardPiece:
    """A card of a panel: the picked card's target when a move takes it from there."""
    a = ctx.taken_acts.get((name, c))
    if a is None:
        return ctx.table_card(c, i=i)
    piece = ctx.card(c, i=i)
    ctx.clickable(piece, a)
    return piece


def _light(panel: Box, name: str, p: Panels, ctx: Ctx) -> Box:
    """With a card picked: a panel its moves go to is lit (one move: a click on it plays
    it; several: a button each); any other panel is dimmed and a click on it tries
    ``p.try_`` (the engine then says which limit it breaks)."""
    if ctx.picked is None:
        return panel
    acts = ctx.place_acts.get(name, [])
    if len(acts) == 1:
        panel.act = acts[0]["act"]
    elif acts:
        panel.acts = [Act(a["act"], a["label"]) for a in acts]
    if acts or any(place == name for place, _ in ctx.taken_acts):
        panel.cls += " cl-target"
    else:
        panel.cls += " cl-untarget"
        if p.try_:
            panel.try_act = p.try_.format(card=ctx.picked, group=name)
    return panel


_ZONES: dict[type, Callable[[str, Any, Any, Ctx, Mapping[str, Any]], Any]] = {
    Counter: _counter_zone, SeatRef: _seat_ref, Secret: _secret, Meter: _meter,
    Named: _named, Pile: _pile, SuitMark: _suit_mark, Banner: _banner,
    SeatSuits: _seat_suits, Panels: _panels,
}
