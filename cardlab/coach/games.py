"""The coach's per-game part (:mod:`cardlab.coach`): for each game what a seat knows
(its hidden places), what a sample puts in them (:meth:`_Adapter.hidden`, given to
:meth:`cardlab.core.Game.with_hidden`), when a deal ends and what a playout scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.cards import Card, sort_cards
from cardlab.coach.deal import (
    Knowledge,
    Slot,
    _base_knowledge,
    _deal_plays,
    _hand_count,
    _hand_slots,
    _hands,
    _voids,
)
from cardlab.core import Game
from cardlab.errors import SetupError

__all__: list[str] = []


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


class _Comrade(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.cards import standard_deck
        from cardlab.games.comrade.rules import SETUP

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
        from cardlab.games.notice.rules import _DECKS

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
        from cardlab.games.notice.bot import expected_tricks

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
        from cardlab.games.skull_collector.rules import PLAYING_CARDS

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
        from cardlab.games.skull_collector.rules import ORDER

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
        from cardlab.games.skull_collector.rules import POINTS_PER_TRICK

        if g.deal_number != before and g.last_deal is not None:
            return (float(g.last_deal["points"][seat]),
                    float(bool(g.last_deal["skulls"][seat])))
        return float(POINTS_PER_TRICK * memo.get("tricks", 0)), float(memo.get("skulls", 0) > 0)


class _Trumps(_Adapter):
    def knowledge(self, game: Any, seat: int, view: Mapping[str, Any]) -> Knowledge:
        from cardlab.games.trumps.rules import HIGHEST

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
