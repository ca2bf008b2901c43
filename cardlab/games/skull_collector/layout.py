"""What the table shows of Skull Collector: its zones and which matter in which phase."""

from cardlab.layout import Layout, Meter

LAYOUT = Layout(
    hide=("members_lost", "wiped", "ace_ten_in_trump", "nearest", "points_per_trick", "leader"),
    counters=("deal", "tricks_played", "first_leader", "chest_winner"),
    pairs={"tricks_played": "tricks_total"},
    seat_refs={"chest_winner": "ref.chest_winner", "first_leader": "ref.first_leader"},
    meters={"members": Meter(lost="members_lost", pending="skulls", on="\u263a",
                             doomed="\u2639", off="\u2620")},
    quiet=("chest_card", "passed", "received", "chest", "last_deal", "trump_set_by", "chosen"),
    small=("skulls", "chest", "markers", "skulls_out", "trump_set_by", "chest_card", "passed",
           "received"),
    face_down=("chest",),
    suits=("trump",),
    nulls={"trump": "none.trump"},
    zones=("trump", "markers", "trump_set_by", "chest", "skulls_out", "last_deal"),
    by_seat=("last_deal",),
)
