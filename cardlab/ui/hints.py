"""The table's layout per game: each game module declares ``LAYOUT`` (see :mod:`cardlab.layout`).

>>> hints_for("comrade").seat_suits.bid
'bids'
"""

from cardlab.layout import Layout, layout_of

__all__ = ["Layout", "hints_for"]

hints_for = layout_of
