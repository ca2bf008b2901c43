"""What the table shows of Comp-13: its zones and which matter in which phase."""

from cardlab.layout import Banner, Cards, Counter, Layout, Panels, Pile, Rows, Words

LAYOUT = Layout(
    table={
        "game": Counter(of="games"),
        "discards": Counter(),
        "provisional_dealer": Counter(seat=True),
        "bonus": Banner(words="banner.comp13_bonus"),
        # the fields A-D side by side, each with its seat, sum and count
        "fields": Panels(title="panel.field_title", foot="panel.field_foot",
                         seats="field_seats", sums="sums", counts="counts", total="total",
                         total_text="panel.fields_total", empty="none.field",
                         try_="add {card} {group}"),
        "stock": Pile(),
        "results": Rows(seats=("winner", "provisional_dealer"), quiet=True),
    },
    seats={
        "captured": Cards(small=True),
        "score": Counter(),
        "minus": Counter(quiet=True),
        "total": Counter(),
        "games_won": Counter(),
        "fields": Words(),
    },
)
