"""Deal codes: six characters that fix a game, its players and its seed."""

from __future__ import annotations

import itertools

import pytest

import cardlab
from cardlab import dealcode
from cardlab.dealcode import ALPHABET, GAME_SLOTS, SEEDS, CodeError, decode, encode
from cardlab.link_settings import read_link


@pytest.mark.parametrize("game", sorted(cardlab.GAMES))
def test_a_code_round_trips_for_every_game_player_count_and_seed_range(game: str) -> None:
    for players in range(2, 8):
        for seed in (0, 1, 7, 12345, SEEDS // 2, SEEDS - 1):
            code = encode(game, players, seed)
            assert code is not None and len(code) == 6 and set(code) <= set(ALPHABET)
            assert decode(code) == (game, players, seed)
            assert decode(f" {code[:3].lower()}-{code[3:]} ") == (game, players, seed)


def test_codes_are_spread_and_distinct() -> None:
    codes = {encode("comrade", 3, seed) for seed in range(2000)}
    assert len(codes) == 2000  # no two deals share a code
    assert len({c[:2] for c in codes}) > 100  # small seeds do not all start alike


def test_the_five_games_keep_their_places_in_codes() -> None:
    """A kit's slot is fixed for ever: a code read aloud last year still means its deal."""
    slots = {name: kit.code for name, kit in cardlab.GAMES.items()}
    assert {k: slots[k] for k in ("comrade", "notice", "skull_collector", "trumps", "comp13")} \
        == {"comrade": 0, "notice": 1, "skull_collector": 2, "trumps": 3, "comp13": 4}
    assert len(set(slots.values())) == len(slots) and max(slots.values()) < GAME_SLOTS


def test_what_has_no_code() -> None:
    assert encode("comrade", 3, SEEDS) is None
    assert encode("comrade", 8, 1) is None and encode("comrade", 1, 1) is None
    assert encode("a sixth game", 3, 1) is None
    assert cardlab.new_game("comrade", seed=7, pass_limit=5).deal_code is None
    assert cardlab.new_game("comrade", players=3, seed=7).deal_code == encode("comrade", 3, 7)


def test_a_random_deal_always_has_a_code() -> None:
    for name in cardlab.GAMES:
        g = cardlab.new_game(name)
        assert g.seed < SEEDS and g.deal_code is not None
        again = cardlab.new_game(*decode(g.deal_code)[:1], players=g.players,
                                 seed=decode(g.deal_code)[2])
        assert again.to_record()["decks"] == g.to_record()["decks"]  # the same deal


@pytest.mark.parametrize(("text", "key"), [
    ("24AZM", "ui.code.length"), ("24AZMXX", "ui.code.length"), ("", "ui.code.length"),
    ("24AZM0", "ui.code.character"), ("24AZMI", "ui.code.character"),
    ("24AZML", "ui.code.character"), ("24AZMO", "ui.code.character"),
])
def test_what_is_not_a_code_says_why(text: str, key: str) -> None:
    with pytest.raises(CodeError) as e:
        decode(text)
    assert e.value.key == key
    assert cardlab.i18n.t(key, "en", **e.value.values)
    assert cardlab.i18n.t(key, "ja", **e.value.values)


def test_a_code_of_no_game_is_refused() -> None:
    """Three of the eight game places are free for new games: their codes are refused."""
    refused = 0
    for first, second in itertools.product(ALPHABET, repeat=2):
        try:
            game, _, _ = decode(first + second + "AZMX")
        except CodeError as e:
            assert e.key == "ui.code.unknown"
            refused += 1
        else:
            assert game in cardlab.GAMES
    assert 0.2 < refused / len(ALPHABET) ** 2 < 0.5  # about 3 in 8


def test_links_take_a_code() -> None:
    code = encode("notice", 5, 4242)
    settings, unused = read_link("notice", f"code={code.lower()}&lang=en")
    assert (settings["players"], settings["seed"], unused) == (5, 4242, [])
    settings, unused = read_link("comrade", f"code={code}")
    assert settings["seed"] is None and [e.key for e in unused] == ["ui.link.code_game"]
    settings, unused = read_link("comrade", "code=24AZM0")
    assert settings["seed"] is None and unused[0].key == "ui.code.character"
    assert "0" in unused[0].text("en")
    six = encode("comrade", 6, 1)  # players the game does not allow
    assert read_link("comrade", f"code={six}")[1][0].key == "ui.link.players"


def test_the_table_shows_the_code_and_the_seed_box_takes_one() -> None:
    app = cardlab.play("comrade", seed=1, lang="en", bot_delay=0)
    assert app.table.tree["head"]["code"] == f"deal code {app.game.deal_code}"
    code = encode("comrade", 4, 99)
    app.seed_box.value = f"{code[:3]}-{code[3:].lower()}"
    app.new_deal_button.click()
    assert (app.game.players, app.game.seed) == (4, 99) and app.players_box.value == 4
    app.seed_box.value = encode("notice", 4, 99)
    app.new_deal_button.click()
    assert "another game" in app.table.message["text"] and app.game.seed == 99
    app.seed_box.value = "XYZ"
    app.new_deal_button.click()
    assert app.table.message["text"].startswith("a seed is a whole number ≥ 0, or a deal code")
    app.seed_box.value = "24AZM0"
    app.new_deal_button.click()
    assert "“0”, which no deal code has" in app.table.message["text"]
    assert dealcode.LENGTH == 6
