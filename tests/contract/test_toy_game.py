"""A sixth game reaches every surface from its kit alone (``tests/support/toy_game.py``).

High Card is registered only in its own file. Each test drives one surface through the
same public door a built-in game uses, with no other file edited: the conformance suite,
the soak, ``new_game``, deal codes, records and replay, the table's picture, the coach, a
class, a shared table. (The table played by clicks in a browser:
``tests/browser/test_toy_browser.py``.) A kit that lacks a part is refused on
registration with one sentence naming the part.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import cardlab
from cardlab import coach, dealcode
from cardlab.bots import bot_for
from cardlab.classroom import ClassStore
from cardlab.kit import KitError, register
from cardlab.layout import build, to_json
from cardlab.render import tree_html
from cardlab.session import play_out
from cardlab.tables import TableClient, TableStore
from tests.classroom.test_tables import play_to_the_end
from tests.support import soak
from tests.support.conformance import run_key_game, run_random_game
from tests.support.toy_game import KIT

ROOT = Path(__file__).resolve().parents[2]
NAME = "highcard"


@pytest.fixture(autouse=True, scope="module")
def registered() -> Iterator[None]:
    """High Card is registered for this module's tests only (the other tests' loops over
    ``cardlab.GAMES`` expect the five games)."""
    register(KIT)
    yield
    cardlab.GAMES.pop(NAME, None)


def bots(n: int) -> dict[int, object]:
    return {s: bot_for(NAME, seed=s) for s in range(n)}


@pytest.mark.parametrize("players", [2, 3])
def test_the_conformance_suite_plays_it(players: int) -> None:
    for seed in range(4):
        g = run_random_game(NAME, players, seed)
        assert cardlab.from_record(json.loads(json.dumps(g.to_record()))) == g
        assert run_key_game(NAME, players, seed).is_over


@pytest.mark.parametrize("players", [2, 3])
def test_the_soak_plays_it_with_every_check(players: int) -> None:
    endings: Counter[str] = Counter()
    assert all(soak.play_one(NAME, players, seed, endings) > 0 for seed in range(12))
    assert endings["highcard.over"] == 12


def test_new_game_deal_codes_records_and_replay() -> None:
    g = cardlab.new_game(NAME, players=2, seed=41)
    assert dealcode.decode(g.deal_code) == (NAME, 2, 41)
    again = cardlab.new_game(NAME, players=2, seed=dealcode.decode(g.deal_code)[2])
    assert again.to_record()["decks"] == g.to_record()["decks"]
    play_out(g, bots(2))
    record = json.loads(json.dumps(g.to_record()))
    assert cardlab.from_record(record) == g
    table = cardlab.replay(record, seat=0)
    assert table.replay_to("last") and table.shown_game() == g


def test_the_table_draws_it_in_both_languages() -> None:
    g = cardlab.new_game(NAME, players=3, seed=2)
    for lang in ("en", "ja"):
        tree = build(g.view(g.to_move[0]), lang)
        html = tree_html(tree)
        assert cardlab.GAMES[NAME].title[lang] in json.dumps(to_json(tree), ensure_ascii=False)
        mine = g.hands[g.to_move[0]]
        assert sorted(c.text for c in mine) == sorted(re.findall(r'data-card="(\w+)"', html))
        back = {"en": "4 cards face down", "ja": "伏せた手札4枚"}[lang]
        assert html.count(f'aria-label="{back}"') == 2  # the two other hands


def test_the_coach_estimates_its_actions() -> None:
    g = cardlab.new_game(NAME, players=3, seed=3)
    seat = g.to_move[0]
    estimates = coach.estimate(g, seat, playouts=30)
    assert sorted(e.action for e in estimates) == sorted(str(a) for a in g.legal_actions())
    assert all(e.measure == "tricks" and e.playouts == 30 for e in estimates)
    assert all(e.why["en"] and e.why["ja"] for e in estimates)
    level = bot_for(g, level="coach")
    assert level.choose(g.view(seat)) in {e.action for e in estimates}


def test_a_class_of_it_is_created_played_and_scored(tmp_path: Path) -> None:
    store = ClassStore(tmp_path / "c.sqlite")
    store.create("toy-class", NAME, players=3, seeds=[5])
    game = play_out(store.deal_game("toy-class", 0), bots(3))
    result = store.submit("toy-class", "Aiko", 0, game.to_record(), seconds=30)
    assert result.outcome in ("win", "tie", "loss")
    assert result.score == game.outcome.scores[0]
    assert [r.student for r in store.results("toy-class")] == ["Aiko"]


def test_a_shared_table_of_it_plays_to_the_end(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "t.sqlite")
    store.create_table("toy-table", NAME, players=3, seed=9, bots=[2])
    clients = [TableClient(store, "toy-table", "Aiko"), TableClient(store, "toy-table", "Ken")]
    play_to_the_end(clients, lambda c: str(c.game.legal_actions(c.seat)[0]))
    records = {json.dumps(c.game.to_record(), sort_keys=True) for c in clients}
    assert len(records) == 1 and all(c.game.is_over for c in clients)


@pytest.mark.parametrize("part", ["layout", "bot", "coach", "measure", "soak_options",
                                  "ledger", "beginner_slip"])
def test_a_kit_without_a_part_is_refused_naming_it(part: str) -> None:
    with pytest.raises(KitError, match=f"the kit of highcard lacks its {part} "):
        register(replace(KIT, **{part: None}))
    assert cardlab.GAMES[NAME] is KIT  # nothing changed


def test_a_kit_without_its_coach_sentences_or_with_a_taken_code_is_refused() -> None:
    with pytest.raises(KitError, match=re.escape("lacks the messages coach.why.best.highcard")):
        register(replace(KIT, messages=()))
    with pytest.raises(KitError, match="deal-code slot 0 is comrade's"):
        register(replace(KIT, code=0))
    with pytest.raises(KitError, match="code must be a deal-code slot from 0 to 7"):
        register(replace(KIT, code=8))
    for slip in (1.5, -0.1, "often", True):
        with pytest.raises(KitError, match=re.escape(
                f"the kit of highcard: beginner_slip must be a chance from 0 to 1, not {slip!r}")):
            register(replace(KIT, beginner_slip=slip))


def test_no_other_file_names_the_toy_game() -> None:
    """Registered in one file: the rest of the project never spells its name."""
    named = subprocess.run(["git", "grep", "-l", "-i", "highcard", "--", "."], cwd=ROOT,
                           capture_output=True, text=True, check=False).stdout.split()
    assert set(named) <= {"tests/support/toy_game.py", "tests/contract/test_toy_game.py",
                          "tests/browser/test_toy_browser.py"}
