"""The class store: one deal (or a few) for the whole class, and every student's result.

A *class* has a name (it appears in the link students open), a game, a number of
players, rule options and one seed per deal. A *result* is one student's finished deal:
the record they played, and what the store worked out from it (outcome, score, moves).
Everything lives in the class database (:mod:`cardlab.db`; SQLite by default, at
:func:`db_path`: ``$CARDLAB_CLASS_DB``, else ``classes.sqlite`` in the user's data
directory), which the shared tables (:mod:`cardlab.tables`) use too.

The package, one concept per module: :mod:`.errors` (:class:`ClassError`),
:mod:`.checks` (names, seeds, a class's game and options), :mod:`.deal` (where a class
deal ends, the record a student sends), :mod:`.outcome` (a deal's outcome, score and
figures, as the game's kit says), :mod:`.store` (:class:`ClassStore` over the database)
and :mod:`.cli` (the command line, ``python -m cardlab.classroom``).

Duplicate play: every student plays the same deals from seat 0, bots in the other seats.
A class deal is the deal a new game from its seed starts with; in a game that spans
several deals (Notice, Skull Collector, a Comrade or Comp-13 match) the class deal is the
*first* deal of that game, finished when the next deal is dealt or the game ends.

The store never trusts what it is sent: :meth:`ClassStore.submit` checks the record in
full (:func:`cardlab.records.check_record`), then that it is this class's deal (game,
players, options, seed, decks), replays it move by move to the end of the deal, and works
out the outcome and score itself (:func:`deal_result`). Every refusal is a
:class:`ClassError`: one sentence in English and Japanese, and nothing written.

>>> import tempfile, cardlab
>>> from pathlib import Path
>>> from cardlab.bots import bot_for
>>> from cardlab.session import play_out
>>> store = ClassStore(Path(tempfile.mkdtemp()) / "classes.sqlite")
>>> info = store.create("maths-3b", "trumps", players=2, seeds=[11, 12])
>>> info.deals, info.seeds
(2, (11, 12))
>>> game = play_out(store.deal_game("maths-3b", 0), {s: bot_for("trumps", seed=s)
...                                                   for s in range(2)})
>>> result = store.submit("maths-3b", "Aiko", 0, game.to_record(), seconds=95)
>>> result.outcome, result.score, store.next_deal("maths-3b", "Aiko")
('win', 13.0, 1)
>>> store.revision("maths-3b"), [r.student for r in store.results("maths-3b")]
(1, ['Aiko'])
>>> try:
...     store.submit("maths-3b", "Aiko", 0, game.to_record())
... except ClassError as e:
...     print(e.text("en")); print(e.text("ja"))
Aiko has already sent deal 1 of the class maths-3b: a deal is sent once.
Aikoさんはクラスmaths-3bのディール1をもう送っています(送れるのは一度だけです)。"""

from __future__ import annotations

from cardlab.classroom.checks import (
    MAX_DEALS,
    MAX_SEED,
    check_class_name,
    check_seconds,
    check_seeds,
    check_setup,
    check_student,
    deal_of,
    random_seeds,
)
from cardlab.classroom.cli import main
from cardlab.classroom.deal import deal_end, deal_finished, deal_record, first_deal_end
from cardlab.classroom.errors import ClassError
from cardlab.classroom.outcome import OUTCOMES, deal_result, outcome_text
from cardlab.classroom.store import CSV_HEADER, ClassInfo, ClassStore, Result
from cardlab.db import DB_ENV, MAX_NAME, SCHEMA_VERSION, check_link_name, db_path, now_iso
from cardlab.db.sqlite import BUSY_TIMEOUT_MS

__all__ = [
    "BUSY_TIMEOUT_MS",
    "CSV_HEADER",
    "DB_ENV",
    "MAX_DEALS",
    "MAX_NAME",
    "MAX_SEED",
    "OUTCOMES",
    "SCHEMA_VERSION",
    "ClassError",
    "ClassInfo",
    "ClassStore",
    "Result",
    "check_class_name",
    "check_link_name",
    "check_seconds",
    "check_seeds",
    "check_setup",
    "check_student",
    "db_path",
    "deal_end",
    "deal_finished",
    "deal_of",
    "deal_record",
    "deal_result",
    "first_deal_end",
    "main",
    "now_iso",
    "outcome_text",
    "random_seeds",
]
