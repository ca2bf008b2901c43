"""The conformance checks every registered game must pass (used by test_conformance.py).

Kept in one importable module so that a game's own tests can run them on a set-up deal.
"""

from __future__ import annotations

import copy as _copy
import json
from collections.abc import Iterable

import numpy as np
import pytest

import cardlab
from cardlab.cards import Card
from cardlab.core import Action, Game
from cardlab.core.state import freeze
from cardlab.errors import IllegalActionError, InvalidActionError
from cardlab.messages import KINDS

KINDS = (None, *KINDS)


def all_cases(seeds: Iterable[int]) -> list[tuple[str, int, int]]:
    """(game, players, seed) for every registered game and allowed player count."""
    return [
        (name, n, seed)
        for name, spec in sorted(cardlab.GAMES.items())
        for n in spec.players
        for seed in seeds
    ]


def hand_texts(g: Game) -> set[str]:
    """Every card text in every hand (seen with reveal=True)."""
    out: set[str] = set()
    for s in g.view(reveal=True)["seats"]:
        if isinstance(s["hand"], list):
            out.update(s["hand"])
    return out


def check_view(g: Game) -> dict[int | None, dict]:
    """Views have the one shape, are JSON-ready, and hide other seats' hands; returns
    the views it checked, by viewer (``None``: a spectator), for further checks."""
    keys = {"game", "phase", "viewer", "players", "to_move", "dealer", "seats", "table",
            "legal", "events", "outcome", "reveal"}
    views = {}
    for viewer in [None, *range(g.players)]:
        v = views[viewer] = g.view(viewer)
        assert keys <= set(v), keys - set(v)
        json.dumps(v)
        assert len(v["seats"]) == g.players
        for i, seat in enumerate(v["seats"]):
            assert "hand" in seat
            if i != viewer:
                assert isinstance(seat["hand"], int), (viewer, i, seat["hand"])
            else:
                assert isinstance(seat["hand"], list)
        if viewer is not None and viewer in g.to_move:
            assert v["legal"] == [str(a) for a in g.legal_actions(viewer)]
        else:
            assert v["legal"] == []
        for e in v["events"]:
            assert "to" not in e or viewer in e["to"]
            assert e.get("kind", None) in KINDS, e
        check_facts(g, v["facts"])
    full = g.view(reveal=True)
    assert all(isinstance(s["hand"], list) for s in full["seats"])
    json.dumps(full)
    return views


def check_facts(g: Game, facts: dict) -> None:
    """``view["facts"]`` is the registry's facts, JSON-ready and true of the game now."""
    spec = cardlab.GAMES[g.name]
    assert facts == spec.facts() == json.loads(json.dumps(facts))
    assert set(facts) == {"cooperative", "simultaneous", "players", "title"}
    assert isinstance(facts["cooperative"], bool) and facts["cooperative"] == spec.cooperative
    assert facts["players"] == list(spec.players) and g.players in facts["players"]
    assert set(facts["title"]) == {"en", "ja"} and all(facts["title"].values())
    assert set(facts["simultaneous"]) <= set(g.phases)
    if g.phase not in facts["simultaneous"]:
        assert len(g.to_move) <= 1, (g.phase, g.to_move)


def check_texts(g: Game) -> None:
    """Every event, every legal action and the outcome read in both languages."""
    for e in g.events:
        assert e.text("en") and e.text("ja")
    for s in g.to_move:
        for a in g.legal_actions(s):
            t = str(a)
            assert str(g.parse_action(t)) == t
            assert g.parse_action(t) == a
            assert a.text("en") and a.text("ja")
    if g.outcome is not None:
        assert g.outcome.reason.text("en") and g.outcome.reason.text("ja")


def check_rejects(g: Game, pool: set[str], rng: np.random.Generator) -> None:
    """Out-of-turn and illegal actions raise and change nothing."""
    before = g.to_record()
    movers = g.to_move
    others = [s for s in range(g.players) if s not in movers]
    mover = movers[int(rng.integers(len(movers)))]
    legal = {str(a) for a in g.legal_actions(mover)}
    if others:
        for text in list(legal)[:3]:
            with pytest.raises(IllegalActionError):
                g.play(text, others[0])
    illegal = sorted(pool - legal)
    for text in rng.permutation(illegal)[:8] if illegal else []:
        try:
            g.parse_action(str(text))
        except InvalidActionError:
            continue
        with pytest.raises(IllegalActionError) as info:
            g.play(str(text), mover)
        err = info.value
        assert err.seat == mover and err.reason and err.reason_ja
    with pytest.raises((InvalidActionError, IllegalActionError)):
        g.play("no such action", mover)
    assert g.to_record() == before


def run_random_game(
    name: str, players: int, seed: int, deep: bool = True, **options: object
) -> Game:
    """Play a seeded random game to the end, checking the contract on the way.

    ``options`` are the game's rule options (default: every option at its default).
    """
    g = cardlab.new_game(name, players=players, seed=seed, **options)
    assert [e.kind for e in g.events].count("deal") == 1, "the deal says it is one"
    rng = np.random.default_rng(seed + 1000)
    pool: set[str] = set()
    steps = 0
    while not g.is_over:
        movers = g.to_move
        assert movers, "a game that is not over has someone to move"
        for s in movers:
            legal = g.legal_actions(s)
            assert legal, f"seat {s} is to move but has no legal action"
            pool.update(str(a) for a in legal)
        pool.update(hand_texts(g))
        if deep and steps % 7 == 0:
            check_view(g)
            check_texts(g)
            check_rejects(g, pool, rng)
        seat = movers[int(rng.integers(len(movers)))]
        legal = g.legal_actions(seat)
        action = legal[int(rng.integers(len(legal)))]
        before = g.to_record()
        g.play(action, seat)
        if deep and steps % 5 == 0:
            after = g.to_record()
            g.undo()
            assert g.to_record() == before
            g.play(str(action), seat)
            assert g.to_record() == after
        steps += 1
        assert steps < 20_000, "game does not end"
    assert g.to_move == ()
    assert g.outcome is not None
    assert len(g.outcome.scores) == players
    assert all(0 <= w < players for w in g.outcome.winners)
    check_ending(g)
    check_view(g)
    check_texts(g)
    with pytest.raises(IllegalActionError):
        g.play(str(g.history[-1].action), g.history[-1].seat)
    return g


def check_ending(g: Game) -> None:
    """The end: the reason says it is ``"over"``; a cooperative game is won or lost by all."""
    assert g.outcome is not None and g.outcome.reason.kind == "over"
    assert all(e == g.outcome.reason for e in g.events if e.kind == "over" and e.to is None
               and e.key == g.outcome.reason.key)
    if cardlab.GAMES[g.name].cooperative:
        assert g.outcome.winners in ([], list(range(g.players)))


# ----------------------------------------------------------------------------- state keys


def check_state_key(g: Game) -> None:
    """``g.state_key()`` is exact here: equal for an equal game (a copy, a replayed record,
    an undo and the same action again), and it changes when any attribute of the game
    changes — an attribute taken away or set, a container losing an element, a hand
    losing a card. The game itself is not changed."""
    key = g.state_key()
    assert g.copy().state_key() == key
    check_copy(g)
    assert cardlab.from_record(json.loads(json.dumps(g.to_record()))).state_key() == key
    if g.history:
        last = g.history[-1]
        again = g.copy()
        again.undo()
        assert again.state_key() != key
        again.play(last.action, last.seat)
        assert again.state_key() == key
    for name, value in vars(g).items():
        if name in g._NOT_STATE or name == "_history":
            continue
        for h in _changed(g, name, value):
            try:
                changed = h.state_key() != key
            except (TypeError, AttributeError):
                changed = True  # the key read it, and could not copy what it found
            assert changed, f"{g.name}: state_key misses a change of {name}"


def _attributes(x: object) -> dict[str, object] | None:
    """The attributes of a mutable object of a game's state (a trick), ``None`` for a
    value (a card, an action, a named tuple, a number) or a container."""
    if isinstance(x, tuple | list | dict | set | frozenset | Action | Card | type):
        return None
    if hasattr(x, "__dict__"):
        return dict(vars(x))
    slots = getattr(x, "__slots__", None)
    return None if slots is None else {k: getattr(x, k) for k in slots if hasattr(x, k)}


def _containers(x: object, path: str, seen: dict[int, str], out: dict[str, str]) -> None:
    """Every mutable container reachable from ``x`` (lists, dicts, sets, objects), by id
    in ``seen`` (its first path); ``out`` maps each later path that reaches one already
    seen to that first path (the state's sharing)."""
    attributes = _attributes(x)
    if attributes is not None or isinstance(x, list | dict | set):
        if id(x) in seen:
            out[path] = seen[id(x)]
            return
        seen[id(x)] = path
    if isinstance(x, dict):
        children = {f"[{k!r}]": v for k, v in x.items()}
    elif isinstance(x, list | tuple | set | frozenset):
        items = sorted(x, key=repr) if isinstance(x, set | frozenset) else x
        children = {f"[{i}]": v for i, v in enumerate(items)}
    else:
        children = {f".{k}": v for k, v in (attributes or {}).items()}
    for where, v in children.items():
        _containers(v, path + where, seen, out)


def check_copy(g: Game) -> None:
    """``g.copy()`` (Game.__deepcopy__, which takes the history's actions and the used
    decks' cards as they are) is what the generic deep copy makes: equal attributes, the
    same sharing between them (two attributes holding one list hold one list in the copy
    too), and not one list, dict or object in common with ``g``; and every action of the
    game is hashable (a frozen value, so sharing it is safe)."""
    c = g.copy()
    # the generic deep copy (copy.deepcopy's own walk, which Game.__deepcopy__ replaces)
    generic = _copy._reconstruct(g, {}, *g.__reduce_ex__(4))  # type: ignore[attr-defined]
    assert type(c) is type(g)
    assert freeze(vars(c)) == freeze(vars(generic)) == freeze(vars(g)), g.name
    seen_g: dict[int, str] = {}
    shared_g: dict[str, str] = {}
    _containers(vars(g), "g", seen_g, shared_g)
    seen_c: dict[int, str] = {}
    shared_c: dict[str, str] = {}
    _containers(vars(c), "g", seen_c, shared_c)
    assert shared_c == shared_g, f"{g.name}: the copy shares differently"
    common = set(seen_g) & set(seen_c)
    assert not common, f"{g.name}: the copy holds {sorted(seen_g[i] for i in common)[:5]}"
    for _seat, action in g._history:
        hash(action)


def _changed(g: Game, name: str, value: object) -> list[Game]:
    """Copies of ``g`` with its attribute ``name`` changed in the ways it can be."""
    out = []
    h = g.copy()
    if value is None:
        setattr(h, name, 0)
    else:
        delattr(h, name)
    out.append(h)
    h = g.copy()
    inner = getattr(h, name)
    if isinstance(inner, list | dict) and inner:
        first = inner[0] if isinstance(inner, list) else next(iter(inner.values()))
        inner.popitem() if isinstance(inner, dict) else inner.pop()
        out.append(h)
        if isinstance(first, list | dict) and first:  # one level down (a hand)
            h = g.copy()
            inner = getattr(h, name)
            first = inner[0] if isinstance(inner, list) else next(iter(inner.values()))
            first.popitem() if isinstance(first, dict) else first.pop()
            out.append(h)
    return out


class KeySnapshots:
    """Keys taken along a game, each with a deep copy made when it was taken: a key keeps
    values by reference (:data:`cardlab.core.SHAPES`), so if the game later changed one of
    them in place, the old key would no longer equal its copy."""

    def __init__(self) -> None:
        self.kept: list[tuple[int, tuple, object]] = []

    def take(self, g: Game, step: int) -> None:
        """Keep the key of ``g`` now (the last 6 of them) and check every kept one."""
        from cardlab.core import freeze

        for when, key, copy in self.kept:
            assert freeze(key) == copy, (
                f"{g.name}: a value in the state key of step {when} changed in place "
                f"by step {step}"
            )
        key = g.state_key()
        self.kept = [*self.kept[-5:], (step, key, freeze(key))]


def run_key_game(name: str, players: int, seed: int) -> Game:
    """A seeded random game with :class:`KeySnapshots` at every step and
    :func:`check_state_key` at some; returns the game at its end."""
    g = cardlab.new_game(name, players=players, seed=seed)
    rng = np.random.default_rng(seed + 2000)
    snaps = KeySnapshots()
    steps = 0
    while not g.is_over:
        snaps.take(g, steps)
        if steps % 40 == 3:
            check_state_key(g)
        seat = g.to_move[int(rng.integers(len(g.to_move)))]
        legal = g.legal_actions(seat)
        g.play(legal[int(rng.integers(len(legal)))], seat)
        steps += 1
    snaps.take(g, steps)
    check_state_key(g)
    return g
