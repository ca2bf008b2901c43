"""``python -m tests.golden --update`` rewrites every golden file; without it, checks them."""

from __future__ import annotations

import sys

from tests.golden import cases, diff, dumps, path, playthrough, update


def main(argv: list[str]) -> int:
    if "--update" in argv:
        for file in update():
            print(f"rewrote {file.name}")
        return 0
    failed = 0
    for name, players in cases():
        file = path(name, players)
        now = dumps(playthrough(name, players))
        old = file.read_text(encoding="utf-8") if file.exists() else ""
        if old != now:
            failed += 1
            print(f"== {file.name} differs\n{diff(old, now)}")
    print("golden playthroughs:", "all the same" if not failed else f"{failed} differ")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
