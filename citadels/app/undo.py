"""Undo, solo against bots: take back your own last action, by replaying the game without it.

`undo_check` says whether the last action may be taken back; the session takes it back
(`GameSession.rewind`, the engine's one replay): nothing here changes the session.

Undo never lets a player peek and retry: an action can be taken back only when it showed its player
nothing new (no card they had not seen, no character revealed or called, no face-down card, no new
round) and no bot has moved since. So drawing cards, ending the turn (the next character is called)
or any bot's move is a barrier; building, taking gold or income, naming a victim, choosing which drawn
card to keep are not. Off in hot seat (another player would see the position change) and when the
player turns it off in the settings.
"""

from __future__ import annotations

from dataclasses import dataclass

from citadels.engine import GameState, PlayerView, ReplayError, replay_steps
from citadels.i18n import _
from citadels.session import GameSession


def seen(view: PlayerView) -> tuple[frozenset[int], tuple[object, ...]]:
    """What a seat has had in sight: the card ids it can see now, and the public facts that only grow
    when something is revealed."""
    cards = {c.id for c in view.hand} | {c.id for c in view.drawn} | {c.id for c in view.aside}
    for p in view.table:
        cards.update(c.id for c in p.city)
    if view.graveyard_card is not None:
        cards.add(view.graveyard_card.id)
    facts = (view.round, view.called, view.revealed, view.known_facedown, view.murdered_seat, view.scores is not None,
             view.faceup)  # fmt: skip
    return frozenset(cards), facts


def reveals(before: PlayerView, after: PlayerView) -> bool:
    """Whether going from `before` to `after` showed the seat anything new."""
    cards_before, facts_before = seen(before)
    cards_after, facts_after = seen(after)
    return not cards_after <= cards_before or facts_after != facts_before


@dataclass(frozen=True)
class UndoCheck:
    target: int | None  # how many actions to keep (None: nothing may be undone)
    why_not: str  # the reason key when target is None: "hot_seat", "no_human", "nothing", "revealed", "bot"


def undo_check(session: GameSession) -> UndoCheck:
    """Whether the single human's last action may be taken back, and to which point."""
    humans = session.human_seats
    if len(humans) != 1:
        return UndoCheck(None, "hot_seat" if humans else "no_human")
    seat = humans[0]
    actions = session.actions
    if not actions:
        return UndoCheck(None, "nothing")
    last = actions[-1]
    if last.seat != seat:
        return UndoCheck(None, "bot")
    before: PlayerView | None = None
    replayed: GameState | None = None
    moves = [(record.seat, record.action) for record in actions]
    try:
        for step in replay_steps(session.setup.config(), session.seed, moves, events=False):
            if step.n == len(actions) - 1:
                before = step.state.view(seat)
            replayed = step.state
    except ReplayError:
        return UndoCheck(None, "nothing")  # a hand-built position (a scenario) has no replay
    if (
        before is None
        or replayed is None
        or session.state is None
        or replayed.digest() != session.state.digest()
    ):
        return UndoCheck(None, "nothing")
    if reveals(before, replayed.view(seat)):
        return UndoCheck(None, "revealed")
    return UndoCheck(len(actions) - 1, "")


def undo_refusal(why_not: str) -> str:
    """Why the Undo button is greyed out, in the player's language."""
    texts = {
        "hot_seat": _("Undo is off in hot seat: the other players have seen the table."),
        "no_human": _("Nothing to undo."),
        "nothing": _("Nothing to undo."),
        "bot": _("An opponent has moved since your last action: it cannot be taken back."),
        "revealed": _("Your last action showed you something new (a card or a character): it cannot be "
                      "taken back."),
    }  # fmt: skip
    return texts.get(why_not, texts["nothing"])
