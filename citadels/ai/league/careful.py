"""The careful expert: a fast economy, a close reading of the draft, and no needless risk.

It reads the draft exactly (`knowledge.Inference`: who can hold which character, from what was passed
to it and what was discarded) and prices every character it could take by what the turn brings it
against what it risks: being murdered (the Assassin in a rival's hands, aimed most at the leader and
at the characters worth most), robbed (the Thief, aimed at the richest purse) or losing a district
to the Warlord (the city closest to completion first). Near the end it protects itself: the Assassin
when its city is one or two districts from complete (nobody can murder it then), the Bishop when its
city is exposed to a Warlord, the Warlord itself when the Bishop is gone. It aims its own Assassin,
Thief and Warlord at whoever is about to finish or is richest, keeps the Assassin and the Bishop from a
rival who is about to finish, and plays the last round for points: the district worth most, the gold
that makes it affordable, the Warlord's strike that moves it up a place.

Its economy is quick: gold while it holds something to build, cards when it holds nothing worth
building, the dearest district it can afford (gold left in the purse feeds the Thief) until the end
draws near, then points. It varies its choices (a small random spread, and a character taken
round after round loses appeal), so that nobody can count on it taking the same character.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from citadels.engine import (
    CARDS,
    Action,
    Build,
    CharacterSpec,
    Decision,
    Destroy,
    DistrictCard,
    EndTurn,
    ExchangeCard,
    KeepCard,
    Murder,
    PlayerView,
    Rob,
    SwapHands,
    TakeIncome,
    city_size,
)

from .. import darkcity, turnplan
from .. import messages as M
from ..base import Reason
from ..danger import later_pickers
from ..handswap import swap_reason
from ..knowledge import (
    BUILD_WHY_2016,
    CHARACTER_VALUES,
    FACEDOWN,
    HAUNTED_CITY,
    KEEP,
    MAP_ROOM,
    Ctx,
    Inference,
    character_value,
    does_destroy,
    does_murder,
    does_protect,
    does_rob,
    estimated_score,
    hand_buildable,
    income_count,
    make_ctx,
    missing_types,
    play_of,
    rank_where,
    rich_rival,
    rounds_left_estimate,
    threat,
)
from ..targets import at_rivals, named_rivals
from .common import (
    Choice,
    StrategyBot,
    destroy_price,
    districts_left,
    end_turn,
    gather_actions,
    income_option,
    is_new_type,
    keep_options,
    unbuildable,
    utilities,
)

#: What one lost turn costs beyond the character's own value: the district it would have built.
TURN_VALUE = 3.0
#: A character taken in the previous rounds loses this much appeal per round of the streak.
REPEAT_PENALTY = 0.8


class CarefulBot(StrategyBot):
    """The careful expert (see the module docstring)."""

    name = "careful"
    jitter = 0.5
    repeat_penalty = REPEAT_PENALTY
    weights: dict[str, float] | None = None  # overrides of `PICK`, for tuning
    #: Draws instead of taking gold when this turn's district is paid for and at most this many
    #: buildable cards would stay in hand.
    restock_below = 1.0
    #: Draws when its cheapest card costs more than the turn's gold and 2, plus this much a round
    #: (for up to three rounds): nothing within reach.
    reach_per_round = 2.0
    #: A card of a type its city lacks counts as this much cheaper when it keeps a drawn card.
    new_type_keep = 1.5
    #: Before the end, a district's worth to build: its cost (spending the purse), this much more
    #: for a type its city lacks.
    build_new_type = 1.5
    #: Holds back the district that completes its city when that leaves it this far behind.
    hold_margin = 2.0
    #: The Warlord strikes only when the harm it does (in points, weighted by the rival's danger)
    #: less its price exceeds this.
    destroy_threshold = 1.5

    def character_score(self, view: PlayerView, rank: int) -> tuple[float, Reason]:
        return self.pick_scores(view, [rank])[rank]

    def pick_scores(self, view: PlayerView, ranks: Sequence[int]) -> dict[int, tuple[float, Reason]]:
        """Each rank's worth this round (gold equivalents) net of its risks, with the reason."""
        return _Draft(view, {**PICK, **self.weights} if self.weights else None).scores(ranks)

    # ================================================================ gathering
    def gather(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        gold, draw = gather_actions(legal)
        if gold is None:
            return None
        if draw is None:
            return gold, Reason(M.GOLD_PLAIN, {})
        me = view.me()
        spec = view.character(view.current_rank)
        if spec.max_builds == 0:  # the Navigator: gathers for later turns
            return darkcity.gather(self._medium(), view, gold, draw)
        hand = hand_buildable(view)
        purse = turn_gold(view)
        last = last_round(view)
        if last:
            # cards score nothing now (but in the Map Room): gold if it pays for a better district
            now = self.build_plan(view, purse)
            more = self.build_plan(view, purse + 2)
            if more[0] > now[0] + 1e-9 and more[1]:
                return self._gold_for(view, gold, more[1][0])
            if not now[1] or MAP_ROOM in {c.kind for c in me.city}:
                # a card it could build now is its only hope; or cards in hand score (the Map Room)
                return draw, turnplan.draw_reason(view)
            return gold, Reason(M.GOLD_PLAIN, {})
        if spec.bonus_cards:  # the Architect draws two cards anyway: gold to build them
            target = self.build_plan(view, purse + 2)[1]
            return self._gold_for(view, gold, target[0] if target else None)
        if not hand:
            return draw, turnplan.draw_reason(view)
        cheapest = min(c.kind.cost for c in hand)
        affordable = self.build_plan(view, purse)[1]
        if affordable and len(hand) - len(affordable) <= self.restock_below:
            # this turn's district is paid for already, and the hand is running out: restock
            return draw, turnplan.draw_reason(view)
        if cheapest > purse + 2 + self.reach_per_round * min(3.0, rounds_left_estimate(view)):
            return draw, turnplan.draw_reason(view)  # nothing within reach: look for something cheaper
        target = self.build_plan(view, purse + 2)[1]
        return self._gold_for(view, gold, target[0] if target else None)

    def _gold_for(self, view: PlayerView, gold: Action, target: DistrictCard | None) -> Choice:
        """Take gold aiming at `target`, worded by `turnplan.gold_reason` (a promise to build it this
        turn, which `StrategyBot.promise` keeps, when the gold makes it affordable now)."""
        if target is None or self.should_hold(view, target):
            return gold, Reason(M.GOLD_PLAIN, {})
        return gold, turnplan.gold_reason(view, target)

    def keep(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        """The quickest card to build: the cheapest, a new type counting as 1.5 gold cheaper; never a
        second copy of a district it has or holds."""
        options = keep_options(legal)
        if not options:
            return None
        have = {c.kind for c in view.me().city} | {c.kind for c in view.hand}

        def slowness(t: tuple[KeepCard, DistrictCard]) -> tuple[bool, float, int, int]:
            c = t[1]
            return (
                c.kind in have,
                c.kind.cost - (self.new_type_keep if is_new_type(view, c) else 0.0),
                -c.kind.points,
                t[0].card,
            )

        a, c = min(options, key=slowness)
        cheapest = min(d.kind.cost for _, d in options)
        key = M.KEEP_CHEAP if c.kind.cost == cheapest else M.KEEP_CARD
        return a, Reason(key, {"district": c.kind.name})

    # ================================================================ the turn
    def main(self, view: PlayerView, legal: Sequence[Action]) -> Choice | None:
        by_type: dict[type, list[Action]] = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        got = darkcity.main_first(self._medium(), view, by_type)
        if got is not None:
            return got
        got = self._strike(view, by_type)
        if got is not None:
            return got
        got = self._build_or_income(view, by_type)
        if got is not None:
            return got
        got = darkcity.main_late(self._medium(), view, by_type)
        if got is not None:
            return got
        if Destroy in by_type:
            got = self._destroy(view, by_type[Destroy])
            if got is not None:
                return got
        got = utilities(view, legal)
        if got is not None:
            return got
        end = end_turn(legal)
        return (end, Reason(M.END_TURN, {})) if end is not None else None

    # ---------------------------------------------------------------- building
    def build_value(self, view: PlayerView, c: DistrictCard) -> float:
        """What building `c` now is worth: early, the dearest it can afford (gold left in the purse
        only feeds the Thief, and the cheap cards stay for the lean turns); late, points and the
        five types."""
        me = view.me()
        left = view.completion - city_size(me.city)
        new_type = is_new_type(view, c)
        if last_round(view) or left <= 1:
            # points now; a new type is worth 3 more only when it completes the five
            value = c.kind.points + (3.0 if new_type and missing_types(me.city) == 1 else 0.0)
        else:
            value = 2.0 + c.kind.cost + (self.build_new_type if new_type else 0.0) + 0.01 * c.kind.points
        if left == 1:
            value += 6.0
        return value

    def build_plan(
        self, view: PlayerView, gold: int, slots: int | None = None
    ) -> tuple[float, list[DistrictCard]]:
        """The best districts to build with `gold` (at most `slots`, default the turn's builds), best first."""
        cards = hand_buildable(view)
        if slots is None:
            slots = (
                view.builds_left
                if view.decision == Decision.MAIN
                else view.character(view.current_rank).max_builds
            )
        limit = min(slots, len(cards), max(1, view.completion - city_size(view.me().city)))
        if not cards or limit <= 0:
            return 0.0, []
        values = {c.id: self.build_value(view, c) for c in cards}
        best: tuple[float, tuple[DistrictCard, ...]] = (0.0, ())
        for k in range(1, limit + 1):
            for combo in combinations(cards, k):
                if sum(c.kind.cost for c in combo) <= gold:
                    total = sum(values[c.id] for c in combo)
                    if total > best[0] + 1e-9:
                        best = (total, combo)
        return best[0], sorted(best[1], key=lambda c: (-values[c.id], c.id))

    def _build_or_income(self, view: PlayerView, by_type: dict[type, list[Action]]) -> Choice | None:
        me = view.me()
        income, amount = income_option(view, by_type.get(TakeIncome, []))
        builds = [a for a in by_type.get(Build, []) if isinstance(a, Build)]
        if income is not None and darkcity.tithe_follows_income(view):
            return income, Reason(M.INCOME_BEFORE_TITHE, {})
        if view.builds_left > 0 and hand_buildable(view):
            pending = amount if income is not None else 0
            value_now, now = self.build_plan(view, me.gold)
            value_all, plan = self.build_plan(view, me.gold + pending)
            if income is not None and value_all > value_now + 1e-9 and plan:
                spec = view.character(view.current_rank)
                first = plan[0]
                raises = spec.income_type is not None and first.kind.dtype == spec.income_type
                if not (raises and first.kind.cost <= me.gold):
                    if self.should_hold(view, first):  # it will not build it: no promise
                        return income, Reason(M.INCOME_PLAIN, {"count": amount})
                    return income, Reason(M.INCOME_FIRST, {"count": amount, "district": first.kind.name})
            if now and builds:
                c = now[0]
                if self.should_hold(view, c):
                    if income is not None:
                        return income, Reason(M.INCOME_PLAIN, {"count": amount})
                    end = by_type.get(EndTurn)
                    return (end[0], Reason(M.END_HOLD, {})) if end else None
                a = next(b for b in builds if b.card == c.id)
                return a, self.reason_to_build(view, c)
        if income is not None and (amount > 0 or builds):
            spec = view.character(view.current_rank)
            built = spec.max_builds - view.builds_left
            city = me.city
            fresh = city[len(city) - built :] if built > 0 else ()
            key = M.INCOME_AFTER if any(c.kind.dtype == spec.income_type for c in fresh) else M.INCOME_PLAIN
            return income, Reason(key, {"count": amount})
        return None

    def reason_to_build(self, view: PlayerView, c: DistrictCard) -> Reason:
        me = view.me()
        name = c.kind.name
        if city_size(me.city) + 1 >= view.completion:
            return Reason(M.BUILD_COMPLETE, {"district": name})
        if missing_types(me.city) == 1 and is_new_type(view, c) and c.kind is not HAUNTED_CITY:
            return Reason(M.BUILD_FIVE, {"district": name})
        if last_round(view):
            return Reason(M.BUILD_POINTS, {"district": name})
        why = BUILD_WHY_2016.get(name)  # a 2016 box's passive or scoring unique
        return Reason(why or M.BUILD_BEST, {"district": name})

    def should_hold(self, view: PlayerView, c: DistrictCard) -> bool:
        """Completing the city ends the game: not when that clearly loses it."""
        me = view.me()
        if city_size(me.city) + 1 < view.completion or view.first_complete >= 0:
            return False
        mine = estimated_score(me, view.first_complete) + c.kind.points + 4
        if missing_types(me.city) == 1 and is_new_type(view, c):
            mine += 3
        best = max(estimated_score(p, view.first_complete) + 2 for p in view.table if p.seat != view.seat)
        return mine < best - self.hold_margin

    # ---------------------------------------------------------------- the Assassin, the Thief, the Magician
    def _strike(self, view: PlayerView, by_type: dict[type, list[Action]]) -> Choice | None:
        murders = named_rivals(view, by_type.get(Murder, []), Murder)
        if murders:
            return self._murder(view, murders)
        robs = named_rivals(view, by_type.get(Rob, []), Rob)
        if robs:
            return self._rob(view, robs)
        if SwapHands in by_type or ExchangeCard in by_type:
            return self._magic(view, by_type)
        return None

    def _murder(self, view: PlayerView, options: Sequence[Murder]) -> Choice:
        ctx = make_ctx(view)
        inf = Inference.of(view, ctx)
        danger = rival_danger(view)

        def harm(a: Murder) -> tuple[float, int]:
            total = 0.0
            for seat, p in inf.holder_probs(a.rank).items():
                if seat in (FACEDOWN, view.seat):
                    continue
                total += p * (TURN_VALUE + max(0.0, character_value(view, seat, a.rank, ctx))) * danger[seat]
            return total, -a.rank

        a = max(options, key=harm)
        probs = inf.holder_probs(a.rank)
        likely = max(
            (s for s in probs if s not in (FACEDOWN, view.seat)), key=lambda s: (probs[s], -s), default=-1
        )
        if likely >= 0 and districts_left(view, likely) <= 1:
            return a, Reason(M.MURDER_STOP, {"character": a.rank, "seat": likely})
        if likely >= 0 and probs[likely] >= 0.4:
            if likely == ctx.leader:
                return a, Reason(M.MURDER_LEADER, {"character": a.rank, "seat": likely})
        return a, Reason(M.MURDER_GUESS, {"character": a.rank})

    def _rob(self, view: PlayerView, options: Sequence[Rob]) -> Choice:
        ctx = make_ctx(view)
        inf = Inference.of(view, ctx)
        danger = rival_danger(view)

        def loot(a: Rob) -> tuple[float, int]:
            total = 0.0
            for seat, p in inf.holder_probs(a.rank).items():
                if seat in (FACEDOWN, view.seat):
                    continue
                total += p * view.table[seat].gold * (0.7 + 0.3 * danger[seat])
            return total, -a.rank

        a = max(options, key=loot)
        probs = inf.holder_probs(a.rank)
        likely = max(
            (s for s in probs if s not in (FACEDOWN, view.seat)), key=lambda s: (probs[s], -s), default=-1
        )
        if likely >= 0 and probs[likely] >= 0.4 and view.table[likely].gold >= 2:
            return a, Reason(
                M.ROB_RICH, {"character": a.rank, "seat": likely, "count": view.table[likely].gold}
            )
        return a, Reason(M.ROB_GUESS, {"character": a.rank})

    def _magic(self, view: PlayerView, by_type: dict[type, list[Action]]) -> Choice | None:
        useful = len(hand_buildable(view))
        swaps = [a for a in by_type.get(SwapHands, []) if isinstance(a, SwapHands)]
        if swaps:
            a = max(swaps, key=lambda s: (view.table[s.seat].hand_size, -s.seat))
            theirs = view.table[a.seat].hand_size
            if theirs > len(view.hand) and theirs >= useful + 2:
                return a, (swap_reason(view, a.seat) or Reason(M.SWAP_GUESS, {"seat": a.seat}))
        dead = {c.id for c in unbuildable(view)}
        first = next(
            (a for a in by_type.get(ExchangeCard, []) if isinstance(a, ExchangeCard) and a.card in dead), None
        )
        if first is not None:
            return first, Reason(M.EXCHANGE_CARDS, {})
        return None

    # ---------------------------------------------------------------- the Warlord
    def _destroy(self, view: PlayerView, options: Sequence[Action]) -> Choice | None:
        me = view.me()
        cands = at_rivals(view, [a for a in options if isinstance(a, Destroy)])
        if not cands:
            return None
        # a rival one district from completing: the cheapest district that stops it
        stop = [a for a in cands if districts_left(view, a.seat) <= 1 and destroy_price(view, a) <= me.gold]
        if stop and view.first_complete < 0:
            a = min(stop, key=lambda d: (-threat(view, d.seat), destroy_price(view, d), d.card))
            return a, Reason(M.DESTROY_STOP, {"district": CARDS[a.card].kind.name, "seat": a.seat})
        if last_round(view):
            return self._destroy_for_points(view, cands)
        danger = rival_danger(view)
        reserve = 2 if hand_buildable(view) else 0

        def worth(a: Destroy) -> tuple[float, int, int]:
            c = CARDS[a.card]
            price = destroy_price(view, a)
            city = view.table[a.seat].city
            harm = float(c.kind.points)
            if missing_types(city) == 0 and sum(1 for d in city if d.kind.dtype == c.kind.dtype) == 1:
                harm += 3.0
            if districts_left(view, a.seat) == 2:
                harm += 1.5
            return harm * danger[a.seat] * 0.8 - 1.0 * price, -price, -a.card

        best = max(cands, key=worth)
        price = destroy_price(view, best)
        if worth(best)[0] <= self.destroy_threshold or me.gold - price < reserve and price > 0:
            return None
        c = CARDS[best.card]
        key = M.DESTROY_FREE if price == 0 else M.DESTROY_THREAT
        return best, Reason(key, {"district": c.kind.name, "seat": best.seat})

    def _destroy_for_points(self, view: PlayerView, cands: Sequence[Destroy]) -> Choice | None:
        """The last round: the strike that moves it up the most, if any."""
        me = view.me()
        first = view.first_complete
        mine = estimated_score(me, first)
        scores = {p.seat: estimated_score(p, first) for p in view.table}
        ahead = sorted((s for s in scores if s != view.seat and scores[s] > mine), key=lambda s: -scores[s])
        if not ahead:
            return None
        best: tuple[float, Destroy] | None = None
        for a in cands:
            if a.seat not in ahead or destroy_price(view, a) > me.gold:
                continue
            c = CARDS[a.card]
            city = view.table[a.seat].city
            lost = c.kind.points
            if missing_types(city) == 0 and sum(1 for d in city if d.kind.dtype == c.kind.dtype) == 1:
                lost += 3
            gain = (
                (2.0 if scores[a.seat] - lost < mine else 0.0)
                + lost / 10
                + (1.0 if a.seat == ahead[0] else 0.0)
            )
            if best is None or gain > best[0]:
                best = (gain, a)
        if best is None:
            return None
        a = best[1]
        return a, Reason(M.DESTROY_POINTS, {"district": CARDS[a.card].kind.name, "seat": a.seat})


# ==================================================================== reading the table
def last_round(view: PlayerView) -> bool:
    """A city is complete: this round is the last one."""
    return view.first_complete >= 0


def turn_gold(view: PlayerView) -> int:
    """The gold the current turn brings besides gathering: purse, bonus and income."""
    me = view.me()
    spec = view.character(view.current_rank)
    income = 0 if view.income_taken else income_count(me.city, spec.income_type)
    return me.gold + spec.bonus_gold * (0 if view.decision == Decision.MAIN else 1) + income


def rival_danger(view: PlayerView) -> dict[int, float]:
    """How much slowing each rival down is worth: the leader and whoever is about to finish most."""
    out: dict[int, float] = {}
    threats = {p.seat: threat(view, p.seat) for p in view.table}
    top = max(threats[s] for s in threats if s != view.seat)
    mine = threats[view.seat]
    for p in view.table:
        if p.seat == view.seat:
            continue
        w = 1.0 + 0.08 * (threats[p.seat] - mine)
        if threats[p.seat] >= top:
            w += 0.5
        left = view.completion - city_size(p.city)
        if not p.completed:
            w += 2.0 if left <= 1 else 0.8 if left == 2 else 0.0
        out[p.seat] = max(0.2, w)
    return out


#: Weights of the character choice (gold equivalents), tuned against the Medium bot and the league.
PICK: dict[str, float] = {
    "gold_bonus": 1.35,  # the Merchant's gold, beyond its bonus and income: gold builds
    "crown": 1.85,  # the crown: the first choice next round
    "arch_base": 2.75,  # the Architect's two cards
    "arch_build": 1.75,  # each district beyond the first the Architect could build this turn
    "thief_base": 1.2,
    "thief_steal": 0.6,  # per gold of the richest purse
    "ass_base": 0.85,
    "ass_lead": 0.95,  # the Assassin when the viewer leads (nobody can murder it)
    "war_base": -0.1,
    "war_hit": 1.35,  # a rival about to complete with a district the Warlord could afford
    "bishop_base": 0.0,
    "mag_swap": 0.55,  # per card the biggest hand holds beyond the viewer's
    "no_build": 0.3,  # nothing it could build soon
    "risk_murder": 1.0,
    "risk_rob": 1.2,
    "risk_war": 0.85,
    "self_assassin": 0.65,  # the Assassin when its city is one or two districts from complete
    "deny_assassin": 0.85,  # the Assassin before a rival who is about to complete
    "self_bishop": 0.7,  # the Bishop when its city is exposed near the end
    "deny_bishop": 0.3,
    "complete": 4.0,  # a lost turn that would have completed the city
    "turn": TURN_VALUE,  # a lost turn, beyond the character's own worth
    "popular": 1.15,  # how much likelier than its share a character left on offer is to be taken
}


class _Draft:
    """The worth of each character on offer to the viewer this round, net of its risks."""

    def __init__(self, view: PlayerView, weights: dict[str, float] | None = None) -> None:
        self.view = view
        self.w = weights if weights is not None else PICK
        self.ctx: Ctx = make_ctx(view)
        self.inf = Inference.of(view, self.ctx)
        self.pile = set(view.pile)
        self.later = later_pickers(view)
        me = view.me()
        self.me = me
        self.left = view.completion - city_size(me.city)
        self.specs = {spec.rank: spec for spec in view.characters}
        self.striker, self.robber, self.shield, self.attacker = (
            rank_where(view, does) for does in (does_murder, does_rob, does_protect, does_destroy)
        )
        threats = {p.seat: threat(view, p.seat) for p in view.table}
        self.leading = threats[view.seat] >= max(threats[s] for s in threats if s != view.seat)
        self.richest = me.gold >= max(p.gold for p in view.table if p.seat != view.seat)
        self.finishers = [
            s
            for s in self.later
            if not view.table[s].completed and view.completion - city_size(view.table[s].city) <= 2
        ]
        self.hand = hand_buildable(view)

    def rival_holds(self, rank: int) -> float:
        """The chance another seat plays `rank` this round, if the viewer does not take it."""
        view = self.view
        if rank == 0 or rank in view.faceup or rank in view.my_characters:
            return 0.0
        if rank in self.pile:
            if not self.later:
                return 0.0
            remaining = max(1, len(self.pile) - 1)
            return min(0.95, len(self.later) / remaining * self.w["popular"])
        return self.inf.p_in_play(rank)

    def scores(self, ranks: Sequence[int]) -> dict[int, tuple[float, Reason]]:
        w = self.w
        striker, robber, shield, attacker = self.striker, self.robber, self.shield, self.attacker
        p_striker = self.rival_holds(striker)
        p_robber = self.rival_holds(robber)
        p_attacker = self.rival_holds(attacker)
        exposure = self.attack_exposure()
        lead = 1.4 if self.leading else 1.0
        rich = 1.5 if self.richest else 1.0
        out: dict[int, tuple[float, Reason]] = {}
        for r in ranks:
            spec = self.specs[r]
            value = self.worth(r, spec)
            reason = self.base_reason(r)
            risk = 0.0
            if r != striker:
                turn = w["turn"] + (w["complete"] if self.can_complete(r) else 0.0)
                risk += (
                    w["risk_murder"]
                    * p_striker
                    * min(0.95, play_of(spec).murder_share * lead)
                    * (max(0.0, value) + turn)
                )
            if r != robber and r != striker:
                risk += w["risk_rob"] * p_robber * min(0.95, play_of(spec).rob_share * rich) * self.me.gold
            if r != shield and r != attacker and not self.can_complete(r):
                # (a city completed in its turn is safe: the Warlord plays last)
                risk += w["risk_war"] * p_attacker * exposure
            bonus, why = self.careful_terms(r, spec, p_striker, p_attacker, exposure)
            out[r] = (value - risk + bonus, why or reason)
        return out

    def can_complete(self, r: int) -> bool:
        """Could the viewer complete its city this round with `r` (its builds and a purse with income)?"""
        spec = self.view.character(r)
        if self.left > spec.max_builds or not self.hand:
            return False
        gold = self.me.gold + 2 + spec.bonus_gold + income_count(self.me.city, spec.income_type)
        costs = sorted(c.kind.cost for c in self.hand)[: self.left]
        return len(costs) >= self.left and sum(costs) <= gold

    def worth(self, r: int, spec: CharacterSpec) -> float:
        """What the turn with `r` brings the viewer, if nobody strikes it."""
        view = self.view
        w = self.w
        me = self.me
        value = float(income_count(me.city, spec.income_type) + spec.bonus_gold)
        cheap = [c for c in self.hand if c.kind.cost <= me.gold + 4]
        does = play_of(spec)
        if spec.bonus_gold:
            value += w["gold_bonus"]
        elif spec.takes_crown:
            value += w["crown"]
        elif spec.max_builds > 1:
            value += w["arch_base"] + w["arch_build"] * max(0, self.builds_this_turn() - 1)
        elif does.robs:
            value += w["thief_base"] + w["thief_steal"] * self.best_loot()
        elif does.murders:
            value += w["ass_base"] + (w["ass_lead"] if self.leading else 0.0)
        elif does.destroys:
            value += w["war_base"] + w["war_hit"] * self.best_hit()
        elif spec.protects_city:
            value += w["bishop_base"]
        elif does.swaps_hands:
            most = max(p.hand_size for p in view.table if p.seat != view.seat)
            value += w["mag_swap"] * max(0, most - len(self.hand) - 1)
        elif spec in CHARACTER_VALUES:
            value += CHARACTER_VALUES[spec](view, view.seat, r, self.ctx, True)
        if not cheap and not (spec.max_builds > 1 or does.swaps_hands) and spec.max_builds > 0:
            value -= w["no_build"]
        return value

    def builds_this_turn(self) -> int:
        """How many of the cards it holds the Architect could build this turn (cheapest first, with
        the purse and 2 gold)."""
        gold = self.me.gold + 2
        built = 0
        for cost in sorted(c.kind.cost for c in self.hand)[:3]:
            if cost > gold:
                break
            gold -= cost
            built += 1
        return built

    def best_loot(self) -> float:
        """The gold a Thief could expect to take: the richest purse other than the viewer's."""
        return float(max(p.gold for p in self.view.table if p.seat != self.view.seat))

    def best_hit(self) -> float:
        """1 when a rival about to complete has a district the viewer could afford to destroy."""
        view = self.view
        for p in view.table:
            if p.seat == view.seat or p.completed or view.completion - city_size(p.city) > 2:
                continue
            if any(c.kind.cost - 1 <= self.me.gold + 2 and c.kind is not KEEP for c in p.city):
                return 1.0 if view.completion - city_size(p.city) <= 1 else 0.5
        return 0.0

    def attack_exposure(self) -> float:
        """What a rival Warlord would likely take from the viewer's city (points and tempo)."""
        city = self.me.city
        if not city or self.me.completed or self.left <= 0:
            return 0.0
        costs = sorted(c.kind.cost for c in city if c.kind is not KEEP)
        if not costs:
            return 0.0
        near = 1.0 if self.left <= 1 else 0.6 if self.left == 2 else 0.25
        if self.leading:
            near += 0.2
        return near * (costs[0] + (3.0 if self.left <= 2 else 0.5))

    def careful_terms(
        self, r: int, spec: CharacterSpec, p_striker: float, p_attacker: float, exposure: float
    ) -> tuple[float, Reason | None]:
        view = self.view
        w = self.w
        count = len(self.me.city)
        bonus = 0.0
        why: Reason | None = None
        near = not self.me.completed and self.left <= 2
        does = play_of(spec)
        if does.murders:
            if near and self.later:
                bonus += w["self_assassin"] * (2.0 if self.left <= 1 else 1.0)
                why = Reason(M.DANGER_MURDER, {"character": r, "count": count})
            elif self.finishers:
                seat = max(self.finishers, key=lambda s: (threat(view, s), -s))
                bonus += w["deny_assassin"]
                why = Reason(
                    M.DENY_MURDER, {"character": r, "seat": seat, "count": len(view.table[seat].city)}
                )
        elif spec.protects_city:
            if near and p_attacker > 0.2:
                bonus += w["self_bishop"]
                why = Reason(M.DANGER_PROTECT, {"character": r, "count": count})
            elif self.finishers and r in self.pile:
                seat = max(self.finishers, key=lambda s: (threat(view, s), -s))
                bonus += w["deny_bishop"]
                why = Reason(
                    M.DENY_PROTECT, {"character": r, "seat": seat, "count": len(view.table[seat].city)}
                )
            elif count >= 4 and p_attacker * exposure >= 1.0:
                why = Reason(M.PICK_PROTECT, {"character": r, "count": count})
        elif does.destroys and near and exposure > 0 and self.shield not in self.pile:
            why = Reason(M.DANGER_KEEP_ATTACKER, {"character": r, "count": count})
        return bonus, why

    def base_reason(self, r: int) -> Reason:
        view = self.view
        spec = view.character(r)
        count = income_count(self.me.city, spec.income_type)
        does = play_of(spec)
        if does.murders:
            return Reason(M.PICK_MURDER, {"character": r})
        if does.robs:
            return Reason(M.PICK_ROB if rich_rival(view) else M.PICK_TAKE_GOLD_NAMED, {"character": r})
        if spec.max_builds > 1:
            return Reason(M.PICK_BUILD_MANY, {"character": r})
        if count >= 2:
            return Reason(M.PICK_INCOME, {"character": r, "count": count})
        if spec.takes_crown:
            return Reason(M.PICK_CROWN, {"character": r})
        if spec.bonus_gold:
            return Reason(M.PICK_GOLD, {"character": r})
        if does.destroys:
            return Reason(M.PICK_DENY_ATTACK, {"character": r})
        return Reason(M.PICK_BEST, {"character": r})
