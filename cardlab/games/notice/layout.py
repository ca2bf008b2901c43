"""What the table shows of Notice: its zones and which matter in which phase."""

from cardlab.layout import (
    Cards,
    Counter,
    Layout,
    List,
    OneCard,
    Record,
    Rows,
    SeatRef,
    Secret,
    TrickZone,
)

LAYOUT = Layout(
    table={
        "deal": Counter(of="deals"),
        "stock": Counter(),
        "tricks_played": Counter(of="hand_size"),
        "pass_offset": Counter(),
        "trick": TrickZone(last="last_trick"),
        "trump": OneCard(),
        # the last deal's sheet only: its "score" column carries the running totals
        "score_sheet": List(recent=1, of=Record(fields={
            "deal": Counter(),
            "trump": OneCard(small=True),
            "rows": Rows(cols=("seat", "prediction", "receiver", "receiver_tricks",
                                "prediction_points", "target", "tricks", "target_points",
                                "trick_points", "total", "score"),
                          seats=("seat", "receiver"),
                          signed=("prediction_points", "target_points", "trick_points",
                                  "total")),
        })),
    },
    seats={
        # before the pass the dealt hand is the hand (drawn once); another seat's dealt
        # hand is its receiver's hand now
        "dealt": Cards(small=True, quiet=True, echo=True, mine_only=True),
        "receiver": SeatRef(words="ref.receiver"),
        "giver": SeatRef(words="ref.giver"),
        "prediction": Secret(flag="predicted"),
        "target": Secret(flag="targeted"),
        "tricks": Counter(),
        "score": Counter(),
    },
    hide=("trump_suit", "score_table", "played", "leader"),
)
