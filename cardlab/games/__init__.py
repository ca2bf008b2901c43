"""The games. Every module in this package registers one game on import.

Importing :mod:`cardlab` imports them all, so ``cardlab.GAMES`` lists every game.
"""

import importlib
import pkgutil

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if not _info.name.startswith("_"):
        importlib.import_module(f"{__name__}.{_info.name}")
