"""Every input surface fuzzed with hypothesis (issue 23, item 2).

What a user, a page or a file can hand cardlab — action texts and seats, records, rule
options, a dashboard's link, the seed box, the widget's messages — either works or gets
cardlab's own error (a :class:`~cardlab.errors.CardlabError`) with one sentence, or is
ignored with one sentence on the table's message line. Nothing else is raised and nothing
changes. (Records here come in as dicts; the file upload of the table's "open…" is fuzzed in
tests/test_records.py and tests/test_replay_table.py.)

Each test is bounded (``max_examples``, no deadline), so the file runs in well under a
minute.
"""

from __future__ import annotations

import json
import logging
import os
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.core import Game
from cardlab.errors import (
    CardlabError,
    IllegalActionError,
    InvalidActionError,
    RecordError,
    SetupError,
)
from cardlab.i18n import LANGS
from cardlab.lessons import read_link

NAMES = sorted(cardlab.GAMES)
EXAMPLES = int(os.environ.get("CARDLAB_FUZZ_EXAMPLES", "25"))
"""Examples per test and game (25 keeps the file well under a minute; more for a hunt)."""
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

# JSON values of any shape (what a page, a file or a link can carry)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=4),
    max_leaves=12,
)
# texts that look like numbers without being plain ones
NUMBERISH = st.sampled_from(["²", "٣", "３", "1_0", "1e3", "-0", "+3", "0x10", "nan", "inf",
                             " 3", "3 ", "9" * 5000, "1" * 30, "", "3.0", "⁴", "Ⅻ"])


def one_sentence(text: str) -> None:
    """A reason a learner reads: one line, not empty, not a traceback."""
    assert text and "\n" not in text and "Traceback" not in text, text
    assert len(text) < 600, text


def advanced(name: str, seed: int, steps: int) -> Game:
    """A game of ``name`` after ``steps`` random legal actions (a state mid-game)."""
    g = cardlab.new_game(name, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if g.is_over:
            break
        seat = g.to_move[int(rng.integers(len(g.to_move)))]
        legal = g.legal_actions(seat)
        g.play(legal[int(rng.integers(len(legal)))], seat)
    return g


def action_texts(g: Game) -> st.SearchStrategy[Any]:
    """Texts near the game's own actions (legal ones bent out of shape) and anything else."""
    near = sorted({str(a) for s in range(g.players) for a in g.legal_actions(s)}
                  | {"pass", "draw", "take JK C", "bonus none"})
    bent = st.builds(lambda t, i, c: t[:i] + c + t[i + 1:], st.sampled_from(near),
                     st.integers(0, 12), st.sampled_from(["", " ", "X", "0", "JK", "²", "\x00",
                                                          "10", "-", "９"]))
    words = st.lists(st.sampled_from(["take", "predict", "target", "chest", "give", "add",
                                      "swap", "split", "change", "place", "bonus", "single",
                                      "pair", "start", "facedown", "draw", "pass", "KS", "10H",
                                      "JK", "A", "B", "Z", "99999", "-1", "²", "C"]),
                     min_size=1, max_size=5).map(" ".join)
    return st.one_of(st.sampled_from(near), bent, words, st.text(max_size=70), NUMBERISH,
                     st.builds(lambda w, n: f"{w} {n}", st.sampled_from(["predict", "target",
                               "start", "single", "take"]), NUMBERISH))


SEATS = st.one_of(st.none(), st.integers(-3, 8), st.sampled_from(
    [True, False, 1.0, "0", "1", [0], {"seat": 0}, 2**70, np.int64(1), np.int64(-1)]))


# ----------------------------------------------------------------------------- actions


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data(), seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_action_texts_and_seats(name: str, data: st.DataObject, seed: int, steps: int) -> None:
    """Any text for any seat, in any state: played, or refused with one sentence and no
    change (InvalidActionError for what cannot be read, IllegalActionError for the rest)."""
    g = advanced(name, seed, steps)
    text = data.draw(action_texts(g), label="text")
    seat = data.draw(SEATS, label="seat")
    before, view = g.to_record(), g.view(reveal=True)
    try:
        g.play(text, seat)
    except (InvalidActionError, IllegalActionError) as e:
        one_sentence(e.reason)
        one_sentence(e.reason_ja)
        one_sentence(str(e))
        assert g.to_record() == before and g.view(reveal=True) == view
    except CardlabError as e:  # several to move and no seat named
        assert isinstance(e, SetupError) and seat is None and len(g.to_move) > 1, e
        assert g.to_record() == before
    else:
        assert len(g.history) == len(before["actions"]) + 1


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(text=st.one_of(st.text(max_size=30), NUMBERISH, JSON), seat=SEATS)
def test_legal_actions_and_views_for_any_seat(name: str, text: Any, seat: Any) -> None:
    """legal_actions, view and parse_action given anything: an answer or SetupError /
    InvalidActionError, never another exception."""
    g = cardlab.new_game(name, seed=3)
    for call in (lambda: g.legal_actions(seat), lambda: g.view(seat), lambda: g.parse_action(text)):
        try:
            call()
        except (SetupError, InvalidActionError) as e:
            one_sentence(str(e))


# ----------------------------------------------------------------------------- records


def _record(name: str, seed: int) -> dict[str, Any]:
    return advanced(name, seed, 25).to_record()


def _set_path(obj: Any, path: list[int], value: Any) -> Any:
    """``obj`` with the item that ``path`` picks (indices into keys or items) replaced."""
    if not path or not isinstance(obj, dict | list) or not obj:
        return value
    i = path[0] % len(obj)
    if isinstance(obj, dict):
        key = list(obj)[i]
        return {**obj, key: _set_path(obj[key], path[1:], value)}
    return [*obj[:i], _set_path(obj[i], path[1:], value), *obj[i + 1:]]


def _drop_path(obj: Any, path: list[int]) -> Any:
    if not isinstance(obj, dict | list) or not obj:
        return obj
    i = path[0] % len(obj) if path else 0
    if len(path) <= 1:
        return ({k: v for j, (k, v) in enumerate(obj.items()) if j != i}
                if isinstance(obj, dict) else obj[:i] + obj[i + 1:])
    if isinstance(obj, dict):
        key = list(obj)[i]
        return {**obj, key: _drop_path(obj[key], path[1:])}
    return [*obj[:i], _drop_path(obj[i], path[1:]), *obj[i + 1:]]


def replays_or_refuses(record: Any) -> None:
    """A record gives a game equal to its own replay, or RecordError with one sentence."""
    try:
        g = cardlab.from_record(record)
    except RecordError as e:
        one_sentence(str(e))
        return
    again = cardlab.from_record(json.loads(json.dumps(g.to_record())))
    assert again == g


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(seed=st.integers(0, 50), path=st.lists(st.integers(0, 200), min_size=1, max_size=4),
       value=JSON, drop=st.booleans())
def test_damaged_records(name: str, seed: int, path: list[int], value: Any, drop: bool) -> None:
    """Any part of a record replaced by any JSON value, or removed: a game or RecordError."""
    rec = _record(name, seed)
    replays_or_refuses(_drop_path(rec, path) if drop else _set_path(rec, path, value))


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(seed=st.integers(0, 50), cut=st.integers(0, 4000), junk=st.text(max_size=3),
       at=st.integers(0, 4000))
def test_mangled_record_json(name: str, seed: int, cut: int, junk: str, at: int) -> None:
    """A record's JSON text cut short or with characters changed: when it still parses as
    JSON, a game or RecordError."""
    text = json.dumps(_record(name, seed))
    text = text[: max(cut, len(text) // 2)]
    text = text[:at] + junk + text[at + len(junk):]
    try:
        record = json.loads(text)
    except ValueError:
        return  # not JSON at all: json's error, before cardlab sees anything
    replays_or_refuses(record)


@FUZZ
@given(record=JSON)
def test_any_json_is_no_record(record: Any) -> None:
    """Any JSON value at all: RecordError (or, by a fluke, a game)."""
    replays_or_refuses(record)


# ----------------------------------------------------------------------------- options


def _option_values(name: str) -> st.SearchStrategy[dict[str, Any]]:
    spec = cardlab.GAMES[name]
    keys = st.sampled_from([*spec.options, "no_such_option"])
    return st.dictionaries(keys, JSON | NUMBERISH | st.sampled_from(
        [np.int64(2), np.float64(1.5), np.bool_(True), 10**30, -1, float("nan")]), max_size=3)


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_options_players_seed_dealer_deck(name: str, data: st.DataObject) -> None:
    """new_game with any options, players, seed, dealer or deck: a game or SetupError."""
    odd = st.one_of(JSON, NUMBERISH, st.sampled_from([np.int64(3), 2**64, -5, 3.0, float("inf")]))
    kwargs = data.draw(_option_values(name), label="options")
    for arg in ("players", "seed", "dealer", "deck"):
        if data.draw(st.booleans(), label=f"set {arg}"):
            kwargs[arg] = data.draw(odd, label=arg)
    try:
        g = cardlab.new_game(name, **kwargs)
    except SetupError as e:
        one_sentence(str(e))
        return
    assert cardlab.from_record(json.loads(json.dumps(g.to_record()))) == g
    json.dumps(g.view(reveal=True))


# ----------------------------------------------------------------------------- links


LINK_NAMES = st.sampled_from(["players", "seed", "lang", "teacher", "delay", "code", "colour",
                              "token", "voila-x", "", "ｐlayers"])
LINK_VALUES = st.one_of(st.text(max_size=20), NUMBERISH, st.sampled_from(
    ["9", "abc", "xx", "en", "ja", "-1", str(2**53), str(2**64), "24AZMX", "24az-mx", "222222",
     "ZZZZZZ", "S9U39N", "1", "yes", "0.5", "3.5", "1e-9", "%00", "&", "="]))


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(parts=st.lists(st.tuples(LINK_NAMES, LINK_VALUES), max_size=5),
       raw=st.text(max_size=40))
def test_dashboard_links(name: str, parts: list[tuple[str, str]], raw: str) -> None:
    """Any link: settings the table can use, and one worded reason per unused part."""
    from urllib.parse import urlencode

    spec = cardlab.GAMES[name]
    for query in (urlencode(parts), "?" + raw, raw + "&" + urlencode(parts)):
        settings_, unused = read_link(name, query)
        assert settings_["players"] in spec.players
        seed = settings_["seed"]
        assert seed is None or (type(seed) is int and 0 <= seed < 2**53)
        assert settings_["lang"] in LANGS and isinstance(settings_["teacher"], bool)
        assert 0.0 <= settings_["bot_delay"] <= 3.0
        for event in unused:
            for lang in LANGS:
                one_sentence(event.text(lang))
        cardlab.new_game(name, players=settings_["players"], seed=seed)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=8, deadline=None, derandomize=True)
@given(parts=st.lists(st.tuples(LINK_NAMES, LINK_VALUES), max_size=4))
def test_dashboard_opens_for_any_link(name: str, parts: list[tuple[str, str]]) -> None:
    """The dashboard itself opens for any link and says on its message line what it did
    not use."""
    from urllib.parse import urlencode

    from cardlab.ui import dashboard

    app = dashboard(name, query=urlencode([*parts, ("delay", "0")]), page="/")
    msg = app.table.message
    assert msg["text"] == "" or msg["kind"] == "info"
    if msg["text"]:
        one_sentence(msg["text"])


# ----------------------------------------------------------------------------- the widget


def _table(name: str) -> Any:
    from cardlab.ui import Table

    return Table(cardlab.new_game(name, seed=5), bot_delay=0, lang="en")


def _is_own_line(table: Any) -> None:
    """The message line holds one of cardlab's own sentences (not the catch-all for an
    unexpected error)."""
    key = table._msg[0] if table._msg else None
    assert key != "ui.msg.error", table.message["text"]
    one_sentence(table.message["text"])


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.one_of(
    JSON,
    st.fixed_dictionaries({"method": st.sampled_from(["custom", "update", "request_state",
                                                      "explode", ""]),
                           "content": JSON, "state": JSON}),
    st.fixed_dictionaries({"method": st.just("custom"),
                           "content": st.dictionaries(st.sampled_from(["act", "seat", "x"]),
                                                      JSON | NUMBERISH, max_size=2)}),
), buffers=st.lists(st.binary(max_size=8), max_size=2))
def test_widget_messages(name: str, data: Any, buffers: list[bytes],
                         caplog: pytest.LogCaptureFixture) -> None:
    """A message of any JSON shape from the page: played when it is a legal intent,
    otherwise one sentence on the message line and no change; nothing reaches the log."""
    table = _table(name)
    before, view = table.game.to_record(), table.view
    legal = set(view["legal"])
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        table._handle_msg({"content": {"data": data}, "buffers": buffers})
    assert not caplog.records
    content = data.get("content") if isinstance(data, dict) else None
    if (isinstance(data, dict) and data.get("method") == "custom" and not buffers
            and content in [{"act": a} for a in legal]):
        assert len(table.game.history) > len(before["actions"])
        return
    assert table.game.to_record() == before and table.view == view
    if isinstance(data, dict) and data.get("method") == "request_state":
        return
    assert table.message["kind"] == "error"
    _is_own_line(table)


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(text=st.one_of(st.text(max_size=30), NUMBERISH, st.sampled_from(
    ["24AZMX", "S9U39N", "ZZZZZZ", "2222-22", str(2**64), "0", "  12  "])))
def test_seed_box(name: str, text: str) -> None:
    """Whatever is typed in the seed box: a new deal, or one sentence and no change."""
    from cardlab.ui import TableApp

    app = TableApp(_table(name))
    before = app.table.game.to_record()
    app.seed_box.value = text
    app.new_deal_button.click()
    if app.table._msg[0] != "ui.msg.new_deal":  # refused: said, and nothing changed
        assert app.table.message["kind"] == "error"
        assert app.table.game.to_record() == before
    _is_own_line(app.table)


# ----------------------------------------------------------------------------- what fuzzing found


def test_link_numbers_are_ascii_digits_of_a_sane_length() -> None:
    """``players=²`` and ``seed=²`` (digits to ``str.isdigit``, not to ``int``) and a seed of
    5,000 digits (more than ``int`` reads) once raised ValueError out of the dashboard."""
    for query in ("players=²", "seed=²", "seed=" + "9" * 5000, "players=٣", "seed=３"):
        settings_, unused = read_link("comrade", query)
        assert (settings_["players"], settings_["seed"]) == (3, None)
        assert len(unused) == 1 and unused[0].key in ("ui.link.players", "ui.link.seed")
    assert read_link("comrade", "players=4&seed=0012")[0]["seed"] == 12


def test_link_reasons_stay_on_one_line() -> None:
    """A name or value with a newline in a link is shown with ``?``, on one line."""
    _, unused = read_link("notice", "a%0Ab=1&lang=x%0Ay&code=ab%0Acd")
    texts = [e.text("en") for e in unused]
    assert texts[0].startswith("a?b=1: not a setting") and texts[1].startswith("“ab?cd”")
    assert texts[2].startswith("lang=x?y") and len(texts) == 3
    assert all("\n" not in t for t in texts)


def test_seed_box_refuses_odd_digits() -> None:
    """The seed box once raised ValueError for ``²`` (an "error" on the message line)."""
    from cardlab.ui import TableApp

    for text in ("²", "9" * 5000):
        app = TableApp(_table("trumps"))
        before = app.table.game.to_record()
        app.seed_box.value = text
        app.new_deal_button.click()
        assert app.table._msg[0] == "ui.msg.bad_seed"
        assert app.table.game.to_record() == before


def test_error_texts_quote_what_was_given_briefly_on_one_line() -> None:
    """A newline in an action text is quoted; a huge value is cut."""
    g = cardlab.new_game("comrade", seed=1)
    with pytest.raises(InvalidActionError) as info:
        g.play("\n")
    assert str(info.value).startswith("'\\n': cannot read")
    with pytest.raises(SetupError) as setup:
        cardlab.new_game("comrade", players="x" * 10_000)
    assert str(setup.value) == ("comrade is played by 3, 4 or 5 players, not "
                                "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…")
    with pytest.raises(SetupError, match="unknown option 'a\\\\nb' for comrade"):
        cardlab.new_game("comrade", **{"a\nb": 1})


def test_a_record_names_every_seat() -> None:
    """A record action with a null seat was replayed as the seat to move; a record names
    the seat of every action."""
    g = cardlab.new_game("comrade", seed=1)
    g.play("pass")
    for seat in (None, True, 0.0, "0"):
        rec = {**g.to_record(), "actions": [[seat, "pass"]]}
        with pytest.raises(RecordError, match=r"\[seat, text\] pair"):
            cardlab.from_record(rec)
    assert cardlab.from_record(g.to_record()) == g
