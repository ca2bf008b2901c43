"""Comp-13's lean path (:mod:`cardlab.sim`): one game of a deal as small ints.

A card is a number here (:func:`code`): ``16 * suit + value``, suits S H D C (0 to 3),
value 1 (the ace) to 13 (the king); the joker is :data:`JOKER` (64). Counting up runs
through a hand in the order of :meth:`Game.legal_actions` (by suit, then value), and a
card's value, suit, honour and worth are table lookups. Hands, fields, captures and the
stock are short lists of these numbers; each field's few figures (sum, honours, risk,
the card that would make it 13 …) are kept in :attr:`Comp13Play.stats` and worked out
again only when that field changes. An action is a tuple ``(kind, card, field, a, b)``
(:data:`ADD` … :data:`BONUS`; :func:`action_text` gives its text).

:func:`lean_state` (the kit's ``lean``) builds a :class:`Comp13Play` from the first
decision on (placing on field D, or the first play) to the end of the game (the stock
runs out, or a washout); a match's next game is another deal for the coach.

The playout policy is :class:`cardlab.games.comp13.bot.Comp13Bot`'s: the bot scores its
legal actions with :func:`score` of this module (in fortieths, so that equal scores are
equal exactly), and ``choose`` takes the first of the best in the order of the legal
actions (the bot adds a thousandth of noise from its generator), with the bot's memory of
the positions each seat has seen, so a circle of changes and swaps ends in a draw.

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

import operator
from collections.abc import Iterable, Sequence
from typing import Any

from cardlab.cards import SUITS, Card
from cardlab.games.comp13.rules import (
    FIELDS,
    JOKER_IN_HAND,
    KINGS_BONUS,
    MAX_FIELD_CARDS,
    MAX_FIELD_SUM,
    SET_BONUS,
    SET_BONUS_RANKS,
    TARGET_FIELD,
    TARGET_TOTAL,
    game_winner,
)

__all__ = ["ADD", "BONUS", "CHANGE", "DRAW", "JOKER", "PLACE", "SPLIT", "SWAP", "Comp13Play",
           "action_text", "base", "base_of", "card_of", "code", "field_stats", "final_score",
           "lean_state", "parse", "risk", "score", "stats", "worth"]

JOKER = 64
"""The joker's number (after every suited card)."""
ADD, CHANGE, SWAP, SPLIT, DRAW, PLACE, BONUS = range(7)
"""The kinds of action: ``(kind, card, field, a, b)``: the hand card, the field's index
(0–3), the field cards a swap takes (``a``) or a split takes (``a`` the higher, ``b``);
a bonus names its card or its field (``-1`` for none); -1 where nothing goes."""
_DRAW = (DRAW, -1, -1, -1, -1)
_CARD_OF = operator.itemgetter(1)
"""An action's hand card (the order of the legal actions: by card, then by field)."""

_CARDS: dict[int, Card] = {16 * i + r: Card(t + s) for i, s in enumerate(SUITS)
                           for r, t in enumerate("A 2 3 4 5 6 7 8 9 10 J Q K".split(), 1)}
_CARDS[JOKER] = Card("JK")
_CODES = {c: k for k, c in _CARDS.items()}
_TEXT = {k: c.text for k, c in _CARDS.items()}
_SIZE = JOKER + 1
_VALUE = tuple(k & 15 if k < JOKER else 0 for k in range(_SIZE))
_HONOUR = tuple(int(k in _CARDS and _VALUE[k] in (1, 10, 11, 12, 13)) for k in range(_SIZE))
_BIT = tuple(1 << k if k < JOKER else 0 for k in range(_SIZE))
"""A card's bit in a hand's mask (the joker none: it is counted apart)."""
_KING_BIT = tuple(1 << (16 * i + 13) for i in range(4))
_KINGS = sum(_KING_BIT)

# The bot's figures, in fortieths of a point: exact integers.
UNIT = 40
"""Scores are counted in fortieths of the bot's points."""
_WORTH = tuple(48 if v == 13 else 40 if h else 0 for v, h in zip(_VALUE, _HONOUR, strict=True))
"""The worth of capturing an honour (a king 1.2, an honour 1); other cards 0."""
_WORTH_J = tuple(120 if k == JOKER else w for k, w in enumerate(_WORTH))
"""The same, a joker 3."""
_DRAW_COST = 18
"""What a draw is expected to cost (0.45): about 20 honours in 52 cards, plus a wasted turn."""
_RISK_SINGLE, _RISK_COMPABLE, _RISK_ALL_GROUND = 14, 12, 10
"""The risks a play leaves the next player: an honour alone on a single field (0.35), per
honour of a field one card brings to 13 (0.3), per honour or joker (3 each) on the
fields when one card brings the total to 52 (0.25)."""
_NO_FIELD = (0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, ())
_SUIT_MASK = tuple(sum(_BIT[16 * i + v] for v in range(1, 14)) for i in range(4))
_VALUE_MASK = tuple(sum(_BIT[16 * i + v] for i in range(4)) if v else 0 for v in range(14))
_SET_MASKS = tuple(_VALUE_MASK[v] for v in SET_BONUS_RANKS)
"""The four cards of each honour rank other than the king (a set bonus each)."""


def code(card: Card | str) -> int:
    """The number of a Comp-13 card.

    >>> code(Card("AS")), code("KH"), code("10C"), code("JK")
    (1, 29, 58, 64)
    """
    return _CODES[Card(card)]


def card_of(k: int) -> Card:
    """The card of number ``k``.

    >>> card_of(29), card_of(JOKER)
    (Card('KH'), Card('JK'))
    """
    return _CARDS[k]


def _codes(cards: Iterable[Card]) -> list[int]:
    return [_CODES[c] for c in cards]


def stats(f: Sequence[int]) -> tuple[Any, ...]:
    """A field's figures: ``(sum, cards, honours, honour worth, worth with jokers, risk,
    weight for the all-ground risk, the bit of the card that makes it 13, honours that
    card would win, suit, the mask of the hand cards that may have a play on it, its cards
    low to high)``; the risk and worths in fortieths (the bot's :func:`risk`). A game
    meets the same few hundred fields again and again: :func:`field_stats` keeps them.

    >>> stats([code("QH")])[:10]  # alone: a bonus target, and ♥A makes it 13
    (12, 1, 1, 40, 40, 26, 1, 131072, 1, 1)
    >>> stats([code("QH")])[10] == _SUIT_MASK[1] | _VALUE_MASK[12]  # hearts, or a change
    True
    >>> stats([JOKER])[:7]
    (0, 1, 0, 0, 120, 0, 3)
    """
    if not f:
        return _NO_FIELD
    if f[0] == JOKER:
        return (0, 1, 0, 0, 120 * len(f), 0, 3 * len(f), 0, 0, -1, 0, ())
    s = hs = hw = 0
    for k in f:
        s += _VALUE[k]
        if _HONOUR[k]:
            hs += 1
            hw += _WORTH[k]
    n = len(f)
    r = _RISK_SINGLE if n == 1 and hs else 0
    need, bit = TARGET_FIELD - s, 0
    if n < MAX_FIELD_CARDS and need >= 1:
        bit = _BIT[(f[0] & 48) + need]
        if hs:
            r += _RISK_COMPABLE * hs
    reach = _SUIT_MASK[f[0] >> 4] | (_VALUE_MASK[s] if n == 1 else 0)
    return (s, n, hs, hw, hw, r, hs, bit, hs, f[0] >> 4, reach, tuple(sorted(f)))


_KEPT: dict[tuple[int, ...], tuple[Any, ...]] = {}
_PARSED: dict[str, tuple[int, int, int, int, int]] = {}
"""The actions of the texts :meth:`Comp13Play.act` was given (:func:`parse` is pure)."""
_KEEP_AT_MOST = 50_000


def field_stats(f: tuple[int, ...]) -> tuple[Any, ...]:
    """:func:`stats` of field ``f``, kept (a pure function of the field's cards; the
    store is emptied when it grows past :data:`_KEEP_AT_MOST`).

    >>> field_stats((code("QH"),)) == stats([code("QH")])
    True
    """
    out = _KEPT.get(f)
    if out is None:
        if len(_KEPT) > _KEEP_AT_MOST:
            _KEPT.clear()
        out = _KEPT[f] = stats(f)
    return out


def _after(act: tuple[int, int, int, int, int], f: tuple[int, ...]
           ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The field ``f`` after a play, and the cards the hand gets back."""
    kind, c, _, a, b = act
    if kind == ADD or kind == PLACE:
        return (*f, c), ()
    if kind == CHANGE:
        return (c,), (f[0],)
    nf = list(f)
    if kind == SWAP:
        nf[nf.index(a)] = c
        return tuple(nf), (a,)
    nf.remove(a)
    nf.remove(b)
    nf.append(c)
    return tuple(nf), (a, b)


def worth(k: int) -> int:
    """What capturing card ``k`` is worth to the bot, in fortieths: an honour 40, a king 48
    (for the set bonus), a joker 120; other cards 0 (they never count).

    >>> worth(code("QH")), worth(code("KS")), worth(JOKER), worth(code("5D"))
    (40, 48, 120, 0)
    """
    return _WORTH_J[k]


def risk(st: Sequence[tuple[int, ...]]) -> int:
    """What fields of :func:`stats` ``st`` offer the next player, in fortieths.

    >>> risk([stats([code("QH")]), stats([code("5C")]), stats([code("3D")]), stats([])])
    26
    """
    return _risk(st[0][5] + st[1][5] + st[2][5] + st[3][5],
                 st[0][6] + st[1][6] + st[2][6] + st[3][6],
                 st[0][0] + st[1][0] + st[2][0] + st[3][0])


def _risk(rs: int, on: int, total: int) -> int:
    return rs + _RISK_ALL_GROUND * on if 1 <= TARGET_TOTAL - total <= 13 else rs


def _chances(st: Sequence[tuple[int, ...]], hmask: int, skip: int = -1) -> int:
    out = 0
    for x in range(4):
        if x != skip and st[x][7] & hmask:
            out += st[x][8]
    return out


def base(hand: Sequence[int], st: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """What every action's :func:`score` for ``hand`` on fields of :func:`stats` ``st``
    shares: ``(hand mask, jokers in hand, total, risk sum, honour count for the all-ground
    risk, the risk, the chances of the hand, the mask of the cards that make a field 13)``.

    >>> b = base([code("AH"), JOKER], [stats([code("QH")]), _NO_FIELD, _NO_FIELD, _NO_FIELD])
    >>> b[:7], b[7] == _BIT[code("AH")]
    ((131072, 1, 12, 26, 1, 26, 1), True)
    """
    hmask = 0
    for k in hand:
        hmask |= _BIT[k]
    return base_of(hmask, hand.count(JOKER), st[0][0] + st[1][0] + st[2][0] + st[3][0], st)


def base_of(hmask: int, jokers: int, total: int, st: Sequence[tuple[int, ...]]
            ) -> tuple[int, ...]:
    """:func:`base` of the hand of mask ``hmask`` and ``jokers`` on fields of sums adding
    up to ``total``.

    >>> st = [stats([code("QH")]), _NO_FIELD, _NO_FIELD, _NO_FIELD]
    >>> base_of(_BIT[code("AH")], 1, 12, st) == base([code("AH"), JOKER], st)
    True
    """
    s0, s1, s2, s3 = st
    rs = s0[5] + s1[5] + s2[5] + s3[5]
    on = s0[6] + s1[6] + s2[6] + s3[6]
    risk = rs + _RISK_ALL_GROUND * on if 1 <= TARGET_TOTAL - total <= 13 else rs
    need = s0[7] | s1[7] | s2[7] | s3[7]
    chances = 0
    if need & hmask:
        for f in st:
            if f[7] & hmask:
                chances += f[8]
    return (hmask, jokers, total, rs, on, risk, chances, need)


def score(act: tuple[int, int, int, int, int], hand: Sequence[int],
          fields: Sequence[Sequence[int]], st: Sequence[tuple[int, ...]]) -> int:
    """How good ``act`` looks to :class:`Comp13Bot` (bigger is better), in fortieths, for
    ``hand``, the four ``fields`` and their :func:`stats` ``st``.

    >>> f = [[code("QH")], [code("5C")], [code("3D")], []]
    >>> st = [stats(cs) for cs in f]
    >>> score((ADD, code("AH"), 0, -1, -1), [code("AH")], f, st)  # a Comp of the queen
    140
    >>> score(_DRAW, [code("AH")], f, st) / UNIT  # ♥Q left alone, but ♥A could take it
    -0.8
    """
    return score_in(act, base(hand, st), fields, st)


def score_in(act: tuple[int, int, int, int, int], b: tuple[int, ...],
             fields: Sequence[Sequence[int]], st: Sequence[tuple[int, ...]]) -> int:
    """:func:`score` with the hand's :func:`base` worked out."""
    kind, c, x, t, u = act
    if kind > SPLIT:
        return _score_other(act, b, st)
    old = st[x]
    s, n, hs, hw = old[0], old[1], old[2], old[3]
    hmask, delta = b[0] ^ _BIT[c], _HONOUR[c]
    if kind == ADD:
        s += c & 15
        n += 1
        hs += delta
        hw += _WORTH[c]
    elif kind == SWAP:
        s += (c & 15) - (t & 15)
        hs += delta - _HONOUR[t]
        hw += _WORTH[c] - _WORTH[t]
        hmask |= _BIT[t]
        delta -= _HONOUR[t]
    elif kind == CHANGE:  # the same value: the same sum, honours and worth
        hmask |= _BIT[fields[x][0]]
        delta -= _HONOUR[fields[x][0]]
    else:  # SPLIT
        n -= 1
        hs += delta - _HONOUR[t] - _HONOUR[u]
        hw += _WORTH[c] - _WORTH[t] - _WORTH[u]
        hmask |= _BIT[t] | _BIT[u]
        delta -= _HONOUR[t] + _HONOUR[u]
    total = b[2] - old[0] + s
    if kind <= SWAP and kind != CHANGE:  # only an add or a swap changes a sum
        if total == TARGET_TOTAL:
            return _all_ground_score(st, x, hw, hmask, b[1]) + 20 * delta
        if s == TARGET_FIELD:
            return _comp_score(st, x, n, hw, hmask | _KING_BIT[c >> 4] == hmask) + 20 * delta
    r = _RISK_SINGLE if n == 1 and hs else 0
    chances = 0
    if n < MAX_FIELD_CARDS and s < TARGET_FIELD:
        r += _RISK_COMPABLE * hs
        if _BIT[(c & 48) + TARGET_FIELD - s] & hmask:
            chances = hs
    risk = b[3] - old[5] + r
    if 1 <= TARGET_TOTAL - total <= 13:
        risk += _RISK_ALL_GROUND * (b[4] - old[6] + hs)
    if hmask & b[7]:  # a card that makes some field 13 (else no other field counts)
        for y in range(4):
            if y != x and st[y][7] & hmask:
                chances += st[y][8]
    return 20 * delta - risk + 12 * chances


def _score_other(act: tuple[int, int, int, int, int], b: tuple[int, ...],
                 st: Sequence[tuple[int, ...]]) -> int:
    """:func:`score_in` of a draw, a bonus or the dealer's card placed on the empty field D
    (its honour kept out of the hand, against the risk it leaves)."""
    kind, c, x, _, _ = act
    if kind == DRAW:
        return b[6] * 12 - _DRAW_COST - b[5]
    if kind == BONUS:
        return _WORTH[c] if c >= 0 else (st[x][3] if x >= 0 else 0)
    s, hs, old = c & 15, _HONOUR[c], st[x]
    total = b[2] - old[0] + s
    if total == TARGET_TOTAL:
        return 10 * UNIT
    r = _RISK_SINGLE if hs else 0
    if s < TARGET_FIELD:
        r += _RISK_COMPABLE * hs
    risk = b[3] - old[5] + r
    if 1 <= TARGET_TOTAL - total <= 13:
        risk += _RISK_ALL_GROUND * (b[4] - old[6] + hs)
    return UNIT * hs - risk


def _all_ground_score(st: Sequence[tuple[int, ...]], x: int, hw: int, hmask: int,
                      jokers: int) -> int:
    gain = st[0][4] + st[1][4] + st[2][4] + st[3][4] - st[x][4] + hw
    gain += 88 * (hmask & _KINGS).bit_count() + 200 * jokers
    return 5 * UNIT + gain


def _comp_score(st: Sequence[tuple[int, ...]], x: int, n: int, hw: int, king: bool) -> int:
    single = n == 2
    best = 0
    for y in range(4):
        if y != x and (not single or st[y][1] == 1) and st[y][3] > best:
            best = st[y][3]
    gain = hw + best + (2 * UNIT if king else 0)
    rs = st[0][5] + st[1][5] + st[2][5] + st[3][5] - st[x][5]
    on = st[0][6] + st[1][6] + st[2][6] + st[3][6] - st[x][6]
    total = st[0][0] + st[1][0] + st[2][0] + st[3][0] - st[x][0]
    return UNIT + gain - _risk(rs, on, total) // 2


def final_score(captured: Sequence[int], hand: Sequence[int], joker_points: int = 3
                ) -> dict[str, int]:
    """The ``score``, ``minus`` and ``values`` of :func:`cardlab.games.comp13.rules.score_cards`
    (what :func:`cardlab.games.comp13.rules.game_winner` reads) for card numbers: +1 a
    captured card (a joker ``joker_points``), −1 an honour and −2 a joker in hand, +3 the
    four kings, +2 each other honour rank taken complete; ``values`` the captured values.

    >>> from cardlab.cards import cards
    >>> from cardlab.games.comp13.rules import score_cards
    >>> taken, held = cards("KS KH KD KC AS JK"), cards("QH 5D JK")
    >>> s = score_cards(taken, held)
    >>> final_score([code(c) for c in taken], [code(c) for c in held]) == {
    ...     "score": s["score"], "minus": s["minus"], "values": s["values"]}
    True
    """
    plus = values = taken = 0
    for c in captured:
        if c == JOKER:
            plus += joker_points
        else:
            plus += 1
            values += c & 15
            taken |= _BIT[c]
    minus = 0
    for c in hand:
        minus += _HONOUR[c] + (c == JOKER) * -JOKER_IN_HAND
    bonus = KINGS_BONUS if taken & _KINGS == _KINGS else 0
    for m in _SET_MASKS:
        if taken & m == m:
            bonus += SET_BONUS
    return {"score": plus - minus + bonus, "minus": minus, "values": values}


def action_text(act: tuple[int, int, int, int, int]) -> str:
    """The text of an action, as :meth:`Game.legal_actions` writes it.

    >>> action_text((SPLIT, code("JD"), 0, code("9D"), code("2D")))
    'split JD 9D 2D A'
    >>> action_text((BONUS, -1, 2, -1, -1)), action_text(_DRAW)
    ('bonus C', 'draw')
    """
    kind, c, x, a, b = act
    if kind == DRAW:
        return "draw"
    if kind == PLACE:
        return f"place {_TEXT[c]}"
    if kind == BONUS:
        return f"bonus {_TEXT[c]}" if c >= 0 else f"bonus {FIELDS[x]}" if x >= 0 else (
            "bonus none")
    word = ("add", "change", "swap", "split")[kind]
    cards = " ".join(_TEXT[k] for k in (c, a, b) if k >= 0)
    return f"{word} {cards} {FIELDS[x]}"


def parse(text: str) -> tuple[int, int, int, int, int]:
    """The action of a text (as :meth:`Game.legal_actions` writes it; legal: not checked).

    >>> parse("swap 5H 9H C") == (SWAP, code("5H"), 2, code("9H"), -1)
    True
    >>> parse("bonus none"), parse("draw") == _DRAW
    ((6, -1, -1, -1, -1), True)
    """
    words = text.upper().split()
    kind = ("ADD", "CHANGE", "SWAP", "SPLIT", "DRAW", "PLACE", "BONUS").index(words[0])
    if kind == DRAW:
        return _DRAW
    if kind == PLACE:
        return (PLACE, code(words[1]), 3, -1, -1)
    if kind == BONUS:
        w = words[1]
        if w in FIELDS:
            return (BONUS, -1, FIELDS.index(w), -1, -1)
        return (BONUS, -1 if w == "NONE" else code(w), -1, -1, -1)
    cs = [code(w) for w in words[1:-1]] + [-1, -1]
    return (kind, cs[0], FIELDS.index(words[-1]), cs[1], cs[2])



class Comp13Play:
    """One game of Comp-13 from a decision on (build it with :func:`lean_state`).

    ``hands`` and ``captured`` per seat, the four ``fields`` (A to D) and their
    :func:`stats`, ``stock`` with its top LAST (a draw pops it), all card numbers
    (:func:`code`); ``phase`` is ``"place"``, ``"play"``, ``"bonus"`` or ``"over"``;
    ``pending`` the Comp waiting for its bonus ``(seat, field, kind, suit)``; ``seen`` the
    positions each seat's bot has seen; ``scores`` and ``winner`` once it is over.
    """

    __slots__ = ("bonus_optional", "captured", "dealer", "fields", "hands", "joker_points",
                 "n", "pending", "phase", "scores", "seen", "stats", "stock", "to_move",
                 "winner")

    n: int
    hands: list[list[int]]
    captured: list[list[int]]
    fields: list[tuple[int, ...]]
    stats: list[tuple[int, ...]]
    stock: list[int]
    seen: list[set[tuple[Any, ...]]]

    def copy(self) -> Comp13Play:
        """An independent copy."""
        out = object.__new__(Comp13Play)
        out.n, out.dealer, out.phase, out.to_move = self.n, self.dealer, self.phase, self.to_move
        out.bonus_optional, out.joker_points = self.bonus_optional, self.joker_points
        out.pending, out.scores, out.winner = self.pending, self.scores, self.winner
        out.hands = [list(h) for h in self.hands]
        out.captured = [list(c) for c in self.captured]
        out.fields = list(self.fields)
        out.stats = list(self.stats)
        out.stock = list(self.stock)
        out.seen = [set(s) for s in self.seen]
        return out

    def with_hidden(self, hidden: dict[str, Any]) -> Comp13Play:
        """A copy with the hands and the stock (top first) of ``hidden`` (the dict
        :meth:`cardlab.core.Game.with_hidden` takes)."""
        out = self.copy()
        for seat, cards in hidden.get("hands", {}).items():
            out.hands[seat] = _codes(cards)
        if "stock" in hidden:
            out.stock = _codes(reversed(hidden["stock"]))
        return out

    @property
    def over(self) -> bool:
        """Has the game ended?"""
        return self.phase == "over"

    # ------------------------------------------------------------------ rules

    def legal(self, seat: int) -> list[tuple[int, int, int, int, int]]:
        """``seat``'s legal actions, in :meth:`Game.legal_actions`'s order (``seat`` to move).

        >>> import cardlab
        >>> st = lean_state(cardlab.new_game("comp13", players=4, seed=1), None)
        >>> st.legal(st.to_move)[0][0] == PLACE
        True
        """
        phase = self.phase
        if phase == "play":
            hmask = 0
            for k in self.hands[seat]:
                hmask |= _BIT[k]
            return self._plays(hmask, self._total())
        if phase == "place":
            return [(PLACE, c, 3, -1, -1) for c in sorted(set(self.hands[seat])) if c != JOKER]
        out = self._bonus_choices()
        if self.bonus_optional or not out:
            out.append((BONUS, -1, -1, -1, -1))
        return out

    def _plays(self, hmask: int, total: int) -> list[tuple[int, int, int, int, int]]:
        """The plays of the hand of mask ``hmask`` (cards low to high) on fields of sums
        adding up to ``total``, and the draw."""
        out: list[tuple[int, int, int, int, int]] = []
        fields = 0  # the fields that have plays, field by field (sorted by card below)
        for x, sx in enumerate(self.stats):
            cand = sx[10] & hmask
            if not cand:
                continue
            fields += 1
            s, n, suit = sx[0], sx[1], sx[9]
            while cand:
                low = cand & -cand
                cand ^= low
                c = low.bit_length() - 1
                v = c & 15
                if c >> 4 == suit:
                    if n < MAX_FIELD_CARDS and s + v <= MAX_FIELD_SUM and total + v <= TARGET_TOTAL:
                        out.append((ADD, c, x, -1, -1))
                    if n >= 2:
                        _swaps(c, v, x, sx[11], s, total, out)
                else:  # a single field of this value (its reach)
                    out.append((CHANGE, c, x, -1, -1))
        if fields > 1:  # by card, a card's fields in order (a stable sort)
            out.sort(key=_CARD_OF)
        out.append(_DRAW)
        return out

    def legal_texts(self, seat: int) -> list[str]:
        """The texts of :meth:`legal`."""
        return [action_text(a) for a in self.legal(seat)]

    def _bonus_open(self, comped: int, single: bool) -> bool:
        """Does another field than ``comped`` offer a bonus (an honour; alone on a single
        field when ``single``)? :meth:`_bonus_choices` is not empty.

        >>> import cardlab
        >>> st = lean_state(cardlab.new_game("comp13", players=4, seed=1), None)
        >>> st.pending = (0, 0, 3, 0)
        >>> st._bonus_open(0, False) == bool(st._bonus_choices())
        True
        """
        for x, sx in enumerate(self.stats):
            if x != comped and sx[2] and (not single or sx[1] == 1):
                return True
        return False

    def _bonus_choices(self) -> list[tuple[int, int, int, int, int]]:
        _, comped, kind, _ = self.pending
        st, out = self.stats, []
        for x in range(4):
            if x == comped or not st[x][2]:
                continue
            if kind == 2:
                if st[x][1] == 1:
                    out.append((BONUS, self.fields[x][0], -1, -1, -1))
            else:
                out.append((BONUS, -1, x, -1, -1))
        if kind == 2:
            out.sort()
        return out

    def act(self, action: str, seat: int | None = None) -> None:
        """Play the action of text ``action`` for the seat to move."""
        act = _PARSED.get(action)
        if act is None:
            if len(_PARSED) > _KEEP_AT_MOST:
                _PARSED.clear()
            act = _PARSED[action] = parse(action)
        self.do(act)

    def _set(self, x: int, cards: tuple[int, ...]) -> None:
        self.fields[x] = cards
        self.stats[x] = field_stats(cards)

    def _total(self) -> int:
        st = self.stats
        return st[0][0] + st[1][0] + st[2][0] + st[3][0]

    def do(self, action: tuple[int, int, int, int, int]) -> None:
        """The seat to move plays ``action`` (legal: not checked)."""
        seat, kind = self.to_move, action[0]
        if kind <= SPLIT:
            self._play(seat, action)
        elif kind == DRAW:
            self._draw(seat)
        elif kind == BONUS:
            self._bonus(seat, action)
        elif kind == PLACE:
            self.hands[seat].remove(action[1])
            self._set(3, (action[1],))
            if self._total() == TARGET_TOTAL:
                self._all_ground(seat)
            else:
                self.phase, self.to_move = "play", (seat + 1) % self.n

    def _draw(self, seat: int) -> None:
        self.hands[seat].append(self.stock.pop())
        if not self.stock:
            self._end()
        else:
            self.to_move = (seat + 1) % self.n

    def _play(self, seat: int, action: tuple[int, int, int, int, int]) -> None:
        kind, c, x = action[0], action[1], action[2]
        hand = self.hands[seat]
        hand.remove(c)
        if kind == ADD:
            nf = (*self.fields[x], c)
        else:
            nf, back = _after(action, self.fields[x])
            hand.extend(back)
        self.fields[x] = nf
        st = self.stats
        st[x] = field_stats(nf)
        if kind == ADD or kind == SWAP:
            if st[0][0] + st[1][0] + st[2][0] + st[3][0] == TARGET_TOTAL:
                self._all_ground(seat)
                return
            if st[x][0] == TARGET_FIELD:
                self._comp(seat, x)
                return
        self.to_move = (seat + 1) % self.n

    def _comp(self, seat: int, x: int) -> None:
        f = self.fields[x]
        kind = 2 if len(f) == 2 else 3
        self.captured[seat] += [c for c in f if _HONOUR[c]]
        self.fields[x], self.stats[x] = (), _NO_FIELD
        self.pending = (seat, x, kind, f[0] >> 4)
        if self._bonus_open(x, kind == 2):
            self.phase, self.to_move = "bonus", seat
        else:
            self._finish_comp()

    def _bonus(self, seat: int, action: tuple[int, int, int, int, int]) -> None:
        card, x = action[1], action[2]
        if card >= 0:
            x = next(y for y in range(4) if self.fields[y] == (card,))
            self.captured[seat].append(card)
            self._set(x, ())
        elif x >= 0:
            self.captured[seat].extend(c for c in self.fields[x] if _HONOUR[c])
            self._set(x, ())
        self._finish_comp()

    def _finish_comp(self) -> None:
        seat, _, _, suit = self.pending
        self.pending = None
        king = 16 * suit + 13
        for who in (seat, (seat + 1) % self.n):
            if king in self.hands[who]:
                self.hands[who].remove(king)
                self.captured[who].append(king)
        for x in range(4):
            if not self.fields[x]:
                if not self.stock:
                    break
                self._set(x, (self.stock.pop(),))
        if not self.stock or self._total() >= TARGET_TOTAL:
            self._end()
            return
        self.phase, self.to_move = "play", (seat + 1) % self.n

    def _all_ground(self, seat: int) -> None:
        n, mine = self.n, self.captured[seat]
        for f in self.fields:
            mine += [c for c in f if _HONOUR[c] or c == JOKER]
        for k in range(n):
            who = (seat + k) % n
            hand = self.hands[who]
            taken = [c for c in hand if c & 15 == 13 or c == JOKER]
            if taken:
                self.hands[who] = [c for c in hand if c & 15 != 13 and c != JOKER]
                self.captured[who] += taken
        self.fields[:] = [(), (), (), ()]
        self.stats[:] = [_NO_FIELD] * 4
        for x in range(4):
            if not self.stock:
                break
            self._set(x, (self.stock.pop(),))
        if not self.stock or all(f[0] & 15 == 13 and f[0] != JOKER for f in self.fields):
            self._end()
            return
        self.phase, self.to_move = "play", (seat + 1) % n

    def _end(self) -> None:
        self.phase = "over"
        self.scores = [final_score(self.captured[s], self.hands[s], self.joker_points)
                       for s in range(self.n)]
        self.winner = game_winner(self.scores, self.dealer)[0]

    def result(self, seat: int) -> tuple[float, float]:
        """``seat``'s score of the game and whether it won it."""
        return float(self.scores[seat]["score"]), float(self.winner == seat)

    # ------------------------------------------------------------------ the bot

    def choose(self, seat: int) -> tuple[int, int, int, int, int]:
        """Comp13Bot's action for ``seat`` (see the module docstring)."""
        if self.phase == "play":
            return self._choose_play(seat)
        legal = self.legal(seat)
        if len(legal) == 1:
            return legal[0]
        return self._best(seat, legal, base(self.hands[seat], self.stats))

    def _choose_play(self, seat: int) -> tuple[int, int, int, int, int]:
        """:meth:`choose` in the play phase: the draw alone without the hand's
        :func:`base` (it needs only the hand's mask), else the best play."""
        hand, st = self.hands[seat], self.stats
        hmask = 0
        for k in hand:
            hmask |= _BIT[k]
        total = st[0][0] + st[1][0] + st[2][0] + st[3][0]
        legal = self._plays(hmask, total)
        if len(legal) == 1:
            return legal[0]
        return self._best(seat, legal, base_of(hmask, hand.count(JOKER), total, st))

    def _best(self, seat: int, legal: list[tuple[int, int, int, int, int]],
              b: tuple[int, ...]) -> tuple[int, int, int, int, int]:
        """The first of the best of ``legal`` (two actions or more) for ``seat``, its hand
        of :func:`base` ``b``, remembering the position (a circle takes 100 points off
        every play but a draw below 1)."""
        fields, st = self.fields, self.stats
        # the bot's position: the hand as its mask and jokers (the same multiset)
        position = (len(self.stock), self.phase, b[0], b[1], tuple(fields))
        seen = self.seen[seat]
        before = len(seen)
        seen.add(position)
        circling = len(seen) == before
        best, top = legal[0], -1 << 30
        for action in legal:
            if action is _DRAW:  # the last play: its score needs only the base
                value = b[6] * 12 - _DRAW_COST - b[5]
            else:
                value = score_in(action, b, fields, st)
                if circling and value < UNIT:
                    value -= 100 * UNIT
            if value > top:
                best, top = action, value
        return best

    def rollout(self, seat: int) -> tuple[float, float]:
        """Play to the end of the game with the bot's rules; ``seat``'s result."""
        while True:
            phase = self.phase
            if phase == "play":  # straight to the play or the draw
                s = self.to_move
                action = self._choose_play(s)
                if action[0] <= SPLIT:
                    self._play(s, action)
                else:
                    self._draw(s)
            elif phase == "over":
                return self.result(seat)
            else:
                self.do(self.choose(self.to_move))


def _swaps(c: int, v: int, x: int, f: tuple[int, ...], s: int, total: int,
           out: list[tuple[int, int, int, int, int]]) -> None:
    """The swaps and splits of hand card ``c`` (value ``v``) on the multi field ``x`` of
    sorted cards ``f`` and sum ``s``, in the order of the legal actions."""
    for fc in f:
        d = v - (fc & 15)
        if s + d <= MAX_FIELD_SUM and total + d <= TARGET_TOTAL:
            out.append((SWAP, c, x, fc, -1))
    for i in range(1, len(f)):
        for j in range(i):
            if (f[i] & 15) + (f[j] & 15) == v:
                out.append((SPLIT, c, x, f[i], f[j]))


def lean_state(game: Any, viewer: int | None) -> Comp13Play | None:
    """The lean state of a Comp-13 game (the kit's ``lean``), from its first decision on.

    With ``viewer`` the other hands and the stock are unknown (empty; the stock's size is
    kept as jokers standing for face-down cards) until :meth:`Comp13Play.with_hidden`
    fills them.

    >>> import cardlab
    >>> st = lean_state(cardlab.new_game("comp13", players=4, seed=1), viewer=0)
    >>> [len(h) for h in st.hands], set(st.stock)
    ([4, 0, 0, 0], {64})
    """
    if game.phase not in ("place", "play", "bonus"):
        return None
    st = object.__new__(Comp13Play)
    st.n = game.players
    st.hands = [_codes(h) if viewer is None or s == viewer else [] for s, h in
                enumerate(game.hands)]
    st.stock = _codes(reversed(game.stock)) if viewer is None else [JOKER] * len(game.stock)
    st.fields = [tuple(_codes(game.fields[x])) for x in FIELDS]
    st.stats = [field_stats(f) for f in st.fields]
    st.captured = [_codes(c) for c in game.captured]
    st.phase = game.phase
    st.to_move = game.to_move[0]
    p = game.pending
    st.pending = None if p is None else (p["seat"], FIELDS.index(p["field"]), p["kind"],
                                         SUITS.index(p["suit"]))
    st.dealer = game.dealer
    st.bonus_optional = bool(game.options["bonus_optional"])
    st.joker_points = game.options["joker_points"]
    st.seen = [set() for _ in range(st.n)]
    st.scores, st.winner = [], -1
    return st
