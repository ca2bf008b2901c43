"""Pages that wake when the class database says something changed, and poll slowly as
well (or, on a database without wake-ups, poll as before).

Under PostgreSQL a write notifies its topic (``table:t1`` for a move at the shared table
``t1``, ``class:3B`` for a result of the class ``3B``: :meth:`cardlab.db.Database.notify`);
a page subscribed to it runs its round at once on the kernel's event loop. SQLite has no
wake-ups: the page polls every ``fast`` seconds, as it always did. With wake-ups it
still polls every ``slow`` seconds: a missed notification (the listening connection was
down) costs at most that long.

>>> from cardlab.db import open_database
>>> every(open_database(":memory:"), fast=0.25, slow=2.0)
0.25
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from cardlab.db import Database, StoreError

__all__ = ["Wakeup", "every", "is_trouble"]

TROUBLE = ("class.db.lost", "class.db.unreachable", "class.db.busy", "class.db.login")
"""The database's own troubles (a page says them, then carries on)."""


def every(db: Database, fast: float, slow: float) -> float:
    """How often a page on ``db`` polls: ``slow`` when writes wake it, else ``fast``."""
    return slow if db.wakes else fast


def is_trouble(e: BaseException) -> bool:
    """Is ``e`` the database's trouble (lost, unreachable, busy), not a refusal?

    >>> is_trouble(StoreError("class.db.busy", reason="x")), is_trouble(ValueError())
    (True, False)
    """
    return isinstance(e, StoreError) and e.key in TROUBLE


class Wakeup:
    """Call ``callback()`` on ``loop`` whenever a write to ``db`` notifies ``topic``, until
    :meth:`close` (never, on a database without wake-ups)."""

    def __init__(self, db: Database, topic: str, loop: asyncio.AbstractEventLoop,
                 callback: Callable[[], None]) -> None:
        def wake() -> None:  # from the listening thread
            if not loop.is_closed():
                loop.call_soon_threadsafe(callback)

        self._end = db.subscribe(topic, wake)

    def close(self) -> None:
        """No more wake-ups."""
        self._end()
