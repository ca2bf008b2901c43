"""What the table shows of Comrade: its zones and which matter in which phase."""

from cardlab.layout import (
    BySuit,
    CardItems,
    Counter,
    Layout,
    SeatSuits,
    TrickZone,
    Words,
)

LAYOUT = Layout(
    table={
        "deal": Counter(of="deals"),
        "round": Counter(of="rounds"),
        "bid_total": Counter(of="target"),
        "passes_in_row": Counter(of="pass_limit"),
        "jokers_free": Counter(),
        "tricks_played": Counter(of="tricks_total"),
        "trick": TrickZone(last="last_trick"),
        # the bid cards: a click on one that cannot be taken says why
        "bid_layout": BySuit(of=CardItems(owner="taken_by", click="take {card}"),
                             small_in=("play", "over")),  # they matter while bidding
        "results": Words(),
    },
    seats={
        "bids": SeatSuits(stacks="bid_stacks", won="won"),
        "tricks": Counter(),
    },
    hide=("bid_cards", "leader"),
)
