"""A stranger: a decent club player with habits and the odd human slip.

It likes the Architect and the Merchant, opens with gold, builds the best district it can afford
every turn, and reads the table roughly: who is rich, who has the most districts, who is about to
finish. At a rate set in the constructor (about one decision in ten by default) it slips the way
people do: it forgets what the draft showed for the rest of a round, overpays for a district, or
keeps the shiny card it drew. The slips stay legal and sensible: it still murders a real target,
and it never passes up a useful build it can pay for.
"""

from __future__ import annotations

from collections.abc import Sequence

from citadels.engine import Action, Build, Decision, KeepCard, PlayerView, TakeGold, card

from .playbook import Playbook, city_points, kinds_of, points

#: how often a club player slips (the constructor's default)
DEFAULT_MISTAKE_RATE = 0.1


class HumanBot(Playbook):
    """Favourite characters, steady routines, a rough reading of the table and occasional slips."""

    name = "human"
    favourites = {"architect": 1.2, "merchant": 1.0, "king": 0.3}
    hand_target = 1

    def __init__(self, seed: int = 0, mistake_rate: float = DEFAULT_MISTAKE_RATE) -> None:
        super().__init__(seed, mistake_rate)
        self._round_seen = -1

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        if view is not None and view.round != self._round_seen:
            # a new round (or a new game): some rounds the draft slips the mind
            self._round_seen = view.round
            self._forgets_round = view.round if self.slips() else -1
        return super().choose(view, legal)

    # ------------------------------------------------------------------ a rough reading
    def danger(self, view: PlayerView, seat: int) -> float:
        """Only the obvious: about to finish, the richest, the biggest city."""
        if seat == view.seat:
            return 0.0
        p = view.table[seat]
        others = [q for q in view.table if q.seat != view.seat]
        d = 1.0
        left = view.completion - len(p.city)
        if left <= 1:
            d += 2.5
        elif left == 2:
            d += 1.0
        if p.gold == max(q.gold for q in others) and p.gold >= 5:
            d += 0.5
        if city_points(p.city) == max(city_points(q.city) for q in others) and p.city:
            d += 0.7
        return d

    # ------------------------------------------------------------------ habits
    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        if view.round == 1 and not view.table[view.seat].city:
            gold = next((a for a in legal if isinstance(a, TakeGold)), None)
            if gold is not None:
                return gold  # opens with gold, always
        return super().gather(view, legal)

    # ------------------------------------------------------------------ slips
    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        have = kinds_of(view.me().city)
        keeps = [a for a in legal if isinstance(a, KeepCard) and card(a.card).kind.name not in have]
        if len(keeps) > 1 and self.slips():
            # the shiny card: the dearest one drawn (never one its city already has)
            return max(keeps, key=lambda a: (points(card(a.card)), card(a.card).kind.dtype, -a.card))
        return super().keep(view, legal)

    def best_build(self, view: PlayerView, legal: Sequence[Action]) -> Build | None:
        best = super().best_build(view, legal)
        builds = [a for a in legal if isinstance(a, Build)]
        if best is not None and len(builds) > 1 and view.decision == Decision.MAIN and self.slips():
            # overpays: the dearest district it can afford, whatever it leaves in the purse
            return max(builds, key=lambda a: (card(a.card).cost, -a.card))
        return best
