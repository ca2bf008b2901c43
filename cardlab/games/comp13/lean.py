"""Comp-13's lean path (:mod:`cardlab.sim`): one game of a deal without events or views.

Comp-13's plays are arithmetic on four small fields, so its lean state keeps the engine's
own pieces (cards, the fields, the rules' functions :func:`plays_for_card`,
:func:`after_play`, :func:`score_cards`, :func:`game_winner`) and leaves out what a
playout does not need: events, views, checks, the history. :func:`lean_state` (the kit's
``lean``) builds a :class:`Comp13Play` from the first decision on (placing on field D, or
the first play) to the end of the game (the stock runs out, or a washout); a match's
next game is another deal for the coach.

``choose`` is :class:`cardlab.games.comp13.bot.Comp13Bot` rule for rule (its ``score`` of
every legal action, and its memory of the positions each seat has seen, so a circle of
changes and swaps ends in a draw); the bot adds a thousandth of noise from its generator
to every score, the lean state takes the first of the best in the order of the legal
actions.

``rollout(seat)`` returns what the coach's adapter counts
(:class:`cardlab.games.comp13.coach.Comp13Coach`): the seat's score of the game and
whether it won it.

>>> import cardlab
>>> g = cardlab.new_game("comp13", players=4, seed=1)
>>> st = lean_state(g, None)
>>> st.phase == g.phase, st.legal_texts(g.to_move[0]) == [str(a) for a in g.legal_actions()]
(True, True)
>>> value, won = st.rollout(0)
>>> st.over, won in (0.0, 1.0)
(True, True)
"""

from __future__ import annotations

from typing import Any

from cardlab.cards import ACE_LOW, Card, sort_cards
from cardlab.core import Action, Draw
from cardlab.games.comp13.bot import Comp13Bot
from cardlab.games.comp13.rules import (
    FIELDS,
    KING,
    TARGET_FIELD,
    TARGET_TOTAL,
    Add,
    Bonus,
    Change,
    Comp13,
    Place,
    Split,
    Swap,
    after_play,
    bonus_choices,
    field_sum,
    game_winner,
    is_honour,
    plays_for_card,
    score_cards,
)

__all__ = ["Comp13Play", "lean_state"]

_SCORER = Comp13Bot(seed=0)  # its score() reads only its arguments
_DRAW = Draw()


class Comp13Play:
    """One game of Comp-13 from a decision on (build it with :func:`lean_state`).

    ``hands`` and ``captured`` per seat, ``fields`` by letter, ``stock`` with its top LAST
    (a draw pops it); ``phase`` is ``"place"``, ``"play"``, ``"bonus"`` or ``"over"``;
    ``pending`` the Comp waiting for its bonus ``(seat, field, kind, suit)``; ``seen`` the
    positions each seat's bot has seen; ``scores`` and ``winner`` once it is over.
    """

    __slots__ = ("bonus_optional", "captured", "dealer", "fields", "hands", "joker_points",
                 "n", "pending", "phase", "scores", "seen", "stock", "to_move", "winner")

    def copy(self) -> Comp13Play:
        """An independent copy."""
        out = object.__new__(Comp13Play)
        for k in self.__slots__:
            setattr(out, k, getattr(self, k))
        out.hands = [list(h) for h in self.hands]
        out.captured = [list(c) for c in self.captured]
        out.fields = {x: list(cs) for x, cs in self.fields.items()}
        out.stock = list(self.stock)
        out.seen = [set(s) for s in self.seen]
        return out

    def with_hidden(self, hidden: dict[str, Any]) -> Comp13Play:
        """A copy with the hands and the stock (top first) of ``hidden`` (the dict
        :meth:`cardlab.core.Game.with_hidden` takes)."""
        out = self.copy()
        for seat, cards in hidden.get("hands", {}).items():
            out.hands[seat] = list(cards)
        if "stock" in hidden:
            out.stock = list(reversed(hidden["stock"]))
        return out

    @property
    def over(self) -> bool:
        """Has the game ended?"""
        return self.phase == "over"

    # ------------------------------------------------------------------ rules

    def legal(self, seat: int) -> list[Action]:
        """``seat``'s legal actions, in :meth:`Game.legal_actions`'s order (``seat`` to move)."""
        hand = self.hands[seat]
        if self.phase == "place":
            return [Place(c) for c in sort_cards(set(hand), ACE_LOW) if not c.is_joker]
        if self.phase == "bonus":
            out: list[Action] = list(self._bonus_choices())
            if self.bonus_optional or not out:
                out.append(Bonus())
            return out
        sums = {x: field_sum(cs) for x, cs in self.fields.items()}
        actions: list[Action] = []
        for c in sort_cards(set(hand), ACE_LOW):
            actions.extend(plays_for_card(c, self.fields, sums))
        actions.append(_DRAW)
        return actions

    def legal_texts(self, seat: int) -> list[str]:
        """The texts of :meth:`legal`."""
        return [str(a) for a in self.legal(seat)]

    def _bonus_choices(self) -> list[Bonus]:
        _, comped, kind, _ = self.pending
        return bonus_choices(self.fields, kind, comped)

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` for the seat to move."""
        self.do(Comp13.parse_action(action))

    def do(self, action: Action) -> None:
        """The seat to move plays ``action`` (legal: not checked)."""
        seat = self.to_move
        if isinstance(action, Place):
            self.hands[seat].remove(action.card)
            self.fields["D"] = [action.card]
            if self._total() == TARGET_TOTAL:
                self._all_ground(seat)
            else:
                self.phase, self.to_move = "play", (seat + 1) % self.n
        elif isinstance(action, Bonus):
            self._bonus(seat, action)
        elif isinstance(action, Draw):
            self.hands[seat].append(self.stock.pop())
            if not self.stock:
                self._end()
            else:
                self.to_move = (seat + 1) % self.n
        else:
            self._play(seat, action)  # type: ignore[arg-type]

    def _total(self) -> int:
        return sum(field_sum(cs) for cs in self.fields.values())

    def _play(self, seat: int, action: Add | Change | Swap | Split) -> None:
        hand = self.hands[seat]
        hand.remove(action.card)
        x = action.field
        old = self.fields[x][0]
        self.fields = after_play(self.fields, action)
        if isinstance(action, Change):
            hand.append(old)
        elif isinstance(action, Swap):
            hand.append(action.taken)
        elif isinstance(action, Split):
            hand.extend((action.first, action.second))
        if isinstance(action, Add | Swap):
            if self._total() == TARGET_TOTAL:
                self._all_ground(seat)
                return
            if field_sum(self.fields[x]) == TARGET_FIELD:
                self._comp(seat, x)
                return
        self.to_move = (seat + 1) % self.n

    def _comp(self, seat: int, x: str) -> None:
        f = self.fields[x]
        kind = 2 if len(f) == 2 else 3
        suit = f[0].suit
        self.captured[seat].extend(c for c in f if is_honour(c))
        self.fields[x] = []
        self.pending = (seat, x, kind, suit)
        if self._bonus_choices():
            self.phase, self.to_move = "bonus", seat
        else:
            self._finish_comp()

    def _bonus(self, seat: int, action: Bonus) -> None:
        if action.card is not None:
            x = next(f for f in FIELDS if self.fields[f] == [action.card])
            self.captured[seat].append(action.card)
            self.fields[x] = []
        elif action.field is not None:
            x = action.field
            self.captured[seat].extend(c for c in self.fields[x] if is_honour(c))
            self.fields[x] = []
        self._finish_comp()

    def _finish_comp(self) -> None:
        seat, _, _, suit = self.pending
        self.pending = None
        king = Card("K" + suit)
        for who in (seat, (seat + 1) % self.n):
            if king in self.hands[who]:
                self.hands[who].remove(king)
                self.captured[who].append(king)
        for x in FIELDS:
            if not self.fields[x]:
                if not self.stock:
                    break
                self.fields[x] = [self.stock.pop()]
        if not self.stock or self._total() >= TARGET_TOTAL:
            self._end()
            return
        self.phase, self.to_move = "play", (seat + 1) % self.n

    def _all_ground(self, seat: int) -> None:
        n = self.n
        for x in FIELDS:
            self.captured[seat].extend(c for c in self.fields[x] if is_honour(c) or c.is_joker)
        for k in range(n):
            who = (seat + k) % n
            mine = [c for c in self.hands[who] if c.rank == KING or c.is_joker]
            for c in mine:
                self.hands[who].remove(c)
            self.captured[who].extend(mine)
        for x in FIELDS:
            self.fields[x] = []
        for x in FIELDS:
            if not self.stock:
                break
            self.fields[x] = [self.stock.pop()]
        if not self.stock or all(cs[0].rank == KING and not cs[0].is_joker
                                 for cs in self.fields.values()):
            self._end()
            return
        self.phase, self.to_move = "play", (seat + 1) % n

    def _end(self) -> None:
        self.phase = "over"
        self.scores = [score_cards(self.captured[s], self.hands[s], self.joker_points)
                       for s in range(self.n)]
        self.winner = game_winner(self.scores, self.dealer)[0]

    def result(self, seat: int) -> tuple[float, float]:
        """``seat``'s score of the game and whether it won it."""
        return float(self.scores[seat]["score"]), float(self.winner == seat)

    # ------------------------------------------------------------------ the bot

    def choose(self, seat: int) -> Action:
        """Comp13Bot's action for ``seat`` (see the module docstring)."""
        legal = self.legal(seat)
        if len(legal) == 1:
            return legal[0]
        hand, fields = self.hands[seat], self.fields
        position = (len(self.stock), self.phase, tuple(sorted(hand)),
                    tuple(tuple(cs) for cs in fields.values()))
        circling = position in self.seen[seat]
        self.seen[seat].add(position)
        best, best_score = legal[0], -1e9
        for action in legal:
            score = _SCORER.score(action, hand, fields)
            if circling and score < 1.0 and not isinstance(action, Draw):
                score -= 100.0
            if score > best_score:
                best, best_score = action, score
        return best

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the game with the bot's rules; ``seat``'s result."""
        while self.phase != "over":
            self.do(self.choose(self.to_move))
        return self.result(seat)


def lean_state(game: Any, viewer: int | None) -> Comp13Play | None:
    """The lean state of a Comp-13 game (the kit's ``lean``), from its first decision on.

    With ``viewer`` the other hands and the stock are unknown (empty; the stock's size is
    kept as face-down placeholders) until :meth:`Comp13Play.with_hidden` fills them."""
    if game.phase not in ("place", "play", "bonus"):
        return None
    st = object.__new__(Comp13Play)
    st.n = game.players
    st.hands = [list(h) if viewer is None or s == viewer else [] for s, h in
                enumerate(game.hands)]
    st.stock = list(reversed(game.stock)) if viewer is None else [Card("JK")] * len(game.stock)
    st.fields = {x: list(cs) for x, cs in game.fields.items()}
    st.captured = [list(c) for c in game.captured]
    st.phase = game.phase
    st.to_move = game.to_move[0]
    p = game.pending
    st.pending = None if p is None else (p["seat"], p["field"], p["kind"], p["suit"])
    st.dealer = game.dealer
    st.bonus_optional = bool(game.options["bonus_optional"])
    st.joker_points = game.options["joker_points"]
    st.seen = [set() for _ in range(st.n)]
    st.scores, st.winner = [], -1
    return st
