"""The shared playbook of the `human` and `hoarder` strangers: reading the table from a `PlayerView`
and the routines of a careful Citadels player, with the knobs each style turns.

Written from the public bot protocol (`citadels.ai.base`), the engine and RULES.md only. A
`Playbook` answers every decision the engine asks; a style subclasses it and overrides the hooks
(`style_pick_bonus`, `build_value`, `wants_cards`, `keep_value`, ...). Everything it knows comes from
the view: gold, hand sizes and cities are public, the draft tells which characters went before and
after this seat, and the calling order reveals the rest.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from citadels.ai.base import Reason
from citadels.engine import (
    Action,
    Beautify,
    Bewitch,
    Build,
    CollectTithe,
    Decision,
    Destroy,
    DiscardCharacter,
    DistrictCard,
    DistrictType,
    DrawCards,
    DrawExtraCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    LookAtHand,
    Murder,
    PickCharacter,
    PlayerView,
    Rob,
    SmithyDraw,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TributeCard,
    TributeGold,
    card,
    city_destroy_price,
    city_income,
)

UNIQUE = DistrictType.UNIQUE
INCOME_TYPES = (DistrictType.NOBLE, DistrictType.RELIGIOUS, DistrictType.TRADE, DistrictType.MILITARY)

#: what a unique district is worth beyond its points while the game has a while to run
UNIQUE_UTILITY: dict[str, float] = {
    "haunted_city": 1.5,
    "keep": 1.0,
    "laboratory": 2.0,
    "smithy": 2.0,
    "observatory": 1.5,
    "graveyard": 0.5,
    "library": 2.5,
    "great_wall": 1.0,
    "school_of_magic": 1.5,
    "imperial_treasury": 1.0,
    "map_room": 1.0,
    "dragon_gate": 0.0,
    "university": 0.0,
}

#: how tempting each character is to murder or bewitch, all else equal (what the holder gains)
TARGET_WEIGHT: dict[str, float] = {
    "assassin": 0.0,
    "witch": 0.5,
    "thief": 1.5,
    "tax_collector": 1.5,
    "magician": 2.0,
    "wizard": 2.0,
    "king": 2.5,
    "emperor": 2.5,
    "bishop": 2.0,
    "abbot": 2.0,
    "merchant": 3.0,
    "alchemist": 3.0,
    "architect": 3.5,
    "navigator": 2.5,
    "warlord": 2.5,
    "diplomat": 2.0,
    "artist": 1.5,
    "queen": 2.5,
}


#: corrections to this seat's own picks, found by playing against the project's bots (4 players, Classic:
#: the Magician's hand and the Thief's purse are worth more than `char_value` says, the Warlord less)
PICK_ADJUST: dict[str, float] = {"magician": 1.5, "thief": 1.0, "warlord": -1.0}


def points(c: DistrictCard) -> int:
    """What a district scores in a city (Dragon Gate and University: 8)."""
    return c.kind.points


def kinds_of(cards: Iterable[DistrictCard]) -> set[str]:
    return {c.kind.name for c in cards}


def city_points(city: Sequence[DistrictCard]) -> int:
    return sum(c.kind.points for c in city)


def types_in(city: Sequence[DistrictCard]) -> set[DistrictType]:
    return {c.kind.dtype for c in city}


@dataclass(frozen=True, slots=True)
class Holding:
    """Who may hold one character this round, as this seat reads the draft."""

    chance: float  # that some other seat plays it this round
    seats: tuple[int, ...]  # the seats that may hold it (one when it is revealed)
    chances: tuple[float, ...] = ()  # the chance of each of `seats`


class Playbook:
    """A careful player's routines; the styles subclass it. `mistake_rate` is the chance of a
    human slip at each decision that has one (0 for a player who never slips)."""

    name: str = "playbook"
    needs_view: bool = True
    watches: bool = False
    last_reason: Reason | None = None  # strangers give no reasons

    #: the style's knobs (overridden by the subclasses)
    favourites: dict[str, float] = {}
    min_build_cost_early = 0  # cheaper districts are left in hand until the late game
    hand_target = 2  # cards wanted in hand before taking gold
    risk_aversion = 1.0  # how much the chance of being murdered or robbed weighs on a pick

    def __init__(self, seed: int = 0, mistake_rate: float = 0.0) -> None:
        if not 0.0 <= mistake_rate <= 1.0:
            raise ValueError(f"mistake_rate must be between 0 and 1, not {mistake_rate}")
        self.rng = random.Random(seed)
        self.mistake_rate = mistake_rate
        self._forgets_round = -1  # the round in which this player forgot the draft
        #: how often the others murdered (robbed) each character, by name, as seen at the table
        self.murders_seen: dict[str, float] = dict(TARGET_WEIGHT)
        self.robs_seen: dict[str, float] = {name: 1.0 for name in TARGET_WEIGHT}
        self._noted: tuple[int, int, int] = (-1, 0, 0)  # (round, murdered, robbed) already counted

    # ------------------------------------------------------------------ the protocol
    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        if view is None:
            return legal[0]
        self.note_attacks(view)
        if len(legal) == 1:
            return legal[0]
        method = HANDLERS.get(view.decision)
        handler: Callable[[PlayerView, Sequence[Action]], Action | None] | None = (
            getattr(self, method) if method is not None else None
        )
        choice = handler(view, legal) if handler is not None else None
        if choice is None or choice not in legal:
            return self.fallback(legal)
        return choice

    def watch(self, view: PlayerView) -> None:
        """Never called (`watches` is False): everything is read from the view of each decision."""

    def note_attacks(self, view: PlayerView) -> None:
        """Remember which characters the others murder and rob (public once it happens)."""
        rnd, murdered, robbed = self._noted
        if rnd != view.round:
            murdered = robbed = 0
        if view.murdered and view.murdered != murdered:
            if 1 not in view.my_characters:  # not this seat's own murder
                name = view.character(view.murdered).name
                self.murders_seen[name] = self.murders_seen.get(name, 0.0) + 1.0
            murdered = view.murdered
        if view.robbed and view.robbed != robbed:
            if 2 not in view.my_characters:
                name = view.character(view.robbed).name
                self.robs_seen[name] = self.robs_seen.get(name, 0.0) + 1.0
            robbed = view.robbed
        self._noted = (view.round, murdered, robbed)

    def fallback(self, legal: Sequence[Action]) -> Action:
        """A sensible legal default: end the turn when allowed, else the first action offered."""
        for a in legal:
            if isinstance(a, EndTurn | FinishExchange | GraveyardDecline):
                return a
        return legal[0]

    def slips(self) -> bool:
        """Whether this decision is one of the human slips (never with `mistake_rate` 0)."""
        return self.mistake_rate > 0.0 and self.rng.random() < self.mistake_rate

    # ------------------------------------------------------------------ reading the table
    def late(self, view: PlayerView) -> bool:
        """The end is near: someone is two districts or less from completing a city."""
        return max(len(p.city) for p in view.table) >= view.completion - 2

    def rush_threat(self, view: PlayerView) -> int:
        """The most districts any other seat has."""
        return max((len(p.city) for p in view.table if p.seat != view.seat), default=0)

    def standing(self, view: PlayerView, seat: int) -> float:
        """A rough score: the city's points, its size towards completion, gold and cards in hand."""
        p = view.table[seat]
        size = len(p.city)
        five = 3.0 if len(types_in(p.city)) == 5 else 0.0
        return city_points(p.city) + five + 2.0 * size + 0.4 * p.gold + 0.5 * p.hand_size

    def leader(self, view: PlayerView) -> int:
        """The other seat that looks strongest."""
        others = [p.seat for p in view.table if p.seat != view.seat]
        return max(others, key=lambda s: (self.standing(view, s), -s))

    def danger(self, view: PlayerView, seat: int) -> float:
        """How much this seat threatens to win (1 is ordinary, more for the leader and near-finishers)."""
        if seat == view.seat:
            return 0.0
        p = view.table[seat]
        mine = self.standing(view, view.seat)
        theirs = self.standing(view, seat)
        d = 1.0 + max(0.0, (theirs - mine) / 10.0)
        left = view.completion - len(p.city)
        if left <= 1:
            d += 2.0
        elif left == 2:
            d += 1.0
        return d

    def forgets_draft(self, view: PlayerView) -> bool:
        """The human slip of forgetting what the draft showed (once decided, for the whole round)."""
        return self._forgets_round == view.round

    def holdings(self, view: PlayerView) -> dict[int, Holding]:
        """For every character rank this seat does not hold: who may hold it, and how likely.

        With 4+ players the draft is read exactly: the ranks missing from the set passed to this
        seat went to the seats before it (or face down), the others to the seats after it; within
        each group every seat is expected to take, in turn, what suits its gold, hand and city
        (a soft choice over `char_value`). Revealed characters are certain. A player who forgot
        the draft, and the 2-3 player draft, spread the chances evenly."""
        n = view.players
        me = view.seat
        mine = set(view.my_characters)
        faceup = set(view.faceup)
        forgot = self.forgets_draft(view)
        facedown = set() if forgot else set(view.known_facedown)
        known: dict[int, int] = {rank: seat for rank, seat in view.revealed}
        ranks = [r for r in range(1, len(view.characters) + 1) if r not in mine]
        out: dict[int, Holding] = {}
        probs: dict[int, dict[int, float]] = {r: {} for r in ranks}
        open_ranks = [r for r in ranks if r not in known and r not in faceup and r not in facedown]
        if n >= 4 and view.offered and not forgot:
            k = (me - view.crown) % n
            before = [(view.crown + i) % n for i in range(k)]
            after = [(view.crown + i) % n for i in range(k + 1, n)]
            offer = set(view.offered[0])
            pool_before = [r for r in ranks if r not in offer and r not in faceup and r not in facedown]
            pool_after = [r for r in ranks if r in offer]
            self._spread(view, before, pool_before, known, probs)
            self._spread(view, after, pool_after, known, probs)
        else:
            per_player = 2 if n <= 3 else 1
            seats = [s for s in range(n) if s != me]
            open_seats = [s for s in seats if sum(1 for v in known.values() if v == s) < per_player]
            slots = sum(per_player - sum(1 for v in known.values() if v == s) for s in open_seats)
            share = min(1.0, slots / len(open_ranks)) if open_ranks else 0.0
            for r in open_ranks:
                for seat in open_seats:
                    probs[r][seat] = share / len(open_seats)
        for r in ranks:
            if r in known:
                out[r] = Holding(1.0, (known[r],), (1.0,))
                continue
            row = probs[r]
            holders = tuple(sorted(row))
            chances = tuple(row[s] for s in holders)
            out[r] = Holding(min(1.0, sum(chances)), holders, chances)
        return out

    def _spread(
        self,
        view: PlayerView,
        seats: Sequence[int],
        pool: Sequence[int],
        known: dict[int, int],
        probs: dict[int, dict[int, float]],
    ) -> None:
        """The seats of one group pick, in order, from `pool`: each takes a rank with a chance that
        grows with what it is worth to that seat (a revealed pick is certain)."""
        avail = {r: 1.0 for r in pool if r not in known}
        for seat in seats:
            if seat in known.values():
                continue
            weights = {
                r: a * math.exp(self.char_value(view, seat, r) / 2.0) for r, a in avail.items() if a > 0
            }
            total = sum(weights.values())
            if total <= 0:
                continue
            for r, w in weights.items():
                p = w / total
                probs[r][seat] = probs[r].get(seat, 0.0) + p
                avail[r] = max(0.0, avail[r] - p)

    # ------------------------------------------------------------------ what a character is worth
    def char_value(self, view: PlayerView, seat: int, rank: int) -> float:
        """What playing `rank` this round would bring `seat`, in gold-like units, from public facts
        (and this seat's own hand when `seat` is this seat)."""
        spec = view.character(rank)
        name = spec.name
        p = view.table[seat]
        own = seat == view.seat
        hand = view.hand if own else ()
        city = p.city
        gold = p.gold
        n = view.players
        value = 2.0  # the resource step
        if spec.income_type is not None:
            value += city_income(city, spec.income_type) + (
                1.0 if any(c.kind.name == "school_of_magic" for c in city) else 0.0
            )
            if own:  # districts of that type this seat could build this turn
                value += 0.5 * sum(1 for c in hand if c.kind.dtype == spec.income_type and c.cost <= gold + 2)
        buildable = [c for c in hand if c.cost <= gold + 2 and c.kind.name not in kinds_of(city)]
        if name == "assassin":
            # the murder brings this seat nothing, it hurts a rival: with one rival, a lot
            value += 1.0 + (4.0 if n == 2 else 0.0)
        elif name == "witch":
            value += 2.5 + (3.0 if n == 2 else 0.0)
        elif name == "thief":
            rich = sorted((q.gold for q in view.table if q.seat != seat), reverse=True)
            value += 0.5 * (rich[0] if rich else 0) + 0.5
        elif name == "tax_collector":
            value += 0.5 * (n - 1)
        elif name == "magician":
            most = max((q.hand_size for q in view.table if q.seat != seat), default=0)
            value += max(0.5, 0.8 * (most - p.hand_size))
        elif name == "wizard":
            value += 2.0 if any(q.hand_size for q in view.table if q.seat != seat) else 0.0
        elif name == "king":
            value += 1.5
        elif name == "emperor":
            value += 1.5
        elif name == "bishop":
            value += 0.5 + 0.1 * city_points(city)
        elif name == "abbot":
            value += 1.0
        elif name == "merchant":
            value += 1.0
        elif name == "alchemist":
            if own:
                value += max((c.cost for c in buildable if c.cost <= gold), default=0) * 0.8
            else:
                value += 1.0 + 0.2 * gold
        elif name == "architect":
            value += 2.0 if p.hand_size < 6 else 1.0
            if own:
                costs = sorted(c.cost for c in buildable)
                spend = gold + 2
                extra = 0
                for cost in costs:
                    if cost <= spend:
                        spend -= cost
                        extra += 1
                value += 1.5 * max(0, min(3, extra) - 1)
            else:
                value += 0.5 * min(2, gold // 3)
        elif name == "navigator":
            value += 3.0
            if own and buildable:
                value -= 0.8 * max(c.cost for c in buildable if c.cost <= gold + 2)
        elif name == "warlord":
            value += 1.0
        elif name == "diplomat":
            value += 1.0
        elif name == "artist":
            value += min(2, gold) * 0.6
        elif name == "queen":
            value += 3.0 * 2.0 / max(2, n - 1)
        return value

    # ------------------------------------------------------------------ the draft
    def style_pick_bonus(self, view: PlayerView, rank: int) -> float:
        """A style's liking for a character (its favourites and its plan)."""
        return self.favourites.get(view.character(rank).name, 0.0)

    def pick_score(self, view: PlayerView, rank: int) -> float:
        name = view.character(rank).name
        score = self.char_value(view, view.seat, rank) + self.style_pick_bonus(view, rank)
        score += PICK_ADJUST.get(name, 0.0)
        me = view.table[view.seat]
        threat = self.rush_threat(view)
        # a rival about to finish: the characters that can stop or outrun him matter more
        if threat >= view.completion - 1:
            if name in ("assassin", "witch"):
                score += 3.0
            elif name == "warlord" and threat < view.completion:
                score += 2.0
            elif name in ("architect", "alchemist", "merchant"):
                score += 0.5
        # about to finish myself: a character that can build and is unlikely to be stopped
        if len(me.city) >= view.completion - 1 and name not in ("navigator",):
            score += 1.0
            if name in ("bishop",):
                score += 1.5
        # the crown is worth more to a seat that picks late
        if name in ("king", "emperor") and view.crown != view.seat:
            score += 0.5
        # the Thief and the Assassin go for what the others see as juicy
        if me.gold >= 6 and name in ("thief",):
            score += 0.5
        return score

    def attack_risk(self, view: PlayerView, rank: int, value: float, held: dict[int, Holding]) -> float:
        """What picking `rank` may cost: murdered or bewitched (the turn lost), robbed (the purse),
        weighed by the chance another seat holds rank 1 (2) and by how often the table aims there."""
        name = view.character(rank).name
        risk = 0.0
        candidates = [r for r in range(2, len(view.characters) + 1) if r not in view.faceup]
        h1 = held.get(1)
        if h1 is not None and h1.chance > 0.0 and rank != 1 and candidates:
            total = sum(self.murders_seen.get(view.character(r).name, 1.0) for r in candidates)
            share = self.murders_seen.get(name, 1.0) / total if total else 0.0
            risk += h1.chance * min(1.0, 1.5 * share) * value
        h2 = held.get(2)
        thief = view.character(2).name == "thief"
        if thief and h2 is not None and h2.chance > 0.0 and rank > 2:
            robbable = [r for r in candidates if r > 2]
            total = sum(self.robs_seen.get(view.character(r).name, 1.0) for r in robbable)
            share = self.robs_seen.get(name, 1.0) / total if total else 0.0
            purse = view.table[view.seat].gold + 2
            risk += h2.chance * min(1.0, 1.5 * share) * purse
        return risk

    def pick(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        picks = [a for a in legal if isinstance(a, PickCharacter)]
        if not picks:
            return None
        held = self.holdings(view)
        scored = []
        for a in picks:
            value = self.pick_score(view, a.rank)
            value -= self.risk_aversion * self.attack_risk(view, a.rank, value, held)
            scored.append((value, -a.rank, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return scored[0][2]

    def discard(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Two players: discard face down what the other seat would like most."""
        drops = [a for a in legal if isinstance(a, DiscardCharacter)]
        if not drops:
            return None
        other = (view.seat + 1) % view.players
        best = max(drops, key=lambda a: (self.char_value(view, other, a.rank), -a.rank))
        return best

    # ------------------------------------------------------------------ resources
    def wants_cards(self, view: PlayerView) -> bool:
        """Draw rather than take gold: gold is what builds, so only when the hand holds nothing
        worth building (the Architect draws anyway)."""
        me = view.table[view.seat]
        city = kinds_of(me.city)
        useful = [c for c in view.hand if c.kind.name not in city]
        if view.character(view.current_rank).name == "architect":
            return False
        return len(useful) < self.hand_target

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        draw = next((a for a in legal if isinstance(a, DrawCards)), None)
        gold = next((a for a in legal if isinstance(a, TakeGold)), None)
        if draw is not None and self.wants_cards(view):
            return draw
        return gold if gold is not None else draw

    def keep_value(self, view: PlayerView, c: DistrictCard) -> float:
        me = view.table[view.seat]
        have = kinds_of(me.city)
        if c.kind.name in have:
            return -10.0 + c.cost * 0.1
        value = float(points(c))
        if c.kind.name in kinds_of(view.hand):
            value -= 4.0
        if c.cost > me.gold + 4:
            value -= 0.7 * (c.cost - me.gold - 4)
        if c.kind.dtype not in types_in(me.city):
            value += 0.7
        if not self.late(view):
            value += UNIQUE_UTILITY.get(c.kind.name, 0.0)
        return value

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        keeps = [a for a in legal if isinstance(a, KeepCard)]
        if not keeps:
            return None
        return max(keeps, key=lambda a: (self.keep_value(view, card(a.card)), -a.card))

    # ------------------------------------------------------------------ building
    def build_value(self, view: PlayerView, c: DistrictCard) -> float:
        """What building `c` now is worth (negative: better left in hand)."""
        me = view.table[view.seat]
        value = float(points(c))
        types = types_in(me.city)
        if c.kind.dtype not in types:
            value += 0.8 if len(types) >= 3 else 0.3
            if len(types) == 4:
                value += 2.5  # completes the five types
        if not self.late(view):
            value += UNIQUE_UTILITY.get(c.kind.name, 0.0)
        spec = view.character(view.current_rank)
        if spec.income_type is not None and c.kind.dtype == spec.income_type:
            value += 0.3
        if len(me.city) + 1 >= view.completion:
            value += 6.0  # finishing the city: +4 and the end of the game
        return value

    def build_allowed(self, view: PlayerView, c: DistrictCard) -> bool:
        """A style's rule on what is too small to build yet."""
        if self.late(view) or len(view.table[view.seat].city) + 1 >= view.completion:
            return True
        return c.cost >= self.min_build_cost_early or c.kind.dtype == UNIQUE

    def best_build(self, view: PlayerView, legal: Sequence[Action]) -> Build | None:
        builds = [a for a in legal if isinstance(a, Build)]
        if not builds:
            return None
        ok = [a for a in builds if self.build_allowed(view, card(a.card))]
        if not ok:
            return None
        return max(ok, key=lambda a: (self.build_value(view, card(a.card)), -a.card))

    # ------------------------------------------------------------------ the main part of a turn
    def main(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        name = view.character(view.current_rank).name
        for step in (
            self.first_ability,
            self.income_first,
            self.build_step,
            self.income_after,
            self.late_ability,
            self.uniques_step,
        ):
            choice = step(view, legal, name)
            if choice is not None:
                return choice
        end = next((a for a in legal if isinstance(a, EndTurn)), None)
        if end is not None:
            return end
        crown = [a for a in legal if isinstance(a, GiveCrown)]
        if crown:
            return self.give_crown(view, crown)
        return None

    def first_ability(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        """The abilities used before building: murder, rob, magic, the Wizard, the Navigator, the crown."""
        murders = [a for a in legal if isinstance(a, Murder)]
        if murders:
            return self.murder(view, murders)
        robs = [a for a in legal if isinstance(a, Rob)]
        if robs:
            return self.rob(view, robs)
        if any(isinstance(a, SwapHands | ExchangeCard) for a in legal):
            magic = self.magic(view, legal)
            if magic is not None:
                return magic
        looks = [a for a in legal if isinstance(a, LookAtHand)]
        if looks:
            return max(
                looks, key=lambda a: (view.table[a.seat].hand_size, self.danger(view, a.seat), -a.seat)
            )
        nav = [a for a in legal if isinstance(a, TakeExtraGold | DrawExtraCards)]
        if nav:
            return self.navigate(view, nav)
        crown = [a for a in legal if isinstance(a, GiveCrown)]
        if crown:
            return self.give_crown(view, crown)
        return None

    def income_first(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        incomes = [a for a in legal if isinstance(a, TakeIncome)]
        if not incomes:
            return None
        spec = view.character(view.current_rank)
        plan = self.best_build(view, legal)
        if (
            plan is not None
            and spec.income_type is not None
            and card(plan.card).kind.dtype == spec.income_type
        ):
            return None  # build first, then count the new district
        return self.income(view, incomes)

    def income(self, view: PlayerView, incomes: Sequence[TakeIncome]) -> TakeIncome:
        spec = view.character(view.current_rank)
        for a in incomes:
            if a.school_type is None or a.school_type == spec.income_type:
                return a
        return incomes[0]

    def income_after(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        incomes = [a for a in legal if isinstance(a, TakeIncome)]
        if incomes:
            return self.income(view, incomes)
        tithe = next((a for a in legal if isinstance(a, CollectTithe)), None)
        return tithe

    def build_step(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        return self.best_build(view, legal)

    def late_ability(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        destroys = [a for a in legal if isinstance(a, Destroy)]
        if destroys:
            return self.destroy(view, destroys)
        swaps = [a for a in legal if isinstance(a, SwapDistricts)]
        if swaps:
            return self.diplomat(view, swaps)
        adorn = [a for a in legal if isinstance(a, Beautify)]
        if adorn:
            return self.beautify(view, adorn)
        return None

    def uniques_step(self, view: PlayerView, legal: Sequence[Action], name: str) -> Action | None:
        labs = [a for a in legal if isinstance(a, LaboratoryDiscard)]
        if labs:
            dead = self.dead_cards(view)
            for a in labs:
                if card(a.card) in dead:
                    return a
        smithy = next((a for a in legal if isinstance(a, SmithyDraw)), None)
        if smithy is not None and self.use_smithy(view):
            return smithy
        return None

    def use_smithy(self, view: PlayerView) -> bool:
        me = view.table[view.seat]
        return me.gold >= 4 and len(view.hand) <= 2 and not self.late(view)

    def dead_cards(self, view: PlayerView) -> list[DistrictCard]:
        """Cards in hand that can never be built: their name is in the city, or twice in hand."""
        have = kinds_of(view.table[view.seat].city)
        seen: set[str] = set()
        dead: list[DistrictCard] = []
        for c in sorted(view.hand, key=lambda c: (c.cost, c.id)):
            if c.kind.name in have or c.kind.name in seen:
                dead.append(c)
            seen.add(c.kind.name)
        return dead

    # ------------------------------------------------------------------ abilities
    def target_value(self, view: PlayerView, rank: int, held: Holding) -> float:
        """How much stopping `rank` this round hurts the table (for murder and bewitching)."""
        name = view.character(rank).name
        if not held.seats or held.chance <= 0.0:
            return 0.0
        harm = 0.0
        for seat, chance in zip(held.seats, held.chances, strict=True):
            harm += (
                chance
                * (self.char_value(view, seat, rank) + TARGET_WEIGHT.get(name, 1.0))
                * self.danger(view, seat)
            )
        return harm

    def murder(self, view: PlayerView, murders: Sequence[Murder]) -> Murder:
        held = self.holdings(view)
        return max(
            murders,
            key=lambda a: (self.target_value(view, a.rank, held.get(a.rank, Holding(0, ()))), -a.rank),
        )

    def rob(self, view: PlayerView, robs: Sequence[Rob]) -> Rob:
        held = self.holdings(view)

        def loot(a: Rob) -> float:
            h = held.get(a.rank, Holding(0.0, ()))
            if not h.seats:
                return 0.0
            spec = view.character(a.rank)
            gain = 0.0
            for seat, chance in zip(h.seats, h.chances, strict=True):
                q = view.table[seat]
                g = q.gold + 2 + (1 if spec.name == "merchant" else 0)
                if spec.income_type is not None:
                    g += city_income(q.city, spec.income_type)
                gain += chance * g * (0.5 + 0.5 * self.danger(view, seat))
            return gain

        return max(robs, key=lambda a: (loot(a), -a.rank))

    def bewitch(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        choices = [a for a in legal if isinstance(a, Bewitch)]
        if not choices:
            return None
        held = self.holdings(view)

        def worth(a: Bewitch) -> float:
            h = held.get(a.rank, Holding(0.0, ()))
            if not h.seats:
                return 0.0
            return h.chance * (self.char_value(view, view.seat, a.rank) + self.target_value(view, a.rank, h))

        return max(choices, key=lambda a: (worth(a), -a.rank))

    def magic(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        me = view.table[view.seat]
        swaps = [a for a in legal if isinstance(a, SwapHands)]
        good = [c for c in view.hand if c not in self.dead_cards(view)]
        if swaps:
            best = max(
                swaps, key=lambda a: (view.table[a.seat].hand_size, self.danger(view, a.seat), -a.seat)
            )
            theirs = view.table[best.seat].hand_size
            if theirs >= len(good) + 2 or (theirs >= 2 and not good and me.hand_size <= theirs):
                return best
        dead = self.dead_cards(view)
        exchanges = [a for a in legal if isinstance(a, ExchangeCard)]
        for a in exchanges:
            if card(a.card) in dead:
                return a
        return None

    def exchange(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        dead = self.dead_cards(view)
        for a in legal:
            if isinstance(a, ExchangeCard) and card(a.card) in dead:
                return a
        return next((a for a in legal if isinstance(a, FinishExchange)), None)

    def navigate(self, view: PlayerView, nav: Sequence[Action]) -> Action:
        gold = next((a for a in nav if isinstance(a, TakeExtraGold)), None)
        cards = next((a for a in nav if isinstance(a, DrawExtraCards)), None)
        me = view.table[view.seat]
        useful = [c for c in view.hand if c.kind.name not in kinds_of(me.city)]
        if cards is not None and (len(useful) <= 1 or (len(useful) < self.hand_target and me.gold >= 8)):
            return cards
        return gold if gold is not None else nav[0]

    def give_crown(self, view: PlayerView, crown: Sequence[GiveCrown]) -> GiveCrown:
        """The Emperor gives the crown to a harmless seat that can pay the tribute."""
        return min(
            crown,
            key=lambda a: (
                self.danger(view, a.seat)
                - (0.5 if view.table[a.seat].gold or view.table[a.seat].hand_size else 0.0),
                a.seat,
            ),
        )

    def destroy_gain(self, view: PlayerView, a: Destroy) -> float:
        if a.seat == view.seat:
            return -100.0
        q = view.table[a.seat]
        c = card(a.card)
        price = city_destroy_price(q.city, c, view.adorned)
        gain = points(c) * self.danger(view, a.seat)
        if len(q.city) >= view.completion - 1:
            gain += 4.0  # puts a finish off by a turn
        if len(types_in(q.city)) == 5 and sum(1 for d in q.city if d.kind.dtype == c.kind.dtype) == 1:
            gain += 3.0  # breaks the five types
        return gain - 1.3 * price

    def destroy(self, view: PlayerView, destroys: Sequence[Destroy]) -> Destroy | None:
        best = max(destroys, key=lambda a: (self.destroy_gain(view, a), -a.seat, -a.card))
        return best if self.destroy_gain(view, best) > 2.5 else None

    def diplomat_gain(self, view: PlayerView, a: SwapDistricts) -> float:
        mine = card(a.mine)
        theirs = card(a.theirs)
        q = view.table[a.seat]
        wall = any(d.kind.name == "great_wall" for d in q.city) and theirs.kind.name != "great_wall"
        price = max(0, theirs.cost + (a.theirs in view.adorned) + wall - mine.cost - (a.mine in view.adorned))
        diff = points(theirs) - points(mine)
        return diff * (1.0 + 0.5 * self.danger(view, a.seat)) - 1.5 * price

    def diplomat(self, view: PlayerView, swaps: Sequence[SwapDistricts]) -> SwapDistricts | None:
        best = max(swaps, key=lambda a: (self.diplomat_gain(view, a), -a.seat, -a.mine, -a.theirs))
        return best if self.diplomat_gain(view, best) > 1.0 else None

    def beautify(self, view: PlayerView, adorn: Sequence[Beautify]) -> Beautify | None:
        me = view.table[view.seat]
        spare = me.gold - (0 if self.late(view) else 3)
        if spare <= 0:
            return None
        two = [a for a in adorn if a.second is not None]
        one = [a for a in adorn if a.second is None]
        if spare >= 2 and two:
            return two[0]
        return one[0] if one else None

    def wizard_take(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        takes = [a for a in legal if isinstance(a, TakeFromHand)]
        if not takes:
            return None
        me = view.table[view.seat]
        have = kinds_of(me.city)

        def worth(a: TakeFromHand) -> float:
            c = card(a.card)
            if a.build:
                # an extra build (it may even duplicate the city)
                rest = me.gold - c.cost
                hand_best = max(
                    (d.cost for d in view.hand if d.cost <= rest and d.kind.name not in have), default=0
                )
                return points(c) + 1.0 + 0.5 * hand_best
            return self.keep_value(view, c)

        return max(takes, key=lambda a: (worth(a), a.build, -a.card))

    def tribute(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        gold = next((a for a in legal if isinstance(a, TributeGold)), None)
        cards = [a for a in legal if isinstance(a, TributeCard)]
        dead = self.dead_cards(view)
        for a in cards:
            if card(a.card) in dead:
                return a
        if gold is not None:
            return gold
        return min(cards, key=lambda a: (self.keep_value(view, card(a.card)), a.card)) if cards else None

    def graveyard(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        c = view.graveyard_card
        take = next((a for a in legal if isinstance(a, GraveyardTake)), None)
        decline = next((a for a in legal if isinstance(a, GraveyardDecline)), None)
        if c is not None and take is not None:
            have = kinds_of(view.table[view.seat].city) | kinds_of(view.hand)
            if c.kind.name not in have and points(c) >= 3:
                return take
        return decline


#: the method that answers each kind of decision (an unknown kind gets `Playbook.fallback`)
HANDLERS: dict[Decision, str] = {
    Decision.DRAFT_PICK: "pick",
    Decision.DRAFT_DISCARD: "discard",
    Decision.GATHER: "gather",
    Decision.KEEP: "keep",
    Decision.MAIN: "main",
    Decision.EXCHANGE: "exchange",
    Decision.GRAVEYARD: "graveyard",
    Decision.BEWITCH: "bewitch",
    Decision.TAKE_FROM_HAND: "wizard_take",
    Decision.TRIBUTE: "tribute",
}
