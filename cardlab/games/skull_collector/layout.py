"""What the table shows of Skull Collector: its zones and which matter in which phase."""

from cardlab.layout import (
    BySeat,
    Cards,
    Counter,
    Layout,
    Meter,
    OneCard,
    Pile,
    SeatCard,
    SuitMark,
    TrickZone,
    Words,
)

LAYOUT = Layout(
    table={
        "deal": Counter(),
        "tricks_played": Counter(of="tricks_total"),
        "first_leader": Counter(seat=True),
        "chest_winner": Counter(seat=True),
        "trick": TrickZone(last="last_trick"),
        "trump": SuitMark(none="none.trump"),
        "markers": Cards(small=True),
        "trump_set_by": SeatCard(small=True, quiet=True),
        "chest": Pile(),
        "skulls_out": Cards(small=True),
        "last_deal": BySeat(cols=("tricks", "skulls", "deaths", "points"), cards=("skulls",),
                            rest={"deal": Counter(), "chest_winner": Counter(seat=True),
                                  "chest": Cards(small=True), "wiped": Words()},
                            quiet=True, side=True),  # beside the table, under the tricks
    },
    seats={
        "members": Meter(lost="members_lost", pending="skulls", on="\u263a", doomed="\u2639",
                         off="\u2620"),
        "skulls": Cards(small=True),
        "tricks": Counter(),
        "points": Counter(),
        "chosen": Counter(quiet=True),
        "chest_card": OneCard(small=True, quiet=True),
        "passed": OneCard(small=True, quiet=True),
        "received": OneCard(small=True, quiet=True),
        "chest": Cards(small=True, quiet=True),
    },
    hide=("wiped", "ace_ten_in_trump", "nearest", "points_per_trick", "leader"),
)
