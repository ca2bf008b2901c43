"""Golden playthroughs: every game and player count replays exactly as recorded.

A failure shows the diff; after an intended change, regenerate with ``make golden``
(``python -m tests.golden --update``) and read the diff before committing it.
"""

from __future__ import annotations

import json

import pytest

import cardlab
from tests.golden import cases, diff, dumps, path, playthrough


@pytest.mark.parametrize(("name", "players"), cases(), ids=[f"{n}-{p}p" for n, p in cases()])
def test_playthrough_matches_its_golden_file(name: str, players: int) -> None:
    """The bots' game, its events and its views are those of the file."""
    file = path(name, players)
    assert file.exists(), f"{file.name} is missing: run make golden"
    golden = file.read_text(encoding="utf-8")
    now = dumps(playthrough(name, players))
    assert now == golden, f"{file.name} differs (make golden rewrites it):\n{diff(golden, now)}"


@pytest.mark.parametrize(("name", "players"), cases(), ids=[f"{n}-{p}p" for n, p in cases()])
def test_golden_record_replays_to_its_end(name: str, players: int) -> None:
    """The file's record replays to the file's last view and outcome, step for step."""
    data = json.loads(path(name, players).read_text(encoding="utf-8"))
    g = cardlab.from_record(data["record"])
    assert [str(h.action) for h in g.history] == [s["action"] for s in data["steps"]]
    assert [h.seat for h in g.history] == [s["seat"] for s in data["steps"]]
    assert g.is_over and g.outcome is not None and g.outcome.to_json() == data["outcome"]


def test_a_changed_game_shows_as_a_diff() -> None:
    """A different seed gives a readable diff that names the changed steps."""
    a = dumps(playthrough("comrade", 3, seed=1))
    b = dumps(playthrough("comrade", 3, seed=2))
    shown = diff(a, b, limit=20)
    assert shown.startswith("--- golden\n+++ now") and '"seed": 1' in shown
    assert len(shown.splitlines()) <= 21
