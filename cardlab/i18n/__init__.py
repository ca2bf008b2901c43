"""Messages in English and Japanese.

Every text a learner reads (phases, actions, events, reasons, outcomes, labels) is a
*key* with *values*; :func:`t` turns it into a sentence in ``"en"`` or ``"ja"``.
Catalogues live beside this file, one module per part of cardlab (``core.py``,
``comrade.py``, …); each defines ``MESSAGES = {key: {"en": ..., "ja": ...}}`` and is
found automatically. A test fails when a key lacks a language or when the two languages
use different fields.

Fields may carry a format spec that localises a value:

- ``{card:card}`` a card text → ``"♠K"``; ``{cards:cards}`` a list of card texts;
- ``{suit:suit}`` a suit letter → ``"♠"``; ``{suit:suitname}`` → ``"spades"`` / ``"スペード"``;
  ``{suit:suitone}`` → ``"spade"`` (singular, for "a spade trick");
- ``{seat:seat}`` a seat number → ``"seat 2"`` / ``"席2"``; ``{seats:seats}`` a list;
- ``{value:@prefix}`` a word of the catalogue: the message ``prefix.<value>``.

>>> t("core.not_your_turn", "en", seat=2, to_move=[0])
'it is not your turn: seat 0 is to move'
>>> t("core.not_your_turn", "ja", seat=2, to_move=[0])
'あなたの番ではありません(手番は席0)'
>>> card_name("KS"), card_name("KS", "ja"), card_name("JK"), card_name("7", "ja")
('king of spades', 'スペードのK', 'joker', 'ペアーズの7')
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import string
from collections.abc import Iterable, Mapping
from typing import Any

from cardlab import messages as _messages

__all__ = ["LANGS", "card_name", "catalogue", "in_both", "register", "sentences", "suit_name",
           "t"]

LANGS: tuple[str, ...] = ("en", "ja")

_catalogue: dict[str, dict[str, str]] = {}
_loaded = False

SUIT_NAMES = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "ja": {"S": "スペード", "H": "ハート", "D": "ダイヤ", "C": "クラブ"},
}
SUIT_NAMES_ONE = {
    "en": {"S": "spade", "H": "heart", "D": "diamond", "C": "club"},
    "ja": SUIT_NAMES["ja"],
}
RANK_NAMES_EN = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        register(getattr(module, "MESSAGES", {}))


def register(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add messages (``{key: {"en": ..., "ja": ...}}``); a game outside cardlab may call it.

    Raises ``ValueError`` when a key lacks a language or is already defined differently.
    """
    for key, texts in messages.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"message {key!r} lacks {', '.join(missing)}")
        old = _catalogue.get(key)
        if old is not None and old != dict(texts):
            raise ValueError(f"message {key!r} is defined twice with different texts")
        _catalogue[key] = dict(texts)


def catalogue() -> dict[str, dict[str, str]]:
    """Every message, key → {lang → text} (a copy)."""
    _load()
    return {k: dict(v) for k, v in _catalogue.items()}


def suit_name(suit: str, lang: str = "en") -> str:
    """``"spades"`` / ``"スペード"`` for ``"S"``."""
    return SUIT_NAMES[_lang(lang)].get(suit, str(suit))


def card_name(card: Any, lang: str = "en") -> str:
    """The accessible name of a card: ``"king of spades"``, ``"スペードのK"``."""
    from cardlab.cards import RANK_TEXT, Card

    c = Card(card)
    lang = _lang(lang)
    if c.is_joker:
        return "joker" if lang == "en" else "ジョーカー"
    if c.is_pairs:
        return f"Pairs {c.rank}" if lang == "en" else f"ペアーズの{c.rank}"
    assert c.suit is not None
    if lang == "en":
        return f"{RANK_NAMES_EN[c.rank]} of {SUIT_NAMES['en'][c.suit]}"
    return f"{SUIT_NAMES['ja'][c.suit]}の{RANK_TEXT[c.rank]}"


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        from cardlab.cards import display

        lang = self.lang
        if format_spec == "card":
            return display(value)
        if format_spec == "cards":
            return " ".join(display(v) for v in value) if value else "—"
        if format_spec == "suit":
            from cardlab.cards import SUIT_SYMBOLS

            return SUIT_SYMBOLS.get(value, str(value))
        if format_spec == "suitname":
            return suit_name(value, lang)
        if format_spec == "suitone":
            return SUIT_NAMES_ONE.get(lang, SUIT_NAMES[lang]).get(value, str(value))
        if format_spec == "seat":
            return _seat(value, lang)
        if format_spec == "seats":
            sep = ", " if lang == "en" else "、"
            return sep.join(_seat(v, lang) for v in value) if value else "—"
        if format_spec == "list":
            return ("、" if lang == "ja" else ", ").join(str(v) for v in value)
        if format_spec.startswith("n|"):  # a count with its noun: {count:n|card|cards}
            return counted(value, *format_spec[2:].split("|"))
        if format_spec.startswith("@"):  # a word of the catalogue: {takes:@trumps.taker}
            return t(f"{format_spec[1:]}.{value}", lang)
        return super().format_field(value, format_spec)


def counted(count: Any, one: str, many: str = "") -> str:
    """A number with its noun in the right form (English plurals; a Japanese counter word
    is written once, as ``one``, and never changes).

    >>> counted(1, "action", "actions"), counted(3, "action", "actions"), counted(2, "枚")
    ('1 action', '3 actions', '2 枚')
    """
    return f"{count} {one if count == 1 or not many else many}"


def _seat(seat: Any, lang: str) -> str:
    return f"seat {seat}" if lang == "en" else f"席{seat}"


def t(key: str, lang: str = "en", /, **values: Any) -> str:
    """The message ``key`` in ``lang`` with ``values`` filled in.

    An unknown key raises ``KeyError``: every message must be in a catalogue.
    """
    _load()
    texts = _catalogue[key]
    lang = _lang(lang)
    if not values:
        return _plain(texts[lang], lang)
    try:
        memo = (key, lang, *((k, type(v), v) for k, v in values.items()))
        return _worded[memo]
    except KeyError:
        text = _worded[memo] = _Formatter(lang).format(texts[lang], **values)
        if len(_worded) > _WORDED_MAX:
            _worded.clear()
            _worded[memo] = text
        return text
    except TypeError:  # a value that cannot be a dict key (a list of cards): no memo
        return _Formatter(lang).format(texts[lang], **values)


# The same messages are worded again on every redraw of a table; their texts are kept,
# keyed by the values and their types (True and 1 read differently). Messages with list
# values (cards) are worded each time. A key's texts never change once registered.
_worded: dict[tuple[Any, ...], str] = {}
_WORDED_MAX = 8192


@functools.cache
def _plain(text: str, lang: str) -> str:
    return _Formatter(lang).format(text)


def sentences(texts: Iterable[str], lang: str, capitalise: bool = True) -> str:
    """Texts joined as sentences: each ended with a full stop and capitalised (unless
    ``capitalise`` is false: a text that starts with a name such as ``seed=…``).

    >>> sentences(["a pair", "done."], "en"), sentences(["ペア", "終わり。"], "ja")
    ('A pair. Done.', 'ペア。終わり。')
    >>> sentences(["seed=x: not a number"], "en", capitalise=False)
    'seed=x: not a number.'
    """
    stop = "。" if lang == "ja" else "."
    parts = [p.strip().rstrip(".。") for p in texts if p and p.strip()]
    if capitalise:
        parts = [f"{p[:1].upper()}{p[1:]}" for p in parts]
    return ("" if lang == "ja" else " ").join(f"{p}{stop}" for p in parts)


def in_both(key: str, lang: str, **values: Any) -> list[tuple[str, str]]:
    """Message ``key`` in every language, ``lang`` first (an unknown ``lang``: Japanese
    first): ``[(lang, text), …]``, for a page that says one thing to readers of both.

    >>> [x for x, _ in in_both("core.not_your_turn", "en", seat=2, to_move=[0])]
    ['en', 'ja']
    """
    first = lang if lang in LANGS else "ja"
    return [(x, t(key, x, **values)) for x in (first, *(x for x in LANGS if x != first))]


def fields(text: str) -> set[str]:
    """The field names a message uses (for the catalogue tests)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def keys_with_prefix(prefix: str) -> Iterable[str]:
    """Keys that start with ``prefix``."""
    _load()
    return [k for k in _catalogue if k.startswith(prefix)]


_messages.set_translator(t)
