"""The builder: (view, the game's layout, language) → a :class:`Tree` of pieces.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> build(g.view(None), "en").others[0].name
'seat 0'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlab.cards import Card as PlayingCard
from cardlab.i18n import LANGS, t
from cardlab.layout.context import Ctx, empty, scalar_type
from cardlab.layout.draw import plain_zone, zone
from cardlab.layout.pieces import (
    DASH,
    Act,
    ActGroup,
    Back,
    Box,
    CardPiece,
    Field,
    Header,
    OutcomePiece,
    Seat,
    Text,
    Tree,
    to_json,
)
from cardlab.layout.spec import (
    Counter,
    Layout,
    Panels,
    TrickZone,
    Zone,
    layout_of,
)
from cardlab.layout.words import card_label as _card_name
from cardlab.layout.words import facts
from cardlab.layout.words import say as _say
from cardlab.layout.words import word as _word

__all__ = ["build", "last_trick_text", "outcome", "picture", "trick_history"]

# --------------------------------------------------------------------------- seats


def _hand(hand: Any, ctx: Ctx, viewer: bool, dealing: bool) -> Box:
    if not isinstance(hand, list) and hand:
        return Box("cl-hand cl-hidden", [Back(hand, ctx.ui("face_down", count=hand))])
    if not hand:
        return Box("cl-hand cl-empty", [Text(DASH)])
    mine = viewer and ctx.human
    any_legal = mine and any(c in ctx.hand_acts for c in hand)
    cards = []
    for i, c in enumerate(hand):
        piece = ctx.card(c, "big" if viewer else "small", i=i if dealing and viewer else None)
        if mine:
            acts = ctx.hand_acts.get(c)
            if acts and len(acts) == 1:
                ctx.clickable(piece, acts[0])
            elif acts:  # several moves: pick it, then its places light up
                piece.pick = c
                piece.state = "picked" if c == ctx.picked else ""
                ctx.used.update(a["act"] for a in acts)
            else:
                piece.try_act = c
                piece.state = "dim" if any_legal else ""
        cards.append(piece)
    return Box("cl-hand" + (" cl-dealing" if dealing and viewer else ""), cards)


def _seat(i: int, ctx: Ctx, kinds: Sequence[str], dealing: bool) -> Seat:
    view = ctx.view
    sv = view["seats"][i]
    viewer = i == view.get("viewer")
    to_move = i in (view.get("to_move") or [])
    badges = []
    if viewer:
        badges.append(Text(ctx.ui("you"), "cl-badge cl-you"))
    if i < len(kinds) and kinds[i] == "bot":
        badges.append(Text(_bot_badge(ctx), "cl-badge cl-bot"))
    if view.get("dealer") == i:
        badges.append(Text(ctx.ui("dealer_short"), "cl-badge cl-dealer"))
    if to_move:
        badges.append(Text("\u25b6", "cl-badge cl-turn"))
    zones: list[Any] = []
    for k, kind in ctx.lay.seats.items():
        if k not in sv or k in ctx.lay.hide or not _shown(kind, sv[k], ctx):
            continue
        if (kind.echo and sv[k] == sv.get("hand")) or (kind.mine_only and not viewer):
            continue
        zones.append(zone(k, kind, sv[k], ctx, sv))
    zones += [plain_zone(k, v, ctx) for k, v in sv.items() if k not in ctx.lay.seats
              and k != "hand" and k not in ctx.lay.hide and k not in ctx.read]
    hand = _hand(sv.get("hand"), ctx, viewer, dealing)
    return Seat(i, ctx.seat(i), badges, hand, [z for z in zones if z is not None], viewer,
                to_move)


def _bot_badge(ctx: Ctx) -> str:
    """A bot seat's badge: "bot", or with the table's level "bot · beginner" (en/ja).

    >>> import cardlab
    >>> ctx = Ctx({}, "ja")
    >>> _bot_badge(ctx)
    'ボット'
    >>> ctx.bot_level = "beginner"
    >>> _bot_badge(ctx)
    'ボット(入門)'
    """
    if not ctx.bot_level:
        return ctx.ui("bot")
    return t("ui.bot_level", ctx.lang, level=t(f"bots.level.{ctx.bot_level}", ctx.lang))


def _shown(kind: Zone, v: Any, ctx: Ctx) -> bool:
    """Whether a zone is drawn now: in its phases, and not quiet while empty."""
    return not ((kind.only_in and ctx.phase not in kind.only_in) or (kind.quiet and empty(v)))


# --------------------------------------------------------------------------- the table


def last_trick_text(last: Mapping[str, Any], lang: str) -> str:
    """The last trick's head and why it went to its winner ("" when not worded).

    >>> last_trick_text({"cards": [[0, "5S"], [1, "KS"]], "winner": 1, "number": 1,
    ...                  "reason": "highest_led"}, "en")[:9]
    'trick 1: '
    """
    cards = last.get("cards") or []
    winner = last.get("winner")
    card = next((c for s, c in cards if s == winner), None)
    if not cards or card is None:
        return ""
    head = (_say("ui.last_trick", lang, number=last["number"]) if "number" in last
            else _say("ui.last_trick_plain", lang))
    suit = PlayingCard(cards[0][1]).suit if cards[0][1] != "JK" else None
    why = _say(f"trick.{last.get('reason')}", lang, seat=winner, card=card, suit=suit)
    if not why and isinstance(last.get("event"), Mapping):
        why = _say(last["event"]["key"], lang, **last["event"].get("values", {}))
    return f"{head}: {why}" if why else head


def trick_history(tricks: Sequence[Any], lang: str = "en", limit: int = 6) -> Box:
    """The last ``limit`` tricks of a deal, newest first: each trick's number, winner,
    cards (the winning one marked) and why it won. ``tricks`` are the win events
    (:meth:`cardlab.session.Session.tricks`: ``values`` with ``cards``, ``number``, ``seat``).

    >>> from cardlab.messages import Event
    >>> won = Event("trick.highest_led", {"seat": 1, "card": "KS", "suit": "S", "led": "S",
    ...             "cards": [[0, "5S"], [1, "KS"]], "number": 1})
    >>> box = trick_history([won], "en")
    >>> box.title, box.items[0].items[0].text, box.items[0].items[2].text
    ('tricks this deal', 'trick 1 · seat 1', '♠K wins the trick: highest spade')
    """
    title = _say("ui.history", lang)
    if not tricks:
        return Box("cl-history cl-empty", [Text(_say("ui.history.none", lang), "cl-none")],
                   title)
    items = []
    for e in list(tricks)[-limit:][::-1]:
        v = e.values
        cards = [CardPiece(c, _card_name(c, lang), "small", _say("seat.name", lang, seat=s),
                      state="winner" if s == v["seat"] else "")
                 for s, c in v.get("cards", [])]
        head = _say("ui.history.head", lang, number=v.get("number", "?"), seat=v["seat"])
        items.append(Box("cl-hist", [Text(head, "cl-hist-head"), Box("cl-row", cards),
                                     Text(e.text(lang), "cl-why")]))
    return Box("cl-history", items, title)


def _trick(table: Mapping[str, Any], ctx: Ctx) -> Box | None:
    """The trick in progress, else the last one (the layout's :class:`TrickZone`)."""
    k, kind = next(((k, kind) for k, kind in ctx.lay.table.items()
                    if isinstance(kind, TrickZone)), ("", None))
    if kind is None:
        return None
    last_key = kind.last
    trick, last = table.get(k), table.get(last_key) if last_key else None
    title = ctx.label(k)
    if isinstance(trick, list) and trick:
        cards = [ctx.card(c, caption=ctx.seat(s)) for s, c in trick]
        return Box("cl-trick", [Box("cl-row", cards)], title)
    if isinstance(last, Mapping) and last.get("cards"):
        w = last.get("winner")
        cards = [ctx.card(c, caption=ctx.seat(s), state="winner" if s == w else "loser")
                 for s, c in last["cards"]]
        head = last_trick_text(last, ctx.lang) or ctx.label(last_key)
        return Box("cl-trick cl-last", [Box("cl-row", cards)], head)
    if isinstance(trick, list):
        return Box("cl-trick cl-empty", [Box("cl-row", [Text(DASH)])], title)
    return None


def _counters(table: Mapping[str, Any], ctx: Ctx) -> list[Field]:
    """The table's :class:`Counter` zones, for the header line."""
    out = []
    for k, kind in ctx.lay.table.items():
        if not isinstance(kind, Counter) or k in ctx.lay.hide:
            continue
        v = table.get(k)
        if v is None or not scalar_type(v) or not _shown(kind, v, ctx):
            continue
        text = ctx.scalar(v)
        if kind.of and table.get(kind.of) is not None:
            text += f" / {ctx.scalar(table[kind.of])}"
        if kind.seat and isinstance(v, int):
            text = ctx.seat(v)
        out.append(Field(k, ctx.label(k), text, f"cl-counter cl-zone-{k}"))
    return out


def _table_zones(table: Mapping[str, Any], ctx: Ctx) -> list[tuple[str, Any]]:
    """The table's zones to draw now, each with its key (declared ones, then the rest)."""
    lay = ctx.lay
    out = []
    for k, kind in lay.table.items():
        if k not in table or k in lay.hide or isinstance(kind, Counter | TrickZone):
            continue
        if not _shown(kind, table[k], ctx) or (kind.until and not _before(table, *kind.until)):
            continue
        z = _table_zone(k, kind, table[k], ctx, table)
        if z is not None:
            out.append((k, z))
    out += [(k, plain_zone(k, v, ctx)) for k, v in table.items()
            if k not in lay.table and k not in lay.hide and k not in ctx.read]
    return out


def _before(table: Mapping[str, Any], counter: str, last: int) -> bool:
    value = table.get(counter)
    return not isinstance(value, int) or value <= last


def _table_zone(k: str, kind: Zone, v: Any, ctx: Ctx, table: Mapping[str, Any]) -> Any:
    """:func:`zone` for the table, kept for the next tree while nothing it reads changed.

    A zone with no clickable card and nothing read from beside it (panels) is a function
    of the game's layout, the language, whether a human views it, and its value; a large
    one (Comrade's grid of bid cards) is then built once, not on every redraw.
    """
    lay = ctx.lay
    if ctx.table_acts or isinstance(kind, Panels) or scalar_type(v):
        return zone(k, kind, v, ctx, table)
    seats = len(ctx.view.get("seats") or [])
    key = (ctx.game, id(lay), ctx.lang, ctx.human, ctx.phase, seats, k, repr(v))
    kept = _KEPT.get(key)
    if kept is not None and kept[0] is lay:
        return kept[1]
    built = zone(k, kind, v, ctx, table)
    if len(_KEPT) >= _KEPT_MAX:
        _KEPT.clear()
    _KEPT[key] = (lay, built)  # the layout is kept with it: its id stays its own
    return built


_KEPT: dict[tuple[Any, ...], tuple[Layout, Any]] = {}
_KEPT_MAX = 512


def _turn(view: Mapping[str, Any], ctx: Ctx, kinds: Sequence[str]) -> tuple[str, bool]:
    viewer, tm = view.get("viewer"), list(view.get("to_move") or [])
    human = viewer is not None and (viewer >= len(kinds) or kinds[viewer] != "bot")
    if human and viewer in tm and kinds:
        others = [s for s in tm if s != viewer]
        return (_say("ui.your_turn_too", ctx.lang, seats=others) if others
                else _say("ui.your_turn", ctx.lang)), True
    if tm:
        return _say("ui.waiting_for", ctx.lang, seats=tm), False
    return _say("ui.nobody_to_move", ctx.lang), False


def _prompt(view: Mapping[str, Any], game: str, phase: str, mine: bool, lang: str) -> str:
    """What to do now: the viewer's task in this phase (``prompt.<game>.<phase>``) when it
    is the viewer's turn, else whom the table waits for and what they are doing
    (``….others``); "" when the game is over or the game words no prompt."""
    tm = list(view.get("to_move") or [])
    if not tm or view.get("outcome"):
        return ""
    if mine:
        return _say(f"prompt.{game}.{phase}", lang)
    # the others to move; the viewer's own seat too when it is not the viewer's to play
    # (a bot plays it), never an empty list ("Waiting for — …")
    waiting = [s for s in tm if s != view.get("viewer")] or tm
    return _say(f"prompt.{game}.{phase}.others", lang, seats=waiting)


def outcome(view: Mapping[str, Any], lang: str) -> OutcomePiece | None:
    """The outcome banner: who won and why, ``kind`` for the viewer (win/loss/over).

    >>> outcome({"seats": [{}, {}], "viewer": 0, "outcome": {"scores": [3, 1],
    ...          "winners": [0], "reason": None}}, "en").kind
    'win'
    """
    oc = view.get("outcome")
    if not oc:
        return None
    n, viewer = len(view.get("seats") or []), view.get("viewer")
    reason = oc.get("reason") or {}
    why = _say(reason["key"], lang, **reason.get("values", {})) if "key" in reason else ""
    winners = list(oc.get("winners") or [])
    coop = facts(view, lang)[1]
    if winners and len(winners) == n and (coop or (coop is None and n > 1)):
        head, kind = _say("ui.outcome.all_win", lang), "win"
    elif not winners:
        head, kind = _say("ui.outcome.all_lose", lang), "loss"
    else:
        head = _say("ui.outcome.winners", lang, seats=winners)
        kind = "over" if viewer is None else ("win" if viewer in winners else "loss")
        if why and all(_say("seat.name", lang, seat=s) in why for s in winners):
            head = why  # the reason names the winners: one winner sentence
    text = f"{head}: {why}" if why and head not in why else (why or head)
    if coop:  # a cooperative game has no score per seat: no score line
        return OutcomePiece(kind, text, "", "")
    scores = " \u00b7 ".join(f"{_say('seat.name', lang, seat=i)} {_number(s)}"
                             for i, s in enumerate(oc.get("scores") or []))
    return OutcomePiece(kind, text, _say("ui.outcome.scores", lang), scores)


def _number(x: Any) -> str:
    """A score as it is said: ``30``, not ``30.0``."""
    return str(int(x)) if isinstance(x, float) and x.is_integer() else str(x)


def _phase(game: str, phase: str, lang: str) -> str:
    return _word(f"{game}.phase.{phase}", lang) or _word(f"phase.{phase}", lang) or phase


def build(view: Mapping[str, Any], lang: str = "en", actions: Sequence[Mapping[str, Any]] = (),
          kinds: Sequence[str] = (), teacher: bool = False, dealing: bool = False,
          layout: Layout | None = None, picked: str | None = None,
          bot_level: str | None = None) -> Tree:
    """The tree of ``view`` in ``lang``: ``actions`` are the viewer's legal actions
    (``{"act", "label", "card", "zone"}``, optionally ``place``/``taken``: where the move
    goes, ``group``/``short``: a numbered kind of action), ``kinds`` the seats'
    "human"/"bot"; ``picked``: the hand card whose several moves are shown;
    ``bot_level``: the level the bot seats play at (:data:`cardlab.bots.LEVELS`), named
    on their badges (``None``: "bot" alone).

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> acts = [{"act": "pass", "label": "pass", "card": None, "zone": None}]
    >>> [a.act for a in build(g.view(0), "en", acts, ["human", "bot", "bot"]).actions]
    ['pass']
    """
    lang = lang if lang in LANGS else "en"
    game = str(view.get("game", ""))
    viewer = view.get("viewer")
    human = viewer is not None and (viewer >= len(kinds) or kinds[viewer] != "bot")
    ctx = Ctx(view, lang, layout or layout_of(game), actions if human else (), human, picked)
    ctx.read = ctx.lay.read_beside()
    ctx.bot_level = bot_level
    title = facts(view, lang)[0]
    table = view.get("table") or {}
    turn, mine = _turn(view, ctx, kinds)
    phase = str(view.get("phase", ""))
    head = Header(title, ctx.ui("phase"), _phase(game, phase, lang), turn, mine,
                  _counters(table, ctx), _prompt(view, game, phase, mine, lang))
    n = len(view.get("seats") or [])
    start = viewer + 1 if isinstance(viewer, int) else 0
    others = [_seat(i % n, ctx, kinds, dealing) for i in range(start, start + n) if i % n != viewer]
    trick = _trick(table, ctx)
    zones = _table_zones(table, ctx)
    side = [z for k, z in zones if _side(ctx.lay, k)]
    centre = [*([trick] if trick else []), *(z for k, z in zones if not _side(ctx.lay, k))]
    me = _seat(viewer, ctx, kinds, dealing) if isinstance(viewer, int) and viewer < n else None
    rest = _grouped([a for a in ctx.actions if a["act"] not in ctx.used], lang)
    return Tree(lang, title, head, ctx.ui("teacher_on") if teacher else "", others, centre, me,
                rest, ctx.ui("actions"), outcome(view, lang), _menu(ctx), side)


def _side(lay: Layout, k: str) -> bool:
    kind = lay.table.get(k)
    return kind is not None and kind.side


def _menu(ctx: Ctx) -> Box | None:
    """The picked card's moves that go to no particular place, as a menu by the hand."""
    if ctx.picked is None:
        return None
    acts = [Act(a["act"], a["label"]) for a in ctx.hand_acts[ctx.picked]
            if not a.get("place")]
    return Box("cl-menu", [], _say("ui.pick.menu", ctx.lang, card=ctx.picked),
               acts=acts) if acts else None


def _grouped(actions: Sequence[Mapping[str, Any]], lang: str) -> list[Act | ActGroup]:
    """Buttons; three or more of one numbered kind (``group``) become one row of numbers
    under the kind's words (``<group>.group``), e.g. Notice's 0-12 predictions."""
    counts: dict[str, int] = {}
    for a in actions:
        if a.get("group"):
            counts[a["group"]] = counts.get(a["group"], 0) + 1
    out: list[Act | ActGroup] = []
    groups: dict[str, ActGroup] = {}
    for a in actions:
        g = a.get("group")
        if not g or counts[g] < 3:
            out.append(Act(a["act"], a["label"]))
            continue
        if g not in groups:
            groups[g] = ActGroup(_say(f"{g}.group", lang) or g, [])
            out.append(groups[g])
        groups[g].acts.append(Act(a["act"], str(a.get("short", a["label"]))))
    return out


def picture(view: Mapping[str, Any], lang: str = "en", actions: Sequence[Mapping[str, Any]] = (),
            kinds: Sequence[str] = (), *, teacher: bool = False, picked: str | None = None,
            tricks: Sequence[Any] | None = None, code: str | None = None,
            bot_level: str | None = None) -> dict[str, Any]:
    """What the page prints for ``view``: :func:`build`'s tree as JSON data, with the log's
    label, the trick history of ``tricks`` (a trick game's trick events; ``None``: none)
    and the deal ``code`` in the corner (``None``: none); ``bot_level`` names the bots'
    level on their badges. The live table, its replay timeline and the standalone replay
    page all draw this.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> out = picture(g.view(0), "en", tricks=[], code="X")
    >>> out["log_label"], "history" in out, out["head"]["code"]
    ('log', True, 'deal code X')
    """
    out = to_json(build(view, lang, actions, kinds, teacher=teacher, picked=picked,
                        bot_level=bot_level))
    out["log_label"] = t("ui.log", lang)
    out["others_label"] = t("ui.others", lang)  # the other seats' box, when it scrolls
    out["side_label"] = t("ui.side", lang)  # the column beside the table, when it scrolls
    out["skip"] = t("ui.skip", lang)  # the page's first link: to the table
    if tricks is not None:
        out["history"] = to_json(trick_history(tricks, lang))
    if code:
        out["head"]["code"] = t("ui.deal_code", lang, code=code)
    return dict(out)
