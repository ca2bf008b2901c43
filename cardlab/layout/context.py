"""What building one picture needs: the view, its layout, the language, the viewer's
legal actions (which card a click plays), and the words for labels and values.

>>> import cardlab
>>> ctx = Ctx(cardlab.new_game("comrade", players=3, seed=7).view(0), "en", PLAIN, [], True)
>>> ctx.label("bid_total"), ctx.scalar(True), ctx.seat(2)
('bids total', 'yes', 'seat 2')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlab.layout.pieces import DASH, CardPiece
from cardlab.layout.spec import PLAIN, Layout
from cardlab.layout.words import card_label, say, word

__all__ = ["Ctx", "empty", "scalar_type"]


def scalar_type(v: Any) -> bool:
    """Whether ``v`` is one value (not a list or a dict)."""
    return v is None or isinstance(v, str | int | float | bool)


def empty(v: Any) -> bool:
    """Whether a ``quiet`` zone holding ``v`` is left out."""
    return v is None or v is False or v == [] or v == {}


class Ctx:
    """What building one tree needs: the view, its layout, the language, the actions."""

    def __init__(self, view: Mapping[str, Any], lang: str, layout: Layout = PLAIN,
                 actions: Sequence[Mapping[str, Any]] = (), human: bool = False,
                 picked: str | None = None) -> None:
        self.view, self.lang, self.lay = view, lang, layout
        self.game = str(view.get("game", ""))
        self.phase = str(view.get("phase", ""))
        self.human = human
        self.actions = actions
        self.hand_acts: dict[str, list[Mapping[str, Any]]] = {}
        self.table_acts: dict[str, Mapping[str, Any]] = {}
        for a in actions:
            if a.get("card"):
                if a.get("zone") == "hand":
                    self.hand_acts.setdefault(a["card"], []).append(a)
                else:
                    self.table_acts.setdefault(a["card"], a)
        self.used: set[str] = set()
        self.read: frozenset[str] = frozenset()  # zones drawn beside others, not alone
        self.bot_level: str | None = None  # the bots' level, named on their badges
        # a hand card with several moves is picked first; its moves then light the
        # places they go to (``place``: a panel's name; ``taken``: a card there)
        self.picked = picked if len(self.hand_acts.get(picked or "", ())) > 1 else None
        self.place_acts: dict[str, list[Mapping[str, Any]]] = {}
        self.taken_acts: dict[tuple[str, str], Mapping[str, Any]] = {}
        for a in self.hand_acts.get(self.picked or "", ()):
            if a.get("place") and a.get("taken"):
                self.taken_acts.setdefault((a["place"], a["taken"]), a)
            elif a.get("place"):
                self.place_acts.setdefault(a["place"], []).append(a)

    def label(self, key: str) -> str:
        """A zone's name: the game's own word, the shared one, or the key in words."""
        return (word(f"ui.zone.{self.game}.{key}", self.lang) or word(f"ui.zone.{key}", self.lang)
                or str(key).replace("_", " "))

    def ui(self, key: str, **values: Any) -> str:
        """The ``ui.`` text ``key`` ("" when there is none or it does not fit ``values``)."""
        return say(f"ui.{key}", self.lang, **values) if values else (word(f"ui.{key}", self.lang)
                                                                      or "")

    def seat(self, seat: Any) -> str:
        """A seat's name."""
        return say("seat.name", self.lang, seat=seat)

    def scalar(self, v: Any) -> str:
        """One value as it reads: a dash for none, yes/no, a word's ``ui.value.``, a number."""
        if v is None:
            return DASH
        if isinstance(v, bool):
            return self.ui("yes" if v else "no")
        if isinstance(v, str):
            return word(f"ui.value.{v}", self.lang) or v
        return str(v)

    def card(self, text: str, size: str = "mid", **kw: Any) -> CardPiece:
        """A face-up card piece, named in the language (with its caption)."""
        name = card_label(text, self.lang)
        label = f"{name} ({kw['caption']})" if kw.get("caption") else name
        return CardPiece(text, label, size, **kw)

    def table_card(self, text: str, size: str = "mid", click: str = "", **kw: Any
                   ) -> CardPiece:
        """A card of a zone: clickable when a legal action names it there; else, with a
        human viewer, a click tries ``click`` (``{card}``: the card), when given."""
        piece = self.card(text, size, **kw)
        a = self.table_acts.get(text)
        if a and a["act"] not in self.used and piece.state != "taken":
            self.clickable(piece, a)
        elif click and self.human:
            piece.try_act = click.format(card=text)
        return piece

    def clickable(self, piece: CardPiece, a: Mapping[str, Any]) -> None:
        """Let a click on ``piece`` play the action ``a`` (which no other piece then plays)."""
        piece.act = a["act"]
        piece.label = f"{card_label(piece.card, self.lang)}: {a['label']}"
        self.used.add(a["act"])

    def event(self, v: Any) -> str | None:
        """An event ``{"key", "values"}`` of a view as a sentence (``None``: not one)."""
        if not (isinstance(v, Mapping) and set(v) == {"key", "values"}
                and isinstance(v["key"], str) and isinstance(v["values"], Mapping)):
            return None
        return say(v["key"], self.lang, **v["values"]) or None
