"""Refusals in plain words (issue 16, item 4): whatever a learner clicks or types that the
rules refuse, the table's message line answers in one or two sentences for people — the
card in its display form and the rule — never an action code or a parser's wording; a
refusal goes once the game has moved on; the end of a game says its winner once."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import cardlab
from cardlab.cards import display, pairs_deck, standard_deck
from cardlab.i18n import t
from cardlab.ui import Table
from cardlab.ui.refusal import refusal

CASES = [(name, n) for name, spec in sorted(cardlab.GAMES.items()) for n in spec.players]

# What a message line must never show: each pattern with what it would mean.
FORBIDDEN = [
    (r"(?<![♠♥♦♣\w])(?:10|[2-9AKQJ])[SHDC](?![a-z])", "a raw card code (AS, 10H)"),
    (r"^[0-9AKQJ]+[SHDC]?\s*[::]", "an action code at the start (10H: …)"),
    (r"\b(?:take|add|swap|split|change|place|bonus|chest|give|predict|target|start|"
     r"single|pair|facedown|draw|pass)\s+(?:JK|10|[2-9AKQJ])[SHDC]", "an action text (take AS)"),
    (r"\b(?:bonus (?:none|[A-D]\b)|facedown \d|take JK)", "an action text (bonus none)"),
    (r"cannot read|as an action of this game|for example|e\.g\.|例[::]|読めません|行動として",
     "a parser's wording"),
    (r"(?:^|[\s(:(「])'[^']*'", "a repr quote ('KS')"),
    (r"\"|\{|\}|\bNone\b|Error|Traceback|Event\(|Card\(", "code or a Python value"),
]
JA_ASCII_OK = {"Comp", "All", "Ground"}  # names of the game's own terms, kept in Japanese text
JUNK = ["", " ", "foo", "x y z", "'x'", "pass pass", "take", "take ZZ", "11", "0", "JK",
        "take AS", "take 10H", "chest 5D", "give 5D", "predict 3", "target 2", "start 4",
        "single 7", "pair 7", "facedown 3", "take 7", "draw", "pass", "add 5H B",
        "swap AS 9S C", "split JD 9D 2D A", "change 8H A", "place 7H", "bonus C", "bonus none",
        "bonus 10S", "take JK C", "take JK", "take 3S C", "\x00", "AS\n"]


def sentences_in(text: str) -> int:
    """Sentences of ``text``: full stops (and ? 。) outside brackets, and a last one
    without a stop."""
    count, depth, tail = 0, 0, ""
    for i, ch in enumerate(text):
        depth += (ch in "((「") - (ch in "))」")
        end = ch in "。?" or (ch in ".?" and text[i + 1:i + 2] in (" ", ""))
        if end and depth <= 0:
            count, tail = count + 1, ""
        else:
            tail += ch
    return count + (1 if tail.strip() else 0)


def problems(text: str, lang: str) -> list[str]:
    """Everything wrong with a message-line text (``[]``: plain words)."""
    out = [why for pattern, why in FORBIDDEN if re.search(pattern, text)]
    if not text.strip():
        out.append("an empty refusal")
    if not 1 <= sentences_in(text) <= 2:
        out.append(f"{sentences_in(text)} sentences")
    if lang == "ja":
        words = set(re.findall(r"[A-Za-z]{3,}", text)) - JA_ASCII_OK
        if words:
            out.append(f"English words in Japanese text: {sorted(words)}")
    return out


def test_the_forbidden_patterns_catch_the_old_wording() -> None:
    """The list above finds what the table used to say, and lets plain words through."""
    old = [
        ("take AS: ♠A was already taken by seat 0", "en"),
        ("10H: it is not your turn: seat 2 is to move", "en"),
        ("5: cannot read '5' as an action of this game (for example: 'start 4', 'draw')", "en"),
        ("draw:drawはいまはできません。まずスタート決めのカードを選びます('start 4')", "ja"),
        ("QS:カードを出すのは宣言のあとです。宣言カードを取るかパスしてください", "ja"),
    ]
    for text, lang in old:
        assert problems(text, lang), text
    assert problems("You cannot play ♠K. It is not your turn: seat 2 is to move.", "en") == []
    assert problems("「♠Kを出す」はできません。あなたの番ではありません(手番は席2)。", "ja") == []
    assert sentences_in("a. b. c.") == 3 and sentences_in("場札(1。2)を取ります。") == 1


# ----------------------------------------------------------------------------- every game


@functools.cache
def vocabulary(name: str, players: int) -> list[str]:
    """Every action text a few seeded games of ``name`` offered as legal, plus card texts
    (what a click on any card sends) and junk a Python user might type."""
    seen: set[str] = set()
    rng = random.Random(players)
    for seed in range(3):
        g = cardlab.new_game(name, players=players, seed=seed)
        while not g.is_over:
            seat = g.to_move[0]
            legal = [str(a) for a in g.legal_actions(seat)]
            seen.update(legal)
            g.play(rng.choice(legal), seat)
    cards = [c.text for c in standard_deck()] + [c.text for c in pairs_deck()]
    return sorted(seen) + cards + JUNK


def clicks(table: Table) -> list[str]:
    """What the page may send now: the intent of every card it shows (data-action or
    data-try: a hand card, a table card), and every legal action's text."""
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in ("act", "try_act"):
                if isinstance(node.get(key), str) and node[key]:
                    out.append(node[key])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(table.tree)
    return out


def read(g: cardlab.Game, text: str) -> str | None:
    """The action text ``text`` stands for (``"AS\n"`` is ``"AS"``), ``None``: none."""
    try:
        return str(g.parse_action(text))
    except cardlab.CardlabError:
        return None


def refusals(name: str, players: int, lang: str, seed: int) -> Iterator[tuple[str, str]]:
    """Play a seeded game through the table (seat 0 human, bots stepped by hand); at
    every turn try illegal and unreadable intents; yield (what was sent, the message)."""
    rng = random.Random(seed)
    words = vocabulary(name, players)
    table = Table(cardlab.new_game(name, players=players, seed=seed), 0, lang=lang,
                  bot_delay=0, auto=False)
    g = table.game
    for _ in range(400):
        if g.is_over:
            break
        legal = set(table.view["legal"])
        tries = [c for c in clicks(table) if c not in legal] + rng.sample(words, 6)
        for text in dict.fromkeys(tries):
            if read(g, text) in legal:
                continue
            before = g.action_count
            if table.act(text) or table.message["kind"] != "error":
                raise AssertionError(f"{text!r} was not refused")
            assert g.action_count == before
            yield text, table.message["text"]
        if 0 in g.to_move:
            assert table.act(rng.choice(sorted(legal)))
        else:
            assert table.step()
    assert g.is_over


@pytest.mark.parametrize(("name", "players"), CASES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_refusal_is_plain_words(name: str, players: int, lang: str) -> None:
    """Clicks on cards that are no move now, actions of other phases and other seats, and
    typed junk: the message line names the card and the rule in one or two sentences."""
    bad: dict[str, str] = {}
    count = 0
    for text, said in refusals(name, players, lang, seed=players):
        count += 1
        found = problems(said, lang)
        if found:
            bad.setdefault(f"{said}  ←  {text!r}", "; ".join(found))
    assert count > 50
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:15])


def test_a_click_on_a_card_with_several_moves_lists_them() -> None:
    """Comp-13: a hand card is no move on its own; the message says what it may do."""
    g = cardlab.new_game("comp13", players=2, seed=5)
    while g.phase != "play" or g.to_move != (0,):
        g.play(g.legal_actions(g.to_move[0])[0], g.to_move[0])
    card = next(str(a.card) for a in g.legal_actions(0) if getattr(a, "card", None))
    text = refusal(g, card, 0, "en")
    moves = [a.text("en") for a in g.legal_actions(0) if str(getattr(a, "card", "")) == card]
    assert text.startswith(f"{display(card)} on its own is not a move. With {display(card)}")
    assert moves[0] in text and problems(text, "en") == []


def test_a_python_user_still_gets_the_precise_reason() -> None:
    """The engine's error keeps its detail; only the table's words change."""
    g = cardlab.new_game("comrade", players=3, seed=7)
    with pytest.raises(cardlab.InvalidActionError, match="for example"):
        g.play("5")
    assert "You cannot play ♠Q." in refusal(g, "QS", 0, "en")


# ----------------------------------------------------------------------------- stale text


def bot_moves(table: Table) -> None:
    """One bot action as auto-play's timer makes it (not a click on "step")."""
    table._tick(table._generation)


def test_a_refusal_goes_when_the_game_moves_on() -> None:
    """'It is not your turn' is dropped once the seat to move changes (a bot moved)."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), lang="en", bot_delay=0,
                  auto=False)
    assert table.act("take 4S")
    assert not table.act("take 3S")
    said = table.message["text"]
    assert said == "You cannot take the bid card ♠3. It is not your turn: seat 1 is to move."
    table.four_colour = True  # nothing in the game changed: the refusal stays
    table._refresh()
    assert table.message["text"] == said
    table.lang = "ja"  # a language switch words it again
    assert table.message["text"] == ("「宣言カード♠3を取る」はできません。"
                                     "あなたの番ではありません(手番は席1)。")
    bot_moves(table)  # seat 1 (a bot) moves on its timer: the refusal describes the past
    assert table.game.action_count == 2 and table.message["text"] == ""


def test_a_notice_stays_until_the_first_action() -> None:
    """A link's notice is not a refusal: bots moving do not drop it."""
    table = Table(cardlab.new_game("comrade", players=3, seed=7), lang="en", bot_delay=0,
                  auto=False)
    table.notice("ui.msg.over")
    assert table.act("take 4S") and table.message["text"] == ""
    table.notice("ui.msg.over")
    bot_moves(table)
    assert table.game.action_count == 2 and table.message["text"] == "the game is over"


# ----------------------------------------------------------------------------- the end


def finished(name: str, players: int, seed: int, lang: str) -> Table:
    table = Table(cardlab.new_game(name, players=players, seed=seed), 0, lang=lang,
                  bot_delay=0, bots=range(players))
    assert table.game.is_over
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("name", "players"), [c for c in CASES if c[0] != "comrade"])
def test_the_winner_is_named_once(name: str, players: int, lang: str) -> None:
    """'winner: seat 3: … seat 3 wins' becomes one sentence naming the winner once."""
    for seed in range(3):
        table = finished(name, players, seed, lang)
        out = table.tree["outcome"]
        for seat in table.game.outcome.winners:
            assert out["text"].count(t("seat.name", lang, seat=seat)) == 1, out["text"]
        assert not out["text"].startswith(t("ui.outcome.winners", lang, seats=[0])[:3]), out
        assert out["scores"] and ".0" not in out["scores"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_cooperative_game_has_no_score_line(players: int) -> None:
    """Comrade is won or lost together: no 'scores 0 · 0 · 0', results as won/lost."""
    table = finished("comrade", players, 1, "ja")
    out = table.tree["outcome"]
    assert not out.get("scores") and not out.get("scores_label")
    shown = str(table.tree["centre"])
    assert "'いいえ'" not in shown and "'はい'" not in shown
    assert ("勝ち" in shown) or ("負け" in shown)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_jokers_counter_only_where_there_are_jokers(players: int) -> None:
    """'jokers left 0' with 3 or 4 players: there are no jokers, so no counter."""
    table = Table(cardlab.new_game("comrade", players=players, seed=1), lang="en", bot_delay=0)
    keys = [c["key"] for c in table.tree["head"]["counters"]]
    assert ("jokers_free" in keys) == (players == 5)


def test_every_label_is_translated() -> None:
    """In Japanese, no counter, zone title or value of any game's table stays English."""
    for name, players in CASES:
        table = finished(name, players, 2, "ja")
        table.teacher = True
        texts = []
        tree = table.tree
        for c in tree["head"]["counters"]:
            texts += [c["label"], c["value"]]
        for seat in [*tree["others"], tree["me"]]:
            texts += [z.get("title") or z.get("label") or "" for z in seat["zones"]]
        texts += [z.get("title") or z.get("label") or "" for z in tree["centre"]]
        english = {w for x in texts for w in re.findall(r"[A-Za-z]{3,}", str(x))} - JA_ASCII_OK
        assert not english, (name, players, english)


def test_falls_are_not_foretold_after_the_deal() -> None:
    """Skull Collector: 'will fall at the end of this deal' is gone once it is over."""
    for seed in range(3):
        table = finished("skull_collector", 3, seed, "en")
        assert "will fall" not in table.tree_json


def test_a_card_with_no_move_gets_the_rule_that_refuses_it() -> None:
    """Trumps: a click on a number already revealed this round says so (not a generic
    'no move'); in the take phase a hand card gets what to do now instead."""
    rng = random.Random(0)
    g = cardlab.new_game("trumps", players=3, seed=0)
    said: dict[str, str] = {}
    while not g.is_over and len(said) < 2:
        seat = g.to_move[0]
        hand = g.view(seat)["seats"][seat]["hand"]
        numbers = {str(getattr(a, "number", "")) for a in g.legal_actions(seat)}
        stuck = [c for c in hand if c not in numbers]
        if stuck and g.phase not in said:
            said[g.phase] = refusal(g, stuck[0], seat, "en") + " | " + stuck[0]
        g.play(rng.choice(g.legal_actions(seat)), seat)
    text, card = said["reveal"].split(" | ")
    assert text == f"{card} was already revealed this round by " + text.split(" by ")[1]
    assert text.endswith(": choose another number.")
    text, card = said["take"].split(" | ")
    assert text.startswith(f"{card} has no move you can make now. "), text
