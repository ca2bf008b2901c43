"""cardlab.i18n: every message in both languages, with the same fields."""

from __future__ import annotations

import re

import pytest

import cardlab
from cardlab import i18n
from cardlab.i18n import LANGS, card_name, catalogue, fields, suit_name, t

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_every_key_has_every_language() -> None:
    """A key without English or Japanese fails here."""
    for key, texts in catalogue().items():
        for lang in LANGS:
            assert texts.get(lang), f"{key} lacks {lang}"


def test_languages_use_the_same_fields() -> None:
    """English and Japanese fill in the same values."""
    for key, texts in catalogue().items():
        assert fields(texts["en"]) == fields(texts["ja"]), key


def test_japanese_is_japanese() -> None:
    """Japanese texts with words hold Japanese script (not left in English)."""
    for key, texts in catalogue().items():
        stripped = re.sub(r"\{[^}]*\}", "", texts["ja"])
        if re.search(r"[A-Za-z]{3,}", stripped) or JAPANESE.search(stripped):
            assert JAPANESE.search(stripped), key


@pytest.mark.parametrize("name", sorted(cardlab.GAMES))
def test_every_phase_has_a_name(name: str) -> None:
    """Each phase a game documents has a message (game-specific or shared)."""
    cls = cardlab.GAMES[name].cls
    assert cls.phases, f"{name} documents no phases"
    keys = catalogue()
    for phase in cls.phases:
        assert f"{name}.phase.{phase}" in keys or f"phase.{phase}" in keys, (name, phase)


def test_missing_key_raises() -> None:
    """An unknown key is a KeyError: every text must be in a catalogue."""
    with pytest.raises(KeyError):
        t("no.such.key")


def test_register_rejects_half_messages_and_conflicts() -> None:
    """register() refuses a message without Japanese, or a key redefined differently."""
    with pytest.raises(ValueError, match="lacks ja"):
        i18n.register({"test.half": {"en": "x"}})
    with pytest.raises(ValueError, match="defined twice"):
        i18n.register({"core.game_over": {"en": "x", "ja": "x"}})


def test_value_formatting() -> None:
    """Cards, suits and seats are shown in the reader's language."""
    assert t("trick.highest_led", "en", card="KS", suit="S", seat=1) == (
        "♠K wins the trick: highest spade")
    assert t("trick.highest_led", "ja", card="KS", suit="S", seat=1) == (
        "♠Kがトリックに勝ちました:スペードの最強札")
    assert t("core.not_your_turn", "en", to_move=[0, 2]) == (
        "it is not your turn: seat 0, seat 2 is to move")
    assert t("core.game_over", "fr") == t("core.game_over", "en")


def test_names() -> None:
    """Accessible card names and suit names."""
    assert card_name("AS") == "ace of spades"
    assert card_name("10H", "ja") == "ハートの10"
    assert card_name("JK", "ja") == "ジョーカー"
    assert suit_name("D") == "diamonds" and suit_name("C", "ja") == "クラブ"
