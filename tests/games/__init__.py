"""Each game's rules (the worked examples as known-answer tests), its bot, the lean playouts, the
solver and the coach.
"""
