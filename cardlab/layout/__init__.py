"""One picture of the table: (view, the game's layout, language) → a small tree of pieces.

Each game declares its :class:`Layout` beside its rules (``LAYOUT`` in
``games/<game>/layout.py``, carried by its kit): every zone of its view with the kind it
is drawn as (a counter, a row of cards, a score sheet, panels…), and which are hidden.
:func:`build` turns a view into a :class:`Tree` of typed pieces with every text already
worded in the chosen language and every number formatted; ``cardlab.render`` prints it
as static HTML and ``widgets/table.js`` prints the same JSON (:func:`to_json`) as DOM.
Neither printer guesses what a value is: a card piece says it is a card.

The package's parts: :mod:`~cardlab.layout.spec` (what a game declares),
:mod:`~cardlab.layout.pieces` (the pieces of a picture), :mod:`~cardlab.layout.builder`
(view → pieces), :mod:`~cardlab.layout.coachpanel` (the coach's panel) and
:mod:`~cardlab.layout.words` (wording shared by them).

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> tree = build(g.view(0), lang="en")
>>> tree.title, tree.me.name, [c.card for c in tree.me.hand.items][:2]
('Comrade', 'seat 0', ['5S', '10S'])
>>> tree.others[0].hand.items[0].label
'12 cards face down'
"""

from cardlab.layout.builder import build, last_trick_text, outcome, picture, trick_history
from cardlab.layout.coachpanel import CoachPanel, CoachRow, coach_panel, coach_row
from cardlab.layout.pieces import (
    DASH,
    Act,
    ActGroup,
    Back,
    Box,
    CardPiece,
    Field,
    Header,
    OutcomePiece,
    Piece,
    Seat,
    Sheet,
    Suit,
    Text,
    Tree,
    to_json,
)
from cardlab.layout.spec import (
    PLAIN,
    Banner,
    BySeat,
    BySuit,
    CardItems,
    CardNotes,
    Cards,
    Counted,
    Counter,
    Layout,
    List,
    Meter,
    Named,
    OneCard,
    Panels,
    Pile,
    Record,
    Rows,
    SeatCard,
    SeatCards,
    SeatKeyed,
    SeatRef,
    SeatSuits,
    Secret,
    SuitMark,
    TrickZone,
    Words,
    Zone,
    layout_of,
)
from cardlab.layout.words import facts

__all__ = [
    "DASH", "PLAIN", "Act", "ActGroup", "Back", "Banner", "Box", "BySeat", "BySuit",
    "CardItems", "CardNotes", "CardPiece", "Cards", "CoachPanel", "CoachRow", "Counted",
    "Counter", "Field", "Header", "Layout", "List", "Meter", "Named", "OneCard", "OutcomePiece",
    "Panels", "Piece", "Pile", "Record", "Rows", "Seat", "SeatCard", "SeatCards", "SeatKeyed",
    "SeatRef", "SeatSuits", "Secret", "Sheet", "Suit", "SuitMark", "Text", "Tree", "TrickZone",
    "Words", "Zone", "build", "coach_panel", "coach_row", "facts", "last_trick_text",
    "layout_of", "outcome", "picture", "to_json", "trick_history",
]
