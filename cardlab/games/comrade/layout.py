"""What the table shows of Comrade: its zones and which matter in which phase."""

from cardlab.layout import Layout, SeatSuits

LAYOUT = Layout(
    seat_suits=SeatSuits(stacks="bid_stacks", bid="bids", won="won"),
    table_click={"bid_layout": "take {card}"},
    hide=("bid_cards", "leader"),
    small_in={"bid_layout": ("play", "over")},  # the bid cards matter while bidding
    counters=("deal", "round", "bid_total", "target", "passes_in_row", "jokers_free",
              "tricks_played"),
    pairs={"bid_total": "target", "round": "rounds", "tricks_played": "tricks_total",
           "deal": "deals", "passes_in_row": "pass_limit"},
)
