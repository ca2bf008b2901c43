"""The class store (cardlab/classroom.py); make class itself: tests/serving/test_room.py.

Every refusal is one sentence in English and Japanese and writes nothing; a result is
taken only when its record replays to the class's deal finished, and the store works out
its outcome; many processes write at once without losing or doubling a row; a writer
killed inside its transaction leaves the database whole; the CSV export quotes names;
``make class``'s server asks for its token.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import math
import multiprocessing
import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.bots import bot_for
from cardlab.classroom import (
    MAX_DEALS,
    OUTCOMES,
    SCHEMA_VERSION,
    ClassError,
    ClassStore,
    db_path,
    deal_end,
    deal_record,
    outcome_text,
)
from cardlab.classroom.cli import main as cli_main
from cardlab.db import Conflict
from cardlab.session import play_out
from tests.support.backends import Raw, raw, rows, target_of

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (101, 202, 303)


@cache
def finished(game: str, players: int, seed: int, **options: Any) -> dict[str, Any]:
    """The record of a deal played by bots in every seat, cut at the end of its first deal
    (the class deal); cached: the tests reuse it under many student names."""
    g = cardlab.new_game(game, players=players, seed=seed, **options)
    play_out(g, {s: bot_for(game, seed=s) for s in range(players)})
    return deal_record(g)


@pytest.fixture
def store(db_target: str) -> Iterator[ClassStore]:
    with ClassStore(db_target) as s:
        s.create("c3", "comrade", players=3, seeds=SEEDS)
        yield s


def counts(store: ClassStore) -> tuple[int, int]:
    """Rows in the two tables, read straight from the database (a connection of its own)."""
    target = target_of(store)
    return (rows(target, "SELECT COUNT(*) FROM classes")[0][0],
            rows(target, "SELECT COUNT(*) FROM results")[0][0])


def one_sentence(e: ClassError) -> None:
    """The refusal reads as one sentence in each language (and the two differ)."""
    en, ja = e.text("en"), e.text("ja")
    assert str(e) == en and en != ja
    assert en.endswith(".") and en[0].isupper(), en
    assert not re.search(r"[.!?] +[A-Z][a-z]", en[:-1]), f"more than one sentence: {en}"
    assert ja.endswith("。") and ja.count("。") == 1, ja
    assert "{" not in en and "{" not in ja


def refused(store: ClassStore, key: str, call: Callable[[], Any], *,
            error: type[ClassError] = ClassError,
            rows: Callable[[Any], Any] = counts) -> ClassError:
    """``call`` is refused with ``key`` (an ``error``), in one sentence, and writes
    nothing (``rows`` of the store are the same after it)."""
    before = rows(store)
    with pytest.raises(error) as info:
        call()
    assert info.value.key == key, info.value.text("en")
    one_sentence(info.value)
    assert rows(store) == before
    return info.value


# --------------------------------------------------------------------------- classes


def test_a_class_round_trips(store: ClassStore) -> None:
    """What create returns is what get and classes read back."""
    info = store.get("c3")
    assert (info.game, info.players, info.seeds, info.deals, info.closed) == (
        "comrade", 3, SEEDS, 3, False)
    assert info.options == {}
    assert [c.name for c in store.classes()] == ["c3"]
    assert json.loads(json.dumps(info.to_json()))["seeds"] == list(SEEDS)


def test_a_class_keeps_the_level_of_its_bots(store: ClassStore) -> None:
    """A class is made at a bots' level (default "standard"; an older name is read as
    the level it names) and reads it back; a level no game offers is one sentence in
    each language."""
    assert store.get("c3").level == "standard"
    assert store.create("b3", "skull_collector", level="beginner").level == "beginner"
    assert store.create("s3", "trumps", players=2, level="coach").level == "strong"
    assert {c.name: c.level for c in store.classes()} == {
        "c3": "standard", "b3": "beginner", "s3": "strong"}
    assert store.get("b3").to_json()["level"] == "beginner"
    e = ClassError("class.bad_level", level="'expert'")
    assert "'expert'" in e.text("en") and "'expert'" in e.text("ja")
    one_sentence(e)


def test_random_seeds_and_options(store: ClassStore) -> None:
    """``deals`` draws that many seeds; options are kept as a record holds them and the
    class's deal uses them."""
    info = store.create("n4", "notice", players=4, deals=4,
                        options={"score_table": {"prediction_exact": 4}})
    assert info.deals == 4 and all(0 <= s < 2**53 for s in info.seeds)
    assert info.options["score_table"]["prediction_exact"] == 4
    g = store.deal_game("n4", 2)
    assert g.seed == info.seeds[2] and g.options["score_table"].prediction_exact == 4
    assert store.deal_game("c3", 1) == cardlab.new_game("comrade", players=3, seed=SEEDS[1])


def test_close_keeps_results_readable(store: ClassStore) -> None:
    """A closed class refuses results; its results stay readable."""
    store.submit("c3", "Aiko", 0, finished("comrade", 3, SEEDS[0]))
    assert store.close("c3").closed
    refused(store, "class.closed",
            lambda: store.submit("c3", "Ben", 0, finished("comrade", 3, SEEDS[0])))
    assert [r.student for r in store.results("c3")] == ["Aiko"]


def test_delete_removes_a_class_and_its_results(store: ClassStore) -> None:
    """delete takes the class and every result of it; other classes stay."""
    store.create("other", "trumps", players=2, seeds=[1])
    store.submit("c3", "Aiko", 0, finished("comrade", 3, SEEDS[0]))
    store.submit("c3", "Ben", 0, finished("comrade", 3, SEEDS[0]))
    assert store.delete("c3") == 2
    assert counts(store) == (1, 0) and [c.name for c in store.classes()] == ["other"]
    refused(store, "class.unknown", lambda: store.delete("c3"))


@pytest.mark.parametrize(("key", "call"), [
    ("class.bad_name", lambda s: s.create("", "comrade")),
    ("class.bad_name", lambda s: s.create("two words", "comrade")),
    ("class.bad_name", lambda s: s.create("x" * 41, "comrade")),
    ("class.bad_name", lambda s: s.create("クラス", "comrade")),
    ("class.bad_name", lambda s: s.create(None, "comrade")),
    ("class.exists", lambda s: s.create("c3", "notice")),
    ("class.bad_game", lambda s: s.create("x", "chess")),
    ("class.bad_players", lambda s: s.create("x", "comrade", players=7)),
    ("class.bad_players", lambda s: s.create("x", "comrade", players=True)),
    ("class.bad_option", lambda s: s.create("x", "comrade", options={"colour": 1})),
    ("class.bad_option_value", lambda s: s.create("x", "comrade", options={"pass_limit": 99})),
    ("class.bad_options", lambda s: s.create("x", "comrade", options=[1])),
    ("class.bad_deals", lambda s: s.create("x", "comrade", deals=0)),
    ("class.bad_deals", lambda s: s.create("x", "comrade", deals=MAX_DEALS + 1)),
    ("class.bad_deals", lambda s: s.create("x", "comrade", seeds=[])),
    ("class.bad_seeds", lambda s: s.create("x", "comrade", seeds="12")),
    ("class.bad_seed", lambda s: s.create("x", "comrade", seeds=[1, -1])),
    ("class.bad_seed", lambda s: s.create("x", "comrade", seeds=[2**53])),
    ("class.unknown", lambda s: s.get("nope")),
    ("class.unknown", lambda s: s.close("nope")),
    ("class.unknown", lambda s: s.results("nope")),
    ("class.unknown", lambda s: s.deal_game("nope", 0)),
    ("class.unknown", lambda s: s.submit("nope", "Aiko", 0, {})),
    ("class.unknown_deal", lambda s: s.deal_game("c3", 3)),
    ("class.unknown_deal", lambda s: s.results("c3", deal=-1)),
    ("class.unknown_deal", lambda s: s.submit("c3", "Aiko", 3, {})),
    ("class.unknown_deal", lambda s: s.submit("c3", "Aiko", "0", {})),
    ("class.unknown_deal", lambda s: s.submit("c3", "Aiko", True, {})),
    ("class.student.empty", lambda s: s.submit("c3", "   ", 0, {})),
    ("class.student.empty", lambda s: s.next_deal("c3", None)),
    ("class.student.too_long", lambda s: s.submit("c3", "あ" * 41, 0, {})),
    ("class.student.control", lambda s: s.submit("c3", "Ai\nko", 0, {})),
    ("class.student.control", lambda s: s.submit("c3", "Ai\x00ko", 0, {})),
    ("class.student.control", lambda s: s.submit("c3", "Ai\u202eko", 0, {})),
    ("class.bad_seconds", lambda s: s.submit("c3", "Aiko", 0, {}, seconds=-1)),
    ("class.bad_seconds", lambda s: s.submit("c3", "Aiko", 0, {}, seconds=math.nan)),
    ("class.bad_seconds", lambda s: s.submit("c3", "Aiko", 0, {}, seconds="5")),
    ("class.bad_since", lambda s: s.results("c3", since="1")),
    ("class.bad_level", lambda s: s.create("x", "comrade", level="expert")),
    ("class.bad_level", lambda s: s.create("x", "comrade", level=3)),
])
def test_every_refusal_is_one_sentence_and_writes_nothing(
        store: ClassStore, key: str, call: Callable[[ClassStore], Any]) -> None:
    """Bad names, unknown classes and deals, bad students: one sentence each, no row."""
    refused(store, key, lambda: call(store))


def test_the_name_limits_are_said() -> None:
    """The sentences name the limit that was broken."""
    assert "at most 40 characters; this one has 41" in ClassError(
        "class.student.too_long", limit=40, length=41).text("en")
    e = ClassError("class.bad_name", name="'a b'", limit=40)
    assert "1 to 40" in e.text("en") and "1〜40" in e.text("ja")


def test_a_student_name_is_stripped_and_kept_as_text(store: ClassStore) -> None:
    """Spaces around a name go; markup stays as the characters it is (the board escapes)."""
    record = finished("comrade", 3, SEEDS[0])
    r = store.submit("c3", "  <img src=x onerror=alert(1)>  ", 0, record)
    assert r.student == "<img src=x onerror=alert(1)>"
    assert store.next_deal("c3", "<img src=x onerror=alert(1)>") == 1


# --------------------------------------------------------------------------- results


def test_a_bot_played_deal_is_taken_and_scored_by_the_store(store: ClassStore) -> None:
    """The class's deal played to the end by bots is accepted; the outcome comes from
    the replay (checked a second way: the game's own outcome)."""
    record = finished("comrade", 3, SEEDS[1])
    r = store.submit("c3", "Aiko", 1, record, seconds=61.5)
    game = cardlab.from_record(record)
    assert r.outcome == ("win" if game.outcome.winners else "loss")
    assert (r.deal, r.seed, r.moves, r.seconds, r.score) == (1, SEEDS[1], len(game.history),
                                                             61.5, None)
    assert r.record == record and store.results("c3") == [r]
    assert store.result("c3", "Aiko", 1) == r and store.result("c3", "Aiko", 0) is None


def test_a_result_never_takes_the_callers_outcome(store: ClassStore) -> None:
    """Fields a caller adds to the record (an outcome, a score) are not read."""
    record = finished("comrade", 3, SEEDS[0])
    real = cardlab.from_record(record).outcome
    forged = {**record, "outcome": "win", "score": 1000}
    r = store.submit("c3", "Aiko", 0, json.dumps(forged))
    assert r.outcome == ("win" if real.winners else "loss") and r.score is None
    assert "outcome" not in r.record


@pytest.mark.parametrize(("game", "players", "match"), [
    ("comrade", 4, False), ("comrade", 3, True), ("notice", 4, False),
    ("skull_collector", 3, False), ("trumps", 2, False), ("trumps", 3, False),
    ("comp13", 4, False), ("comp13", 3, True),
])
def test_every_game_is_scored(db_target: str, game: str, players: int, match: bool) -> None:
    """Each game's class deal is taken, its outcome one of OUTCOMES, its score seat 0's
    (in a match: of its first deal)."""
    options = {"match": True} if match else {}
    with ClassStore(db_target) as store:
        store.create("k", game, players=players, seeds=[7, 8], options=options)
        for deal, seed in enumerate((7, 8)):
            record = finished(game, players, seed, **options)
            r = store.submit("k", "Aiko", deal, record)
            assert r.outcome in OUTCOMES and outcome_text(r.outcome, "ja")
            assert r.moves == len(record["actions"])
            expected = _seat0_score(game, record)
            assert r.score == expected


def _seat0_score(game: str, record: dict[str, Any]) -> float | None:
    """Seat 0's score for the first deal, read from the game's view (not from events)."""
    g = cardlab.from_record(record)
    table = g.view(0, reveal=True)["table"]
    if game == "comrade":
        return None
    if game == "comp13" and g.options["match"]:
        return float(table["results"][0]["scores"][0])
    if game == "notice":
        return float(table["score_sheet"][0]["rows"][0]["total"])
    if game == "skull_collector":
        last = table.get("last_deal")
        return None if g.is_over and (last is None or last["deal"] != 1) else float(
            last["points"][0])
    return float(g.outcome.scores[0])


def test_notice_first_deal_is_the_class_deal(tmp_path: Path) -> None:
    """A whole Notice game is refused (it goes on after the class deal); its first deal,
    cut by deal_record, is taken with seat 0's points for that deal."""
    g = cardlab.new_game("notice", players=4, seed=5)
    play_out(g, {s: bot_for("notice", seed=s) for s in range(4)})
    with ClassStore(tmp_path / "c.sqlite") as store:
        store.create("n", "notice", players=4, seeds=[5])
        refused(store, "class.record.too_long",
                lambda: store.submit("n", "Aiko", 0, g.to_record()))
        r = store.submit("n", "Aiko", 0, deal_record(g))
    assert deal_end(g) == r.moves == 56
    assert (r.outcome, r.score, r.details["target"], r.details["tricks"]) == ("loss", 5.0, 2, 3)


def _record(game: cardlab.Game) -> dict[str, Any]:
    return game.to_record()


def test_forged_records_are_refused(store: ClassStore) -> None:
    """Another seed, another deck, an edited move, an unfinished deal, another game,
    another player count or options, garbage: refused, one sentence, nothing written."""
    good = finished("comrade", 3, SEEDS[0])
    other_seed = finished("comrade", 3, 999)
    refused(store, "class.record.other_deal", lambda: store.submit("c3", "A", 0, other_seed))
    refused(store, "class.record.other_deal",
            lambda: store.submit("c3", "A", 0, finished("comrade", 4, SEEDS[0])))
    refused(store, "class.record.other_deal", lambda: store.submit(
        "c3", "A", 0, _record(cardlab.new_game("comrade", players=3, seed=SEEDS[0],
                                               pass_limit=5))))
    deck = list(good["decks"][0])
    deck[0], deck[-1] = deck[-1], deck[0]
    refused(store, "class.record.other_deck",
            lambda: store.submit("c3", "A", 0, {**good, "decks": [deck], "actions": []}))
    edited = json.loads(json.dumps(good))
    edited["actions"][-1][1] = next(a for a in ("AS", "5S", "KH", "5C") if a !=
                                    edited["actions"][-1][1])
    e = refused(store, "class.record.bad", lambda: store.submit("c3", "A", 0, edited))
    assert "Move" in e.text("en") and "手目" in e.text("ja")
    cut = {**good, "actions": good["actions"][:-1]}
    refused(store, "class.record.unfinished", lambda: store.submit("c3", "A", 0, cut))
    notice = finished("notice", 4, SEEDS[0])
    e = refused(store, "class.record.bad", lambda: store.submit("c3", "A", 0, notice))
    assert "Notice" in e.text("en")
    refused(store, "class.record.bad", lambda: store.submit("c3", "A", 0, b"\x89PNG\r\n"))
    refused(store, "class.record.bad", lambda: store.submit("c3", "A", 0, "{"))
    refused(store, "class.record.bad", lambda: store.submit("c3", "A", 0, [1, 2]))
    refused(store, "class.record.other_deal", lambda: store.submit("c3", "A", 1, good))
    assert store.submit("c3", "A", 0, good).student == "A"


def test_one_result_per_student_and_deal(store: ClassStore) -> None:
    """A second result for the same (class, student, deal) is refused; other deals and
    other students go on; next_deal walks the deals in order."""
    assert store.next_deal("c3", "Aiko") == 0
    store.submit("c3", "Aiko", 0, finished("comrade", 3, SEEDS[0]))
    refused(store, "class.already_sent",
            lambda: store.submit("c3", " Aiko", 0, finished("comrade", 3, SEEDS[0])))
    store.submit("c3", "Ben", 0, finished("comrade", 3, SEEDS[0]))
    store.submit("c3", "Aiko", 2, finished("comrade", 3, SEEDS[2]))
    assert store.next_deal("c3", "Aiko") == 1
    store.submit("c3", "Aiko", 1, finished("comrade", 3, SEEDS[1]))
    assert store.next_deal("c3", "Aiko") is None


def test_the_unique_key_holds_without_the_read_first(store: ClassStore) -> None:
    """The database itself refuses a second row for a triple (not only submit's check)."""
    store.submit("c3", "Aiko", 0, finished("comrade", 3, SEEDS[0]))
    with pytest.raises(Conflict), store.db.write() as tx:
        tx.execute("INSERT INTO results SELECT * FROM results")
    with raw(target_of(store)) as db, pytest.raises(Exception, match=r"(?i)unique|duplicate"):
        db.execute("INSERT INTO results SELECT * FROM results")


def test_revision_and_since(store: ClassStore) -> None:
    """revision grows by one per result; results(since=r) gives only the newer ones;
    results(deal=d) one deal's."""
    assert store.revision("c3") == 0
    for name, deal in (("A", 0), ("B", 0), ("A", 1)):
        store.submit("c3", name, deal, finished("comrade", 3, SEEDS[deal]))
    assert store.revision("c3") == 3
    assert [(r.student, r.deal) for r in store.results("c3", since=1)] == [("B", 0), ("A", 1)]
    assert [r.student for r in store.results("c3", deal=0)] == ["A", "B"]
    assert store.results("c3", since=3) == []
    assert store.revision("other") == 0
    assert [r.revision for r in store.results("c3", with_record=False)] == [1, 2, 3]


def test_a_game_or_json_text_is_a_record_too(store: ClassStore) -> None:
    """submit takes the game itself or the record's JSON text as well as the dict."""
    game = cardlab.from_record(finished("comrade", 3, SEEDS[0]))
    assert store.submit("c3", "A", 0, game).record == game.to_record()
    assert store.submit("c3", "B", 0, json.dumps(game.to_record())).moves == len(game.history)


def test_an_in_memory_store() -> None:
    """':memory:' is a store of its own, with no file written."""
    with ClassStore(":memory:") as s:
        s.create("m", "trumps", players=2, seeds=[3])
        assert s.get("m").seeds == (3,)
    assert not Path(":memory:").exists()


def test_a_store_is_shared_by_threads(store: ClassStore) -> None:
    """A board's thread polling revision while results arrive from another: no error."""
    stop, seen, errors = threading.Event(), [], []

    def poll() -> None:
        try:
            while not stop.is_set():
                seen.append(store.revision("c3"))
                store.results("c3", since=0, with_record=False)
        except Exception as e:  # the test fails below with it
            errors.append(e)

    thread = threading.Thread(target=poll)
    thread.start()
    for i in range(8):
        store.submit("c3", f"s{i}", 0, finished("comrade", 3, SEEDS[0]))
    stop.set()
    thread.join()
    assert errors == [] and seen == sorted(seen) and store.revision("c3") == 8


# --------------------------------------------------------------------------- the file


def test_schema_wal_and_version(tmp_path: Path) -> None:
    """SQLite: WAL mode, foreign keys, the schema version; a newer schema is refused."""
    store = ClassStore(tmp_path / "classes.sqlite")
    with contextlib.closing(sqlite3.connect(store.path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("SELECT MAX(version) FROM schema_version").fetchall() == [
            (SCHEMA_VERSION,)]
        db.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
        db.commit()
    with pytest.raises(ClassError) as info:
        ClassStore(store.path)
    assert info.value.key == "class.db.newer"
    one_sentence(info.value)
    assert store.db.read("PRAGMA foreign_keys") == [(1,)]


def test_a_file_that_is_no_database(tmp_path: Path) -> None:
    """A file that is not SQLite: one sentence."""
    path = tmp_path / "x.sqlite"
    path.write_bytes(b"not a database at all, just text" * 100)
    with pytest.raises(ClassError) as info:
        ClassStore(path)
    assert info.value.key == "class.db.unreadable"


def test_db_path_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CARDLAB_CLASS_DB names the file, or a folder that holds classes.sqlite; without it
    the file is in the user's data directory."""
    monkeypatch.setenv("CARDLAB_CLASS_DB", str(tmp_path / "room.sqlite"))
    assert db_path() == tmp_path / "room.sqlite"
    monkeypatch.setenv("CARDLAB_CLASS_DB", str(tmp_path))
    assert db_path() == tmp_path / "classes.sqlite"
    with ClassStore() as s:
        assert s.path == tmp_path / "classes.sqlite" and s.classes() == []
    monkeypatch.delenv("CARDLAB_CLASS_DB")
    assert db_path().parent.name == "cardlab"


def test_a_shared_folder_gives_a_group_writable_database(tmp_path: Path) -> None:
    """In a group-writable folder (a JupyterHub's class folder) the new file is too."""
    folder = tmp_path / "shared"
    folder.mkdir()
    folder.chmod(0o2775)
    ClassStore(folder / "classes.sqlite").disconnect()
    assert (folder / "classes.sqlite").stat().st_mode & 0o060 == 0o060


# --------------------------------------------------------------------------- CSV


def test_csv_export_quotes_names(store: ClassStore) -> None:
    """A header, one row per result; names with commas and quotes survive; a name a
    spreadsheet would run as a formula is defused; a line break cannot be in a name."""
    names = ['Smith, Jo', 'Say "hi"', "=HYPERLINK(1)", "大輔"]
    for name in names:
        store.submit("c3", name, 0, finished("comrade", 3, SEEDS[0]), seconds=12)
    refused(store, "class.student.control",
            lambda: store.submit("c3", "two\nlines", 0, finished("comrade", 3, SEEDS[0])))
    text = store.export_csv("c3")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["class", "student", "deal", "seed", "outcome", "score", "moves",
                       "seconds", "time"]
    assert [r[1] for r in rows[1:]] == ['Smith, Jo', 'Say "hi"', "'=HYPERLINK(1)", "大輔"]
    assert all(r[0] == "c3" and r[2] == "1" and r[3] == str(SEEDS[0]) and r[7] == "12.0"
               for r in rows[1:])
    assert '"Smith, Jo"' in text and '"Say ""hi"""' in text
    assert len(text.splitlines()) == 1 + len(names)


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """python -m cardlab.classroom: create, list, results --csv, close; a refusal is its
    sentence on stderr with status 2. The command itself runs twice (its entry point and
    exit status); the other steps call the same ``main`` in this process (each
    ``python -m`` costs a fresh interpreter importing cardlab)."""
    db = str(tmp_path / "c.sqlite")

    def python_m(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "cardlab.classroom", "--db", db, *args],
                              capture_output=True, text=True, cwd=ROOT, timeout=120)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        capsys.readouterr()
        status = cli_main(["--db", db, *args])
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(args, status, out, err)

    assert python_m("create", "7A", "trumps", "--players", "2", "--deals", "2").returncode == 0
    listed = run("list")
    assert listed.stdout.startswith("7A\ttrumps\t2 players\t2 deals")
    assert run("results", "7A", "--csv").stdout.startswith("class,student,deal")
    assert "closed" in run("close", "7A").stdout
    bad = python_m("create", "7A", "trumps")
    assert bad.returncode == 2 and "already a class named 7A" in bad.stderr
    again = run("create", "7A", "trumps")
    # called with argv (a doctest, this test) main prints the sentence on stdout
    assert again.returncode == 2 and again.stdout == bad.stderr
    assert run("delete", "7A").stdout == "7A: deleted with its 0 results\n"
    assert run("list").stdout == ""


# --------------------------------------------------------------------------- many writers

WRITERS, PER_WRITER = 30, 20


def forkserver(module: str) -> Any:
    """Children forked from a clean server process that has imported ``module`` (and so
    cardlab) once, not from the test process, whose other threads may hold locks."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([module])
    return ctx


def _context() -> Any:
    return forkserver("tests.classroom.test_classroom")


def run_at_once(ctx: Any, target: Callable[..., None], jobs: list[tuple[Any, ...]],
                timeout: float) -> list[Any]:
    """A process per job, ``target(*job, barrier, out)``, all released by one barrier:
    what each put on ``out`` (in the order they came), once every one exited cleanly."""
    barrier, out = ctx.Barrier(len(jobs)), ctx.Queue()
    procs = [ctx.Process(target=target, args=(*job, barrier, out)) for job in jobs]
    for p in procs:
        p.start()
    got = [out.get(timeout=timeout) for _ in procs]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    return got


def _writer(path: str, student: str, deals: list[int], records: list[dict[str, Any]],
            barrier: Any, out: Any) -> None:
    """A child: waits at the barrier, then submits its deals; reports what happened."""
    store = ClassStore(path)
    barrier.wait(timeout=120)
    done = []
    for deal in deals:
        try:
            store.submit("many", student, deal, records[deal])
            done.append(("ok", deal))
        except ClassError as e:
            done.append((e.key, deal))
    out.put((student, done))


@pytest.mark.slow
def test_thirty_processes_write_at_once(db_target: str) -> None:
    """30 processes × 20 results at the same moment: 600 rows, none lost, none doubled;
    two more processes race for one (student, deal): exactly one lands."""
    path = db_target
    seeds = list(range(1000, 1000 + PER_WRITER))
    with ClassStore(path) as store:
        store.create("many", "comrade", players=3, seeds=seeds)
    records = [finished("comrade", 3, s) for s in seeds]
    jobs = [(f"student-{i:02d}", list(range(PER_WRITER))) for i in range(WRITERS)]
    jobs += [("racer", [0]), ("racer", [0])]
    reports = run_at_once(_context(), _writer,
                          [(path, name, deals, records) for name, deals in jobs], 300)
    with ClassStore(path) as store:
        rows = store.results("many", with_record=False)
        assert len(rows) == WRITERS * PER_WRITER + 1
        assert len({(r.student, r.deal) for r in rows}) == len(rows)
        assert sorted(r.revision for r in rows) == list(range(1, len(rows) + 1))
        assert store.revision("many") == len(rows)
    students = [r for r in reports if r[0] != "racer"]
    assert all(done == [("ok", d) for d in range(PER_WRITER)] for _, done in students)
    racers = sorted(done[0][0] for name, done in reports if name == "racer")
    assert racers == ["class.already_sent", "ok"]


# --------------------------------------------------------------------------- a killed writer


def _killed_writer(path: str, record: str, hold: Any) -> None:
    """A child that opens a write transaction (holding the lock a submit takes: SQLite's
    write lock, the class's row on PostgreSQL), inserts, then dies by SIGKILL before the
    commit (at once, or after telling the parent it holds the lock)."""
    db = Raw(path)
    db.begin()
    db.execute("SELECT closed FROM classes WHERE name = 'c3'"
               + (" FOR UPDATE" if db.postgres else ""))
    for i in range(5):
        db.execute("INSERT INTO results (class_name, student, deal, seed, outcome, score, "
                   "moves, seconds, sent_at, revision, details, record) "
                   "VALUES (?, ?, 0, 101, 'win', NULL, 1, NULL, 'now', ?, '{}', ?)",
                   ("c3", f"killed-{i}", 100 + i, record))
    if hold is None:
        os.kill(os.getpid(), signal.SIGKILL)
    hold.set()
    time.sleep(600)


def _submitter(path: str, record: dict[str, Any], out: Any) -> None:
    with ClassStore(path) as store:
        out.put(store.submit("c3", "after", 1, record).revision)


def test_a_writer_killed_mid_transaction(store: ClassStore) -> None:
    """A writer killed inside its transaction (by itself, and by its parent while another
    writer waits for the lock): the database (a SQLite file passes integrity_check) holds
    none of its rows, and the waiting writer and later ones go on."""
    store.submit("c3", "before", 0, finished("comrade", 3, SEEDS[0]))
    ctx = _context()
    record = json.dumps(finished("comrade", 3, SEEDS[0]))
    target = target_of(store)
    child = ctx.Process(target=_killed_writer, args=(target, record, None))
    child.start()
    child.join(timeout=60)
    assert child.exitcode == -signal.SIGKILL
    hold, out = ctx.Event(), ctx.Queue()
    holder = ctx.Process(target=_killed_writer, args=(target, record, hold))
    holder.start()
    assert hold.wait(timeout=60)
    waiter = ctx.Process(target=_submitter,
                         args=(target, finished("comrade", 3, SEEDS[1]), out))
    waiter.start()
    time.sleep(0.5)  # the waiter is now blocked on the holder's lock
    assert waiter.is_alive()
    os.kill(holder.pid, signal.SIGKILL)
    holder.join(timeout=30)
    assert out.get(timeout=60) == 2
    waiter.join(timeout=30)
    if store.path is not None:
        with contextlib.closing(sqlite3.connect(store.path)) as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert rows(target, "SELECT COUNT(*) FROM results WHERE student LIKE 'killed-%'") == [(0,)]
    store.submit("c3", "later", 2, finished("comrade", 3, SEEDS[2]))
    assert [r.student for r in store.results("c3")] == ["before", "after", "later"]
