"""What the table shows of Notice: its zones and which matter in which phase."""

from cardlab.layout import Layout

LAYOUT = Layout(
    hide=("trump_suit", "predicted", "targeted", "score_table", "played", "leader"),
    counters=("deal", "hand_size", "stock", "tricks_played", "pass_offset"),
    pairs={"deal": "deals", "tricks_played": "hand_size"},
    seat_refs={"receiver": "ref.receiver", "giver": "ref.giver"},
    secrets={"prediction": "predicted", "target": "targeted"},
    quiet=("dealt",),
    echo=("dealt",),  # before the pass the dealt hand is the hand: drawn once
    mine_only=("dealt",),  # another seat's dealt hand is its receiver's hand now
    small=("dealt", "trump"),
    zones=("trump", "score_sheet"),
    recent={"score_sheet": 2},
    fields={
        "score_sheet": ("deal", "trump", "rows"),
        "rows": ("seat", "prediction", "receiver", "receiver_tricks", "prediction_points",
                 "target", "tricks", "target_points", "trick_points", "total", "score"),
    },
    signed=("prediction_points", "target_points", "trick_points", "total"),
)
