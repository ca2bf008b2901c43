"""Trumps' lean path (:mod:`cardlab.sim`): the whole game as counts of numbers.

Pairs cards have no suit, so a hand, the field and each seat's score cards are ten counts
(``counts[x - 1]`` cards of number ``x``) and the deck and the reserve are lists of
numbers. :func:`lean_state` (the kit's ``lean``) builds a :class:`TrumpsPlay` from the
first decision on (the start-player reveal, every round, the end; with the option
``start_tie_exhausted="random"``, from the first round: that draw is the game's), in the order
:meth:`Game.play` takes them: in the secret start reveal the seats still to pick pick in
seat order, as the coach's playouts let them.

``choose`` is :class:`cardlab.games.trumps.bot.TrumpsBot` rule for rule (the same values,
:func:`cardlab.games.trumps.bot.value` and its constants); the bot breaks exact ties
with a millionth of noise from its generator, the lean state takes the first of the
best in the order of the legal actions.

A Trumps game is one deal: ``rollout(seat)`` plays it to its end and returns what the
coach's adapter counts (:class:`cardlab.games.trumps.coach.TrumpsCoach`): the seat's
final score (A + B) and whether it is among the winners.

>>> import cardlab
>>> g = cardlab.new_game("trumps", players=3, seed=1)
>>> st = lean_state(g, None)
>>> st.phase, st.waiting
('start', [0, 1, 2])
>>> for s in (0, 1, 2):
...     st.act(str(g.legal_actions(s)[0]), s)
>>> st.phase in ("start", "reveal")
True
>>> value, won = st.rollout(0)
>>> st.phase, value >= 2, won in (0.0, 1.0)
('over', True, True)
"""

from __future__ import annotations

from typing import Any

from cardlab.games.trumps.bot import (
    CARD_BONUS,
    CARD_COST,
    DENIAL,
    DRAW_VALUE,
    PAIR_BREAK,
    TrumpsBot,
)
from cardlab.games.trumps.rules import FACEDOWN, NOTHING, PAIR, SINGLE, _decide

__all__ = ["TrumpsPlay", "lean_state"]

N = 10  # numbers 1..10
_STRENGTH = TrumpsBot._strength
_BEATS = TrumpsBot._beats


def _counts(cards: Any) -> list[int]:
    out = [0] * N
    for c in cards:
        out[(c.rank if hasattr(c, "rank") else int(c)) - 1] += 1
    return out


def _order(kind: str, x: int | None, pos: int) -> tuple[int, int]:
    """:func:`cardlab.games.trumps.rules.reveal_strength`."""
    if kind == PAIR:
        return (3, 10 - (x or 0))
    if kind == SINGLE:
        return (2, x or 0)
    return (1 if kind == FACEDOWN else 0, -pos)


def _order_key(kind: str, x: int | None, pos: int) -> int:
    """:func:`_order` as one int (the keys of a round differ, so the order is the same):
    a pair or a single by :data:`_RANK` above every face-down card, above every empty hand,
    those nearer the start player higher.

    >>> shown = [(PAIR, 2), (PAIR, 10), (SINGLE, 10), (SINGLE, 1), (FACEDOWN, 4),
    ...          (NOTHING, None)]
    >>> pairs = [(a, p, b, q) for a in shown for b in shown for p in range(3) for q in range(3)
    ...          if p != q and (a[0] in (FACEDOWN, NOTHING) or a != b)]
    >>> all((_order_key(*a, p) > _order_key(*b, q)) == (_order(*a, p) > _order(*b, q))
    ...     for a, p, b, q in pairs)
    True
    """
    if kind == PAIR or kind == SINGLE:
        return 100 + _RANK[kind, x]
    return (10 if kind == FACEDOWN else 5) - pos


class TrumpsPlay:
    """A Trumps game as counts (build it with :func:`lean_state`).

    ``phase`` is ``"start"``, ``"reveal"``, ``"take"`` or ``"over"``; ``hands``, ``field``
    and ``scores`` ten counts each (a seat's score cards a tuple); ``deck`` and
    ``reserve`` numbers, the top LAST (a draw pops it); ``reveals`` the round's
    ``(seat, kind, number)``; ``ranking`` its seats from 1st; ``to_move`` the seat to
    move outside the start (``waiting`` the seats still to pick there, ``picks`` the
    numbers picked).
    """

    __slots__ = ("contenders", "deck", "facedown_to_field", "field", "final_round", "hands",
                 "n", "order", "out_of_play", "phase", "picks", "places", "ranking", "reserve",
                 "reveals", "round_gains", "rows", "scores", "take_pos", "to_move", "waiting")

    n: int
    hands: list[list[int]]
    field: list[int]
    scores: list[tuple[int, ...]]
    deck: list[int]
    reserve: list[int]
    phase: str
    round_gains: list[list[tuple[int, list[float]]] | None]
    places: list[list[float]] | None
    rows: list[tuple[Any, ...]]

    def copy(self) -> TrumpsPlay:
        """An independent copy."""
        out = object.__new__(TrumpsPlay)
        for k in self.__slots__:
            setattr(out, k, getattr(self, k))
        out.hands = [list(h) for h in self.hands]
        out.field = list(self.field)
        out.scores = list(self.scores)
        out.rows = list(self.rows)
        out.deck, out.reserve = list(self.deck), list(self.reserve)
        out.reveals, out.waiting = list(self.reveals), list(self.waiting)
        out.picks = dict(self.picks)
        out.round_gains = [None, None]
        out.places = None
        return out

    def with_hidden(self, hidden: dict[str, Any]) -> TrumpsPlay:
        """A copy with the hidden parts of ``hidden`` (the dict
        :meth:`cardlab.core.Game.with_hidden` takes): hands, the deck and the reserve (top
        first), the round's reveals and the start cards picked."""
        out = self.copy()
        for seat, cards in hidden.get("hands", {}).items():
            out.hands[seat] = _counts(cards)
        if "deck" in hidden:
            out.deck = [c.rank for c in reversed(hidden["deck"])]
        if "reserve" in hidden:
            out.reserve = [c.rank for c in reversed(hidden["reserve"])]
        if "reveals" in hidden:
            out.reveals = [tuple(r) for r in hidden["reveals"]]  # type: ignore[misc]
        if "start_choice" in hidden:
            out.picks = dict(hidden["start_choice"])
        return out

    # ------------------------------------------------------------------ rules

    def legal(self, seat: int) -> list[tuple[str, int]]:
        """``seat``'s legal actions as (word, number), in :meth:`Game.legal_actions`'s order
        (``("draw", 0)`` for a draw)."""
        hand = self.hands[seat]
        if self.phase == "start":
            return [("start", x + 1) for x in range(N) if hand[x]]
        if self.phase == "reveal":
            used = {x for _, k, x in self.reveals if k in (SINGLE, PAIR)}
            out = []
            for i in range(N):
                k = hand[i]
                if k and i + 1 not in used:
                    out.append(_SINGLES[i])
                    if k >= 2:
                        out.append(_PAIRS[i])
            return out or [(FACEDOWN, x + 1) for x in range(N) if hand[x]]
        out = [("take", x + 1) for x in range(N) if self.field[x]]
        if self.take_pos == self.n - 1 and self.deck:
            out.append(("draw", 0))
        return out

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` (``"start 4"``, ``"pair 7"``, ``"draw"`` …)
        for ``seat`` (in the start reveal; else the seat to move)."""
        word, _, number = action.lower().partition(" ")
        who = (self.waiting[0] if seat is None else seat) if self.phase == "start" else (
            self.to_move)
        self.do(who, word, int(number) if number else 0)

    def do(self, seat: int, word: str, x: int) -> None:
        """``seat`` plays (``word``, ``x``) (legal: not checked)."""
        if word == "start":
            self._pick(seat, x)
        elif word == "take":
            self._take_number(seat, x)
        elif word == "draw":
            self._draw(seat)
        else:
            self._show(seat, word, x)

    def _show(self, seat: int, kind: str, x: int) -> None:
        """``seat`` reveals a single, a pair or a face-down card of number ``x``."""
        self.hands[seat][x - 1] -= 2 if kind == PAIR else 1
        self.reveals.append((seat, kind, x))
        self._next_reveal()

    def _draw(self, seat: int) -> None:
        """The last-placed ``seat`` draws from the deck."""
        self.hands[seat][self.deck.pop() - 1] += 1
        self.take_pos += 1
        self._next_taker()

    def _take_number(self, seat: int, x: int) -> None:
        """``seat`` takes number ``x`` from the field: all of it, or one card (the last
        place); its row (:func:`_row`) follows."""
        i = x - 1
        k = 1 if self.take_pos == self.n - 1 else self.field[i]
        self.field[i] -= k
        held, big, present, total, _ = self.rows[seat]
        got = held[i] + k
        held = (*held[:i], got, *held[i + 1:])
        self.scores[seat] = held
        big = got if got > big else big
        present |= 1 << i
        total += k
        self.rows[seat] = (held, big, present, total, (big + _RUN[present]) + _BONUS[total])
        self.round_gains[0] = self.round_gains[1] = None
        self.take_pos += 1
        self._next_taker()

    def _pick(self, seat: int, x: int) -> None:
        self.picks[seat] = x
        self.waiting.remove(seat)
        if self.waiting:
            return
        for s in self.contenders:
            self.hands[s][self.picks[s] - 1] -= 1
            self.field[self.picks[s] - 1] += 1
        low = min(self.picks[s] for s in self.contenders)
        tied = [s for s in self.contenders if self.picks[s] == low]
        self.picks = {}
        if len(tied) > 1 and all(any(self.hands[s]) for s in tied):
            self.contenders, self.waiting = tied, sorted(tied)
            return
        self._begin_round(tied[0])

    def _begin_round(self, start: int) -> None:
        self.order = _ORDERS[self.n][start]
        self.reveals, self.ranking, self.take_pos = [], [], 0
        self.round_gains[0] = self.round_gains[1] = None  # the field and scores changed
        self.places = None  # and the deck
        self.phase = "reveal"
        self._next_reveal()

    def _next_reveal(self) -> None:
        while len(self.reveals) < self.n:
            seat = self.order[len(self.reveals)]
            if not any(self.hands[seat]):
                self.reveals.append((seat, NOTHING, None))
                continue
            self.to_move = seat
            return
        reveals = self.reveals
        keys = [_KEYS.get((k, x), 0) or (10 if k == FACEDOWN else 5) - i
                for i, (_, k, x) in enumerate(reveals)]
        self.ranking = [reveals[i][0] for i in sorted(range(self.n), key=keys.__getitem__,
                                                      reverse=True)]
        self.phase, self.take_pos = "take", 0
        self._next_taker()

    def _next_taker(self) -> None:
        while self.take_pos < self.n:
            if any(self.field) or (self.take_pos == self.n - 1 and self.deck):
                self.to_move = self.ranking[self.take_pos]
                return
            self.take_pos += 1
        self._end_round()

    def _end_round(self) -> None:
        start = self.ranking[0]
        for _, kind, x in self.reveals:
            if x is None:
                continue
            if kind == FACEDOWN and not self.facedown_to_field:
                self.out_of_play += 1
                continue
            self.field[x - 1] += 2 if kind == PAIR else 1
        if self.final_round:
            self.phase = "over"
            return
        for i in range(self.n):
            seat = (start + i) % self.n
            if self.deck:
                self.hands[seat][self.deck.pop() - 1] += 1
            elif self.reserve:
                self.hands[seat][self.reserve.pop() - 1] += 1
        if not self.deck:
            self.final_round = True
        self._begin_round(start)

    @property
    def over(self) -> bool:
        """Has the game ended?"""
        return self.phase == "over"

    def result(self, seat: int) -> tuple[float, float]:
        """``seat``'s final score (A + B) and whether it is among the winners."""
        held = [{x + 1: k for x, k in enumerate(s) if k} for s in self.scores]
        winners, _ = _decide(held)  # type: ignore[arg-type]
        mine = self.scores[seat]
        run = best = 0
        for k in mine:
            run = run + 1 if k else 0
            best = max(best, run)
        return float(max(mine) + best), float(seat in winners)

    # ------------------------------------------------------------------ the bot

    def choose(self, seat: int) -> str:
        """TrumpsBot's action for ``seat``, as text."""
        word, x = self._choose(seat)
        return word if word == "draw" else f"{word} {x}"

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the game with the bot's rules; ``seat``'s result."""
        while True:
            phase = self.phase
            if phase == "reveal":
                s = self.to_move
                self._show(s, *self._reveal(s))
            elif phase == "take":
                s = self.to_move
                x = self._take_choice(s)
                if x:
                    self._take_number(s, x)
                else:
                    self._draw(s)
            elif phase == "start":
                s = self.waiting[0]
                self._pick(s, self._start_choice(s))
            else:
                return self.result(seat)

    def _choose(self, seat: int) -> tuple[str, int]:
        phase = self.phase
        if phase == "take":
            x = self._take_choice(seat)
            return ("take", x) if x else ("draw", 0)
        if phase == "reveal":
            return self._reveal(seat)
        return ("start", self._start_choice(seat))

    def _start_choice(self, seat: int) -> int:
        """TrumpsBot's start card: a number it holds an odd count of, else any, the lowest."""
        hand = self.hands[seat]
        return min([x + 1 for x in range(N) if hand[x]], key=lambda x: (hand[x - 1] % 2 == 0, x))

    def _take_choice(self, seat: int) -> int:
        """TrumpsBot's take: the highest of its ``_take_value`` (the gain, a share of the
        best opponent's, a bit for low numbers) over the numbers in the field in order,
        and a draw where it may draw (the first of the best); the number, 0 to draw."""
        one = self.take_pos == self.n - 1
        kept = self.round_gains[one]
        if kept is None:
            x, top = self._own_best(seat, one)
        else:
            x, top = 0, None
            for y, values in kept:
                worth = values[seat]
                if top is None or worth > top:
                    x, top = y, worth
        if top is None or (one and self.deck and DRAW_VALUE > top):
            return 0
        return x

    def _values(self, one: bool) -> list[tuple[int, list[float]]]:
        """Per number ``x`` in the field: ``x`` and, per seat, TrumpsBot's ``_take_value``
        of taking all of it (``one`` false) or one card of it — its gain, a share of the
        best opponent's, a bit for low numbers; kept until the field or a score changes
        (the same for every seat's reveal this round and for the first take)."""
        out = self.round_gains[one]
        if out is None:
            rows = self.rows
            if len(rows) == 3:  # both at once: a number of one card gives the same
                every, ones = self.round_gains[0], self.round_gains[1] = _three_values(
                    self.field, rows)
                return ones if one else every
            out = []
            for x, i, c, bit in _offers(self.field, one):
                gains = [((h[i] + c if h[i] + c > big else big) + _RUN[present | bit])
                         + _BONUS[total + c] - v for h, big, present, total, v in rows]
                out.append((x, _shared_values(gains, _LOW[x])))
            self.round_gains[one] = out
        return out

    def _own_best(self, seat: int, one: bool) -> tuple[int, float | None]:
        """The number ``seat`` takes best and its value, over :meth:`_values` of that seat
        only (a take after a take: nothing kept), the same sums: its gain, :data:`DENIAL`
        of the best other seat's and the bit for low numbers; ``(0, None)`` for an empty
        field.

        >>> import cardlab
        >>> st = lean_state(cardlab.new_game("trumps", players=3, seed=1), None)
        >>> st._own_best(1, False)
        (0, None)
        >>> while st.phase == "start":  # the start cards go to the field
        ...     st.do(st.waiting[0], *st._choose(st.waiting[0]))
        >>> best = max(st._values(False), key=lambda xv: xv[1][1])
        >>> st._own_best(1, False) == (best[0], best[1][1]) and best[1][1] > 0
        True
        """
        rows = self.rows
        h, big, present, total, v = rows[seat]
        others = [r for s, r in enumerate(rows) if s != seat]
        field, best, top = self.field, 0, None
        for i in range(N):
            c = field[i]
            if not c:
                continue
            if one:
                c = 1
            bit = 1 << i
            mine = ((h[i] + c if h[i] + c > big else big) + _RUN[present | bit]
                    ) + _BONUS[total + c] - v
            other = None
            for oh, obig, opresent, ototal, ov in others:
                gain = ((oh[i] + c if oh[i] + c > obig else obig) + _RUN[opresent | bit]
                        ) + _BONUS[ototal + c] - ov
                if other is None or gain > other:
                    other = gain
            worth = mine + DENIAL * (other or 0.0) + _LOW[i + 1]
            if top is None or worth > top:
                best, top = i + 1, worth
        return best, top

    def _places(self, seat: int) -> list[float]:
        """TrumpsBot's ``_place_values`` (the same sums), worked out for every seat at
        the round's first reveal and kept for the others (the field, the scores and the
        deck change only after the reveals)."""
        kept = self.places
        if kept is None:
            kept = self.places = self._place_values()
        return kept[seat]

    def _place_values(self) -> list[list[float]]:
        """Per seat: the value of the 1st place, the 2nd (3 players) and the last."""
        n, out = self.n, []
        every = [v for _, v in self._values(False)]
        ones = [v for _, v in self._values(True)]
        draw = DRAW_VALUE if self.deck else 0.0
        for all_values, one_values in zip(zip(*every, strict=True) if every else [()] * n,
                                          zip(*ones, strict=True) if ones else [()] * n,
                                          strict=True):
            all_values = sorted(all_values, reverse=True)
            one_values = sorted(one_values, reverse=True)
            first = all_values[0] if all_values else 0.0
            last = max([*one_values[n - 1:n], draw])
            out.append([first, last] if n == 2 else
                       [first, all_values[1] if len(all_values) > 1 else 0.0, last])
        return out

    def _reveal(self, seat: int) -> tuple[str, int]:
        """TrumpsBot's reveal, its legal actions walked in their order: the best single or
        pair (the same sums, the odds of the players still to reveal read from
        :data:`_REVEAL_TERMS`, the reveals it beats from their ranks), else its face-down
        card (an odd-count number first, the lowest).

        >>> import cardlab
        >>> g = cardlab.new_game("trumps", players=3, seed=1)
        >>> st = lean_state(g, None)
        >>> while st.phase == "start":
        ...     st.do(st.waiting[0], *st._choose(st.waiting[0]))
        >>> f"{st._reveal(st.to_move)[0]} {st._reveal(st.to_move)[1]}" in [
        ...     w if w == "draw" else f"{w} {x}" for w, x in st.legal(st.to_move)]
        True
        """
        hand, reveals = self.hands[seat], self.reveals
        used, ranks = 0, []
        for _, k, x in reveals:
            if k == SINGLE or k == PAIR:
                used |= 1 << (x - 1)
                ranks.append(_RANK[k, x])
        terms, places = _REVEAL_TERMS[self.n - 1, self.n - len(reveals) - 1], None
        best, top = None, None
        for i in range(N):
            held = hand[i]
            if not held or used >> i & 1:
                continue
            if places is None:
                places = self._places(seat)
            for j, mine, cost in _REVEAL_CHOICES[i][held >= 2]:
                above = 0  # the earlier reveals it does not beat
                for r in ranks:
                    if r >= mine:
                        above += 1
                expected = 0
                for prob, place in terms[j][above]:
                    expected += prob * places[place]
                worth = expected - cost
                if top is None or worth > top:
                    best, top = j, worth
        if best is not None:
            return _REVEALS[best]
        odd = [i for i in range(N) if hand[i] % 2]
        return (FACEDOWN, (odd[0] if odd else next(i for i in range(N) if hand[i])) + 1)


def _offers(field: list[int], one: bool) -> list[tuple[int, int, int, int]]:
    """Per number ``x`` in the field: ``x``, its index, the cards a take gets (all, or
    ``one``) and its bit.

    >>> _offers([0, 2, 0, 0, 0, 0, 0, 0, 0, 1], False), _offers([0, 2] + [0] * 8, True)
    ([(2, 1, 2, 2), (10, 9, 1, 512)], [(2, 1, 1, 2)])
    """
    return [(x, x - 1, 1 if one else c, 1 << (x - 1)) for x, c in enumerate(field, 1) if c]


def _three_values(field: list[int], rows: list[tuple[Any, ...]]
                  ) -> tuple[list[tuple[int, list[float]]], list[tuple[int, list[float]]]]:
    """:meth:`TrumpsPlay._values` of three seats, of taking all and of taking one card,
    written out (the usual table): the same sums as :func:`_shared_values` of the gains,
    in the same order; a number of one card is valued once for both.

    >>> rows = [_row((0, 1, 0, 0, 0, 0, 0, 0, 0, 0)), _row((0,) * 10), _row((3,) + (0,) * 9)]
    >>> field = [0, 2, 1, 0, 0, 0, 0, 0, 0, 0]
    >>> every, ones = _three_values(field, rows)
    >>> [x for x, _ in every], every[1] == ones[1], every[0] == ones[0]
    ([2, 3], True, False)
    """
    (h0, big0, p0, t0, v0), (h1, big1, p1, t1, v1), (h2, big2, p2, t2, v2) = rows
    every: list[tuple[int, list[float]]] = []
    ones: list[tuple[int, list[float]]] = []
    for i in range(N):
        k = field[i]
        if not k:
            continue
        bit, low, got = 1 << i, _LOW[i + 1], []
        for c in _TAKES[k]:
            a = ((h0[i] + c if h0[i] + c > big0 else big0) + _RUN[p0 | bit]) + _BONUS[t0 + c] - v0
            b = ((h1[i] + c if h1[i] + c > big1 else big1) + _RUN[p1 | bit]) + _BONUS[t1 + c] - v1
            d = ((h2[i] + c if h2[i] + c > big2 else big2) + _RUN[p2 | bit]) + _BONUS[t2 + c] - v2
            got.append([a + DENIAL * (b if b > d else d) + low,
                        b + DENIAL * (a if a > d else d) + low,
                        d + DENIAL * (a if a > b else b) + low])
        every.append((i + 1, got[0]))
        ones.append((i + 1, got[-1]))
    return every, ones


_TAKES = ((), (1,), *((k, 1) for k in range(2, 64)))
"""Per count of a number in the field: the cards a take gets (all of them, then one)."""


def _shared_values(gains: list[float], low: float) -> list[float]:
    """Per seat: its gain, :data:`DENIAL` of the best other seat's and ``low`` (the bot's
    sum, in its order).

    >>> _shared_values([1.0, 3.0, 2.0], 0.5) == [1.0 + DENIAL * 3.0 + 0.5,
    ...     3.0 + DENIAL * 2.0 + 0.5, 2.0 + DENIAL * 3.0 + 0.5]
    True
    >>> _shared_values([1.0, 4.0, 3.0, 2.0], 0.0)[1] == 4.0 + DENIAL * 3.0
    True
    """
    if len(gains) == 3:  # the usual table, written out
        a, b, c = gains
        return [a + DENIAL * (b if b > c else c) + low, b + DENIAL * (a if a > c else c) + low,
                c + DENIAL * (a if a > b else b) + low]
    if len(gains) == 2:
        a, b = gains
        return [a + DENIAL * b + low, b + DENIAL * a + low]
    top = max(range(len(gains)), key=gains.__getitem__)
    first = gains[top]
    second = max([g for s, g in enumerate(gains) if s != top])
    return [g + DENIAL * (second if s == top else first) + low for s, g in enumerate(gains)]


def _distribution(p: float, later: int) -> list[float]:
    """TrumpsBot's odds that 0, 1, … of ``later`` players beat a reveal each beaten with
    the chance ``p`` (the bot's own sums, in its order)."""
    dist = [1.0]
    for _ in range(later):
        dist = [a * (1 - p) + b * p for a, b in zip([*dist, 0.0], [0.0, *dist], strict=True)]
    return dist


_DIST = {(kind, x, later): list(enumerate(_distribution(_STRENGTH(kind, x), later)))
         for kind in (SINGLE, PAIR) for x in range(1, N + 1) for later in range(3)}
"""Per reveal (kind, number) and players still to reveal: :func:`_distribution`, as
(how many beat it, chance) pairs."""

_TERMS = {(kind, x, later, above, last): [(prob, min(above + k, last)) for k, prob in dist]
          for (kind, x, later), dist in _DIST.items() for last in (1, 2)
          for above in range(last + 1)}
"""The bot's expected place of a reveal as (chance, place) terms, in its order: per reveal,
players still to reveal, earlier reveals it does not beat and the last place."""

_TERMS_AT = {(kind, x): {(last, later): [_TERMS[kind, x, later, above, last]
                                          for above in range(last + 1)]
                         for last in (1, 2) for later in range(last + 1)}
             for kind in (SINGLE, PAIR) for x in range(1, N + 1)}
""":data:`_TERMS` per reveal, then per (last place, players still to reveal), a list by
the earlier reveals it does not beat."""

_SINGLES = tuple((SINGLE, x) for x in range(1, N + 1))
_PAIRS = tuple((PAIR, x) for x in range(1, N + 1))
"""The reveals of each number, made once."""

_RANK = {**{(SINGLE, x): 9 + x for x in range(1, N + 1)},
         **{(PAIR, x): 30 - x for x in range(1, N + 1)}}
"""A reveal's rank (a face-down card or nothing: 0): a later reveal beats an earlier one
(TrumpsBot's ``_beats``) when its rank is higher.

>>> shown = [*_RANK, (FACEDOWN, 3), (NOTHING, None)]
>>> all(_BEATS(a, b) == (_RANK[a] > _RANK.get(b, 0)) for a in _RANK for b in shown
...     if a[1] != b[1] or b[0] == FACEDOWN)
True
"""

_REVEALS = _SINGLES + _PAIRS
"""The singles and pairs by index: number ``x``'s single at ``x - 1``, its pair at ``x + 9``."""

_REVEAL_TERMS = {terms_at: tuple(_TERMS_AT[a][terms_at] for a in _REVEALS)
                 for terms_at in _TERMS_AT[SINGLE, 1]}
""":data:`_TERMS_AT` per (last place, players still to reveal), then per reveal's index in
:data:`_REVEALS`: a list by the earlier reveals it does not beat."""

_COST_ONE, _COST_PAIR = CARD_COST * 1, CARD_COST * 2
_COST_BREAK = _COST_ONE + PAIR_BREAK
"""TrumpsBot's cost of a single, a pair and a single that breaks a pair (its own sums)."""

_REVEAL_CHOICES = tuple(
    (((i, _RANK[_REVEALS[i]], _COST_ONE),),
     ((i, _RANK[_REVEALS[i]], _COST_BREAK), (i + N, _RANK[_REVEALS[i + N]], _COST_PAIR)))
    for i in range(N))
"""Per number's index and whether a pair of it is held: the reveals of it in the order of
the legal actions, as (index in :data:`_REVEALS`, rank, cost)."""

_KEYS = {a: _order_key(*a, 0) for a in _REVEALS}
""":func:`_order_key` of each single and pair (the same at every place; a face-down card
or nothing is not here).

>>> sorted(set(_KEYS.values())) == list(range(110, 130))
True
"""

_ORDERS = {n: tuple(tuple((start + i) % n for i in range(n)) for start in range(n))
           for n in (2, 3)}
"""Per player count and start player: the round's turn order."""

_LOW = tuple(0.01 * (10 - x) for x in range(N + 1))
"""The bot's bit for low numbers, per number."""

def _longest_run(present: int) -> int:
    """The longest run of set bits in ``present``.

    >>> _longest_run(0b1110110)
    3
    """
    best = run = 0
    while present:
        run = run + 1 if present & 1 else 0
        best = max(best, run)
        present >>= 1
    return best


_RUN = tuple(_longest_run(m) for m in range(1 << N))
"""Per set of numbers held (bit ``x - 1`` for number ``x``): B, the longest run."""

_BONUS = tuple(CARD_BONUS * k for k in range(128))
"""The bot's bonus for ``k`` score cards (its own product)."""


def _present(held: tuple[int, ...]) -> int:
    """The numbers held at least once, as bits (bit ``x - 1`` for number ``x``).

    >>> bin(_present((1, 0, 2, 0, 0, 0, 0, 0, 0, 0)))
    '0b101'
    """
    out = 0
    for i, k in enumerate(held):
        if k:
            out |= 1 << i
    return out


def _row(held: tuple[int, ...]) -> tuple[Any, ...]:
    """A seat's row: its score cards, their largest group, the numbers held (bits), the
    card count and the bot's :func:`_value` of them (what a take's value reads).

    >>> _row((0, 0, 0, 0, 0, 0, 0, 1, 2, 0)) == ((0, 0, 0, 0, 0, 0, 0, 1, 2, 0), 2, 0b110000000,
    ...     3, _value((0, 0, 0, 0, 0, 0, 0, 1, 2, 0)))
    True
    """
    big, present, total = max(held), _present(held), sum(held)
    return (held, big, present, total, (big + _RUN[present]) + _BONUS[total])


def _value(held: tuple[int, ...]) -> float:
    """:func:`cardlab.games.trumps.bot.value` of ten counts, the bot's own sum (A + B, then
    the bonus per card) from :data:`_RUN` and :data:`_BONUS`, as :meth:`TrumpsPlay._values`
    computes it.

    >>> from cardlab.games.trumps.bot import value
    >>> _value((0, 0, 0, 0, 0, 0, 0, 1, 2, 0)) == value({8: 1, 9: 2})
    True
    """
    return (max(held) + _RUN[_present(held)]) + _BONUS[sum(held)]


def lean_state(game: Any, viewer: int | None) -> TrumpsPlay | None:
    """The lean state of a Trumps game (the kit's ``lean``), from its first decision on.

    With ``viewer`` the other hands are empty, the deck and the reserve unknown (zeros)
    and the others' face-down and start cards unknown until
    :meth:`TrumpsPlay.with_hidden` fills them."""
    if game.phase not in ("start", "reveal", "take"):
        return None
    if game.phase == "start" and game.options["start_tie_exhausted"] == "random":
        return None  # a tie that runs out of cards is drawn by the game's generator
    st = object.__new__(TrumpsPlay)
    st.n = game.players
    see = (lambda s: True) if viewer is None else (lambda s: s == viewer)
    st.hands = [_counts(h) if see(s) else [0] * N for s, h in enumerate(game.hands)]
    st.field = [game.field.get(x + 1, 0) for x in range(N)]
    st.scores = [tuple(c.get(x + 1, 0) for x in range(N)) for c in game.score_cards]
    st.rows = [_row(h) for h in st.scores]
    hidden = viewer is not None
    st.deck = [0] * len(game.deck) if hidden else [c.rank for c in reversed(game.deck)]
    st.reserve = [0] * len(game.reserve) if hidden else [c.rank for c in reversed(game.reserve)]
    st.reveals = [(s, k, x if (k != FACEDOWN or see(s)) else None) for s, k, x in game.reveals]
    st.picks = {s: x for s, x in game.start_choice.items() if see(s)}
    st.phase = game.phase
    st.contenders = list(game.contenders)
    st.waiting = list(game.to_move) if game.phase == "start" else []
    st.order = list(game.order)
    st.ranking = [s for s, _ in game.ranking] if game.ranking else []
    st.take_pos = game.take_pos
    st.to_move = game.to_move[0] if game.phase != "start" else -1
    st.final_round = game.final_round
    st.out_of_play = game.out_of_play
    st.facedown_to_field = bool(game.options["facedown_to_field"])
    st.round_gains = [None, None]
    st.places = None
    return st
