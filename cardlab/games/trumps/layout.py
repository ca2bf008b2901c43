"""What the table shows of Trumps: its zones and which matter in which phase."""

from cardlab.layout import (
    Banner,
    CardNotes,
    Counted,
    Counter,
    Layout,
    Named,
    Record,
    Rows,
    SeatKeyed,
    Words,
)

# a revealed or ranked card: its number (a pair shows two), whose, which kind, why there
RANKED = CardNotes(card="number", seats=("seat",), place="place", word="kind", why="reason",
                   copies={"pair": 2})
# a take: the number taken ("draw": from the deck), whose, how many cards
TAKEN = CardNotes(card="took", seats=("seat",), words=("draw",))

LAYOUT = Layout(
    table={
        "round": Counter(),
        "deck": Counter(),
        "reserve": Counter(),
        "out_of_play": Counter(),
        "start_player": Counter(seat=True),
        "final_round": Counter(),
        "taker": Banner(words="banner.trumps_taker"),
        "field": Counted(),
        # the reveals while revealing (during a take the ranking shows the same, ranked)
        "revealed": CardNotes(card="number", seats=("seat",), word="kind", copies={"pair": 2},
                              quiet=True, only_in=("reveal",)),
        "ranking": RANKED,
        # beside the table (as the tricks of trick games): this round's takes
        "takes": CardNotes(card="took", seats=("seat",), words=("draw",), quiet=True,
                           side=True),
        # the start cards matter until the first reveal (they chose round 1's start player)
        "start_reveals": Rows(seat_keyed=True, quiet=True, only_in=("start", "reveal"),
                               until=("round", 1)),
        "shown_hands": SeatKeyed(of=Words(), quiet=True),
        # the round before, beside the table while the next round is revealed
        "last_round": Record(fields={"round": Counter(), "ranking": RANKED, "takes": TAKEN},
                             quiet=True, only_in=("reveal", "over"), side=True),
    },
    seats={
        "score_cards": Counted(small=True),
        "score": Named(names=("score_a", "score_b", "score_total")),
        "start_picked": Counter(),
        "start_card": Counter(quiet=True),
        "reveal_options": CardNotes(card="number", word="kind", copies={"pair": 2}),
    },
    hide=("revealed_numbers", "start_contenders"),
)
