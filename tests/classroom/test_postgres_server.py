"""The throwaway PostgreSQL server of the tests (tests/support/postgres.py): it answers on
127.0.0.1, runs as an unprivileged user, gives each test a database of its own, survives a
restart on the same port, refuses a wrong password, and leaves nothing behind."""

from __future__ import annotations

import os

import psycopg
import pytest

from tests.support.postgres import DatabasePool, PostgresServer


def test_the_session_server_answers_on_localhost(postgres_server: PostgresServer,
                                                 postgres_url: str) -> None:
    assert postgres_url.startswith("postgresql://cardlab:")
    assert f"@127.0.0.1:{postgres_server.port}/cardlab" in postgres_url
    with psycopg.connect(postgres_url) as conn:
        row = conn.execute("SELECT current_database(), current_setting('listen_addresses'),"
                           " current_setting('unix_socket_directories')").fetchone()
    assert row == ("cardlab", "127.0.0.1", str(postgres_server.socket_dir))
    owner = (postgres_server.data / "PG_VERSION").stat().st_uid
    assert owner != 0 or os.geteuid() != 0  # never run as root


def test_each_test_has_a_database_of_its_own(postgres_db: str, postgres_url: str) -> None:
    with psycopg.connect(postgres_db) as conn:
        conn.execute("CREATE TABLE mine (x INTEGER)")
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT to_regclass('mine')").fetchone() == (None,)


def test_a_database_given_back_is_emptied_renamed_and_handed_out_again(
        postgres_server: PostgresServer) -> None:
    pool = DatabasePool(postgres_server)
    url = pool.take()
    listener = psycopg.connect(url, autocommit=True)  # a page the test left listening
    listener.execute("CREATE TABLE moves (n INTEGER); INSERT INTO moves VALUES (1); "
                     "CREATE SEQUENCE s; LISTEN anything")
    pool.give_back(url)
    assert _dead(listener)
    with pytest.raises(psycopg.OperationalError, match="does not exist"):
        psycopg.connect(url, connect_timeout=10)  # the old name leads nowhere
    again = pool.take()
    assert again != url and pool.free == []
    with psycopg.connect(again) as conn:
        assert conn.execute("SELECT count(*) FROM pg_class c JOIN pg_namespace n"
                            " ON n.oid = c.relnamespace WHERE nspname = 'public'"
                            ).fetchone() == (0,)
        assert conn.execute("SELECT has_schema_privilege('public', 'public', 'USAGE'),"
                            " pg_get_userbyid(nspowner) FROM pg_namespace"
                            " WHERE nspname = 'public'").fetchone() == (True, "pg_database_owner")
    pool.give_back(again)


def test_a_database_changed_beyond_its_tables_is_dropped(
        postgres_server: PostgresServer) -> None:
    pool = DatabasePool(postgres_server)
    before = set(postgres_server.psql("SELECT datname FROM pg_database").split("\n"))
    for change in ("CREATE SCHEMA other", "ALTER DATABASE {db} SET work_mem = '8MB'",
                   "GRANT CONNECT ON DATABASE {db} TO PUBLIC"):
        url = pool.take()
        db = url.rsplit("/", 1)[1]
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(change.format(db=f'"{db}"').encode())
        pool.give_back(url)
        assert pool.free == [], change
    after = set(postgres_server.psql("SELECT datname FROM pg_database").split("\n"))
    assert after == before  # each was dropped, none kept


def _dead(conn: psycopg.Connection) -> bool:
    """Whether the server has ended ``conn``'s session."""
    try:
        conn.execute("SELECT 1")
    except psycopg.OperationalError:
        return True
    return False


def test_a_wrong_password_is_refused(postgres_server: PostgresServer) -> None:
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(postgres_server.url(password="wrong"), connect_timeout=10)


def test_a_server_restarts_on_its_port_and_is_removed_at_the_end() -> None:
    with PostgresServer() as server:
        url = server.create_database("kept")
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7)")
        port = server.port
        server.restart()
        assert server.port == port
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT x FROM t").fetchall() == [(7,)]
        folder = server.folder
    assert not folder.exists()
