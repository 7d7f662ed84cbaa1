"""Danger near the end of the game, made explicit for the Hard bot's character choice.

The search sees murders and attacks only as well as its opponent models predict them; a player one
or two districts from completing cannot afford that doubt. These rules add a bonus (in win
probability) to the characters that remove a danger, each with the reason in words:

- its own city at completion - 2 or more: keep the Assassin out of the later players' hands (nobody
  can murder it then); against a Warlord still on offer, take the Bishop (or the Warlord itself);
- a rival choosing later at completion - 2 or more: take the Assassin and the Bishop before it does
  (it could not be murdered, or its city could not be attacked).
"""

from __future__ import annotations

from citadels.engine import Decision, PlayerView, city_size
from citadels.engine.determinize import round_steps

from . import messages as M
from .base import Reason
from .knowledge import does_destroy, does_murder, does_protect, rank_where, threat

#: Bonuses added to the searched win probability of a character (about a tenth of a typical spread).
PROTECT_SELF = 0.06
DENY_LEADER = 0.04


def later_pickers(view: PlayerView) -> list[int]:
    """Seats other than the viewer that will still choose a character this round."""
    done = sum(view.picks_made)
    seen = 0
    out: list[int] = []
    for seat, kind in round_steps(view):
        if kind == Decision.DRAFT_PICK:
            seen += 1
            if seen > done + 1 and seat != view.seat and seat not in out:
                out.append(seat)
    return out


def draft_dangers(view: PlayerView) -> dict[int, tuple[float, Reason]]:
    """rank -> (bonus, reason) for the characters on offer that remove an end-game danger."""
    if view.decision != Decision.DRAFT_PICK or view.players < 3:
        return {}
    pile = set(view.pile)
    later = later_pickers(view)
    if not later:
        return {}
    striker, shield, attacker = (rank_where(view, does) for does in (does_murder, does_protect, does_destroy))
    me = view.me()
    out: dict[int, tuple[float, Reason]] = {}

    def offer(rank: int, bonus: float, reason: Reason) -> None:
        if rank and rank in pile and (rank not in out or out[rank][0] < bonus):
            out[rank] = (bonus, reason)

    built = len(me.city)
    if not me.completed and view.completion - built <= 2:
        offer(striker, PROTECT_SELF, Reason(M.DANGER_MURDER, {"character": striker, "count": built}))
        if attacker in pile:
            offer(shield, PROTECT_SELF, Reason(M.DANGER_PROTECT, {"character": shield, "count": built}))
            if shield not in pile:
                offer(
                    attacker,
                    0.7 * PROTECT_SELF,
                    Reason(M.DANGER_KEEP_ATTACKER, {"character": attacker, "count": built}),
                )
    rivals = [
        s
        for s in later
        if not view.table[s].completed and view.completion - city_size(view.table[s].city) <= 2
    ]
    if rivals:
        leader = max(rivals, key=lambda s: (threat(view, s), -s))
        n = len(view.table[leader].city)
        offer(
            striker,
            DENY_LEADER,
            Reason(M.DENY_MURDER, {"character": striker, "seat": leader, "count": n}),
        )
        offer(
            shield,
            0.75 * DENY_LEADER,
            Reason(M.DENY_PROTECT, {"character": shield, "seat": leader, "count": n}),
        )
    return out
