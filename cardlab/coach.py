"""The coach: what a seat can know, deals consistent with it, and what each choice brings.

Three steps, each usable on its own (plain Python; a panel or a notebook calls them):

1. :func:`knowledge` — what ``seat`` knows, read from ``game.view(seat)`` and from the
   *public* part of the history (the cards played face up this deal; secret choices
   such as Notice's predictions or Skull Collector's chest cards are never read): the
   unseen cards, each other seat's hand size, the suits a seat is known to be void in
   (it failed to follow), cards known to sit in a given hand (the hand you passed in
   Notice, the card you passed in Skull Collector) and the public facts (trump, bids…).
2. :func:`sample` — a full game state consistent with that knowledge: the unseen cards
   dealt **uniformly** among all deals that fit the hand sizes, voids and known cards
   (an exact count by suit, no rejection), other seats' secret choices drawn as
   documented per game below. The sample is built from the knowledge and ``rng`` only,
   so two games that look the same to the seat give the same sample.
3. :func:`estimate` — for each legal action of the seat, playouts from sampled states
   with the game's bots, the expected result in the game's own terms with a standard
   error and one sentence why (en/ja).

:class:`CoachBot` plays the action with the best estimate (determinized Monte Carlo);
``cardlab.bots.bot_for(game, level="coach")`` makes one.

Per game (the hidden cards and the secret choices of a sample):

- **comrade** (one deal): the other hands. Bids are public; nothing secret.
- **notice**: the other hands and the stock under the trump card. Once hands are
  passed, the hand you passed sits (minus what its receiver played) with its receiver.
  Other seats' hidden predictions and targets are the Notice bot's own rule applied to
  the sampled hands (:func:`cardlab.bots.notice.expected_tricks`).
- **skull_collector**: the other hands, the other seats' chest cards and passed cards.
  The card you passed sits with your right neighbour until played. Chest cards and
  passed cards of the others are uniform among the unseen cards (not the bot's choice).
- **trumps**: the other hands, the deck (in a uniform order), the reserve and the
  face-down cards of this round. A hand shown because it held only revealed numbers is
  known until its owner plays (then its face-down card is one of it, uniformly). A start
  card another seat has picked but not shown is uniform from its sampled hand.
- **comp13**: the other hands and the stock (uniform order). Every action is public, so
  the picture is what the seat saw step by step: cards on the fields and captured (the
  discarded ones are out of play), cards another seat took from a field or is known to
  hold as a mate card (until they show up again). A mate card nobody held is not used.

A sample has no past: its history and its decks are empty (``undo`` raises
``IndexError``; its record does not replay) and its seed is fresh, so later deals are
new. It is a state to look ahead from.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> for a in ["take 4S", "take 4H", "take 4D"]:
...     _ = g.play(a)
>>> k = knowledge(g, 0)
>>> len(k.unseen), k.hand_sizes
(24, {1: 12, 2: 12})
>>> s = sample(g, 0, np.random.default_rng(1))
>>> s.view(0)["seats"][0]["hand"] == g.view(0)["seats"][0]["hand"]
True
"""

from __future__ import annotations

import copy as _copy
import math
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np

from cardlab import sim
from cardlab.cards import SUIT_SYMBOLS, SUITS, Card, sort_cards
from cardlab.core import Game, PlayCard
from cardlab.errors import SetupError
from cardlab.i18n import t

__all__ = [
    "CoachBot",
    "Estimate",
    "Knowledge",
    "Slot",
    "best",
    "estimate",
    "knowledge",
    "sample",
]

# --------------------------------------------------------------------------- knowledge


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


def knowledge(game: Game, seat: int) -> Knowledge:
    """What ``seat`` knows of ``game`` (see the module docstring).

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=2)
    >>> k = knowledge(g, 1)
    >>> k.hand_sizes, k.hidden, len(k.unseen)
    ({0: 10, 2: 10}, {'stock': 1}, 21)
    >>> knowledge(cardlab.new_game("trumps", players=2, seed=1), 0).lines("en")[0]
    'You have not seen 38 cards: 2×2 3×3 4×4 5×3 6×4 7×6 8×7 9×9.'
    """
    adapter = _adapter(game)
    seat = game._check_seat(seat)
    return adapter.knowledge(game, seat, game.view(seat))


# --------------------------------------------------------------------------- dealing


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
        raise SetupError(f"{len(cards)} unseen cards for {sum(caps0)} hidden places")
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
        raise SetupError("no deal fits what is known (hand sizes and voids)")
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


def sample(game: Game, seat: int, rng: np.random.Generator) -> Game:
    """A full game state consistent with what ``seat`` knows (see the module docstring).

    >>> import cardlab
    >>> g = cardlab.new_game("skull_collector", seed=4)
    >>> s = sample(g, 0, np.random.default_rng(3))
    >>> s.view(0) == g.view(0), s.history
    (True, ())
    """
    adapter = _adapter(game)
    seat = game._check_seat(seat)
    know = adapter.knowledge(game, seat, game.view(seat))
    return _sample_from(game, adapter, know, rng)


def _placed(game: Game, know: Knowledge, rng: np.random.Generator) -> dict[str, list[Card]]:
    """The unseen cards dealt into the slots (:func:`deal_unseen`), slot name → cards
    (the known ones included), each sorted."""
    dealt = deal_unseen([Card(c) for c in know.unseen], know.slots, rng)
    return {
        slot.name: sort_cards([*map(Card, slot.known), *cards], game.rank_order)
        for slot, cards in zip(know.slots, dealt, strict=True)
    }


def _sample_from(
    game: Game, adapter: _Adapter, know: Knowledge, rng: np.random.Generator
) -> Game:
    seed = int(rng.integers(2**31))
    hidden = adapter.hidden(game, know, _placed(game, know, rng), rng)
    return game.with_hidden(hidden, viewer=know.seat, seed=seed)


def _hands(game: Any, know: Knowledge, placed: Mapping[str, list[Card]]) -> dict[int, list[Card]]:
    """Every hand of a sample: the dealt slots' and the seat's own."""
    hands = {slot.seat: list(placed[slot.name]) for slot in know.slots if slot.seat is not None}
    hands[know.seat] = sort_cards(game.hands[know.seat], game.rank_order)
    return hands


# --------------------------------------------------------------------------- per game


class _Adapter:
    """What the coach knows of one game: its hidden places, how a sample fills them,
    when a deal ends and what a playout scores."""

    measure_keys: tuple[str, str] = ("value", "chance")

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        raise NotImplementedError

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        """What :meth:`cardlab.core.Game.with_hidden` puts in place in a sample: the
        dealt ``placed`` cards (slot name → cards) and the secret choices drawn as the
        module docstring says. It reads of ``game`` only what ``know.seat`` sees."""
        raise NotImplementedError

    def deal_id(self, g: Any) -> Any:
        """Changes when the deal (the unit an estimate looks at) ends."""
        return getattr(g, "deal_number", 0)

    def start(self, g: Any, seat: int) -> Any:
        """What :meth:`result` needs from before the playout."""
        return None

    def watch(self, g: Any, seat: int, memo: dict[str, Any]) -> None:
        """Called after each playout step (before a new deal may reset the state)."""

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        """(value, success 0/1) of the playout for ``seat``."""
        raise NotImplementedError


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


class _Comrade(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.cards import standard_deck
        from cardlab.games.comrade import SETUP

        deck = standard_deck(ranks=SETUP[game.players]["trick_ranks"])
        plays = _deal_plays(game, view) if view["phase"] == "play" else []
        voids = _voids(plays, game.players)
        seen = {Card(c) for c in view["seats"][seat]["hand"]} | {c for _, c in plays}
        slots = _hand_slots(view, seat, voids, {})
        table = view["table"]
        public = {"bids": [dict(s["bids"]) for s in view["seats"]],
                  "won": [dict(s["won"]) for s in view["seats"]],
                  "bid_total": table["bid_total"], "target": table["target"]}
        return _base_knowledge(game, seat, view, deck, seen, slots, {}, public, voids)

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        return {"hands": _hands(game, know, placed)}

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        won = float(bool(g.results[before]))
        return won, won

    def start(self, g: Any, seat: int) -> Any:
        return len(g.results)


class _Notice(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.notice import _DECKS

        n, table = game.players, view["table"]
        me = view["seats"][seat]
        k = table["pass_offset"]
        plays = _deal_plays(game, view) if view["phase"] == "play" else []
        voids = _voids(plays, n)
        trump = Card(table["trump"])
        seen = {Card(c) for c in me["hand"]} | {c for _, c in plays} | {trump}
        known: dict[int, list[str]] = {}
        passed = view["phase"] != "predict"
        if passed:
            seen |= {Card(c) for c in me["dealt"]}
            receiver = (seat + k) % n
            if receiver != seat:
                played = {c for s, c in plays if s == receiver}
                known[receiver] = [c for c in me["dealt"] if Card(c) not in played]
                seen -= {Card(c) for c in known[receiver]}
        slots = _hand_slots(view, seat, voids, known)
        slots.append(Slot("stock", table["stock"] - 1))
        public = {"trump": table["trump"], "pass_offset": k,
                  "tricks": [s["tricks"] for s in view["seats"]]}
        know = _base_knowledge(game, seat, view, _DECKS[n], seen, slots,
                               {"stock": table["stock"] - 1}, public, voids)
        know.extra = {
            "passed": passed, "offset": k, "plays": [(s, c.text) for s, c in plays],
            "chose_prediction": [s["predicted"] for s in view["seats"]],
            "chose_target": [s["targeted"] for s in view["seats"]],
        }
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        from cardlab.bots.notice import expected_tricks

        n, seat, k = game.players, know.seat, know.extra["offset"]
        hands = _hands(game, know, placed)
        played: dict[int, list[Card]] = {}
        for s, c in know.extra["plays"]:
            played.setdefault(s, []).append(Card(c))
        if know.extra["passed"]:
            dealt = {s: sort_cards([*hands[(s + k) % n], *played.get((s + k) % n, [])])
                     for s in range(n)}
        else:
            dealt = {s: list(hands[s]) for s in range(n)}
        out = {"hands": hands, "stock": [game.trump_card, *placed["stock"]], "dealt": dealt}
        if game.revealed:
            return out  # the deal is scored: its predictions and targets are public
        size, trump = game.hand_size, game.trump
        predictions, targets = {}, {}
        for s in range(n):
            if s == seat:
                continue
            predictions[s] = targets[s] = None
            if know.extra["chose_prediction"][s]:
                est = expected_tricks([c.text for c in dealt[s]], trump, n)
                predictions[s] = max(0, min(size, round(est)))
            if know.extra["chose_target"][s]:
                est = expected_tricks([c.text for c in dealt[(s - k) % n]], trump, n) + 0.4
                targets[s] = max(0, min(size, round(est)))
        return out | {"predictions": predictions, "targets": targets}

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        row = g.sheets[before]["rows"][seat]
        return float(row["total"]), float(row["target"] == row["tricks"])

    def start(self, g: Any, seat: int) -> Any:
        return len(g.sheets)


class _Skull(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.skull_collector import PLAYING_CARDS

        n, phase = game.players, view["phase"]
        me = view["seats"][seat]
        right = (seat - 1) % n
        plays = _deal_plays(game, view) if phase == "play" else []
        voids = _voids(plays, n)
        seen = {Card(c) for c in me["hand"]} | {c for _, c in plays}
        for key in ("chest_card", "passed", "received"):
            if me[key] is not None:
                seen.add(Card(me[key]))
        known: dict[int, list[str]] = {}
        if phase == "play" and me["passed"] is not None:
            if all(not (s == right and c.text == me["passed"]) for s, c in plays):
                known[right] = [me["passed"]]
                seen.discard(Card(me["passed"]))
        slots = _hand_slots(view, seat, voids, known)
        chose = [s for s in range(n) if s != seat and (
            phase != "chest" or view["seats"][s]["chosen"])]
        slots.append(Slot("chest", len(chose)))
        gave = [s for s in range(n) if s != seat and phase == "pass"
                and view["seats"][s]["chosen"]]
        slots.extend(Slot(f"given {s}", 1) for s in gave)
        hidden = {"chest": len(chose)} | ({"given": len(gave)} if gave else {})
        table = view["table"]
        public = {"trump": table["trump"], "skulls": [s["skulls"] for s in view["seats"]],
                  "members": [s["members"] for s in view["seats"]]}
        know = _base_knowledge(game, seat, view, PLAYING_CARDS, seen, slots, hidden, public,
                               voids)
        know.extra = {"chest_from": chose, "gave": gave,
                      "plays": [(s, c.text) for s, c in plays]}
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        from cardlab.games.skull_collector import ORDER

        n, seat = game.players, know.seat
        others = [s for s in range(n) if s != seat]
        chest = list(placed["chest"])
        order = rng.permutation(len(chest))
        chest_from: dict[int, Card | None] = dict.fromkeys(others)
        for s, i in zip(know.extra["chest_from"], order, strict=True):
            chest_from[s] = chest[i]
        own = [game.chest_from[seat]] if game.chest_from[seat] is not None else []
        given: dict[int, Card | None] = dict.fromkeys(others)
        received: dict[int, Card | None] = dict.fromkeys(others)
        for s in know.extra["gave"]:
            given[s] = placed[f"given {s}"][0]
        hands = _hands(game, know, placed)
        if game.phase == "play":
            self._passes(game, know, hands, given, received, rng)
        return {"hands": hands, "chest": sort_cards([*own, *chest], ORDER),
                "chest_from": chest_from, "given": given, "received": received}

    def _passes(self, game: Any, know: Knowledge, hands: dict[int, list[Card]],
                given: dict[int, Card | None], received: dict[int, Card | None],
                rng: np.random.Generator) -> None:
        """The passes of a deal in play: yours and the one you received are known; the
        third (right neighbour to left neighbour) is a uniform card the left neighbour had."""
        n, seat = game.players, know.seat
        right, left = (seat - 1) % n, (seat + 1) % n
        received[right] = game.given[seat]
        given[left] = game.received[seat]
        had = [*hands[left], *(Card(c) for s, c in know.extra["plays"] if s == left)]
        had = sort_cards(had, game.rank_order)
        card = had[int(rng.integers(len(had)))] if had else None
        given[right] = card
        received[left] = card

    def start(self, g: Any, seat: int) -> Any:
        return g.deal_number

    def watch(self, g: Any, seat: int, memo: dict[str, Any]) -> None:
        if g.deal_number == memo["deal"]:
            memo["skulls"] = len(g.skulls[seat])
            memo["tricks"] = g.tricks[seat]

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        from cardlab.games.skull_collector import POINTS_PER_TRICK

        if g.deal_number != before and g.last_deal is not None:
            return (float(g.last_deal["points"][seat]),
                    float(bool(g.last_deal["skulls"][seat])))
        return float(POINTS_PER_TRICK * memo.get("tricks", 0)), float(memo.get("skulls", 0) > 0)


class _Trumps(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.trumps import HIGHEST

        n, table = game.players, view["table"]
        seen = list(view["seats"][seat]["hand"])
        seen += [x for x, k in table["field"].items() for _ in range(k)]
        for other in view["seats"]:
            seen += [x for x, k in other["score_cards"].items() for _ in range(k)]
        facedown, shown = [], {int(s): h for s, h in table["shown_hands"].items()}
        for r in table["revealed"]:
            if r["number"] is not None:
                seen += [str(r["number"])] * (2 if r["kind"] == "pair" else 1)
            elif r["seat"] != seat:
                facedown.append(r["seat"])
        known = {s: [str(x) for x in h] for s, h in shown.items() if s != seat}
        slots = []
        for s in range(n):
            if s != seat:
                extra = 1 if (s in facedown and s in known) else 0
                slots.append(Slot(f"hand {s}", _hand_count(view, s) + extra, s,
                                  tuple(known.get(s, ()))))
        slots += [Slot(f"facedown {s}", 1) for s in facedown if s not in known]
        slots += [Slot("deck", table["deck"]), Slot("reserve", table["reserve"]),
                  Slot("aside", table["out_of_play"])]
        public = {"field": dict(table["field"]), "round": table["round"],
                  "final_round": table["final_round"]}
        hidden = {"stock": table["deck"], "reserve": table["reserve"]}
        know = _base_knowledge(game, seat, view, pairs_deck_of(HIGHEST[n]), seen, slots,
                               hidden, public, {})
        know.hand_sizes = {s: _hand_count(view, s) for s in range(n) if s != seat}
        picked = [s for s in range(n) if s != seat and view["seats"][s].get("start_picked")]
        know.extra = {"facedown": facedown, "picked": picked}
        return know

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        seat = know.seat
        down: dict[int, int] = {}
        hands = {seat: list(game.hands[seat])}
        for slot in know.slots:
            cards = list(placed[slot.name])
            if slot.seat is not None:
                if slot.seat in know.extra["facedown"]:  # a shown hand that then played
                    down[slot.seat] = cards.pop(int(rng.integers(len(cards)))).rank
                hands[slot.seat] = cards
            elif slot.name.startswith("facedown"):
                down[int(slot.name.split()[1])] = cards[0].rank
        deck = [placed["deck"][i] for i in rng.permutation(len(placed["deck"]))]
        reserve = [placed["reserve"][i] for i in rng.permutation(len(placed["reserve"]))]
        reveals = [(s, kind, down.get(s, num) if s != seat else num)
                   for s, kind, num in game.reveals]
        start = {s: v for s, v in game.start_choice.items() if s == seat}
        for s in know.extra["picked"]:
            start[s] = hands[s][int(rng.integers(len(hands[s])))].rank
        return {"hands": hands, "deck": deck, "reserve": reserve, "reveals": reveals,
                "start_choice": start}

    def deal_id(self, g: Any) -> Any:
        return 0

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        out = g.outcome
        return (float(out.scores[seat]), float(seat in out.winners)) if out else (0.0, 0.0)


def pairs_deck_of(highest: int) -> list[Card]:
    """The Pairs deck of :mod:`cardlab.cards` (cached here for the coach)."""
    from cardlab.cards import pairs_deck

    return pairs_deck(highest)


class _Comp13(_Adapter):
    """Comp-13: every action is public, so the seat's picture is built by watching its
    own views step by step through the game so far (what it saw on the fields, which
    cards others took from a field, who holds a mate card)."""

    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.cards import standard_deck

        ever, known = _comp13_watch(game, seat)
        table = view["table"]
        now = {c for cs in table["fields"].values() for c in cs}
        now |= {c for sv in view["seats"] for c in sv["captured"]}
        known = {s: [c for c in cs if c not in now] for s, cs in known.items()}
        taken = {c for cs in known.values() for c in cs}
        mine = set(view["seats"][seat]["hand"])
        seen = [Card(c) for c in sorted(mine | (ever - taken)) if c != "JK"]
        seen += [Card("JK")] * sum(1 for c in view["seats"][seat]["hand"] if c == "JK")
        jokers_seen = sum(1 for sv in view["seats"] for c in sv["captured"] if c == "JK")
        jokers_seen += sum(1 for cs in table["fields"].values() for c in cs if c == "JK")
        seen += [Card("JK")] * jokers_seen
        slots = _hand_slots(view, seat, {}, known)
        slots.append(Slot("stock", table["stock"]))
        deck = standard_deck(jokers=game.options["jokers"])
        public = {"fields": dict(table["fields"]), "sums": dict(table["sums"])}
        return _base_knowledge(game, seat, view, deck, seen, slots,
                               {"stock": table["stock"]}, public, {})

    def hidden(self, game: Any, know: Knowledge, placed: dict[str, list[Card]],
               rng: np.random.Generator) -> dict[str, Any]:
        stock = placed["stock"]
        return {"hands": _hands(game, know, placed),
                "stock": [stock[i] for i in rng.permutation(len(stock))]}

    def deal_id(self, g: Any) -> Any:
        return g.game_number

    def start(self, g: Any, seat: int) -> Any:
        return len(g.results)

    def result(self, g: Any, seat: int, before: Any, memo: dict[str, Any]) -> tuple[float, float]:
        r = g.results[before]
        return float(r["scores"][seat]), float(r["winner"] == seat)


def _comp13_watch(game: Any, seat: int) -> tuple[set[str], dict[int, list[str]]]:
    """Replay the game, reading only ``seat``'s view at each step: every card it saw on a
    field or captured this game, and the cards it knows in other hands."""
    g = type(game).__new__(type(game))
    g._configure(game.players, game.seed, game._first_dealer, game.options,
                 [list(d) for d in game._decks_used])
    g._restart()
    ever: set[str] = set()
    known: dict[int, list[str]] = {}

    def look() -> None:
        v = g.view(seat)
        if any(e["key"] == "comp13.dealt" for e in v["events"]):
            ever.clear()
            known.clear()
        shown = {c for cs in v["table"]["fields"].values() for c in cs}
        shown |= {c for sv in v["seats"] for c in sv["captured"]}
        ever.update(shown)
        for s in known:
            known[s] = [c for c in known[s] if c not in shown]
        for e in v["events"]:
            val, who = e["values"], e["values"].get("seat")
            out = [val.get("card")] if isinstance(val.get("card"), str) else []
            out += val.get("cards") or []
            got = [val.get(k) for k in ("taken", "first", "second", "mate")]
            got = [c for c in got if isinstance(c, str)]
            ever.update(out + got)
            for s in known:
                known[s] = [c for c in known[s] if c not in out]
            if who != seat and who is not None and got:
                known.setdefault(who, []).extend(got)

    look()
    for s, action in game._history:
        g.play(action, s)
        look()
    return ever, known


_ADAPTERS: dict[str, _Adapter] = {
    "comrade": _Comrade(),
    "notice": _Notice(),
    "skull_collector": _Skull(),
    "trumps": _Trumps(),
    "comp13": _Comp13(),
}


def _adapter(game: Game) -> _Adapter:
    adapter = _ADAPTERS.get(game.name)
    if adapter is None:
        raise SetupError(
            f"the coach does not know {game.name} yet; it knows {', '.join(sorted(_ADAPTERS))}")
    return adapter


# --------------------------------------------------------------------------- estimates


@dataclass
class Estimate:
    """What one action is likely to bring, from ``playouts`` sampled playouts.

    ``value``: the mean result in the game's own terms (``measure`` names it) with its
    standard error ``value_se``; ``chance``: the share of playouts that reach the game's
    goal (``goal`` names it) with ``chance_se``; ``why``: one sentence per language.
    """

    action: str
    measure: str
    value: float
    value_se: float
    goal: str
    chance: float
    chance_se: float
    playouts: int
    why: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (a standard error not known from one playout is ``None``)."""
        out = dict(self.__dict__)
        for key in ("value_se", "chance_se"):
            if not math.isfinite(out[key]):
                out[key] = None
        return out


MEASURES: dict[str, tuple[str, str]] = {
    "comrade": ("win", "win"),
    "notice": ("deal_score", "target"),
    "skull_collector": ("deal_points", "skull"),
    "trumps": ("score", "win"),
    "comp13": ("score_change", "win"),
}
"""Per game: (what ``value`` measures, what ``chance`` counts)."""


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    m = float(sum(xs) / n)
    if n == 1:
        return m, math.inf
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


def playout(g: Game, seat: int, adapter: _Adapter, bots: Mapping[int, Any],
            max_actions: int = 5000, start: tuple[Any, Any] | None = None,
            lean: bool = False) -> tuple[float, float]:
    """Bots play ``g`` (changed in place) to the end of its deal; ``seat``'s result.

    ``start``: the adapter's ``(start(g0, seat), deal_id(g0))`` of the state the deal is
    measured from, when an action has been played since (default: ``g`` now). With
    ``lean``, once the deal reaches trick play (Notice, Comrade) the rest is played on the
    lean path of :mod:`cardlab.sim` by the bots' rules (``g`` stays where it was then).
    """
    before, deal = start if start is not None else (adapter.start(g, seat), adapter.deal_id(g))
    memo: dict[str, Any] = {"deal": deal}
    adapter.watch(g, seat, memo)
    for _ in range(max_actions):
        if g.is_over or adapter.deal_id(g) != deal:
            break
        if lean and (st := sim.lean(g)) is not None:
            return st.rollout(seat)
        for s in g.to_move:
            g.play(bots[s].choose(g.view(s)), s)
            adapter.watch(g, seat, memo)
            if g.is_over or adapter.deal_id(g) != deal:
                break
    return adapter.result(g, seat, before, memo)


def _default_bots(game: Game, seed: int) -> dict[int, Any]:
    from cardlab.bots import bot_for

    return {s: bot_for(game.name, seed=seed * 16 + s) for s in range(game.players)}


def estimate(
    game: Game,
    seat: int | None = None,
    playouts: int | None = 200,
    seconds: float | None = None,
    seed: int = 0,
    progress: Callable[[int], bool | None] | None = None,
) -> list[Estimate]:
    """For each legal action of ``seat``: the expected result, from playouts.

    Each round draws one sample (the same for every action: their differences are then
    less noisy) and plays every action from it with the game's bots to the end of the
    deal. It stops after ``playouts`` rounds or ``seconds`` (whichever comes first; at
    least one round); with ``seconds=None`` the answer depends only on ``seed``.
    ``progress``, when given, is called with the number of rounds done after each round;
    returning ``False`` stops there (a panel cancels a stale question this way).

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> [e.action for e in estimate(g, 0, playouts=2)][:3]
    ['take AS', 'take 2S', 'take 3S']
    """
    name, legal, results = _playouts(game, seat, playouts, seconds, seed, progress)
    return _worded(name, legal, results)


def _playouts(
    game: Game, seat: int | None, playouts: int | None, seconds: float | None, seed: int,
    progress: Callable[[int], bool | None] | None = None,
) -> tuple[str, list[str], dict[str, list[tuple[float, float]]]]:
    """The raw results of :func:`estimate`: per action, (value, success) per round."""
    if seat is None:
        if len(game.to_move) != 1:
            raise SetupError("name the seat: several seats (or none) are to move")
        seat = game.to_move[0]
    adapter = _adapter(game)
    seat = game._check_seat(seat)
    legal = [str(a) for a in game.legal_actions(seat)]
    if not legal:
        raise SetupError(f"seat {seat} has no action to choose now")
    know = adapter.knowledge(game, seat, game.view(seat))
    rng = np.random.default_rng(seed)
    results: dict[str, list[tuple[float, float]]] = {a: [] for a in legal}
    deadline = None if seconds is None else time.perf_counter() + seconds
    rounds = 0
    lean = sim.lean(game, viewer=seat)
    while playouts is None or rounds < playouts:
        if lean is not None:
            _lean_round(game, adapter, know, lean, rng, legal, results)
        else:
            base = _sample_from(game, adapter, know, rng)
            start = (adapter.start(base, seat), adapter.deal_id(base))
            for a in legal:
                g = _copy.deepcopy(base)
                g.play(a, seat)
                bots = _default_bots(game, seed * 100_003 + rounds)
                results[a].append(playout(g, seat, adapter, bots, start=start, lean=True))
        rounds += 1
        if deadline is not None and time.perf_counter() >= deadline:
            break
        if progress is not None and progress(rounds) is False:
            break
    return game.name, legal, results


def _lean_round(game: Game, adapter: _Adapter, know: Knowledge, lean: Any,
                rng: np.random.Generator, legal: list[str],
                results: dict[str, list[tuple[float, float]]]) -> None:
    """One round on the lean path (:mod:`cardlab.sim`): the same sample as
    :func:`_sample_from` draws, every action played out by the bots' rules."""
    rng.integers(2**31)  # the sample's seed: unused here, drawn to keep the same samples
    hidden = adapter.hidden(game, know, _placed(game, know, rng), rng)
    state = lean.with_hidden(hidden)
    for a in legal:
        st = state.copy()
        st.play(sim.index(Card(a)))
        results[a].append(st.rollout(know.seat))


def _worded(name: str, legal: list[str], results: Mapping[str, list[tuple[float, float]]]
            ) -> list[Estimate]:
    measure, goal = MEASURES[name]
    out = []
    for a in legal:
        value, vse = _mean_se([r[0] for r in results[a]])
        chance, cse = _mean_se([r[1] for r in results[a]])
        out.append(Estimate(a, measure, value, vse, goal, chance, cse, len(results[a])))
    top = max(out, key=_rank_key)
    for e in out:
        e.why = {lang: _why(name, e, top, lang) for lang in ("en", "ja")}
    return out


SKULL_COST = 50.0
"""What the coach bot counts a collected skull as, in Skull Collector points: a skull
kills a party member, and the final score is divided by the living members."""


def _rank_key(e: Estimate) -> tuple[float, float]:
    if e.goal == "skull":
        return (e.value - SKULL_COST * e.chance, -e.chance)
    return (e.value, e.chance)


def _why(name: str, e: Estimate, top: Estimate, lang: str) -> str:
    values = {"action": e.action, "value": round(e.value, 2), "chance": round(100 * e.chance),
              "playouts": e.playouts}
    if e is top:
        return t(f"coach.why.best.{name}", lang, **values)
    return t(f"coach.why.worse.{name}", lang, **values,
             best=top.action, diff=round(top.value - e.value, 2),
             diff_chance=round(100 * (top.chance - e.chance)))


def best(estimates: Sequence[Estimate]) -> Estimate:
    """The estimate with the highest value (then the highest chance; then the first).
    In Skull Collector a skull's chance counts against the points (:data:`SKULL_COST`).

    >>> best([Estimate("a", "win", 0.2, 0.1, "win", 0.2, 0.1, 5),
    ...       Estimate("b", "win", 0.5, 0.1, "win", 0.5, 0.1, 5)]).action
    'b'
    """
    return max(estimates, key=_rank_key)


# --------------------------------------------------------------------------- the coach bot


class CoachBot:
    """Plays the action with the best :func:`estimate` (determinized Monte Carlo).

    Unlike the other bots it reads the game object, but only through :func:`knowledge`
    and :func:`sample`, which read what its seat may know. ``game`` is the game it sits
    at (the object a Session plays); ``seconds`` bounds each decision. It starts from
    the game's own bot's choice and plays the best estimate instead only when, on the
    same samples, it gains more than ``margin`` standard errors (so a few noisy playouts
    do not make it worse than that bot). When the view it
    is given does not belong to that game (a new deal in a new object), or when a single
    action is legal, it plays as the game's own bot.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> bot = CoachBot(g, seed=1, playouts=2, seconds=None)
    >>> bot.choose(g.view(0)) in g.view(0)["legal"]
    True
    """

    def __init__(self, game: Game | None = None, seed: int | None = None,
                 playouts: int | None = 40, seconds: float | None = 0.4,
                 margin: float = 2.0) -> None:
        from cardlab.bots import bot_for

        self.margin = margin
        self.game = game
        self.seed = 0 if seed is None else int(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.fallback: Callable[[Mapping[str, Any]], str] | None = None
        if game is not None:
            self.fallback = bot_for(game.name, seed=seed).choose
        self.decisions = 0

    def attach(self, game: Game) -> None:
        """Sit at ``game`` (e.g. the new game of a Session's new deal)."""
        self.game = game

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of one legal action for the viewer."""
        legal = list(view["legal"])
        g, seat = self.game, view["viewer"]
        if len(legal) == 1:
            return legal[0]
        if g is None or g.name != view["game"] or seat not in g.to_move or [
                str(a) for a in g.legal_actions(seat)] != legal:
            if self.fallback is None:
                from cardlab.bots import bot_for

                self.fallback = bot_for(view["game"], seed=self.seed).choose
            return self.fallback(view)
        self.decisions += 1
        own = self.fallback(view) if self.fallback is not None else legal[0]
        name, acts, results = _playouts(g, seat, self.playouts, self.seconds,
                                        self.seed * 7919 + self.decisions)
        top = best(_worded(name, acts, results)).action
        if top == own:
            return own
        goal = MEASURES[name][1]

        def score(r: tuple[float, float]) -> float:
            return r[0] - SKULL_COST * r[1] if goal == "skull" else r[0]

        gain, se = _mean_se([score(a) - score(b)
                             for a, b in zip(results[top], results[own], strict=True)])
        return top if len(results[top]) >= 3 and gain > self.margin * se else own
