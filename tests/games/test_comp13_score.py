"""Comp-13's bot score in exact fortieths (cardlab.games.comp13.lean.score) against the
bot's sums as they were written in floats (kept here as the oracle, term for term)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import pytest

import cardlab
from cardlab.cards import Card, standard_deck
from cardlab.core import Action, Draw
from cardlab.games.comp13 import lean
from cardlab.games.comp13.bot import Comp13Bot, risk
from cardlab.games.comp13.rules import (
    FIELDS,
    KING,
    TARGET_FIELD,
    TARGET_TOTAL,
    Add,
    Bonus,
    Change,
    Place,
    Split,
    Swap,
    after_play,
    field_sum,
    is_honour,
    is_joker_field,
)

# ------------------------------------------------------------------ the oracle: floats


def worth(card: Card) -> float:
    if card.is_joker:
        return 3.0
    return 1.2 if card.rank == KING else 1.0


def honours(cs: Sequence[Card]) -> list[Card]:
    return [c for c in cs if is_honour(c)]


def float_risk(fields: Mapping[str, Sequence[Card]]) -> float:
    total, r, on_fields = 0, 0.0, 0
    for cs in fields.values():
        held = field_sum(cs)
        total += held
        if not cs or is_joker_field(cs):
            on_fields += sum(1 for c in cs if c.is_joker) * 3
            continue
        hs = honours(cs)
        on_fields += len(hs)
        if len(cs) == 1 and hs:
            r += 0.35
        if hs and 1 <= TARGET_FIELD - held <= 13 and len(cs) < 5:
            r += 0.3 * len(hs)
    if 1 <= TARGET_TOTAL - total <= 13:
        r += 0.25 * on_fields
    return r


def best_bonus(fields: Mapping[str, Sequence[Card]], comped: str, kind: int) -> float:
    best = 0.0
    for x, cs in fields.items():
        if x == comped or not cs or is_joker_field(cs):
            continue
        if kind == 2:
            if len(cs) == 1 and is_honour(cs[0]):
                best = max(best, worth(cs[0]))
        else:
            best = max(best, sum(worth(c) for c in honours(cs)))
    return best


CARDS = {(c.suit, c.rank): c for c in standard_deck()}


def chances(hand: Sequence[Card], fields: Mapping[str, Sequence[Card]]) -> float:
    out = 0.0
    for x in FIELDS:
        cs = fields.get(x, [])
        if not cs or is_joker_field(cs) or len(cs) >= 5:
            continue
        card = CARDS.get((cs[0].suit, TARGET_FIELD - field_sum(cs)))
        if card is not None and card in hand:
            out += len(honours(cs))
    return out


def float_score(action: Action, hand: list[Card], fields: Mapping[str, Sequence[Card]]
                ) -> float:
    """Comp13Bot.score as it was written in floats."""
    if isinstance(action, Bonus):
        if action.card is not None:
            return worth(action.card)
        if action.field is not None:
            return sum(worth(c) for c in honours(fields[action.field]))
        return 0.0
    if isinstance(action, Draw):
        return -0.45 - float_risk(fields) + 0.3 * chances(hand, fields)
    if isinstance(action, Place):
        after = {**fields, "D": [action.card]}
        if sum(field_sum(cs) for cs in after.values()) == TARGET_TOTAL:
            return 10.0
        return (1.0 if is_honour(action.card) else 0.0) - float_risk(after)
    after = after_play(fields, action)
    new_hand = list(hand)
    new_hand.remove(action.card)
    back = {Swap: lambda: [action.taken], Split: lambda: [action.first, action.second],
            Change: lambda: [fields[action.field][0]], Add: list}[type(action)]()
    new_hand += back
    delta = int(is_honour(action.card)) - sum(1 for c in back if is_honour(c))
    total = sum(field_sum(cs) for cs in after.values())
    x = action.field
    if isinstance(action, Add | Swap):
        if total == TARGET_TOTAL:
            gain = sum(worth(c) for cs in after.values() for c in cs
                       if is_honour(c) or c.is_joker)
            mine = [c for c in new_hand if c.rank == KING or c.is_joker]
            gain += sum(worth(c) + (2.0 if c.is_joker else 1.0) for c in mine)
            return 5.0 + gain + 0.5 * delta
        if field_sum(after[x]) == TARGET_FIELD:
            comped = after[x]
            kind = 2 if len(comped) == 2 else 3
            gain = sum(worth(c) for c in honours(comped)) + best_bonus(after, x, kind)
            if any(c.rank == KING and c.suit == comped[0].suit for c in new_hand):
                gain += 2.0
            rest = {f: cs for f, cs in after.items() if f != x}
            return 1.0 + gain + 0.5 * delta - 0.5 * float_risk(rest)
    return 0.5 * delta - float_risk(after) + 0.3 * chances(new_hand, after)


# ------------------------------------------------------------------ the tests


@pytest.mark.parametrize(("players", "options"), [
    (4, {}), (3, {"jokers": 3}), (2, {"bonus_optional": False})])
def test_the_exact_score_is_the_bots_float_score(players: int, options: dict) -> None:
    """Over random games (plays favoured, so Comps, bonuses and All-Grounds come), every
    legal action of the seat to move: the bot's score (the fortieths of
    ``lean.score`` over 40) is the float sum within rounding, and ``risk`` too."""
    rng = np.random.default_rng(players)
    compared = big = 0
    for seed in range(8):
        g = cardlab.new_game("comp13", players=players, seed=seed, **options)
        bot = Comp13Bot(seed=0)
        while g.game_number == 1 and not g.is_over:  # type: ignore[attr-defined]
            seat = g.to_move[0]
            hand, fields = list(g.hands[seat]), dict(g.fields)  # type: ignore[attr-defined]
            legal = g.legal_actions()
            for a in legal:
                want = float_score(a, hand, fields)
                assert bot.score(a, hand, fields) == pytest.approx(want, abs=1e-9), str(a)
                compared += 1
                big += want >= 1.0
            assert risk(fields) == pytest.approx(float_risk(fields), abs=1e-9)
            plays = [a for a in legal if str(a) != "draw"] or list(legal)
            pool = plays if rng.random() < 0.7 else list(legal)
            g.play(pool[int(rng.integers(len(pool)))])
    assert compared >= 300 and big >= 5  # Comps and bonuses were scored


def test_a_fields_figures_are_kept_alike() -> None:
    """``field_stats`` keeps what ``stats`` works out, for a field seen again."""
    f = (lean.code("9D"), lean.code("2D"))
    assert lean.field_stats(f) == lean.stats(list(f)) == lean.field_stats(f)
    assert lean.stats(list(f))[:2] == (11, 2)


def test_final_score_is_score_cards_on_card_numbers() -> None:
    """The lean end of a game (:func:`lean.final_score`) gives the rules' score, minus points
    and captured values (what the winner is decided by) for random captures and hands,
    complete honour sets, all four kings and jokers both ways included."""
    from cardlab.games.comp13.rules import score_cards

    rng = np.random.default_rng(13)
    deck = [*standard_deck(), Card("JK"), Card("JK"), Card("JK")]
    honours = [c for c in deck if c.is_joker or c.rank in (1, 10, 11, 12, 13)]
    sets = kings = 0
    for _ in range(400):
        k = int(rng.integers(0, 21))
        taken = [honours[int(i)] for i in rng.choice(len(honours), size=k, replace=False)]
        rest = [c for c in deck if c not in taken or c.is_joker]
        held = [rest[int(i)] for i in rng.choice(len(rest), size=int(rng.integers(0, 8)),
                                                 replace=False)]
        for points in (3, 4):
            want = score_cards(taken, held, points)
            got = lean.final_score([lean.code(c) for c in taken], [lean.code(c) for c in held],
                                   points)
            assert got == {"score": want["score"], "minus": want["minus"],
                           "values": want["values"]}
        want = score_cards(taken, held)
        sets += want["sets"] > 0
        kings += want["kings"] > 0
    assert sets >= 5 and kings >= 5
