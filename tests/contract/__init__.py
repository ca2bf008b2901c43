"""The Game contract every game keeps: the conformance suite, golden playthroughs, records, the
soak, fuzzing, imports, a sixth game from its kit alone.
"""
