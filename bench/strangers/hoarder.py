"""A stranger: a card hoarder who builds late and big.

It collects before it builds: it keeps the expensive districts it draws (5 and 6 gold, the unique
ones), draws again whenever its hand holds no big district and its purse is full, likes the
characters that bring cards (the Magician, the Architect) and the Merchant's gold, uses the Smithy
freely, and leaves the 1-gold districts in hand (or trades them away at the Laboratory and with the
Magician). Then it builds its big districts in bursts, the Architect's triple build above all, to
finish with the richest city. It guards that city: the Bishop against the Warlord once the city is
worth something, the Keep and the Great Wall when it holds them. When a rival gets within three
districts of finishing it stops hoarding: it builds whatever scores, and the Assassin and the
Warlord become its favourites.
"""

from __future__ import annotations

from citadels.engine import DistrictCard, PlayerView

from .playbook import UNIQUE, UNIQUE_UTILITY, Playbook, city_points, kinds_of, points


class HoarderBot(Playbook):
    """Collects early, builds big later, defends a valuable city, adapts to rushers."""

    name = "hoarder"
    favourites = {"architect": 1.5, "magician": 0.8, "merchant": 1.0, "navigator": 0.5}
    min_build_cost_early = 2
    hand_target = 1
    purse_full = 3  # gold enough to go looking for a big district when the hand holds none

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, 0.0)

    def pressed(self, view: PlayerView) -> bool:
        """A rival is close to finishing: no more hoarding."""
        return self.rush_threat(view) >= view.completion - 3 or self.late(view)

    # ------------------------------------------------------------------ the draft
    def style_pick_bonus(self, view: PlayerView, rank: int) -> float:
        name = view.character(rank).name
        bonus = self.favourites.get(name, 0.0)
        me = view.table[view.seat]
        worth = city_points(me.city)
        warlord_out = any(view.character(r).name in ("warlord", "diplomat") for r in view.faceup)
        if name in ("bishop",) and worth >= 12 and not warlord_out:
            bonus += 1.5  # guards a valuable city against the Warlord
        if name == "architect":
            big = [c for c in view.hand if c.cost >= 4 and c.kind.name not in kinds_of(me.city)]
            if me.gold >= 8 and len(big) >= 2:
                bonus += 2.0  # the burst
        if name == "magician" and me.hand_size <= 1:
            bonus += 1.0
        if self.pressed(view):
            if name in ("assassin", "witch", "warlord"):
                bonus += 1.5
            if name in ("magician", "navigator"):
                bonus -= 1.0
        return bonus

    # ------------------------------------------------------------------ resources
    def wants_cards(self, view: PlayerView) -> bool:
        if self.pressed(view):
            return super().wants_cards(view)
        me = view.table[view.seat]
        useful = [c for c in view.hand if c.kind.name not in kinds_of(me.city)]
        big = [c for c in useful if c.cost >= 4]
        if view.character(view.current_rank).name == "architect":
            return False
        if any(c.kind.name in ("library", "observatory") for c in me.city):
            return len(useful) < self.hand_target + 2
        # gold builds the big districts: draw only for want of them
        return len(useful) < self.hand_target or (not big and me.gold >= self.purse_full)

    def keep_value(self, view: PlayerView, c: DistrictCard) -> float:
        value = super().keep_value(view, c)
        if not self.pressed(view):
            value += 0.4 * points(c) + (1.0 if c.kind.dtype == UNIQUE else 0.0)
            value += 0.5 * UNIQUE_UTILITY.get(c.kind.name, 0.0)
            if c.cost <= 2:
                value -= 1.5
        return value

    # ------------------------------------------------------------------ building
    def build_value(self, view: PlayerView, c: DistrictCard) -> float:
        value = super().build_value(view, c)
        if c.kind.name in ("keep", "great_wall") and city_points(view.table[view.seat].city) >= 10:
            value += 1.5
        return value

    def build_allowed(self, view: PlayerView, c: DistrictCard) -> bool:
        if self.pressed(view):
            return True
        return super().build_allowed(view, c)

    def use_smithy(self, view: PlayerView) -> bool:
        me = view.table[view.seat]
        return me.gold >= 3 and len(view.hand) <= 4 and not self.late(view)

    def dead_cards(self, view: PlayerView) -> list[DistrictCard]:
        """Besides the unbuildable ones, the cheap cards a hoarder never means to build."""
        dead = super().dead_cards(view)
        if self.pressed(view):
            return dead
        return dead + [c for c in view.hand if c.cost <= 1 and c not in dead]
