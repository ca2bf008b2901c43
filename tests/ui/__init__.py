"""The table's picture (layout, render), the widget model and its messages, refusals, replays."""
