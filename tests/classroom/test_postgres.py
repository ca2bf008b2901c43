"""The class database on PostgreSQL (cardlab/db/postgres.py), beyond the store tests that
run on both backends: bad addresses and refused logins are one sentence in both languages
(page and command line) and write nothing; a role with only the rights of
``init-db --grant`` plays but cannot change the tables; a write wakes the pages
subscribed to it; the server restarting in the middle of a game loses and doubles no move,
and the pages say they are reconnecting meanwhile."""

from __future__ import annotations

import asyncio
import html
import threading
import time
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from cardlab.bots import bot_for
from cardlab.classroom import ClassError, ClassStore
from cardlab.classroom.cli import main
from cardlab.db import StoreError, open_database
from cardlab.db.schema import SCHEMA_VERSION
from cardlab.i18n import LANGS
from cardlab.tables import TableClient, TableError, TableStore
from cardlab.ui import classboard, together
from cardlab.ui.classboard import class_board
from cardlab.ui.classroom import ClassSide
from cardlab.ui.together import SharedTable, TogetherSide
from tests.classroom.test_classroom import finished, one_sentence
from tests.classroom.test_db import tables_in, version_1, versions
from tests.support.backends import rows
from tests.support.net import free_port
from tests.support.postgres import PostgresServer

SECRET = "s3cret-Pw"
STORES = ((ClassStore, ClassError), (TableStore, TableError))


def refused_to_open(url: str, key: str) -> None:
    """Each store refuses ``url`` with ``key`` in one sentence that never shows the
    password; the command line says the same in both languages (exit 2, no traceback)."""
    for store, error in STORES:
        with pytest.raises(error) as info:
            store(url)
        assert info.value.key == key, info.value.text("en")
        one_sentence(info.value)
        assert SECRET not in info.value.text("en") + info.value.text("ja")


def said_by_the_pages(url: str, key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The teacher's class board, a student's class page and a student's shared-table
    page opened on ``url`` (``CARDLAB_CLASS_DB``) each say the database's one sentence on
    their message line, in the page's language (the board also after a switch of
    language), without the password, and offer nothing to click that needs the database."""
    monkeypatch.setenv("CARDLAB_CLASS_DB", url)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    with pytest.raises(StoreError) as info:
        open_database(url)
    assert info.value.key == key
    for lang in LANGS:
        sentence = html.escape(" ".join(info.value.text(lang).split()))
        board = class_board(query=f"lang={lang}", page="/voila/render/dashboards/class.ipynb")
        student = ClassSide("c1", "trumps", lang=lang, bot_delay=0)
        seat = TogetherSide("t1", "trumps", lang=lang, user="Aiko")
        for page in (board, student, seat):
            shown = page.message.value
            assert sentence in shown and "error" in shown, (type(page).__name__, shown)
            assert SECRET not in shown and "Traceback" not in shown
        assert board.create_button.disabled and board.new_box.layout.display == "none"
        assert "cb-intro" not in board.heading.value  # no "create a class" without one
        assert student.join_row.layout.display == "none"
        assert seat.join_row.layout.display == "none" and seat.table is None
        other = "ja" if lang == "en" else "en"
        board.lang_box.value = other
        assert html.escape(" ".join(info.value.text(other).split())) in board.message.value


def said_by_the_command_line(url: str, capsys: pytest.CaptureFixture[str]) -> list[str]:
    assert main(["--db", url, "list"]) == 2
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert len(lines) == 2 and "Traceback" not in out.out + out.err
    assert SECRET not in out.out
    return lines


# --------------------------------------------------------------------------- bad input


def test_an_unreachable_server(capsys: pytest.CaptureFixture[str],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"postgresql://teacher:{SECRET}@127.0.0.1:{free_port()}/cardlab"
    refused_to_open(url, "class.db.unreachable")
    en, ja = said_by_the_command_line(url, capsys)
    assert en.startswith("The class database server teacher@127.0.0.1:")
    assert "つながらない" in ja
    said_by_the_pages(url, "class.db.unreachable", monkeypatch)


def test_wrong_credentials(postgres_server: PostgresServer, postgres_url: str,
                           capsys: pytest.CaptureFixture[str],
                           monkeypatch: pytest.MonkeyPatch) -> None:
    url = postgres_server.url("cardlab", password=SECRET)
    refused_to_open(url, "class.db.login")
    en, ja = said_by_the_command_line(url, capsys)
    assert "refused the login (password authentication failed" in en
    assert "ログインを断った" in ja
    refused_to_open(postgres_server.url("cardlab", user="nobody_here", password=SECRET),
                    "class.db.login")
    said_by_the_pages(url, "class.db.login", monkeypatch)


@pytest.mark.parametrize("url", [
    f"postgresql://u:{SECRET}@127.0.0.1:notaport/db",
    f"postgresql://u:{SECRET}@[::1/db",
    f"postgresql://u:{SECRET}@127.0.0.1:5432/db?sslmode=sometimes",
])
def test_a_url_that_cannot_be_read(url: str, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    refused_to_open(url, "class.db.bad_url")
    en, ja = said_by_the_command_line(url, capsys)
    assert en.startswith("The class database address") and "アドレス" in ja, en
    said_by_the_pages(url, "class.db.bad_url", monkeypatch)


@pytest.fixture
def app_role(postgres_server: PostgresServer) -> Iterator[tuple[str, str]]:
    """A new empty database owned by the superuser, and a login role ``app_…`` that may
    connect to it and nothing more yet: (the owner's URL, the role's URL)."""
    owner = postgres_server.create_database()
    dbname = owner.rsplit("/", 1)[1]
    role = "app_" + dbname[2:12]
    postgres_server.create_role(role, SECRET)
    postgres_server.psql(f'GRANT CONNECT ON DATABASE "{dbname}" TO "{role}"')
    yield owner, postgres_server.url(dbname, user=role, password=SECRET)


def test_a_database_without_the_tables(app_role: tuple[str, str],
                                       capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The role of the user servers may not make tables: opening an empty database says
    who must, and makes nothing."""
    owner, app = app_role
    refused_to_open(app, "class.db.no_schema")
    en, ja = said_by_the_command_line(app, capsys)
    assert "python -m cardlab.classroom init-db" in en and "init-db" in ja
    said_by_the_pages(app, "class.db.no_schema", monkeypatch)
    assert tables_in(owner) == set()


def test_a_database_of_the_previous_schema_the_role_cannot_upgrade(
        app_role: tuple[str, str]) -> None:
    owner, app = app_role
    version_1(owner, tables=False)
    role = app.split("://")[1].split(":")[0]
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute(f'GRANT SELECT ON schema_version, classes, results TO "{role}"')
    refused_to_open(app, "class.db.old_schema")
    with pytest.raises(ClassError) as info:
        ClassStore(app)
    assert info.value.values["have"] == 1 and info.value.values["want"] == SCHEMA_VERSION
    assert versions(owner) == [1]


# --------------------------------------------------------------------------- least privilege


def test_the_granted_role_plays_and_cannot_change_the_tables(
        app_role: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    """``init-db --grant ROLE`` as the owner; then the role runs both stores (a class
    and its result, a shared table's moves) and is refused every DDL statement."""
    owner, app = app_role
    role = app.split("://")[1].split(":")[0]
    assert main(["--db", owner, "init-db", "--grant", role]) == 0
    assert f"{role} may read and write them (no DDL)" in capsys.readouterr().out
    with ClassStore(app) as classes:
        classes.create("c1", "trumps", players=2, seeds=[11])
        assert classes.submit("c1", "Aiko", 0, finished("trumps", 2, 11)).revision == 1
        assert classes.delete("c1") == 1
    with TableStore(app) as tables:
        tables.create_table("t1", "trumps", players=2, seed=5, bots=(1,))
        me = TableClient(tables, "t1", "Aiko")
        me.play(me.game.legal_actions(0)[0])
        assert me.run_bots() >= 1 and tables.moves("t1") == me.moves
    for ddl in ("CREATE TABLE extra (x INTEGER)", "DROP TABLE shared_actions",
                "ALTER TABLE classes ADD COLUMN x INTEGER", "TRUNCATE results",
                "DELETE FROM shared_actions", "UPDATE shared_actions SET seat = 0"):
        with psycopg.connect(app, autocommit=True) as conn, pytest.raises(
                psycopg.errors.InsufficientPrivilege):
            conn.execute(ddl)


# --------------------------------------------------------------------------- wake-ups


def test_a_write_wakes_its_subscribers_at_commit_only(postgres_db: str) -> None:
    """A move wakes the subscribers of its table (not of another), at its commit; a
    refused move wakes nobody."""
    listener, writer = TableStore(postgres_db), TableStore(postgres_db)
    writer.create_table("t1", "trumps", players=2, seed=5)
    heard: dict[str, threading.Event] = {"table:t1": threading.Event(),
                                         "table:t2": threading.Event()}
    for topic, event in heard.items():
        listener.db.subscribe(topic, event.set)
    listener.db._listener.connected.wait(30)  # type: ignore[attr-defined]
    with pytest.raises(TableError):
        writer.append("t1", 0, 0, "nonsense", "nobody")
    time.sleep(0.3)  # a wake-up would come within milliseconds
    assert not heard["table:t1"].is_set()
    me = TableClient(writer, "t1", "Aiko")
    me.play(me.game.legal_actions(0)[0])
    assert heard["table:t1"].wait(10)
    assert not heard["table:t2"].is_set()
    listener.disconnect()
    writer.disconnect()


def test_each_topic_has_its_channel_and_only_its_listeners_hear_it(postgres_db: str) -> None:
    """A kernel listens on the channels of its own tables and classes only (a move at
    another table does not reach its connection); a topic whose last page went is
    unlistened; a subscription is heard as soon as subscribe() returns."""
    first, second, writer = (TableStore(postgres_db) for _ in range(3))
    for name in ("c1", "c2"):
        writer.create_table(name, "trumps", players=2, seed=5)
    heard: list[str] = []
    ends = [first.db.subscribe("table:c1", lambda: heard.append("first c1")),
            first.db.subscribe("class:3B", lambda: heard.append("first 3B")),
            second.db.subscribe("table:c2", lambda: heard.append("second c2"))]
    listener = first.db._listener  # type: ignore[attr-defined]
    assert listener._listening == {"cardlab:table:c1", "cardlab:class:3B"}
    assert second.db._listener._listening == {"cardlab:table:c2"}  # type: ignore[attr-defined]
    TableClient(writer, "c2", "Ken")  # sitting down notifies c2
    deadline = time.monotonic() + 30
    while "second c2" not in heard:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    time.sleep(0.3)
    assert heard == ["second c2"]
    ends[0]()
    deadline = time.monotonic() + 30
    while listener._listening != {"cardlab:class:3B"}:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    TableClient(writer, "c1", "Aiko")
    time.sleep(0.3)
    assert heard == ["second c2"]
    for end in ends[1:]:
        end()
    for store in (first, second, writer):
        store.disconnect()


async def _wait_for(check: Any, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline
        await asyncio.sleep(0.01)


SLOW_POLL = 30.0
"""The pages' fallback poll in the wake-up tests: what they show sooner, a wake-up showed."""


def test_the_class_board_wakes_on_a_result_before_its_slow_poll(
        postgres_db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The teacher's class board, its fallback poll 30 s apart, shows a result that a
    student (another kernel, its own connection) sends within a second or so: the result's
    NOTIFY woke it. Without the wake-up it would wait for the poll."""
    monkeypatch.setattr(classboard, "WAKE_POLL_SECONDS", SLOW_POLL)
    monkeypatch.setenv("CARDLAB_CLASS_DB", postgres_db)
    with ClassStore(postgres_db) as store:
        store.create("nb", "trumps", players=2, seeds=[5])
    record = finished("trumps", 2, 5)

    def send(name: str) -> None:
        with ClassStore(postgres_db) as student:
            student.submit("nb", name, 0, record)

    async def scenario() -> list[float]:
        board = class_board(query="lang=en", page="/voila/render/dashboards/class.ipynb")
        assert board.broken is None and board.pick("nb")
        await _wait_for(lambda: board._wakeup is not None)
        await asyncio.sleep(0.5)  # the board's first round is done: its next poll is 30 s away
        seen = []
        for n, name in enumerate(("Aiko", "Ken"), start=1):
            version, start = board.view.version, time.monotonic()
            await asyncio.to_thread(send, name)
            await _wait_for(lambda v=version: board.view.version > v, timeout=SLOW_POLL / 2)
            seen.append(time.monotonic() - start)
            assert f'data-results="{n}"' in board.view.html and name in board.view.html
        board.stop()
        return seen

    assert max(asyncio.run(scenario())) < 1.5


def test_a_page_wakes_on_another_seats_move_before_its_slow_poll(
        postgres_db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shared table's page, its fallback poll 30 s apart, shows another seat's move
    within a second or so: the move woke it."""
    monkeypatch.setenv("CARDLAB_CLASS_DB", postgres_db)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    store = TableStore(postgres_db)
    store.create_table("w2", "trumps", players=2, seed=5)
    other = TableClient(store, "w2", "Ken", seat=1)

    monkeypatch.setattr(together, "WAKE_POLL_S", SLOW_POLL)

    async def scenario() -> float:
        side = TogetherSide("w2", "trumps", lang="en", user="Aiko")
        assert side.table is not None or side.sit(0)
        table = side.table
        assert isinstance(table, SharedTable) and table.start()
        await _wait_for(lambda: table._wakeup is not None)
        await asyncio.sleep(0.5)  # its first round is done: the next poll is 30 s away
        other.sync()
        while 1 not in other.game.to_move:  # Aiko's moves, by her page, until Ken's turn
            table.act(str(table.client.game.legal_actions(0)[0]))
            other.sync()
        await asyncio.sleep(0.3)  # the page's own move's wake-up is handled
        start = time.monotonic()
        other.play(other.game.legal_actions(1)[0])
        await _wait_for(lambda: table.client.moves == other.moves, timeout=10)
        seen = time.monotonic() - start
        table.stop()
        return seen

    assert asyncio.run(scenario()) < 1.5


# --------------------------------------------------------------------------- a restart


def _four_pages(name: str) -> list[SharedTable]:
    tables = []
    for seat in range(4):
        side = TogetherSide(name, "notice", lang="en", user="",
                            settings={"players": 4, "seed": 11})
        side.name_box.value = f"P{seat}"
        assert side.join() and (side.table is not None or side.sit(seat))
        assert isinstance(side.table, SharedTable)
        tables.append(side.table)
    return tables


def _step(tables: list[SharedTable]) -> None:
    """Each page: one round, and its seat's move when it is to move."""
    for table in tables:
        table.round()
        seat = table.client.seat
        if seat in table.client.game.to_move:
            table.act(str(bot_for("notice", seed=seat).choose(table.client.game.view(seat))))


@pytest.mark.slow
def test_the_server_restarts_during_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four pages play a Notice game; the server stops after 40 moves: every page says
    it is reconnecting (a click too: nothing is written); it starts again, the line goes
    at the next round, and the game goes on to its end with a log 0…n−1 that every page
    replays the same."""
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    with PostgresServer() as server:
        url = server.create_database()
        monkeypatch.setenv("CARDLAB_CLASS_DB", url)
        tables = _four_pages("r4")
        store = TableStore(url)
        while store.moves("r4") < 40:
            _step(tables)
        server.stop()
        _step(tables)
        for table in tables:
            assert "was lost" in table.message["text"], table.message
            assert "reconnecting" in table.message["text"]
        server.start()
        for table in tables:
            table.round()
            assert table.message["text"] == ""
        for _ in range(3000):
            if all(t.client.game.is_over for t in tables):
                break
            _step(tables)
        record = store.game("r4").to_record()
        assert store.table("r4").over and len(record["actions"]) == 224
        assert [n for n, _, _ in store.actions("r4")] == list(range(224))
        assert all(t.client.game.to_record() == record for t in tables)
        for table in tables:
            table.stop()


@pytest.mark.slow
def test_the_class_board_says_reconnecting_while_the_server_restarts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The class board's round while the server is down says, in one sentence, that it
    is reconnecting (in the board's language) and shows the results it had; the first
    round after the server is back takes the line away, and a result sent then shows —
    once (the revision and the student's row are the store's, not the board's)."""
    with PostgresServer() as server:
        url = server.create_database()
        monkeypatch.setenv("CARDLAB_CLASS_DB", url)
        with ClassStore(url) as store:
            store.create("rb", "trumps", players=2, seeds=[5])
            store.submit("rb", "Aiko", 0, finished("trumps", 2, 5))
        board = class_board(query="lang=ja", page="/voila/render/dashboards/class.ipynb")
        assert board.pick("rb") and 'data-results="1"' in board.view.html
        server.stop()
        board._tick(board._generation)
        assert "つなぎ直しながら" in board.message.value and "error" in board.message.value
        assert 'data-results="1"' in board.view.html
        server.start()
        with ClassStore(url) as student:
            student.submit("rb", "Ken", 0, finished("trumps", 2, 5))
        board._tick(board._generation)
        assert board.message.value == ""
        assert 'data-results="2"' in board.view.html and "Ken" in board.view.html
        assert len(board.results) == 2
        board.stop()


def _end_connection(url: str, pid: int) -> None:
    """The server ends the connection ``pid`` (as a restart does)."""
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))


def test_a_lost_connection_is_made_again_by_the_next_call(postgres_db: str) -> None:
    """The server ends the store's connection: the next read, and the next write (which
    had not begun), go on a new connection; a write in flight says ``class.db.lost`` in
    one sentence, writes nothing, and the next one goes through."""
    db = open_database(postgres_db)
    _end_connection(postgres_db, db.read("SELECT pg_backend_pid()")[0][0])
    assert db.read("SELECT COUNT(*) FROM classes") == [(0,)]
    _end_connection(postgres_db, db.read("SELECT pg_backend_pid()")[0][0])
    ClassStore(db).create("c1", "trumps", players=2, seeds=[1])
    with pytest.raises(StoreError) as info, db.write() as tx:
        tx.execute("INSERT INTO classes (name, game, players, options, seeds, created_at) "
                   "VALUES ('c2', 'trumps', 2, '{}', '[1]', 'now')")
        _end_connection(postgres_db, tx.execute("SELECT pg_backend_pid()").fetchone()[0])
        tx.execute("SELECT 1")
    assert info.value.key == "class.db.lost"
    one_sentence(info.value)
    assert [c.name for c in ClassStore(db).classes()] == ["c1"]
    ClassStore(db).create("c3", "trumps", players=2, seeds=[1])
    assert sorted(c.name for c in ClassStore(db).classes()) == ["c1", "c3"]


def test_the_listening_connection_goes_with_the_last_subscription(postgres_db: str) -> None:
    """One listening connection per database however many pages subscribe; it closes
    when the last subscription ends (a page closed in a kernel that lives on)."""
    db = open_database(postgres_db)

    def listening() -> int:
        return rows(postgres_db, "SELECT COUNT(*) FROM pg_stat_activity WHERE "
                    "datname = current_database() AND query LIKE 'LISTEN \"cardlab:%'")[0][0]

    ends = [db.subscribe("table:a", lambda: None), db.subscribe("class:b", lambda: None)]
    listener = db._listener  # type: ignore[attr-defined]
    assert listener is not None and listener.connected.wait(30)
    assert listening() == 1
    ends[0]()
    assert db._listener is listener  # type: ignore[attr-defined]
    ends[1]()
    assert db._listener is None  # type: ignore[attr-defined]
    listener._thread.join(30)
    assert not listener._thread.is_alive()
    deadline = time.monotonic() + 30  # the server ends the closed connection's backend
    while listening():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    db.close()
