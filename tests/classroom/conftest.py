"""The class-store tests run on both backends: ``db_target`` is a SQLite file in the
test's folder, then a new database on the session's throwaway PostgreSQL server."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.backends import BACKENDS


@pytest.fixture(params=BACKENDS)
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's class database is: a file, or a ``postgresql://`` URL."""
    if request.param == "sqlite":
        return str(tmp_path / "classes.sqlite")
    return str(request.getfixturevalue("postgres_db"))
