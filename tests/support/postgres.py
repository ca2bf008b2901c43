"""A throwaway PostgreSQL server for the tests and the benchmarks, and its pytest fixtures.

:class:`PostgresServer` makes a cluster with Debian's ``postgresql`` binaries (``make test``
installs the package: the ``postgresql`` target) in a temporary folder, starts it on
127.0.0.1 on a free port with its unix socket in that folder, and removes it all at the
end. Run as root, the server runs as an unprivileged user (``postgres``, which the package
creates, else ``nobody``): PostgreSQL refuses to run as root. Durability is off
(``fsync``), which is what a throwaway cluster wants.

The superuser ``cardlab`` logs in with a password over TCP (so a test can try wrong
credentials) and without one over the unix socket.

Fixtures (this module is a pytest plugin, loaded by the root ``conftest.py``):

- ``postgres_server`` (session): the running :class:`PostgresServer`;
- ``postgres_url`` (session): a ``postgresql://`` URL of a database ``cardlab`` on it;
- ``postgres_pool`` (session): the :class:`DatabasePool` that hands out those databases;
- ``postgres_db`` (each test): the URL of a new, empty database of the test's own.

A missing PostgreSQL FAILS these fixtures (as a missing chromium fails the browser tests):
``make test`` installs it.

>>> bin_dir().joinpath("initdb").exists()
True
"""

from __future__ import annotations

import contextlib
import getpass
import os
import pwd
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.net import free_port

__all__ = ["PostgresServer", "bin_dir"]

SUPERUSER = "cardlab"
PASSWORD = "throwaway-" + uuid.uuid4().hex[:12]
SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "500",
    "shared_buffers": "32MB",
    "log_min_messages": "warning",
    "logging_collector": "off",
}


def bin_dir() -> Path:
    """The folder of the newest installed PostgreSQL's programs (Debian puts them in
    ``/usr/lib/postgresql/<version>/bin``; elsewhere ``pg_ctl`` on ``PATH``)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda p: int(p.parts[-3]) if p.parts[-3].isdigit() else 0)
    if found:
        return found[-1].parent
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).parent
    raise FileNotFoundError("PostgreSQL is not installed: `make postgresql` installs "
                            "Debian's postgresql package")


def _server_user() -> str | None:
    """The user the server runs as when this process is root (``None``: this one)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise RuntimeError("no unprivileged user (postgres, nobody) to run PostgreSQL as")


class PostgresServer:
    """A PostgreSQL cluster in a new temporary folder, started on a free port of
    127.0.0.1. :meth:`stop` stops it, :meth:`start` starts it again (same folder, same
    port), :meth:`restart` does both, :meth:`remove` stops it and deletes the folder.
    A ``with`` block removes it at its end."""

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        self.bin = bin_dir()
        self.user = _server_user()
        self.folder = Path(tempfile.mkdtemp(prefix="cardlab-pg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder
        self.log = self.folder / "server.log"
        self.port = 0
        self.settings = {**SETTINGS, **(settings or {})}
        self._admin: dict[str, Any] = {}
        if self.user:
            shutil.chown(self.folder, self.user)
            self.folder.chmod(0o700)
        self._initdb()
        self.start()

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run one of PostgreSQL's programs as the server's user."""
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        return subprocess.run(command, check=check, capture_output=True, text=True,
                              cwd=self.folder, timeout=180)

    def _initdb(self) -> None:
        pwfile = self.folder / "pw"
        pwfile.write_text(PASSWORD + "\n")
        if self.user:
            shutil.chown(pwfile, self.user)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--pwfile", str(pwfile),
                  "--auth-local=trust", "--auth-host=scram-sha-256", "-E", "UTF8",
                  "--locale=C", "--no-sync")
        pwfile.unlink()
        with (self.data / "postgresql.conf").open("a") as conf:
            for key, value in self.settings.items():
                conf.write(f"{key} = {value}\n")
            conf.write(f"unix_socket_directories = '{self.socket_dir}'\n")

    def start(self) -> None:
        """Start the server (on a free port the first time, the same port afterwards)."""
        for _attempt in range(5):
            port = self.port or free_port()
            done = self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w",
                             "-t", "120", "-o", f"-p {port}", "start", check=False)
            if done.returncode == 0:
                self.port = port
                return
            if self.port:  # the same port again: wait for it to be free
                time.sleep(0.5)
        raise RuntimeError(f"PostgreSQL did not start: {done.stderr}\n{self.log_text()}")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``mode``: ``smart``, ``fast`` or ``immediate``)."""
        for conn in self._admin.values():
            conn.close()
        self._admin.clear()
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def restart(self, mode: str = "fast") -> None:
        """Stop the server and start it again on the same port."""
        self.stop(mode)
        self.start()

    def remove(self) -> None:
        """Stop the server at once and delete its folder."""
        if self.data.exists():
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def log_text(self) -> str:
        """The server's log so far."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def url(self, dbname: str = "postgres", user: str = SUPERUSER,
            password: str | None = PASSWORD) -> str:
        """A ``postgresql://`` URL of the database ``dbname`` over TCP, as ``user``."""
        secret = f":{password}" if password is not None else ""
        return f"postgresql://{user}{secret}@127.0.0.1:{self.port}/{dbname}"

    def psql(self, sql: str, dbname: str = "postgres") -> str:
        """Run ``sql`` as the superuser over the unix socket; its output (tuples only, one
        row a line, columns joined by ``|`` as ``psql -t -A`` prints them).

        One connection per database is kept open (autocommit), so a test's
        ``CREATE DATABASE`` costs the server's work only, not a ``psql`` process's start."""
        import psycopg

        for attempt in range(2):
            conn = self._admin.get(dbname)
            if conn is None or conn.closed:
                conn = psycopg.connect(host=str(self.socket_dir), port=self.port,
                                       user=SUPERUSER, dbname=dbname, autocommit=True)
                self._admin[dbname] = conn
            try:
                with conn.cursor() as cur:
                    cur.execute(sql.encode())
                    rows = cur.fetchall() if cur.description else []
                break
            except psycopg.OperationalError as e:
                if not conn.broken or attempt:
                    raise RuntimeError(f"psql failed: {e}") from None
                conn.close()  # the server restarted or ended this session: connect again
            except psycopg.Error as e:
                raise RuntimeError(f"psql failed: {e}") from None
        return "\n".join("|".join("" if v is None else str(v) for v in row) for row in rows)

    def create_database(self, name: str | None = None, owner: str = SUPERUSER) -> str:
        """Make a new, empty database (a fresh name unless ``name``) owned by ``owner``;
        its URL as the superuser."""
        name = name or "t_" + uuid.uuid4().hex[:16]
        self.psql(f'CREATE DATABASE "{name}" OWNER "{owner}"')
        return self.url(name)

    def drop_database(self, name: str) -> None:
        """Remove the database ``name``, ending its sessions first (:class:`DatabasePool`
        drops a test's database that it cannot hand out again)."""
        self.psql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def close_admin(self, dbname: str) -> None:
        """Close the superuser's kept connection to ``dbname`` (if any)."""
        conn = self._admin.pop(dbname, None)
        if conn is not None:
            conn.close()

    def create_role(self, name: str, password: str) -> None:
        """Make a login role ``name`` (no rights beyond logging in) with ``password``."""
        self.psql(f"CREATE ROLE \"{name}\" LOGIN PASSWORD '{password}'")

    def __enter__(self) -> PostgresServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.remove()

    def __repr__(self) -> str:
        return f"PostgresServer(port={self.port}, folder={str(self.folder)!r}, " \
               f"as={self.user or getpass.getuser()!r})"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server of this test session (of this worker, under xdist)."""
    with PostgresServer() as server:
        yield server


@pytest.fixture(scope="session")
def postgres_url(postgres_server: PostgresServer) -> str:
    """The ``postgresql://`` URL of a database ``cardlab`` on the session's server, as its
    superuser."""
    return postgres_server.create_database("cardlab")


# A database handed back clean is emptied and handed out again (≈ 15 ms) rather than
# dropped and made anew (≈ 250 ms: PostgreSQL copies its 8 MB template).
_CLEAN = """SELECT (SELECT count(*) FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%'
                   AND nspname NOT IN ('public', 'information_schema'))
            + (SELECT count(*) FROM pg_extension WHERE extname <> 'plpgsql')
            + (SELECT count(*) FROM pg_default_acl)
            + (SELECT count(*) FROM pg_largeobject_metadata)
            + (SELECT count(*) FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
               WHERE d.datname = current_database())
            + (SELECT count(*) FROM pg_database WHERE datname = current_database()
               AND (datacl IS NOT NULL OR datdba <> (SELECT oid FROM pg_roles
                                                     WHERE rolname = current_user)))"""
_EMPTY = ("DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION pg_database_owner; "
          "GRANT USAGE ON SCHEMA public TO PUBLIC; "
          "COMMENT ON SCHEMA public IS 'standard public schema'")


class DatabasePool:
    """New, empty databases for the tests of one session: a database a test leaves as
    only the stores leave one (tables in ``public``, nothing else changed) is emptied and
    handed out again; any other is dropped."""

    def __init__(self, server: PostgresServer) -> None:
        self.server = server
        self.free: list[str] = []

    def take(self) -> str:
        """The URL (as the superuser) of an empty database nobody else holds."""
        return self.server.url(self.free.pop()) if self.free else self.server.create_database()

    def give_back(self, url: str) -> None:
        """End every session on the database of ``url`` and rename it (a thread the test
        left running cannot reach it by its old name); empty it for the next test, or drop
        it when the test changed more than its tables."""
        name = url.rsplit("/", 1)[1]
        fresh = "t_" + uuid.uuid4().hex[:16]
        for _attempt in range(5):
            self.server.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                             f"WHERE datname = '{name}' AND pid <> pg_backend_pid()")
            try:
                self.server.psql(f'ALTER DATABASE "{name}" RENAME TO "{fresh}"')
                break
            except RuntimeError:  # a session came back between the two: end it again
                continue
        else:
            self.server.drop_database(name)
            return
        try:
            clean = self.server.psql(_CLEAN, dbname=fresh) == "0"
            if clean:
                self.server.psql(_EMPTY, dbname=fresh)
        except RuntimeError:
            clean = False
        self.server.close_admin(fresh)
        if clean:
            self.free.append(fresh)
        else:
            self.server.drop_database(fresh)


@pytest.fixture(scope="session")
def postgres_pool(postgres_server: PostgresServer) -> DatabasePool:
    """The session's :class:`DatabasePool` on its server."""
    return DatabasePool(postgres_server)


@pytest.fixture
def postgres_db(postgres_pool: DatabasePool) -> Iterator[str]:
    """The ``postgresql://`` URL of a new, empty database of this test's own (emptied or
    dropped at the test's end)."""
    url = postgres_pool.take()
    yield url
    postgres_pool.give_back(url)
