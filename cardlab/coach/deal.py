"""The coach's picture of a position: what a seat knows (:class:`Knowledge`, its
places (:class:`Slot`) and the uniform deal of the unseen cards into those places
(:func:`deal_unseen`). Part of :mod:`cardlab.coach`, which re-exports the public names.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np

from cardlab.cards import SUIT_SYMBOLS, SUITS, Card, sort_cards
from cardlab.core import Game, PlayCard
from cardlab.errors import SetupError
from cardlab.i18n import t

__all__ = ["Knowledge", "Slot", "deal_unseen"]


@dataclass(frozen=True)
class Slot:
    """A hidden place the unseen cards are dealt into: a hand, the chest, the stock.

    ``size`` counts every card there, ``known`` the cards known to be there, ``void``
    the suits it cannot hold.
    """

    name: str
    size: int
    seat: int | None = None
    known: tuple[str, ...] = ()
    void: frozenset[str] = frozenset()

    @property
    def free(self) -> int:
        """Places left for unseen cards."""
        return self.size - len(self.known)


@dataclass
class Knowledge:
    """What one seat knows (JSON-ready by :meth:`to_json`, worded by :meth:`lines`).

    ``unseen``: cards whose place the seat does not know; ``hand_sizes``: seat → cards
    in hand (other seats); ``voids``: seat → suits it is known to lack; ``known``:
    seat → cards known to be in that hand; ``hidden``: other hidden places → size;
    ``public``: the public facts the game shows (trump, bids, …); ``slots``: the places
    the unseen cards are dealt into by :func:`sample`.
    """

    game: str
    seat: int
    phase: str
    unseen: list[str]
    hand_sizes: dict[int, int]
    voids: dict[int, list[str]]
    known: dict[int, list[str]]
    hidden: dict[str, int]
    public: dict[str, Any]
    slots: list[Slot] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    """Per-game facts a sample needs (public or the seat's own): not worded."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (without the internal slots)."""
        return {
            "game": self.game, "seat": self.seat, "phase": self.phase,
            "unseen": list(self.unseen),
            "unseen_by_suit": _by_suit(self.unseen),
            "hand_sizes": {str(s): n for s, n in self.hand_sizes.items()},
            "voids": {str(s): list(v) for s, v in self.voids.items()},
            "known": {str(s): list(v) for s, v in self.known.items()},
            "hidden": dict(self.hidden),
            "public": dict(self.public),
        }

    def lines(self, lang: str = "en") -> list[str]:
        """What the seat knows, one sentence a line, in ``lang``.

        >>> import cardlab
        >>> from cardlab.coach import knowledge
        >>> g = cardlab.new_game("comrade", players=3, seed=7)
        >>> knowledge(g, 0).lines("en")[0]
        'You have not seen 24 cards: ♠ 7, ♥ 4, ♦ 5, ♣ 8.'
        """
        by_suit = _by_suit(self.unseen)
        parts = ", ".join(
            t("coach.suit_count", lang, suit=s, count=len(cs)) if s != "*" else
            " ".join(f"{x}×{k}" for x, k in sorted(Counter(cs).items(), key=_number))
            for s, cs in by_suit.items())
        out = [t("coach.unseen", lang, count=len(self.unseen), parts=parts or "-")]
        for s, n in self.hand_sizes.items():
            out.append(t("coach.hand_size", lang, seat=s, count=n))
        for s, suits in self.voids.items():
            if suits:
                out.append(t("coach.void", lang, seat=s,
                             suits="".join(SUIT_SYMBOLS[x] for x in suits)))
        for s, cs in self.known.items():
            if cs:
                out.append(t("coach.known", lang, seat=s, cards=cs))
        for name, n in self.hidden.items():
            out.append(t("coach.hidden." + name, lang, count=n))
        return out


def _number(item: tuple[str, int]) -> tuple[int, str]:
    return (int(item[0]), "") if item[0].isdigit() else (99, item[0])


def _by_suit(texts: Sequence[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for text in texts:
        out.setdefault(Card(text).suit or "*", []).append(text)
    return out


def _deal_plays(game: Game, view: Mapping[str, Any]) -> list[tuple[int, Card]]:
    """The cards played face up this deal, with their seats, in order.

    Card plays are public; the view tells how many belong to this deal (tricks played
    and the trick in progress), and they are the last ones of that kind in the history.
    """
    table = view["table"]
    count = table["tricks_played"] * game.players + len(table["trick"])
    plays = [(s, a.card) for s, a in game.history if type(a) is PlayCard]
    return plays[len(plays) - count:] if count else []


def _voids(plays: Sequence[tuple[int, Card]], players: int) -> dict[int, set[str]]:
    """Suits each seat failed to follow this deal."""
    voids: dict[int, set[str]] = {}
    for i in range(0, len(plays), players):
        trick = plays[i:i + players]
        led = trick[0][1].suit
        for s, c in trick[1:]:
            if c.suit != led and led is not None:
                voids.setdefault(s, set()).add(led)
    return voids


def _hand_count(view: Mapping[str, Any], s: int) -> int:
    hand = view["seats"][s]["hand"]
    return hand if isinstance(hand, int) else len(hand)


def _classes(cards: Sequence[Card]) -> list[tuple[str, list[Card]]]:
    """The unseen cards by suit (voids are by suit), in a fixed order."""
    out: dict[str, list[Card]] = {}
    for c in cards:
        out.setdefault(c.suit or "*", []).append(c)
    return sorted(out.items())


def _splits(n: int, caps: tuple[int, ...], allowed: tuple[bool, ...]) -> list[tuple[int, ...]]:
    """Every way to put ``n`` cards into places with room ``caps`` (only ``allowed`` ones)."""
    if not caps:
        return [()] if n == 0 else []
    out = []
    first = caps[0] if allowed[0] else 0
    for x in range(min(n, first) + 1):
        for rest in _splits(n - x, caps[1:], allowed[1:]):
            out.append((x, *rest))
    return out


def _multinomial(n: int, xs: tuple[int, ...]) -> int:
    out = math.factorial(n)
    for x in xs:
        out //= math.factorial(x)
    return out


def _after(caps: tuple[int, ...], xs: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c - x for c, x in zip(caps, xs, strict=True))


def deal_unseen(
    cards: Sequence[Card], slots: Sequence[Slot], rng: np.random.Generator
) -> list[list[Card]]:
    """The cards dealt into the slots' free places, uniformly among the deals that keep
    every slot's voids (an exact count of the deals, suit by suit).

    >>> from cardlab.cards import cards
    >>> rng = np.random.default_rng(0)
    >>> slots = [Slot("a", 2, void=frozenset("S")), Slot("b", 2)]
    >>> [sorted(c.text for c in p) for p in deal_unseen(cards("AS KS AH KH"), slots, rng)]
    [['AH', 'KH'], ['AS', 'KS']]
    """
    classes = _classes(sort_cards(cards))
    caps0 = tuple(s.free for s in slots)
    if sum(caps0) != len(cards):
        raise SetupError("coach.places_mismatch", cards=len(cards), places=sum(caps0))
    if not any(s.void for s in slots):  # no voids: every deal fits, shuffle and cut
        pool = [c for _, group in classes for c in group]
        order = rng.permutation(len(pool))
        out, at = [], 0
        for cap in caps0:
            out.append([pool[k] for k in order[at:at + cap]])
            at += cap
        return out
    allowed = [tuple(suit not in s.void for s in slots) for suit, _ in classes]

    @cache
    def count(i: int, caps: tuple[int, ...]) -> int:
        if i == len(classes):
            return 1 if not any(caps) else 0
        n = len(classes[i][1])
        return sum(
            _multinomial(n, xs) * count(i + 1, _after(caps, xs))
            for xs in _splits(n, caps, allowed[i]))

    if count(0, caps0) == 0:
        raise SetupError("coach.no_deal_fits")
    out: list[list[Card]] = [[] for _ in slots]
    caps = caps0
    for i, (_, group) in enumerate(classes):
        n = len(group)
        options = _splits(n, caps, allowed[i])
        weights = [_multinomial(n, xs) * count(i + 1, _after(caps, xs))
                   for xs in options]
        total = sum(weights)
        pick = int(rng.integers(total)) if total < 2**62 else int(rng.random() * total)
        chosen = 0
        while pick >= weights[chosen]:
            pick -= weights[chosen]
            chosen += 1
        xs = options[chosen]
        order = rng.permutation(n)
        at = 0
        for j, x in enumerate(xs):
            out[j].extend(group[k] for k in order[at:at + x])
            at += x
        caps = _after(caps, xs)
    return out


def _placed(game: Game, know: Knowledge, rng: np.random.Generator) -> dict[str, list[Card]]:
    """The unseen cards dealt into the slots (:func:`deal_unseen`), slot name → cards
    (the known ones included), each sorted."""
    dealt = deal_unseen([Card(c) for c in know.unseen], know.slots, rng)
    return {
        slot.name: sort_cards([*map(Card, slot.known), *cards], game.rank_order)
        for slot, cards in zip(know.slots, dealt, strict=True)
    }


def _hands(game: Any, know: Knowledge, placed: Mapping[str, list[Card]]) -> dict[int, list[Card]]:
    """Every hand of a sample: the dealt slots' and the seat's own."""
    hands = {slot.seat: list(placed[slot.name]) for slot in know.slots if slot.seat is not None}
    hands[know.seat] = sort_cards(game.hands[know.seat], game.rank_order)
    return hands


def _hand_slots(view: Mapping[str, Any], seat: int, voids: Mapping[int, set[str]],
                known: Mapping[int, Sequence[str]]) -> list[Slot]:
    return [
        Slot(f"hand {s}", _hand_count(view, s), s, tuple(known.get(s, ())),
             frozenset(voids.get(s, ())))
        for s in range(view["players"]) if s != seat
    ]


def _base_knowledge(game: Game, seat: int, view: Mapping[str, Any], deck: Sequence[Card],
                    seen: Any, slots: list[Slot], hidden: dict[str, int],
                    public: dict[str, Any], voids: Mapping[int, set[str]]) -> Knowledge:
    """``seen``: the cards the seat has seen (a set, or a list counting copies)."""
    left = Counter(c.text for c in deck)
    left.subtract(Counter(c.text if isinstance(c, Card) else c for c in seen))
    left.subtract(Counter(c for s in slots for c in s.known))
    unseen = [c.text for c in sort_cards(
        [Card(x) for x, k in left.items() for _ in range(max(k, 0))], game.rank_order)]
    return Knowledge(
        game=game.name, seat=seat, phase=view["phase"], unseen=unseen,
        hand_sizes={s.seat: s.size for s in slots if s.seat is not None},
        voids={s: sorted(v, key=SUITS.index) for s, v in sorted(voids.items()) if v},
        known={s.seat: list(s.known) for s in slots if s.seat is not None and s.known},
        hidden=hidden, public=public, slots=slots,
    )
