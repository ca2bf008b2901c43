"""Records from files checked in full (cardlab.records): every kind of bad file gets its
one sentence in both languages, a mangled file never raises anything but RecordError,
and the timeline's states are those of the record's prefixes."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.bots import RandomBot
from cardlab.errors import RecordError
from cardlab.records import MAX_RECORD_BYTES, RecordCheckError, Timeline, check_record
from cardlab.session import play_out

NAMES = sorted(cardlab.GAMES)


def played(name: str = "comrade", seed: int = 7, moves: int | None = None) -> cardlab.Game:
    """A game of ``name`` played by random bots (to the end, or ``moves`` moves)."""
    g = cardlab.new_game(name, seed=seed)
    bots = {s: RandomBot(seed=s) for s in range(g.players)}
    if moves is None:
        return play_out(g, bots)
    for _ in range(moves):
        if g.is_over:
            break
        seat = g.to_move[0]
        g.play(bots[seat].choose(g.view(seat)), seat)
    return g


def refused(data: Any, game: str | None = None) -> RecordCheckError:
    with pytest.raises(RecordCheckError) as info:
        check_record(data, game)
    e = info.value
    assert isinstance(e, RecordError) and isinstance(e, cardlab.CardlabError)
    for lang in ("en", "ja"):
        text = e.text(lang)
        assert text and "\n" not in text and "{" not in text, text
        assert text.endswith("." if lang == "en" else "。"), text
    assert str(e) == e.text("en")
    return e


def test_a_good_record_opens_as_the_same_game() -> None:
    g = played(moves=9)
    text = json.dumps(g.to_record())
    for data in (text, text.encode(), "\ufeff" + text, g.to_record()):
        assert check_record(data) == g
    assert check_record(text, game="comrade") == g


def test_too_big() -> None:
    e = refused(b" " * (MAX_RECORD_BYTES + 1))
    assert e.text("en") == ("This file is 2,000 kB, more than a record may be (2,000 kB), "
                            "so it was not opened.")
    assert e.key == "record.too_big"


def test_empty_truncated_not_text_not_json() -> None:
    text = json.dumps(played(moves=5).to_record())
    assert refused(b"").key == "record.empty"
    assert refused("  \n").key == "record.empty"
    e = refused(text[: len(text) // 2])
    assert e.key == "record.truncated"
    assert e.text("ja") == "このファイルは記録の途中で切れているので開けません。"
    assert refused(text[:-1]).key == "record.truncated"
    assert refused(b"\xff\xfe\x00garbage").key == "record.bad.text"
    e = refused("<html>hello</html>")
    assert e.text("en") == "This file is not a game record: its text is not JSON."
    assert refused("[" * 100_000).key in ("record.bad.json", "record.truncated")


def test_json_but_no_record() -> None:
    for data in ("[1, 2]", '"hello"', "{}", '{"format": "other"}', "null"):
        assert refused(data).text("en") == "This file holds JSON, but not a cardlab game record."


def test_version_and_missing_parts() -> None:
    rec = played(moves=3).to_record()
    assert refused({**rec, "version": 99}).text("en") == (
        "This record was written in a form this cardlab cannot read (version 99).")
    rec.pop("decks")
    rec.pop("seed")
    assert refused(rec).text("en") == "This record lacks parts every record has: seed, decks."


def test_unknown_game_and_another_game() -> None:
    rec = played(moves=3).to_record()
    assert refused({**rec, "game": "chess"}).text("en") == (
        "This record is of a game cardlab does not know ('chess').")
    e = refused(rec, game="trumps")
    assert e.text("en") == ("This is a record of Comrade, not of Trumps: open it at a table "
                            "of Comrade.")


def test_players_and_options() -> None:
    rec = played(moves=3).to_record()
    assert refused({**rec, "players": 9}).text("en") == (
        "This record has 9 players, but Comrade is played by 3 / 4 / 5.")
    assert refused({**rec, "options": {**rec["options"], "jokers": 2}}).text("en") == (
        "This record uses a rule option Comrade does not have ('jokers').")
    key = next(iter(rec["options"]))
    e = refused({**rec, "options": {**rec["options"], key: "lots"}})
    assert e.key == "record.bad.option_value" and key in e.text("en")
    assert refused({**rec, "options": [1]}).key == "record.damaged"


def test_an_illegal_move_is_named_by_number_seat_and_rule() -> None:
    rec = played(moves=6).to_record()
    rec["actions"][3] = [rec["actions"][3][0], rec["actions"][0][1]]  # the first bid again
    e = refused(rec)
    assert e.key == "record.bad.action"
    assert e.text("en").startswith(f"Move 4 of the record (seat {rec['actions'][3][0]}: ")
    assert "breaks the rules: " in e.text("en")
    assert e.text("ja").startswith("記録の4手目(席")
    rec["actions"][3] = [rec["actions"][3][0], "fly away"]
    assert refused(rec).text("en") == "Move 4 of the record ('fly away') is not a move of Comrade."


def test_decks_that_do_not_fit_are_damage() -> None:
    rec = played(moves=3).to_record()
    rec["decks"] = [rec["decks"][0][:-1]]
    assert refused(rec).key == "record.damaged"


def test_the_error_is_worded_in_japanese_too() -> None:
    rec = played(moves=3).to_record()
    assert refused({**rec, "players": 9}).text("ja") == (
        "この記録のプレイヤーは9人ですが、カムレッドは3 / 4 / 5人で遊びます。")
    assert refused(rec, game="trumps").text("ja") == (
        "これはトランプスではなくカムレッドの記録なので、カムレッドのテーブルで開いてください。")


FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_TEXTS = {name: json.dumps(played(name, seed=1, moves=12).to_record()) for name in NAMES}


@FUZZ
@given(name=st.sampled_from(NAMES), cut=st.integers(0, 10_000), junk=st.text(max_size=4),
       at=st.integers(0, 10_000), raw=st.booleans(), other=st.sampled_from([None, *NAMES]))
def test_mangled_files_give_a_game_or_one_sentence(name: str, cut: int, junk: str, at: int,
                                                   raw: bool, other: str | None) -> None:
    """A record file cut anywhere, with characters changed anywhere, as text or bytes,
    opened at a table of any game: a game or RecordError, never anything else."""
    text = _TEXTS[name]
    text = text[: max(cut, len(text) // 3)]
    text = text[:at] + junk + text[at + len(junk):]
    data: bytes | str = text.encode("utf-8", "surrogatepass") if raw else text
    try:
        g = check_record(data, other)
    except RecordCheckError as e:
        assert e.text("en") and e.text("ja") and "\n" not in e.text("en")
        return
    assert g.name == (other or g.name)


@FUZZ
@given(data=st.binary(max_size=300))
def test_any_bytes_give_one_sentence(data: bytes) -> None:
    with pytest.raises(RecordCheckError):
        check_record(data)


# ----------------------------------------------------------------------------- timeline


@pytest.mark.parametrize("name", NAMES)
def test_timeline_states_are_the_record_prefixes(name: str) -> None:
    """The game at step k equals from_record of the record's first k moves (where such a
    prefix record exists: its decks are the deals made so far)."""
    g = played(name, seed=2)
    tl = Timeline(g)
    rec = g.to_record()
    for k in [tl.last, 0, 1, tl.last // 2, tl.last - 1, 3, tl.last, 2]:
        k = max(0, min(k, tl.last))
        state = tl.at(k)
        assert [tuple(h) for h in state.history] == [tuple(h) for h in g.history[:k]]
        deals = len(state.to_record()["decks"])
        prefix = {**rec, "actions": rec["actions"][:k], "decks": rec["decks"][:deals]}
        assert state == cardlab.from_record(prefix), (name, k)
        assert state.view(0) == cardlab.from_record(prefix).view(0)
    assert tl.at(tl.last) == g


def test_timeline_events_log_and_marks() -> None:
    g = played("skull_collector", seed=3)
    tl = Timeline(g)
    assert next(e.kind for e in tl.events(0)) == "deal"
    assert sum(len(tl.events(k)) for k in range(tl.last + 1)) == len(tl.log(tl.last))
    marks = tl.marks()
    assert marks[0] == (0, "deal", {"number": 1})
    tricks = [m for m in marks if m[1] == "trick"]
    assert tricks and all(any(e.kind == "trick" for e in tl.events(k)) for k, _, _ in tricks)
    k = tricks[1][0]
    assert len(tl.tricks(k)) == 2
    with pytest.raises(IndexError):
        tl.at(tl.last + 1)
