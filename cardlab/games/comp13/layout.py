"""What the table shows of Comp-13: its zones and which matter in which phase."""

from cardlab.layout import Layout, Panels

LAYOUT = Layout(
    hide=("sums", "counts", "field_seats"),
    counters=("game", "discards", "provisional_dealer"),
    pairs={"game": "games"},
    seat_refs={"provisional_dealer": "ref.provisional_dealer"},
    panels={"fields": Panels(title="panel.field_title", foot="panel.field_foot",
                             seats="field_seats", sums="sums", counts="counts", total="total",
                             total_text="panel.fields_total", empty="none.field",
                             try_="add {card} {group}")},
    face_down=("stock",),
    banners={"bonus": "banner.comp13_bonus"},
    small=("captured",),
    quiet=("results", "minus"),
    zones=("bonus", "fields", "stock", "results"),
)
