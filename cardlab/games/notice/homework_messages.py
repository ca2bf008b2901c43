"""Messages of the homework of this game."""

MESSAGES: dict[str, dict[str, str]] = {}
