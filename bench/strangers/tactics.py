"""The craft both of this developer's strangers share: reading the table, valuing characters and
districts, and answering every kind of decision the engine asks. A stranger is this `Tactician` with
its own style: whom it holds back (`threat`), how much it spends on that, and what it drafts.

Written from the public bot protocol (`citadels.ai.base`), the engine and RULES.md alone.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from citadels.ai.base import Bot, Reason
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
    PublicPlayer,
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
    city_destroy_price,
    city_income,
)

from .draftsense import Holdings, MyDraft, infer, steps_for

ALL_TYPES = 5
#: what a unique district's effect is worth on top of its points, early in the game
UNIQUE_EFFECT = {
    "library": 3.0,
    "observatory": 1.5,
    "smithy": 1.5,
    "laboratory": 1.5,
    "school_of_magic": 1.5,
    "great_wall": 1.0,
    "keep": 1.0,
    "imperial_treasury": 1.0,
    "map_room": 1.0,
    "graveyard": 0.5,
    "haunted_city": 1.5,
}
#: how tempting each character is to an opponent's Assassin or Witch (by name)
KILL_APPEAL = {
    "architect": 3.0,
    "merchant": 2.5,
    "king": 2.2,
    "emperor": 2.0,
    "warlord": 1.8,
    "diplomat": 1.6,
    "bishop": 1.4,
    "abbot": 1.4,
    "alchemist": 2.4,
    "navigator": 2.0,
    "magician": 1.4,
    "wizard": 1.6,
    "thief": 1.0,
    "tax_collector": 1.4,
    "queen": 1.5,
    "artist": 1.0,
}
THIEF_APPEAL = {"merchant": 2.0, "architect": 1.8, "king": 1.6, "emperor": 1.6, "alchemist": 2.0}


def points(c: DistrictCard, adorned: frozenset[int] = frozenset()) -> int:
    return c.kind.points + (1 if c.id in adorned else 0)


def city_points(p: PublicPlayer, view: PlayerView) -> float:
    total = float(sum(points(c, view.adorned) for c in p.city))
    types = {c.kind.dtype for c in p.city}
    haunted = any(c.kind.name == "haunted_city" for c in p.city)
    if len(types) >= ALL_TYPES or (haunted and len(types) >= ALL_TYPES - 1 and p.haunted_round != view.round):
        total += 3
    if p.completed:
        total += 4 if view.first_complete == p.seat else 2
    if any(c.kind.name == "imperial_treasury" for c in p.city):
        total += p.gold
    if any(c.kind.name == "map_room" for c in p.city):
        total += p.hand_size
    return total


def standing(p: PublicPlayer, view: PlayerView) -> float:
    """How well a seat is doing: points, progress towards completion, and resources in reserve."""
    return city_points(p, view) + 2.5 * len(p.city) + 0.5 * p.gold + 0.6 * p.hand_size


class Tactician(Bot):
    """A careful builder; subclasses set the style (`threat`, `spite`, `deny`)."""

    name = "tactician"
    needs_view = True
    watches = False
    last_reason: Reason | None = None
    #: how much harming a threatening seat counts, against building one's own city
    spite = 1.0
    #: how much taking a character the threat wants counts in the draft
    deny = 0.0
    kill_bonus = 0.5
    war_bonus = 0.3
    draft_spite = 0.3
    crown_bonus = 0.8
    target_weight = 0.0  # how much the best murder or theft the inference shows counts in the draft
    thief_scale = 1.0
    build_weight = 1.0  # how much what a character lets this seat build counts in the draft
    type_bonus = 1.0  # how much a new district type counts (towards the five types' +3)
    refill_at = 1  # draw rather than take gold with this many useful cards or fewer (when paid already)
    bishop_bonus = 0.3

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.draft: MyDraft | None = None
        self.plan_exchange: list[int] = []
        self.swap_after_build = -1
        self._cache_key: tuple[object, ...] | None = None
        self._cache: Holdings | None = None
        # (seat, rank) -> how often the seat revealed that rank: the pick model learns from it
        self.seen_picks: dict[tuple[int, int], int] = {}
        self.rounds_seen: set[int] = set()
        self._last_round = 0
        self._last_reveals: tuple[tuple[int, int], ...] = ()
        self._last_murdered = 0
        self._last_robbed = 0
        self.murders: dict[int, int] = {}  # rank -> rounds it was murdered (as this seat saw)
        self.robberies: dict[int, int] = {}

    # ------------------------------------------------------------------ protocol
    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        if view is None:
            return legal[0]
        self._note_reveals(view)
        d = view.decision
        if d in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
            action = self.draft_choice(view, legal)
        elif d == Decision.GATHER:
            action = self.gather(view, legal)
        elif d == Decision.KEEP:
            action = self.keep(view, legal)
        elif d == Decision.MAIN:
            action = self.main(view, legal)
        elif d == Decision.EXCHANGE:
            action = self.exchange(view, legal)
        elif d == Decision.GRAVEYARD:
            action = self.graveyard(view, legal)
        elif d == Decision.BEWITCH:
            action = self.bewitch(view, legal)
        elif d == Decision.TAKE_FROM_HAND:
            action = self.wizard_take(view, legal)
        elif d == Decision.TRIBUTE:
            action = self.tribute(view, legal)
        else:
            action = self.fallback(legal)
        return action if action in legal else self.fallback(legal)

    def watch(self, view: PlayerView) -> None:
        self._note_reveals(view)

    def fallback(self, legal: Sequence[Action]) -> Action:
        """A sensible default for anything unforeseen: end the turn, or take gold, or the first."""
        for a in legal:
            if isinstance(a, EndTurn | TakeGold | GraveyardDecline | TributeGold):
                return a
        return legal[0]

    # ------------------------------------------------------------------ what the table shows
    def _note_reveals(self, view: PlayerView) -> None:
        """Remember who revealed what, and which ranks were murdered and robbed, once per round (the
        pick model's and the risk model's evidence)."""
        rnd = self._last_round
        if view.round != rnd:
            if rnd and rnd not in self.rounds_seen:
                self.rounds_seen.add(rnd)
                for rank, seat in self._last_reveals:
                    key = (seat, rank)
                    self.seen_picks[key] = self.seen_picks.get(key, 0) + 1
                if self._last_murdered:
                    self.murders[self._last_murdered] = self.murders.get(self._last_murdered, 0) + 1
                if self._last_robbed:
                    self.robberies[self._last_robbed] = self.robberies.get(self._last_robbed, 0) + 1
            self._last_round = view.round
            self._last_reveals = ()
            self._last_murdered = self._last_robbed = 0
        if len(view.revealed) > len(self._last_reveals):
            self._last_reveals = view.revealed
        if view.murdered:
            self._last_murdered = view.murdered
        if view.robbed:
            self._last_robbed = view.robbed

    def appeal(self, view: PlayerView, rank: int, kind: str) -> float:
        """How likely an opponent's Assassin (`murder`) or Thief (`rob`) is to name `rank`: a prior by
        character, sharpened by what this seat has seen them name."""
        name = view.character(rank).name
        if kind == "murder":
            prior, seen = KILL_APPEAL.get(name, 1.0), self.murders
        else:
            prior, seen = THIEF_APPEAL.get(name, 1.0), self.robberies
        rounds = len(self.rounds_seen)
        return prior + 12.0 * seen.get(rank, 0) / (2 + rounds)

    def pick_weight(self, seat: int, rank: int) -> float:
        """How much `seat` seems to like `rank` (1 for a seat never seen; learnt when watching)."""
        if not self.watches or not self.rounds_seen:
            return 1.0
        return 1.0 + 1.5 * self.seen_picks.get((seat, rank), 0) / (1 + len(self.rounds_seen))

    def holdings(self, view: PlayerView, upto: int | None = None) -> Holdings:
        key = (view.seat, view.round, upto, view.revealed, view.called, view.murdered, view.decision < 2)
        if key != self._cache_key or self._cache is None:
            self._cache = infer(view, self.draft, self.pick_weight, upto)
            self._cache_key = key
        return self._cache

    def threat(self, view: PlayerView) -> list[float]:
        """How much holding back each seat is worth (0 for this seat): the strongest other seats most."""
        me = view.seat
        marks = [standing(p, view) for p in view.table]
        best_other = max(m for s, m in enumerate(marks) if s != me)
        out = []
        for s, m in enumerate(marks):
            if s == me:
                out.append(0.0)
            else:
                out.append(math.exp((m - best_other) / 4.0) * (1.3 if m >= marks[me] else 0.8))
        return out

    def endgame(self, view: PlayerView) -> bool:
        return any(len(p.city) >= view.completion - 1 for p in view.table)

    # ------------------------------------------------------------------ districts
    def useful(self, view: PlayerView, cards: Sequence[DistrictCard]) -> list[DistrictCard]:
        have = {c.kind for c in view.me().city}
        seen: set[object] = set()
        out = []
        for c in cards:
            if c.kind in have or c.kind in seen:
                continue
            seen.add(c.kind)
            out.append(c)
        return out

    def district_value(self, view: PlayerView, c: DistrictCard, for_build: bool = True) -> float:
        me = view.me()
        value = float(c.kind.points)
        types = {d.kind.dtype for d in me.city}
        if c.kind.dtype not in types:
            value += self.type_bonus * (1.0 + (1.2 if len(types) >= 3 else 0.0))
        effect = UNIQUE_EFFECT.get(c.kind.name, 0.0)
        if effect and len(me.city) < view.completion - 2:
            value += effect
        if c.kind.name == "haunted_city" and len(types) >= 3:
            value += 1.0
        if for_build and view.current_rank:
            income_type = view.character(view.current_rank).income_type
            if income_type is not None and c.kind.dtype == income_type and not view.income_taken:
                value += 1.0
        return value

    def hand_value(self, view: PlayerView, c: DistrictCard, gold_soon: int) -> float:
        """A card's worth in hand: its value, less for what stays out of reach."""
        kinds = {d.kind for d in view.me().city}
        if c.kind in kinds or any(h.kind is c.kind and h.id < c.id for h in view.hand):
            return -5.0  # a duplicate (of the city, or of a copy earlier in the hand)
        value = self.district_value(view, c, False)
        gap = c.kind.cost - gold_soon
        if gap > 0:
            value -= 1.2 * gap
        return value

    # ------------------------------------------------------------------ characters
    def char_value(self, view: PlayerView, rank: int, seat: int) -> float:
        """What playing `rank` this round is worth to `seat`, in gold (own seat: with its hand)."""
        spec = view.character(rank)
        name = spec.name
        p = view.table[seat]
        mine = seat == view.seat
        value = 2.0
        if spec.income_type is not None:
            value += city_income(p.city, spec.income_type)
            if any(c.kind.name == "school_of_magic" for c in p.city):
                value += 1
        gold = p.gold
        if mine:
            useful = self.useful(view, view.hand)
            budget = gold + 2 + (city_income(p.city, spec.income_type) if spec.income_type is not None else 0)
            affordable = []
            for cost in sorted(c.kind.cost for c in useful):
                if cost <= budget:
                    affordable.append(cost)
                    budget -= cost
            affordable.sort(reverse=True)
            hand_n = len(useful)
        else:
            affordable = []
            hand_n = p.hand_size
        others = [q for q in view.table if q.seat != seat]
        if name == "merchant":
            value += 1.0
        elif name == "architect":
            value += 1.5 + (2.5 * min(2, max(0, len(affordable) - 1)) if mine else 1.5 * min(2, hand_n // 2))
            if hand_n <= 1:
                value += 1.0
        elif name == "king":
            value += self.crown_bonus
        elif name == "emperor":
            value += 1.5
        elif name == "bishop":
            value += self.bishop_bonus + 0.12 * len(p.city) * (2 if len(p.city) >= view.completion - 2 else 1)
        elif name == "warlord":
            value += self.war_bonus + (1.5 if self.endgame(view) else 0.0)
        elif name == "diplomat":
            value += 1.5
        elif name == "assassin":
            value += self.kill_bonus
        elif name == "witch":
            value += 3.0
        elif name == "thief":
            value += self.thief_scale * (0.35 * sum(q.gold for q in others) / max(1, len(others)) + 0.8)
        elif name == "magician":
            richest_hand = max((q.hand_size for q in others), default=0)
            if hand_n == 0 and richest_hand >= 2:
                value += 0.8 * richest_hand
            else:
                value += 1.0
        elif name == "tax_collector":
            value += 0.5 * len(others)
        elif name == "wizard":
            value += 2.0
        elif name == "abbot":
            value += 1.0
        elif name == "alchemist":
            value += max(affordable, default=2) if mine else min(gold, 4)
        elif name == "navigator":
            value += 4.0 - (max(affordable, default=0) if mine else min(gold, 3)) * 0.8
        elif name == "artist":
            value += min(2, max(0, gold - 2)) * 0.8
        elif name == "queen":
            value += 3.0 * 2 / max(2, view.players - 1)
        if mine and self.build_weight:
            income = city_income(p.city, spec.income_type) if spec.income_type is not None else 0
            budget = gold + 2 + income + spec.bonus_gold
            value += self.build_weight * self.turn_builds(view, spec.name, budget)
        if mine and hand_n == 0 and name not in ("architect", "magician", "wizard", "navigator"):
            value -= 0.5
        if len(p.city) + (3 if name == "architect" else 1) >= view.completion:
            value += 2.0  # a turn that may complete the city
        return value

    def turn_builds(self, view: PlayerView, name: str, budget: int) -> float:
        """What this seat could build in a turn as `name` with `budget` gold: the best districts of its
        hand it can pay for (three as the Architect, none as the Navigator), by their value."""
        if name == "navigator":
            return 0.0
        limit = 3 if name == "architect" else 1
        total = 0.0
        for c in sorted(self.useful(view, view.hand), key=lambda c: -self.district_value(view, c, False)):
            if limit and c.kind.cost <= budget:
                total += self.district_value(view, c, False)
                budget -= 0 if name == "alchemist" else c.kind.cost
                limit -= 1
        return total

    # ------------------------------------------------------------------ the draft
    def draft_choice(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if self.draft is None or self.draft.round != view.round:
            self.draft = MyDraft(view.round, view.crown, ())
        steps = steps_for(view.players, self.draft.crown)
        mine = [i for i, (s, _) in enumerate(steps) if s == view.seat]
        done = len(self.draft.actions)
        now = mine[done] if done < len(mine) else None
        held = self.holdings(view, now)
        later = []
        if now is not None:
            later = [s for s, k in steps[now + 1 :] if k == Decision.DRAFT_PICK and s != view.seat]
        pile = list(view.pile)
        if view.decision == Decision.DRAFT_DISCARD:
            action = self._discard(view, legal, later)
        else:
            scored = []
            for a in legal:
                if isinstance(a, PickCharacter):
                    scored.append((self.pick_score(view, a.rank, pile, held, later), a.rank, a))
            scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
            action = scored[0][2] if scored else legal[0]
        rank = action.rank if isinstance(action, PickCharacter | DiscardCharacter) else 0
        self.draft = MyDraft(view.round, self.draft.crown, (*self.draft.actions, (view.decision, rank)))
        return action

    def _discard(self, view: PlayerView, legal: Sequence[Action], later: list[int]) -> Action:
        """Two players: discard what the other seat would like most and this seat least."""
        other = later[0] if later else (view.seat + 1) % view.players
        best: tuple[float, int] | None = None
        choice = legal[0]
        for a in legal:
            if isinstance(a, DiscardCharacter):
                score = self.char_value(view, a.rank, other) - 0.6 * self.char_value(view, a.rank, view.seat)
                if best is None or (score, a.rank) > best:
                    best = (score, a.rank)
                    choice = a
        return choice

    def pick_score(
        self, view: PlayerView, rank: int, pile: list[int], held: Holdings, later: list[int]
    ) -> float:
        me = view.seat
        spec = view.character(rank)
        value = self.char_value(view, rank, me)
        threat = self.threat(view)
        rest = [r for r in pile if r != rank]
        # who else will play the killer and the thief: earlier seats (inferred) or later ones (the pile)
        killer = next((s for s in view.characters if s.rank == 1), None)
        thief = next((s for s in view.characters if s.rank == 2), None)
        p_killer = min(1.0, held.anyone(1) + (0.75 if 1 in rest and later else 0.0))
        p_thief = min(1.0, held.anyone(2) + (0.6 if 2 in rest and later else 0.0))
        if rank == 1:
            p_killer = 0.0
        if rank == 2:
            p_thief = 0.0
        appeal_total = sum(
            KILL_APPEAL.get(s.name, 1.0) for s in view.characters[1:] if s.rank not in view.faceup
        )
        if killer is not None and rank != 1 and killer.name in ("assassin", "witch"):
            loss = value if killer.name == "assassin" else max(0.0, value - 2.0)
            value -= p_killer * KILL_APPEAL.get(spec.name, 1.0) / max(1.0, appeal_total) * loss * 1.6
        if thief is not None and thief.name == "thief" and rank > 2:
            thief_total = sum(THIEF_APPEAL.get(s.name, 1.0) for s in view.characters[2:])
            value -= p_thief * THIEF_APPEAL.get(spec.name, 1.0) / max(1.0, thief_total) * view.me().gold * 1.5
        # the murder or theft this pick makes possible, against who holds what (the inference for the
        # seats that chose already; the seats still to choose share what this seat leaves)
        if spec.name in ("assassin", "thief", "witch") and view.players >= 4:
            kind = {"assassin": "murder", "thief": "rob", "witch": "bewitch"}[spec.name]
            best = 0.0
            for target in range(2 if spec.name == "thief" else 2, len(view.characters) + 1):
                if target == rank or target in view.faceup:
                    continue
                odds = list(held.holder_odds(target))
                if target in rest and later:
                    for s in later:
                        odds[s] += 1.0 / len(rest)
                best = max(best, self.rank_worth(view, target, odds, threat, kind))
            value += self.target_weight * best
        # the killer's value: who it can reach among the strong seats
        if spec.name in ("assassin", "witch", "warlord", "diplomat", "thief"):
            top = max(threat)
            value += self.spite * top * (1.5 if self.endgame(view) else self.draft_spite)
        if self.deny and later:
            worst = max(range(len(threat)), key=lambda s: threat[s])
            if worst in later:
                value += self.deny * max(0.0, self.char_value(view, rank, worst) - 2.0) * threat[worst]
        # near completion: a safe character (the Bishop keeps the Warlord off; rank 1 cannot be killed)
        my_city = len(view.me().city)
        if my_city >= view.completion - 2 and spec.name in ("bishop", "assassin", "witch"):
            value += 2.0
        if self.endgame(view) and spec.name in ("assassin", "warlord", "witch"):
            rival = max(
                (len(p.city) for p in view.table if p.seat != me),
                default=0,
            )
            if rival >= view.completion - 1:
                value += 2.5 * self.spite
        return value

    # ------------------------------------------------------------------ resources
    def income_now(self, view: PlayerView) -> int:
        if not view.current_rank:
            return 0
        spec = view.character(view.current_rank)
        gain = spec.bonus_gold
        if spec.income_type is not None and not view.income_taken:
            gain += city_income(view.me().city, spec.income_type)
        return gain

    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        draw = next((a for a in legal if isinstance(a, DrawCards)), None)
        gold_action = next((a for a in legal if isinstance(a, TakeGold)), legal[0])
        if draw is None:
            return gold_action
        me = view.me()
        spec = view.character(view.current_rank) if view.current_rank else None
        useful = self.useful(view, view.hand)
        income = self.income_now(view)
        if spec is not None and spec.bonus_cards:
            return gold_action if useful else draw
        if spec is not None and spec.name == "navigator":
            return draw if len(useful) <= 1 else gold_action
        if not useful:
            return draw
        gold_then = me.gold + income
        best_now = max(
            (self.district_value(view, c) for c in useful if c.kind.cost <= gold_then), default=0.0
        )
        best_gold = max(
            (self.district_value(view, c) for c in useful if c.kind.cost <= gold_then + 2), default=0.0
        )
        if best_gold > best_now + 0.5:
            return gold_action  # the two gold build something better this turn
        if len(useful) >= 3:
            return gold_action
        if best_gold == 0.0:
            return draw if len(useful) <= 1 else gold_action  # out of reach: a cheaper card, or save
        return draw if len(useful) <= self.refill_at else gold_action  # paid already: refill the hand

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        gold_soon = view.me().gold + self.income_now(view) + 2
        best: tuple[float, int] | None = None
        choice = legal[0]
        for a in legal:
            if isinstance(a, KeepCard):
                c = next(d for d in view.drawn if d.id == a.card)
                score = self.hand_value(view, c, gold_soon)
                if best is None or (score, -a.card) > best:
                    best = (score, -a.card)
                    choice = a
        return choice

    # ------------------------------------------------------------------ the main part of a turn
    def main(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        by_type: dict[type, list[Action]] = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        spec = view.character(view.current_rank)
        if Murder in by_type:
            return self.target_rank(view, by_type[Murder], "murder")
        if Rob in by_type:
            return self.target_rank(view, by_type[Rob], "rob")
        if LookAtHand in by_type:
            return self.wizard_look(view, by_type[LookAtHand])
        if GiveCrown in by_type:
            return self.give_crown(view, by_type[GiveCrown])
        if TakeExtraGold in by_type or DrawExtraCards in by_type:
            useful = self.useful(view, view.hand)
            if DrawExtraCards in by_type and len(useful) <= 1:
                return by_type[DrawExtraCards][0]
            if TakeExtraGold in by_type:
                return by_type[TakeExtraGold][0]
        builds = [a for a in by_type.get(Build, []) if isinstance(a, Build)]
        if SwapHands in by_type or ExchangeCard in by_type:
            magic = self.magician(view, by_type, builds)
            if magic is not None:
                return magic
        incomes = [a for a in by_type.get(TakeIncome, []) if isinstance(a, TakeIncome)]
        if incomes:
            best_income = max(incomes, key=lambda a: self._income_amount(view, a))
            amount = self._income_amount(view, best_income)
            best_build = self.best_build(view, builds)
            build_first = (
                best_build is not None
                and spec.income_type is not None
                and best_build.kind.dtype == spec.income_type
            )
            if amount > 0 and not build_first:
                return best_income
        if LaboratoryDiscard in by_type:
            lab = self.laboratory(view, by_type[LaboratoryDiscard], builds)
            if lab is not None:
                return lab
        if builds:
            c = self.best_build(view, builds)
            if c is not None:
                return next(a for a in builds if a.card == c.id)
        if incomes:
            return max(incomes, key=lambda a: self._income_amount(view, a))
        if CollectTithe in by_type:
            return by_type[CollectTithe][0]
        if self.swap_after_build >= 0:
            target = self.swap_after_build
            self.swap_after_build = -1
            for a in by_type.get(SwapHands, []):
                if isinstance(a, SwapHands) and a.seat == target:
                    return a
        if Destroy in by_type:
            hit = self.destroy(view, by_type[Destroy])
            if hit is not None:
                return hit
        if SwapDistricts in by_type:
            swap = self.diplomat(view, by_type[SwapDistricts])
            if swap is not None:
                return swap
        if Beautify in by_type:
            art = self.artist(view, by_type[Beautify])
            if art is not None:
                return art
        if SmithyDraw in by_type:
            if len(self.useful(view, view.hand)) <= 1 and view.me().gold >= 4 and not self.endgame(view):
                return by_type[SmithyDraw][0]
        if EndTurn in by_type:
            return by_type[EndTurn][0]
        return self.fallback(legal)

    def _income_amount(self, view: PlayerView, a: TakeIncome) -> int:
        spec = view.character(view.current_rank)
        return city_income(view.me().city, spec.income_type, a.school_type)

    def best_build(self, view: PlayerView, builds: Sequence[Build]) -> DistrictCard | None:
        if not builds:
            return None
        hand = {c.id: c for c in view.hand}
        cards = [hand[a.card] for a in builds if a.card in hand]
        if not cards:
            return None
        return max(cards, key=lambda c: (self.district_value(view, c), c.kind.cost, -c.id))

    def laboratory(self, view: PlayerView, labs: Sequence[Action], builds: Sequence[Build]) -> Action | None:
        kinds = {c.kind for c in view.me().city}
        seen: set[object] = set()
        dead = []
        for c in view.hand:
            if c.kind in kinds or c.kind in seen:
                dead.append(c)
            seen.add(c.kind)
        if not dead and len(view.hand) >= 4 and not builds:
            dead = [max(view.hand, key=lambda c: c.kind.cost)]
        for c in dead:
            for a in labs:
                if isinstance(a, LaboratoryDiscard) and a.card == c.id:
                    return a
        return None

    # ------------------------------------------------------------------ abilities
    def target_rank(self, view: PlayerView, options: Sequence[Action], kind: str) -> Action:
        held = self.holdings(view)
        threat = self.threat(view)
        best: tuple[float, int] | None = None
        choice = options[0]
        for a in options:
            rank = a.rank if isinstance(a, Murder | Rob | Bewitch) else 0
            if rank in view.faceup or rank in view.my_characters or rank <= view.called:
                score = -100.0 - rank
            else:
                score = self.rank_worth(view, rank, held.holder_odds(rank), threat, kind)
            if best is None or (score, rank) > best:
                best = (score, rank)
                choice = a
        return choice

    def rank_worth(
        self, view: PlayerView, rank: int, holder_odds: Sequence[float], threat: list[float], kind: str
    ) -> float:
        total = 0.0
        for seat, odds in enumerate(holder_odds):
            if odds <= 0.0 or seat == view.seat:
                continue
            p = view.table[seat]
            if kind == "rob":
                gain = p.gold + (1.0 if view.character(rank).bonus_gold else 0.0)
                total += odds * (gain * (1.0 + 0.3 * self.spite * threat[seat]))
            elif kind == "bewitch":
                total += odds * (self.char_value(view, rank, view.seat) - 2.0 + 0.3 * threat[seat])
            else:
                harm = self.char_value(view, rank, seat) + (
                    3.0 if len(p.city) >= view.completion - 1 else 0.0
                )
                total += odds * harm * (0.4 + self.spite * threat[seat])
        return total

    def bewitch(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return self.target_rank(view, legal, "bewitch")

    def magician(
        self, view: PlayerView, by_type: dict[type, list[Action]], builds: Sequence[Build]
    ) -> Action | None:
        useful = self.useful(view, view.hand)
        threat = self.threat(view)
        swaps = [a for a in by_type.get(SwapHands, []) if isinstance(a, SwapHands)]
        best_seat = -1
        best_gain = 0.0
        for a in swaps:
            q = view.table[a.seat]
            gain = q.hand_size - len(useful) - 0.3 * len(view.hand) + self.spite * threat[a.seat] * 0.8
            if q.hand_size >= 2 and gain > best_gain + 0.01:
                best_gain, best_seat = gain, a.seat
        if best_seat >= 0 and best_gain >= 2.0:
            if builds and useful:
                self.swap_after_build = best_seat  # build from this hand first, then give it away
                return None
            return next(a for a in swaps if a.seat == best_seat)
        # otherwise exchange what can never be built
        gold_soon = view.me().gold + 6
        dead = [c.id for c in view.hand if self.hand_value(view, c, gold_soon) < 0.5]
        if dead and ExchangeCard in by_type and len(dead) >= max(1, len(view.hand) // 2):
            self.plan_exchange = dead[1:]
            return next(a for a in by_type[ExchangeCard] if isinstance(a, ExchangeCard) and a.card == dead[0])
        return None

    def exchange(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        while self.plan_exchange:
            card_id = self.plan_exchange.pop(0)
            for a in legal:
                if isinstance(a, ExchangeCard) and a.card == card_id:
                    return a
        return next((a for a in legal if isinstance(a, FinishExchange)), legal[-1])

    def destroy(self, view: PlayerView, options: Sequence[Action]) -> Action | None:
        threat = self.threat(view)
        me = view.me()
        best = 0.0
        choice: Action | None = None
        for a in options:
            if not isinstance(a, Destroy) or a.seat == view.seat:
                continue
            p = view.table[a.seat]
            c = next((d for d in p.city if d.id == a.card), None)
            if c is None:
                continue
            price = city_destroy_price(p.city, c, view.adorned)
            harm = float(points(c, view.adorned))
            types = [d.kind.dtype for d in p.city]
            if types.count(c.kind.dtype) == 1 and len(set(types)) == ALL_TYPES:
                harm += 3.0
            if len(p.city) >= view.completion - 1:
                harm += 4.0
            score = harm * self.spite * threat[a.seat] - price * (0.9 if not self.endgame(view) else 0.5)
            if price > me.gold - (0 if self.endgame(view) else 1) and price > 0:
                continue
            if score > best + 0.5:
                best, choice = score, a
        return choice

    def diplomat(self, view: PlayerView, options: Sequence[Action]) -> Action | None:
        threat = self.threat(view)
        me = view.me()
        best = 0.5
        choice: Action | None = None
        for a in options:
            if not isinstance(a, SwapDistricts):
                continue
            mine = next((d for d in me.city if d.id == a.mine), None)
            p = view.table[a.seat]
            theirs = next((d for d in p.city if d.id == a.theirs), None)
            if mine is None or theirs is None:
                continue
            delta = points(theirs, view.adorned) - points(mine, view.adorned)
            price = max(0, theirs.kind.cost - mine.kind.cost)
            if price > me.gold:
                continue
            score = delta * (1.0 + self.spite * threat[a.seat]) - price * (1.0 + 0.5 * threat[a.seat])
            if score > best:
                best, choice = score, a
        return choice

    def artist(self, view: PlayerView, options: Sequence[Action]) -> Action | None:
        me = view.me()
        spare = me.gold - (0 if self.endgame(view) else 4)
        if spare < 1:
            return None
        ranked = sorted(
            (a for a in options if isinstance(a, Beautify)),
            key=lambda a: (a.second is not None, a.first, a.second or 0),
        )
        want_two = spare >= 2
        for a in ranked:
            if (a.second is not None) == want_two:
                return a
        return ranked[0] if ranked else None

    def wizard_look(self, view: PlayerView, options: Sequence[Action]) -> Action:
        threat = self.threat(view)

        def score(a: Action) -> float:
            if not isinstance(a, LookAtHand):
                return -1.0
            q = view.table[a.seat]
            return q.hand_size + self.spite * threat[a.seat]

        return max(options, key=score)

    def wizard_take(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        me = view.me()
        cards = {c.id: c for c in view.peek}
        gold_soon = me.gold + self.income_now(view)
        best: tuple[float, int] | None = None
        choice = legal[0]
        useful_hand = self.useful(view, view.hand)
        cheapest_next = min((c.kind.cost for c in useful_hand), default=99)
        for a in legal:
            if not isinstance(a, TakeFromHand) or a.card not in cards:
                continue
            c = cards[a.card]
            if a.build:
                left = me.gold - c.kind.cost
                score = self.district_value(view, c, False) + 1.5
                if view.builds_left > 0 and left < cheapest_next <= me.gold:
                    score -= 2.5  # it would cost this turn's normal build
                if c.kind in {d.kind for d in me.city}:
                    score -= 1.5  # a duplicate scores but adds no type
            else:
                score = self.hand_value(view, c, gold_soon + 2)
            if best is None or (score, a.card) > best:
                best = (score, a.card)
                choice = a
        return choice

    def give_crown(self, view: PlayerView, options: Sequence[Action]) -> Action:
        threat = self.threat(view)
        n = view.players
        before_me = (view.seat - 1) % n

        def score(a: Action) -> float:
            if not isinstance(a, GiveCrown):
                return -99.0
            q = view.table[a.seat]
            value = -2.0 * self.spite * threat[a.seat] + 0.2 * min(q.gold, 1) + 0.1 * min(q.hand_size, 1)
            if a.seat == before_me:
                value += 1.0  # this seat chooses right after it
            return value

        return max(options, key=score)

    def graveyard(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        take = next((a for a in legal if isinstance(a, GraveyardTake)), None)
        c = view.graveyard_card
        if take is not None and c is not None and view.me().gold >= 1:
            if self.hand_value(view, c, view.me().gold + 2) > 1.0:
                return take
        return next((a for a in legal if isinstance(a, GraveyardDecline)), legal[0])

    def tribute(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        gold = next((a for a in legal if isinstance(a, TributeGold)), None)
        gold_soon = view.me().gold + 2
        worst: tuple[float, int] | None = None
        card_choice: Action | None = None
        for a in legal:
            if isinstance(a, TributeCard):
                c = next(d for d in view.hand if d.id == a.card)
                score = self.hand_value(view, c, gold_soon)
                if worst is None or (score, a.card) < worst:
                    worst = (score, a.card)
                    card_choice = a
        if card_choice is None:
            return gold if gold is not None else legal[0]
        if gold is None or (worst is not None and worst[0] < 2.0) or len(view.hand) >= 4:
            return card_choice
        return gold
