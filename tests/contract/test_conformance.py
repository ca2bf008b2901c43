"""Every registered game: random seeded games to the end, undo, records, views, rejects."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.errors import IllegalActionError, InvalidActionError, RecordError, SetupError
from tests.support.conformance import all_cases, run_key_game, run_random_game

CASES = all_cases(range(6))
GAME_COUNTS = [(name, n) for name, spec in sorted(cardlab.GAMES.items()) for n in spec.players]


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_random_game_to_the_end(name: str, players: int, seed: int) -> None:
    """Random legal play ends, with the contract checked along the way."""
    g = run_random_game(name, players, seed)
    again = cardlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g
    assert again.view(reveal=True) == g.view(reveal=True)
    assert again.outcome == g.outcome


@pytest.mark.parametrize(("name", "players"), GAME_COUNTS)
def test_same_seed_same_game(name: str, players: int) -> None:
    """A seed fixes the deal; the record keeps the deck order."""
    a = cardlab.new_game(name, players=players, seed=42)
    b = cardlab.new_game(name, players=players, seed=42)
    assert a.to_record() == b.to_record()
    assert a.view(reveal=True) == b.view(reveal=True)
    deck = a.to_record()["decks"][0]
    c = cardlab.new_game(name, players=players, seed=1, deck=deck)
    assert c.view(reveal=True)["seats"] == a.view(reveal=True)["seats"]


@pytest.mark.parametrize(("name", "players"), GAME_COUNTS)
def test_copy_is_independent(name: str, players: int) -> None:
    """copy() gives an equal game that does not share state."""
    g = cardlab.new_game(name, players=players, seed=5)
    c = g.copy()
    assert c == g
    seat = c.to_move[0]
    c.play(c.legal_actions(seat)[0], seat)
    assert c != g and len(g.history) == 0


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_bad_setup(name: str) -> None:
    """Unknown players, options, seeds, dealers and decks: one ValueError each."""
    spec = cardlab.GAMES[name]
    for bad in (0, 1, 7, 99, "3", 2.5, True):
        if bad in spec.players and not isinstance(bad, bool):
            continue
        with pytest.raises(SetupError, match="players"):
            cardlab.new_game(name, players=bad)
    with pytest.raises(SetupError, match="unknown option"):
        cardlab.new_game(name, no_such_option=1)
    with pytest.raises(SetupError, match="seed"):
        cardlab.new_game(name, seed=-1)
    with pytest.raises(SetupError, match="dealer"):
        cardlab.new_game(name, dealer=spec.default_players)
    with pytest.raises(SetupError, match="deck"):
        cardlab.new_game(name, deck=["AS"])
    with pytest.raises(SetupError, match="deck"):
        cardlab.new_game(name, deck="AS 2S")
    assert issubclass(SetupError, ValueError)


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_undo_without_history(name: str) -> None:
    """undo() with no history is an IndexError."""
    with pytest.raises(IndexError):
        cardlab.new_game(name, seed=1).undo()


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_damaged_records(name: str) -> None:
    """A damaged or foreign record raises RecordError and builds nothing."""
    g = run_random_game(name, cardlab.GAMES[name].default_players, 3, deep=False)
    rec = g.to_record()
    bad = [
        None, [], {}, {**rec, "format": "other"}, {**rec, "version": 99},
        {**rec, "game": "chess"}, {**rec, "players": 99}, {**rec, "seed": "x"},
        {**rec, "decks": "x"}, {**rec, "decks": [rec["decks"][0][:-1]]},
        {**rec, "actions": [[0, "garbage"]]}, {**rec, "actions": "x"},
        {**rec, "actions": rec["actions"] + [[0, "pass"]]},
        {**rec, "options": {"no_such": 1}}, {k: v for k, v in rec.items() if k != "seed"},
        {**rec, "actions": [[99, text] for _, text in rec["actions"]]},
    ]
    for record in bad:
        with pytest.raises(RecordError):
            cardlab.from_record(record)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(st.text(max_size=30), st.binary(max_size=10), st.integers(), st.none(),
                      st.lists(st.text(max_size=3), max_size=3)))
def test_parse_never_crashes(name: str, text: object) -> None:
    """Any input to play() is an action, an InvalidActionError or an IllegalActionError."""
    g = cardlab.new_game(name, seed=1)
    before = g.to_record()
    try:
        g.play(text)  # type: ignore[arg-type]
    except (InvalidActionError, IllegalActionError) as e:
        assert e.reason and e.reason_ja
        assert g.to_record() == before


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_random_play_property(name: str, seed: int) -> None:
    """For any seed, random play reaches the end and the record replays it."""
    g = run_random_game(name, cardlab.GAMES[name].default_players, seed, deep=False)
    assert cardlab.from_record(g.to_record()) == g


@pytest.mark.parametrize(("name", "players", "seed"), all_cases(range(2)))
def test_state_key_is_exact(name: str, players: int, seed: int) -> None:
    """Game.state_key: equal for equal games, changed by any change of the game's
    attributes, and a true snapshot (nothing it keeps by reference changes later)."""
    g = run_key_game(name, players, seed)
    assert g.is_over


def test_state_key_walks_an_undeclared_attribute() -> None:
    """An attribute no STATE_SHAPES names is still in the key (walked), in depth."""
    g = cardlab.new_game("trumps", players=2, seed=3)
    key = g.state_key()
    g.extra = [[1]]  # type: ignore[attr-defined]
    with_extra = g.state_key()
    assert with_extra != key
    g.extra[0].append(2)  # type: ignore[attr-defined]
    assert g.state_key() != with_extra


@pytest.mark.parametrize("missing", ["stock", "deal_number", "trick", "hands"])
def test_state_key_of_a_game_with_an_attribute_not_set(missing: str) -> None:
    """A declared attribute not set (yet) stands as None in the key, whatever its shape,
    and the key is the same one again once it is back."""
    g = cardlab.new_game("notice", players=3, seed=1)
    key = g.state_key()
    saved = g.__dict__.pop(missing)
    without = g.state_key()
    changed = [i for i, (a, b) in enumerate(zip(key, without, strict=True)) if a != b]
    assert len(changed) == 1 and without[changed[0]] is None
    setattr(g, missing, saved)
    assert g.state_key() == key
