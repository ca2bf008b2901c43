"""Refusals in plain words: what the table's message line says when the engine refuses
an action.

The engine's errors are written for a Python user: :class:`~cardlab.errors.InvalidActionError`
quotes the text and gives examples of action texts, and an
:class:`~cardlab.errors.IllegalActionError` carries the action's code. The message line
speaks to the people at the table instead: the card in its display form (♠A, ♥10), the
move in words, the rule that refuses it, and, when the text was no move at all (a click
on a card that has no move of its own), what the seat may do now. Never an action code,
never a parser's wording. Every text here is one or two sentences.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> print(refusal(g, "QS", 0, "en"))
You cannot play ♠Q. Cards are played after the bidding: take a bid card or pass.
>>> print(refusal(g, "QS", 0, "ja"))
「♠Qを出す」はできません。カードを出すのは宣言のあとです:宣言カードを取るかパスしてください。
>>> print(refusal(g, "take 2S", 1, "en"))
You cannot take the bid card ♠2. It is not your turn: seat 0 is to move.
>>> print(refusal(g, "5", 0, "en"))  # doctest: +ELLIPSIS
That is not a move you can make now. Take a bid card from the table — you promise ... — or pass.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any

from cardlab.cards import Card
from cardlab.core import Action, Game, NumberAction
from cardlab.errors import CardlabError, IllegalActionError, InvalidActionError
from cardlab.i18n import sentences, t

__all__ = ["refusal"]

MAX_MOVES = 6  # a card's moves listed on the message line (Comp-13 may have more)
MIN_SENTENCE = 12  # characters of a prompt's sentence that can stand alone
_CODE = re.compile(r"'[^']*'")  # an action text quoted as an example: parser wording


def refusal(game: Game, text: str, seat: int | None, lang: str,
            error: CardlabError | None = None) -> str:
    """Why ``game`` refuses ``text`` for ``seat``, in ``lang``, for the message line.

    ``error`` is the engine's error for it (``None``: found by trying ``text`` on a
    copy; a text the engine accepts raises ``ValueError``).

    >>> import cardlab
    >>> g = cardlab.new_game("trumps", players=2, seed=3)
    >>> print(refusal(g, "7", 0, "en"))  # a click on a Pairs card in hand
    7 on its own is not a move. With 7 you may pick your 7 for the start-player reveal.
    >>> print(refusal(g, "3", 0, "ja"))  # not in the hand
    それはいまできる手ではありません。スタートを決めるカードを1枚選びます。
    >>> print(refusal(g, "take 7", 0, "en"))
    You cannot take 7 from the field. First everyone picks a card to choose the start player.
    """
    if error is None:
        error = _error_of(game, text, seat)
    action = _read(game, text)
    if isinstance(error, IllegalActionError) and action is not None and error.key:
        return _illegal(game, action, error, seat, lang)
    if isinstance(error, InvalidActionError) or action is None:
        return _not_a_move(game, text, seat, lang)
    return sentences([" ".join(str(error).split())], lang)


def _error_of(game: Game, text: str, seat: int | None) -> CardlabError:
    try:
        game.copy().play(text, seat)
    except CardlabError as e:
        return e
    raise ValueError(f"the game accepts {text!r}: nothing to refuse")


def _read(game: Game, text: Any) -> Action | None:
    try:
        return game.parse_action(text)
    except CardlabError:
        return None


def _illegal(game: Game, action: Action, error: IllegalActionError, seat: int | None,
             lang: str) -> str:
    """The move in words (unless the reason names its card) and the rule that refuses it."""
    reason = t(error.key, lang, **error.values)
    if error.key == "core.not_allowed_now" or _CODE.search(t(error.key, "en", **error.values)):
        reason = _todo(game, seat, lang)  # the reason would quote action texts
    if _names_card(action, error.values):
        return sentences([reason], lang)
    return sentences([t("ui.msg.refused", lang, action=action.text(lang)), reason], lang)


def _names_card(action: Action, values: Mapping[str, Any]) -> bool:
    """Does the reason name the card (or the number) the action is about?"""
    card = getattr(action, "card", None)
    if isinstance(card, Card):
        return any(v == card.text for v in values.values())
    if isinstance(action, NumberAction):
        return values.get("number") == action.number
    return False


def _not_a_move(game: Game, text: str, seat: int | None, lang: str) -> str:
    """A text that is no move of this game: a card's moves, or what the seat may do now."""
    card = _card(game, text, seat)
    if card is None:
        return sentences([t("ui.msg.not_a_move", lang), _todo(game, seat, lang)], lang)
    moves = [a.text(lang) for a in _card_moves(game, card, seat)]
    if moves:
        return sentences([t("ui.msg.card_alone", lang, card=card.text),
                          t("ui.msg.card_moves", lang, card=card.text,
                            moves=_either(moves[:MAX_MOVES], lang))], lang)
    why = _why_not(game, card, seat, lang)
    if why is not None:
        return why
    return sentences([t("ui.msg.card_no_move", lang, card=card.text), _todo(game, seat, lang)],
                     lang)


def _why_not(game: Game, card: Card, seat: int | None, lang: str) -> str | None:
    """The rule that refuses ``card`` in this phase's one-card moves (Trumps: "reveal a
    single 9" — 9 was already revealed), found by trying the card in the place of the card
    of each legal move that names nothing else; ``None`` when there is no such move."""
    if seat is None or seat not in game.to_move:
        return None
    legal = game.legal_actions(seat)
    hand = {Card(c).rank for c in game.view(seat)["seats"][seat]["hand"]}
    # numbers of the hand's cards (Trumps' reveals), not of the field (its takes)
    of_hand = all(a.number in hand for a in legal if isinstance(a, NumberAction))
    for a in legal:
        names = [f.name for f in dataclasses.fields(a)] if dataclasses.is_dataclass(a) else []
        if names == ["card"] and type(a).card_from == "hand" and not card.is_pairs:
            tried = dataclasses.replace(a, card=card)
        elif names == ["number"] and card.is_pairs and of_hand:
            tried = dataclasses.replace(a, number=card.rank)
        else:
            continue
        try:
            game.copy().play(tried, seat)
        except IllegalActionError as e:
            return _illegal(game, tried, e, seat, lang)
        except CardlabError:
            continue
    return None


def _card(game: Game, text: str, seat: int | None) -> Card | None:
    """The card of the seat's hand that ``text`` names (a click on it), else ``None``."""
    try:
        card = Card(text.strip())
    except (CardlabError, ValueError, TypeError):
        return None
    if seat is None or not 0 <= seat < game.players:
        return None
    hand = game.view(seat)["seats"][seat]["hand"]
    return card if isinstance(hand, list) and card.text in hand else None


def _card_moves(game: Game, card: Card, seat: int | None) -> list[Action]:
    """The seat's legal actions that use ``card`` (a Pairs card: its number)."""
    if seat is None or seat not in game.to_move:
        return []
    out = []
    for a in game.legal_actions(seat):
        if getattr(a, "card", None) == card or (
                card.is_pairs and isinstance(a, NumberAction) and a.number == card.rank):
            out.append(a)
    return out


def _either(texts: Sequence[str], lang: str) -> str:
    """``"a, b or c"`` / ``"a、b、c"``."""
    if lang == "ja":
        return "、".join(texts)
    return texts[0] if len(texts) == 1 else f"{', '.join(texts[:-1])} or {texts[-1]}"


def _todo(game: Game, seat: int | None, lang: str) -> str:
    """What ``seat`` may do now (the first sentence of the prompt line), or whom the table
    waits for."""
    tm = list(game.to_move)
    if not tm:
        return t("ui.msg.over", lang)
    phase = f"prompt.{game.name}.{game.phase}"
    try:
        if seat in tm:
            return _first_sentence(t(phase, lang), lang)
        return _first_sentence(t(f"{phase}.others", lang, seats=tm), lang)
    except KeyError:
        key = "ui.msg.choose_legal" if seat in tm else "ui.waiting_for"
        return t(key, lang, seats=tm)


def _first_sentence(text: str, lang: str) -> str:
    """The first sentence of ``text`` that says something on its own (a short opening
    such as "Comp!" or "1枚出します。" leads to the one after it).

    >>> _first_sentence("Comp! Choose your bonus: the honours. Then play.", "en")
    'Choose your bonus: the honours.'
    >>> _first_sentence("場札を取ります(一番強い人から。順に)。最後の人は1枚取ります。", "ja")
    '場札を取ります(一番強い人から。順に)。'
    """
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += (ch in "((「") - (ch in "))」")
        end = ch == "。" or (ch in ".!?" and text[i + 1:i + 2] in (" ", ""))
        if end and depth <= 0:
            parts.append(text[start:i + 1].strip())
            start = i + 1
    parts.append(text[start:].strip())
    parts = [p for p in parts if p]
    return next((p for p in parts if len(p) >= MIN_SENTENCE), parts[0] if parts else text)
