"""Where the class database is, and the names and times the stores write into it.

>>> check_link_name("room-1", StoreError, "table.bad_name")
'room-1'
>>> now_iso().endswith("+00:00")
True
"""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from cardlab.db.base import StoreError
from cardlab.errors import brief

__all__ = ["DB_ENV", "DB_FILE", "MAX_NAME", "check_link_name", "db_path", "now_iso"]

DB_ENV = "CARDLAB_CLASS_DB"
"""The environment variable naming the class database file."""
DB_FILE = "classes.sqlite"
"""The database's file name in a folder (``$CARDLAB_CLASS_DB`` a folder, or the default)."""
MAX_NAME = 40
"""The longest name that goes into a link (a class's, a table's), and the longest student
name, in characters."""

LINK_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")

E = TypeVar("E", bound=StoreError)


def db_path() -> Path:
    """The class database: ``$CARDLAB_CLASS_DB`` (a file, or a folder to hold
    ``classes.sqlite``), else ``classes.sqlite`` in the user's data directory
    (``platformdirs.user_data_dir("cardlab")``: ``~/.local/share/cardlab`` on Linux).

    >>> saved = os.environ.pop(DB_ENV, None)
    >>> db_path().name
    'classes.sqlite'
    >>> os.environ[DB_ENV] = "/srv/class/cardlab.sqlite"
    >>> db_path()
    PosixPath('/srv/class/cardlab.sqlite')
    >>> _ = os.environ.pop(DB_ENV) if saved is None else os.environ.update({DB_ENV: saved})
    """
    given = os.environ.get(DB_ENV, "").strip()
    if given:
        path = Path(given).expanduser()
        return path / DB_FILE if path.is_dir() or given.endswith(os.sep) else path
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardlab", appauthor=False)) / DB_FILE


def check_link_name(name: Any, error: type[E], key: str) -> str:
    """A name that goes into a link (a class's, a shared table's): 1 to 40 letters,
    digits, ``-`` or ``_``; else ``error(key)``, which says so in one sentence.

    >>> check_link_name("t-1", StoreError, "class.bad_name")
    't-1'
    >>> try:
    ...     check_link_name("x" * 41, StoreError, "class.bad_name")
    ... except StoreError as e:
    ...     print(e.key, e.values["limit"])
    class.bad_name 40
    """
    if not isinstance(name, str) or not LINK_NAME.fullmatch(name):
        raise error(key, name=brief(name, 50), limit=MAX_NAME)
    return name


def now_iso() -> str:
    """The time now, UTC, as ISO text to the millisecond (what the stores write).

    >>> len(now_iso())
    29
    """
    return datetime.now(UTC).isoformat(timespec="milliseconds")
