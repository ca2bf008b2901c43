"""Deal codes: six characters a teacher can say aloud that fix a game, its number of
players and its seed (with the game's default rule options), e.g. ``K7QX3M``.

The alphabet has no 0/O, 1/I/L (31 characters that read and sound apart); reading a code
ignores case, spaces and hyphens. A code stands for a whole number,
``(seed × 6 + players − 2) × 8 + game``, spread over the code space: games by the slot
their kit names (``GameKit.code``, fixed for ever, so a code keeps its meaning),
2 to 7 players, and seeds below :data:`SEEDS` (about 18.5 million: a new deal draws its
seed below it, so every deal with default options has a code).

>>> code = encode("notice", 4, 12345)
>>> code, decode(code.lower())
('S9U39N', ('notice', 4, 12345))
"""

from __future__ import annotations

from cardlab.registry import GAMES

__all__ = ["ALPHABET", "GAME_SLOTS", "LENGTH", "SEEDS", "CodeError", "decode", "encode"]

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 6
GAME_SLOTS = 8
"""How many games codes can hold: a kit's ``code`` slot is below it."""
_GAME_SLOTS, _PLAYER_SLOTS, _LOWEST = GAME_SLOTS, 6, 2
_SPACE = len(ALPHABET) ** LENGTH
SEEDS = _SPACE // (_GAME_SLOTS * _PLAYER_SLOTS)
# the number is multiplied by a constant prime to 31 (a shuffle of the code space), so that
# small seeds do not all read "222…"
_MIX = 15_485_863
_UNMIX = pow(_MIX, -1, _SPACE)


class CodeError(ValueError):
    """A text that is no deal code; ``key`` and ``values`` word why (``ui.code.*``)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(f"{key}: {values}")
        self.key = key
        self.values = values


def encode(game: str, players: int, seed: int) -> str | None:
    """The code of ``game`` with ``players`` and ``seed`` (default options), or ``None``
    when it has none (a game or a number of players codes cannot hold, a large seed).

    >>> encode("comrade", 3, 7), encode("comrade", 3, 10**12)
    ('24AZMX', None)
    """
    kit = GAMES.get(game)
    if kit is None or not 0 <= players - _LOWEST < _PLAYER_SLOTS:
        return None
    if not 0 <= seed < SEEDS:
        return None
    value = (seed * _PLAYER_SLOTS + players - _LOWEST) * _GAME_SLOTS + kit.code
    value = value * _MIX % _SPACE
    chars = []
    for _ in range(LENGTH):
        value, digit = divmod(value, len(ALPHABET))
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def decode(text: str) -> tuple[str, int, int]:
    """The game, players and seed of a code; :class:`CodeError` when ``text`` is none.

    >>> decode("24az-mx")
    ('comrade', 3, 7)
    >>> decode("24AZM")
    Traceback (most recent call last):
    ...
    cardlab.dealcode.CodeError: ui.code.length: {'code': '24AZM', 'length': 6}
    """
    shown = "".join(c if c.isprintable() else "?" for c in str(text).strip()[:20])
    code = "".join(c for c in str(text).upper() if c not in " -")
    if len(code) != LENGTH:
        raise CodeError("ui.code.length", code=shown, length=LENGTH)
    bad = [c for c in code if c not in ALPHABET]
    if bad:
        raise CodeError("ui.code.character", code=shown, char=bad[0])
    value = 0
    for c in code:
        value = value * len(ALPHABET) + ALPHABET.index(c)
    value = value * _UNMIX % _SPACE
    rest, slot = divmod(value, _GAME_SLOTS)
    seed, players = divmod(rest, _PLAYER_SLOTS)
    game = next((k.name for k in GAMES.values() if k.code == slot), None)
    if game is None:
        raise CodeError("ui.code.unknown", code=shown)
    return game, players + _LOWEST, seed
