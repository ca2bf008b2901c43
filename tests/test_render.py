"""Static pictures of views (cardlab.render): what they show, hide and escape."""

from __future__ import annotations

import re

import pytest

import cardlab
from cardlab.cards import Card
from cardlab.i18n import card_name
from cardlab.layout import Counted, Layout, Zone, layout_of
from cardlab.render import card_svg, game_html, view_html
from tests.views import MYSTERY_LAYOUT, MYSTERY_VIEW


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
    assert "trick 1: " in html  # the last trick, with why it went to its winner
    assert "12 / 12" in html  # bids total / target as one counter


def test_unknown_zones_render_readably_and_escaped() -> None:
    """A game the renderer has never heard of: every zone still shows, text is escaped."""
    view = MYSTERY_VIEW
    html = view_html(view, lang="en", layout=MYSTERY_LAYOUT)
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


def test_cards_are_what_the_layout_declares() -> None:
    """Trumps' numbers are drawn as Pairs cards where its layout declares cards (the
    field: card -> count); the same value under a plain layout stays words."""
    view = {"game": "trumps", "phase": "play", "viewer": 0, "players": 2, "to_move": [0],
            "dealer": 0, "seats": [{"hand": ["7", "10"]}, {"hand": 2}],
            "table": {"field": {"3": 2}}, "legal": [], "events": [], "outcome": None}
    names = labels(view_html(view))
    assert "Pairs 7" in names and "Pairs 3" in names
    assert isinstance(layout_of("trumps").table["field"], Counted)
    plain = view_html(view, layout=Layout())
    assert "Pairs 3" not in labels(plain) and "Pairs 7" in labels(plain)  # the hand is cards


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
    assert 'data-outcome="win"' in html or 'data-outcome="loss"' in html
    assert ("everyone wins" in html) or ("everyone loses" in html)


# ---------------------------------------------------------------- hints of the newer games

NEW_GAMES = ("notice", "skull_collector", "trumps", "comp13")


def mid_game(name: str, actions: int = 40, seed: int = 5) -> cardlab.Game:
    """A game played ``actions`` actions by its seeded bots (seat 0 last in a
    simultaneous phase, so the view shows others' hidden choices)."""
    from cardlab.bots import bot_for

    g = cardlab.new_game(name, seed=seed)
    bots: dict[int, object] = {}
    for _ in range(actions):
        if g.is_over:
            break
        s = g.to_move[-1]
        bot = bots.setdefault(s, bot_for(name, seed=s))
        g.play(bot.choose(g.view(s)), s)  # type: ignore[attr-defined]
    return g


def kinds_of(lay: Layout) -> list[Zone]:
    """Every zone kind a layout declares, with the kinds declared inside them."""
    out: list[Zone] = []

    def walk(kind: Zone) -> None:
        out.append(kind)
        for v in vars(kind).values():
            inner = v.values() if isinstance(v, dict) else [v]
            for x in inner:
                if isinstance(x, Zone):
                    walk(x)

    for kind in [*lay.table.values(), *lay.seats.values()]:
        walk(kind)
    return out


def hint_labels(lay: Layout) -> set[str]:
    """Every ``ui.`` label key a game's layout names."""
    keys: set[str] = set()
    for kind in kinds_of(lay):
        for name in ("words", "none", "title", "foot", "total_text", "empty"):
            if isinstance(getattr(kind, name, None), str) and getattr(kind, name):
                keys.add(getattr(kind, name))
    return {f"ui.{k}" for k in keys}


def zone_keys(view: dict, lay: Layout) -> set[str]:
    """The zone names a view shows (seat and table keys, the keys of records inside)."""
    keys: set[str] = set()

    def walk(v: object, depth: int) -> None:
        if isinstance(v, dict) and depth:
            if set(v) == {"key", "values"}:
                return
            keys.update(k for k in v if not k.isdigit() and k not in ("S", "H", "D", "C"))
            for x in v.values():
                walk(x, depth + 1)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x, depth + 1)
        elif isinstance(v, list):
            for x in v:
                walk(x, depth + 1)

    banners = {k for k, kind in lay.table.items() if type(kind).__name__ == "Banner"}
    skip = set(lay.hide) | banners  # not drawn / one sentence
    for zones in (*view["seats"], view["table"]):
        for k, x in zones.items():
            keys.add(k)
            if k not in skip:
                walk(x, 1)
    keys -= set(lay.hide) | lay.read_beside() | {"hand", "trick", "last_trick", "cards", "event"}
    card_keys = {getattr(kind, "card", "") for kind in kinds_of(lay)}
    keys -= card_keys | {"reason", "place"}  # a card / a sentence / "#1"
    return {k for k in keys if not re.fullmatch(r"[A-D]|total|10|[1-9]", k) or k == "total"}


@pytest.mark.parametrize("name", NEW_GAMES)
def test_every_hinted_label_and_zone_name_exists_in_both_languages(name: str) -> None:
    from cardlab.i18n import catalogue

    texts = catalogue()
    lay = layout_of(name)
    for key in hint_labels(lay):
        assert set(texts[key]) >= {"en", "ja"}, key
    for actions in (0, 10, 40, 80):
        view = mid_game(name, actions).view(0)
        for k in sorted(zone_keys(view, lay)):
            assert f"ui.zone.{name}.{k}" in texts or f"ui.zone.{k}" in texts, (name, k)


@pytest.mark.parametrize("name", NEW_GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_new_games_render_with_their_hints(name: str, lang: str) -> None:
    """Each game's mid-game picture shows its hinted zones, worded in the language."""
    from cardlab.i18n import t

    g = mid_game(name, 30)
    html = view_html(g.view(0), lang=lang)
    view = g.view(0)
    if name == "notice":
        assert t("ui.ref.receiver", lang, seat=view["seats"][0]["receiver"]) in _unescape(html)
        assert t("ui.zone.trump", lang) in html
        assert card_name(view["table"]["trump"], lang) in labels(html)
    elif name == "skull_collector":
        sv = view["seats"][1]
        assert t("ui.meter", lang, on=sv["members"], all=3) in html
    elif name == "trumps":
        assert t("ui.zone.score_a", lang) in _unescape(html)
    else:
        assert t("ui.panel.field_title", lang, name="A", seat=view["table"]["field_seats"]["A"]) \
            in _unescape(html)
        total = view["table"]["sums"]["total"]
        assert t("ui.panel.fields_total", lang, total=total) in _unescape(html)


def _unescape(html: str) -> str:
    import html as h

    return h.unescape(html)


def test_notice_hides_others_choices_and_shows_the_score_sheet() -> None:
    g = mid_game("notice", 200)
    while g.view(0)["table"]["score_sheet"] == [] and not g.is_over:
        g = mid_game("notice", 60)
    html = _unescape(view_html(g.view(0), lang="en"))
    assert "score sheet" in html and "running total" in html
    h = cardlab.new_game("notice", seed=5)
    h.play("predict 3", 1)
    html = _unescape(view_html(h.view(0), lang="en"))
    assert "chosen (hidden)" in html and "not chosen yet" in html
    assert "prediction 3" not in html


def test_trumps_ranking_reasons_are_worded() -> None:
    """A ranking's reason (an event in the view) reads as a sentence, in both languages."""
    g = mid_game("trumps", 40)
    ranking = g.view(0)["table"]["last_round"]["ranking"]
    reason = ranking[0]["reason"]
    from cardlab.i18n import t

    for lang in ("en", "ja"):
        html = _unescape(view_html(g.view(0), lang=lang))
        assert t(reason["key"], lang, **reason["values"]) in html
