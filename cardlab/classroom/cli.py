"""The class store's command line: ``python -m cardlab.classroom create|list|results|close|delete``.

>>> _row(ClassInfo("3B", "notice", 4, {}, (5, 6), "2026-11-24T00:00:00+00:00", True)
...      ).split()[:4]
['3B', 'notice', '4', 'players']
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from cardlab.classroom.store import ClassInfo, ClassStore
from cardlab.core import GAMES
from cardlab.db import DB_ENV, StoreError, db_path

__all__ = ["main"]


def _parser() -> Any:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m cardlab.classroom",
        description=f"The class store ({DB_ENV} names the database; default {db_path()}).")
    parser.add_argument("--db", default=None, help="the database file (default: as above)")
    sub = parser.add_subparsers(dest="command", required=True)
    create = sub.add_parser("create", help="a new class")
    create.add_argument("name")
    create.add_argument("game", choices=sorted(GAMES))
    create.add_argument("--players", type=int, default=None)
    create.add_argument("--deals", type=int, default=1, help="random seeds, one per deal")
    create.add_argument("--seeds", default=None, help="seeds instead: 12,34,56")
    create.add_argument("--level", default="standard",
                        help="the bots' level: beginner, standard or strong")
    create.add_argument("--option", action="append", default=[], metavar="NAME=JSON",
                        help="a rule option, its value in JSON (pass_limit=5)")
    sub.add_parser("list", help="every class")
    results = sub.add_parser("results", help="a class's results")
    results.add_argument("name")
    results.add_argument("--csv", action="store_true", help="as CSV")
    close = sub.add_parser("close", help="take no more results")
    close.add_argument("name")
    delete = sub.add_parser("delete", help="delete a class and its results for good")
    delete.add_argument("name")
    return parser


def _option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def _row(info: ClassInfo) -> str:
    state = "closed" if info.closed else "open"
    return (f"{info.name}\t{info.game}\t{info.players} players\t{info.deals} deals\t"
            f"seeds {','.join(map(str, info.seeds))}\t{state}\t{info.created}\t"
            f"bots {info.level}")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cardlab.classroom create|list|results|close|delete``; a refusal is printed as
    its sentence (exit status 2). The server of ``make class`` is
    ``python -m cardlab.classroom_server``.

    >>> import tempfile
    >>> from pathlib import Path
    >>> db = str(Path(tempfile.mkdtemp()) / "c.sqlite")
    >>> main(["--db", db, "create", "3B", "notice", "--players", "4", "--seeds", "5,6",
    ...       "--level", "beginner"])
    3B	notice	4 players	2 deals	seeds 5,6	open	...	bots beginner
    0
    >>> main(["--db", db, "results", "3B", "--csv"])
    class,student,deal,seed,outcome,score,moves,seconds,time
    0
    >>> main(["--db", db, "close", "nope"])
    There is no class named nope: check the name in the link.
    2
    """
    args = _parser().parse_args(argv)
    try:
        with ClassStore(args.db) as store:
            if args.command == "create":
                seeds = None if args.seeds is None else [
                    int(s) for s in args.seeds.split(",") if s.strip().isdigit()]
                infos = [store.create(args.name, args.game, args.players,
                                      dict(map(_option, args.option)), args.deals, seeds,
                                      level=args.level)]
            elif args.command == "close":
                infos = [store.close(args.name)]
            elif args.command == "delete":
                print(f"{args.name}: deleted with its {store.delete(args.name)} results")
                return 0
            elif args.command == "results":
                print(store.export_csv(args.name) if args.csv else "\n".join(
                    json.dumps(r.to_json(), ensure_ascii=False)
                    for r in store.results(args.name, with_record=False)), end="")
                return 0
            else:
                infos = store.classes()
    except StoreError as e:  # the class store's refusals, and a busy database
        print(e.text("en"), file=sys.stdout if argv is not None else sys.stderr)
        return 2
    for info in infos:
        print(_row(info))
    return 0
