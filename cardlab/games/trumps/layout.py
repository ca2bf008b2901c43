"""What the table shows of Trumps: its zones and which matter in which phase."""

from cardlab.layout import Layout

LAYOUT = Layout(
    pairs_cards=True,
    hide=("revealed_numbers", "start_contenders"),
    counters=("round", "deck", "reserve", "out_of_play", "start_player", "final_round"),
    seat_refs={"start_player": "ref.start_player"},
    card_keys=("number", "took"),
    copies={"pair": 2},
    named={"score": ("score_a", "score_b", "score_total")},
    banners={"taker": "banner.trumps_taker"},
    seat_keyed=("start_reveals", "shown_hands"),
    fields={"last_round": ("round", "ranking", "takes")},
    small=("shown_hands", "revealed", "ranking", "takes", "last_round", "start_reveals",
           "score_cards"),
    # the start cards matter until the first reveal; the last round's ranking while the
    # next round is revealed (during a take, the current ranking is on the table)
    # (the reveals too: during a take the ranking shows the same cards, ranked)
    only_in={"start_reveals": ("start", "reveal"), "last_round": ("reveal", "over"),
             "revealed": ("reveal",)},
    until={"start_reveals": ("round", 1)},  # they chose round 1's start player
    # beside the table (as the tricks of trick games): the round before, this round's takes
    side=("last_round", "takes"),
    quiet=("start_reveals", "shown_hands", "takes", "ranking", "revealed", "last_round",
           "start_card"),
    zones=("taker", "field", "revealed", "ranking", "takes", "start_reveals", "shown_hands",
           "last_round"),
)
