"""The standalone replay page (cardlab/replay_page.py): one offline document per record,
its embedded steps, and no hidden card of a seat the viewpoint may not see."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.cards import display
from cardlab.core import Game
from cardlab.errors import RecordError
from cardlab.records import MAX_RECORD_BYTES
from cardlab.replay_page import page_data, replay_html
from cardlab.session import play_out

# one short seeded bot game per game (each game's default player count)
GAMES = sorted(cardlab.GAMES)


def bot_game(name: str, players: int | None = None, seed: int = 5, **options: Any) -> Game:
    """A whole game of ``name`` played by cardlab's bots, seeded."""
    g = cardlab.new_game(name, players=players, seed=seed, **options)
    return play_out(g, {s: bot_for(name, seed * 10 + s) for s in range(g.players)})


@pytest.fixture(scope="module")
def records() -> dict[str, dict[str, Any]]:
    return {name: bot_game(name).to_record() for name in GAMES}


def states(record: dict[str, Any]) -> Iterator[Game]:
    """The game after 0, 1, 2, … of the record's actions (replayed here, independently)."""
    g = cardlab.new_game(record["game"], players=record["players"], seed=record["seed"],
                         dealer=record["dealer"], deck=record["decks"][0], **record["options"])
    yield g
    for seat, text in record["actions"]:
        g.play(text, seat)
        yield g
    assert g.to_record() == record


def strings(obj: Any) -> set[str]:
    """Every string (and whole number, as text) inside ``obj``, its keys too."""
    out: set[str] = set()
    todo = [obj]
    while todo:
        x = todo.pop()
        if isinstance(x, str):
            out.add(x)
        elif isinstance(x, int) and not isinstance(x, bool):
            out.add(str(x))  # a Pairs card may be held as its number
        elif isinstance(x, dict):
            out.update(map(str, x))
            todo.extend(x.values())
        elif isinstance(x, list):
            todo.extend(x)
    return out


def card_pieces(tree: Any) -> list[str]:
    """The cards a tree draws face up (its pieces of kind "card")."""
    out: list[str] = []
    todo = [tree]
    while todo:
        x = todo.pop()
        if isinstance(x, list):
            todo.extend(reversed(x))
        elif isinstance(x, dict):
            if x.get("kind") == "card":
                out.append(x["card"])
            todo.extend(reversed(list(x.values())))
    return out


def is_standard(card: str) -> bool:
    """A card of the standard deck ("AS", "10H"), whose text and sign cannot be mistaken
    for a number or a word."""
    return re.fullmatch(r"(10|[2-9AJQK])[SHDC]", card) is not None


def leaks(record: dict[str, Any], data: dict[str, Any], viewer: int | None) -> list[str]:
    """Cards hidden from ``viewer`` that the page's steps hold anyway.

    At each step, a card of the standard deck in another seat's hand is secret when
    ``viewer``'s views so far never showed it: it must not be drawn in the step's tree,
    written in its JSON, nor named in the log lines the step shows. A card whose text
    cannot be told from a number (a Pairs card, several copies) must not be drawn unless
    ``viewer``'s view holds it face up now; and no other seat's hand is drawn face up.
    """
    seen: set[str] = set()
    found = []
    for i, g in enumerate(states(record)):
        view = g.view(viewer)
        seen.update(strings(view))
        full = g.view(reveal=True)
        hidden = {c for s, sv in enumerate(full["seats"]) if s != viewer for c in sv["hand"]}
        step = data["steps"][i]
        tree = step["tree"]
        text = json.dumps(tree, ensure_ascii=False)
        log = "\n".join(data["lines"][: step["log"]])
        pieces = set(card_pieces(tree))
        for c in {c for c in hidden - seen if is_standard(c)}:
            if c in pieces or f'"{c}"' in text or display(c) in log:
                found.append(f"step {i}: {c}")
        face_up = set(strings([view["seats"], view["table"]]))
        drawn = card_pieces([tree.get(k) for k in ("others", "centre", "me")])
        for c in {c for c in hidden if not is_standard(c)}:
            if c in drawn and c not in face_up:
                found.append(f"step {i}: {c} drawn")
        for other in tree.get("others") or []:
            if card_pieces(other.get("hand")):
                found.append(f"step {i}: the hand of seat {other['seat']} is face up")
    return found


# ----------------------------------------------------------------------------- one document


@pytest.mark.parametrize("name", GAMES)
def test_page_is_one_offline_document(name: str, records: dict[str, Any]) -> None:
    """One HTML document, everything inline: no URL, no external script, style or font."""
    page = replay_html(records[name], lang="en", seat=0)
    assert page.startswith("<!doctype html>\n<html lang=\"en\">")
    assert page.count("<html") == 1 and page.rstrip().endswith("</html>")
    assert page.count("<body") == 1 and page.count("</body>") == 1
    for outside in ("http://", "https://", "//cdn", "src=", "href=", "<link", "@import",
                    "url(", "@font-face"):
        assert outside not in page, outside
    assert "default-src 'none'" in page  # the page's own policy forbids any request
    assert page.count('<script type="module">') == 1


@pytest.mark.parametrize("name", GAMES)
def test_embedded_steps_decode(name: str, records: dict[str, Any]) -> None:
    """A step per action (and the deal before any), each a tree with the log it shows."""
    record = records[name]
    data = page_data(replay_html(record, lang="en", seat=1))
    steps = data["steps"]
    assert len(steps) == len(record["actions"]) + 1
    counts = [s["log"] for s in steps]
    assert counts == sorted(counts) and counts[-1] == len(data["lines"])
    assert all(s["tree"]["head"]["title"] for s in steps)
    assert data["marks"][0] == {"step": 0, "deal": 1, "label": "deal 1: the start"}
    assert data["marks"][-1]["label"] == "the end"
    assert all(0 <= m["step"] < len(steps) for m in data["marks"])
    # the table offers no action: nothing to click that would act
    for s in steps:
        assert not s["tree"].get("actions") and '"act"' not in json.dumps(s["tree"])


def test_steps_narrate_the_events_of_each_action() -> None:
    """The log lines a step adds are that action's events, worded for the viewpoint."""
    g = bot_game("comrade", 3, seed=7)
    record = g.to_record()
    for lang in ("en", "ja"):
        data = page_data(replay_html(record, lang=lang, seat=0))
        steps, lines = data["steps"], data["lines"]
        for i, game in enumerate(states(record)):
            if i == 0:
                continue
            said = lines[steps[i - 1]["log"]: steps[i]["log"]]
            assert said == [e.text(lang) for e in game.events if e.visible_to(0)], i
    data = page_data(replay_html(record, lang="en", seat=0))
    assert data["lines"][steps[0]["log"]].startswith("seat ")  # the first action's line


def test_deals_and_tricks_can_be_jumped_to() -> None:
    """The marks: each deal's start, every trick (the step of its last card, which shows
    the trick on the table unless that card also ended the deal), the end."""
    g = bot_game("comrade", 3, seed=4, match=True)
    record = g.to_record()
    data = page_data(replay_html(record, lang="en", seat=None))
    labels = [m["label"] for m in data["marks"]]
    assert labels[:2] == ["deal 1: the start", "deal 1, trick 1"]
    assert "deal 2: the start" in labels and "deal 3: the start" in labels
    games = [game.events for game in states(record)]
    tricks = [m for m in data["marks"] if ", trick " in m["label"]]
    assert len(tricks) == sum(e.kind == "trick" for events in games for e in events)
    for m in tricks:
        deal, number = map(int, re.findall(r"\d+", m["label"]))
        events = games[m["step"]]
        won = [e for e in events if e.kind == "trick"]
        assert len(won) == 1 and m["deal"] == deal, m
        said = data["lines"][data["steps"][m["step"] - 1]["log"]: data["steps"][m["step"]]["log"]]
        assert won[0].text("en") in said
        if not any(e.kind == "deal" for e in events):
            assert f"trick {number}" in json.dumps(data["steps"][m["step"]]["tree"])


# ----------------------------------------------------------------------------- hidden hands


@pytest.mark.parametrize("name", GAMES)
def test_no_hidden_card_in_a_seat_page(name: str, records: dict[str, Any]) -> None:
    """Seen by seat k, or by a spectator: no step holds a card k may not see."""
    record = records[name]
    for viewer in [None, *range(record["players"])]:
        data = page_data(replay_html(record, lang="en", seat=viewer))
        assert leaks(record, data, viewer) == [], (name, viewer)


@pytest.mark.parametrize("name", GAMES)
def test_teacher_page_holds_every_hand(name: str, records: dict[str, Any]) -> None:
    """teacher=True: every hand is drawn at the deal (and the leak check finds them)."""
    record = records[name]
    data = page_data(replay_html(record, lang="en", teacher=True))
    start = next(states(record)).view(reveal=True)
    hands = [c for s in start["seats"] for c in s["hand"]]
    drawn = card_pieces(data["steps"][0]["tree"])
    assert all(drawn.count(c) >= hands.count(c) for c in set(hands))
    assert leaks(record, data, 0) != []  # the check sees what a seat page must not hold


def test_five_player_comrade_match_keeps_its_secrets() -> None:
    """5 players, five deals: two cards stay unplayed in hands each deal; no seat page
    ever shows them."""
    g = bot_game("comrade", 5, seed=3, match=True)
    record = g.to_record()
    assert len(record["decks"]) == 5 and g.is_over
    for viewer in (0, 3, None):
        page = replay_html(record, lang="en", seat=viewer)
        assert leaks(record, page_data(page), viewer) == []


def test_deal_code_only_for_teachers() -> None:
    """The deal code deals the game again (every hand): only a teacher's page shows it."""
    g = bot_game("comrade", 3, seed=7)
    assert g.deal_code == "24AZMX"
    for viewer in (0, None):
        page = replay_html(g.to_record(), seat=viewer)
        assert "24AZMX" not in page and "24AZMX" not in json.dumps(page_data(page))
    assert "24AZMX" in json.dumps(page_data(replay_html(g.to_record(), teacher=True)))


def test_match_page_is_small() -> None:
    """The page of a whole 5-player Comrade match (five deals) stays under 300 kB."""
    g = bot_game("comrade", 5, seed=3, match=True)
    for kw in ({"seat": 0}, {"seat": None}, {"teacher": True}, {"seat": 2, "lang": "ja"}):
        size = len(replay_html(g.to_record(), **kw).encode("utf-8"))
        print(f"5-player Comrade match, {len(g.history)} actions, {kw}: {size:,} bytes")
        assert size < 300_000, (kw, size)


# ----------------------------------------------------------------------------- input


def test_record_as_dict_json_text_or_path(tmp_path: Path, records: dict[str, Any]) -> None:
    """A record may come as a dict, as JSON text, or as the path of its file."""
    record = records["trumps"]
    path = tmp_path / "trumps.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    page = replay_html(record, lang="ja", seat=1)
    assert replay_html(json.dumps(record), lang="ja", seat=1) == page
    assert replay_html(path, lang="ja", seat=1) == page
    assert replay_html(str(path), lang="ja", seat=1) == page
    out = cardlab.save_replay_html(record, tmp_path / "t.html", lang="ja", seat=1)
    assert out.read_text(encoding="utf-8") == page


def test_page_words_follow_the_language(records: dict[str, Any]) -> None:
    """The page's own buttons and the log are in the chosen language."""
    en = replay_html(records["comrade"], lang="en", seat=0)
    ja = replay_html(records["comrade"], lang="ja", seat=0)
    assert 'title="first"' in en and "Comrade: a replay" in en and "seen by seat 0" in en
    assert 'title="最初"' in ja and "カムレッドのリプレイ" in ja and "席0から見た卓" in ja
    assert page_data(ja)["lines"][0] != page_data(en)["lines"][0]


@pytest.mark.parametrize("bad, error", [
    ("{not json", "its text is not JSON"),
    ('{"format": "cardlab-record", "version": 1}', "lacks parts every record has"),
    ("[1, 2]", "cannot be read"),  # text not starting with { is a file's path
    (42, "not as int"),
    ("/no/such/record.json", "cannot be read"),
])
def test_bad_records_get_one_sentence(bad: Any, error: str) -> None:
    with pytest.raises(RecordError, match=error):
        replay_html(bad)


def test_a_record_changed_inside_is_refused(records: dict[str, Any]) -> None:
    record = json.loads(json.dumps(records["comrade"]))
    record["actions"][3][1] = "take 9Z"
    with pytest.raises(RecordError, match="Move 4 of the record"):
        replay_html(record)


def test_huge_record_text_is_refused() -> None:
    with pytest.raises(RecordError, match="more than a record may be"):
        replay_html("{" + " " * MAX_RECORD_BYTES + "}")


@pytest.mark.parametrize("kw", [{"lang": "fr"}, {"seat": 9}, {"seat": True}, {"seat": "0"}])
def test_bad_viewpoint_is_a_value_error(kw: dict[str, Any], records: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        replay_html(records["notice"], **kw)
