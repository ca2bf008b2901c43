"""Golden playthroughs: one seeded bot game per game and player count, step by step.

Each ``tests/golden/<game>-<players>p.json`` holds the game's record, then for every
action the seat, the action and the events it caused (worded in English), and for the
first :data:`VIEW_STEPS` actions the spectator's view after it (a few lines of text: one
per seat, one per table zone);
the whole table (``view(reveal=True)``) is kept at the start and at the end.
``tests/contract/test_golden.py`` replays every file and shows a diff when anything differs.

Regenerate every file after an intended change of behaviour (and read the diff)::

    make golden          # or: python -m tests.golden --update
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

import cardlab
from cardlab.session import Session

__all__ = ["FOLDER", "VIEW_STEPS", "cases", "diff", "dumps", "path", "playthrough", "update",
           "view_lines"]

FOLDER = Path(__file__).resolve().parent
SEED = 11
VIEW_STEPS = 20


def cases() -> list[tuple[str, int]]:
    """Every registered game with every player count it allows."""
    return [(name, n) for name, spec in sorted(cardlab.GAMES.items()) for n in spec.players]


def path(name: str, players: int) -> Path:
    """The golden file of ``name`` with ``players`` players."""
    return FOLDER / f"{name}-{players}p.json"


def _text(value: Any) -> str:
    """A value as short stable text: ``[6S 7S]``, ``{bids={S=4} tricks=0}``, ``null``."""
    if isinstance(value, dict):
        return "{" + " ".join(f"{k}={_text(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, list | tuple):
        return "[" + " ".join(_text(v) for v in value) + "]"
    if isinstance(value, str):
        plain = value and not any(c in value for c in ' []{}="')
        return value if plain else json.dumps(value, ensure_ascii=False)
    return json.dumps(value)


def view_lines(view: dict[str, Any]) -> list[str]:
    """A view as lines of text, one per seat and one per table zone (events and legal
    actions left out: the steps list them; the game's facts too: the file has them once).

    >>> view_lines({"phase": "bid", "seats": [{"hand": ["AS", "2S"]}], "table": {"trump": None}})
    ['phase: bid', 'seats[0]: {hand=[AS 2S]}', 'table.trump: null']
    """
    lines = []
    for key, value in sorted(view.items()):
        if key in ("events", "legal", "facts"):
            continue
        if key == "seats":
            lines += [f"seats[{i}]: {_text(seat)}" for i, seat in enumerate(value)]
        elif key == "table" and isinstance(value, dict):
            lines += [f"table.{k}: {_text(v)}" for k, v in sorted(value.items())]
        else:
            lines.append(f"{key}: {_text(value)}")
    return lines


def playthrough(name: str, players: int, seed: int = SEED) -> dict[str, Any]:
    """A bot game of ``name`` (cardlab's bot in every seat), recorded step by step."""
    session = Session(cardlab.new_game(name, players=players, seed=seed), seat=None)
    g = session.game
    start = view_lines(g.view(None, reveal=True))
    steps: list[dict[str, Any]] = []
    while (seat := session.bot_to_move()) is not None:
        events = session.step()
        step: dict[str, Any] = {"seat": seat, "action": str(g.history[-1].action),
                                "events": [e.text("en") for e in events]}
        if len(steps) < VIEW_STEPS:
            step["view"] = view_lines(g.view(None))
        steps.append(step)
    return {"game": name, "players": players, "seed": seed,
            "facts": _text(g.view(None)["facts"]), "start": start,
            "steps": steps, "end": view_lines(g.view(None, reveal=True)),
            "outcome": g.outcome.to_json() if g.outcome else None, "record": g.to_record()}


def dumps(data: dict[str, Any]) -> str:
    """The file's text: one line per step field, so a change reads as a small diff."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def diff(expected: str, actual: str, limit: int = 60) -> str:
    """A unified diff of two files' texts, at most ``limit`` lines."""
    lines = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                      "golden", "now", lineterm="", n=1))
    more = f"\n… {len(lines) - limit} more lines" if len(lines) > limit else ""
    return "\n".join(line[:300] for line in lines[:limit]) + more


def update() -> list[Path]:
    """Write every golden file anew; the files that changed."""
    changed = []
    for name, players in cases():
        file, text = path(name, players), dumps(playthrough(name, players))
        if not file.exists() or file.read_text(encoding="utf-8") != text:
            file.write_text(text, encoding="utf-8")
            changed.append(file)
    return changed
