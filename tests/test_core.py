"""cardlab.core: the Game contract itself, on Comrade (the first game)."""

from __future__ import annotations

import inspect
import json
import pickle
import re
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.cards import Card
from cardlab.core import (
    GAMES,
    Event,
    Game,
    HistoryEntry,
    Option,
    Outcome,
    Pass,
    PlayCard,
    choice,
    from_record,
    int_range,
    new_game,
)
from cardlab.errors import (
    CardlabError,
    ContractError,
    IllegalActionError,
    InvalidActionError,
    RecordError,
    SetupError,
)


def test_registry_lists_specs() -> None:
    """GAMES maps names to specs with player counts and option defaults."""
    spec = GAMES["comrade"]
    assert spec.players == (3, 4, 5) and spec.default_players == 3
    assert spec.defaults() == {"pass_limit": 3, "dead_end": "anyone", "match": False}
    assert spec.title == {"en": "Comrade", "ja": "カムレッド"}
    assert cardlab.GAMES is GAMES


def test_errors_are_exported_and_value_errors() -> None:
    """The error classes live in cardlab and are ValueErrors (and CardlabErrors)."""
    for cls in (cardlab.InvalidActionError, cardlab.IllegalActionError, cardlab.SetupError,
                cardlab.RecordError, cardlab.InvalidCardError):
        assert issubclass(cls, ValueError) and issubclass(cls, CardlabError)


def test_new_game_errors_name_what_is_allowed() -> None:
    """Unknown game, player count, option: one sentence naming what is allowed."""
    with pytest.raises(SetupError, match=r"choose from: .*comrade"):
        new_game("bridge")
    with pytest.raises(SetupError, match="3, 4 or 5 players, not 6"):
        new_game("comrade", players=6)
    with pytest.raises(SetupError, match=r"unknown option colour.*pass_limit"):
        new_game("comrade", colour="red")
    with pytest.raises(SetupError, match="pass_limit=0: must be a whole number from 1 to 15"):
        new_game("comrade", pass_limit=0)
    with pytest.raises(SetupError, match="dead_end='x': must be one of"):
        new_game("comrade", dead_end="x")
    with pytest.raises(SetupError, match="match=1: must be True or False"):
        new_game("comrade", match=1)
    with pytest.raises(SetupError, match="must hold exactly these 36 cards"):
        new_game("comrade", deck=["AS"] * 36)


def test_dealer_none_is_a_seeded_draw() -> None:
    """dealer=None draws the dealer from the seed, the same every time; records keep it."""
    dealers = {new_game("comrade", seed=s, dealer=None).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    assert new_game("comrade", seed=4, dealer=None).dealer == new_game(
        "comrade", seed=4, dealer=None).dealer
    g = new_game("comrade", seed=4, dealer=None)
    assert from_record(g.to_record()).dealer == g.dealer


def test_seed_none_draws_and_records_a_seed() -> None:
    """A game without a seed gets one, and its record replays it."""
    g = new_game("comrade")
    assert isinstance(g.seed, int) and 0 <= g.seed < 2**53
    assert from_record(g.to_record()) == g


def test_play_returns_events_and_records_history() -> None:
    """play() takes text or actions, returns events, and appends to the history."""
    g = new_game("comrade", seed=7)
    events = g.play("take 4S")
    assert events[0].key == "comrade.took" and events[0].values["total"] == 4
    assert g.history == (HistoryEntry(0, g.parse_action("take 4S")),)
    g.play(Pass())
    assert g.history[-1] == HistoryEntry(1, Pass())
    events = g.play("pass", seat=2)
    assert g.events == events
    assert [e.key for e in events] == ["comrade.passed", "comrade.round_starts"]


def test_illegal_action_leaves_game_unchanged_and_names_rule() -> None:
    """An illegal action raises with the action, the seat and the reason in two languages."""
    g = new_game("comrade", seed=7)
    g.play("take 4S")
    before = g.to_record()
    with pytest.raises(IllegalActionError) as info:
        g.play("take 4S")
    e = info.value
    assert e.seat == 1 and str(e.action) == "take 4S"
    assert e.key == "comrade.bid_card_taken"
    assert e.reason == "♠4 was already taken by seat 0"
    assert e.reason_ja == "♠4はすでに席0が取っています"
    assert "take 4S" in str(e) and "seat 1" in str(e)
    assert g.to_record() == before


def test_out_of_turn_and_bad_seats() -> None:
    """Another seat's action is illegal; a seat that does not exist is invalid."""
    g = new_game("comrade", seed=7)
    with pytest.raises(IllegalActionError, match="not your turn: seat 0 is to move"):
        g.play("pass", seat=1)
    for bad in (3, -1, "0", 1.0, True):
        with pytest.raises(InvalidActionError):
            g.play("pass", seat=bad)  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        g.view(7)
    with pytest.raises(SetupError):
        g.legal_actions(9)
    assert g.legal_actions(1) == ()


@pytest.mark.parametrize("text", ["", "   ", "tkae 2C", "take", "take 2C 3C 4C", "KX",
                                  "x" * 500, "take JK Z", "take 2C S", "pass pass"])
def test_unreadable_text_is_invalid(text: str) -> None:
    """Text that is not an action of the game: InvalidActionError, no change."""
    g = new_game("comrade", seed=7)
    before = g.to_record()
    with pytest.raises(InvalidActionError) as info:
        g.play(text)
    assert info.value.reason and info.value.reason_ja
    assert g.to_record() == before


@pytest.mark.parametrize("thing", [None, 3, 2.5, ["pass"], {"act": "pass"}, b"pass"])
def test_non_text_is_invalid(thing: object) -> None:
    """Objects that are neither text nor actions: InvalidActionError."""
    g = new_game("comrade", seed=7)
    with pytest.raises(InvalidActionError, match="not a"):
        g.play(thing)  # type: ignore[arg-type]


def test_parse_action_round_trip_and_repr() -> None:
    """Text → action → text, and repr is a constructor call."""
    g = new_game("comrade", seed=7)
    for text in ("take 2C", "take JK H", "pass", "KS", "10H"):
        a = g.parse_action(text)
        assert str(a) == text
    assert g.parse_action("TAKE 2c") == g.parse_action("take 2C")
    assert repr(PlayCard(Card("KS"))) == "PlayCard(card=Card('KS'))"
    assert eval(repr(PlayCard(Card("KS")))) == PlayCard(Card("KS"))


def test_undo_steps_back_exactly_and_raises_when_empty() -> None:
    """undo() returns the last action and restores the previous record."""
    g = new_game("comrade", seed=11)
    with pytest.raises(IndexError):
        g.undo()
    records = [g.to_record()]
    for text in ("take AS", "take 2H", "pass", "take 3D"):
        g.play(text)
        records.append(g.to_record())
    for i in range(4, 0, -1):
        entry = g.undo()
        assert g.to_record() == records[i - 1]
        assert isinstance(entry, HistoryEntry)
    with pytest.raises(IndexError):
        g.undo()


def test_records_are_json_and_replay_exactly() -> None:
    """to_record is JSON-ready; from_record rebuilds an equal game."""
    g = new_game("comrade", players=5, seed=3, dealer=2, pass_limit=4)
    for text in ("take JK C", "take 2C", "pass"):
        g.play(text)
    rec = json.loads(json.dumps(g.to_record()))
    assert rec["format"] == "cardlab-record" and rec["version"] == 1
    assert rec["dealer"] == 2 and rec["options"]["pass_limit"] == 4
    assert len(rec["decks"]) == 1 and len(rec["decks"][0]) == 52
    again = from_record(rec)
    assert again == g and again.view(reveal=True) == g.view(reveal=True)


def test_record_keeps_deck_not_numpy_shuffle() -> None:
    """A record replays from its stored deck even when the seed would shuffle otherwise."""
    g = new_game("comrade", seed=3)
    rec = g.to_record()
    other = new_game("comrade", seed=4).to_record()["decks"][0]
    rec["decks"] = [other]
    replayed = from_record(rec)
    assert replayed.to_record()["decks"] == [other]


def test_from_record_error_names_the_failing_action() -> None:
    """A record whose action is illegal says which action failed, and why, in both
    languages."""
    g = new_game("comrade", seed=3)
    g.play("take 4S")
    rec = g.to_record()
    rec["actions"].append([1, "take 4S"])
    with pytest.raises(RecordError, match=r"Move 2 of the record \(seat 1: take the bid card ♠4\)"
                       ) as info:
        from_record(rec)
    assert info.value.text("ja") == (
        "記録の2手目(席1:宣言カード♠4を取る)はルール違反です:♠4はすでに席0が取っています。")


def test_one_check_of_a_record_head_for_from_record_and_check_record() -> None:
    """core.check_record_head is the one shape check: from_record and records.check_record
    refuse a foreign record with the same sentence (records keeps no checks of its own)."""
    import inspect as _inspect

    from cardlab import records
    from cardlab.core import check_record_head

    rec = new_game("comrade", seed=3).to_record()
    for bad, key in ((["x"], "record.bad.shape"), ({**rec, "version": 2}, "record.bad.version"),
                     ({**rec, "players": 7}, "record.bad.players"),
                     ({**rec, "options": {"colour": 1}}, "record.bad.option"),
                     ({**rec, "decks": [[1]]}, "record.bad.decks"),
                     ({**rec, "actions": [[None, "pass"]]}, "record.bad.actions")):
        with pytest.raises(RecordError) as core_error:
            from_record(bad)
        with pytest.raises(records.RecordCheckError) as records_error:
            records.check_record(bad)
        assert core_error.value.key == records_error.value.key == key
        assert str(core_error.value) == str(records_error.value)
    with pytest.raises(RecordError, match="This is a record of Comrade, not of Notice"):
        check_record_head(rec, "notice")
    assert "RECORD_VERSION" not in _inspect.getsource(records)


def test_views_have_one_shape() -> None:
    """view(seat), view(None) and view(reveal=True) share the keys of design.md."""
    g = new_game("comrade", seed=3)
    keys = {"game", "phase", "viewer", "to_move", "dealer", "seats", "table", "legal",
            "events", "outcome"}
    for v in (g.view(0), g.view(None), g.view(reveal=True), g.view(2, reveal=True)):
        assert keys <= set(v)
    assert g.view(0)["legal"] and g.view(1)["legal"] == [] and g.view(None)["legal"] == []
    assert isinstance(g.view(0)["seats"][0]["hand"], list)
    assert g.view(0)["seats"][1]["hand"] == 12
    assert all(isinstance(s["hand"], list) for s in g.view(reveal=True)["seats"])


def test_private_events_reach_only_their_seats() -> None:
    """An event with `to` is visible to those seats (and a teacher) only."""
    e = Event("core.game_over", {}, to=(1,))
    assert e.visible_to(1) and not e.visible_to(0) and not e.visible_to(None)
    assert e.visible_to(None, reveal=True)
    assert e.to_json() == {"key": "core.game_over", "values": {}, "to": [1]}


def test_outcome_json() -> None:
    """Outcome.to_json is JSON-ready."""
    o = Outcome((1.0, 2.0), [1], Event("core.game_over", {}), {"x": 1})
    assert json.loads(json.dumps(o.to_json()))["winners"] == [1]


def test_option_checks() -> None:
    """Option helpers accept what they name and reject the rest."""
    assert choice("a", "b")("a") == "a"
    with pytest.raises(ValueError):
        choice("a")("b")
    with pytest.raises(ValueError):
        choice(0, 1)(True)
    assert int_range(0, 3)(3) == 3
    for bad in (4, -1, 1.5, "2", True):
        with pytest.raises(ValueError):
            int_range(0, 3)(bad)
    with pytest.raises(SetupError, match="option x"):
        Option(1, "doc", int_range(0, 1)).validate("x", 5)


def test_legal_actions_sorted_and_cached() -> None:
    """legal_actions is a tuple in a fixed order, the same object until the game changes."""
    g = new_game("comrade", seed=3)
    a = g.legal_actions()
    assert isinstance(a, tuple) and a is g.legal_actions(0)
    assert str(a[-1]) == "pass"
    g.play("pass")
    assert g.legal_actions() is not a


def test_repr_and_equality() -> None:
    """repr names the game; games compare by record."""
    g = new_game("comrade", seed=3)
    assert "comrade" in repr(g) and "seed=3" in repr(g)
    assert g == new_game("comrade", seed=3) and g != new_game("comrade", seed=4)
    assert g != "comrade"


def test_events_say_what_they_are_by_kind() -> None:
    """A deal dealt is ``"deal"``, a trick taken ``"trick"``, the end ``"over"``."""
    from cardlab.messages import KINDS

    assert KINDS == ("deal", "trick", "over")
    for name in sorted(cardlab.GAMES):
        g = cardlab.new_game(name, seed=2)
        assert g.events[0].kind == "deal" and g.view()["events"][0]["kind"] == "deal"
    g = cardlab.new_game("comrade", players=3, seed=7)
    for a in ["take 4S", "take 4H", "take 4D"]:
        g.play(a)
    kinds = []
    while not g.is_over:
        events = g.play(g.legal_actions()[0])
        kinds += [(e.key, e.kind) for e in events if e.kind]
    assert kinds[0][1] == "trick" and kinds[0][0].startswith("trick.highest")
    assert kinds[-1] == (g.outcome.reason.key, "over")
    assert g.outcome.to_json()["reason"]["kind"] == "over"


def test_event_json_without_kind_is_the_old_form() -> None:
    """An event with no kind has the old JSON form; from_json reads old and new forms."""
    from cardlab.messages import Event as MessageEvent

    assert Event is MessageEvent
    old = {"key": "core.game_over", "values": {}}
    assert Event("core.game_over", {}).to_json() == old
    assert Event.from_json(old) == Event("core.game_over", {})
    new = Event("comrade.win", {"deal": 1}, kind="over")
    assert Event.from_json(new.to_json()) == new
    assert Event.from_json({"key": "x", "values": {}, "to": [1]}).to == (1,)


def test_view_carries_the_game_facts() -> None:
    """``view["facts"]``: cooperative, simultaneous phases, players, title — as in GAMES."""
    expected = {
        "comrade": (True, []), "notice": (False, ["predict", "target"]),
        "skull_collector": (False, ["chest", "pass"]), "trumps": (False, ["start"]),
        "comp13": (False, []),
    }
    for name, (coop, simultaneous) in expected.items():
        facts = cardlab.new_game(name, seed=1).view(None)["facts"]
        assert facts["cooperative"] is coop and facts["simultaneous"] == simultaneous
        assert facts["players"] == list(cardlab.GAMES[name].players)
        assert facts["title"] == dict(cardlab.GAMES[name].title)


# --------------------------------------------------------------------------- the hooks on Game

GAME_FILES = sorted((Path(cardlab.__file__).parent / "games").glob("*/rules.py"))


def test_phases_are_derived_from_PHASES() -> None:
    """``phases`` is PHASES' phases in order, then "over"; no game declares it twice."""
    assert GAMES["comrade"].cls.phases == ("bid", "play", "over")
    assert GAMES["comp13"].cls.phases == ("place", "play", "bonus", "over")
    for name, spec in GAMES.items():
        assert spec.cls.phases == (*spec.cls.PHASES, "over"), name
    for path in GAME_FILES:
        assert not re.search(r"^\s+phases\s*[:=]", path.read_text(), re.M), path


def test_every_phase_change_goes_through_enter() -> None:
    """No game sets ``_phase`` itself: Game._enter is the one checked step."""
    for path in GAME_FILES:
        assert not re.search(r"\b_phase\s*=[^=]", path.read_text()), path
    g = new_game("comrade", players=3, seed=7)
    g._enter("play")
    assert g.phase == "play"


def test_enter_refuses_an_unknown_phase_in_both_languages() -> None:
    """A misspelt phase is a ContractError naming the game's phases; the phase stays."""
    g = new_game("notice", seed=1)
    with pytest.raises(ContractError) as info:
        g._enter("predicting")
    assert str(info.value) == (
        "notice has no phase 'predicting' (its phases: predict, target, play, over)")
    assert info.value.text("ja") == (
        "notice にフェーズ 'predicting' はありません(フェーズは predict, target, play, over)")
    assert g.phase == "predict"


def test_start_deal_and_end_deal_have_the_base_signature() -> None:
    """Every game's _start_deal and _end_deal take what Game's take."""
    start, end = inspect.signature(Game._start_deal), inspect.signature(Game._end_deal)
    assert list(end.parameters) == ["self", "events", "end"]
    for name, spec in GAMES.items():
        assert inspect.signature(spec.cls._start_deal) == start, name
        assert inspect.signature(spec.cls._end_deal) == end, name


def test_a_game_with_nothing_to_set_first_deals_by_the_base_setup() -> None:
    """Trumps (one deal) has no _setup of its own: the base's deals by _start_deal."""
    cls = GAMES["trumps"].cls
    assert "_setup" not in vars(cls) and "_start_deal" in vars(cls)
    assert new_game("trumps", seed=4).view(None)["seats"][0]["hand"] == 7


def test_parse_action_is_one_classmethod_bots_use_too() -> None:
    """Game.parse_action reads text on the class (a bot has no game) as on a game."""
    comrade, comp13 = GAMES["comrade"].cls, GAMES["comp13"].cls
    g = new_game("comrade", players=3, seed=7)
    for text in ("take 2C", "TAKE jk c", "pass", "qs"):
        assert comrade.parse_action(text) == g.parse_action(text)
    assert str(comp13.parse_action("SWAP 5h 9h c")) == "swap 5H 9H C"
    assert str(GAMES["trumps"].cls.parse_action("pair 7")) == "pair 7"
    with pytest.raises(InvalidActionError):
        GAMES["trumps"].cls.parse_action("pair 11")  # Pairs cards are 1 to 10
    with pytest.raises(InvalidActionError):
        comrade.parse_action("take 2C S")
    bot_source = (Path(cardlab.__file__).parent / "games" / "comp13" / "bot.py").read_text()
    assert "Comp13.parse_action(" in bot_source


# --------------------------------------------------------------------------- one message style

KEYED_FILES = sorted(Path(cardlab.__file__).parent.glob("core/*.py")) + [
    Path(cardlab.__file__).parent / name for name in ("errors.py", "cards.py", "records.py")
] + GAME_FILES


def test_no_error_is_worded_by_an_f_string_alone() -> None:
    """Errors of the engine, cards and records are keyed messages (English and Japanese),
    never an English-only f-string."""
    assert len(KEYED_FILES) == 14
    for path in KEYED_FILES:
        assert not re.search(r"raise \w*Error\(f[\"']", path.read_text()), path


@pytest.mark.parametrize(("call", "en", "ja"), [
    (lambda: new_game("comrade", players=6), "comrade is played by 3, 4 or 5 players, not 6",
     "comrade は3、4、5人で遊びます(6 人では遊べません)"),
    (lambda: new_game("comrade", pass_limit=0),
     "option pass_limit=0: must be a whole number from 1 to 15",
     "オプション pass_limit=0 は使えません: 1から15までの整数でなければなりません"),
    (lambda: new_game("comrade", seed=7, deck=["AS"]), "deck must hold exactly these 36 cards",
     "山札はちょうど次の36枚でなければなりません"),
    (lambda: new_game("notice", score_table={"per_trick": 1.5}),
     "option score_table={'per_trick': 1.5}: per_trick must be a whole number of points",
     "per_trick は点数(整数)で指定します(1.5 は使えません)"),
    (lambda: new_game("skull_collector", first_leader=5),
     "option first_leader=5: must be a seat 0, 1 or 2, or None (drawn from the seed)",
     "席0、1、2か、None(シードで決める)でなければなりません"),
    (lambda: new_game("comrade", seed=1).legal_actions(9), "a seat is a number from 0 to 2, not 9",
     "席は0〜2の数で指定します(9 は使えません)"),
    (lambda: new_game("comrade", seed=1).undo(), "there is no action to undo",
     "取り消せる手はありません"),
])
def test_errors_read_in_english_and_japanese(call: Any, en: str, ja: str) -> None:
    """One message style: str(e) is English, e.text("ja") Japanese, and a pickled error
    keeps both."""
    with pytest.raises(CardlabError) as info:
        call()
    e = info.value
    assert str(e).startswith(en) and e.text("en") == str(e)
    assert ja in e.text("ja") and e.text("ja") != str(e)
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is type(e) and again.text("ja") == e.text("ja")


def test_the_core_package_keeps_every_import_name() -> None:
    """cardlab.core is a package of one module per concept; every name it gave as one
    module still imports from it, and each lives in its concept's module."""
    import cardlab.core as core
    from cardlab.core import actions, game, options, replay, state

    before = ("GAMES Action CardAction Draw Event Game HistoryEntry NumberAction Option "
              "Outcome Pass PlayCard from_record new_game replay_record MAX_ACTION_TEXT "
              "RECORD_FORMAT RECORD_VERSION SHAPES boolean choice int_range freeze same "
              "freeze_rows freeze_items freeze_item_rows freeze_groups").split()
    assert all(hasattr(core, name) for name in before)
    assert set(core.__all__) >= set(before)
    homes = {actions: ("Action", "PlayCard", "NumberAction", "HistoryEntry"),
             options: ("Option", "choice", "int_range", "boolean"),
             game: ("Game", "new_game"), state: ("freeze", "SHAPES"),
             replay: ("from_record", "replay_record", "check_record_head")}
    for module, names in homes.items():
        for name in names:
            assert getattr(core, name) is getattr(module, name), name
