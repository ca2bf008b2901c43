"""Static pictures of views (cardlab.render): what they show, hide and escape."""

from __future__ import annotations

import re

import pytest

import cardlab
from cardlab.cards import Card
from cardlab.i18n import card_name
from cardlab.render import card_svg, game_html, hints_for, view_html


def labels(html: str) -> list[str]:
    """Every accessible label, with and without its note ("queen of diamonds (seat 0)")."""
    found = re.findall(r'aria-label="([^"]*)"', html)
    return found + [f.split(" (")[0] for f in found]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_picture_shows_own_hand_and_hides_the_others(players: int) -> None:
    g = cardlab.new_game("comrade", players=players, seed=11)
    html = view_html(g.view(0), lang="en")
    full = g.view(reveal=True)
    names = labels(html)
    for c in full["seats"][0]["hand"]:
        assert card_name(c) in names
    own = set(full["seats"][0]["hand"])
    for seat in full["seats"][1:]:
        for c in set(seat["hand"]) - own:
            if Card(c).rank > 6:  # A..6 are also bid cards on the table (4 and 5 players)
                assert card_name(c) not in names
        assert f"{len(seat['hand'])} cards face down" in names


def test_teacher_picture_shows_every_hand() -> None:
    g = cardlab.new_game("comrade", players=3, seed=11)
    names = labels(game_html(g, 0, reveal=True))
    for seat in g.view(reveal=True)["seats"]:
        assert all(card_name(c) in names for c in seat["hand"])


def test_repr_html_and_japanese() -> None:
    g = cardlab.new_game("comrade", players=3, seed=2)
    assert g._repr_html_().startswith('<div class="cardlab-static"')
    html = view_html(g.view(1), lang="ja")
    assert "カムレッド" in html and "席1" in html and 'lang="ja"' in html
    assert "スペードの" in html


def test_comrade_bids_by_suit_and_last_trick() -> None:
    g = cardlab.new_game("comrade", players=3, seed=7)
    for a in ("take 4S", "take 4H", "take 4D"):
        g.play(a)
    for _ in range(3):
        g.play(g.legal_actions()[0])
    html = view_html(g.view(0), lang="en")
    assert "bid 4 / won 0" in html or "bid 4 / won 1" in html
    assert "last trick" in html
    assert "12 / 12" in html  # bids total / target as one counter


def test_unknown_zones_render_readably_and_escaped() -> None:
    """A game the renderer has never heard of: every zone still shows, text is escaped."""
    view = {
        "game": "mystery", "phase": "<b>odd</b>", "viewer": 0, "players": 2, "to_move": [1],
        "dealer": 1,
        "seats": [
            {"hand": ["AS", "10H", "JK"], "score_cards": ["2C", "3C"], "lives": 3,
             "members": {"leader": 1, "count": 2}, "secret": None, "ready": True},
            {"hand": 5, "captured": [[0, "QD"], [1, "KD"]], "notes": ["<script>x</script>"]},
        ],
        "table": {"stock": 17, "trump": "D", "fields": {"S": ["5S"], "H": []},
                  "bid_cards": [{"card": "2C", "owner": 1}], "deep": [[[[[[[1]]]]]]]},
        "legal": [], "events": [], "outcome": None, "reveal": False,
    }
    html = view_html(view, lang="en")
    names = labels(html)
    for c in ("AS", "10H", "JK", "2C", "3C", "QD", "KD", "5S"):
        assert card_name(c) in names, c
    assert "5 cards face down" in names
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<b>odd</b>" not in html
    for word in ("score cards", "lives", "members", "stock", "trump", "fields", "captured",
                 "notes", "secret", "ready", "deep"):
        assert word in html, word
    assert "two of clubs (seat 1)" in names  # a card with its owner


def test_pairs_cards_only_for_games_that_use_them() -> None:
    view = {"game": "trumps", "phase": "play", "viewer": 0, "players": 2, "to_move": [0],
            "dealer": 0, "seats": [{"hand": ["7", "10"]}, {"hand": 2}],
            "table": {"pile": ["3"]}, "legal": [], "events": [], "outcome": None}
    names = labels(view_html(view))
    assert "Pairs 7" in names and "Pairs 3" in names
    assert hints_for("trumps")["pairs_cards"] is True


def test_four_colours() -> None:
    two, four = card_svg("5D"), card_svg("5D", four_colour=True)
    assert "#c8102e" in two and "#1550c4" in four
    assert "#17813a" in card_svg("5C", four_colour=True)


def test_outcome_banner() -> None:
    g = cardlab.new_game("comrade", players=3, seed=7)
    g.play("take 4S")
    g.play("take 4H")
    g.play("take 4D")
    while not g.is_over:
        g.play(g.legal_actions()[0])
    html = view_html(g.view(0), lang="en")
    assert 'data-outcome="1"' in html
    assert ("everyone wins" in html) or ("everyone loses" in html)
