"""Per-game layout hints of the table (they live in :mod:`cardlab.render`, shared by both).

>>> hints_for("comrade")["seat_suits"]["bid"]
'bids'
"""

from cardlab.render import HINTS, hints_for

__all__ = ["HINTS", "hints_for"]
